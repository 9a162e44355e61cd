"""The viewport's geometry, without a screen: fit rule, clamping, following, zoom, spans."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.core.settings import TILE_SIZES
from game.ui.layout import MIN_HEIGHT, Layout, fitted, screen_tile
from game.ui.viewport import MAX_TILE, MIN_TILE, Viewport, next_tile

AREA = (10, 64, 400, 300)
sides = st.integers(1, 1000)
tiles = st.sampled_from([t for t in TILE_SIZES if t >= MIN_TILE])
offsets = st.integers(-100_000, 100_000)
screens = st.tuples(st.integers(360, 4000), st.integers(320, 3000))


def viewports() -> st.SearchStrategy[Viewport]:
    return st.builds(Viewport, sides, sides, tiles,
                     st.tuples(st.integers(0, 50), st.integers(0, 80), st.integers(50, 2000),
                               st.integers(50, 1500)),
                     st.tuples(offsets, offsets))


def test_the_tile_is_the_largest_step_that_fits_with_its_own_frame() -> None:
    """Expert at 32 px: 960 + 2 x 10 wide; a 64 px bar, 512, 10 and a 40 px footer tall."""
    assert screen_tile(30, 16, (2000, 2000)) == MAX_TILE
    assert screen_tile(30, 16, (980, 626)) == 32
    assert screen_tile(30, 16, (979, 626)) == screen_tile(30, 16, (980, 625)) == 28
    assert screen_tile(100, 100, (1366, 688)) == MIN_TILE  # cannot fit: the readable minimum


def test_every_preset_gets_one_tile_on_one_screen() -> None:
    screen = (1366, 688)
    assert screen_tile(9, 9, screen) == screen_tile(16, 16, screen) \
        == screen_tile(30, 16, screen) == 32
    assert screen_tile(60, 30, screen) == 24  # larger boards shrink further


@given(sides, sides, screens)
def test_a_fitted_window_is_within_the_screen_and_the_tile_readable(
        columns: int, rows: int, screen: tuple[int, int]) -> None:
    layout = fitted(columns, rows, screen)
    assert layout.size[0] <= screen[0] and layout.size[1] <= screen[1]
    assert MIN_TILE <= layout.tile <= MAX_TILE
    footer, status = layout.footer, layout.status_bar
    assert status[1] == 0 and footer[1] + footer[3] == layout.size[1]
    if not layout.viewport.scrolls:  # the whole board shows, at the preset tile
        assert layout.board[2:] == (columns * layout.tile, rows * layout.tile)


@given(viewports())
def test_the_offset_is_always_clamped(view: Viewport) -> None:
    board_width, board_height = view.columns * view.tile, view.rows * view.tile
    x, y = view.offset
    if board_width > view.area[2]:
        assert 0 <= x <= board_width - view.area[2]
    else:  # centred
        assert x == -((view.area[2] - board_width) // 2)
    assert (0 <= y <= board_height - view.area[3]) if board_height > view.area[3] else y == 0
    bx, by, bw, bh = view.board  # the cells never spill out of the area
    ax, ay, aw, ah = view.area
    assert ax <= bx and bx + bw <= ax + aw and ay <= by and by + bh <= ay + ah


@given(viewports(), st.data())
def test_following_a_cell_shows_it_whole_and_moves_least(view: Viewport, data: st.DataObject
                                                         ) -> None:
    cell = (data.draw(st.integers(0, view.columns - 1)), data.draw(st.integers(0, view.rows - 1)))
    moved = view.following(cell)
    x, y, size, _ = moved.cell_rect(cell)
    ax, ay, aw, ah = view.area
    if size <= min(aw, ah):
        assert ax <= x and x + size <= ax + aw and ay <= y and y + size <= ay + ah
        assert moved.cell_at((x + size // 2, y + size // 2)) == cell
    if view.following(cell) == view and view.cell_rect(cell)[0] >= ax:
        assert view.following(cell).offset == view.offset
    assert moved.following(cell) == moved  # already in view: no scroll


@given(viewports(), tiles, st.data())
def test_zoom_keeps_the_board_point_under_the_anchor(view: Viewport, tile: int,
                                                      data: st.DataObject) -> None:
    """On each axis where the zoomed board scrolls freely, the same board point (in
    cells, to a pixel) stays under the pointer."""
    bx, by, bw, bh = view.board
    if bw == 0 or bh == 0:
        return
    anchor = (data.draw(st.integers(bx, bx + bw - 1)), data.draw(st.integers(by, by + bh - 1)))
    zoomed = view.zoomed(tile, anchor)
    for axis in (0, 1):
        before = (anchor[axis] - view.area[axis] + view.offset[axis]) / view.tile
        raw = before * tile - (anchor[axis] - view.area[axis])
        board = (view.columns, view.rows)[axis] * tile
        if 0 <= raw <= board - view.area[2 + axis]:
            after = (anchor[axis] - view.area[axis] + zoomed.offset[axis]) / tile
            assert abs(after - before) <= 1 / tile


def test_zoom_around_a_point_of_a_large_board_keeps_that_cell_under_it() -> None:
    view = Viewport(300, 300, 24, AREA, (2400, 2400))  # cell (100, 100) at the area's corner
    anchor = (AREA[0] + 120, AREA[1] + 120)  # cell (105, 105) at 24 px
    assert view.cell_at(anchor) == (105, 105)
    assert view.zoomed(48, anchor).cell_at(anchor) == (105, 105)
    assert view.zoomed(16, anchor).cell_at(anchor) == (105, 105)


@given(viewports())
def test_the_visible_span_is_exactly_the_cells_that_show(view: Viewport) -> None:
    x0, y0, x1, y1 = view.visible()
    bx, by, bw, bh = view.board
    assert (x1 - x0) * view.tile < bw + 2 * view.tile and (y1 - y0) * view.tile < bh + 2 * view.tile
    if bw and bh:
        assert view.cell_at((bx, by)) == (x0, y0)
        assert view.cell_at((bx + bw - 1, by + bh - 1)) == (x1 - 1, y1 - 1)
    assert view.cell_at((bx - 1, by)) is None and view.cell_at((bx, by + bh)) is None


def test_scrolling_reaches_the_far_corner_and_stops_there() -> None:
    view = Viewport(300, 300, 24, AREA).scrolled(10**6, 10**6)
    assert view.offset == (300 * 24 - 400, 300 * 24 - 300)
    assert view.visible()[2:] == (300, 300)
    assert view.cell_at((AREA[0] + 399, AREA[1] + 299)) == (299, 299)
    assert view.scrolled(-(10**6), -(10**6)).offset == (0, 0)


def test_a_small_board_is_centred_and_does_not_scroll() -> None:
    view = Viewport(9, 9, 24, AREA).scrolled(50, 50)
    assert not view.scrolls and not view.indicators()
    assert view.board == (10 + (400 - 216) // 2, 64, 216, 216)


def test_the_indicators_show_where_the_view_is() -> None:
    view = Viewport(100, 10, 20, AREA)  # 2000 px wide in 400: a fifth shows
    (track, thumb), = view.indicators()
    assert track[1] > AREA[1] + AREA[3] and thumb[2] == 400 // 5 and thumb[0] == AREA[0]
    (_, end), = view.scrolled(10**6, 0).indicators()
    assert end[0] + end[2] == track[0] + track[2]
    both = Viewport(100, 100, 20, AREA).indicators()
    assert len(both) == 2 and both[1][0][0] > AREA[0] + AREA[2]


def test_zoom_steps_stop_at_the_ends() -> None:
    assert next_tile(32, 1) == 40 and next_tile(32, -1) == 28
    assert next_tile(48, 5) == TILE_SIZES[-1] and next_tile(16, -5) == TILE_SIZES[0]
    assert next_tile(30, 1) == 32  # a size between steps goes to the next step


def test_a_whole_board_layout_is_as_before() -> None:
    """Without a window size the layout is the whole board's (Sudoku's frame, old tests)."""
    layout = Layout(9, 9, 32)
    assert layout.size == (360, max(64 + 288 + 10 + 40, MIN_HEIGHT))
    assert layout.board == ((360 - 288) // 2, 64, 288, 288)
    assert layout.cell_at(layout.cell_centre((8, 8))) == (8, 8)
