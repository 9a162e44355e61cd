"""The import graph of ``game/``, read from the source with :mod:`ast` (nothing is imported).

Every import counts, lazy ones inside functions and ``TYPE_CHECKING`` ones too: a circle
through a lazy import is still a circle, only hidden until that function runs.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME_DIR = ROOT / "game"


def module_name(path: Path, root: Path = ROOT) -> str:
    """``game/core/mines/board.py`` -> ``game.core.mines.board``; a package is its folder."""
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(folder: Path = GAME_DIR, root: Path = ROOT) -> dict[str, Path]:
    """Every module under ``folder`` by dotted name, counted from ``root``."""
    return {module_name(path, root): path for path in sorted(folder.rglob("*.py"))}


def _typing_only(tree: ast.AST) -> set[ast.AST]:
    """The nodes under ``if TYPE_CHECKING:``, which never run."""
    return {node for block in ast.walk(tree) if isinstance(block, ast.If)
            and isinstance(block.test, ast.Name) and block.test.id == "TYPE_CHECKING"
            for statement in block.body for node in ast.walk(statement)}


def imported_names(path: Path, *, at_runtime: bool = False) -> list[tuple[int, str]]:
    """Every absolute import in a file (nested ones too), with its line number; with
    ``at_runtime``, those under ``if TYPE_CHECKING:`` left out.

    ``from game.gui import shell`` yields both ``game.gui`` and ``game.gui.shell``: the
    second may be a module, and :func:`resolve` decides which names are.
    """
    found: list[tuple[int, str]] = []
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    skipped = _typing_only(tree) if at_runtime else set()
    for node in ast.walk(tree):
        if node in skipped:
            continue
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, f"{path}:{node.lineno}: relative import; use game.…"
            assert node.module is not None
            found.append((node.lineno, node.module))
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
    return found


def resolve(name: str, known: dict[str, Path]) -> str | None:
    """The module of ours that an imported name lands in (longest known prefix), if any."""
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        candidate = ".".join(parts[:end])
        if candidate in known:
            return candidate
    return None


def import_graph(known: dict[str, Path], *, at_runtime: bool = False) -> dict[str, set[str]]:
    """Module -> the modules of ours it imports (a package's own ``__init__`` left out);
    with ``at_runtime``, only the imports that run."""
    graph: dict[str, set[str]] = {}
    for module, path in known.items():
        targets = {resolve(name, known) for _, name in imported_names(path, at_runtime=at_runtime)}
        graph[module] = {t for t in targets
                         if t is not None and t != module and not module.startswith(t + ".")}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle as a path that ends where it starts, or None (depth-first search)."""
    state: dict[str, int] = {}  # 1 = on the current path, 2 = finished
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == 1:
                return [*path[path.index(target):], target]
            if target not in state and (cycle := visit(target)) is not None:
                return cycle
        state[node] = 2
        path.pop()
        return None

    for start in sorted(graph):
        if start not in state and (cycle := visit(start)) is not None:
            return cycle
    return None
