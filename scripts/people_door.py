"""The people door's lint: every read of people or households starts from katutubo.access (make lint).

Who may see a person (an encoder's barangays; nobody but the Trash page sees the Trash) is one rule, kept by
the statements of katutubo.access. A read that builds its own statement could forget it (issue 35: five
places did). This check reads backend/katutubo/**/*.py as syntax trees and fails on, outside the allowed
places below:

- `select(...)` naming Person or Household (the class, a column of it, or an alias of it) among its columns,
  and `.select_from(Person | Household)`;
- `db.get(Person | Household, ...)` and `query(Person | Household)`;
- a join onto the people or households table: `.join(...)` / `.outerjoin(...)` of Person or Household, and
  `aliased(Person | Household)` (an alias is how a second copy of the table is joined);
- a hand-written Trash condition: `<x>.deleted_at.is_(...)`, `.is_not(...)`, `.isnot(...)`,
  `<x>.deleted_at == / != ...`, `<x>.deleted_at is (not) None`, and the old names of it (`LIVE`,
  `HOUSEHOLD_LIVE`);
- a hand-written scope condition: `scope.condition(...)` / `scope.conditions(...)` over the people's or the
  households' barangay (the default, or a column of Person / Household), and `scope.includes(person)` (a
  loaded person checked by hand). `Scope.condition` over a table that holds a barangay but no person (the
  people tally) is no read of people, and `includes_barangay` is the rule for what an encoder may write.

    python scripts/people_door.py            # list every place, exit 1 when there is one

Writes (`update(Person)`, `person.deleted_at = now`) are not reads and are not flagged.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_DIR = ROOT / "backend" / "katutubo"

# Where the door's rule does not apply, and why. One place: a new entry names its reason.
ALLOWED: dict[str, str] = {
    "access/": "the door itself: the statements every read starts from",
    "models/": "the tables: their partial indexes name the live rows (deleted_at IS NULL)",
    "migrations/": "Alembic's data steps, frozen as written against the tables of their day",
    "demo/": "the demo seeder writes a whole fictional registry at once and reads back only what it wrote",
}

GUARDED = {"Person", "Household"}
TRASH_TESTS = {"is_", "is_not", "isnot"}
OLD_TRASH_NAMES = {"LIVE", "HOUSEHOLD_LIVE"}
SCOPE_CONDITIONS = {"condition", "conditions"}


def _names_guarded(node: ast.AST, aliases: set[str]) -> bool:
    """Whether an expression is, or is a column of, Person / Household or a local alias of them."""
    if isinstance(node, ast.Name):
        return node.id in GUARDED or node.id in aliases
    if isinstance(node, ast.Attribute):
        return _names_guarded(node.value, aliases)
    return False


def _is_deleted_at(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "deleted_at"


def _callee(call: ast.Call) -> str:
    f = call.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return ""


def violations(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, what) of every read of people or households that does not go through the door."""
    found: list[tuple[int, str]] = []
    aliases: set[str] = set()
    # Aliases first: `head = aliased(Person)` makes `select(head.id)` a read of people too.
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            values = [node.value]
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Tuple):
            values = list(node.value.elts)
        else:
            continue
        targets = node.targets[0].elts if isinstance(node.targets[0], ast.Tuple) else node.targets
        for target, value in zip(targets, values, strict=False):
            if (
                isinstance(target, ast.Name)
                and isinstance(value, ast.Call)
                and _callee(value) == "aliased"
                and value.args
                and _names_guarded(value.args[0], set())
            ):
                aliases.add(target.id)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _callee(node)
            args = node.args
            if name == "select" and any(_names_guarded(a, aliases) for a in args):
                found.append((node.lineno, "select(...) of people or households"))
            elif name == "select_from" and args and _names_guarded(args[0], aliases):
                found.append((node.lineno, ".select_from(people or households)"))
            elif name == "get" and args and isinstance(args[0], ast.Name) and args[0].id in GUARDED:
                found.append((node.lineno, f"get({args[0].id}, ...)"))
            elif name == "query" and args and _names_guarded(args[0], aliases):
                found.append((node.lineno, "query(people or households)"))
            elif name in ("join", "outerjoin") and args and _names_guarded(args[0], aliases):
                found.append((node.lineno, f".{name}(people or households)"))
            elif name == "aliased" and args and _names_guarded(args[0], set()):
                found.append((node.lineno, "aliased(Person | Household)"))
            elif (
                name in TRASH_TESTS
                and isinstance(node.func, ast.Attribute)
                and _is_deleted_at(node.func.value)
            ):
                found.append((node.lineno, f"deleted_at.{name}(...): a hand-written Trash condition"))
            elif (
                name in SCOPE_CONDITIONS
                and isinstance(node.func, ast.Attribute)
                and (not args or _names_guarded(args[0], aliases))
            ):
                found.append((node.lineno, f".{name}(...) of people: a hand-written scope condition"))
            elif name == "includes" and isinstance(node.func, ast.Attribute):
                found.append((node.lineno, ".includes(person): a hand-written scope check"))
        elif isinstance(node, ast.Name) and node.id in OLD_TRASH_NAMES and isinstance(node.ctx, ast.Load):
            found.append((node.lineno, f"{node.id}: a hand-written Trash condition"))
        elif isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(_is_deleted_at(s) for s in sides):
                found.append((node.lineno, "a comparison of deleted_at: a hand-written Trash condition"))
    return sorted(set(found))


def allowed(relative: str) -> bool:
    return any(relative.startswith(prefix) for prefix in ALLOWED)


def scan(package_dir: Path = PACKAGE_DIR) -> list[str]:
    lines = []
    for path in sorted(package_dir.rglob("*.py")):
        relative = path.relative_to(package_dir).as_posix()
        if allowed(relative):
            continue
        for line, what in violations(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            lines.append(f"backend/katutubo/{relative}:{line}: {what}")
    return lines


def main() -> int:
    found = scan()
    for line in found:
        print(line)
    if found:
        print(
            f"{len(found)} reads of people or households outside the door: start them from katutubo.access "
            "(docs/authorization.md, 'The door')",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
