"""A replay to step through, as a viewer shows it: the board, cursor, clicks and live
counters at any event.

The viewer asks for the state after some number of mouse events, or jumps from move
to move.  Going back starts again from the nearest checkpoint, a copy of the board
kept every ``CHECKPOINT`` events on the way forward (further apart on boards of
over ``CHECKPOINT_CELLS`` cells), so seeking is smooth at any speed and on any
length of replay.
"""

from __future__ import annotations

import copy
import math
from array import array
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import islice

from game.core.mines.board import Board
from game.core.mines.replays.model import MouseEvent, TimedMove, Video, points_of
from game.core.mines.replays.mouse import play_back
from game.core.mines.stats import ClickRates, three_bv_progress

CHECKPOINT = 128  # events between the board copies that seeking back starts from
CHECKPOINT_CELLS = 4096  # boards larger than this keep them further apart, bounding memory


@dataclass(frozen=True)
class LiveCounters(ClickRates):
    """The numbers a viewer shows beside the board as the replay plays."""

    time_ms: int
    left: int
    right: int
    chord: int
    solved_three_bv: int
    three_bv: int
    path_px: float = 0.0  # the cursor's path so far, in pixels of 16-pixel cells


def board_counters(board: Board, time_ms: int, clicks: tuple[int, int, int],
                   path_px: float = 0.0) -> LiveCounters:
    """The live counters of a board shown at ``time_ms`` after ``clicks`` (L, R, chord)
    and ``path_px`` of cursor path."""
    three_bv, solved = three_bv_progress(board) if board.started else (0, 0)
    return LiveCounters(time_ms, *clicks, solved, three_bv, path_px)


def counts_for_path(x: int, y: int, right: int, bottom: int) -> bool:
    """Whether a cursor position counts in the path: off the board (past ``right`` and
    ``bottom``) only when both its coordinates lie past it."""
    return x < right or y < bottom


def path_after(video: Video, start_event: int | None) -> Sequence[float]:
    """The cursor's path after each event, in pixels of 16-pixel cells, by ms_toollib's
    rule: it starts where the event that started the game (the release of the first
    opening) was, and adds, event by event to the file's end, the straight line from the
    last position on the board to the next one.  An event counts as off the board only
    when both its x and its y lie past the board (the formats' mark for "outside"), so a
    move off the board and back counts as a straight line; events before the starting
    one, even those at the same millisecond, count nothing."""
    after = array("d", bytes(8 * len(video.events)))  # 8 bytes an event, a long one too
    if start_event is None:
        return after
    right, bottom = video.width * video.cell_px, video.height * video.cell_px
    points = islice(points_of(video.events), start_event, None)
    last = next(points)
    length = 0.0
    for index, point in enumerate(points, start_event + 1):
        if counts_for_path(*point, right, bottom):
            length += math.dist(last, point)
            last = point
        after[index] = length * 16 / video.cell_px
    return after


class Timeline:
    """The replay's board after ``shown`` of its mouse events."""

    def __init__(self, video: Video) -> None:
        self.video = video
        self.playback = play_back(video)
        self.moves = self.playback.moves
        self.board = video.new_board()
        self.shown = 0  # mouse events shown so far
        self._applied = 0  # moves applied to the board so far
        self._checkpoints: dict[int, tuple[Board, int]] = {0: (copy.deepcopy(self.board), 0)}
        self._every = CHECKPOINT * max(1, video.width * video.height // CHECKPOINT_CELLS)
        opens = [move.at_ms for move in self.moves if move.move.kind == "O"]
        self._start = opens[0] if opens else None
        self._path = path_after(video, self.playback.start_event)

    @property
    def done(self) -> bool:
        return self.shown == len(self.video.events)

    def total_ms(self) -> int:
        """The game's time, as a timer at the end shows it."""
        return self.playback.time_ms(self.video)

    @property
    def last_event(self) -> MouseEvent | None:
        """The event shown last: its time and the cursor's position and button action."""
        return self.video.events[self.shown - 1] if self.shown else None

    def elapsed_ms(self) -> int:
        """The game's timer as it read at the event shown last (the whole time at the end)."""
        event = self.last_event
        if self._start is None or event is None:
            return 0
        if self.done:
            return self.total_ms()
        return min(max(0, event.at_ms - self._start), self.total_ms())

    def counters(self) -> LiveCounters:
        if not self.shown:
            return board_counters(self.board, 0, (0, 0, 0))
        return board_counters(self.board, self.elapsed_ms(),
                              self.playback.clicks_after[self.shown - 1],
                              self._path[self.shown - 1])

    def step(self) -> list[TimedMove]:
        """Show the next mouse event; return the moves it made (often none)."""
        if self.done:
            return []
        self.shown += 1
        made = []
        while self._applied < len(self.moves) and self.moves[self._applied].event < self.shown:
            move = self.moves[self._applied]
            move.move.apply(self.board)
            made.append(move)
            self._applied += 1
        if self.shown % self._every == 0 and self.shown not in self._checkpoints:
            self._checkpoints[self.shown] = (copy.deepcopy(self.board), self._applied)
        return made

    def next_move(self) -> list[TimedMove]:
        """Show events up to and including the next one that makes a move."""
        while not self.done:
            made = self.step()
            if made:
                return made
        return []

    def seek(self, shown: int) -> None:
        """Show exactly the first ``shown`` events."""
        if not 0 <= shown <= len(self.video.events):
            raise ValueError(f"a replay of {len(self.video.events)} events cannot show {shown}")
        if shown < self.shown:
            self._restore(shown)
        while self.shown < shown:
            self.step()

    def _restore(self, shown: int) -> None:
        """Go back to the last checkpoint at or before ``shown`` events."""
        marks = sorted(self._checkpoints)
        mark = marks[bisect_right(marks, shown) - 1]
        board, applied = self._checkpoints[mark]
        self.board, self.shown, self._applied = copy.deepcopy(board), mark, applied

    def seek_time(self, at_ms: int) -> None:
        """Show every event up to the time ``at_ms`` (the video's own clock)."""
        shown = sum(1 for event in self.video.events if event.at_ms <= at_ms)
        self.seek(shown)
