"""The custom board form (pure) and its dialog in the real front."""

from __future__ import annotations

import pygame
from front_helpers import click_at, mines_window, press
from hypothesis import given
from hypothesis import strategies as st

from game.core.mines.board import MAX_SIDE
from game.core.mines.game import MinesOptions
from game.core.storage import MemoryStore, Progress
from game.gui.widgets import centre
from game.options import Options
from game.ui.mines.custom import CustomForm


def test_typing_replaces_then_appends_and_backspace_edits() -> None:
    form = CustomForm.of(30, 16, 99)
    form.type_digit("2")
    form.type_digit("0")
    assert form.values == ["20", "16", "99"]
    form.backspace()
    assert form.values[0] == "2"
    assert form.summary() == "Not yet: 2×16 holds at most 31 mines"
    form.type_digit("4")
    assert form.summary() == "24×16, 99 mines (25.8%); at most 383"


def test_impossible_boards_are_refused_with_the_reason() -> None:
    assert CustomForm.of(9, 9, 81).problem() == "9×9 holds at most 80 mines"
    assert CustomForm.of(9, 9, 0).problem() == "at least 1 mine"
    assert CustomForm.of(1001, 9, 10).problem() == "width must be between 1 and 1000, not 1001"
    assert CustomForm.of(9, 0, 10).problem() == "height must be between 1 and 1000, not 0"
    assert CustomForm(["9", "", "10"]).problem() == "type the height"


@given(st.integers(0, 1200), st.integers(0, 1200), st.integers(0, 50_000))
def test_a_board_passes_exactly_when_it_is_playable(width: int, height: int, mines: int) -> None:
    playable = (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE
                and 1 <= mines < width * height)
    assert (CustomForm.of(width, height, mines).problem() is None) == playable


def test_steps_never_go_below_zero_and_move_the_focus() -> None:
    form = CustomForm.of(2, 2, 0)
    form.step(2, -1)
    form.step(1, +1)
    assert form.values == ["2", "3", "0"] and form.focus == 1


def test_the_dialog_starts_a_custom_board_and_refuses_an_impossible_one() -> None:
    pygame.init()
    app = mines_window(Options(seed=1, own=MinesOptions(no_guess=False)),
                       progress=Progress(MemoryStore()))
    press(app, pygame.K_4)
    assert app.dialog is not None
    for digit in "12":
        press(app, pygame.K_0 + int(digit), text=digit)
    press(app, pygame.K_TAB)
    press(app, pygame.K_0, text="0")
    press(app, pygame.K_RETURN)  # 12x0 cannot be played: the dialog stays
    assert app.dialog is not None and app.dialog.form.problem() is not None
    rect = app.dialog.rect
    screen = app.front.renderer.screen
    assert screen.get_at((rect[0] + 1, rect[1] + 1))[:3] == app.theme.palette.light
    click_at(app, centre(app.dialog.preset_button(0)))  # Garden 19x14 / 40
    click_at(app, centre(app.dialog.action_button("start")))
    assert app.dialog is None
    assert (app.front.board.width, app.front.board.height, app.front.board.mines) == (19, 14, 40)
    assert app.front.renderer.screen.get_size()[0] == 19 * 32 + 20
    pygame.quit()


def test_characters_other_layouts_type_for_digit_keys_are_not_digits() -> None:
    """An AZERTY keyboard's ² key, or a layout's own digits: the form takes ASCII only
    (issue 12: '²' typed into a field crashed the next frame's check)."""
    form = CustomForm.of(30, 16, 99)
    for text in ("²", "٣", "①", "½"):
        form.type_digit(text)
    assert form.values == ["30", "16", "99"] and form.problem() is None
    pygame.init()
    game = mines_window(Options(seed=7, own=MinesOptions(no_guess=False)),
                        progress=Progress(MemoryStore()))
    press(game, pygame.K_4)
    press(game, pygame.K_1, text="1")
    press(game, pygame.K_2, text="²")
    assert game.dialog is not None and game.dialog.form.values[0] == "1"
    pygame.quit()
