"""The backend installs from requirements.lock: every dependency pyproject.toml names is pinned there, each
pin with the hashes of its files (pip then installs in hash-checking mode: a file that is not the pinned one,
whatever the index serves, is refused)."""

import re
import tomllib
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[2]


def _name(requirement: str) -> str:
    """'uvicorn[standard]>=0.30' -> 'uvicorn' (PEP 503 normalised)."""
    name = re.split(r"[\[<>=!~; ]", requirement, maxsplit=1)[0]
    return re.sub(r"[-_.]+", "-", name).lower()


def _requirements() -> list[tuple[str, list[str]]]:
    """Each requirement line of the lock ('name==version ; marker') with its continuation lines (hashes)."""
    entries: list[tuple[str, list[str]]] = []
    for line in (BACKEND / "requirements.lock").read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line[0].isspace():
            entries[-1][1].append(line.strip().rstrip("\\").strip())
        else:
            entries.append((line.rstrip("\\").strip(), []))
    return entries


def _pinned() -> dict[str, str]:
    pins = (line.split(";")[0].strip() for line, _ in _requirements() if "==" in line)
    return {_name(pin): pin.split("==")[1] for pin in pins}


def test_every_dependency_of_pyproject_is_pinned_in_the_lock() -> None:
    project = tomllib.loads((BACKEND / "pyproject.toml").read_text())["project"]
    wanted = list(project["dependencies"])
    for extra in project["optional-dependencies"].values():
        wanted += extra
    missing = sorted({_name(r) for r in wanted} - set(_pinned()))
    assert missing == [], f"not in backend/requirements.lock (run `make lock`): {missing}"


def test_every_pin_of_the_lock_carries_its_hashes() -> None:
    entries = _requirements()
    assert entries
    unpinned = [line for line, _ in entries if "==" not in line]
    unhashed = [line for line, more in entries if not any(m.startswith("--hash=sha256:") for m in more)]
    assert (unpinned, unhashed) == ([], []), "run `make lock` (it pins with --generate-hashes)"
