"""The layers hold by path: ``game/core/`` is pure, ``game/ui/`` draws nothing.

Everything under ``game/core/`` (rules, solver, generators, session, IDs, stats, storage)
imports the standard library and ``game/core/`` only, so it runs without a display and
inside any other front (the terminal, a test, the browser core page); everything under
``game/ui/`` is screenless UI logic and never imports pygame.  Which layer a module is in
is where its file lies: there is no list of modules to keep up to date.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from import_helpers import GAME_DIR, ROOT, imported_names, modules

CORE = modules(GAME_DIR / "core")
UI = modules(GAME_DIR / "ui")

# Imports every named module in a fresh interpreter and reports the first one
# after which pygame is loaded (a fresh process: other tests import pygame).
PROBE = """
import importlib, json, sys
culprit = None
for name in sys.argv[1:]:
    importlib.import_module(name)
    if culprit is None and any(m == "pygame" or m.startswith("pygame.") for m in sys.modules):
        culprit = name
print(json.dumps(culprit))
"""


def first_pygame_importer(names: list[str]) -> str | None:
    result = subprocess.run([sys.executable, "-c", PROBE, *names], capture_output=True,
                            text=True, cwd=ROOT, check=False, timeout=120)
    assert result.returncode == 0, result.stderr
    found: str | None = json.loads(result.stdout)
    return found


def offences(layer: dict[str, Path], allowed: Callable[[str], bool]) -> list[str]:
    """``file:line: import name`` for every import of ``layer`` that ``allowed`` refuses."""
    return [f"{path.relative_to(ROOT)}:{line}: import {name}"
            for path in layer.values() for line, name in imported_names(path)
            if not allowed(name)]


def test_the_layers_are_found() -> None:
    assert {"game.core.mines.board", "game.core.session", "game.core.sudoku.grid"} <= CORE.keys()
    assert {"game.ui.layout", "game.ui.mines.pointer", "game.ui.sudoku.layout"} <= UI.keys()


# Outside the core, the core may use the translations (a game ID's error reaches players)
# and the one bounded reader of files (the translations read their catalogues with it),
# with the player's words for what went wrong: they and what they import are standard
# library only, as the last test here checks.
CORE_MAY_USE = ("game.i18n", "game.po", "game.paths", "game.files", "game.file_errors")


def _may_use(name: str) -> bool:
    """``game`` itself, a module of :data:`CORE_MAY_USE` or a name imported from one."""
    return name == "game" or any(name == module or name.startswith(module + ".")
                                 for module in CORE_MAY_USE)


def test_the_core_imports_only_the_standard_library_and_the_core() -> None:
    def allowed(name: str) -> bool:
        top = name.partition(".")[0]
        return (top in sys.stdlib_module_names and top != "game") or name == "game.core" \
            or name.startswith("game.core.") or _may_use(name)

    found = offences(CORE, allowed)
    assert not found, "the core imports outside itself:\n" + "\n".join(found)


def test_the_ui_logic_imports_no_pygame_and_no_window() -> None:
    def allowed(name: str) -> bool:
        return name.partition(".")[0] != "pygame" and not name.startswith(("game.gui", "game.text"))

    found = offences(UI, allowed)
    assert not found, "screenless UI logic imports a screen:\n" + "\n".join(found)


def test_importing_the_core_and_the_ui_logic_does_not_import_pygame() -> None:
    culprit = first_pygame_importer(sorted(CORE.keys() | UI.keys()))
    assert culprit is None, f"importing {culprit} loads pygame; it must not"


def test_the_probe_sees_pygame_when_a_window_module_loads_it() -> None:
    render = "game.gui.mines.render"
    assert first_pygame_importer(["game.core.mines.board", render]) == render


def test_what_the_core_may_use_outside_it_is_standard_library_only() -> None:
    def allowed(name: str) -> bool:
        top = name.partition(".")[0]
        return (top in sys.stdlib_module_names and top != "game") or _may_use(name)

    used = {name: path for name, path in modules().items() if name in CORE_MAY_USE}
    assert used.keys() == set(CORE_MAY_USE)
    found = offences(used, allowed)
    assert not found, "what the core uses imports more:\n" + "\n".join(found)
