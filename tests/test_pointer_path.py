"""The game logs the real pointer (mouse or finger) so an exported game shows its true path.

Pointer positions are session events (``@x,y``, pixels of 16-pixel cells from the
board's corner) that change nothing and take no undo step; saves keep them, and a
replay of the game moves the mouse through them and clicks where the pointer was.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from front_helpers import MinesWindow, clocked_window, finger
from replay_files import ms_facts
from session_helpers import FakeClock

from game.core.mines.game import MINES, MinesGame, MinesOptions, new_mines_session
from game.core.mines.game_id import MinesParams
from game.core.mines.replays import (
    play_back,
    read_replay,
    session_record,
    summary,
    to_evf,
    video_from_session,
)
from game.core.session import SaveError, Session, SessionError
from game.options import Options


def test_pointer_events_are_logged_saved_and_change_nothing() -> None:
    clock = FakeClock()
    session = new_mines_session(MinesParams(9, 9, 10), clock=clock, seed=4)
    session.note_pointer(70, 75)
    session.play("O4,4")
    board = session.position.board
    covered = next((x, y) for y in range(9) for x in range(9) if board.view(x, y) == "#")
    session.play("F{},{}".format(*covered))
    clock.now += 0.2
    session.note_pointer(-3, 150)  # off the board: still where the pointer was
    view = board.to_text()
    assert [event.pointer for event in session.events] == [(70, 75), None, None, (-3, 150)]
    assert not session.events[0].is_move
    session.undo()
    assert session.position.board.view(*covered) == "#", "undo takes back the flag"
    session.redo()
    again = Session.load(session.save(), MINES, clock=FakeClock())
    assert again.events == session.events and again.position.board.to_text() == view
    with pytest.raises(SaveError, match="pointer position"):
        Session.load(session.save().replace("@-3,150", "@x,1"), MINES, clock=FakeClock())
    with pytest.raises(SessionError):
        session.play("@1,2")


def pointed_game(seed: int) -> Session[MinesGame]:
    """A won beginner game whose pointer wanders between clicks and clicks off-centre."""
    clock = FakeClock()
    session = new_mines_session(MinesParams(9, 9, 10), clock=clock, seed=seed)
    board, step = session.position.board, 0
    while not session.finished:
        cells = [(x, y) for y in range(9) for x in range(9)
                 if board.view(x, y) == "#" and (not board.started or not board.is_mine(x, y))]
        x, y = cells[(step * 7) % len(cells)]
        for part in range(3):  # a few samples on the way, the last inside the cell
            clock.now += 0.03
            session.note_pointer(x * 16 + 3 + part * 4, y * 16 + 13 - part * 3)
        session.play(f"O{x},{y}")
        step += 1
    return session


def test_an_exported_game_follows_the_logged_path_and_clicks_where_the_pointer_was() -> None:
    session = pointed_game(6)
    video = video_from_session(session)
    presses = [event for event in video.events if event.action == "lc"]
    assert presses and all((event.x % 16, event.y % 16) == (11, 7) for event in presses)
    assert sum(event.action == "mv" for event in video.events) >= 3 * (len(presses) - 1)
    data = to_evf(video)
    ours, oracle = summary(read_replay(data, "ours.evf")), ms_facts("evf", data)
    assert ours["path"] == oracle["path"] > 0
    record = session_record(session)
    assert record is not None and play_back(video).completed == record.won
    assert record.path == round(oracle["path"]), "the statistics keep the path too"


@pytest.fixture
def window() -> Iterator[MinesWindow]:
    pygame.init()
    game = clocked_window(Options(seed=3, own=MinesOptions(no_guess=False)), [0.0])
    yield game
    pygame.quit()


def test_the_window_logs_the_mouse_on_the_board_in_16_pixel_cells(window: MinesWindow) -> None:
    tile = window.front.layout.tile
    x, y = window.front.layout.cell_rect((4, 4))[:2]
    spot = (x + tile // 4, y + 3 * tile // 4)  # a quarter in, three quarters down
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=spot))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=spot))
    window.frame()
    points = [event.pointer for event in window.front.session.events if event.pointer is not None]
    assert points and points[-1] == (4 * 16 + 4, 4 * 16 + 12)
    assert window.front.board.status == "playing"


def test_a_finger_on_the_board_is_logged_too(window: MinesWindow) -> None:
    spot = window.front.layout.cell_centre((2, 3))
    finger(window, pygame.FINGERDOWN, spot)
    finger(window, pygame.FINGERUP, spot)
    window.frame()
    points = [event.pointer for event in window.front.session.events if event.pointer is not None]
    assert (2 * 16 + 8, 3 * 16 + 8) in points


def test_watching_the_game_again_shows_the_logged_pointer_and_its_trail(
        window: MinesWindow) -> None:
    tile = window.front.layout.tile

    def spot(cell: tuple[int, int]) -> tuple[int, int]:
        x, y = window.front.layout.cell_rect(cell)[:2]
        return x + tile // 4, y + tile // 4

    def post(kind: int, pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, rel=(1, 1),
                                             buttons=(0, 0, 0)))
        window.frame()

    post(pygame.MOUSEBUTTONDOWN, spot((4, 4)))
    post(pygame.MOUSEBUTTONUP, spot((4, 4)))
    board = window.front.board
    mine = next((x, y) for y in range(9) for x in range(9) if board.is_mine(x, y))
    for cell in ((1, 1), (6, 2), mine):
        post(pygame.MOUSEMOTION, spot(cell))
    post(pygame.MOUSEBUTTONDOWN, spot(mine))
    post(pygame.MOUSEBUTTONUP, spot(mine))
    assert board.status == "lost"
    window.activate("replay")
    player = window.front.player
    assert player is not None
    player.seek_fraction(1.0)
    last = window.front.layout.viewport.board_point(spot(mine))
    assert player.steps.pointer() == (last[0] / 16, last[1] / 16)
    assert len(player.steps.trail()) >= 2
