"""Sudoku's action row and its page (issue 34, point 7).

Undo, Erase, Notes (its state on the button) and Hint are labelled buttons, under the grid
on an upright phone and over the keypad beside it on a wide screen, whose panel the keypad
and the row fill; in a browser the window is the page, the grid centred, and a long footer
moves nothing.  The geometry is checked pure; the taps go through the real window.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations, pairwise

import pygame
import pytest
from front_helpers import still_progress, sudoku_window
from sudoku_grids import EVERY_KIND

from game import i18n
from game.core.settings import Settings
from game.core.storage import PREFIX, SETTINGS, MemoryStore, Progress
from game.gui import host
from game.gui.sudoku.render import ACTION_WORDS, NOTES_STATE, action_needs
from game.gui.widgets import Fonts
from game.gui.window import Window
from game.options import Options
from game.ui.frame import DESKTOP, FINGER, Frame
from game.ui.input import use_keyboard
from game.ui.layout import PAGE_FOOTER_LINES, Rect, contains
from game.ui.sudoku.layout import (
    ACTIONS,
    KEY_HEIGHT,
    LARGEST_CELL,
    SudokuLayout,
    fitted_layout,
)

# a page, whether fingers play it, and how the grid and its controls stand
PAGES = {"phone upright": ((390, 844), True, False), "phone on its side": ((844, 390), True, True),
         "desktop tab": ((1366, 768), False, True), "itch.io frame": ((800, 600), False, True)}
GERMAN_UNDO = 96  # "Rückgängig" and its insets: wider than a quarter of a phone's row


def controls(layout: SudokuLayout) -> dict[str, Rect]:
    """Every rectangle a player sees or presses, by name."""
    named = {"grid": layout.grid, "status": layout.status_bar, "footer": layout.footer,
             "menu": layout.menu_button, "face": layout.face, "lives": layout.lives,
             "timer": layout.timer}
    named |= {name: layout.action_rect(name) for name in ACTIONS}
    return named | {f"key {digit}": layout.key_rect(digit) for digit in range(1, 10)}


def overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("page", PAGES, ids=list(PAGES))
def test_the_page_holds_every_control_apart_and_fingertip_sized(page: str) -> None:
    size, touch, beside = PAGES[page]
    layout = fitted_layout(size, touch, fill=True)
    assert layout.size == size and layout.landscape == beside
    assert layout.footer_lines >= PAGE_FOOTER_LINES  # room kept for a long hint
    named = controls(layout)
    bars = {"status", "footer"}  # the buttons of the status bar lie in it
    for name, rect in named.items():
        assert rect[0] >= 0 and rect[0] + rect[2] <= size[0], name
        assert rect[1] >= 0 and rect[1] + rect[3] <= size[1], name
    for (one, a), (other, b) in combinations(named.items(), 2):
        if not ({one, other} & bars and {one, other} & {"menu", "face", "lives", "timer"}):
            assert not overlap(a, b), (one, other)
    pressed = [named[name] for name in named if name.startswith("key") or name in ACTIONS]
    least = FINGER if touch else KEY_HEIGHT
    assert all(min(rect[2:]) >= min(least, FINGER) and rect[3] >= least for rect in pressed)


@pytest.mark.parametrize("page", PAGES, ids=list(PAGES))
def test_the_grid_is_centred_and_as_large_as_the_page_allows(page: str) -> None:
    size, touch, _ = PAGES[page]
    layout = fitted_layout(size, touch, fill=True)
    grid = layout.grid
    if layout.landscape:  # the grid and its panel, centred together
        right = layout.status_bar[0] + layout.status_bar[2]
        assert abs(grid[0] - (size[0] - right)) <= 11
        assert abs(grid[1] - (size[1] - grid[1] - grid[3])) <= 1
    else:
        assert abs(grid[0] - (size[0] - grid[0] - grid[2])) <= 1
    bigger = SudokuLayout(layout.cell + 1, layout.landscape, layout.frame, layout.key_rows,
                          PAGE_FOOTER_LINES, fills=True)  # its own size, not the page's
    held = bigger.size[0] <= size[0] and bigger.size[1] <= size[1]
    assert not held or layout.cell == LARGEST_CELL  # one pixel more and the page would not


def test_the_keypad_and_the_action_row_fill_a_desktops_side_panel() -> None:
    """Issue 34: on a 1366 desktop the keypad sat small in a 60 % empty side panel."""
    layout = fitted_layout((1366, 768), fill=True)
    x, _, width, _ = layout.status_bar
    top, bottom = layout.status_bar[3], layout.footer[1]
    keys = [layout.key_rect(digit) for digit in range(1, 10)] + \
        [layout.action_rect(name) for name in ACTIONS]
    area = sum(w * h for _, _, w, h in keys)
    assert area >= 0.5 * width * (bottom - top)
    assert min(k[0] for k in keys) - x <= 12 and x + width - max(k[0] + k[2] for k in keys) <= 12


@pytest.mark.parametrize("page", ["phone upright", "phone on its side"])
def test_a_word_too_wide_for_a_quarter_of_the_row_gets_what_it_needs(page: str) -> None:
    size, touch, _ = PAGES[page]
    layout = fitted_layout(size, touch, fill=True)
    needs = (GERMAN_UNDO, 50, 60, 40)
    wide = replace(layout, action_needs=needs)
    rects = [wide.action_rect(name) for name in ACTIONS]
    assert all(rect[2] >= need for rect, need in zip(rects, needs, strict=True))
    assert rects[0][2] > rects[1][2] and rects[-1][0] + rects[-1][2] == \
        layout.action_rect("hint")[0] + layout.action_rect("hint")[2]
    assert all(a[0] + a[2] < b[0] for a, b in pairwise(rects))


@pytest.mark.parametrize("language", [i18n.SOURCE, "de", "zh_CN"])
@pytest.mark.parametrize("page", ["phone upright", "phone on its side", "desktop tab"])
def test_every_action_word_shows_whole(language: str, page: str) -> None:
    """Never cut: each button is at least as wide as its word (and Notes its state)."""
    size, touch, _ = PAGES[page]
    pygame.init()
    i18n.use_language(language)
    try:
        frame = Frame.for_tile(0, touch) if touch else DESKTOP
        fonts = Fonts.load(frame)
        layout = replace(fitted_layout(size, touch, fill=True), action_needs=action_needs(fonts))
        for name in ACTIONS:
            word = fonts.small.size(i18n._(ACTION_WORDS[name]))[0]
            assert word + 4 <= layout.action_rect(name)[2], (name, i18n._(ACTION_WORDS[name]))
        state = max(fonts.small.size(i18n._(word))[0] for word in NOTES_STATE.values())
        assert state + 20 <= layout.action_rect("notes")[2]
    finally:
        i18n.use_language(i18n.SOURCE)
        pygame.quit()


# ----- the real window, laid out as a phone's page ------------------------------------------
@pytest.fixture
def phone_page(monkeypatch: pytest.MonkeyPatch) -> Iterator[Window[object]]:
    monkeypatch.setattr(host, "display_size", lambda: PAGES["phone upright"][0])
    monkeypatch.setattr(host, "DECORATION", (0, 0))
    monkeypatch.setenv("GRIDGAMES_TOUCH", "1")
    monkeypatch.setenv("GRIDGAMES_PAGE", "1")
    host.touch_screen.cache_clear()
    pygame.init()
    app = sudoku_window(Options(game="sudoku", game_id="easy:s1"), progress=still_progress())
    for _ in range(3):
        app.frame()
    yield app
    pygame.quit()
    host.touch_screen.cache_clear()
    use_keyboard(True)


def tap(app: Window[object], rect: Rect) -> None:
    """A finger down and up in the middle of ``rect``, as a phone sends it."""
    width, height = app.chrome().size
    x, y = rect[0] + rect[2] / 2, rect[1] + rect[3] / 2
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, touch_id=1, finger_id=0, x=x / width,
                                             y=y / height, dx=0.0, dy=0.0, pressure=1.0))
        app.frame()


def test_the_window_is_the_page(phone_page: Window[object]) -> None:
    assert pygame.display.get_surface().get_size() == PAGES["phone upright"][0]
    assert phone_page.chrome().size == PAGES["phone upright"][0]


def test_each_button_of_the_row_does_its_action_at_a_tap(phone_page: Window[object]) -> None:
    app = phone_page
    front = app.front
    layout = front.layout
    game = front.game
    assert game is not None
    empty = next((x, y) for y in range(9) for x in range(9) if not game.digit(x, y))
    tap(app, layout.cell_rect(empty))
    tap(app, layout.action_rect("notes"))
    assert front.notes_mode
    tap(app, layout.key_rect(5))
    assert game.notes(*empty) == (5,)  # a key still writes in notes mode: a pencil mark
    tap(app, layout.action_rect("erase"))
    assert game.notes(*empty) == ()
    tap(app, layout.action_rect("notes"))
    assert not front.notes_mode
    tap(app, layout.key_rect(5))
    assert game.digit(*empty) == 5
    tap(app, layout.action_rect("undo"))
    assert front.game is not None and front.game.digit(*empty) == 0
    tap(app, layout.action_rect("hint"))
    assert front.hint is not None and "Hint" in front.scene().footer


def test_a_long_hint_moves_nothing_on_the_page(phone_page: Window[object]) -> None:
    front = phone_page.front
    before = controls(front.layout)
    phone_page.notice = "Hint: " + "a naked triple in column 4 leaves one place; " * 3
    phone_page.frame()
    assert front.renderer.status.lines_for(phone_page.notice) > 2
    assert controls(front.layout) == before
    assert pygame.display.get_surface().get_size() == PAGES["phone upright"][0]


def test_notes_mode_keeps_the_keys_colours(phone_page: Window[object]) -> None:
    """Issue 34: notes mode greyed the whole keypad, as if it were disabled."""
    app = phone_page
    key = app.front.layout.key_rect(1)
    screen = pygame.display.get_surface()

    def inks() -> set[tuple[int, int, int]]:
        return {tuple(screen.get_at((x, y)))[:3] for x in range(key[0], key[0] + key[2])
                for y in range(key[1], key[1] + key[3])}

    before = inks()
    assert app.front.renderer.style.palette.text in before
    tap(app, app.front.layout.action_rect("notes"))
    assert app.front.notes_mode and inks() == before
    notes = app.front.layout.action_rect("notes")
    assert contains(notes, notes[:2]) and screen.get_at(notes[:2])[:3] == \
        app.front.renderer.style.palette.shadow  # the toggle shows it: pushed in


@pytest.mark.parametrize("language", [i18n.SOURCE, "de", "zh_CN"])
@pytest.mark.parametrize("page", PAGES, ids=list(PAGES))
def test_every_kind_of_hint_fits_the_lines_the_page_keeps(
        monkeypatch: pytest.MonkeyPatch, page: str, language: str) -> None:
    """The footer keeps its lines whatever it says: each step of a hint of every technique
    must fit them whole, or it would be squeezed (the page's footer never grows)."""
    size, touch, _ = PAGES[page]
    monkeypatch.setattr(host, "display_size", lambda: size)
    monkeypatch.setattr(host, "DECORATION", (0, 0))
    monkeypatch.setenv("GRIDGAMES_TOUCH", "1" if touch else "0")
    monkeypatch.setenv("GRIDGAMES_PAGE", "1")
    host.touch_screen.cache_clear()
    pygame.init()
    settings = Settings(animations=False, language=language)
    app = sudoku_window(Options(game="sudoku", game_id=EVERY_KIND[0]),
                        progress=Progress(MemoryStore({PREFIX + SETTINGS: settings.to_json()})))
    try:
        app.frame()
        front = app.front
        for grid in EVERY_KIND:
            front.load_game(grid)
            app.activate("hint")
            assert front.hint is not None
            for _ in front.hint.steps:
                footer = front.scene().footer
                assert front.renderer.status.lines_for(footer) <= front.layout.footer_lines, footer
                app.activate("hint")
    finally:
        pygame.quit()
        host.touch_screen.cache_clear()
        use_keyboard(True)
        i18n.use_language(i18n.SOURCE)
