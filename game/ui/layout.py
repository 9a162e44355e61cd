"""Where everything sits on the window: pure geometry, no pygame.

The window has the size the screen gives it (``window``); the status bar and
footer span it, and the board shows through a :class:`~game.ui.viewport.Viewport`
between them, scrolled when it does not fit.  Without a window size the window
is sized to the whole board (Sudoku's fixed grid measures its frame that way).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from game.ui.viewport import MIN_TILE, Point, Size, Viewport, preset_tile

Rect = tuple[int, int, int, int]  # x, y, width, height
Cell = tuple[int, int]

MARGIN = 10
STATUS_HEIGHT = 64
FOOTER_HEIGHT = 28
MIN_WIDTH = 360
MIN_HEIGHT = 320  # room for the menus and the custom dialog over a tiny board
FACE_SIZE = 48
COUNTER_SIZE = (72, 44)
BUTTON_SIZE = (44, 44)
FLAG_TOGGLE_WIDTH = 40


@dataclass(frozen=True)
class Layout:
    """Rectangles of the status bar, board and footer for one board size."""

    columns: int
    rows: int
    tile: int
    window: Size | None = None  # None: as large as the whole board needs
    offset: Point = (0, 0)  # the viewport's scroll, clamped by it

    @property
    def size(self) -> tuple[int, int]:
        return self.window or whole_board_size(self.columns, self.rows, self.tile)

    @property
    def board_size(self) -> tuple[int, int]:
        """Columns and rows."""
        return self.columns, self.rows

    @cached_property
    def viewport(self) -> Viewport:
        width, height = self.size
        area = (MARGIN, STATUS_HEIGHT, max(1, width - 2 * MARGIN),
                max(1, height - STATUS_HEIGHT - MARGIN - FOOTER_HEIGHT))
        return Viewport(self.columns, self.rows, self.tile, area, self.offset)

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
    def status_bar(self) -> Rect:
        return 0, 0, self.size[0], STATUS_HEIGHT

    @property
    def footer(self) -> Rect:
        height = self.size[1]
        return 0, height - FOOTER_HEIGHT, self.size[0], FOOTER_HEIGHT

    @property
    def footer_text(self) -> Rect:
        """The footer left of the flag-mode toggle."""
        x, y, _, height = self.footer
        return x, y, self.footer_toggle[0] - 4, height

    @property
    def footer_toggle(self) -> Rect:
        """The footer's switch: Minesweeper's flag mode (a tap flags), Sudoku's eraser."""
        _, y, width, height = self.footer
        return width - MARGIN - FLAG_TOGGLE_WIDTH, y + 2, FLAG_TOGGLE_WIDTH, height - 4

    @property
    def face(self) -> Rect:
        return ((self.size[0] - FACE_SIZE) // 2, (STATUS_HEIGHT - FACE_SIZE) // 2,
                FACE_SIZE, FACE_SIZE)

    @property
    def menu_button(self) -> Rect:
        return MARGIN, (STATUS_HEIGHT - BUTTON_SIZE[1]) // 2, *BUTTON_SIZE

    @property
    def left_counter(self) -> Rect:
        """Mines left in Minesweeper, lives in Sudoku."""
        x = MARGIN + BUTTON_SIZE[0] + 8
        return x, (STATUS_HEIGHT - COUNTER_SIZE[1]) // 2, *COUNTER_SIZE

    @property
    def timer(self) -> Rect:
        x = self.size[0] - MARGIN - BUTTON_SIZE[0] - 8 - COUNTER_SIZE[0]
        return x, (STATUS_HEIGHT - COUNTER_SIZE[1]) // 2, *COUNTER_SIZE

    @property
    def right_button(self) -> Rect:
        """Mirrors the menu button on the right, so the face stays centred: Minesweeper's
        hint, Sudoku's notes."""
        x = self.size[0] - MARGIN - BUTTON_SIZE[0]
        return x, (STATUS_HEIGHT - BUTTON_SIZE[1]) // 2, *BUTTON_SIZE

    def cell_rect(self, cell: Cell) -> Rect:
        return self.viewport.cell_rect(cell)

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        """The board cell under a window position, or None where no cell shows."""
        return self.viewport.cell_at(pos)

    def cell_centre(self, cell: Cell) -> tuple[int, int]:
        x, y, size, _ = self.cell_rect(cell)
        return x + size // 2, y + size // 2


def whole_board_size(columns: int, rows: int, tile: int) -> Size:
    """The window that shows every cell, never smaller than the menus need."""
    width = max(columns * tile + 2 * MARGIN, MIN_WIDTH)
    height = STATUS_HEIGHT + rows * tile + MARGIN + FOOTER_HEIGHT
    return width, max(height, MIN_HEIGHT)


def board_room(screen: Size) -> Size:
    """What a screen-sized window leaves for the board once the bars take their share."""
    return screen[0] - 2 * MARGIN, screen[1] - STATUS_HEIGHT - MARGIN - FOOTER_HEIGHT


def fitted(columns: int, rows: int, screen: Size, tile: int | None = None,
           smallest: int = MIN_TILE) -> Layout:
    """The layout of a window opened on ``screen``: the preset tile (never under
    ``smallest``) unless the player zoomed (``tile``), and a window no larger than the
    screen nor than the board needs."""
    tile = tile or preset_tile(columns, rows, board_room(screen), smallest)
    wanted = whole_board_size(columns, rows, tile)
    return Layout(columns, rows, tile, (min(wanted[0], screen[0]), min(wanted[1], screen[1])))


def contains(rect: Rect, pos: tuple[int, int]) -> bool:
    x, y, width, height = rect
    return x <= pos[0] < x + width and y <= pos[1] < y + height
