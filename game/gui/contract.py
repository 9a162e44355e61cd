"""The contracts of the generic window, for mypy: what a game's front supplies to it
(:class:`GameFront`, :class:`Pointing`) and what its overlays see of it (:class:`Host`,
:class:`Guide`, :class:`Glossed`).

Only named under ``TYPE_CHECKING``: the window holds a front by what it does, and mypy
checks each front against these where the window is made with it
(``Window(MinesFront)``), so the browser bundle leaves this module out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from game.core.session import Session
from game.gui.dialog import AnyDialog
from game.ui.help import Section
from game.ui.input import Binding, Input, KeyPress, Pos
from game.ui.layout import Rect
from game.ui.menu import Chrome, Menu


class GameFront(Protocol):
    """What a game supplies to the window: only what is its own."""

    name: str  # the game's name in the registry
    caption: str  # the window's title bar, marked for translation
    bindings: tuple[Binding, ...]  # the game's keys, then the shared ones

    @property
    def actors(self) -> Sequence[object]:
        """The front and those of its collaborators whose ``action_<name>`` methods are
        its actions, the window looks in that order."""
        ...

    @property
    def input(self) -> Pointing:
        """What a press, a finger, the wheel or a key means in the game."""
        ...

    def chrome(self) -> Chrome:
        """Where the bars and buttons are: panels and dialogs centre in it."""
        ...

    def advance(self) -> None:
        """Work that goes on between inputs (searches, timers, replays), once a frame
        (:class:`~game.gui.window.FrontDefaults`: none)."""

    def draw(self) -> list[Rect]:
        """Paint what changed since the last frame; return the areas to update."""
        ...

    def open_menu(self) -> None: ...

    def open_options(self) -> None: ...

    def help_sections(self) -> Sequence[Section]:
        """How to play this game: its rules, controls and numbers."""
        ...

    def clock_session(self) -> Session[Any] | None:
        """The session whose clock the window shows (None while none is playable)."""
        ...

    def reopen(self) -> None:
        """Open the screen again, as the current settings (theme, zoom) draw it."""

    def resized(self, size: tuple[int, int]) -> None:
        """The player resized the native window: lay the same game out again to fit it."""

    def fit_page(self, room: tuple[int, int]) -> None:
        """The page took another size (a phone turned): fit the same game to it."""

    def save_game(self) -> None:
        """Keep the game in progress as it stands."""

    def load_game(self, game_id: str) -> None:
        """Open this game's ID (canonical); a bad one raises ``GameIdError``."""

    def current_game_id(self) -> str | None: ...

    def dialog_done(self, answer: str, dialog: AnyDialog) -> bool:
        """A game's own dialog answered: True if the game acted on the answer
        (:class:`~game.gui.window.FrontDefaults`: it has none)."""
        ...

    def take_input(self, done: Input, *, over_board: bool) -> bool:
        """A look at every input before the window dispatches it (a drag or pinch moving
        the game's view, say; ``over_board``: no panel or dialog covers it): True if the
        game used it up (:class:`~game.gui.window.FrontDefaults`: none is)."""
        ...


class Pointing(Protocol):
    """What a game's input object makes of the inputs the window hands it."""

    def modal_key(self, press: KeyPress) -> bool:
        """A key for a state of the game that takes the keyboard: True if used."""
        ...

    def pointer_moved(self, pos: Pos) -> None: ...

    def button_down(self, button: int, pos: Pos) -> None: ...

    def button_up(self, button: int, pos: Pos) -> None: ...

    def claims_finger(self, pos: Pos) -> bool:
        """Whether a finger landing at ``pos`` is the game's own, down to up (a board
        played by touch); any other finger the window makes a tap of, or a scroll."""
        ...

    def finger_down(self, finger: int, pos: Pos) -> None: ...

    def finger_moved(self, finger: int, pos: Pos) -> None: ...

    def finger_up(self, finger: int, pos: Pos) -> None: ...

    def wheel(self, steps: int, *, ctrl: bool) -> None: ...


class Guide(Protocol):
    """What the overlays ask of the game's front."""

    def help_sections(self) -> Sequence[Section]: ...

    def clock_session(self) -> Session[Any] | None: ...


class Glossed(Protocol):
    """What the overlays ask of the game's statistics: Help's glossary of them."""

    def glossary(self) -> list[Section]: ...


class Host(Protocol):
    """The window the overlays cover (:class:`~game.gui.window.Window`)."""

    panel: Menu | None
    dialog: AnyDialog | None
    statistics: Glossed

    @property
    def front(self) -> Guide: ...

    def clock(self) -> float: ...

    def chrome(self) -> Chrome: ...

    def shortcut(self, action: str) -> str: ...

    def board_covered(self) -> bool: ...
