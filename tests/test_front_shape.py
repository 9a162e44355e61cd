"""The front is built by composition: no mixin chain, no abstract hooks, nothing shadowed,
no class over 250 lines.

The generic window (:class:`game.gui.window.Window`) holds each game's front, and each
front holds its collaborators; a call can be followed by reading, one attribute at a time.
So: no class in ``game/gui`` or ``game/ui`` has more than one class of ours among its bases
or its ancestors; nothing in ``game/`` raises ``NotImplementedError``; and a method a class
takes over from a base of ours either calls ``super()`` or replaces a default that does
nothing (a no-op, a constant), so no base method is dead code.  A class grows back into
one that holds every concern a line at a time: none in ``game/gui`` or ``game/ui``, nor any
registered game's front wherever it lives, may pass :data:`MOST_LINES`.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import os
import re
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from front_helpers import still_progress
from import_helpers import GAME_DIR, ROOT, modules

from game import registry
from game.gui import shell
from game.options import Options

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

MOST_LINES = 250  # a class longer holds more than one concern: split it into collaborators


def project_classes(folders: tuple[str, ...] = ("gui", "ui")) -> list[type]:
    """Every class defined in the modules under ``game/<folder>``."""
    found: list[type] = []
    for folder in folders:
        for name in modules(GAME_DIR / folder):
            module = importlib.import_module(name)
            found += [value for value in vars(module).values()
                      if inspect.isclass(value) and value.__module__ == name]
    return found


def ours(cls: type) -> bool:
    return cls.__module__.split(".")[0] == "game"


def ancestors(cls: type) -> list[type]:
    """The classes of ours a class inherits from, however far up."""
    return [base for base in cls.__mro__[1:] if ours(base)]


def trivial(function: Callable[..., object]) -> bool:
    """A default that does nothing: a docstring, ``pass``, ``...`` or a constant returned."""
    body = ast.parse(textwrap.dedent(inspect.getsource(function))).body[0]
    assert isinstance(body, ast.FunctionDef)
    statements = [s for s in body.body
                  if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    return all(isinstance(s, ast.Pass) or (isinstance(s, ast.Return)
                                           and isinstance(s.value, ast.Constant | None))
               for s in statements)


def calls_super(function: Callable[..., object]) -> bool:
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    return any(isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
               and node.func.id == "super" for node in ast.walk(tree))


def shadowed(cls: type) -> list[str]:
    """``Base.method`` for each method of a base of ours that ``cls`` replaces without
    calling it, when that base method does something."""
    found = []
    for name, function in vars(cls).items():
        if not inspect.isfunction(function) or name.startswith("__"):
            continue
        for base in ancestors(cls):
            replaced = vars(base).get(name)
            if inspect.isfunction(replaced) and not trivial(replaced) \
                    and not calls_super(function):
                found.append(f"{base.__qualname__}.{name}")
    return found


def test_the_classes_are_found() -> None:
    names = {cls.__qualname__ for cls in project_classes()}
    assert {"Window", "Overlays", "MinesFront", "MinesInput", "SudokuFront"} <= names


def test_no_class_inherits_from_more_than_one_of_ours_or_sits_deeper() -> None:
    """At most one class of ours above any class: no mixin chain, no diamond."""
    deep = {f"{cls.__module__}.{cls.__qualname__}": [base.__qualname__
                                                     for base in ancestors(cls)]
            for cls in project_classes() if len(ancestors(cls)) > 1}
    assert not deep, f"classes with more than one class of ours above them: {deep}"


def test_nothing_is_left_abstract() -> None:
    """No ``NotImplementedError`` hook in the game: what a game supplies is a protocol
    its front meets, checked by mypy, not a method that fails when forgotten."""
    found = [f"{path.relative_to(GAME_DIR.parent)}:{node.lineno}"
             for path in sorted(GAME_DIR.rglob("*.py"))
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Name) and node.id == "NotImplementedError"]
    assert not found, f"NotImplementedError at {found}"


def test_no_method_of_ours_is_shadowed() -> None:
    found = [name for cls in project_classes() for name in shadowed(cls)]
    assert not found, f"base methods that never run: {found}"


class _Base:
    __module__ = "game.planted"

    def fit(self) -> int:
        return len(str(self))

    def idle(self) -> None:
        """A default that does nothing."""


class _Middle(_Base):
    __module__ = "game.planted"

    def fit(self) -> int:  # the base's fit never runs again
        return 2

    def idle(self) -> None:
        print("busy")


class _Top(_Middle):
    __module__ = "game.planted"

    def fit(self) -> int:
        return super().fit() + 1


def test_the_checks_catch_a_chain_and_a_shadowed_method() -> None:
    """The planted shape of the old front: three deep, a base method shadowed."""
    assert [base.__qualname__ for base in ancestors(_Top)] == ["_Middle", "_Base"]
    assert shadowed(_Middle) == ["_Base.fit"]  # idle replaced a no-op: fine
    assert shadowed(_Top) == []  # it calls super()


def test_raw_events_are_read_in_one_place() -> None:
    """Input is translated once (game/gui/events.py): no other module of the game reads
    pygame's event types, key modifiers or mouse position."""
    raw = re.compile(r"event\.type|pygame\.(MOUSE|FINGER|KEY|TEXT|WINDOW|VIDEO)[A-Z]*\b"
                     r"|pygame\.key\.get_mods|pygame\.mouse\.get_pos")
    found = [f"{path.relative_to(GAME_DIR.parent)}:{number}"
             for path in sorted(GAME_DIR.rglob("*.py")) if path.name != "events.py"
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if raw.search(line)]
    assert not found, f"raw pygame events read outside game/gui/events.py: {found}"
    assert raw.search("if event.type == pygame.MOUSEWHEEL:")


def class_lengths(path: Path) -> dict[str, int]:
    """Each class a module defines (nested ones too), by name: its lines, ``class`` line
    to last line."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name: node.end_lineno - node.lineno + 1 for node in ast.walk(tree)
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None}


def too_long(paths: list[Path], root: Path = ROOT) -> dict[str, int]:
    """``path:Class`` for each class of those modules over :data:`MOST_LINES`, its lines."""
    return {f"{path.relative_to(root)}:{name}": lines for path in paths
            for name, lines in class_lengths(path).items() if lines > MOST_LINES}


def test_no_class_of_the_window_or_the_ui_is_over_250_lines() -> None:
    paths = [path for folder in ("gui", "ui") for path in sorted((GAME_DIR / folder).rglob("*.py"))]
    assert len(paths) > 40  # both folders read
    long = too_long(paths)
    assert not long, f"classes over {MOST_LINES} lines (split them by concern): {long}"


@pytest.fixture(params=[entry.name for entry in registry.GAMES])
def front_class(request: pytest.FixtureRequest) -> Iterator[type[Any]]:
    """The class of a registered game's front, as the shell opens it."""
    pygame.init()
    options = Options(game="sudoku", game_id="easy:s1") if request.param == "sudoku" \
        else Options(game=request.param)
    yield type(shell.open_front(request.param, options, still_progress()).front)
    pygame.quit()


def test_every_registered_games_front_is_within_250_lines(front_class: type[Any]) -> None:
    """Wherever its module lives (a game registered from its own folders, say)."""
    path = Path(inspect.getfile(front_class))
    lines = class_lengths(path)[front_class.__name__]
    assert lines <= MOST_LINES, f"{front_class.__name__} is {lines} lines"


def test_the_measure_catches_a_long_class(tmp_path: Path) -> None:
    """A planted module: a class of 251 lines is caught; one of 250 passes; a class
    nested in a function is measured too."""
    def planted_class(name: str, lines: int) -> str:
        return f"class {name}:\n" + "".join(f"    a{n} = {n}\n" for n in range(lines - 1))

    planted = tmp_path / "planted.py"
    planted.write_text("\n\n".join([planted_class("Long", MOST_LINES + 1),
                                     planted_class("Fits", MOST_LINES),
                                     "def make():\n" + textwrap.indent(planted_class("Inner", 3),
                                                                       "    ")]),
                       encoding="utf-8")
    assert class_lengths(planted) == {"Long": MOST_LINES + 1, "Fits": MOST_LINES, "Inner": 3}
    assert too_long([planted], tmp_path) == {"planted.py:Long": MOST_LINES + 1}
