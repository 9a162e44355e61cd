"""Open a game ID in the game: the form (pure), then the dialog through the real window loop.

Keys are posted as pygame events with the text they type; the clipboard is SDL's own
(pygame.scrap works under the dummy video driver).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from front_helpers import MinesWindow, SudokuWindow, click_at, mines_window, press, sudoku_window

from game.cli import parse_options
from game.core.mines.game import MinesOptions
from game.core.mines.game_id import MinesId, MinesParams
from game.core.storage import FileStore, MemoryStore, Progress
from game.gui import shell
from game.gui.dialog import is_id_dialog
from game.gui.sudoku.front import GAME as SUDOKU_GAME
from game.gui.widgets import centre
from game.gui.window import Switch
from game.options import Options
from game.ui.open_id import IdForm

SUDOKU_GRID = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


@pytest.fixture
def display() -> Iterator[None]:
    pygame.init()
    yield
    pygame.quit()


def type_text(app: MinesWindow | SudokuWindow, text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(char)
                                             if char.isalnum() else 0, mod=0, unicode=char))
    app.frame()


def command_line_says(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit):
        parse_options(argv)
    return capsys.readouterr().err.strip().splitlines()[-1].split("error: ", 1)[1]


@pytest.mark.parametrize(("text", "flags"), [
    ("9x9", []), ("9x9n10q:", []), ("9x9n10q:s", []), ("9x9n81:s1", []),
    ("2000x9n10:s1", []), ("9x9n10:m", []),
    ("easy:s", ["--sudoku"]), ("eazy:s12", ["--sudoku"]),
    ("easy:s99999999999999999999", ["--sudoku"]),
    ("1" * 81, ["--sudoku"]), ("." * 80, ["--sudoku"]),
])
def test_the_form_says_what_the_command_line_says(text: str, flags: list[str],
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    form = IdForm()
    form.type(text)
    assert form.game() is None
    assert form.problem() == command_line_says([*flags, "--game", text], capsys)
    assert form.summary() == f"Not yet: {form.problem()}"


def test_the_form_names_the_game_an_id_opens_and_takes_pasted_line_breaks() -> None:
    form = IdForm()
    assert form.problem() == "type or paste a game ID"
    form.type(" 30x16n99gq:\n s12\t")
    assert form.text == "30x16n99gq:s12"
    assert form.game() == ("mines", "30x16n99gq:s12")
    assert form.summary() == "Enter opens this Minesweeper game"
    form.clear()
    form.type(SUDOKU_GRID)
    assert form.game() == ("sudoku", SUDOKU_GRID)
    form.backspace()
    assert form.game() is None and "81 cells" in (form.problem() or "")


def test_typing_validates_as_it_goes_and_enter_opens_the_board(display: None) -> None:
    app = mines_window(Options(seed=3), progress=Progress(MemoryStore()))
    app.frame()
    press(app, pygame.K_o, pygame.KMOD_CTRL)
    dialog = app.dialog
    assert is_id_dialog(dialog)
    seen = []
    for char in "16x16n40q:s77":
        type_text(app, char)
        seen.append(dialog.form.summary())
    assert seen[2].startswith("Not yet: '16x' is not a game ID")
    assert seen[-1] == "Enter opens this Minesweeper game"
    x, y, width, height = dialog.field()  # drawn over the board: the field's sunken ground
    assert app.front.renderer.screen.get_at((x + width - 5, y + height // 2))[:3] == \
        app.front.renderer.style.palette.counter_back
    press(app, pygame.K_RETURN)
    assert app.dialog is None and app.front.session.game_id == "16x16n40q:s77"
    assert app.front.layout.board_size == (16, 16)


def test_a_bad_id_keeps_the_dialog_and_esc_cancels(display: None) -> None:
    app = mines_window(Options(seed=3), progress=Progress(MemoryStore()))
    app.frame()
    before = app.front.session.game_id
    press(app, pygame.K_o, pygame.KMOD_CTRL)
    type_text(app, "9x9n99:s1")
    press(app, pygame.K_RETURN)  # 99 mines do not fit 9x9: nothing opens
    assert is_id_dialog(app.dialog)
    assert app.dialog.form.problem() == ("a 9x9 board holds 0 to 80 mines "
                                         "(one cell must stay safe), not 99")
    click_at(app, centre(app.dialog.action_button("open")))  # nor by the button
    assert app.dialog is not None
    press(app, pygame.K_ESCAPE)
    assert app.dialog is None and app.front.session.game_id == before


def test_ctrl_v_pastes_the_clipboard_natively(display: None) -> None:
    app = mines_window(Options(seed=3), progress=Progress(MemoryStore()))
    app.frame()
    pygame.scrap.put_text("  9x9n10q:\n  s424242\n")  # as a chat might wrap it
    press(app, pygame.K_v, pygame.KMOD_CTRL)  # outside the dialog: opens it, pasted
    assert is_id_dialog(app.dialog) and app.dialog.form.text == "9x9n10q:s424242"
    press(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)  # Ctrl+Backspace clears the field
    assert app.dialog.form.text == ""
    pygame.scrap.put_text("30x16n99q:s8")
    click_at(app, centre(app.dialog.action_button("paste")))  # the button pastes
    assert app.dialog.form.text == "30x16n99q:s8"
    press(app, pygame.K_v, pygame.KMOD_CTRL)  # and so does Ctrl+V inside the dialog
    assert app.dialog.form.text == "30x16n99q:s830x16n99q:s8"
    assert app.dialog.form.game() is None
    press(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    press(app, pygame.K_v, pygame.KMOD_CTRL)
    click_at(app, centre(app.dialog.action_button("open")))
    assert app.dialog is None and app.front.session.game_id == "30x16n99q:s8"


def test_a_sudoku_id_typed_in_minesweeper_opens_sudoku_in_the_real_loop(
        display: None, private_data_folder: Path) -> None:
    pygame.display.set_mode((100, 100))  # the loop's window comes later; events queue now
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=pygame.KMOD_CTRL,
                                         unicode="\x0f"))
    for char in "medium:s31":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=char))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r"))
    asyncio.run(shell.main(frames=6, options=Options(seed=5, own=MinesOptions(no_guess=False))))
    progress = Progress(FileStore(private_data_folder))
    assert progress.load(shell.LAST_GAME, str) == "sudoku"
    saved = progress.load(SUDOKU_GAME, str)
    assert saved is not None and "id: medium:s31" in saved.splitlines()


def test_sudoku_opens_its_own_ids_in_place_and_hands_others_over(display: None) -> None:
    app = sudoku_window(Options(seed=1), progress=Progress(MemoryStore()))
    for _ in range(3):
        app.frame()
    press(app, pygame.K_o, pygame.KMOD_CTRL)
    assert is_id_dialog(app.dialog)
    type_text(app, SUDOKU_GRID)
    assert press(app, pygame.K_RETURN) is None  # Sudoku's own ID: no switch
    assert app.dialog is None and app.front.session is not None
    assert app.front.session.game_id == SUDOKU_GRID
    press(app, pygame.K_o, pygame.KMOD_CTRL)
    type_text(app, "9x9n10q:s5")
    assert press(app, pygame.K_RETURN) == Switch("mines", "9x9n10q:s5")


def test_the_largest_id_pastes_checks_and_shows_its_end(display: None) -> None:
    """A 1000x1000 layout ID (about 170,000 characters) is read once and drawn as its end."""
    layout = frozenset(range(0, 1_000_000, 7))
    big = MinesId(MinesParams(1000, 1000, len(layout)), layout=layout).text()
    app = mines_window(Options(seed=3), progress=Progress(MemoryStore()))
    app.frame()
    pygame.scrap.put_text(big)
    press(app, pygame.K_v, pygame.KMOD_CTRL)
    assert is_id_dialog(app.dialog) and app.dialog.form.game() == ("mines", big)
    type_text(app, "x")  # one character too many: the layout no longer decodes
    assert app.dialog.form.game() is None


def test_the_dialog_shows_no_error_before_anything_is_typed(display: None) -> None:
    """Issue 23: an empty field asks for an ID in the words' colour; red only once
    something typed is wrong."""
    app = mines_window(Options(seed=3), progress=Progress(MemoryStore()))
    app.frame()
    press(app, pygame.K_o, pygame.KMOD_CTRL)
    dialog = app.dialog
    assert is_id_dialog(dialog)
    renderer = app.front.renderer
    error = renderer.style.palette.error

    def red_pixels() -> int:
        x, y, width, height = dialog.rect
        return sum(tuple(renderer.screen.get_at((i, j)))[:3] == error
                   for i in range(x, x + width) for j in range(y, y + height))

    assert dialog.form.summary() == "type or paste a game ID" and red_pixels() == 0
    type_text(app, "x")
    assert dialog.form.wrong() and red_pixels() > 0
