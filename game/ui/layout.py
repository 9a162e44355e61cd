"""Where everything sits on the window: pure geometry, no pygame.

The window has the size the screen gives it (``window``); the status bar and
footer span it, and the board shows through a :class:`~game.ui.viewport.Viewport`
between them, scrolled when it does not fit.  Without a window size the window
is sized to the whole board (Sudoku's fixed grid measures its frame that way).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from game.core.settings import TILE_SIZES
from game.ui.frame import FOOTER_LINES, MARGIN, Frame
from game.ui.viewport import (
    MAX_TILE,
    MIN_TILE,
    REFERENCE_BOARD,
    TOUCH_TILE,
    Point,
    Size,
    Viewport,
)

Rect = tuple[int, int, int, int]  # x, y, width, height
Cell = tuple[int, int]

MIN_HEIGHT = 320  # room for the menus and the custom dialog over a tiny board
WHOLE_ON_A_PHONE = 20  # a phone shows a board whole while its cells are this big
PAGE_MAX_TILE = 64  # a page's cells grow to fill it, up to this (Beginner in a desktop tab)
PAGE_FOOTER_LINES = 3  # a page's footer keeps room for a long hint, so nothing moves
SEEK_HIT = 28  # a replay's seek bar takes presses this tall (the bar drawn is thinner)
SEEK_ROOM = 200  # the least width of a seek bar beside the replay's buttons
CONTROL_GAP = 4  # between a replay's buttons


@dataclass(frozen=True)
class Layout:
    """Rectangles of the status bar, board and footer for one board size."""

    columns: int
    rows: int
    tile: int
    window: Size | None = None  # None: as large as the whole board needs
    offset: Point = (0, 0)  # the viewport's scroll, clamped by it
    touch: bool = False  # fingertip-sized buttons, whatever the tile
    fixed_frame: Frame | None = None  # a frame that does not follow the tile (Sudoku's)
    footer_lines: int = FOOTER_LINES  # more while a long text needs them
    side: bool = False  # the bars in a column right of the board (a wide, low page)
    wide_toggle: bool = True  # the footer's switch has two labelled halves (flag mode)
    fills: bool = False  # the window is the whole page: the board sits in its middle
    replay_controls: int = 0  # a replay is watched: its seek bar and this many buttons

    @property
    def footer_height(self) -> int:
        """The footer's lines, and under them a replay's band (in the column beside the
        board, the footer reaches the bottom anyway)."""
        lines = self.frame.footer_height_for(self.footer_lines)
        return lines + self._replay_band if self.replay_controls and not self.side else lines

    @cached_property
    def frame(self) -> Frame:
        """The status bar's and footer's measures: in proportion to the tile."""
        return self.fixed_frame or Frame.for_tile(self.tile, self.touch)

    @property
    def size(self) -> tuple[int, int]:
        return self.window or self._whole_board_size()

    @property
    def board_size(self) -> tuple[int, int]:
        """Columns and rows."""
        return self.columns, self.rows

    @cached_property
    def viewport(self) -> Viewport:
        width, height = self.size
        frame = self.frame
        if self.side:
            area = (MARGIN, MARGIN, max(1, width - frame.side_width - 2 * MARGIN),
                    max(1, height - 2 * MARGIN))
        else:
            area = (MARGIN, frame.status_height, max(1, width - 2 * MARGIN),
                    max(1, height - frame.status_height - MARGIN - self.footer_height))
        return Viewport(self.columns, self.rows, self.tile, area, self.offset,
                        middle=self.fills)

    @property
    def board(self) -> Rect:
        """The part of the window where cells show."""
        return self.viewport.board

    def scrolled(self, dx: int, dy: int) -> Layout:
        return replace(self, offset=self.viewport.scrolled(dx, dy).offset)

    def following(self, cell: Cell) -> Layout:
        return replace(self, offset=self.viewport.following(cell).offset)

    def zoomed(self, tile: int, anchor: Point) -> Layout:
        return replace(self, tile=tile, offset=self.viewport.zoomed(tile, anchor).offset)

    @property
    def _bar_left(self) -> int:
        """Where the bars begin: the window's left edge, or their column's."""
        return self.size[0] - self.frame.side_width if self.side else 0

    @property
    def status_bar(self) -> Rect:
        if self.side:
            return self._bar_left, 0, self.frame.side_width, self.frame.side_status_height
        return 0, 0, self.size[0], self.frame.status_height

    @property
    def footer(self) -> Rect:
        if self.side:
            top = self.frame.side_status_height
            return self._bar_left, top, self.frame.side_width, self.size[1] - top
        height, footer = self.size[1], self.footer_height
        return 0, height - footer, self.size[0], footer

    @property
    def footer_text(self) -> Rect:
        """The footer left of its switch (above it, in the column beside the board)."""
        x, y, width, height = self.footer
        if self.replay_controls:  # no switch: the counters span the footer, over the band
            if self.side:
                return x + MARGIN, y, width - 2 * MARGIN, self.seek_bar[1] - 4 - y
            return x, y, width - MARGIN, height - self._replay_band
        toggle = self.footer_toggle
        if self.side:
            return x + MARGIN, y, width - 2 * MARGIN, toggle[1] - 4 - y
        return x, y, toggle[0] - 4, height

    @property
    def footer_toggle(self) -> Rect:
        """The footer's switch: Minesweeper's flag mode (a tap flags), Sudoku's eraser."""
        x, y, width, height = self.footer
        frame = self.frame
        toggle = frame.switch_width if self.wide_toggle else frame.toggle_width
        if self.side:
            tall = max(frame.button[1], frame.footer_height - 4)
            return x + width - MARGIN - toggle, y + height - MARGIN - tall, toggle, tall
        return x + width - MARGIN - toggle, y + 2, toggle, height - 4

    # ----- a replay's band at the footer's bottom: its buttons, and its seek bar beside
    # them where that leaves the bar SEEK_ROOM, else above them ----------------------------
    @property
    def _band_width(self) -> int:
        return (self.frame.side_width if self.side else self._width) - 2 * MARGIN

    @property
    def _seek_inline(self) -> bool:
        count, wide = self.replay_controls, self.frame.button[0]
        return self._band_width - count * (wide + CONTROL_GAP) >= SEEK_ROOM

    @property
    def _seek_height(self) -> int:
        if self._seek_inline:
            return self.frame.button[1]
        return max(SEEK_HIT, self.frame.px(SEEK_HIT))

    @property
    def _control_grid(self) -> tuple[int, int]:
        """How many of the replay's buttons a row holds, and how many rows they take."""
        count, wide = self.replay_controls, self.frame.button[0]
        per_row = max(1, min(count, (self._band_width + CONTROL_GAP) // (wide + CONTROL_GAP)))
        return per_row, -(-count // per_row)

    @property
    def _replay_band(self) -> int:
        """The seek bar (unless beside the buttons), the rows of buttons, the margin under."""
        rows = self._control_grid[1]
        seek = 0 if self._seek_inline else self._seek_height
        return seek + rows * (self.frame.button[1] + CONTROL_GAP) + MARGIN - CONTROL_GAP

    @property
    def _band_top(self) -> tuple[int, int]:
        """The band's left edge and top."""
        x, y, _, height = self.footer
        return x + MARGIN, y + height - self._replay_band

    @property
    def seek_bar(self) -> Rect:
        """Where a press seeks a replay: right of the buttons, as tall, or above them
        across the band, SEEK_HIT or more tall (the bar drawn is thinner)."""
        left, top = self._band_top
        if not self._seek_inline:
            return left, top, self._band_width, self._seek_height
        x, _, wide, _ = self.replay_buttons[-1]
        start = x + wide + CONTROL_GAP
        return start, top, left + self._band_width - start, self._seek_height

    @property
    def replay_buttons(self) -> tuple[Rect, ...]:
        """The replay's buttons: beside the seek bar a fingertip's each, else in rows
        under it, each a fingertip's or wider (up to half again), centred in the band."""
        per_row, _ = self._control_grid
        left, top = self._band_top
        wide, tall = self.frame.button
        if not self._seek_inline:
            top += self._seek_height
            wide = min((self._band_width - (per_row - 1) * CONTROL_GAP) // per_row,
                       wide * 3 // 2)
            left += (self._band_width - per_row * wide - (per_row - 1) * CONTROL_GAP) // 2
        return tuple((left + (index % per_row) * (wide + CONTROL_GAP),
                      top + (index // per_row) * (tall + CONTROL_GAP), wide, tall)
                     for index in range(self.replay_controls))

    @property
    def face(self) -> Rect:
        size = self.frame.face
        width = self.frame.side_width if self.side else self.size[0]
        return (self._bar_left + (width - size) // 2, (self.frame.status_height - size) // 2,
                size, size)

    def _in_bar(self, x: int, size: tuple[int, int], row: int = 0) -> Rect:
        """A piece of the status bar ``x`` from its left, centred in its height (in the
        column beside the board, ``row`` 1 is the counters' row under the buttons)."""
        frame = self.frame
        if self.side and row:
            return self._bar_left + x, frame.status_height + 4, *size
        return self._bar_left + x, (frame.status_height - size[1]) // 2, *size

    @property
    def _bar_width(self) -> int:
        return self.frame.side_width if self.side else self.size[0]

    @property
    def menu_button(self) -> Rect:
        return self._in_bar(MARGIN, self.frame.button)

    @property
    def left_counter(self) -> Rect:
        """Mines left in Minesweeper, lives in Sudoku."""
        x = MARGIN if self.side else MARGIN + self.frame.button[0] + 8
        return self._in_bar(x, self.frame.counter, row=1)

    @property
    def timer(self) -> Rect:
        frame = self.frame
        right = MARGIN if self.side else MARGIN + frame.button[0] + 8
        return self._in_bar(self._bar_width - right - frame.counter[0], frame.counter, row=1)

    @property
    def right_button(self) -> Rect:
        """Mirrors the menu button on the right, so the face stays centred: Minesweeper's
        hint, Sudoku's notes."""
        return self._in_bar(self._bar_width - MARGIN - self.frame.button[0], self.frame.button)

    @property
    def _width(self) -> int:
        """The window's width (known before its height, which the footer's band needs)."""
        if self.window is not None:
            return self.window[0]
        return max(self.columns * self.tile + 2 * MARGIN, self.frame.min_width)

    def _whole_board_size(self) -> Size:
        """The window that shows every cell, never smaller than the menus need."""
        frame = self.frame
        height = frame.status_height + self.rows * self.tile + MARGIN + self.footer_height
        return self._width, max(height, MIN_HEIGHT)

    def cell_rect(self, cell: Cell) -> Rect:
        return self.viewport.cell_rect(cell)

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        """The board cell under a window position, or None where no cell shows."""
        return self.viewport.cell_at(pos)

    def cell_centre(self, cell: Cell) -> tuple[int, int]:
        x, y, size, _ = self.cell_rect(cell)
        return x + size // 2, y + size // 2


def board_room(screen: Size, frame: Frame) -> Size:
    """What a screen-sized window leaves for the board once the bars take their share."""
    return (screen[0] - 2 * MARGIN,
            screen[1] - frame.status_height - MARGIN - frame.footer_height)


def screen_tile(columns: int, rows: int, screen: Size, touch: bool = False) -> int:
    """The tile a board opens at: on a desktop, the largest step at which Expert (or the
    board, if larger) fits, so every preset looks like one game; on a touch screen, the
    size that fills the phone (:func:`touch_tile`)."""
    if touch:
        return touch_tile(columns, rows, board_room(screen, Frame.for_tile(0, touch=True)))
    reference = max(columns, REFERENCE_BOARD[0]), max(rows, REFERENCE_BOARD[1])
    fitting = [tile for tile in TILE_SIZES if MIN_TILE <= tile <= MAX_TILE
               and _fits(reference, tile, board_room(screen, Frame.for_tile(tile)))]
    return max(fitting, default=MIN_TILE)


def touch_tile(columns: int, rows: int, room: Size) -> int:
    """A phone's tile, any whole pixel: the largest at which the board shows whole, while
    its cells stay WHOLE_ON_A_PHONE or more (Beginner and Intermediate fill the width);
    else the tile that fills the side the board can fill, panned along the other
    (Expert upright: its 16 rows fill the height and a finger slides it sideways), never
    under a fingertip's TOUCH_TILE."""
    across, down = room[0] // columns, room[1] // rows
    whole = min(across, down, MAX_TILE)
    if whole >= WHOLE_ON_A_PHONE:
        return whole
    return max(min(max(across, down), MAX_TILE), TOUCH_TILE)


def _fits(board: Size, tile: int, room: Size) -> bool:
    return board[0] * tile <= room[0] and board[1] * tile <= room[1]


def page_layout(columns: int, rows: int, page: Size, tile: int | None = None,
                touch: bool = False, replay_controls: int = 0) -> Layout:
    """The window is the whole page (a browser's): the largest cells at which the board
    shows whole (a board too big for that pans), the bars above and below it or, on a
    wide, low page where that shows more of the board, in a column beside it; the footer
    keeps room for PAGE_FOOTER_LINES, so a long hint never moves the board.  ``tile``:
    the player's zoom, in the arrangement that shows the most of the board at it;
    ``replay_controls``: a replay's band takes its room too."""
    arrangements = [Layout(columns, rows,
                           tile or _page_tile(columns, rows, page, touch, side, replay_controls),
                           page, touch=touch, footer_lines=PAGE_FOOTER_LINES, side=side,
                           fills=True, replay_controls=replay_controls)
                    for side in ((False, True) if page[0] > page[1] else (False,))]
    # a board shown whole beats larger cells that pan, and those beat showing fewer cells;
    # the first of equals: upright
    return max(arrangements, key=lambda layout: (
        not layout.viewport.scrolls, layout.tile, _cells_shown(layout.viewport)))


def _cells_shown(viewport: Viewport) -> int:
    x0, y0, x1, y1 = viewport.visible()
    return (x1 - x0) * (y1 - y0)


def _page_tile(columns: int, rows: int, page: Size, touch: bool, side: bool,
               replay_controls: int) -> int:
    """The largest cells at which the board shows whole on the page, up to PAGE_MAX_TILE;
    below a phone's WHOLE_ON_A_PHONE (a desktop's MIN_TILE) the board pans instead, at
    :func:`touch_tile`'s cells (a desktop's MIN_TILE)."""
    for tile in range(PAGE_MAX_TILE, 0, -1):
        area = Layout(columns, rows, tile, page, touch=touch,
                      footer_lines=PAGE_FOOTER_LINES, side=side,
                      replay_controls=replay_controls).viewport.area
        if columns * tile <= area[2] and rows * tile <= area[3]:
            break
    if tile >= (WHOLE_ON_A_PHONE if touch else MIN_TILE):
        return tile
    if not touch:
        return MIN_TILE
    across, down = area[2] // columns, area[3] // rows
    return max(min(max(across, down), PAGE_MAX_TILE), TOUCH_TILE)


def fitted(columns: int, rows: int, screen: Size, tile: int | None = None,
           touch: bool = False, footer_lines: int = FOOTER_LINES, *,
           fill: bool = False, replay_controls: int = 0) -> Layout:
    """The layout of a window opened on ``screen``: the screen's tile unless the player
    zoomed (``tile``), and a window no larger than the screen nor than the board needs;
    with ``fill``, the window is the screen (a browser's page: :func:`page_layout`)."""
    if fill:
        return page_layout(columns, rows, screen, tile, touch, replay_controls)
    tile = tile or screen_tile(columns, rows, screen, touch)
    wanted = Layout(columns, rows, tile, touch=touch, footer_lines=footer_lines,
                    replay_controls=replay_controls).size
    return Layout(columns, rows, tile, (min(wanted[0], screen[0]), min(wanted[1], screen[1])),
                  touch=touch, footer_lines=footer_lines, replay_controls=replay_controls)


def with_footer(layout: Layout, lines: int, screen: Size) -> Layout:
    """The layout with a footer of ``lines`` lines: a window fitted to its board grows
    (or shrinks back) by them, within the screen; one the player sized keeps its size,
    and the board's area gives the room; a page's keeps its size and footer."""
    if layout.fills:
        return layout
    def refitted(footer_lines: int) -> Layout:
        return fitted(layout.columns, layout.rows, screen, layout.tile, layout.touch,
                      footer_lines, replay_controls=layout.replay_controls)

    if refitted(layout.footer_lines).size != layout.size:
        return replace(layout, footer_lines=lines)
    return replace(refitted(lines), offset=layout.offset)


def contains(rect: Rect, pos: tuple[int, int]) -> bool:
    x, y, width, height = rect
    return x <= pos[0] < x + width and y <= pos[1] < y + height


def kept_on_screen(position: Point, old: Size, new: Size, screen: Size,
                   bars: tuple[int, int] = (0, 0)) -> Point:
    """Where a window that changes size goes (its top-left corner): it grows or shrinks
    about its centre, so a new board stays where the player left the old one, then moves
    just enough to lie whole on a ``screen`` whose ``bars`` (the title bar above the
    window, the task bar below) it must not go under; a window larger than the screen
    keeps its top-left corner on it.  One whose corner is off this screen is on another
    monitor, whose bounds SDL does not give: it stays where it is."""
    if not (0 <= position[0] < screen[0] and 0 <= position[1] < screen[1]):
        return position
    x = position[0] - (new[0] - old[0]) // 2
    y = position[1] - (new[1] - old[1]) // 2
    top, bottom = bars
    return (min(max(x, 0), max(screen[0] - new[0], 0)),
            min(max(y, top), max(screen[1] - bottom - new[1], top)))
