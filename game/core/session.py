"""The midend: one object per game that owns the moves, undo/redo, saves and replays.

After the midend of Simon Tatham's puzzles, a game plugs in as a *position*: a state
rebuilt from a game ID and a list of move texts.  Undo, saving and replays are then
written once and serve Minesweeper and Sudoku alike.

The session keeps an event log of everything the player did (moves, including ones
that changed nothing, undos, redos, hints) with its time.  The log is the save: loading
replays it, so a round trip is exact and statistics such as clicks and undos survive.
Undo and redo only move a step count; the position is rebuilt (from a snapshot) when
read, so loading costs about the moves kept, however many undos the log holds.
The clock is injected: the core never reads the time itself, which keeps tests
deterministic.  The session's time is *played* time (its :class:`Timer`): it stands
still while the game is paused (a panel covers the board, the window lost focus) and
once the game has ended, so the timer, the statistics, the saved clock and a replay's
pacing all leave those spells out, and an undo after a loss takes up the clock where
the loss stopped it.
"""

from __future__ import annotations

import json
import operator
import re
from array import array
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import Generic, Protocol, Self, TypeVar

Cell = tuple[int, int]
Clock = Callable[[], float]  # seconds from any fixed origin; the front passes time.monotonic

UNDO, REDO, HINT = "undo", "redo", "hint"
POINTER = "@"  # "@x,y": where the pointer was, in pixels of 16-pixel cells from the board's corner
_POINTER_TEXT = re.compile(r"@(-?[0-9]{1,6}),(-?[0-9]{1,6})")
SAVE_HEADER = "gridgames-save"
SAVE_VERSION = 1
_MAX_MS_DIGITS = 12  # about 30 years of play: more is a corrupt save
_EVENT_LINE = re.compile(rf"([0-9]{{1,{_MAX_MS_DIGITS}}}) (\S+)")  # a well-formed event, at once
# Lines of pointer positions as note_pointer writes them (numbers without leading zeros), up
# to _RUN_LINES of them: a long save is mostly these, and is read a run of them at a time.
_RUN_LINES = 4096
_NUMBER = r"(?:0|-?[1-9][0-9]{0,5})"
_POINTER_RUN = re.compile(rf"(?:(?:0|[1-9][0-9]{{0,{_MAX_MS_DIGITS - 1}}}) "
                          rf"{POINTER}{_NUMBER},{_NUMBER}\r?\n){{1,{_RUN_LINES}}}")
_RUN_AS_JSON = str.maketrans({" ": ",", POINTER: None, "\r": None, "\n": ","})


class GameIdError(ValueError):
    """A game ID that does not describe a game; the message says what is wrong."""


class SaveError(ValueError):
    """A save that is corrupt, foreign or from another format version."""


class SessionError(ValueError):
    """A move text the session cannot log (empty, with spaces, or a reserved word)."""


class Position(Protocol):
    """One game's state, rebuilt from a game ID and move texts (a Tatham backend).

    Optionally, ``dealt_by_first_move = True`` says the move that starts the game also
    deals it, as Minesweeper's first opening lays the mines around itself: undo then
    stops after that move, so no other first click meets a layout made for this one.
    """

    @property
    def status(self) -> str:
        """``ready``, ``playing``, ``won`` or ``lost``."""

    @property
    def cell_count(self) -> int:
        """Cells on the grid: the session sizes its snapshot spacing by it."""

    def play(self, move: str) -> Collection[Cell]:
        """Apply a move text and return the changed cells.

        A malformed text raises a ``ValueError`` subclass; a move that changes no cell
        must change no state either, so the session need not keep it for undo.
        """

    def copy(self) -> Self:
        """An independent copy: the session keeps copies as undo snapshots."""

    def to_text(self) -> str:
        """The player's view as text: what tests compare."""

    def game_id(self) -> str:
        """The ID to share: rebuilds this board for another player."""

    def base_id(self) -> str:
        """The ID this session starts from, with every random choice made so far fixed."""


P = TypeVar("P", bound=Position)
P_co = TypeVar("P_co", bound=Position, covariant=True)


class Rules(Protocol[P_co]):
    """A game as the registry knows it: a name for saves and a way to start."""

    @property
    def name(self) -> str: ...

    def start(self, game_id: str) -> P_co:
        """The starting position; a malformed ID raises :class:`GameIdError`."""


@dataclass(frozen=True, slots=True)
class Event:
    """One thing the player did, ``at_ms`` milliseconds after the session began."""

    at_ms: int
    action: str  # a move text, or UNDO, REDO, HINT, or a pointer position (POINTER)

    @property
    def is_move(self) -> bool:
        return self.action not in (UNDO, REDO, HINT) and not self.action.startswith(POINTER)

    @property
    def pointer(self) -> tuple[int, int] | None:
        """Where a pointer event says the pointer was, or None for any other event."""
        match = _POINTER_TEXT.fullmatch(self.action)
        return None if match is None else (int(match[1]), int(match[2]))


@dataclass(frozen=True)
class PointerRun:
    """Pointer positions logged one after another, as columns of numbers: most of a long
    save is these, and reading them a run at a time, not an event at a time, loads a save
    of a million of them in a fraction of the time.  Times never go back along a run."""

    at_ms: array[int] = field(default_factory=lambda: array("q"))
    x: array[int] = field(default_factory=lambda: array("i"))
    y: array[int] = field(default_factory=lambda: array("i"))

    @classmethod
    def read(cls, lines: str) -> PointerRun:
        """The run of lines ``_POINTER_RUN`` matched; the JSON parser reads their numbers,
        twice as quick as ``int`` one by one."""
        numbers = array("q", json.loads(f"[{lines.translate(_RUN_AS_JSON)[:-1]}]"))
        return cls(numbers[0::3], array("i", numbers[1::3]), array("i", numbers[2::3]))

    def add(self, at_ms: int, x: int, y: int) -> None:
        self.at_ms.append(at_ms)
        self.x.append(x)
        self.y.append(y)

    def __len__(self) -> int:
        return len(self.at_ms)

    def __getitem__(self, part: slice) -> PointerRun:
        return PointerRun(self.at_ms[part], self.x[part], self.y[part])

    def events(self) -> Iterator[Event]:
        """The run as the events the log holds."""
        actions = (f"{POINTER}{x},{y}" for x, y in zip(self.x, self.y, strict=True))
        return map(Event, self.at_ms, actions)


def pointer_runs(events: Iterable[Event | PointerRun]) -> Iterator[Event | PointerRun]:
    """The events, each stretch of pointer positions as one :class:`PointerRun` (as a
    save is read): what a reader of a long mouse path takes a run at a time."""
    run = PointerRun()
    for event in events:
        if isinstance(event, Event) and (point := event.pointer) is not None:
            run.add(event.at_ms, *point)
            continue
        if run:
            yield run
            run = PointerRun()
        yield event
    if run:
        yield run


@dataclass(frozen=True)
class _Step:
    """A move that changed the board: an entry of the undo line."""

    move: str
    at_ms: int
    changed: Collection[Cell]
    ends: bool  # whether it ended the game (no move is kept after one that did)


@dataclass(frozen=True)
class Ending(Generic[P]):
    """How the game first ended; later undos cannot take it back from the statistics."""

    event_count: int  # events logged up to and including the one that ended it
    at_ms: int
    position: P


class Timer:
    """Played milliseconds read from an injected clock.  It stands still while the game is
    paused (a panel covers the board, the window lost focus) or over, and then goes on
    from where it stood: those spells are never played time."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._epoch = clock()
        self._stood_at: int | None = None  # the played ms it stands at, while it stands
        self._paused = self._ended = False

    @property
    def paused(self) -> bool:
        return self._paused

    def now_ms(self) -> int:
        if self._stood_at is not None:
            return self._stood_at
        return round((self._clock() - self._epoch) * 1000)

    def pause(self, earlier_ms: int = 0) -> None:
        """Stand still from now, or from ``earlier_ms`` ago (when the front learns late
        that the player went away: a hidden browser tab runs no frames to say so)."""
        self._paused = True
        self._stand(self.now_ms() - earlier_ms)

    def resume(self) -> None:
        self._paused = False
        self._stand(self.now_ms())

    def set_ended(self, ended: bool, at_ms: int) -> None:
        """The game ended (or an undo took the end back) at ``at_ms`` played."""
        self._ended = ended
        self._stand(at_ms)

    def set_to(self, played_ms: int) -> None:
        """Read ``played_ms`` now (a loaded save's clock), running or standing as before."""
        if self._stood_at is None:
            self._epoch = self._clock() - played_ms / 1000
        else:
            self._stood_at = played_ms

    def _stand(self, at_ms: int) -> None:
        if (self._paused or self._ended) and self._stood_at is None:
            self._stood_at = at_ms
        elif not (self._paused or self._ended) and self._stood_at is not None:
            self._epoch, self._stood_at = self._clock() - at_ms / 1000, None


class Session(Generic[P]):
    """A game in progress: the position, its undo line and the event log."""

    def __init__(self, rules: Rules[P], game_id: str, *, clock: Clock) -> None:
        self.rules = rules
        self.timer = Timer(clock)  # played time: pausing it is the front's to do
        self._position: P = rules.start(game_id)
        self._base_id = self._position.base_id()
        # A snapshot every so many moves, and after moves that changed this many cells
        # since the last one (a big first opening), so no rebuild replays much.
        self._snapshot_every = 1 + self._position.cell_count // 8192
        self._snapshot_cells = max(4096, self._position.cell_count // 8)
        self._snapshots = {0: self._position.copy()}
        self._line: list[_Step] = []
        self._at = 0  # how many steps of the line the game is at
        self._shown = 0  # how many of them ``_position`` has played: undo defers the work
        self._floor = 0  # undo stops here: after the move that dealt the game, if any
        self._events: list[Event] = []
        self._last_ms = 0
        self.started_at_ms: int | None = None
        self.ending: Ending[P] | None = None
        self._note_progress(0)

    # ----- queries --------------------------------------------------------
    @property
    def position(self) -> P:
        """The position after the current steps, rebuilt only now if undos moved away.

        So a run of undos and redos (live, or replayed by :meth:`load`) costs nothing
        until someone looks: loading costs the moves kept, not the events logged.
        """
        if self._shown < self._at:
            for step in self._line[self._shown:self._at]:
                self._position.play(step.move)
        elif self._shown > self._at:
            self._position = self._rebuild(self._at)
        self._shown = self._at
        return self._position

    @property
    def events(self) -> Sequence[Event]:
        return tuple(self._events)

    def events_since(self, start: int) -> Sequence[Event]:
        """The events logged after the first ``start``: what a count kept as the game goes
        (the live counters) has not seen yet, without copying the whole log each frame."""
        return tuple(self._events[start:])

    @property
    def moves(self) -> list[str]:
        """The moves that made the current position, in order."""
        return [step.move for step in self._line[:self._at]]

    def changes_since(self, start: int) -> list[Collection[Cell]]:
        """The cells each move after the first ``start`` changed, up to the current position:
        what someone following the game move by move has not seen yet."""
        return [step.changed for step in self._line[start:self._at]]

    @property
    def status(self) -> str:
        return self.position.status

    @property
    def finished(self) -> bool:
        return self.status in ("won", "lost")

    @property
    def outcome(self) -> str | None:
        """``won`` or ``lost`` as the game first ended (what statistics count), else None."""
        return None if self.ending is None else self.ending.position.status

    @property
    def can_undo(self) -> bool:
        return self._at > self._floor

    @property
    def can_redo(self) -> bool:
        return self._at < len(self._line)

    @property
    def game_id(self) -> str:
        """The ID to share: seed before the first opening, layout after it."""
        return self.position.game_id()

    @property
    def base_id(self) -> str:
        """The ID the event log replays from (what a save stores)."""
        return self._base_id

    def elapsed_ms(self) -> int:
        """The timer: from the first opening to the end of the game, or to now."""
        if self.started_at_ms is None:
            return 0
        if not self.finished:
            return self._now_ms() - self.started_at_ms
        end = self._line[self._at - 1].at_ms if self._at else self.started_at_ms
        return end - self.started_at_ms

    # ----- actions --------------------------------------------------------
    def play(self, move: str) -> Collection[Cell]:
        """Play a move and return the changed cells; after the end, nothing happens.

        A malformed move raises the game's ``ValueError`` subclass and is not logged.
        """
        return self._act(_move_text(move), self._now_ms()) or ()

    def undo(self) -> Collection[Cell]:
        """Take back the last move (even a fatal one) and return the cells it had changed."""
        return self._act(UNDO, self._now_ms()) or ()

    def redo(self) -> Collection[Cell]:
        """Play again the move undone last and return the changed cells."""
        return self._act(REDO, self._now_ms()) or ()

    def note_hint(self) -> None:
        """Count a hint shown to the player; a game won with hints sets no best time."""
        self._act(HINT, self._now_ms())

    def note_pointer(self, x: int, y: int) -> None:
        """Log where the pointer is (pixels of 16-pixel cells from the board's corner), so
        a replay of the game shows its true mouse path; nothing else changes."""
        self._act(f"{POINTER}{x},{y}", self._now_ms())

    def replay(self) -> Replay[P]:
        """The events so far, to watch again from the start."""
        return Replay(self.rules, self._base_id, self.events)

    # ----- saving ---------------------------------------------------------
    def save(self) -> str:
        """The versioned save text: the base ID and the timed event log."""
        lines = [f"{SAVE_HEADER} {SAVE_VERSION}", f"game: {self.rules.name}",
                 f"id: {self._base_id}", f"clock: {self._now_ms()}", "events:"]
        lines += [f"{event.at_ms} {event.action}" for event in self._events]
        return "\n".join(lines) + "\n"

    @classmethod
    def load(cls, text: str, rules: Rules[P], *, clock: Clock,
             pointers: bool = True) -> Session[P]:
        """Rebuild a saved session by replaying its events; anything amiss is a SaveError.

        With ``pointers=False`` the pointer positions are checked but left out of the log,
        so a save of a long mouse path loads in little memory (a replay of it reads the
        path from the text again: :func:`save_events`)."""
        saved = _parse_save(text)
        if saved.game != rules.name:
            raise SaveError(f"this is a {saved.game!r} save, not {rules.name!r}")
        session = cls.from_log(rules, saved.base_id, saved.events, clock=clock,
                               pointers=pointers)
        session.timer.set_to(saved.clock_ms)
        return session

    @classmethod
    def from_log(cls, rules: Rules[P], base_id: str, events: Iterable[Event | PointerRun], *,
                 clock: Clock, pointers: bool = True) -> Session[P]:
        """Rebuild a session from its base ID and event log (a save's, a replay link's),
        every event checked as it is replayed (pointer positions logged only if
        ``pointers``, see :meth:`load`); anything amiss is a SaveError."""
        try:
            session = cls(rules, base_id, clock=clock)
        except ValueError as error:
            raise SaveError(f"the save's game ID is not valid: {error}") from error
        number = 0
        for event in events:
            if isinstance(event, PointerRun):
                session._replay_run(event, number + 1, keep=pointers)
                number += len(event)
                continue
            number += 1
            keep = pointers or not event.action.startswith(POINTER)
            session._replay_event(event, number, keep=keep)
        return session

    # ----- internals ------------------------------------------------------
    def _now_ms(self) -> int:
        """Played milliseconds since the session began, never before the last event."""
        return max(self._last_ms, self.timer.now_ms())

    def _replay_event(self, event: Event, number: int, *, what: str = "event",
                      keep: bool = True) -> Collection[Cell]:
        """Apply a logged event (``what`` ``number`` of the log, logged again unless not
        ``keep``); one the session could not have logged is a SaveError."""
        try:
            changed = self._act(event.action, event.at_ms, keep=keep)
        except ValueError as error:
            raise SaveError(f"{what} {number}: {error}") from error
        if changed is None:
            raise SaveError(f"{what} {number}: {event.action!r} cannot happen at that point")
        return changed

    def _replay_run(self, run: PointerRun, number: int, *, keep: bool) -> None:
        """Apply a run of logged pointer positions (from event ``number`` on) at once: they
        change nothing, so the first one checks them all."""
        events = run.events()
        self._replay_event(next(events), number, keep=keep)
        if keep:
            self._events.extend(events)
        self._last_ms = run.at_ms[-1]

    def _act(self, action: str, at_ms: int, *, keep: bool = True) -> Collection[Cell] | None:
        """Apply and log (if ``keep``) an action; None (and nothing logged) when it cannot
        happen."""
        if action == UNDO:
            changed = self._undo() if self.can_undo else None
        elif action == REDO:
            changed = self._redo() if self.can_redo else None
        elif self.finished:
            changed = None
        elif action == HINT or _is_pointer(action):  # it changes nothing: only logged
            self._log(action, at_ms, keep)
            return ()
        else:
            changed = self._play(action, at_ms)
        if changed is not None:
            self._log(action, at_ms, keep)
            if action not in (UNDO, REDO):  # these only revisit positions already noted
                self._note_progress(at_ms)
            # over is read from the undo line, so a run of undos rebuilds no position
            self.timer.set_ended(self._at > 0 and self._line[self._at - 1].ends, at_ms)
        return changed

    def _log(self, action: str, at_ms: int, keep: bool) -> None:
        if keep:
            self._events.append(Event(at_ms, action))
        self._last_ms = at_ms

    def _play(self, move: str, at_ms: int) -> Collection[Cell]:
        changed = self.position.play(move)
        if changed:
            if self.can_redo:  # a new move forgets the undone ones
                del self._line[self._at:]
                self._snapshots = {k: p for k, p in self._snapshots.items() if k <= self._at}
            ends = self._position.status in ("won", "lost")
            self._line.append(_Step(move, at_ms, changed, ends))
            self._at = self._shown = self._at + 1
            self._keep_snapshot()
        return changed

    def _undo(self) -> Collection[Cell]:
        self._at -= 1
        return self._line[self._at].changed

    def _redo(self) -> Collection[Cell]:
        self._at += 1
        return self._line[self._at - 1].changed

    def _rebuild(self, steps: int) -> P:
        """The position after ``steps`` moves: the nearest snapshot plus a few moves."""
        base = self._snapshot_before(steps)
        position = self._snapshots[base].copy()
        for step in self._line[base:steps]:
            position.play(step.move)
        return position

    def _keep_snapshot(self) -> None:
        base_id = self.position.base_id()
        if base_id != self._base_id:
            self._rebase(base_id)
        elif self._snapshot_due(self._at):
            self._snapshots[self._at] = self.position.copy()

    def _snapshot_before(self, steps: int) -> int:
        """The latest snapshot at or before ``steps``: at most ``_snapshot_every`` back."""
        while steps not in self._snapshots:
            steps -= 1
        return steps

    def _snapshot_due(self, steps: int) -> bool:
        """Whether the position after ``steps`` should be kept (the latest move made it)."""
        if steps % self._snapshot_every == 0:
            return True
        since = self._line[self._snapshot_before(steps):steps]
        return sum(len(step.changed) for step in since) >= self._snapshot_cells

    def _rebase(self, base_id: str) -> None:
        """Start the undo line from ``base_id`` (say, once the first click laid the mines).

        The layout then stays for the whole session, and undo stops after that click
        (see ``Position.dealt_by_first_move``): a save replays exactly.
        """
        self._base_id = base_id
        position = self.rules.start(base_id)
        self._snapshots = {0: position.copy()}
        for count, step in enumerate(self._line[:self._at], 1):
            position.play(step.move)
            if self._snapshot_due(count):
                self._snapshots[count] = position.copy()

    def _note_progress(self, at_ms: int) -> None:
        if self.started_at_ms is None and self.status != "ready":
            self.started_at_ms = at_ms
            if getattr(self.position, "dealt_by_first_move", False) and self.status != "lost":
                self._floor = self._at  # a fixed layout that lost at once stays undoable
        if self.ending is None and self.finished:
            self.ending = Ending(len(self._events), at_ms, self.position.copy())


class Replay(Generic[P]):
    """A finished (or saved) game watched event by event, with the times they happened.

    The front steps it after :meth:`delay_ms` at real speed, or faster by dividing it.
    """

    def __init__(self, rules: Rules[P], base_id: str, events: Sequence[Event]) -> None:
        self._rules = rules
        self._base_id = base_id
        self.events = tuple(events)
        self.session = self._fresh_session()
        self.index = 0  # events shown so far

    @property
    def position(self) -> P:
        return self.session.position

    @property
    def done(self) -> bool:
        return self.index == len(self.events)

    def delay_ms(self) -> int:
        """Milliseconds between the event shown last (or the start) and the next one."""
        if self.done:
            return 0
        previous = self.events[self.index - 1].at_ms if self.index else 0
        return self.events[self.index].at_ms - previous

    def step(self) -> Collection[Cell]:
        """Show the next event and return the cells it changed."""
        if self.done:
            return ()
        event = self.events[self.index]
        self.index += 1
        if event.pointer is not None:  # it changes nothing: skipped, seeking stays quick
            return ()
        return self.session._replay_event(event, self.index, what="replay event")

    def seek(self, index: int) -> None:
        """Jump to just after ``index`` events (from the start: redraw everything)."""
        if not 0 <= index <= len(self.events):
            raise ValueError(f"a replay of {len(self.events)} events cannot seek to {index}")
        if index < self.index:
            self.session, self.index = self._fresh_session(), 0
        while self.index < index:
            self.step()

    def _fresh_session(self) -> Session[P]:
        return Session(self._rules, self._base_id, clock=lambda: 0.0)


@dataclass(frozen=True)
class _SavedGame:
    game: str
    base_id: str
    clock_ms: int
    events: Iterator[Event | PointerRun]  # read as they are taken, each checked


def save_game_name(text: str) -> str:
    """Which game a save holds, so a registry can pick the rules to load it with."""
    return _parse_save(text).game


def save_events(text: str) -> Iterator[Event | PointerRun]:
    """The events of a save, read as they are taken, a run of pointer positions at a time
    (a long save is never a list of them all); a malformed save raises SaveError once the
    reading reaches the fault."""
    return _parse_save(text).events


def _parse_save(text: str) -> _SavedGame:
    """The save's header, and its events to be read: each one's line is checked as it is
    read, so a fault in an event line raises SaveError only then."""
    head, start = _head(text)
    header = head[0].split(" ") if head else []
    if len(header) != 2 or header[0] != SAVE_HEADER:
        raise SaveError(f"not a Gridgames save: it should begin with '{SAVE_HEADER} "
                        f"{SAVE_VERSION}'")
    if header[1] != str(SAVE_VERSION):
        raise SaveError(f"save format version {header[1][:20]!r} is not supported "
                        f"(this build reads version {SAVE_VERSION})")
    if len(head) < 5:
        raise SaveError("the save is cut short: it needs game, id, clock and events lines")
    game = _field(head, 1, "game")
    base_id = _field(head, 2, "id")
    clock_ms = _milliseconds(_field(head, 3, "clock"), "line 4 (clock)")
    if head[4] != "events:":
        raise SaveError("line 5 should be 'events:'")
    return _SavedGame(game, base_id, clock_ms, _timed_events(text, start, clock_ms))


def _head(text: str) -> tuple[list[str], int]:
    """The first five lines of ``text`` (as ``str.splitlines`` splits it), and where the
    next one begins."""
    head: list[str] = []
    start = 0
    while len(head) < 5 and start < len(text):
        end = text.find("\n", start) + 1 or len(text)
        for line in text[start:end].splitlines(keepends=True)[:5 - len(head)]:
            head.append(line.splitlines()[0])
            start += len(line)
    return head, start


def _timed_events(text: str, start: int, clock_ms: int) -> Iterator[Event | PointerRun]:
    """The event lines (line 6 begins at ``start``) as events, each after the one before
    and not after the save's clock; each run of pointer lines as one PointerRun."""
    number, previous = 6, 0
    while start < len(text):
        run = _POINTER_RUN.match(text, start)
        if run is not None:
            pointers = PointerRun.read(run[0])
            _check_times(pointers.at_ms, number, previous, clock_ms)
            yield pointers
            number, previous, start = number + len(pointers), pointers.at_ms[-1], run.end()
            continue
        end = text.find("\n", start) + 1 or len(text)
        for line in text[start:end].splitlines():
            well_formed = _EVENT_LINE.fullmatch(line)
            event = (Event(int(well_formed[1]), well_formed[2]) if well_formed
                     else _event(line, number))
            _check_times((event.at_ms,), number, previous, clock_ms)
            yield event
            number, previous = number + 1, event.at_ms
        start = end


def _check_times(times: Sequence[int], number: int, previous: int, clock_ms: int) -> None:
    """The times of the events from line ``number`` on: each after the one before
    (``previous`` before the first) and not after the save's clock, else a SaveError that
    names the first line at fault."""
    if (previous <= times[0] and times[-1] <= clock_ms
            and all(map(operator.le, times, islice(times, 1, None)))):
        return
    for line, at_ms in enumerate(times, number):
        if not previous <= at_ms <= clock_ms:
            raise SaveError(f"line {line}: time {at_ms} ms goes back in time "
                            f"(after {previous} ms, saved at {clock_ms} ms)")
        previous = at_ms


def _field(lines: list[str], index: int, name: str) -> str:
    prefix = f"{name}: "
    if not lines[index].startswith(prefix) or len(lines[index]) == len(prefix):
        raise SaveError(f"line {index + 1} should be '{prefix}<value>'")
    return lines[index][len(prefix):]


def _event(line: str, number: int) -> Event:
    """The event on a line, its parts checked one by one to say what is wrong."""
    at, _, action = line.partition(" ")
    where = f"line {number}"
    if not action or any(char.isspace() for char in action):
        raise SaveError(f"{where} should be '<milliseconds> <action>', like '1520 O3,4'")
    return Event(_milliseconds(at, where), action)


def _milliseconds(text: str, where: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) <= _MAX_MS_DIGITS):
        raise SaveError(f"{where}: {text[:20]!r} is not a time in milliseconds")
    return int(text)


def _is_pointer(action: str) -> bool:
    """Whether the action is a pointer position; one malformed is a SessionError."""
    if not action.startswith(POINTER):
        return False
    if _POINTER_TEXT.fullmatch(action) is None:
        raise SessionError(f"{action[:30]!r} is not a pointer position like @12,40")
    return True


def _move_text(move: str) -> str:
    """The move as the log keeps it: one token, and not a word the log reserves."""
    text = move.strip()
    if not text or any(char.isspace() for char in text) or text in (UNDO, REDO, HINT) \
            or text.startswith(POINTER):
        raise SessionError(f"{move!r} cannot be logged as a move: it must be one word, "
                           f"not {UNDO!r}, {REDO!r} or {HINT!r}, and not begin with "
                           f"{POINTER!r}")
    return text
