"""Watching a finished game again: play, pause, speed, step and scrub; no pygame.

One player serves both kinds of replay: a game of this window (its logged events,
the W key) and a replay file (its mouse events, through the core's
:class:`~game.core.mines.replays.Timeline`).  Each is a :class:`Steps` source: events in
time order, some of which are moves.  The player keeps a position on the source's
own clock and shows every event up to it; stepping goes from move to move, so
hint presses and mere mouse movements are never steps.
"""

from __future__ import annotations

import itertools
import math
import re
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Protocol

from game.core.mines.board import Board, Cell
from game.core.mines.game import MinesGame
from game.core.mines.game_id import MinesId
from game.core.mines.moves import Move
from game.core.mines.replays import Timeline
from game.core.mines.replays.ours import CELL_PX, click_point
from game.core.mines.replays.timeline import LiveCounters, board_counters, counts_for_path
from game.core.session import Event, Replay
from game.core.stats import hundredths
from game.i18n import _
from game.ui.layout import Rect
from game.ui.mines.effects import RGB
from game.ui.text_fit import ITEMS

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0)
LEAD_MS = 1000  # at most this long before the first event, from the start
Pointer = tuple[float, float]  # the player's cursor, in cells: (2.5, 0.5) is a cell's centre
TRAIL_MS = 1500  # the mouse trail shows where the cursor went this long before
MARK_MS = 2500  # and click markers stay this long
Mark = tuple[str, Pointer]  # "left", "right" or "chord", and where the click was
_MARKS = {"O": "left", "F": "right", "C": "chord"}
# The viewer's buttons, left to right (in rows of three, the moves on the first): the
# action each runs and the face it shows (a face the renderer draws as a shape, or
# words; :meth:`ReplayPlayer.faces`).
CONTROLS = (("replay_step:-1", "back"), ("replay_pause", "play"), ("replay_step:1", "forward"),
            ("replay_restart", "restart"), ("replay_speed:cycle", "speed"),
            ("replay_stop", "close"))


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

    def counters(self) -> LiveCounters:
        """Time, clicks and 3BV as they stood at the event shown last."""

    def trail(self) -> list[Pointer]:
        """Where the cursor went in the ``TRAIL_MS`` before the event shown last."""

    def marks(self) -> list[Mark]:
        """The clicks of the ``MARK_MS`` before the event shown last."""


def _changed(board: Board, before: str) -> set[Cell]:
    """The cells whose view differs from ``before`` (a ``to_text`` of the same board)."""
    after = board.to_text().replace("\n", "")
    flat = before.replace("\n", "")
    return {(index % board.width, index // board.width)
            for index, (old, new) in enumerate(zip(flat, after, strict=True)) if old != new}


class SessionTally:
    """A game's clicks, cursor path and 3BV counted along its events as they come: the
    footer of a game being played and the viewer of one watched again count alike, and
    a frame counts only the events since the last (the 3BV again only after a move).

    Clicks are the moves by kind (left opens, right flags, chords).  The path is the
    replay's (:func:`~game.core.mines.replays.timeline.path_after`) along the points the
    replay gives the events: each logged pointer position, and each move's click
    (:func:`~game.core.mines.replays.ours.click_point`), from the first opening's.
    Both equal the replay file's (:func:`~game.core.mines.replays.ours.video_from_session`)
    for a game whose presses log the pointer, as the window's do (a file leaves out a click
    that clears a question mark and a chord before the first opening; this counts them).
    """

    def __init__(self, base_id: str) -> None:
        """The tally of a game whose log replays from ``base_id``: a shared ID's opening,
        made as the game starts and not in the log, counts as the replay counts it (a
        left click at the cell's centre, where the path begins)."""
        start = MinesId.parse(base_id).start
        self.opening = None if start is None else click_point(Move("O", *start), None)
        self.restart()

    def restart(self) -> None:
        """Count from the first event again."""
        self.counted = 0  # events counted so far
        self.clicks = {"O": int(self.opening is not None), "F": 0, "C": 0}
        self.path_px = 0.0
        # the pointer's last point, and the path's (once the game began)
        self._where: tuple[int, int] | None = self.opening
        self._last: tuple[int, int] | None = self.opening
        self._board: LiveCounters | None = None  # the board's counters after the last move

    def counters(self, new: Sequence[Event], board: Board, time_ms: int) -> LiveCounters:
        """The counters at ``time_ms``, once ``new`` (the events after those counted so
        far) are counted, their moves having made ``board``."""
        for event in new:
            self._count(event, board)
        self.counted += len(new)
        if self._board is None:
            clicks = self.clicks["O"], self.clicks["F"], self.clicks["C"]
            self._board = board_counters(board, 0, clicks)
        return replace(self._board, time_ms=time_ms, path_px=self.path_px)

    def _count(self, event: Event, board: Board) -> None:
        point = event.pointer
        if point is None:
            self._board = None  # a move, undo or redo: the board may have changed
            if not event.is_move:
                return
            move = Move.parse(event.action)
            self.clicks[move.kind] += 1
            point = click_point(move, self._where)
            if self._last is None and move.kind == "O":
                self._where = self._last = point  # the game begins: so does the path
                return
        self._where = point
        if self._last is not None and counts_for_path(*point, board.width * CELL_PX,
                                                      board.height * CELL_PX):
            self.path_px += math.dist(self._last, point)
            self._last = point


class SessionSteps:
    """A game played in this window, event by event (hints included, though not steps)."""

    def __init__(self, replay: Replay[MinesGame]) -> None:
        self.replay = replay
        self.tally = SessionTally(replay.session.base_id)
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
        """The logged pointer, or the centre of the cell moved on last in a game logged
        without it."""
        events = self.replay.events[:self.shown]
        logged = [event.pointer for event in events if event.pointer is not None]
        if logged:
            return logged[-1][0] / 16, logged[-1][1] / 16
        moves = [Move.parse(event.action) for event in events if event.is_move]
        return (moves[-1].x + 0.5, moves[-1].y + 0.5) if moves else None

    def elapsed_ms(self) -> int:
        started = self.replay.session.started_at_ms
        if started is None or not self.shown:
            return 0
        return max(0, self.times[self.shown - 1] - started)

    def _recent_moves(self, span_ms: int) -> list[tuple[Move, int]]:
        """The moves shown within ``span_ms`` of the last event shown, and their times."""
        events = self.replay.events[:self.shown]
        if not events:
            return []
        cutoff = events[-1].at_ms - span_ms
        return [(Move.parse(event.action), event.at_ms) for event in events
                if event.is_move and event.at_ms >= cutoff]

    def counters(self) -> LiveCounters:
        tally = self.tally
        if self.shown < tally.counted:
            tally.restart()  # the viewer went back
        return tally.counters(self.replay.events[tally.counted:self.shown], self.board,
                              self.elapsed_ms())

    def trail(self) -> list[Pointer]:
        """The logged pointer's path (the moved cells' centres in a game logged without)."""
        events = self.replay.events[:self.shown]
        cutoff = events[-1].at_ms - TRAIL_MS if events else 0
        points = [(event.pointer[0] / 16, event.pointer[1] / 16) for event in events
                  if event.pointer is not None and event.at_ms >= cutoff]
        return points or [(move.x + 0.5, move.y + 0.5)
                          for move, _ in self._recent_moves(TRAIL_MS)]

    def marks(self) -> list[Mark]:
        return [(_MARKS[move.kind], (move.x + 0.5, move.y + 0.5))
                for move, _ in self._recent_moves(MARK_MS)]


class VideoSteps:
    """A replay file, mouse event by mouse event."""

    def __init__(self, timeline: Timeline) -> None:
        self.timeline = timeline
        video = timeline.video
        self.times = tuple(event.at_ms for event in video.events)
        self.after_moves = tuple(sorted({move.event + 1 for move in timeline.moves}))

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
        return self.timeline.elapsed_ms()

    def counters(self) -> LiveCounters:
        return self.timeline.counters()

    def _cutoff(self, span_ms: int) -> int:
        last = self.timeline.last_event
        return 0 if last is None else last.at_ms - span_ms

    def trail(self) -> list[Pointer]:
        video, cutoff = self.timeline.video, self._cutoff(TRAIL_MS)
        points = []
        for event in reversed(video.events[:self.shown]):
            if event.at_ms < cutoff:
                break
            if video.cell(event) is not None:
                points.append((event.x / video.cell_px, event.y / video.cell_px))
        return points[::-1]

    def marks(self) -> list[Mark]:
        video, cutoff = self.timeline.video, self._cutoff(MARK_MS)
        marks = []
        for timed in self.timeline.moves:
            event = video.events[timed.event]
            if timed.event < self.shown and event.at_ms >= cutoff:
                marks.append((_MARKS[timed.move.kind],
                              (event.x / video.cell_px, event.y / video.cell_px)))
        return marks


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
        self.trail_on = True  # the mouse trail and click markers, as flop-player shows them

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

    def cycle_speed(self) -> None:
        """The speed button: the next speed up, and after the fastest the slowest."""
        index = SPEEDS.index(self.speed) + 1 if self.speed in SPEEDS else 2
        self.speed = SPEEDS[index % len(SPEEDS)]

    def restart(self) -> None:
        """From the start, playing."""
        self.seek_ms(self.start_ms)
        self.paused = False
        self._ticked = self.clock()

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

    def toggle_trail(self) -> None:
        """Show or hide the mouse trail and the click markers."""
        self.trail_on = not self.trail_on

    def footer(self, keys: str) -> str:
        """State, speed and the live counters (:func:`counter_items`), then the keys:
        items joined by ``ITEMS``, which the footer wraps between, never inside."""
        state = _("Paused") if self.paused else _("Playing")
        items = [f"{state} {self.speed:g}x", *counter_items(self.steps.counters())]
        return ITEMS.join([*items, keys] if keys else items)

    def faces(self) -> tuple[str, ...]:
        """What each of the :data:`CONTROLS` shows now: play or pause (what a press does),
        the speed as "2x"."""
        shown = {"play": "play" if self.paused else "pause", "speed": f"{self.speed:g}x"}
        return tuple(shown.get(face, face) for _, face in CONTROLS)


def counter_items(now: LiveCounters) -> list[str]:
    """The live counters under the community's abbreviations, as Arbiter and
    Viennasweeper show them: time to the hundredth, 3BV solved of all, 3BV/s, clicks
    ("Cl 30 (20/8/2)": all, then left, right and chord, as the statistics list them),
    IOE and the cursor's path (pixels of 16-pixel cells); the replay viewer's footer and
    a game's while it is played.  Short enough for three lines of a phone's footer."""
    speed = f"{now.three_bv_per_second:.2f}" if now.time_ms else "—"  # no time: no rate
    return [_("{seconds:.2f} s").format(seconds=hundredths(now.time_ms) / 100),
            f"3BV {now.solved_three_bv}/{now.three_bv}",
            f"3BV/s {speed}",
            f"Cl {now.clicks} ({now.left}/{now.right}/{now.chord})",
            f"IOE {now.ioe:.2f}", f"Path {now.path_px:.0f}"]


# The counters as wide as those of a game of up to 999 s, 3BV and clicks of each kind get
# (every digit an 8, the widest in most fonts): a footer sized for them keeps its lines
# while the numbers grow.
WIDEST_COUNTERS = re.sub(r"\d", "8", ITEMS.join(counter_items(
    LiveCounters(999_990, 999, 999, 999, 999, 999, 99_999.0))))


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


TRAIL_RGB: RGB = (40, 110, 230)
MARK_RGB = {"left": (30, 160, 60), "right": (220, 40, 40), "chord": (150, 60, 200)}


def trail_dots(points: list[tuple[int, int]], size: int = 3) -> list[tuple[Rect, RGB]]:
    """The trail as dots every few pixels along the segments between screen points."""
    dots: list[tuple[Rect, RGB]] = []
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        steps = max(1, max(abs(x1 - x0), abs(y1 - y0)) // size)
        dots += [((x0 + (x1 - x0) * i // steps - size // 2,
                   y0 + (y1 - y0) * i // steps - size // 2, size, size), TRAIL_RGB)
                 for i in range(steps)]
    return dots


def click_mark(kind: str, x: int, y: int, size: int = 9) -> list[tuple[Rect, RGB]]:
    """A marker centred on a click, one shape per kind: a ring for a left click, a cross
    for a right click, a filled square for a chord."""
    colour, half, line = MARK_RGB[kind], size // 2, max(2, size // 7)
    left, top = x - half, y - half
    if kind == "chord":
        return [((left, top, size, size), colour)]
    if kind == "right":
        return [((left, y - line // 2, size, line), colour),
                ((x - line // 2, top, line, size), colour)]
    return [((left, top, size, line), colour), ((left, top + size - line, size, line), colour),
            ((left, top, line, size), colour), ((left + size - line, top, line, size), colour)]
