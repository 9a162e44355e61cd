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
"""

from __future__ import annotations

from game.core.mines.board import Board
from game.core.mines.game import MINES, MinesGame
from game.core.mines.game_id import MinesId
from game.core.mines.moves import Move
from game.core.mines.replays.model import (
    GRIDGAMES,
    Details,
    MouseEvent,
    ReplayError,
    Video,
    check_sides,
)
from game.core.session import REDO, UNDO, Event, Session, save_game_name

CELL_PX = 16
_BUTTONS = {"O": ("lc", "lr"), "F": ("rc", "rr"), "C": ("mc", "mr")}


def video_from_save(text: str) -> Video:
    """The finished Minesweeper game in a save, as a replay."""
    try:
        game = save_game_name(text)
        if game != MINES.name:
            raise ReplayError(f"this save holds a {game[:20]!r} game, not Minesweeper")
        session = Session.load(text, MINES, clock=lambda: 0.0)
    except ReplayError:
        raise
    except ValueError as error:
        raise ReplayError(f"not a replay or save we can read: {error}") from error
    return video_from_session(session)


def video_from_session(session: Session[MinesGame]) -> Video:
    """A finished game as a replay, up to the move that first ended it, along the
    pointer's logged path (a move with no pointer position on its cell clicks the
    cell's centre)."""
    ending = session.ending
    if ending is None:
        raise ReplayError("the game is not finished: only finished games make replays")
    log = session.events[:ending.event_count]
    if any(event.action in (UNDO, REDO) for event in log):
        raise ReplayError("the game used undo, which replay files cannot show")
    board = ending.position.board
    check_sides(board.width, board.height)  # before replaying every move, not after
    moves = _opening_move(session) + [event for event in log if event.is_move]
    origin = moves[0].at_ms
    started = ending.at_ms if session.started_at_ms is None else session.started_at_ms
    replica = Board(board.width, board.height, board.mines, seed=0,
                    question_marks=board.question_marks, layout=ending.position.layout())
    shown = [event for event in log if event.pointer is not None and event.at_ms >= origin]
    shown += [event for event in moves if _shown(Move.parse(event.action), replica)]
    shown.sort(key=lambda event: (event.at_ms, not event.pointer))
    return Video("gridgames", board.width, board.height, ending.position.layout(),
                 _mouse_events(shown, origin), ending.at_ms - started, CELL_PX,
                 details=Details(software=GRIDGAMES))


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


def _mouse_events(log: list[Event], origin: int) -> tuple[MouseEvent, ...]:
    """Pointer positions as moves of the mouse; each move as a press and a release where
    the pointer was, if that is on its cell, else at the cell's centre."""
    events: list[MouseEvent] = []
    where: tuple[int, int] | None = None
    for event in log:
        at = event.at_ms - origin
        if event.pointer is not None:
            where = event.pointer
            events.append(MouseEvent(at, "mv", *where))
            continue
        move = Move.parse(event.action)
        x, y = _click_point(move, where)
        press, release = _BUTTONS[move.kind]
        if (x, y) != where:
            events.append(MouseEvent(at, "mv", x, y))
        events += [MouseEvent(at, press, x, y), MouseEvent(at, release, x, y)]
        where = (x, y)
    return tuple(events)


def _click_point(move: Move, pointer: tuple[int, int] | None) -> tuple[int, int]:
    if pointer is not None and (pointer[0] // CELL_PX, pointer[1] // CELL_PX) == (move.x,
                                                                                 move.y):
        return pointer
    return move.x * CELL_PX + CELL_PX // 2, move.y * CELL_PX + CELL_PX // 2
