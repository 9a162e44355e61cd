"""Any board on any screen: the real window, headless, on a laptop and on a phone.

The host's display size is forced (the one place that knows native from browser),
then Beginner, Expert, 100x100 and 300x300 open within the screen with the status
bar and footer whole, and scrolling brings the far corner cell into view, checked
by its pixels.  A 1000x1000 board keeps every surface window-sized.
"""

from __future__ import annotations

import tracemalloc
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from front_helpers import (
    MIDDLE,
    RIGHT,
    MinesWindow,
    click,
    mines_window,
    still_progress,
    sudoku_window,
)
from front_helpers import finger as put_finger

from game.core.mines.board import MAX_SIDE
from game.core.mines.game import MinesOptions
from game.gui import host
from game.options import Options
from game.ui.layout import contains
from game.ui.mines.custom import CustomForm
from game.ui.viewport import MIN_TILE

LAPTOP, PHONE = (1366, 768), (390, 844)
BOARDS = {"beginner": (9, 9, 10), "expert": (30, 16, 99), "100x100": (100, 100, 1500),
          "300x300": (300, 300, 13_500)}


def open_board(width: int, height: int, mines: int) -> MinesWindow:
    app = mines_window(Options(seed=5, own=MinesOptions(board=(width, height, mines),
                                                        no_guess=False)),
                   progress=still_progress())
    app.frame()
    return app


def inside(outer: tuple[int, int], rect: tuple[int, int, int, int]) -> bool:
    x, y, width, height = rect
    return x >= 0 and y >= 0 and x + width <= outer[0] and y + height <= outer[1]


def wheel(app: MinesWindow, x: int, y: int, times: int) -> None:
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=x, y=y, flipped=False))
    app.frame()


def shows_tile(app: MinesWindow, cell: tuple[int, int], tile: str) -> bool:
    """The cell's pixels on the window are the named tile's, to a shade (a scaled
    sprite's soft edges blend with the tile drawn there before it)."""
    rect = pygame.Rect(app.front.layout.cell_rect(cell))
    expected = pygame.Surface(rect.size)
    expected.blit(app.front.renderer.tiles["covered"], (0, 0))
    expected.blit(app.front.renderer.tiles[tile], (0, 0))
    shown = pygame.image.tobytes(app.front.renderer.screen.subsurface(rect), "RGB")
    return max(abs(a - b) for a, b in zip(shown, pygame.image.tobytes(expected, "RGB"),
                                           strict=True)) <= 8


@pytest.mark.parametrize("screen", [LAPTOP, PHONE], indirect=True, ids=["laptop", "phone"])
@pytest.mark.parametrize("board", list(BOARDS))
def test_the_board_opens_on_screen_and_scrolls_to_its_far_corner(
        screen: tuple[int, int], board: str) -> None:
    width, height, mines = BOARDS[board]
    app = open_board(width, height, mines)
    size = app.front.renderer.screen.get_size()
    assert size[0] <= screen[0] and size[1] <= screen[1]
    layout = app.front.layout
    for rect in (layout.status_bar, layout.footer, layout.menu_button, layout.face,
                 layout.right_button, layout.footer_toggle):
        assert inside(size, rect)
    assert layout.tile >= MIN_TILE
    corner = (width - 1, height - 1)
    wheel(app, 1, -1, (width + height) // 2)  # right and down, three cells a notch
    x, y, tile, _ = app.front.layout.cell_rect(corner)
    board = app.front.layout.board
    assert contains(board, (x, y)) and contains(board, (x + tile - 1, y + tile - 1))
    click(app, corner, RIGHT)
    assert app.front.board.view(*corner) == "F" and shows_tile(app, corner, "flag")
    assert inside(size, app.front.layout.footer)  # the bars stayed where they were


@pytest.mark.parametrize("screen", [LAPTOP], indirect=True)
def test_beginner_and_expert_look_like_one_game(screen: tuple[int, int]) -> None:
    assert open_board(9, 9, 10).front.layout.tile == open_board(30, 16, 99).front.layout.tile == 32


@pytest.mark.parametrize("screen", [PHONE], indirect=True)
def test_middle_drag_and_two_finger_drag_scroll_and_pinch_zooms(screen: tuple[int, int]) -> None:
    app = open_board(30, 16, 99)
    start = app.front.layout.offset
    middle = app.front.layout.cell_centre((8, 8))
    events = [(pygame.MOUSEBUTTONDOWN, {"button": MIDDLE, "pos": middle}),
              (pygame.MOUSEMOTION, {"pos": (middle[0] - 100, middle[1]), "rel": (-100, 0),
                                    "buttons": (0, 1, 0)}),
              (pygame.MOUSEBUTTONUP, {"button": MIDDLE, "pos": (middle[0] - 100, middle[1])})]
    for kind, fields in events:
        pygame.event.post(pygame.event.Event(kind, **fields))
    app.frame()
    assert app.front.layout.offset == (start[0] + 100, start[1])
    assert app.front.board.status == "ready"  # the drag released no chord and opened nothing
    fingers = [(pygame.FINGERDOWN, 1, 0.4, 0.5), (pygame.FINGERDOWN, 2, 0.6, 0.5),
               (pygame.FINGERMOTION, 1, 0.2, 0.5), (pygame.FINGERMOTION, 2, 0.4, 0.5)]
    for kind, finger, x, y in fingers:
        pygame.event.post(pygame.event.Event(kind, finger_id=finger, touch_id=1, x=x, y=y,
                                             dx=0, dy=0))
    app.frame()
    assert app.front.layout.offset[0] == start[0] + 100 + int(0.2 * app.front.layout.size[0])
    tile = app.front.layout.tile
    for kind, finger, x in [(pygame.FINGERMOTION, 1, 0.05), (pygame.FINGERMOTION, 2, 0.55),
                            (pygame.FINGERUP, 1, 0.05), (pygame.FINGERUP, 2, 0.55)]:
        pygame.event.post(pygame.event.Event(kind, finger_id=finger, touch_id=1, x=x, y=0.5,
                                             dx=0, dy=0))
    app.frame()
    assert app.front.layout.tile > tile  # the fingers spread apart: zoomed in
    assert app.front.board.status == "ready"  # no finger tapped a cell


@pytest.mark.parametrize("screen", [LAPTOP], indirect=True)
def test_arrow_keys_move_the_cursor_and_the_view_follows(screen: tuple[int, int]) -> None:
    app = open_board(100, 100, 1500)
    for _ in range(120):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                             unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                             unicode=""))
    app.frame()
    assert app.front.cursor == (99, 99)
    x, y, tile, _ = app.front.layout.cell_rect((99, 99))
    assert contains(app.front.layout.board, (x, y)) and contains(app.front.layout.board,
                                                           (x + tile - 1, y + tile - 1))


@pytest.mark.parametrize("screen", [LAPTOP], indirect=True)
def test_ctrl_wheel_zooms_around_the_pointer(screen: tuple[int, int],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    app = open_board(100, 100, 1500)
    pointer = app.front.layout.cell_centre((20, 10))
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer)
    monkeypatch.setattr(pygame.key, "get_mods", lambda: pygame.KMOD_CTRL)
    tile = app.front.layout.tile
    wheel(app, 0, 1, 1)
    assert app.front.layout.tile > tile and app.front.layout.cell_at(pointer) == (20, 10)


@pytest.mark.parametrize("screen", [LAPTOP], indirect=True)
def test_a_native_resize_refits_without_losing_the_game(screen: tuple[int, int]) -> None:
    app = open_board(30, 16, 99)
    click(app, (5, 5))
    game_id = app.front.session.game_id
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=500, h=400, size=(500, 400)))
    app.frame()
    assert app.front.renderer.screen.get_size() == (500, 400)
    assert app.front.layout.size == (500, 400)
    assert app.front.session.game_id == game_id and app.front.board.status == "playing"
    assert inside((500, 400), app.front.layout.footer) and app.front.layout.viewport.scrolls
    x0, y0, x1, y1 = app.front.layout.viewport.visible()
    covered = next((x, y) for y in range(y0, y1) for x in range(x0, x1)
                   if app.front.board.view(x, y) == "#" and app.front.layout.cell_at(
                       app.front.layout.cell_centre((x, y))) == (x, y))
    click(app, covered, RIGHT)  # clicks land on the re-laid-out cells
    assert app.front.board.view(*covered) == "F"


@pytest.mark.parametrize("screen", [LAPTOP, PHONE], indirect=True, ids=["laptop", "phone"])
def test_text_is_at_least_14_px_and_never_scaled_down(screen: tuple[int, int]) -> None:
    """Every font a panel draws with is 14 px or more, and the window is drawn 1:1:
    it is never larger than the screen, so nothing shrinks it."""
    for width, height, mines in BOARDS.values():
        app = open_board(width, height, mines)
        fonts = app.front.renderer.style.fonts
        assert min(fonts.counter.get_height(), fonts.label.get_height(),
                   fonts.small.get_height()) >= 14
        size = app.front.renderer.screen.get_size()
        assert size[0] <= screen[0] and size[1] <= screen[1]
        assert not pygame.display.get_surface().get_flags() & pygame.SCALED


@pytest.mark.parametrize("screen", [LAPTOP], indirect=True)
def test_the_largest_board_keeps_every_surface_window_sized(
        screen: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12 item 8: a 1000x1000 window asked for gigabytes.  Every window opened
    stays within the screen (a larger one is refused before SDL allocates it), the
    renderer's surfaces add up to a few window-fulls, and Python's own memory for
    the open board stays small."""
    opened: list[tuple[int, int]] = []
    set_mode = pygame.display.set_mode

    def bounded_set_mode(size: tuple[int, int], *args: Any, **kwargs: Any) -> pygame.Surface:
        opened.append(tuple(size))  # type: ignore[arg-type]
        assert size[0] <= screen[0] and size[1] <= screen[1], f"a {size} window"
        return set_mode(size, *args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", bounded_set_mode)
    tracemalloc.start()
    app = open_board(MAX_SIDE, MAX_SIDE, 100_000)
    wheel(app, 1, -1, 200)
    app.front.renderer.invalidate()
    app.frame()
    python_peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert opened and app.front.layout.viewport.scrolls
    window_bytes = screen[0] * screen[1] * 4
    renderer = app.front.renderer
    sprites = [*renderer.tiles.sprites.values(), *renderer.faces.sprites.values()]
    surface_bytes = sum(s.get_width() * s.get_height() * s.get_bytesize()
                        for s in [renderer.screen, *sprites])
    assert surface_bytes < 2 * window_bytes
    x0, y0, x1, y1 = app.front.layout.viewport.visible()
    assert len(renderer._drawn_cells) <= (x1 - x0) * (y1 - y0) < 5_000
    assert python_peak < 64 * 2**20  # the core's bytes a cell, not a sprite a cell


def test_one_size_limit_speaks_the_same_words_everywhere() -> None:
    from game import registry
    from game.core.mines.game import MINES_SETTINGS
    from game.core.mines.game_id import GameIdError, MinesParams
    from game.core.settings import Settings

    words = f"width must be between 1 and {MAX_SIDE}, not {MAX_SIDE + 1}"
    assert CustomForm.of(MAX_SIDE + 1, 9, 10).problem() == words
    with pytest.raises(GameIdError, match=words):
        MinesParams.parse(f"{MAX_SIDE + 1}x9n10")
    beginner = Settings().with_section(MINES_SETTINGS, MinesParams(9, 9, 10))
    saved = beginner.to_json().replace('"9x9n10', f'"{MAX_SIDE + 1}x9n10')
    assert registry.read_settings(saved) == (Settings(), ["Board"])  # back to the default
    assert CustomForm.of(MAX_SIDE, MAX_SIDE, 10).problem() is None


@pytest.mark.parametrize("screen", [LAPTOP, PHONE], indirect=True, ids=["laptop", "phone"])
def test_sudoku_gets_the_same_fit_rule(screen: tuple[int, int]) -> None:

    from game.ui.sudoku.layout import CELL, MIN_CELL

    app = sudoku_window(Options(game="sudoku", game_id="easy:s1"), progress=still_progress())
    app.frame()
    size = app.front.renderer.screen.get_size()
    assert size[0] <= screen[0] and size[1] <= screen[1]
    layout = app.front.layout
    assert MIN_CELL <= layout.cell <= CELL and (layout.cell == CELL) == (screen == LAPTOP)
    for rect in (layout.status_bar, layout.footer, layout.timer, layout.action_rect("hint"),
                 layout.key_rect(9), layout.cell_rect((8, 8))):
        assert inside(size, rect)
    assert layout.timer[0] >= layout.face[0] + layout.face[2]  # no overlap on a phone
    assert layout.cell_at(layout.cell_centre((8, 8))) == (8, 8)
    assert min(f.get_height() for f in app.front.renderer._fonts.values()) >= 14


@pytest.mark.parametrize("screen", [LAPTOP], indirect=True)
def test_a_window_resized_too_small_keeps_room_for_the_bars(screen: tuple[int, int]) -> None:
    app = open_board(30, 16, 99)
    for width, height in ((1, 1), (0, 500), (2000, 3)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=width, h=height,
                                             size=(width, height)))
        app.frame()
        size = app.front.renderer.screen.get_size()
        assert inside(size, app.front.layout.footer) and inside(size, app.front.layout.status_bar)
    click(app, (0, 0))  # the game plays on in the smallest window
    assert app.front.board.status == "playing"


@pytest.mark.parametrize("screen", [PHONE], indirect=True)
def test_the_view_goes_to_a_hint_out_of_sight(screen: tuple[int, int]) -> None:
    app = open_board(100, 100, 1500)
    click(app, (2, 2))
    wheel(app, 1, -1, 100)  # away to the far corner
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    app.frame()
    assert app.front.hint is not None
    x, y, tile, _ = app.front.layout.cell_rect(app.front.hint.cell)
    assert contains(app.front.layout.board, (x, y)) and contains(app.front.layout.board,
                                                           (x + tile - 1, y + tile - 1))


@pytest.mark.parametrize("screen", [LAPTOP], indirect=True)
def test_sudoku_refits_a_resized_window(screen: tuple[int, int]) -> None:


    app = sudoku_window(Options(game="sudoku", game_id="easy:s1"), progress=still_progress())
    app.frame()
    app.frame()
    session = app.front.session
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=390, h=600, size=(390, 600)))
    app.frame()
    size = app.front.renderer.screen.get_size()
    assert app.front.layout.cell < 44 and size[0] <= 390 and size[1] <= 600
    assert app.front.session is session and inside(size, app.front.layout.footer)


# ----- phones (issue 14): fingertip cells, one-finger panning, turning the phone ------------
LANDSCAPE_PHONE = (844, 390)


@pytest.fixture
def touch_phone(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[int, int]]]:
    """A touch page whose size the test changes (``page[0]``), as a turned phone does."""
    from game.gui import window
    from game.gui.mines import view
    from game.gui.sudoku import front

    page = [PHONE]
    for module in (host, view, front):
        monkeypatch.setattr(module, "window_room", lambda: page[0])
    monkeypatch.setattr(view, "touch_screen", lambda: True)
    monkeypatch.setattr(window, "page_size", lambda: page[0])
    pygame.init()
    yield page
    pygame.quit()


def test_a_touch_screen_gets_fingertip_cells_and_one_finger_pans(
        touch_phone: list[tuple[int, int]]) -> None:
    from game.ui.viewport import TOUCH_TILE

    app = open_board(30, 16, 99)
    assert app.front.layout.tile >= TOUCH_TILE and app.front.layout.viewport.scrolls
    start, offset = app.front.layout.cell_centre((5, 8)), app.front.layout.offset
    put_finger(app, pygame.FINGERDOWN, start)
    for step in (20, 60, 120):  # past the tap's slop, the board follows the finger
        put_finger(app, pygame.FINGERMOTION, (start[0] - step, start[1]))
        app.frame()
    put_finger(app, pygame.FINGERUP, (start[0] - 120, start[1]))
    app.frame()
    assert app.front.layout.offset == (offset[0] + 120, offset[1])
    assert app.front.board.status == "ready"  # the slide opened nothing


def test_turning_the_phone_refits_the_same_game(touch_phone: list[tuple[int, int]]) -> None:
    app = open_board(30, 16, 99)
    click(app, (3, 3))
    session = app.front.session
    for page in (LANDSCAPE_PHONE, PHONE):
        touch_phone[0] = page
        app.frame()
        size = app.front.renderer.screen.get_size()
        assert size[0] <= page[0] and size[1] <= page[1] and app.front.layout.tile >= 28
        assert inside(size, app.front.layout.footer_toggle)
        assert inside(size, app.front.layout.right_button)
    assert app.front.session is session and app.front.board.status == "playing"


def test_sudoku_on_a_phone_on_its_side_puts_the_keys_beside_the_grid(
        touch_phone: list[tuple[int, int]]) -> None:

    from game.ui.sudoku.layout import ACTIONS, MIN_CELL

    touch_phone[0] = LANDSCAPE_PHONE
    app = sudoku_window(Options(game="sudoku", game_id="easy:s1"), progress=still_progress())
    app.frame()
    layout, size = app.front.layout, app.front.renderer.screen.get_size()
    assert layout.landscape and layout.cell >= MIN_CELL
    assert size[0] <= LANDSCAPE_PHONE[0] and size[1] <= LANDSCAPE_PHONE[1]
    frame = [layout.status_bar, layout.footer, layout.timer,
             *map(layout.action_rect, ACTIONS), *map(layout.key_rect, range(1, 10))]
    grid_right = layout.grid[0] + layout.grid[2]
    assert all(inside(size, rect) and rect[0] > grid_right for rect in frame)
    assert [layout.key_at(centre) for centre in
            [(x + w // 2, y + h // 2) for x, y, w, h in map(layout.key_rect, range(1, 10))]] \
        == list(range(1, 10))
    touch_phone[0] = PHONE  # turned upright: the keys go back under the grid
    app.frame()
    assert not app.front.layout.landscape and app.front.renderer.screen.get_size()[1] <= PHONE[1]
