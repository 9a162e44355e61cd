"""The front is built by composition: no mixin chain, no abstract hooks, nothing shadowed.

The generic window (:class:`game.gui.window.Window`) holds each game's front, and each
front holds its collaborators; a call can be followed by reading, one attribute at a time.
So: no class in ``game/gui`` or ``game/ui`` has more than one class of ours among its bases
or its ancestors; nothing in ``game/`` raises ``NotImplementedError``; and a method a class
takes over from a base of ours either calls ``super()`` or replaces a default that does
nothing (a no-op, a constant), so no base method is dead code.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import os
import re
import textwrap
from collections.abc import Callable

from import_helpers import GAME_DIR, modules

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


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
