"""The core stays pure: standard library and ``game`` only, never pygame.

Every module under ``game/`` is core unless it is named in FRONT_MODULES (the
pygame front end) or is a benchmark module.  The rules, solver, generators and
session must run without a display and inside any other front end (a terminal,
a test), and python-chess's split shows the way: the front imports the core,
never the reverse.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

GAME_DIR = Path(__file__).resolve().parent.parent / "game"

# The pygame front end; everything else under game/ is core.
FRONT_MODULES = frozenset({
    "game.gui.mines.window", "game.gui.mines.render", "game.gui.assets", "game.gui.shell",
    "game.gui.widgets", "game.gui.sound", "game.gui.dialog", "game.gui.host",
    "game.gui.front_base", "game.gui.sudoku.window", "game.gui.sudoku.render",
    "game.gui.view_input",
})
# The command line is core (the terminal game needs no pygame) but opens the window
# when asked: that one import is lazy, inside the function that needs it.
LAUNCHERS = {"game.cli": {"game.gui.shell"}}
# game/bench_<area>.py modules time the core and may import peer libraries to
# compare with, so like bench they are tooling, not core.
BENCH_PREFIX = "game.bench_"

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


def module_name(path: Path) -> str:
    parts = path.relative_to(GAME_DIR.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(GAME_DIR.rglob("*.py"))}


def core_modules() -> dict[str, Path]:
    return {name: path for name, path in modules().items()
            if name not in FRONT_MODULES and not name.startswith(BENCH_PREFIX)}


def first_pygame_importer(names: list[str]) -> str | None:
    result = subprocess.run([sys.executable, "-c", PROBE, *names], capture_output=True,
                            text=True, cwd=GAME_DIR.parent, check=False, timeout=120)
    assert result.returncode == 0, result.stderr
    found: str | None = json.loads(result.stdout)
    return found


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """Every absolute import in a file (nested ones too), with its line number."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
            # ``from game import app`` imports game.gui.mines.window: record the module it names too
            found += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
    return found


def test_the_core_is_found() -> None:
    core = core_modules()
    assert {"game.core.mines.board", "game.core.mines.moves"} <= core.keys()
    assert not core.keys() & FRONT_MODULES


def test_importing_the_core_does_not_import_pygame() -> None:
    culprit = first_pygame_importer(sorted(core_modules()))
    assert culprit is None, f"importing {culprit} loads pygame; the core must not"


def test_the_probe_sees_pygame_when_a_front_module_loads_it() -> None:
    render = "game.gui.mines.render"
    assert first_pygame_importer(["game.core.mines.board", render]) == render


def test_core_modules_import_only_the_standard_library_and_the_core() -> None:
    allowed = set(sys.stdlib_module_names) | {"game"}
    offences = [f"{path.relative_to(GAME_DIR.parent)}:{line}: import {name}"
                for module, path in core_modules().items()
                for line, name in imported_modules(path)
                if name.partition(".")[0] not in allowed
                or (name in FRONT_MODULES and name not in LAUNCHERS.get(module, set()))]
    assert not offences, "the core imports outside the standard library:\n" + "\n".join(offences)


def test_front_modules_really_are_front() -> None:
    """A module on FRONT_MODULES that no longer touches pygame belongs to the core."""
    existing = {name: path for name, path in modules().items() if name in FRONT_MODULES}
    assert existing, "no front module found: is FRONT_MODULES out of date?"
    pure = [name for name, path in existing.items()
            if not any(imported.partition(".")[0] == "pygame"
                       for _, imported in imported_modules(path))]
    assert not pure, f"{pure} import no pygame: take them off FRONT_MODULES"
