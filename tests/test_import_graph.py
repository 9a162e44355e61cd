"""No import circles in ``game/``: the graph is built from the source and must be acyclic.

An import circle is what kept ``Options`` in the command line importing the windows that
import the command line; with the layers, every arrow points down (text/gui -> ui -> core).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from import_helpers import GAME_DIR, ROOT, find_cycle, import_graph, modules

from tools.stage import slim


def test_the_graph_covers_every_layer() -> None:
    graph = import_graph(modules())
    assert {"game.core.session", "game.ui.layout", "game.gui.shell", "game.text.terminal",
            "game.cli", "game.options"} <= graph.keys()
    assert "game.core.mines.board" in graph["game.core.mines.moves"]
    assert "game.gui.shell" in graph["game.cli"]  # a lazy import still counts


def test_game_has_no_import_cycle() -> None:
    cycle = find_cycle(import_graph(modules()))
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])


def imports_by_name(path: Path) -> list[int]:
    """The lines of ``path`` that import a module by a name computed at run time
    (``import_module``, ``__import__``): edges the graph above cannot see."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return sorted(call.lineno for call in ast.walk(tree) if isinstance(call, ast.Call) and (
        (isinstance(call.func, ast.Name) and call.func.id in {"import_module", "__import__"}) or
        (isinstance(call.func, ast.Attribute) and call.func.attr == "import_module")))


def test_only_the_registry_imports_by_name() -> None:
    """The registry's lazy ``module:attribute`` entries are the one import by name in
    ``game/``; any other would hide an edge (and a circle) from the checks here."""
    found = {name: lines for name, path in modules().items() if (lines := imports_by_name(path))}
    assert found.keys() == {"game.registry"}, found


def test_an_import_by_name_is_found(tmp_path: Path) -> None:
    planted = tmp_path / "planted.py"
    planted.write_text("import importlib\nfrom importlib import import_module\n"
                       "a = importlib.import_module('x')\nb = import_module('y')\n"
                       "c = __import__('z')\n")
    assert imports_by_name(planted) == [3, 4, 5]


def test_the_cycle_finder_finds_a_planted_circle(tmp_path: Path) -> None:
    """The check can fail: three modules importing in a ring (one lazily) are reported."""
    package = tmp_path / "game"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from game.b import thing\n")
    (package / "b.py").write_text("import game.c\nthing = 1\n")
    (package / "c.py").write_text("def later() -> None:\n    from game import a\n")
    (package / "d.py").write_text("import game.a\n")
    cycle = find_cycle(import_graph(modules(package, tmp_path)))
    assert cycle is not None and cycle[0] == cycle[-1]
    assert set(cycle) == {"game.a", "game.b", "game.c"}


# ----- every arrow points down, and each game keeps to its own folders ------------------
# A module's layer is where its file lies; an import may only point to a lower layer or
# stay in its own.  The terminal may open the window (``--replay`` watches a file there).
LAYERS = {"game": 0, "game.paths": 0, "game.po": 0, "game.i18n": 0, "game.version": 0,
          "game.files": 0, "game.file_errors": 0,
          "game.core": 1, "game.options": 2, "game.registry": 3, "game.ui": 4,
          "game.gui": 5, "game.text": 6, "game.cli": 7, "game.__main__": 7, "bench": 8}
GAME_NAMES = ("mines", "sudoku")  # the registry's names; a test below checks they agree


def layer_of(module: str) -> int:
    """The layer of a module: that of its longest dotted prefix in :data:`LAYERS`."""
    parts = module.split(".")
    return next(LAYERS[".".join(parts[:end])] for end in range(len(parts), 0, -1)
                if ".".join(parts[:end]) in LAYERS)


def game_of(module: str) -> str | None:
    """The game whose folder holds a module (``game.ui.mines.pointer``: mines), if any."""
    return next((part for part in module.split(".") if part in GAME_NAMES), None)


def everything() -> dict[str, Path]:
    return {**modules(), **modules(ROOT / "bench")}


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    return [f"{module} -> {target}" for module, targets in sorted(graph.items())
            for target in sorted(targets) if layer_of(target) > layer_of(module)]


def foreign_game_imports(graph: dict[str, set[str]]) -> dict[str, list[str]]:
    """Per module of ``game/``: the modules of a game not its own that it imports (the
    registry, which lists the games, may import them all)."""
    found: dict[str, list[str]] = {}
    for module, targets in sorted(graph.items()):
        if module == "game.registry" or not module.startswith("game"):
            continue
        named = sorted(t for t in targets if game_of(t) not in (None, game_of(module)))
        if named:
            found[module] = named
    return found


def test_the_layers_name_every_module() -> None:
    assert layer_of("game.core.mines.board") == 1 and layer_of("game.gui.shell") == 5
    assert layer_of("bench.replays") == 8 and layer_of("game") == 0


def test_the_game_names_are_the_registrys() -> None:
    from game import registry

    assert tuple(entry.name for entry in registry.GAMES) == GAME_NAMES


def test_no_import_points_up_in_game_or_bench() -> None:
    graph = import_graph(everything())
    assert "bench.measure" in graph["bench.replays"]
    found = upward_imports(graph)
    assert not found, "imports pointing up:\n" + "\n".join(found)


def test_bench_has_no_import_cycle() -> None:
    cycle = find_cycle(import_graph(everything()))
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])


def test_no_game_is_imported_outside_its_own_folders_and_the_registry() -> None:
    found = foreign_game_imports(import_graph(modules()))
    assert not found, "\n".join(f"{m} imports {', '.join(n)}" for m, n in found.items())


def test_the_checks_catch_a_planted_upward_and_foreign_import() -> None:
    """Sudoku borrowing Minesweeper's cell, and the core importing a window, are reported."""
    graph = {"game.core.sudoku.play": {"game.core.mines.board", "game.core.cells"},
             "game.core.cells": {"game.gui.shell"}, "game.registry": {"game.core.mines.game"}}
    assert upward_imports(graph) == ["game.core.cells -> game.gui.shell"]
    assert foreign_game_imports(graph) == {"game.core.sudoku.play": ["game.core.mines.board"]}


@pytest.mark.parametrize("path", ["cli.py", "options.py", "contract.py", "core/settings.py"])
def test_the_command_line_options_and_settings_name_no_game_at_all(path: str) -> None:
    """Not even in a string: each game's flags, help and settings section come from its
    registry entry (docstrings and comments, which ``slim`` drops, may give examples)."""
    from game import registry

    code = slim((GAME_DIR / path).read_text(encoding="utf-8"))
    named = [word for entry in registry.GAMES for word in (entry.name, entry.title)
             if re.search(rf"\b{word}\b", code, re.IGNORECASE)]
    assert not named, f"game/{path} names {named}"
