"""The backend installs from requirements.lock: every dependency pyproject.toml names must be pinned there."""

import re
import tomllib
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[2]


def _name(requirement: str) -> str:
    """'uvicorn[standard]>=0.30' -> 'uvicorn' (PEP 503 normalised)."""
    name = re.split(r"[\[<>=!~; ]", requirement, maxsplit=1)[0]
    return re.sub(r"[-_.]+", "-", name).lower()


def _pinned() -> dict[str, str]:
    lines = (BACKEND / "requirements.lock").read_text().splitlines()
    pins = (line.split(";")[0].strip() for line in lines if "==" in line and not line.startswith("#"))
    return {_name(pin): pin.split("==")[1] for pin in pins}


def test_every_dependency_of_pyproject_is_pinned_in_the_lock() -> None:
    project = tomllib.loads((BACKEND / "pyproject.toml").read_text())["project"]
    wanted = list(project["dependencies"])
    for extra in project["optional-dependencies"].values():
        wanted += extra
    missing = sorted({_name(r) for r in wanted} - set(_pinned()))
    assert missing == [], f"not in backend/requirements.lock (run `make lock`): {missing}"
