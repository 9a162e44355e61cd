"""Where everything sits in the Sudoku window: pure geometry, no pygame.

The frame is Minesweeper's: a :class:`~game.ui.layout.Layout` measured in pixels
(one-pixel tiles) gives the status bar, its buttons and the footer around a
content area, so both games share one look.  Inside that area sit the grid,
with thick lines between boxes, and the number row under it, one key per
column.  On a wide, low screen (a phone on its side) that column leaves the grid
too small, so the grid takes the whole height at the left and the frame stands
beside it, holding the number keys as a 3x3 keypad.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.sudoku.grid import SIDE
from game.ui.frame import DESKTOP, FINGER, FOOTER_LINES, MARGIN, Frame
from game.ui.layout import Cell, Layout, Rect, board_room, contains

CELL = 64  # the largest cell a window opens with; a smaller screen gets smaller ones
LARGEST_CELL = 96  # the largest a window the player made larger gets
MIN_CELL = 36  # three 14 px pencil marks still fit across a cell
THIN = 1  # the line between two cells of a box
THICK = 3  # the line between boxes and around the grid
BOX = 3
LINES = (SIDE // BOX + 1) * THICK + (SIDE - SIDE // BOX) * THIN
KEY_GAP = 8  # between the grid and the number row
KEY_HEIGHT = 52
TIMER_WIDTH = 112  # "mm:ss" in the counter font
PAD_KEY = (64, KEY_HEIGHT)  # a key of the landscape keypad
PAD_SIDE = (3 * PAD_KEY[0] + 2 * KEY_GAP, 3 * PAD_KEY[1] + 2 * KEY_GAP)


def cell_offset(index: int, cell: int = CELL) -> int:
    """Pixels from the grid's edge to column (or row) ``index``: lines come first."""
    boxes = index // BOX
    return THICK + index * cell + boxes * THICK + (index - boxes) * THIN


def fitted_layout(screen: tuple[int, int], touch: bool = False,
                  window: tuple[int, int] | None = None) -> SudokuLayout:
    """Minesweeper's rule for Sudoku: the largest cell (up to CELL) at which the grid and
    the number keys fit the screen, never below MIN_CELL; beside the frame when that
    gives a larger cell than under the status bar (a phone on its side).  On a touch
    screen too narrow for nine fingertip keys in a row, they take two rows.  A ``window``
    the player sized keeps its size, the cells following it (up to LARGEST_CELL), the
    grid centred in it."""
    largest = CELL if window is None else LARGEST_CELL
    frame = Frame.for_tile(0, touch) if touch else DESKTOP
    width, height = board_room(screen, frame)
    key_rows = 2 if touch and (width - LINES) // SIDE < FINGER else 1
    keys = key_rows * KEY_HEIGHT + (key_rows - 1) * KEY_GAP
    upright = min((width - LINES) // SIDE, (height - LINES - KEY_GAP - keys) // SIDE)
    lying = min(screen[1] - 2 * MARGIN, screen[0] - 2 * MARGIN - frame.min_width) - LINES
    lying //= SIDE
    if lying > upright and lying >= MIN_CELL and screen[0] > screen[1]:
        layout = SudokuLayout(min(largest, lying), landscape=True, frame=frame)
    else:
        layout = SudokuLayout(max(MIN_CELL, min(largest, upright)), frame=frame,
                              key_rows=key_rows)
    if window is None:
        return layout
    return replace(layout, window=(max(window[0], layout.size[0]),
                                   max(window[1], layout.size[1])))


@dataclass(frozen=True)
class SudokuLayout:
    """Rectangles of the Sudoku window, for one cell size and arrangement (see
    :func:`fitted_layout`)."""

    cell: int = CELL
    landscape: bool = False  # the frame beside the grid, the keys a keypad in it
    frame: Frame = DESKTOP  # the status bar's and footer's measures
    key_rows: int = 1  # upright: the number keys in one row under the columns, or two
    footer_lines: int = FOOTER_LINES  # more while a long hint needs them
    window: tuple[int, int] | None = None  # the size the player gave it, else the grid's

    @property
    def _keys_height(self) -> int:
        return self.key_rows * KEY_HEIGHT + (self.key_rows - 1) * KEY_GAP

    @property
    def grid_side(self) -> int:
        return SIDE * self.cell + LINES

    @property
    def chrome(self) -> Layout:
        """Minesweeper's frame around the grid and the number row, or (landscape) beside
        the grid around the keypad, as tall as the grid's column."""
        frame = self.frame
        window = None if self.window is None else (self.window[0] - self._left, self.window[1])
        if not self.landscape:
            return Layout(self.grid_side, self.grid_side + KEY_GAP + self._keys_height, 1,
                          window, fixed_frame=frame, footer_lines=self.footer_lines)
        bars = frame.status_height + MARGIN + frame.footer_height_for(self.footer_lines)
        return Layout(PAD_SIDE[0], max(self.grid_side + 2 * MARGIN - bars, PAD_SIDE[1]), 1,
                      window, fixed_frame=frame, footer_lines=self.footer_lines)

    @property
    def _left(self) -> int:
        """Where the frame starts: the window's edge, or right of the grid's column."""
        return self.grid_side + 2 * MARGIN if self.landscape else 0

    def _placed(self, rect: Rect) -> Rect:
        return rect[0] + self._left, rect[1], rect[2], rect[3]

    @property
    def size(self) -> tuple[int, int]:
        width, height = self.chrome.size
        return self._left + width, height

    @property
    def grid(self) -> Rect:
        left, top = (MARGIN, MARGIN) if self.landscape else self.chrome.board[:2]
        return left, top, self.grid_side, self.grid_side

    # ----- the frame shared with Minesweeper ---------------------------------------
    @property
    def status_bar(self) -> Rect:
        return self._placed(self.chrome.status_bar)

    @property
    def menu_button(self) -> Rect:
        return self._placed(self.chrome.menu_button)

    @property
    def lives(self) -> Rect:
        """Where Minesweeper counts mines left."""
        return self._placed(self.chrome.left_counter)

    @property
    def face(self) -> Rect:
        return self._placed(self.chrome.face)

    @property
    def timer(self) -> Rect:
        """Minesweeper's timer, widened to the left for minutes and seconds."""
        x, y, width, height = self._placed(self.chrome.timer)
        face_x, _, face_width, _ = self.face
        left = max(x + width - TIMER_WIDTH, face_x + face_width + 2)  # a phone's narrow bar
        return left, y, x + width - left, height

    @property
    def notes_toggle(self) -> Rect:
        """Where Minesweeper has its hint button."""
        return self._placed(self.chrome.right_button)

    @property
    def footer(self) -> Rect:
        return self._placed(self.chrome.footer)

    @property
    def footer_text(self) -> Rect:
        """The footer left of the hint button."""
        x, y, _, height = self._placed(self.chrome.footer_text)
        return x, y, self.hint_button[0] - 4 - x, height

    @property
    def erase_button(self) -> Rect:
        """Where Minesweeper has its flag-mode toggle: a touch player's Delete key."""
        return self._placed(self.chrome.footer_toggle)

    @property
    def hint_button(self) -> Rect:
        """Left of the erase button, its size: the next logical step, for touch players."""
        x, y, width, height = self.erase_button
        return x - 4 - width, y, width, height

    # ----- the grid and the number row -------------------------------------------------
    def cell_rect(self, cell: Cell) -> Rect:
        left, top, _, _ = self.grid
        size = self.cell
        return left + cell_offset(cell[0], size), top + cell_offset(cell[1], size), size, size

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        """The cell under a window position; None off the grid or on a line."""
        left, top, _, _ = self.grid
        x, y = _index_at(pos[0] - left, self.cell), _index_at(pos[1] - top, self.cell)
        return None if x is None or y is None else (x, y)

    def cell_centre(self, cell: Cell) -> tuple[int, int]:
        x, y, size, _ = self.cell_rect(cell)
        return x + size // 2, y + size // 2

    def key_rect(self, digit: int) -> Rect:
        """The number row's key for ``digit`` (1-9), under the grid's column ``digit - 1``;
        in landscape, the keypad's key (1 2 3 on its top row, as on a phone's dial)."""
        if self.landscape:
            x, y, width, height = self._placed(self.chrome.board)
            row, column = divmod(digit - 1, BOX)
            return (x + (width - PAD_SIDE[0]) // 2 + column * (PAD_KEY[0] + KEY_GAP),
                    y + (height - PAD_SIDE[1]) // 2 + row * (PAD_KEY[1] + KEY_GAP), *PAD_KEY)
        top = self.grid[1] + self.grid_side + KEY_GAP
        if self.key_rows == 1:
            return self.cell_rect((digit - 1, 0))[0], top, self.cell, KEY_HEIGHT
        return self._wide_key(digit, top)

    def _wide_key(self, digit: int, top: int) -> Rect:
        """Two rows under the grid, 1 to 5 above 6 to 9, each key as wide as five share."""
        per_row = -(-SIDE // self.key_rows)
        row, column = divmod(digit - 1, per_row)
        width = (self.grid_side - (per_row - 1) * KEY_GAP) // per_row
        return (self.grid[0] + column * (width + KEY_GAP), top + row * (KEY_HEIGHT + KEY_GAP),
                width, KEY_HEIGHT)

    def key_at(self, pos: tuple[int, int]) -> int | None:
        return next((d for d in range(1, SIDE + 1) if contains(self.key_rect(d), pos)), None)


def _index_at(offset: int, cell: int) -> int | None:
    return next((i for i in range(SIDE)
                 if cell_offset(i, cell) <= offset < cell_offset(i, cell) + cell), None)
