"""Sudoku's pygame front, headless: posted events in, pixels out."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from front_helpers import (
    SudokuWindow,
    Ticker,
    click_at,
    mines_window,
    press,
    sudoku_window,
)
from sudoku_grids import EVERY_KIND, EVERY_KIND_IDS

from game import registry
from game.core.mines.board import Cell
from game.core.session import Session
from game.core.settings import Settings
from game.core.storage import MemoryStore, Progress
from game.core.sudoku.play import SUDOKU, SudokuGame
from game.gui import shell
from game.gui.mines.front import MinesFront
from game.gui.sudoku.front import GAME, SudokuFront
from game.gui.sudoku.render import OUTLINES, grid_colours, note_size
from game.gui.widgets import footer_lines
from game.gui.window import Switch, Window
from game.options import NO_OPTIONS, Options
from game.registry import load_session
from game.ui.sudoku.layout import CELL
from game.ui.theme import load_themes

GAME_ID = "easy:s1"  # generated in a few milliseconds
RGB = tuple[int, int, int]
Clock = list[float]


@pytest.fixture
def clock() -> Clock:
    return [100.0]


@pytest.fixture
def progress() -> Progress:
    return Progress(MemoryStore())


@pytest.fixture
def app(clock: Clock, progress: Progress) -> Iterator[SudokuWindow]:
    pygame.init()
    front = sudoku_window(Options(game="sudoku", game_id=GAME_ID), clock=lambda: clock[0],
                      progress=progress)
    settle(front)
    yield front
    pygame.quit()


def settle(front: SudokuWindow) -> None:
    """Frames until the puzzle asked for is made (the first one only says it is coming)."""
    for _ in range(3):
        front.frame()
    assert front.front.loading is None


def game_of(front: SudokuWindow) -> SudokuGame:
    assert front.front.game is not None
    return front.front.game


def tap(front: SudokuWindow, pos: tuple[int, int]) -> None:
    """A finger, with the mouse copy SDL adds (which must not act a second time)."""
    width, height = front.front.layout.size
    for finger, mouse in ((pygame.FINGERDOWN, pygame.MOUSEBUTTONDOWN),
                          (pygame.FINGERUP, pygame.MOUSEBUTTONUP)):
        pygame.event.post(pygame.event.Event(finger, touch_id=1, finger_id=0, x=pos[0] / width,
                                             y=pos[1] / height, dx=0.0, dy=0.0, pressure=1.0))
        pygame.event.post(pygame.event.Event(mouse, button=1, pos=pos, touch=True))
    front.frame()


def centre(rect: tuple[int, int, int, int]) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def colours_in(front: SudokuWindow, rect: tuple[int, int, int, int]) -> set[RGB]:
    screen = front.front.renderer.screen
    x, y, width, height = rect
    return {tuple(screen.get_at((x + i, y + j)))[:3]  # type: ignore[misc]
            for i in range(width) for j in range(height)}


def background(front: SudokuWindow, cell: Cell) -> RGB:
    """A cell's commonest colour: its highlight, which a digit, marks or a hint's outline
    cover only in part."""
    screen = front.front.renderer.screen
    x, y, width, height = front.front.layout.cell_rect(cell)
    pixels = Counter(tuple(screen.get_at((x + i, y + j)))[:3]
                     for i in range(width) for j in range(height))
    r, g, b = pixels.most_common(1)[0][0]
    return r, g, b


def blanks(game: SudokuGame) -> list[Cell]:
    return [(x, y) for y in range(9) for x in range(9) if not game.is_given(x, y)]


def right_digit(game: SudokuGame, cell: Cell) -> int:
    return int(game.solution[cell[1] * 9 + cell[0]])


def wrong_digit(game: SudokuGame, cell: Cell) -> int:
    return next(d for d in range(1, 10) if d != right_digit(game, cell))


def digit_key(digit: int) -> int:
    return pygame.K_0 + digit


def select(front: SudokuWindow, cell: Cell) -> None:
    click_at(front, front.front.layout.cell_centre(cell))
    assert front.front.selected == cell


THEMES = load_themes()
COLOURS = grid_colours(THEMES[Settings().theme])  # the default theme's


def test_a_selected_cell_takes_a_digit_drawn_in_the_entry_ink(app: SudokuWindow) -> None:
    game = game_of(app)
    cell = blanks(game)[0]
    select(app, cell)
    press(app, digit_key(right_digit(game, cell)))
    assert game.digit(*cell) == right_digit(game, cell) and not game.is_wrong(*cell)
    inside = colours_in(app, app.front.layout.cell_rect(cell))
    assert COLOURS.entry in inside and COLOURS.wrong not in inside
    assert background(app, cell) == COLOURS.selected
    assert [event.action for event in app.front.session.events] == [  # type: ignore[union-attr]
        f"R{cell[0]},{cell[1]},{right_digit(game, cell)}"]


def test_the_selection_lights_its_row_column_box_and_same_digits(app: SudokuWindow) -> None:
    game = game_of(app)
    given = next((x, y) for y in range(9) for x in range(9) if game.is_given(x, y))
    select(app, given)
    x, y = given
    digit = game.digit(x, y)
    row_mate = next((i, y) for i in range(9) if i // 3 != x // 3 and game.digit(i, y) != digit)
    column_mate = next((x, j) for j in range(9) if j // 3 != y // 3 and game.digit(x, j) != digit)
    box_mate = next((x // 3 * 3 + i % 3, y // 3 * 3 + i // 3) for i in range(9)
                    if (x // 3 * 3 + i % 3, y // 3 * 3 + i // 3) != given
                    and game.digit(x // 3 * 3 + i % 3, y // 3 * 3 + i // 3) != digit)
    for mate in (row_mate, column_mate, box_mate):
        assert background(app, mate) == COLOURS.peer
    twins = [c for c in game.cells_with(digit) if c != given]
    assert twins and all(background(app, c) == COLOURS.same for c in twins)
    outsider = next((i, j) for j in range(9) for i in range(9)
                    if i // 3 != x // 3 and j // 3 != y // 3 and game.digit(i, j) != digit)
    assert background(app, outsider) == COLOURS.cell
    assert COLOURS.given in colours_in(app, app.front.layout.cell_rect(given))


def test_a_wrong_digit_is_red_costs_a_life_and_lights_its_conflicts(app: SudokuWindow) -> None:
    game = game_of(app)
    lit = app.front.renderer.style.palette.counter_digits
    hearts_before = count_pixels(app, app.front.layout.lives, lit)
    cell = next(c for c in blanks(game)
                if any(game.digit(*peer) == wrong_digit(game, c) for peer in peers(c)))
    select(app, cell)
    press(app, digit_key(wrong_digit(game, cell)))
    assert game.is_wrong(*cell) and game.lives_left == 2
    assert COLOURS.wrong in colours_in(app, app.front.layout.cell_rect(cell))
    assert background(app, game.conflicts(*cell)[0]) == COLOURS.conflict
    hearts_after = count_pixels(app, app.front.layout.lives, lit)
    assert 0 < hearts_after < hearts_before  # one heart of three went dark
    press(app, pygame.K_BACKSPACE)
    assert game.digit(*cell) == 0 and game.lives_left == 2  # erasing gives no life back
    assert COLOURS.wrong not in colours_in(app, app.front.layout.cell_rect(cell))


def peers(cell: Cell) -> list[Cell]:
    x, y = cell
    return [(i, j) for j in range(9) for i in range(9) if (i, j) != cell and (
        i == x or j == y or (i // 3, j // 3) == (x // 3, y // 3))]


def count_pixels(front: SudokuWindow, rect: tuple[int, int, int, int], colour: RGB) -> int:
    screen = front.front.renderer.screen
    return sum(1 for i in range(rect[2]) for j in range(rect[3])
               if tuple(screen.get_at((rect[0] + i, rect[1] + j)))[:3] == colour)


def test_three_wrong_digits_lose_the_game_and_stop_the_timer(app: SudokuWindow,
                                                             clock: Clock) -> None:
    game = game_of(app)
    cells = blanks(game)[:3]
    for cell in cells:
        clock[0] += 7.0
        select(app, cell)
        press(app, digit_key(wrong_digit(game, cell)))
    assert game.status == "lost" and game.lives_left == 0
    scene = app.front.scene()
    assert scene.face == "lose" and scene.footer.startswith("Game over")
    assert scene.seconds == 14  # from the first digit to the last
    clock[0] += 60.0
    assert app.front.scene().seconds == 14
    press(app, pygame.K_ESCAPE)  # the end card closed
    select(app, blanks(game)[5])
    press(app, digit_key(right_digit(game, blanks(game)[5])))
    assert game.digit(*blanks(game)[5]) == 0  # the game is over: no more digits
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert game_of(app).status == "playing" and game_of(app).lives_left == 1


def test_notes_mode_makes_pencil_marks_that_a_right_digit_clears(app: SudokuWindow) -> None:
    game = game_of(app)
    toggle = app.front.layout.action_rect("notes")
    palette = app.front.renderer.style.palette
    assert app.front.renderer.screen.get_at(toggle[:2])[:3] == palette.light  # raised
    cell = blanks(game)[0]
    peer = next(c for c in blanks(game) if c != cell and c in peers(cell))
    digit = right_digit(game, cell)
    other = next(d for d in range(1, 10) if d != digit)
    press(app, pygame.K_n)
    assert app.front.notes_mode
    assert app.front.renderer.screen.get_at(toggle[:2])[:3] == palette.shadow  # pushed in
    select(app, peer)
    press(app, digit_key(digit))
    press(app, digit_key(other))
    assert set(game.notes(*peer)) == {digit, other}
    assert game.lives_left == 3 and game.digit(*peer) == 0
    assert COLOURS.note in colours_in(app, app.front.layout.cell_rect(peer))
    click_at(app, centre(toggle))
    assert not app.front.notes_mode
    select(app, cell)
    press(app, digit_key(digit))
    assert game.notes(*peer) == (other,)  # the right digit struck its mark


def test_shift_and_a_digit_pencils_without_notes_mode(app: SudokuWindow) -> None:
    game = game_of(app)
    cell = blanks(game)[0]
    select(app, cell)
    press(app, pygame.K_5, pygame.KMOD_SHIFT)
    assert game.notes(*cell) == (5,) and not app.front.notes_mode


def test_arrows_move_the_selection_from_the_middle(app: SudokuWindow) -> None:
    press(app, pygame.K_LEFT)
    assert app.front.selected == (4, 4)
    press(app, pygame.K_UP)
    assert app.front.selected == (4, 3)
    assert background(app, (4, 3)) == COLOURS.selected
    assert background(app, (4, 4)) in (COLOURS.peer, COLOURS.same)
    for _ in range(6):
        press(app, pygame.K_UP)
    assert app.front.selected == (4, 0)


def test_the_number_row_taps_digits_and_counts_what_is_left(app: SudokuWindow) -> None:
    game = game_of(app)
    cell = blanks(game)[0]
    digit = right_digit(game, cell)
    key = app.front.layout.key_rect(digit)
    tap(app, centre(key))
    assert game.digit(*cell) == 0 and "Select a cell" in app.front.scene().footer
    left = game.remaining(digit)
    tap(app, app.front.layout.cell_centre(cell))
    assert app.front.selected == cell
    tap(app, centre(key))
    assert game.digit(*cell) == digit and game.remaining(digit) == left - 1
    assert len(app.front.session.events) == 1  # type: ignore[union-attr]  # no double taps
    tap(app, centre(app.front.layout.action_rect("erase")))
    assert game.digit(*cell) == digit  # a right digit stays


def test_a_finished_digit_dims_its_key(app: SudokuWindow) -> None:
    game = game_of(app)
    digit = min(range(1, 10), key=game.remaining)
    key = app.front.layout.key_rect(digit)
    palette = app.front.renderer.style.palette
    assert app.front.renderer.screen.get_at(key[:2])[:3] == palette.light
    for cell in blanks(game):
        if right_digit(game, cell) == digit:
            select(app, cell)
            click_at(app, centre(key))
    assert game.remaining(digit) == 0
    assert app.front.renderer.screen.get_at(key[:2])[:3] == palette.shadow  # pushed in
    assert palette.text not in colours_in(app, key)  # the digit is drawn dim


def test_undo_and_redo_take_back_digits_and_notes(app: SudokuWindow) -> None:
    game = game_of(app)
    cell, other = blanks(game)[:2]
    select(app, cell)
    press(app, digit_key(right_digit(game, cell)))
    select(app, other)
    press(app, pygame.K_3, pygame.KMOD_SHIFT)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert game_of(app).notes(*other) == () and game_of(app).digit(*cell) != 0
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert game_of(app).digit(*cell) == 0
    assert COLOURS.entry not in colours_in(app, app.front.layout.cell_rect(cell))
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert game_of(app).digit(*cell) == right_digit(game, cell)
    assert COLOURS.entry in colours_in(app, app.front.layout.cell_rect(cell))
    press(app, pygame.K_m)
    assert app.panel is not None
    labels = [item.label for item in app.panel.items]
    click_at(app, centre(app.panel.item_rect(app.front.layout, labels.index("Redo"))))
    assert app.panel is None and game_of(app).notes(*other) == (3,)


def test_the_menu_starts_a_puzzle_after_a_frame_that_says_generating(app: SudokuWindow) -> None:
    press(app, pygame.K_m)
    assert app.panel is not None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    app.frame()
    assert app.front.loading is not None and app.front.game is None
    assert app.front.scene().footer == "Generating an easy puzzle…"
    assert all(background(app, (x, 0)) == COLOURS.cell for x in range(9))
    assert colours_in(app, app.front.layout.grid) == {COLOURS.cell, COLOURS.thin, COLOURS.thick}
    app.frame()
    assert app.front.loading is None
    assert app.front.game is not None and app.front.game.status == "ready"
    assert app.front.session is not None and app.front.session.game_id != GAME_ID


def test_the_game_in_progress_is_saved_and_resumed(app: SudokuWindow, progress: Progress) -> None:
    game = game_of(app)
    cell = blanks(game)[0]
    select(app, cell)
    press(app, digit_key(wrong_digit(game, cell)))
    saved = progress.store.read(f"gridgames.{GAME}")
    assert saved is not None and load_session(saved, clock=lambda: 0.0).rules is SUDOKU
    resumed = sudoku_window(NO_OPTIONS, progress=progress)
    assert resumed.front.scene().footer.startswith("Opening the game in progress")
    settle(resumed)
    assert resumed.front.session is not None and resumed.front.session.game_id == GAME_ID
    assert game_of(resumed).to_text() == game.to_text() and game_of(resumed).lives_left == 2
    assert COLOURS.wrong in colours_in(resumed, resumed.front.layout.cell_rect(cell))


def test_an_unreadable_save_is_set_aside_and_a_new_puzzle_starts(progress: Progress) -> None:
    progress.save(GAME, "not a save")
    pygame.init()
    front = sudoku_window(NO_OPTIONS, progress=progress)
    settle(front)
    assert front.front.scene().footer.startswith("Saved game in progress could not be read")
    assert progress.store.read(f"gridgames.{GAME}.corrupt") == "not a save"
    assert front.front.game is not None and front.front.game.status == "ready"
    pygame.quit()


def test_a_bad_game_id_says_so_and_starts_a_new_puzzle(progress: Progress) -> None:
    pygame.init()
    front = sudoku_window(Options(game="sudoku", game_id="12345"), progress=progress)
    settle(front)
    assert front.front.scene().footer.startswith("Bad game ID")
    assert front.front.game is not None and front.front.game.status == "ready"
    pygame.quit()


def test_the_registry_holds_both_games() -> None:
    assert registry.find("sudoku").rules is SUDOKU
    session = Session(SUDOKU, GAME_ID, clock=lambda: 0.0)
    session.play("P0,0,5")
    assert load_session(session.save(), clock=lambda: 0.0).position.to_text() == (
        session.position.to_text())


def test_tab_hands_over_to_the_next_game_and_minesweeper_back_to_the_same_puzzle(
        app: SudokuWindow, progress: Progress) -> None:
    game = game_of(app)
    cell = blanks(game)[0]
    select(app, cell)
    press(app, digit_key(right_digit(game, cell)))
    assert press(app, pygame.K_TAB) == Switch(registry.next_after("sudoku").name)
    mines = shell.open_front("mines", NO_OPTIONS, progress)
    assert isinstance(mines.front, MinesFront)
    assert mines.frame() is None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    mines.frame()
    assert mines.panel is not None
    labels = [item.label for item in mines.panel.items]
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-len(labels), flipped=False))
    mines.frame()  # the menu scrolls between the status bar and the footer to its last item
    item = mines.panel.item_rect(mines.front.layout, labels.index("Play Sudoku"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=centre(item)))
    assert mines.frame() == Switch("sudoku")
    back = shell.open_front("sudoku", NO_OPTIONS, progress)
    assert isinstance(back.front, SudokuFront)
    settle(back)
    assert game_of(back).digit(*cell) == right_digit(game, cell)
    assert shell.first_front_name(NO_OPTIONS, progress) == "sudoku"


def test_the_loop_awaits_every_frame_and_hands_over_on_tab(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Another task gets a turn between every two frames; Tab opens the next game."""
    frames: list[tuple[str, int]] = []
    real_frame, ticker = Window.frame, Ticker()

    def counting_frame(self: Window[Any]) -> Switch | None:
        frames.append((self.front.name, ticker.turns))
        if len(frames) == 5:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0,
                                                 unicode="\t"))
        return real_frame(self)

    monkeypatch.setattr(Window, "frame", counting_frame)
    monkeypatch.setattr(shell, "PACE_FRAMES", False)
    ticker.run_beside(shell.main(frames=12, options=Options(game="sudoku", game_id=GAME_ID)))
    after = registry.next_after("sudoku").name
    assert [name for name, _ in frames] == ["sudoku"] * 5 + [after] * 7
    assert all(later > earlier for (_, earlier), (_, later) in itertools.pairwise(frames))


def test_options_are_the_settings_minesweeper_reads(app: SudokuWindow, progress: Progress) -> None:
    press(app, pygame.K_m)
    press(app, pygame.K_o)
    assert app.panel is not None
    states = [(item.label, item.checked) for item in app.panel.items]
    for key in (pygame.K_t, pygame.K_v, pygame.K_a):
        press(app, key)
    assert app.panel is not None
    assert [(item.label, item.checked) for item in app.panel.items] != states
    names = list(THEMES)
    after = names[names.index(Settings().theme) + 1]  # T steps from the default
    assert app.front.renderer.colours == grid_colours(THEMES[after])
    press(app, pygame.K_ESCAPE)  # the grid shows again once the panel is closed
    assert background(app, (0, 0)) == grid_colours(THEMES[after]).cell
    mines = mines_window(NO_OPTIONS, progress=progress)
    assert mines.settings.theme == after and mines.settings.muted
    assert not mines.settings.animations


def test_a_panel_that_replaces_a_bigger_one_leaves_none_of_it(app: SudokuWindow) -> None:
    press(app, pygame.K_m)
    assert app.panel is not None
    menu_x, menu_y, menu_width, _ = app.panel.panel(app.front.layout)
    press(app, pygame.K_o)
    assert app.panel is not None
    options_y = app.panel.panel(app.front.layout)[1]
    edge = (menu_x + menu_width // 2, menu_y)  # the menu's top bevel, above the options
    assert edge[1] < options_y
    left = app.front.renderer.screen.get_at(edge)
    app.front.renderer.invalidate()  # what a window drawing the options afresh shows there
    app.frame()
    assert app.front.renderer.screen.get_at(edge) == left


def test_h_shows_the_next_step_lights_its_proof_and_counts_as_a_hint(app: SudokuWindow) -> None:
    press(app, pygame.K_h)
    assert app.front.hint is not None
    target = (app.front.hint.cell % 9, app.front.hint.cell // 9)
    assert app.front.scene().footer.startswith(f"Hint: {app.front.hint.steps[0].technique}")
    assert background(app, target) == COLOURS.hint
    proof = [(cell % 9, cell // 9) for cell in app.front.hint.proof]
    assert proof and all(background(app, cell) == COLOURS.proof for cell in proof)
    assert app.front.session is not None and app.front.session.events[-1].action == "hint"
    select(app, target)
    press(app, digit_key(app.front.hint.digit))
    assert app.front.hint is None and all(background(app, cell) != COLOURS.proof for cell in proof)


def test_the_hint_button_asks_for_the_same_hint(app: SudokuWindow) -> None:
    layout = app.front.layout
    click_at(app, centre(layout.action_rect("hint")))
    assert app.front.hint is not None and app.front.scene().hint_cell is not None
    palette = app.front.renderer.style.palette
    assert app.front.renderer.screen.get_at(layout.action_rect("hint")[:2])[:3] == palette.shadow
    footer_x, _, footer_width, _ = layout.footer  # the footer's text has it all to itself
    assert layout.footer_text[0] + layout.footer_text[2] >= footer_x + footer_width - 10


def test_a_hinted_win_is_counted_as_aided_and_sets_no_best_time(app: SudokuWindow,
                                                                 progress: Progress) -> None:
    game = game_of(app)
    press(app, pygame.K_h)
    for cell in blanks(game):
        select(app, cell)
        press(app, digit_key(right_digit(game, cell)))
    assert game.status == "won"
    tally = app.statistics.stats.tally("easy")
    assert (tally.played, tally.won, tally.bests.get("best_time_cs")) == (1, 1, None)
    assert app.statistics.last is not None and app.statistics.last.aided
    press(app, pygame.K_s)
    assert app.panel is not None
    app.activate(app.panel.items[-1].action)  # Detailed statistics…
    rows = {item.label: item.key for item in app.panel.items}
    assert rows["Played / won"] == "1 / 1 · 100%" and rows["Last game"] == "won (aided)"
    assert progress.load("sudoku_stats", lambda text: text) is not None


def test_a_lost_game_counts_its_lives_once_even_when_undone(app: SudokuWindow) -> None:
    game = game_of(app)
    for cell in blanks(game)[:3]:
        select(app, cell)
        press(app, digit_key(wrong_digit(game, cell)))
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    select(app, blanks(game)[3])
    press(app, digit_key(wrong_digit(game, blanks(game)[3])))
    tally = app.statistics.stats.tally("easy")
    assert (tally.played, tally.won, tally.lives_lost) == (1, 0, 3)


def test_a_new_puzzle_clears_the_selection(app: SudokuWindow) -> None:
    select(app, (4, 4))
    press(app, pygame.K_F2)
    app.frame()
    assert app.front.loading is None and app.front.selected is None
    assert background(app, (4, 4)) != COLOURS.selected


def ink_columns(front: SudokuWindow, rect: tuple[int, int, int, int], ink: RGB) -> list[int]:
    screen = front.front.renderer.screen
    x, y, width, height = rect
    return [x + i for i in range(width)
            if any(tuple(screen.get_at((x + i, y + j)))[:3] == ink for j in range(height))]


def test_a_long_footer_wraps_whole_and_the_window_grows_to_hold_it(app: SudokuWindow) -> None:
    """Issue 23: a hint is never shortened; its lines fill a taller footer, left of the
    buttons, and the grid and its keys keep their size, above it."""
    front = app.front
    grid, height = front.layout.grid, front.renderer.screen.get_height()
    keys = [front.layout.key_rect(digit)[2:] for digit in range(1, 10)]
    app.notice = "Hint: " + "naked triple 1/4/7 in column 4: 1/4/7 leave r3c4; then " * 4
    app.frame()
    layout, style = front.layout, front.renderer.style
    rect = layout.footer_text
    lines = footer_lines(style, app.notice, rect)
    assert len(lines) > 2 and layout.footer_lines == len(lines)
    assert " ".join(lines).split() == app.notice.split() and "…" not in "".join(lines)
    assert layout.grid == grid and [layout.key_rect(d)[2:] for d in range(1, 10)] == keys
    assert all(y + h <= layout.footer[1] for _, y, _, h in map(layout.key_rect, range(1, 10)))
    x, y, _, footer_height = layout.footer
    drawn = ink_columns(app, (x, y, layout.footer[2], footer_height), style.palette.text)
    assert drawn and drawn[-1] < rect[0] + rect[2]
    screen = front.renderer.screen
    inked_rows = {j for j in range(footer_height) for i in range(rect[0], rect[0] + rect[2])
                  if tuple(screen.get_at((i, y + j)))[:3] == style.palette.text}
    assert max(inked_rows) - min(inked_rows) > (len(lines) - 1) * style.fonts.small.get_height()
    app.notice = ""
    app.frame()  # the hint gone, the window shrinks back
    assert front.layout.footer_lines == 2 and front.renderer.screen.get_height() == height


def test_pencil_marks_are_sized_to_two_fifths_of_the_cell(app: SudokuWindow) -> None:
    assert note_size(CELL) >= 0.4 * CELL
    assert note_size(app.front.layout.cell) >= 0.4 * app.front.layout.cell
    assert app.front.renderer._fonts["note"].point_size == note_size(app.front.layout.cell)
    game = game_of(app)
    cell = blanks(game)[0]
    select(app, cell)
    for digit in range(1, 10):
        press(app, digit_key(digit), pygame.KMOD_SHIFT)
    select(app, next(c for c in blanks(game) if c[0] != cell[0] and c[1] != cell[1]
                     and (c[0] // 3, c[1] // 3) != (cell[0] // 3, cell[1] // 3)))
    x, y, size, _ = app.front.layout.cell_rect(cell)
    rows = [y + j for j in range(size)
            if any(tuple(app.front.renderer.screen.get_at((x + i, y + j)))[:3] == COLOURS.note
                   for i in range(size))]
    assert rows and rows[-1] - rows[0] >= size * 0.8  # three rows of marks span the cell
    thirds = [[row for row in rows if y + size * k // 3 <= row < y + size * (k + 1) // 3]
              for k in range(3)]
    assert all(max(third) - min(third) >= 0.25 * size for third in thirds)  # each mark tall


def test_the_cells_follow_a_resized_window_which_keeps_its_size(app: SudokuWindow) -> None:
    """Issue 23: as Minesweeper's board does, with no snap back to the grid's own size."""
    cell = app.front.layout.cell
    for size in ((1200, 900), (700, 1000)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                             size=size))
        app.frame()
        app.frame()
        layout = app.front.layout
        assert app.front.renderer.screen.get_size() == size and layout.size == size
        assert layout.cell > cell  # larger than a new window's
        grid = pygame.Rect(layout.grid)
        assert pygame.Rect(0, 0, *size).contains(grid)
        assert not grid.colliderect(layout.status_bar)
        assert not grid.colliderect(layout.footer)
        assert all(layout.key_rect(d)[1] + layout.key_rect(d)[3] <= layout.footer[1]
                   for d in range(1, 10))
        assert layout.cell_at(layout.cell_centre((4, 4))) == (4, 4)


@pytest.mark.parametrize("grid", EVERY_KIND, ids=EVERY_KIND_IDS)
def test_a_hint_outlines_every_cell_its_words_name_in_that_roles_colour(
        grid: str, clock: Clock, progress: Progress) -> None:
    """Issue 23: the board shows no coordinates, so a hint outlines the cells it speaks of
    (the cell to fill, a pivot, the cells proving a step, the cells losing a digit, each
    its own way) and names them by those outlines; a hint of several steps shows them one
    at a time (H or ? again), each with only its own outlines, and counts once."""
    pygame.init()
    app = sudoku_window(Options(game="sudoku", game_id=grid), clock=lambda: clock[0],
                        progress=progress)
    settle(app)
    press(app, pygame.K_h)
    hint = app.front.hint
    assert hint is not None and app.front.session is not None
    outline_colours = {colour for colour, _ in OUTLINES.values()}
    steps = len(hint.steps)
    for index in range(steps):
        if index:
            press(app, pygame.K_h)
        assert app.front.hint is hint and app.front.hint_step == index
        marks = hint.marks(index)
        assert all(top_edge(app, cell) == {OUTLINES[role][0]} for cell, role in marks.items())
        unmarked = set(range(81)) - set(marks)
        assert not any(top_edge(app, cell) & outline_colours for cell in unmarked)
        words = "Hint: " if steps == 1 else f"Hint {index + 1} of {steps}: "
        assert app.front.scene().footer.startswith(words)
    assert [event.action for event in app.front.session.events].count("hint") == 1
    if grid == EVERY_KIND[EVERY_KIND_IDS.index("XY-wing")]:
        press(app, pygame.K_h)  # a new hint: the same one, from its first step
        assert sorted(set(hint.marks(0).values())) == ["changed", "fill", "group", "pivot"]
        assert app.front.scene().footer == (
            "Hint 1 of 2: XY-wing: pivot the purple-outlined cell, pincers the green cell and "
            "the blue-outlined cell: 1 leaves the orange-outlined cell; ? shows the next "
            "step")  # one pincer is the cell to fill
    select(app, (hint.cell % 9, hint.cell // 9))
    press(app, digit_key(hint.digit))
    assert not any(top_edge(app, cell) & outline_colours for cell in range(81))
    pygame.quit()


def top_edge(front: SudokuWindow, index: int) -> set[RGB]:
    """The colours along a cell's top row of pixels (a cell 0-80 in reading order)."""
    screen = front.front.renderer.screen
    x, y, width, _ = front.front.layout.cell_rect((index % 9, index // 9))
    return {tuple(screen.get_at((x + i, y)))[:3] for i in range(width)}  # type: ignore[misc]
