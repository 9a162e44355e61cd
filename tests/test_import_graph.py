"""No import circles in ``game/``: the graph is built from the source and must be acyclic.

An import circle is what kept ``Options`` in the command line importing the windows that
import the command line; with the layers, every arrow points down (text/gui -> ui -> core).
"""

from __future__ import annotations

from pathlib import Path

from import_helpers import find_cycle, import_graph, modules


def test_the_graph_covers_every_layer() -> None:
    graph = import_graph(modules())
    assert {"game.core.session", "game.ui.layout", "game.gui.shell", "game.text.terminal",
            "game.cli", "game.options"} <= graph.keys()
    assert "game.core.mines.board" in graph["game.core.mines.moves"]
    assert "game.gui.shell" in graph["game.cli"]  # a lazy import still counts


def test_game_has_no_import_cycle() -> None:
    cycle = find_cycle(import_graph(modules()))
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])


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
