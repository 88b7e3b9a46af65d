"""The backend's package-level import graph, measured from the code (ast over backend/katutubo/**/*.py).

Why: docs/architecture.md drew the packages by hand and went stale (11 packages missing). The picture is now
written from the code between two markers in docs/architecture.md, and `make lint` runs `--check`, which fails
when the committed picture differs from what the code imports. The same graph gives the package cycles (the
strongly connected components), the figure the layer contracts in backend/pyproject.toml keep at zero.

    python scripts/import_graph.py            # print the packages, their imports and the cycles
    python scripts/import_graph.py --write    # rewrite the picture in docs/architecture.md
    python scripts/import_graph.py --check    # exit 1 when the committed picture differs (make lint)

Every import counts, wherever it stands (module top, inside a function, under TYPE_CHECKING): a lazy import
still ties two packages together. Top-level modules (main.py, cli.py) are packages of their own here.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_DIR = ROOT / "backend" / "katutubo"
DOC = ROOT / "docs" / "architecture.md"
BEGIN = "<!-- import-graph: begin (written by scripts/import_graph.py --write; make lint checks it) -->"
END = "<!-- import-graph: end -->"
# Alembic's versions are data steps, each pinned to the code of its day; they are not part of the layers.
SKIPPED = ("migrations",)


def package_of(module: str) -> str:
    """`katutubo.people.service` -> `people`; `katutubo.main` -> `main`; `katutubo` -> `katutubo`."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def module_name(path: Path) -> str:
    relative = path.relative_to(PACKAGE_DIR.parent).with_suffix("")
    parts = list(relative.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(path: Path) -> set[str]:
    """The katutubo modules one file imports (absolute and relative imports, anywhere in the file)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    own = module_name(path)
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name.split(".")[0] == "katutubo")
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = own.split(".")
                base = base[: len(base) - node.level + (1 if is_package else 0)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] == "katutubo":
                found.add(target)
                # `from katutubo import people` names a package, not a module's attribute.
                found.update(f"{target}.{alias.name}" for alias in node.names if target == "katutubo")
    return found


def package_graph() -> dict[str, set[str]]:
    """Each package -> the other packages it imports."""
    graph: dict[str, set[str]] = defaultdict(set)
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        source = module_name(path)
        package = package_of(source)
        if package in SKIPPED or package == "katutubo":
            continue
        graph[package]
        for target in imported_modules(path):
            other = package_of(target)
            if other not in (package, "katutubo") and other not in SKIPPED:
                graph[package].add(other)
    return dict(graph)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one package (Tarjan), each sorted, largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for successor in sorted(graph.get(node, ())):
            if successor not in index:
                visit(successor)
                low[node] = min(low[node], low[successor])
            elif successor in on_stack:
                low[node] = min(low[node], index[successor])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found, key=lambda c: (-len(c), c))


def levels(graph: dict[str, set[str]]) -> dict[str, int]:
    """Each package's height: 0 imports nothing of ours, otherwise one more than the highest it imports.
    Packages of one cycle share the height of the cycle (so a tree with one can be drawn)."""
    component_of: dict[str, str] = {}
    for component in cycles(graph):
        for member in component:
            component_of[member] = component[0]
    height: dict[str, int] = {}

    def measure(node: str, seen: frozenset[str]) -> int:
        key = component_of.get(node, node)
        if key in height:
            return height[key]
        members = [n for n in graph if component_of.get(n, n) == key]
        below = {d for m in members for d in graph[m] if component_of.get(d, d) != key}
        value = 0 if not below else 1 + max(measure(d, seen | {key}) for d in below if d not in seen)
        height[key] = value
        return value

    return {node: measure(node, frozenset()) for node in graph}


def picture(graph: dict[str, set[str]]) -> str:
    """The Markdown section: packages by layer (lowest first), what each imports, and the cycles."""
    height = levels(graph)
    lines = [
        BEGIN,
        "",
        f"The backend's {len(graph)} packages (`katutubo/<package>/`; `main` and `cli` are the top-level "
        "modules) by height:",
        "a package imports only packages of lower height. Written from the code by",
        "`scripts/import_graph.py`: do not edit by hand.",
        "",
        "| height | package | imports |",
        "| --- | --- | --- |",
    ]
    for node in sorted(graph, key=lambda n: (height[n], n)):
        imports = ", ".join(sorted(graph[node])) or "—"
        lines.append(f"| {height[node]} | `{node}` | {imports} |")
    found = cycles(graph)
    lines.append("")
    if found:
        lines.append(f"Package cycles: {len(found)}")
        lines.extend(f"- {' ↔ '.join(component)}" for component in found)
    else:
        lines.append("Package cycles: none (the contracts in `backend/pyproject.toml` keep it so).")
    lines.extend(["", END])
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="rewrite the picture in docs/architecture.md")
    mode.add_argument(
        "--check", action="store_true", help="fail when docs/architecture.md's picture is stale"
    )
    args = parser.parse_args()
    graph = package_graph()
    section = picture(graph)
    if not (args.write or args.check):
        print(section)
        return 0
    text = DOC.read_text(encoding="utf-8")
    if BEGIN not in text or END not in text:
        print(f"{DOC.relative_to(ROOT)}: the markers of the import graph are missing", file=sys.stderr)
        return 1
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    updated = head + section + tail
    if args.write:
        DOC.write_text(updated, encoding="utf-8")
        return 0
    if updated != text:
        print(
            f"{DOC.relative_to(ROOT)}: the package picture differs from the code's imports; "
            "run `python scripts/import_graph.py --write` and commit it",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
