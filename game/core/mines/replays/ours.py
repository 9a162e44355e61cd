"""Our own saves as replays: each logged move becomes the mouse actions that make it.

Opens are a left press and release, flags a right press and release, chords a
middle press and release, at the move's time counted from the first move, where
the pointer was (the game logs its position) or else at the centre of the cell;
the logged pointer positions become the replay's mouse moves.  The replay
formats know no question marks (a right click toggles a flag), so the click that
clears a question mark, which leaves the cell as such a format already sees it,
is left out; so are chords before the first opening, which change nothing.  A
game taken back with undo has no mouse story that a replay format could tell, so
it is refused.

The replay states what the game knows (see :func:`details_of`): its mode, whether it
was aided, and what the caller adds in an :class:`Origin` (the player's name, the
time it ended, a board shared or the daily one).
"""

from __future__ import annotations

import operator
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from itertools import chain, repeat

from game.core.mines.board import Board
from game.core.mines.game import MINES, MinesGame
from game.core.mines.game_id import MinesId, MinesParams
from game.core.mines.moves import Move
from game.core.mines.replays.model import (
    GRIDGAMES,
    NO_GUESS,
    STANDARD,
    UPK,
    WIN7,
    Details,
    MouseTrack,
    ReplayError,
    Video,
    check_sides,
)
from game.core.session import (
    POINTER,
    REDO,
    UNDO,
    Event,
    PointerRun,
    Session,
    pointer_runs,
    save_events,
    save_game_name,
)
from game.core.stats import aids

CELL_PX = 16
_BUTTONS = {"O": ("lc", "lr"), "F": ("rc", "rr"), "C": ("mc", "mr")}
DAILY_RACE = "Gridgames daily "  # and the ISO date: the race ID of a daily board's game


@dataclass(frozen=True)
class Origin:
    """What the front knows of a game that its log does not hold."""

    player: str = ""  # the player's name, as the settings keep it
    ended_us: int = 0  # the wall clock as the game ended, microseconds since 1970 (0: unknown)
    shared: bool = False  # the board was known before the game: an ID given, a daily again
    daily: date | None = None  # the day, for a daily board's counted game


def video_from_save(text: str, origin: Origin = Origin()) -> Video:
    """The finished Minesweeper game in a save, as a replay.  The save is read twice, a
    run of pointer positions at a time: once for the game (its pointer positions checked,
    not kept), once for the pointer's path, so a long path costs time, not memory."""
    try:
        game = save_game_name(text)
        if game != MINES.name:
            raise ReplayError(f"this save holds a {game[:20]!r} game, not Minesweeper")
        session = Session.load(text, MINES, clock=lambda: 0.0, pointers=False)
    except ReplayError:
        raise
    except ValueError as error:
        raise ReplayError(f"not a replay or save we can read: {error}") from error
    return _video(session, save_events(text), origin)


def video_from_session(session: Session[MinesGame], origin: Origin = Origin()) -> Video:
    """A finished game as a replay, up to the move that first ended it, along the
    pointer's logged path (a move with no pointer position on its cell clicks the
    cell's centre), with the details :func:`details_of` gives it."""
    return _video(session, session.events, origin)


def _video(session: Session[MinesGame], log: Iterable[Event | PointerRun],
           origin: Origin) -> Video:
    """The replay of ``session``, whose whole log (pointer positions too) is ``log``."""
    ending = session.ending
    if ending is None:
        raise ReplayError("the game is not finished: only finished games make replays")
    kept = session.events[:ending.event_count]
    if any(event.action in (UNDO, REDO) for event in kept):
        raise ReplayError("the game used undo, which replay files cannot show")
    board = ending.position.board
    check_sides(board.width, board.height)  # before replaying every move, not after
    opening = _opening_move(session)
    first = (opening + [event for event in kept if event.is_move])[0].at_ms
    started = ending.at_ms if session.started_at_ms is None else session.started_at_ms
    replica = Board(board.width, board.height, board.mines, seed=0,
                    question_marks=board.question_marks, layout=ending.position.layout())
    actions = len(opening) + sum(not event.action.startswith(POINTER) for event in kept)
    shown = _shown_in_order(chain(opening, log), actions, replica, first)
    time_ms = ending.at_ms - started
    return Video("gridgames", board.width, board.height, ending.position.layout(),
                 _mouse_events(shown, first), time_ms, CELL_PX, origin.player,
                 details_of(session, origin, time_ms))


def details_of(session: Session[MinesGame], origin: Origin, time_ms: int) -> Details:
    """What the replay of a finished game states, as Metasweeper states it of its own: the
    mode (:func:`mode_of`); fair unless aided (a hint, Solve, or undo); official only if
    fair, won and of the standard mode; the start and end when the front knows the end;
    a daily board's date as the race ID."""
    assert session.ending is not None
    position = session.ending.position
    fair = not any(aids(session).values())
    shared = origin.shared or MinesId.parse(session.base_id).start is not None
    mode = mode_of(position.params, position.start, shared=shared)
    won = position.status == "won"
    started = max(origin.ended_us - time_ms * 1000, 0) if origin.ended_us else 0
    race = "" if origin.daily is None else DAILY_RACE + origin.daily.isoformat()
    return Details(software=GRIDGAMES, mode=mode, fair=fair,
                   official=fair and won and mode == STANDARD, started_us=started,
                   ended_us=origin.ended_us, race_id=race)


def mode_of(params: MinesParams, start: tuple[int, int] | None, *, shared: bool) -> int:
    """The community's mode of a game: UPK for a board laid before the game (a shared ID),
    no-guess, or Windows 7's rule, a first click that opens an area, unless the board was
    too full to keep the 3x3 around it clear (then only the click is safe: standard)."""
    if shared or start is None:  # a game lost at its first click: a layout laid before
        return UPK
    if params.no_guess:
        return NO_GUESS
    x, y = start
    around = (min(x + 2, params.width) - max(x - 1, 0)) * (min(y + 2, params.height)
                                                           - max(y - 1, 0))
    return WIN7 if params.cell_count - around >= params.mines else STANDARD


Shown = PointerRun | tuple[int, Move]  # pointer positions, or a move at its time


def _shown_in_order(log: Iterable[Event | PointerRun], actions: int, replica: Board,
                    first: int) -> Iterator[Shown]:
    """What a replay shows of the log up to its ``actions``-th event that is not a pointer
    position (the end): the pointer positions from the first move on, a run at a time, and
    the moves a replay file can show (played on the replica, see :func:`_shown`); the moves
    of a millisecond after its pointer positions, the order each kept."""
    waiting: list[tuple[int, Move]] = []  # the moves of the millisecond under way
    for event in pointer_runs(log):
        if actions == 0:
            break
        if isinstance(event, PointerRun):
            run = event[bisect_left(event.at_ms, first):]
            if waiting and run and run.at_ms[-1] != waiting[0][0]:
                split = bisect_right(run.at_ms, waiting[0][0])  # the positions at their time
                if split:
                    yield run[:split]
                yield from waiting
                waiting.clear()
                run = run[split:]
            if run:
                yield run
            continue
        if waiting and event.at_ms != waiting[0][0]:
            yield from waiting
            waiting.clear()
        actions -= 1
        if event.is_move:
            move = Move.parse(event.action)
            if _shown(move, replica):
                waiting.append((event.at_ms, move))
    yield from waiting


def _shown(move: Move, board: Board) -> bool:
    """Play the move on the replica; whether a replay file can show it (docstring)."""
    if not board.in_bounds(move.x, move.y):
        return False
    hidden = ((move.kind == "F" and board.view(move.x, move.y) == "?")
              or (move.kind == "C" and board.status == "ready"))
    move.apply(board)
    return not hidden


def _opening_move(session: Session[MinesGame]) -> list[Event]:
    """The opening a shared ID makes as the game starts, which the log does not hold."""
    start = MinesId.parse(session.base_id).start
    return [] if start is None else [Event(0, Move("O", *start).text())]


def _mouse_events(shown: Iterable[Shown], first: int) -> MouseTrack:
    """Pointer positions as moves of the mouse; each move as a press and a release where
    the pointer was, if that is on its cell, else at the cell's centre."""
    events = MouseTrack()
    where: tuple[int, int] | None = None
    for item in shown:
        if isinstance(item, PointerRun):
            events.add_moves(map(operator.sub, item.at_ms, repeat(first)), item.x, item.y)
            where = item.x[-1], item.y[-1]
            continue
        at_ms, move = item
        at = at_ms - first
        x, y = click_point(move, where)
        press, release = _BUTTONS[move.kind]
        if (x, y) != where:
            events.append(at, "mv", x, y)
        events.append(at, press, x, y)
        events.append(at, release, x, y)
        where = (x, y)
    return events


def click_point(move: Move, pointer: tuple[int, int] | None) -> tuple[int, int]:
    """Where a replay clicks a move: at the pointer if it is on the move's cell, else at
    the cell's centre."""
    if pointer is not None and (pointer[0] // CELL_PX, pointer[1] // CELL_PX) == (move.x,
                                                                                 move.y):
        return pointer
    return move.x * CELL_PX + CELL_PX // 2, move.y * CELL_PX + CELL_PX // 2
