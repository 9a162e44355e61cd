"""What the player did, in the window's own terms, and the keys as one table of data.

pygame's events are translated into these once (:mod:`game.gui.events`): a finger's
fraction of the window becomes pixels, SDL's mouse copy of a finger is dropped, a key
becomes its name.  Key bindings are :class:`Binding` rows (key, modifiers, action,
label): the windows dispatch by them, the menus show their labels, and a test checks the
README's controls tables against them.  No pygame here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from game.i18n import N_, _

Pos = tuple[int, int]
Where = Literal["any", "board", "panel"]  # the binding works always / no panel open / panel open


@dataclass(frozen=True)
class Quit:
    pass


@dataclass(frozen=True)
class PointerMove:
    pos: Pos


@dataclass(frozen=True)
class ButtonDown:
    button: int
    pos: Pos


@dataclass(frozen=True)
class ButtonUp:
    button: int
    pos: Pos


@dataclass(frozen=True)
class FingerDown:
    finger: int
    pos: Pos


@dataclass(frozen=True)
class FingerMove:
    finger: int
    pos: Pos


@dataclass(frozen=True)
class FingerUp:
    finger: int
    pos: Pos


@dataclass(frozen=True)
class Wheel:
    steps: int  # up is positive
    ctrl: bool
    shift: bool = False
    turned: tuple[int, int] = (0, 0)  # how far, right and up, as the wheel reports it
    pos: Pos = (0, 0)  # where the pointer is


@dataclass(frozen=True)
class FocusLost:
    """The window lost the keyboard focus, or was hidden or minimised (a browser tab too)."""


@dataclass(frozen=True)
class KeyPress:
    key: str  # the key's name as pygame.key.name gives it: "h", "f2", "escape", "[1]"
    ctrl: bool = False
    shift: bool = False
    text: str = ""  # the character typed, for text fields


@dataclass(frozen=True)
class FileDrop:
    """A file dropped on the native window (a browser page hands files over itself)."""

    path: str


Input = Quit | PointerMove | ButtonDown | ButtonUp | FingerDown | FingerMove | FingerUp | Wheel \
    | KeyPress | FocusLost | FileDrop


@dataclass(frozen=True)
class Binding:
    """Keys that do one action, and the label menus, footers and the README show for them."""

    keys: tuple[str, ...]  # key names, or characters typed ("?" on any keyboard layout)
    action: str  # as a menu item names it: "hint", "difficulty:expert", "cursor:-1,0"
    label: str  # as the player reads it: "H", "Ctrl+Z", "arrows"
    ctrl: bool = False
    shift: bool | None = None  # None: with or without Shift
    where: Where = "any"
    # what the action does, as Help lists it (marked with N_): a game's own action says
    # it here; "" for the actions Help already knows (game/ui/help.py)
    does: str = ""

    def matches(self, press: KeyPress, *, panel_open: bool) -> bool:
        typed = press.key in self.keys or (press.text != "" and press.text in self.keys)
        return (typed and press.ctrl == self.ctrl
                and self.shift in (None, press.shift)
                and self.where != ("board" if panel_open else "panel"))


def binding_for(bindings: Iterable[Binding], press: KeyPress, *,
                panel_open: bool) -> Binding | None:
    """The first binding a key press matches."""
    return next((b for b in bindings if b.matches(press, panel_open=panel_open)), None)


_keyboard = {"present": True}


def use_keyboard(present: bool) -> None:
    """Whether the player has keys to press: not on a touch screen, where no menu, footer
    or help page names a key (they speak of taps, holds and slides)."""
    _keyboard["present"] = present


def has_keyboard() -> bool:
    return _keyboard["present"]


def shortcut(bindings: Iterable[Binding], action: str) -> str:
    """The label of the first binding that does ``action`` ("" if no key does, or on a
    touch screen), translated where it is a word ("arrows"; a key's name such as "Ctrl+Z"
    reads the same everywhere)."""
    if not has_keyboard():
        return ""
    return next((_(b.label) for b in bindings if b.action == action), "")


def arrows() -> tuple[Binding, ...]:
    """The arrow keys move a game's cursor (only while no panel takes them)."""
    steps = {"left": "-1,0", "right": "1,0", "up": "0,-1", "down": "0,1"}
    return tuple(Binding((key,), f"cursor:{step}", N_("arrows"), where="board")
                 for key, step in steps.items())


def step_cursor(cursor: tuple[int, int] | None, step: str, columns: int,
                rows: int) -> tuple[int, int]:
    """Where an arrow takes the cursor: the first press lands in the middle, then arrows
    stop at the edges.  ``step`` is a binding's argument, like ``"-1,0"``."""
    dx, dy = (int(part) for part in step.split(","))
    x, y = cursor if cursor is not None else (columns // 2 - dx, rows // 2 - dy)
    return min(max(x + dx, 0), columns - 1), min(max(y + dy, 0), rows - 1)


# Both games: the menu, help, pause, the shared options, undo and redo, Tab to the next game.
SHARED_KEYS = (
    Binding(("m",), "toggle_menu", "M"),
    Binding(("escape",), "toggle_menu", "Esc"),
    Binding(("f1",), "help", "F1"),
    Binding(("?",), "help", "?"),
    Binding(("p",), "pause", "P"),
    Binding(("z",), "undo", "Ctrl+Z", ctrl=True, shift=False),
    Binding(("y",), "redo", "Ctrl+Y", ctrl=True),
    Binding(("z",), "redo", "Ctrl+Shift+Z", ctrl=True, shift=True),
    Binding(("c",), "copy_id", "C"),
    Binding(("o",), "open_id", "Ctrl+O", ctrl=True),
    Binding(("v",), "open_id:paste", "Ctrl+V", ctrl=True),
    Binding(("o",), "options", "O"),
    Binding(("v",), "sound", "V"),
    Binding(("a",), "animations", "A"),
    Binding(("t",), "theme", "T"),
    Binding(("b",), "safe_numbers", "B"),
    Binding(("f2",), "new_game", "F2"),
    Binding(("tab",), "switch", "Tab"),
)
