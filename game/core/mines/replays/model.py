"""Replays as data: a board, timed mouse events, and the moves they make.

Every format reads into a :class:`Video` (what the file holds: the layout and the
player's mouse, event by event, in pixels) and :func:`play_back` turns its mouse
events into board moves with one mouse state machine shared by all formats, so
a viewer can step through ``(time, cursor, button action)`` and see the moves.

Button actions use the community's two-letter names (those of the ``.evf``
standard): ``mv`` move, ``lc``/``lr`` left press/release, ``rc``/``rr`` right,
``mc``/``mr`` middle, ``cc`` both pressed (which one last is unknown), ``pf`` a
flag placed before the game began.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.mines.board import Board
from game.core.mines.moves import Move

ACTIONS = ("mv", "lc", "lr", "rc", "rr", "mc", "mr", "pf", "cc")
MAX_SIDE = 255  # every format stores a side in one byte at most


class ReplayError(ValueError):
    """A replay file that is truncated, corrupt, or of no format we read."""


@dataclass(frozen=True)
class MouseEvent:
    """One mouse action ``at_ms`` after the video's time origin, at pixel ``(x, y)``."""

    at_ms: int
    action: str
    x: int
    y: int


@dataclass(frozen=True)
class Video:
    """A replay file's content, whatever its format."""

    format: str
    width: int
    height: int
    mines: frozenset[int]  # flat indices y * width + x
    events: tuple[MouseEvent, ...]
    time_ms: int | None  # the game's time as the file states it (None: from the events)
    cell_px: int = 16
    player: str = ""

    def __post_init__(self) -> None:
        if not (1 <= self.width <= MAX_SIDE and 1 <= self.height <= MAX_SIDE):
            raise ReplayError(f"a {self.width}x{self.height} board is not possible")
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

    def layout_text(self) -> str:
        """The layout in ``Board.from_text`` form."""
        cells = ["*" if i in self.mines else "." for i in range(self.width * self.height)]
        return "\n".join("".join(cells[row * self.width:(row + 1) * self.width])
                         for row in range(self.height))

    def new_board(self) -> Board:
        """A fresh board with this layout (replays have no question marks)."""
        return Board.from_text(self.layout_text(), question_marks=False)


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
    end_ms: int | None = None

    @property
    def completed(self) -> bool:
        return self.board.status == "won"

    @property
    def clicks(self) -> int:
        return self.left + self.right + self.chord

    def time_ms(self, video: Video) -> int:
        """The game's time: the file's, else from the first opening to the last move."""
        if video.time_ms is not None:
            return video.time_ms
        if self.start_ms is None:
            return 0
        end = self.end_ms if self.end_ms is not None else self.moves[-1].at_ms
        return end - self.start_ms
