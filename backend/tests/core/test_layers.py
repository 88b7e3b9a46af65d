"""The backend's packages stand in layers (docs/architecture.md, "Layers"): no package cycle, the layers
contract of pyproject.toml kept, and the committed package picture the one the code draws. `make lint` runs
the same checks (lint-imports, scripts/import_graph.py --check); here they also run with the tests."""

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

BACKEND = Path(__file__).resolve().parents[2]
SCRIPT = BACKEND.parent / "scripts" / "import_graph.py"


def _import_graph() -> ModuleType:
    spec = importlib.util.spec_from_file_location("import_graph", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_no_package_imports_itself_around_a_circle() -> None:
    graph = _import_graph()
    packages = graph.package_graph()
    assert graph.cycles(packages) == []
    assert {"people", "kinship", "duplicates", "trash", "records", "main"} <= set(packages)


def test_the_cycle_finder_names_every_package_of_a_cycle() -> None:
    graph = _import_graph()
    found = graph.cycles(
        {"people": {"core", "kinship"}, "kinship": {"people"}, "exports": {"imports"}, "imports": {"exports"}}
    )
    assert found == [["exports", "imports"], ["kinship", "people"]]


def test_the_layers_contract_is_kept() -> None:
    lint = Path(sys.executable).parent / "lint-imports"
    result = subprocess.run([str(lint)], cwd=BACKEND, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout
    assert "Contracts: 1 kept, 0 broken." in result.stdout


def test_the_committed_package_picture_is_the_codes() -> None:
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True, cwd=BACKEND.parent
    )
    assert result.returncode == 0, result.stderr
