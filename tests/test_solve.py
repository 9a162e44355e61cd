"""Solve, the auto-player: the hint engine in a loop, driven through the real window frames.

Keys and clicks are posted as pygame events and each ``frame()`` is the loop's own frame
(input, background work, drawing); the clock is the test's, moved a sixth of a second a
frame, so the auto-player's ticks come as they would at its watching pace.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest
from front_helpers import MinesWindow, click, mines_window, press
from session_helpers import layout_session

from game.core.mines.advice import Advisor
from game.core.mines.board import Board
from game.core.mines.engine import analyse
from game.core.mines.game import MINES, MinesOptions
from game.core.mines.game_id import MinesId, MinesParams
from game.core.mines.stats import game_record
from game.core.session import Session
from game.core.storage import MemoryStore, Progress
from game.options import Options
from game.ui.mines.autoplay import INTERVAL, AutoPlayer, plan

TICK = INTERVAL + 0.001


@pytest.fixture
def clock() -> Iterator[list[float]]:
    pygame.init()
    yield [0.0]
    pygame.quit()


def window(options: Options, clock: list[float]) -> MinesWindow:
    app = mines_window(options, clock=lambda: clock[0], progress=Progress(MemoryStore()))
    app.frame()
    return app


def tick(app: MinesWindow, clock: list[float]) -> None:
    clock[0] += TICK
    app.frame()


def stuck_expert() -> tuple[str, Board]:
    """An Expert game ID that opens where logic runs out before the end, and its board
    played to that point (by the engine, as a check of the test's premise)."""
    board = Board.new(30, 16, 99, seed=4)
    board.reveal(15, 8)
    layout = frozenset(y * 30 + x for y in range(16) for x in range(30) if board.is_mine(x, y))
    while (result := analyse(board.to_text(), 99)).safe:
        for cell in result.safe:
            board.reveal(*cell)
    assert board.status == "playing"
    return MinesId(MinesParams(30, 16, 99), layout=layout, start=(15, 8)).text(), board


def test_solve_wins_a_no_guess_expert_board_move_by_move(clock: list[float]) -> None:
    app = window(Options(seed=11, own=MinesOptions(board=(30, 16, 99), no_guess=True)), clock)
    press(app, pygame.K_l, text="l")
    auto = app.front.solver.autoplay
    assert auto is not None and auto.shown is not None  # the first step shows at once
    shown = [auto.shown.move.text()]
    for _ in range(2000):
        if app.front.session.finished:
            break
        tick(app, clock)
        playing = app.front.solver.autoplay
        assert playing is None or not playing.held, app.notice  # never at a guess
        if auto.shown is not None:
            shown.append(auto.shown.move.text())
            assert app.front.hint == auto.shown.hint  # each move is shown, with why, first
            assert app.front.scene().footer == auto.shown.words
    assert app.front.session.status == "won" and app.front.solver.autoplay is None
    # every move went through the session, in order: it alone replays the win
    assert app.front.session.moves == shown and auto.moves == len(shown) > 100
    again = Session.load(app.front.session.save(), MINES, clock=lambda: 0.0)
    assert again.status == "won"
    record = game_record(app.front.session)
    assert record is not None and record.won and record.aided  # out of the records


def test_solve_shows_the_numbers_that_prove_each_safe_cell(clock: list[float]) -> None:
    game_id, _ = stuck_expert()
    app = window(Options(game_id=game_id), clock)
    press(app, pygame.K_l, text="l")
    tick(app, clock)
    step = app.front.solver.autoplay.shown if app.front.solver.autoplay else None
    assert step is not None and not step.guess and step.hint.evidence
    assert app.front.scene().evidence == set(step.hint.evidence)
    footer = app.front.scene().footer
    assert footer.startswith("Safe: the marked cell;")  # the board shows no coordinates
    assert footer.endswith("prove it") or footer.endswith("proves it")
    assert not re.search(r"\d+,\d+", footer) and "outlined" in footer
    assert app.front.scene().hints == {step.hint.cell}  # marked on the board, in view
    layout = app.front.layout
    assert layout.cell_at(layout.cell_centre(step.hint.cell)) == step.hint.cell


def test_solve_stops_at_a_guess_until_the_player_allows_it(clock: list[float]) -> None:
    game_id, stuck = stuck_expert()
    app = window(Options(game_id=game_id), clock)
    press(app, pygame.K_l, text="l")
    for _ in range(500):
        tick(app, clock)
        if app.front.solver.autoplay is None or app.front.solver.autoplay.held:
            break
    auto = app.front.solver.autoplay
    assert auto is not None and auto.held and auto.shown is not None
    assert app.front.board.to_text() == stuck.to_text()  # every proved cell open, nothing guessed
    guess = auto.shown.move
    verdict = analyse(app.front.board.to_text(), 99)
    assert (guess.x, guess.y) == verdict.best and app.front.board.view(guess.x, guess.y) == "#"
    footer = app.front.scene().footer
    assert f"{verdict.safety:.0%} safe" in footer and "chance of a safe next move" in footer
    moves = len(app.front.session.moves)
    for _ in range(5):  # held: time passes, nothing is played
        tick(app, clock)
    assert len(app.front.session.moves) == moves and app.front.solver.autoplay is auto
    press(app, pygame.K_l, text="l")  # the player allows this one guess
    tick(app, clock)
    assert app.front.session.moves[moves] == guess.text()


def test_with_guessing_on_it_plays_through_the_guesses(clock: list[float]) -> None:
    game_id, stuck = stuck_expert()
    app = window(Options(game_id=game_id), clock)
    press(app, pygame.K_l, pygame.KMOD_SHIFT, text="L")
    auto = app.front.solver.autoplay
    assert auto is not None and auto.guesses
    for _ in range(2000):
        if app.front.session.finished:
            break
        tick(app, clock)
        assert app.front.solver.autoplay is None or not app.front.solver.autoplay.held
    assert app.front.session.finished and auto.moves == len(app.front.session.moves)
    guessed = analyse(stuck.to_text(), 99).best
    assert guessed is not None and f"O{guessed[0]},{guessed[1]}" in app.front.session.moves


def test_any_key_or_click_stops_it_and_does_nothing_else(clock: list[float]) -> None:
    game_id, _ = stuck_expert()
    app = window(Options(game_id=game_id), clock)
    press(app, pygame.K_l, text="l")
    tick(app, clock)
    tick(app, clock)
    moves = list(app.front.session.moves)
    board = app.front.board
    covered = next((x, y) for y in range(16) for x in range(30) if board.view(x, y) == "#")
    click(app, covered)  # the click only stops the solve
    assert app.front.solver.autoplay is None
    assert app.front.scene().footer == "Solve stopped · L goes on"
    assert app.front.session.moves == moves
    press(app, pygame.K_l, text="l")
    tick(app, clock)
    press(app, pygame.K_x, text="x")  # a key no binding has stops it too
    assert app.front.solver.autoplay is None
    tick(app, clock)
    press(app, pygame.K_z, pygame.KMOD_CTRL)  # and every move it made undoes as usual
    assert len(app.front.session.moves) == len(moves)


def test_the_pace_follows_the_clock_not_the_frames() -> None:
    auto = AutoPlayer(guesses=False, next_at=0.0)
    assert auto.due(0.0)
    assert not auto.due(INTERVAL / 2) and not auto.due(INTERVAL * 0.99)
    assert auto.due(INTERVAL)
    assert not auto.due(INTERVAL * 1.5)


def test_a_flag_on_a_proved_safe_cell_is_taken_off_before_opening() -> None:
    session, advisor = layout_session("..*.."), Advisor()
    session.play("O0,0")  # "01###": the 1 proves the mine; the counter proves the rest safe
    session.play("F3,0")
    session.play("F4,0")
    step = plan(session, advisor)
    assert step is not None and step.move.kind == "F" and step.words.startswith("Unflag: Safe")
    session.play(step.move.text())  # a question mark now, which opens
    again = plan(session, advisor)
    assert again is not None and again.move.text() == f"O{step.move.x},{step.move.y}"
