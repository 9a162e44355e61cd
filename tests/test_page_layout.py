"""The canvas is the page (issue 34): in a browser the window takes the whole page or
frame, the board the largest cells that fit, the bars beside it on a wide, low page; a
long hint never moves the board; the flag switch says what a tap does."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pygame
import pytest
from front_helpers import mines_window, still_progress, touch_page

from game.core.mines.game import MinesOptions
from game.core.mines.game_id import PRESETS
from game.gui.window import Window
from game.options import Options
from game.ui.frame import FINGER
from game.ui.layout import PAGE_MAX_TILE, Layout, Rect, page_layout, with_footer
from game.ui.mines.pointer import click_move

PAGES = {"phone upright": ((390, 844), True), "phone on its side": ((844, 390), True),
         "itch.io frame": ((800, 600), False), "laptop tab": ((1366, 768), False)}
# Beginner's cells at least this big, in CSS pixels (the acceptance)
BEGINNER_CELLS = {"phone upright": 40, "phone on its side": 40, "itch.io frame": 55,
                  "laptop tab": 55}


def inside(rect: Rect, size: tuple[int, int]) -> bool:
    x, y, width, height = rect
    return x >= 0 and y >= 0 and x + width <= size[0] and y + height <= size[1]


def overlap(a: Rect, b: Rect) -> bool:
    return (a[0] < b[0] + b[2] and b[0] < a[0] + a[2]
            and a[1] < b[1] + b[3] and b[1] < a[1] + a[3])


def pieces(layout: Layout) -> dict[str, Rect]:
    return {"menu": layout.menu_button, "mines": layout.left_counter, "face": layout.face,
            "timer": layout.timer, "hint": layout.right_button,
            "footer text": layout.footer_text, "switch": layout.footer_toggle}


@pytest.mark.parametrize("page", list(PAGES))
@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_window_is_the_page_and_its_pieces_lie_apart_on_it(page: str, preset: str) -> None:
    size, touch = PAGES[page]
    columns, rows, _ = PRESETS[preset]
    layout = page_layout(columns, rows, size, touch=touch)
    assert layout.size == size
    parts = pieces(layout)
    assert all(inside(rect, size) for rect in parts.values()), parts
    for (one, a), (other, b) in combinations(parts.items(), 2):
        assert not overlap(a, b), (one, other)
    board = layout.board
    assert inside(board, size)
    assert not any(overlap(board, rect) for rect in parts.values())
    if touch:
        assert all(min(rect[2:]) >= FINGER for name, rect in parts.items()
                   if name not in ("footer text", "mines", "timer"))


@pytest.mark.parametrize("page", list(PAGES))
def test_beginner_takes_the_largest_cells_that_fit(page: str) -> None:
    size, touch = PAGES[page]
    columns, rows, _ = PRESETS["beginner"]
    layout = page_layout(columns, rows, size, touch=touch)
    assert BEGINNER_CELLS[page] <= layout.tile <= PAGE_MAX_TILE
    assert not layout.viewport.scrolls
    bigger = page_layout(columns, rows, size, layout.tile + 1, touch)
    assert bigger.tile == PAGE_MAX_TILE + 1 or bigger.viewport.scrolls  # one more pixel: no fit


def test_a_wide_low_page_puts_the_bars_beside_the_board_only_where_that_gives_larger_cells(
        ) -> None:
    (columns, rows, _), expert = PRESETS["beginner"], PRESETS["expert"]
    side = page_layout(columns, rows, (844, 390), touch=True)
    upright = page_layout(columns, rows, (390, 844), touch=True)
    assert side.side and not upright.side
    wide = page_layout(expert[0], expert[1], (800, 600))
    assert not wide.side  # thirty columns want the width
    board_x, _, board_width, _ = side.board
    assert board_x + board_width <= side.status_bar[0]


def test_a_pages_footer_never_grows_so_the_board_stays_put() -> None:
    columns, rows, _ = PRESETS["beginner"]
    layout = page_layout(columns, rows, (390, 844), touch=True)
    assert with_footer(layout, 5, (390, 844)) is layout


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    with touch_page(monkeypatch, (390, 844), fills=True):
        yield


def playing(app: Window) -> None:  # type: ignore[type-arg]
    app.frame()
    app.front.play([click_move(app.front.board, (4, 4))])
    app.frame()
    assert app.front.board.status == "playing"


def test_a_hint_or_a_long_notice_moves_no_board_pixel(page: None) -> None:
    app = mines_window(Options(seed=5, own=MinesOptions(no_guess=False)), progress=still_progress())
    playing(app)
    screen = pygame.display.get_surface()
    before = screen.get_size(), app.front.layout.board, app.front.layout.cell_rect((0, 0))
    app.activate("hint")
    app.frame()
    app.notice = " ".join(["A notice long enough to wrap onto three lines of the footer."] * 2)
    app.frame()
    after = pygame.display.get_surface().get_size(), app.front.layout.board, \
        app.front.layout.cell_rect((0, 0))
    assert after == before


def tap(app: Window, pos: tuple[int, int]) -> None:  # type: ignore[type-arg]
    width, height = app.chrome().size
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, touch_id=1, finger_id=0, x=pos[0] / width,
                                             y=pos[1] / height, dx=0.0, dy=0.0, pressure=1.0))
    app.frame()


def test_the_flag_switch_sets_the_half_tapped_and_the_footer_follows_it(page: None) -> None:
    app = mines_window(Options(seed=5, own=MinesOptions(no_guess=False)), progress=still_progress())
    playing(app)
    x, y, width, height = app.front.layout.footer_toggle
    flag_half, open_half = (x + 3 * width // 4, y + height // 2), (x + width // 4, y + height // 2)
    assert "hold flags" in app.front.renderer.status.drawn["footer"]
    tap(app, flag_half)
    tap(app, flag_half)  # the flag half again: still flag mode, not a toggle back
    assert app.front.flag_mode
    assert "Tap flags" in app.front.renderer.status.drawn["footer"]
    board = app.front.board
    covered = next((cx, cy) for cy in range(board.height) for cx in range(board.width)
                   if board.view(cx, cy) == "#")
    tap(app, app.front.layout.cell_centre(covered))
    assert app.front.board.view(*covered) == "F"
    tap(app, open_half)
    assert not app.front.flag_mode
    assert "hold flags" in app.front.renderer.status.drawn["footer"]


def test_the_flag_switch_clears_an_old_notice_so_the_footer_says_what_a_tap_does(
        page: None) -> None:
    app = mines_window(Options(seed=5, own=MinesOptions(no_guess=False)), progress=still_progress())
    playing(app)
    app.notice = "New record! best time 3.97 s"
    app.frame()
    x, y, width, height = app.front.layout.footer_toggle
    tap(app, (x + 3 * width // 4, y + height // 2))
    assert app.front.flag_mode and "Tap flags" in app.front.renderer.status.drawn["footer"]


def test_a_laptop_tabs_menu_rows_hold_their_larger_words() -> None:
    """Beginner in a 1366x768 tab draws its bars and words half as large again: the menu's
    rows and width grow with them, so no row's words run into the next."""
    from game.ui.frame import LINE_SPACING
    from game.ui.mines.panels import main_menu

    layout = page_layout(9, 9, (1366, 768))
    frame = layout.frame
    assert frame.scale > 1
    menu = main_menu(finished=False, game="mines")
    line = round(frame.label_font * LINE_SPACING)
    heights = menu.heights(layout)
    assert all(height >= line for item, height in zip(menu.items, heights, strict=True)
               if item.kind != "separator")
    assert menu.panel(layout)[2] >= round(menu.width * frame.scale) - 1
