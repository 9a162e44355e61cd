"""The one list of games: everything that names a game reads it here.

The command line (a ``--<name>`` flag each, and each game's own options), the terminal,
the window shell, the settings (each game's own section), the menus' "Play …" items, the
Tab order and save loading all walk :data:`GAMES`, so a third game joins by adding one
:class:`GameEntry` line.  Fronts and command-line declarations are named by
``"module:attribute"`` and imported only when used, so this module stays standard library
and core only: ``--text`` runs where pygame is missing, and no layer imports back into
another.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from game.core.mines import stats as mines_stats
from game.core.mines.game import MINES, MINES_SETTINGS
from game.core.mines.game_id import MAX_ID_LENGTH, MinesId
from game.core.mines.replays.link import FRAGMENT, LinkError, is_link, link_text, read_link
from game.core.session import (
    Clock,
    GameIdError,
    Position,
    Rules,
    SaveError,
    Session,
    save_game_name,
)
from game.core.settings import Settings, SettingsSection
from game.core.stats import StatsBook
from game.core.sudoku import stats as sudoku_stats
from game.core.sudoku.play import SUDOKU, sudoku_id
from game.i18n import N_

if TYPE_CHECKING:
    from game.contract import CommandLine
    from game.options import Options


class TextFront(Protocol):
    """A game in the terminal: it introduces itself, then takes one typed line at a time."""

    def begin(self) -> None: ...

    def handle(self, line: str) -> bool:
        """Act on a line; False once the player quits."""
        ...


# Makes a game's front for the generic window (:class:`game.gui.window.Window`), which
# it gets with the command line's options: ``(window, options) -> front``.
FrontFactory = Callable[[Any, "Options"], Any]
TextFactory = Callable[["Options", Callable[[str], None], Clock], TextFront]


def lazy(target: str) -> Callable[..., Any]:
    """A callable for ``"module:attribute"`` that imports the module on its first call."""
    module, _, attribute = target.partition(":")

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), attribute)(*args, **kwargs)

    return call


@dataclass(frozen=True)
class GameStats:
    """A game's statistics: where they are kept, with their table of metrics, and the
    panel the window shows them in, ``(statistics, last record or None, view) -> Menu``
    (``view`` is the panel's own argument, "" for its first)."""

    book: StatsBook[Any]
    panel: Callable[[Any, Any, str], Any]


@dataclass(frozen=True)
class GameEntry:
    """One game: its core rules, its fronts, how its game IDs read, its statistics, its
    command-line options and its section of the settings."""

    name: str  # in saves, switch actions, the command line's flag and the last game played
    title: str  # as menus name it ("Play Minesweeper"), marked for translation
    rules: Rules[Any]  # replays its saved games
    canonical_id: Callable[[str], str]  # an ID's canonical text, or GameIdError
    front: FrontFactory  # its front in the generic window
    text: TextFactory
    # What Enter opens in the open-a-game-ID dialog, marked for translation
    opens: str = N_("Enter opens this game")
    longest_id: int = 64  # characters: longer text cannot be an ID, a paste is cut there
    # IDs shaped like this game's, even when not valid (a Sudoku grid with no solution):
    # a shared link with one opens this game, which says what is wrong with it
    id_shape: re.Pattern[str] | None = None
    stats: GameStats | None = None  # None: the game keeps no statistics
    # its own command-line options (read only by the command line, so named lazily:
    # the browser has none), and its own section of the settings
    command_line: Callable[[], CommandLine] | None = None
    settings: SettingsSection[Any] | None = None

    @property
    def flag(self) -> str:
        return f"--{self.name}"


# A page address's fragment item that holds a game's replay (``#replay=...``): it opens the
# game it names, as an ID does, on the replay (Minesweeper's, the one game that has them).
REPLAY_FRAGMENT = FRAGMENT


def is_replay_link(text: str) -> bool:
    """Whether an ID as given (a typed or pasted one, a page's) is meant as a replay link."""
    return is_link(text)


def _mines_id(text: str) -> str:
    """A Minesweeper game ID's canonical text, or a replay link's part that opens it
    (``replay=<payload>``: see :mod:`game.core.mines.replays.link`), checked by reading."""
    if not is_link(text):
        return MinesId.parse(text).text()
    try:
        read_link(text)
    except LinkError as error:
        raise GameIdError(str(error)) from error
    return link_text(text)


# The first game is the default one: it opens when nothing else is asked for.
GAMES: list[GameEntry] = [
    GameEntry("mines", N_("Minesweeper"), MINES, _mines_id,
              lazy("game.gui.mines.front:MinesFront"), lazy("game.text.mines.play:MinesText"),
              N_("Enter opens this Minesweeper game"), MAX_ID_LENGTH,
              stats=GameStats(mines_stats.BOOK, lazy("game.ui.mines.stats_panel:view_panel")),
              command_line=lazy("game.text.mines.cli:MinesCommandLine"),
              settings=MINES_SETTINGS),
    GameEntry("sudoku", N_("Sudoku"), SUDOKU, sudoku_id,
              lazy("game.gui.sudoku.front:SudokuFront"), lazy("game.text.sudoku.play:SudokuText"),
              N_("Enter opens this Sudoku game"),
              id_shape=re.compile(r"[0-9.]{10,}|[A-Za-z]+:s[0-9]*"),
              stats=GameStats(sudoku_stats.BOOK, lazy("game.ui.sudoku.panels:sudoku_stats_panel")),
              command_line=lazy("game.text.sudoku.cli:SudokuCommandLine")),
]


def default() -> GameEntry:
    return GAMES[0]


def find(name: str | None) -> GameEntry:
    """The named game; the default one for a name this build does not know."""
    return next((entry for entry in GAMES if entry.name == name), default())


def others(name: str) -> Iterator[GameEntry]:
    """Every other game, in Tab order starting after ``name``."""
    names = [entry.name for entry in GAMES]
    start = names.index(name) + 1 if name in names else 0
    for step in range(len(GAMES)):
        entry = GAMES[(start + step) % len(GAMES)]
        if entry.name != name:
            yield entry


def next_after(name: str) -> GameEntry:
    """Where Tab goes from ``name``: the next game, wrapping around."""
    return next(others(name), find(name))


def _read_by_others(text: str) -> tuple[GameEntry, str] | None:
    """The first game after the default one that reads the ID, and its canonical text."""
    for entry in GAMES[1:]:
        try:
            return entry, entry.canonical_id(text)
        except GameIdError:
            continue
    return None


def _owner(text: str) -> GameEntry:
    """The game an ID no game reads belongs to: the one it is shaped like, else the
    default game, which says why it cannot be opened."""
    shaped = (entry for entry in GAMES if entry.id_shape and entry.id_shape.fullmatch(text.strip()))
    return next(shaped, default())


def game_for_id(text: str) -> tuple[GameEntry, str]:
    """The game a shared ID names and its canonical text; an ID no game reads is the
    owner's, unread, for that game to say why it cannot be opened."""
    return _read_by_others(text) or (_owner(text), text)


def read_id(text: str) -> tuple[GameEntry, str]:
    """The game an ID opens and its canonical text, each game's parser asked once;
    ``GameIdError`` says what is wrong in the words of that game's parser, the command
    line's own."""
    read = _read_by_others(text)
    if read is not None:
        return read
    entry = _owner(text)
    return entry, entry.canonical_id(text)


def read_settings(text: str) -> tuple[Settings, list[str]]:
    """The saved settings, each game's own section checked, and the labels of those that
    fell back to their defaults (see :meth:`Settings.read`)."""
    return Settings.read(text, [entry.settings for entry in GAMES if entry.settings])


def load_session(text: str, *, clock: Clock) -> Session[Position]:
    """Load a save of any registered game; a corrupt or foreign one raises SaveError."""
    name = save_game_name(text)
    entry = next((entry for entry in GAMES if entry.name == name), None)
    if entry is None:
        raise SaveError(f"this build has no game called {name[:20]!r}")
    return Session.load(text, entry.rules, clock=clock)
