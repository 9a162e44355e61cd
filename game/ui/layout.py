"""Where everything sits on the window: pure geometry, no pygame.

One fixed logical size per board (pygbag scales the canvas to the page), so
every position is computed once from the board size and tile size.
"""

from __future__ import annotations

from dataclasses import dataclass

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

    @property
    def size(self) -> tuple[int, int]:
        width = max(self.columns * self.tile + 2 * MARGIN, MIN_WIDTH)
        height = STATUS_HEIGHT + self.rows * self.tile + MARGIN + FOOTER_HEIGHT
        return width, max(height, MIN_HEIGHT)

    @property
    def board(self) -> Rect:
        width = self.columns * self.tile
        return (self.size[0] - width) // 2, STATUS_HEIGHT, width, self.rows * self.tile

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
        left, top, _, _ = self.board
        return left + cell[0] * self.tile, top + cell[1] * self.tile, self.tile, self.tile

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        """The board cell under a window position, or None off the board."""
        left, top, width, height = self.board
        x, y = pos[0] - left, pos[1] - top
        if 0 <= x < width and 0 <= y < height:
            return x // self.tile, y // self.tile
        return None

    def cell_centre(self, cell: Cell) -> tuple[int, int]:
        x, y, size, _ = self.cell_rect(cell)
        return x + size // 2, y + size // 2


def contains(rect: Rect, pos: tuple[int, int]) -> bool:
    x, y, width, height = rect
    return x <= pos[0] < x + width and y <= pos[1] < y + height
