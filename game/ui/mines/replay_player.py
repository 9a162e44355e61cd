"""Watching a finished game again: play, pause, speed, step and scrub; no pygame.

One player serves both kinds of replay: a game of this window (its logged events,
the W key) and a replay file (its mouse events, through the core's
:class:`~game.core.mines.replays.Timeline`).  Each is a :class:`Steps` source: events in
time order, some of which are moves.  The player keeps a position on the source's
own clock and shows every event up to it; stepping goes from move to move, so
hint presses and mere mouse movements are never steps.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from typing import Protocol

from game.core.mines.board import Board, Cell
from game.core.mines.game import MinesGame
from game.core.mines.moves import Move
from game.core.mines.replays import Timeline
from game.core.session import Replay
from game.i18n import _
from game.ui.layout import Rect
from game.ui.mines.effects import RGB

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0)
LEAD_MS = 1000  # at most this long before the first event, from the start
Pointer = tuple[float, float]  # the player's cursor, in cells: (2.5, 0.5) is a cell's centre


class Steps(Protocol):
    """A replay as the player steps through it."""

    times: tuple[int, ...]  # each event's time, in order
    after_moves: tuple[int, ...]  # how many events are shown right after each move

    @property
    def board(self) -> Board: ...

    @property
    def shown(self) -> int: ...

    def step(self) -> set[Cell]:
        """Show the next event; the cells it changed."""

    def seek(self, shown: int) -> None:
        """Show exactly the first ``shown`` events."""

    def pointer(self) -> Pointer | None:
        """Where the player's cursor was at the event shown last."""

    def elapsed_ms(self) -> int:
        """The game's timer as it read at the event shown last."""


def _changed(board: Board, before: str) -> set[Cell]:
    """The cells whose view differs from ``before`` (a ``to_text`` of the same board)."""
    after = board.to_text().replace("\n", "")
    flat = before.replace("\n", "")
    return {(index % board.width, index // board.width)
            for index, (old, new) in enumerate(zip(flat, after, strict=True)) if old != new}


class SessionSteps:
    """A game played in this window, event by event (hints included, though not steps)."""

    def __init__(self, replay: Replay[MinesGame]) -> None:
        self.replay = replay
        self.times = tuple(event.at_ms for event in replay.events)
        self.after_moves = tuple(index + 1 for index, event in enumerate(replay.events)
                                 if event.is_move)

    @property
    def board(self) -> Board:
        return self.replay.position.board

    @property
    def shown(self) -> int:
        return self.replay.index

    def step(self) -> set[Cell]:
        return set(self.replay.step())

    def seek(self, shown: int) -> None:
        self.replay.seek(shown)

    def pointer(self) -> Pointer | None:
        moves = [event for event in self.replay.events[:self.shown] if event.is_move]
        if not moves:
            return None
        move = Move.parse(moves[-1].action)
        return move.x + 0.5, move.y + 0.5

    def elapsed_ms(self) -> int:
        started = self.replay.session.started_at_ms
        if started is None or not self.shown:
            return 0
        return max(0, self.times[self.shown - 1] - started)


class VideoSteps:
    """A replay file, mouse event by mouse event."""

    def __init__(self, timeline: Timeline) -> None:
        self.timeline = timeline
        video = timeline.video
        self.times = tuple(event.at_ms for event in video.events)
        self.after_moves = tuple(sorted({move.event + 1 for move in timeline.moves}))
        opens = [move.at_ms for move in timeline.moves if move.move.kind == "O"]
        self._start = opens[0] if opens else None
        self._total = timeline.total_ms()

    @property
    def board(self) -> Board:
        return self.timeline.board

    @property
    def shown(self) -> int:
        return self.timeline.shown

    def step(self) -> set[Cell]:
        before = self.board.to_text()
        return _changed(self.board, before) if self.timeline.step() else set()

    def seek(self, shown: int) -> None:
        self.timeline.seek(shown)

    def pointer(self) -> Pointer | None:
        event, px = self.timeline.last_event, self.timeline.video.cell_px
        return None if event is None else (event.x / px, event.y / px)

    def elapsed_ms(self) -> int:
        event = self.timeline.last_event
        if self._start is None or event is None:
            return 0
        if self.timeline.done:
            return self._total
        return min(max(0, event.at_ms - self._start), self._total)


class ReplayPlayer:
    """A replay and its clock: the position in the replay, the speed, paused or not."""

    def __init__(self, steps: Steps, clock: Callable[[], float]) -> None:
        self.steps = steps
        self.clock = clock
        self.speed = 1.0
        self.paused = False
        times = steps.times
        self.start_ms = max(0, times[0] - LEAD_MS) if times else 0
        self.end_ms = times[-1] if times else 0
        self.position_ms = float(self.start_ms)
        self._ticked = clock()

    @property
    def board(self) -> Board:
        return self.steps.board

    @property
    def done(self) -> bool:
        return self.steps.shown == len(self.steps.times)

    @property
    def fraction(self) -> float:
        """How far into the replay the position is, 0 to 1 (for the timeline bar)."""
        span = self.end_ms - self.start_ms
        return 1.0 if span <= 0 else min(max((self.position_ms - self.start_ms) / span, 0.0), 1.0)

    @property
    def moves_shown(self) -> int:
        return bisect_right(self.steps.after_moves, self.steps.shown)

    def advance(self) -> set[Cell]:
        """Show every event whose time has come; the cells they changed."""
        now = self.clock()
        elapsed, self._ticked = now - self._ticked, now
        changed: set[Cell] = set()
        if self.paused:
            return changed
        self.position_ms += elapsed * 1000 * self.speed
        steps = self.steps
        while not self.done and steps.times[steps.shown] <= self.position_ms:
            changed |= steps.step()
        if self.done:
            self.paused = True
        return changed

    def toggle_pause(self) -> None:
        """Pause or play on; at the end, play again from the start."""
        if self.paused and self.done:
            self.seek_ms(self.start_ms)
        self.paused = not self.paused
        self._ticked = self.clock()

    def change_speed(self, direction: int) -> None:
        """The next speed up (``direction`` 1) or down (-1) the list of speeds."""
        index = SPEEDS.index(self.speed) + direction if self.speed in SPEEDS else 2
        self.speed = SPEEDS[min(max(index, 0), len(SPEEDS) - 1)]

    def step(self, direction: int) -> None:
        """Pause and show the next (1) or the previous (-1) move."""
        self.paused = True
        shown, bounds = self.steps.shown, self.steps.after_moves
        if direction > 0:
            later = [bound for bound in bounds if bound > shown]
            target = later[0] if later else len(self.steps.times)
        else:
            earlier = [bound for bound in bounds if bound < shown]
            target = earlier[-1] if earlier else 0
        self.steps.seek(target)
        self.position_ms = float(self.steps.times[target - 1] if target else self.start_ms)

    def seek_fraction(self, fraction: float) -> None:
        """Jump to a point along the timeline bar (0 its start, 1 its end)."""
        fraction = min(max(fraction, 0.0), 1.0)
        self.seek_ms(self.start_ms + fraction * (self.end_ms - self.start_ms))

    def seek_ms(self, at_ms: float) -> None:
        self.steps.seek(bisect_right(self.steps.times, at_ms))
        self.position_ms = float(at_ms)

    def elapsed_ms(self) -> int:
        return self.steps.elapsed_ms()

    def footer(self, keys: str) -> str:
        state = _("Paused") if self.paused else _("Playing")
        moves = f"{self.moves_shown}/{len(self.steps.after_moves)}"
        return f"{state} {self.speed:g}x · {moves} · {keys}"


ARROW_ROWS = 14  # the drawn cursor's height in pixels


def pointer_arrow(x: int, y: int) -> list[tuple[Rect, RGB]]:
    """A mouse arrow with its tip at ``(x, y)``, as rows of black outline and white fill."""
    rows: list[tuple[Rect, RGB]] = []
    for row in range(ARROW_ROWS):
        width = min(row, 9) + 1
        rows.append(((x, y + row, width, 1), (0, 0, 0)))
        if 1 < row < ARROW_ROWS - 1 and width > 2:
            rows.append(((x + 1, y + row, width - 2, 1), (255, 255, 255)))
    return rows
