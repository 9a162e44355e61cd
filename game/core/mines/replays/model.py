"""Replays as data: a board, timed mouse events, and the moves they make.

Every format reads into a :class:`Video` (what the file holds: the layout and the
player's mouse, event by event, in pixels) and :func:`play_back` turns its mouse
events into board moves with one mouse state machine shared by all formats, so
a viewer can step through ``(time, cursor, button action)`` and see the moves.

Button actions use the community's two-letter names (those of the ``.evf``
standard): ``mv`` move, ``lc``/``lr`` left press/release, ``rc``/``rr`` right,
``mc``/``mr`` middle, ``cc`` both pressed (which one last is unknown), ``pf`` a
flag placed before the game began.  (ms_toollib also reads ``.evf`` v4 codes 10 to
12, a button that toggled, which it counts unlike the same presses and releases; we
refuse them rather than count them otherwise.)
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import overload

from game.core.mines.board import Board
from game.core.mines.moves import Move
from game.core.mines.stats import level

ACTIONS = ("mv", "lc", "lr", "rc", "rr", "mc", "mr", "pf", "cc")
_MOVE = ACTIONS.index("mv")
MAX_SIDE = 255  # every format stores a side in one byte at most


class ReplayError(ValueError):
    """A replay file that is truncated, corrupt, or of no format we read."""


@dataclass(frozen=True, slots=True)
class MouseEvent:
    """One mouse action ``at_ms`` after the video's time origin, at pixel ``(x, y)``."""

    at_ms: int
    action: str
    x: int
    y: int


class MouseTrack(Sequence[MouseEvent]):
    """Mouse events kept as columns of machine numbers, 17 bytes an event where a tuple of
    :class:`MouseEvent` takes over 100: a save's mouse path can hold a million positions.
    It equals any sequence of the same events."""

    def __init__(self) -> None:
        self._at = array("q")
        self._action = bytearray()
        self._x = array("i")  # pixels: a position past 2**31 raises OverflowError
        self._y = array("i")

    def append(self, at_ms: int, action: str, x: int, y: int) -> None:
        self._at.append(at_ms)
        self._action.append(ACTIONS.index(action))
        self._x.append(x)
        self._y.append(y)

    def add_moves(self, at_ms: Iterable[int], x: array[int], y: array[int]) -> None:
        """Moves of the mouse to the points ``x``, ``y`` at the times ``at_ms``, at once."""
        self._at.extend(at_ms)
        self._action.extend(bytes([_MOVE]) * len(x))
        self._x.extend(x)
        self._y.extend(y)

    def actions(self) -> Iterator[str]:
        """Each event's action, without making the events."""
        return map(ACTIONS.__getitem__, self._action)

    def points(self) -> Iterator[tuple[int, int]]:
        """Each event's point, without making the events."""
        return zip(self._x, self._y, strict=True)

    def __len__(self) -> int:
        return len(self._at)

    @overload
    def __getitem__(self, index: int) -> MouseEvent: ...

    @overload
    def __getitem__(self, index: slice) -> MouseTrack: ...

    def __getitem__(self, index: int | slice) -> MouseEvent | MouseTrack:
        if isinstance(index, slice):
            part = MouseTrack()
            part._at, part._action = self._at[index], self._action[index]
            part._x, part._y = self._x[index], self._y[index]
            return part
        return MouseEvent(self._at[index], ACTIONS[self._action[index]], self._x[index],
                          self._y[index])

    def __iter__(self) -> Iterator[MouseEvent]:
        for at_ms, action, x, y in zip(self._at, self._action, self._x, self._y, strict=True):
            yield MouseEvent(at_ms, ACTIONS[action], x, y)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, MouseTrack):
            return (self._at, self._action, self._x, self._y) == (other._at, other._action,
                                                                   other._x, other._y)
        return (isinstance(other, Sequence) and len(other) == len(self)
                and all(mine == theirs for mine, theirs in zip(self, other, strict=True)))

    def __hash__(self) -> int:
        return hash(tuple(self))  # as the tuple of the same events, which it equals

    def __repr__(self) -> str:
        return f"MouseTrack(<{len(self)} events>)"


def actions_of(events: Sequence[MouseEvent]) -> Iterator[str]:
    """Each event's action (a long track's without making its events)."""
    if isinstance(events, MouseTrack):
        return events.actions()
    return (event.action for event in events)


def points_of(events: Sequence[MouseEvent]) -> Iterator[tuple[int, int]]:
    """Each event's point (a long track's without making its events)."""
    if isinstance(events, MouseTrack):
        return events.points()
    return ((event.x, event.y) for event in events)


@dataclass(frozen=True)
class Details:
    """What a file says about the game beyond the board and the mouse, kept through
    ``convert``: each format fills in what it holds (the README's table says what)."""

    software: str = ""  # the recording program, as the file names it
    country: str = ""
    started_us: int = 0  # the game's start and end, microseconds since 1970 (0: unknown)
    ended_us: int = 0
    mode: int = 0  # the community's game mode, a key of MODES
    level: int = 0  # 3 beginner, 4 intermediate, 5 expert, 6 custom (0: from the board)
    race_id: str = ""
    unique_id: str = ""
    device_id: bytes = b""
    checksum: bytes = b""  # the recording program's, carried unchanged
    official: bool = True
    fair: bool = True
    reserved: tuple[str, str] = ("", "")  # two .evf v4 strings of unknown use, kept
    settings: int = 0  # .evf v3 and v4's settings byte (question marks, cursor kept in...)
    extensions: tuple[str, ...] = ()  # .evf v4's custom figures, kept as they are


GRIDGAMES = "Gridgames"

# The game modes of the .evf standard ("evf标准.md" in the ms_toollib project), which
# Viennasweeper's .rmv (0 to 3) and Metasweeper use too.  Metasweeper writes 5 for its
# no-guess boards laid once at the first click (ours), and 1 for a board it did not lay
# itself; 4 is Windows 7's rule, a first click that always opens an area (ours too).
STANDARD, UPK, WIN7, NO_GUESS = 0, 1, 4, 5
MODES = {STANDARD: "standard", UPK: "UPK", 2: "cheat", 3: "density", WIN7: "win7",
         NO_GUESS: "no-guess", 6: "strong no-guess", 7: "weak no-guess", 8: "quasi no-guess",
         9: "strong guessable", 10: "weak guessable", 11: "chord recursive",
         12: "flag recursive", 13: "chord and flag recursive"}


FLAGGED = ("evf", "gridgames")  # the formats that say whether a game was official and fair


def as_stated(video: Video, *, time_ms: int, completed: bool) -> Details:
    """The video's details as an export writes them and ``replay info`` shows them, by
    ms_toollib's rules: with no end time, the game ends its time after the start (after 0
    when the start is unknown too); a format with no official and fair flags has them
    from completion alone."""
    details = video.details
    if not details.ended_us:
        details = replace(details, ended_us=details.started_us + time_ms * 1000)
    if video.format not in FLAGGED:
        details = replace(details, official=completed, fair=completed)
    return details


def check_sides(width: int, height: int) -> None:
    """A board no replay format can hold raises :class:`ReplayError`."""
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise ReplayError(f"a {width}x{height} board is not possible")


@dataclass(frozen=True)
class Video:
    """A replay file's content, whatever its format."""

    format: str
    width: int
    height: int
    mines: frozenset[int]  # flat indices y * width + x
    events: Sequence[MouseEvent]  # a tuple, or a MouseTrack for a long one
    time_ms: int | None  # the game's time as the file states it (None: from the events)
    cell_px: int = 16
    player: str = ""
    details: Details = Details()

    def __post_init__(self) -> None:
        check_sides(self.width, self.height)
        if not self.mines or len(self.mines) >= self.width * self.height:
            raise ReplayError(f"{len(self.mines)} mines do not fit a game on "
                              f"{self.width}x{self.height}")
        if min(self.mines) < 0 or max(self.mines) >= self.width * self.height:
            raise ReplayError("a mine lies off the board")
        if self.cell_px < 1:
            raise ReplayError("the cell size must be at least one pixel")

    def cell(self, event: MouseEvent) -> tuple[int, int] | None:
        """The board cell under an event, or None off the board."""
        col, row = event.x // self.cell_px, event.y // self.cell_px
        if 0 <= col < self.width and 0 <= row < self.height and event.x >= 0 <= event.y:
            return col, row
        return None

    def new_board(self) -> Board:
        """A fresh board with this layout, under the recording program's rules: no
        question marks, and flags capped only where that program caps them."""
        return Board(self.width, self.height, len(self.mines), seed=0, question_marks=False,
                     layout=self.mines, flag_limit=self.caps_flags)

    @property
    def level(self) -> int:
        """The community's level: the file's, else from the board (3 to 6, see stats)."""
        return self.details.level or level(self.width, self.height, len(self.mines))

    @property
    def caps_flags(self) -> bool:
        """Whether the recording program refuses flags beyond the mine count (ours does;
        Arbiter, Viennasweeper, Clone and Metasweeper do not)."""
        return self.format == "gridgames" or self.details.software.startswith(GRIDGAMES)


@dataclass(frozen=True)
class TimedMove:
    """A board move made by the mouse event ``event`` (an index into the video's)."""

    at_ms: int
    move: Move
    event: int


@dataclass
class Playback:
    """What the mouse did to the board: the moves, the clicks and how it ended."""

    board: Board
    moves: list[TimedMove] = field(default_factory=list)
    left: int = 0
    right: int = 0
    chord: int = 0
    effective: int = 0  # clicks that changed the board (the community's "ce")
    start_ms: int | None = None  # the opening that started the game
    start_event: int | None = None  # the index of the event that made that opening
    end_ms: int | None = None
    clicks_after: list[tuple[int, int, int]] = field(default_factory=list)
    """(left, right, chord) clicks counted once each event had been played."""

    @property
    def completed(self) -> bool:
        return self.board.status == "won"

    @property
    def clicks(self) -> int:
        return self.left + self.right + self.chord

    def time_ms(self, video: Video) -> int:
        """The game's time: the file's, else from the first opening to the last event
        (Arbiter and Clone stop recording as the game ends, and count its time so:
        a chord that wins ends when its second button comes up)."""
        if video.time_ms is not None:
            return video.time_ms
        if self.start_ms is None:
            return 0
        return max(video.events[-1].at_ms - self.start_ms, 0)  # never below 0, even corrupt
