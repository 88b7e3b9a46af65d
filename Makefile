# Katutubo Registry: `make run` serves the registry, `make test` runs every suite.
# Both install whatever is missing first (Python venv, npm packages, Debian's Chromium for the browser tests).

SHELL := /bin/bash
.DEFAULT_GOAL := run

HOST ?= 127.0.0.1
PORT ?= 8000
KATUTUBO_DATA_DIR ?= $(CURDIR)/data
export KATUTUBO_DATA_DIR

VENV := $(CURDIR)/.venv
PY := $(VENV)/bin/python
KATUTUBO := $(VENV)/bin/katutubo
PYTHON ?= python3
FRONTEND_SRC := $(shell find frontend/src frontend/index.html frontend/public -type f 2>/dev/null)
BACKEND_SRC := $(shell find backend/katutubo -name '*.py' -not -path '*/migrations/*' 2>/dev/null)

.PHONY: lock run test deps build lint fmt test-backend test-frontend test-e2e client demo bench migrate postgres chromium clean

# ---- set-up ---------------------------------------------------------------------------------------------
# The backend's dependencies come pinned from backend/requirements.lock (`make lock` after editing pyproject.toml).
$(VENV)/.installed: backend/pyproject.toml backend/requirements.lock
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check -U pip 2>&1 | grep -v "is ignored" || true
	$(PY) -m pip install -q --disable-pip-version-check -r backend/requirements.lock 2>&1 | grep -v "is ignored" || true
	$(PY) -m pip install -q --disable-pip-version-check --no-deps -e backend 2>&1 | grep -v "is ignored" || true
	$(PY) -c "import katutubo, fastapi, sqlalchemy, alembic, pytest"
	touch $@

frontend/node_modules/.installed: frontend/package.json frontend/package-lock.json
	cd frontend && npm install --no-audit --no-fund --loglevel=error
	touch $@

e2e/node_modules/.installed: e2e/package.json e2e/package-lock.json
	cd e2e && npm install --no-audit --no-fund --loglevel=error
	touch $@

deps: $(VENV)/.installed frontend/node_modules/.installed

# The frontend's API types are generated from the backend's OpenAPI document, never written by hand.
frontend/src/lib/api/schema.d.ts: $(BACKEND_SRC) $(VENV)/.installed frontend/node_modules/.installed
	$(KATUTUBO) openapi --output backend/openapi.json
	cd frontend && npx --no-install openapi-typescript ../backend/openapi.json -o src/lib/api/schema.d.ts >/dev/null
	touch $@

client: frontend/src/lib/api/schema.d.ts

frontend/dist/index.html: $(FRONTEND_SRC) frontend/src/lib/api/schema.d.ts frontend/node_modules/.installed frontend/vite.config.ts
	cd frontend && npm run --silent build
	touch $@

build: deps frontend/dist/index.html

migrate: deps
	$(KATUTUBO) migrate

# ---- the two commands -----------------------------------------------------------------------------------
run: build migrate
	$(KATUTUBO) serve --host $(HOST) --port $(PORT)

test: build lint postgres chromium e2e/node_modules/.installed
	$(MAKE) --no-print-directory test-backend test-frontend test-e2e

# ---- pieces ---------------------------------------------------------------------------------------------
lint: deps e2e/node_modules/.installed
	cd backend && $(VENV)/bin/ruff format --check katutubo tests ../scripts
	cd backend && $(VENV)/bin/ruff check katutubo tests ../scripts
	cd backend && $(VENV)/bin/mypy katutubo
	cd frontend && npx --no-install tsc -b
	cd frontend && npx --no-install eslint --max-warnings=0 .
	cd e2e && npx --no-install tsc -p .

fmt: deps
	cd backend && $(VENV)/bin/ruff format katutubo tests ../scripts && $(VENV)/bin/ruff check --fix katutubo tests ../scripts

test-backend: deps
	cd backend && $(VENV)/bin/pytest

test-frontend: deps
	cd frontend && npx --no-install vitest run

test-e2e: build e2e/node_modules/.installed chromium
	cd e2e && npx --no-install playwright test

# PostgreSQL is the production database and every backend test runs on it too.
postgres:
	@pg_isready -q -h 127.0.0.1 -p 5432 || pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main start
	@pg_isready -h 127.0.0.1 -p 5432

chromium:
	@test -x /usr/bin/chromium || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null)

demo: build migrate
	$(KATUTUBO) seed-demo --count $${COUNT:-1000}

# Figures, not assertions: read paths at 100,000 people on SQLite and PostgreSQL, next to the original's way.
bench: build
	$(PY) scripts/bench.py --count $${COUNT:-100000}
	cd backend && $(PY) ../scripts/bench_data.py --count $${COUNT:-100000}

# Pin the backend's dependencies (every extra, every platform) after a change to backend/pyproject.toml.
lock:
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check uv 2>&1 | grep -v "is ignored" || true
	cd backend && $(VENV)/bin/uv pip compile -q pyproject.toml --extra dev --python-version 3.11 --universal -o requirements.lock

clean:
	rm -rf frontend/dist frontend/node_modules e2e/node_modules $(VENV)
