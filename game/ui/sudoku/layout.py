"""Where everything sits in the Sudoku window: pure geometry, no pygame.

The frame is Minesweeper's: the status bar (menu button, lives, face, timer) and
the footer come from a :class:`~game.ui.layout.Layout`, so both games share one
look.  Between them sit the grid, with thick lines between boxes, the action row
(Undo, Erase, Notes, Hint: a glyph over a word, as sudoku.com has them) and the
number keys, one under each column or in two rows.  On a wide, low screen (a
desktop, a phone on its side) that column leaves the grid too small, so the grid
takes the whole height at the left and a panel stands beside it: the bars, the
action row and the keys as a 3x3 keypad, both as large as the panel sensibly holds.
A window larger than all that (the player's, or a browser's page) keeps its size,
the grid and its panel centred in it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from game.core.sudoku.grid import SIDE
from game.ui.frame import DESKTOP, FINGER, FOOTER_LINES, MARGIN, Frame
from game.ui.layout import PAGE_FOOTER_LINES, Cell, Layout, Rect, contains

CELL = 64  # the largest cell a window opens with; a smaller screen gets smaller ones
LARGEST_CELL = 96  # the largest a window the player made larger (or a page) gets
MIN_CELL = 36  # three 14 px pencil marks still fit across a cell
THIN = 1  # the line between two cells of a box
THICK = 3  # the line between boxes and around the grid
BOX = 3
LINES = (SIDE // BOX + 1) * THICK + (SIDE - SIDE // BOX) * THIN
GAP = 8  # between the grid, the action row and the keys, and between keys
KEY_HEIGHT = 52
PAD_KEY_MOST = 112  # a keypad key's tallest: a desktop page's panel holds no larger
PANEL_MOST = 480  # the side panel's widest: on a wide page the rest is margin
TIMER_WIDTH = 112  # "mm:ss" in the counter font
ACTIONS = ("undo", "erase", "notes", "hint")  # the action row, left to right
ACTION_HEIGHT = 52  # a glyph over a word, a fingertip's target and more
ACTION_GAP = 4  # between two buttons of the action row
HINT_LINES = 5  # the longest hint's lines (German, on a phone): a page's footer keeps them


def cell_offset(index: int, cell: int = CELL) -> int:
    """Pixels from the grid's edge to column (or row) ``index``: lines come first."""
    boxes = index // BOX
    return THICK + index * cell + boxes * THICK + (index - boxes) * THIN


def fitted_layout(screen: tuple[int, int], touch: bool = False,
                  window: tuple[int, int] | None = None, *, fill: bool = False) -> SudokuLayout:
    """Minesweeper's rule for Sudoku: the largest cell (up to CELL) at which the grid, the
    action row and the number keys fit the screen, never below MIN_CELL; the panel beside
    the grid when that gives a larger cell (a phone on its side, a desktop).  On a touch
    screen too narrow for nine fingertip keys in a row, they take two rows.  A ``window``
    the player sized keeps its size, the cells following it (up to LARGEST_CELL), the grid
    centred in it; with ``fill`` the window is the screen (a browser's page), whose footer
    keeps room for a long hint (:func:`_roomiest_footer`), so that no hint moves the grid."""
    largest = CELL if window is None and not fill else LARGEST_CELL
    frame = Frame.for_tile(0, touch) if touch else DESKTOP
    lines = PAGE_FOOTER_LINES if fill else FOOTER_LINES
    bars = frame.status_height + GAP + MARGIN + frame.footer_height_for(lines)
    across = (screen[0] - 2 * MARGIN - LINES) // SIDE
    key_rows = 2 if touch and across < FINGER else 1
    keys = key_rows * KEY_HEIGHT + (key_rows - 1) * GAP
    upright = min(across, (screen[1] - bars - 2 * GAP - ACTION_HEIGHT - keys - LINES) // SIDE)
    lying = (min(screen[1] - 2 * MARGIN, screen[0] - 2 * MARGIN - frame.min_width) - LINES) // SIDE
    panel = bars + _pad_height(KEY_HEIGHT)
    if lying > upright and lying >= MIN_CELL and screen[0] > screen[1] >= panel:
        layout = SudokuLayout(min(largest, lying), landscape=True, frame=frame,
                              footer_lines=lines, fills=fill)
    else:
        layout = SudokuLayout(max(MIN_CELL, min(largest, upright)), frame=frame,
                              key_rows=key_rows, footer_lines=lines, fills=fill)
    if fill:
        layout = _roomiest_footer(layout, screen)
    wanted = screen if fill else window
    if wanted is None:
        return layout
    return replace(layout, window=(max(wanted[0], layout.size[0]),
                                   max(wanted[1], layout.size[1])))


def _roomiest_footer(layout: SudokuLayout, page: tuple[int, int]) -> SudokuLayout:
    """A page's footer holds HINT_LINES where the page has the room at the same cells, else
    as many lines as it has room for, never fewer than PAGE_FOOTER_LINES."""
    for lines in range(HINT_LINES, PAGE_FOOTER_LINES, -1):
        roomier = replace(layout, footer_lines=lines)
        if roomier.size[1] <= page[1]:  # (its lines take no width)
            return roomier
    return layout


def _pad_height(key: int) -> int:
    """The action row over a 3x3 keypad of ``key`` px keys."""
    return ACTION_HEIGHT + GAP + 3 * key + 2 * GAP


@dataclass(frozen=True)
class SudokuLayout:
    """Rectangles of the Sudoku window, for one cell size and arrangement (see
    :func:`fitted_layout`)."""

    cell: int = CELL
    landscape: bool = False  # the panel beside the grid, the keys a keypad in it
    frame: Frame = DESKTOP  # the status bar's and footer's measures
    key_rows: int = 1  # upright: the number keys in one row under the columns, or two
    footer_lines: int = FOOTER_LINES  # more while a long hint needs them (not on a page)
    window: tuple[int, int] | None = None  # the size the player or the page gave it
    fills: bool = False  # the window is the page: its footer never grows
    action_needs: tuple[int, ...] = ()  # each action button's narrowest, for its words

    @property
    def grid_side(self) -> int:
        return SIDE * self.cell + LINES

    @property
    def _keys_height(self) -> int:
        return self.key_rows * KEY_HEIGHT + (self.key_rows - 1) * GAP

    @property
    def _footer_height(self) -> int:
        return self.frame.footer_height_for(self.footer_lines)

    @cached_property
    def _panel_width(self) -> int:
        """The column of the bars: the window's width upright; beside the grid, what the
        window leaves, between the bars' narrowest and PANEL_MOST."""
        least = self.frame.min_width
        if not self.landscape:
            return max(self.grid_side + 2 * MARGIN, least) if self.window is None \
                else self.window[0]
        room = least if self.window is None else self.window[0] - self.grid_side - 2 * MARGIN
        return max(least, min(room, PANEL_MOST))

    @cached_property
    def _natural(self) -> tuple[int, int]:
        """The size that holds everything with no room to spare."""
        bars = self.frame.status_height + GAP + MARGIN + self._footer_height
        if self.landscape:
            return (self.grid_side + 2 * MARGIN + self._panel_width,
                    max(self.grid_side + 2 * MARGIN, bars + _pad_height(KEY_HEIGHT)))
        stack = self.grid_side + 2 * GAP + ACTION_HEIGHT + self._keys_height
        return self._panel_width, bars + stack

    @property
    def size(self) -> tuple[int, int]:
        return self.window or self._natural

    @cached_property
    def _spare(self) -> tuple[int, int]:
        """The window's room beyond what everything needs: shared on both sides."""
        width, height = self.size
        return (width - self._natural[0]) // 2, (height - self._natural[1]) // 2

    @cached_property
    def _panel_left(self) -> int:
        """Where the bars' column starts: the window's edge, or right of the grid's."""
        return self._spare[0] + self.grid_side + 2 * MARGIN if self.landscape else 0

    @cached_property
    def _bars(self) -> Layout:
        """Minesweeper's frame, the width of the bars' column, the window's height."""
        return Layout(1, 1, 1, (self._panel_width, self.size[1]), fixed_frame=self.frame,
                      footer_lines=self.footer_lines)

    def _placed(self, rect: Rect) -> Rect:
        return rect[0] + self._panel_left, rect[1], rect[2], rect[3]

    @cached_property
    def grid(self) -> Rect:
        if self.landscape:
            top = (self.size[1] - self.grid_side) // 2
            return self._spare[0] + MARGIN, top, self.grid_side, self.grid_side
        top = self.frame.status_height + GAP + self._spare[1]
        return (self.size[0] - self.grid_side) // 2, top, self.grid_side, self.grid_side

    # ----- the frame shared with Minesweeper ---------------------------------------
    @property
    def status_bar(self) -> Rect:
        return self._placed(self._bars.status_bar)

    @property
    def menu_button(self) -> Rect:
        return self._placed(self._bars.menu_button)

    @property
    def lives(self) -> Rect:
        """Where Minesweeper counts mines left."""
        return self._placed(self._bars.left_counter)

    @property
    def face(self) -> Rect:
        return self._placed(self._bars.face)

    @property
    def timer(self) -> Rect:
        """At the bar's right end, as wide as minutes and seconds need (narrower on a
        phone's bar, never over the face)."""
        x, _, width, _ = self.status_bar
        face_x, _, face_width, _ = self.face
        right = x + width - MARGIN
        left = max(right - TIMER_WIDTH, face_x + face_width + 2)
        _, top, _, counter = self._bars.timer
        return left, top, right - left, counter

    @property
    def footer(self) -> Rect:
        return self._placed(self._bars.footer)

    @property
    def footer_text(self) -> Rect:
        """The whole footer: its buttons moved to the action row."""
        x, y, width, height = self.footer
        return x, y, width - MARGIN, height

    # ----- the action row ----------------------------------------------------------------
    @cached_property
    def _action_row(self) -> Rect:
        """Under the grid (upright), or over the keypad beside it, as wide as either."""
        if self.landscape:
            x, y, width, _ = self._keypad
            return x, y, width, self._action_height
        x, y, width, height = self.grid
        return x, y + height + GAP, width, ACTION_HEIGHT

    @cached_property
    def _action_rects(self) -> dict[str, Rect]:
        x, y, width, height = self._action_row
        rects = {}
        for name, share in zip(ACTIONS, _shares(width, len(ACTIONS), self.action_needs),
                               strict=True):
            rects[name] = (x, y, share, height)
            x += share + ACTION_GAP
        return rects

    def action_rect(self, name: str) -> Rect:
        """The action row's button for ``name`` (one of ACTIONS)."""
        return self._action_rects[name]

    def action_at(self, pos: tuple[int, int]) -> str | None:
        return next((name for name, rect in self._action_rects.items() if contains(rect, pos)),
                    None)

    # ----- the grid and the number keys ---------------------------------------------------
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

    @cached_property
    def _keypad(self) -> Rect:
        """Beside the grid: the action row and the 3x3 keypad under it, as large as the
        panel holds (keys no taller than PAD_KEY_MOST, no wider than twice their height),
        centred between the bars."""
        key_width, key_height = self._pad_key
        width = 3 * key_width + 2 * GAP
        height = _pad_height(key_height) + self._action_height - ACTION_HEIGHT
        top, bottom = self._between_bars
        return (self._panel_left + (self._panel_width - width) // 2,
                top + (bottom - top - height) // 2, width, height)

    @cached_property
    def _between_bars(self) -> tuple[int, int]:
        return self.frame.status_height + GAP, self.size[1] - self._footer_height - MARGIN

    @cached_property
    def _pad_key(self) -> tuple[int, int]:
        """A keypad key's width and height (landscape)."""
        top, bottom = self._between_bars
        height = min((bottom - top - ACTION_HEIGHT - 3 * GAP) // 3, PAD_KEY_MOST)
        width = min((self._panel_width - 2 * MARGIN - 2 * GAP) // 3, 2 * height)
        return width, height

    @cached_property
    def _action_height(self) -> int:
        """Beside the grid, the action row grows with the keys (two thirds of one) while the
        panel has the room: a desktop's row stands in proportion to its keypad."""
        top, bottom = self._between_bars
        room = bottom - top - _pad_height(self._pad_key[1]) + ACTION_HEIGHT
        return max(ACTION_HEIGHT, min(room, 2 * self._pad_key[1] // 3))

    def key_rect(self, digit: int) -> Rect:
        """The number key for ``digit`` (1-9), under the grid's column ``digit - 1``; in
        landscape, the keypad's (1 2 3 on its top row, as on a phone's dial)."""
        if self.landscape:
            x, y, _, _ = self._keypad
            width, height = self._pad_key
            row, column = divmod(digit - 1, BOX)
            return (x + column * (width + GAP),
                    y + self._action_height + GAP + row * (height + GAP), width, height)
        top = self._action_row[1] + self._action_row[3] + GAP
        if self.key_rows == 1:
            return self.cell_rect((digit - 1, 0))[0], top, self.cell, KEY_HEIGHT
        return self._wide_key(digit, top)

    def _wide_key(self, digit: int, top: int) -> Rect:
        """Two rows under the grid, 1 to 5 above 6 to 9, each key as wide as five share."""
        per_row = -(-SIDE // self.key_rows)
        row, column = divmod(digit - 1, per_row)
        width = (self.grid_side - (per_row - 1) * GAP) // per_row
        return (self.grid[0] + column * (width + GAP), top + row * (KEY_HEIGHT + GAP),
                width, KEY_HEIGHT)

    def key_at(self, pos: tuple[int, int]) -> int | None:
        return next((d for d in range(1, SIDE + 1) if contains(self.key_rect(d), pos)), None)


def _shares(width: int, count: int, needs: tuple[int, ...]) -> list[int]:
    """``count`` buttons across ``width`` with ACTION_GAP between: equal, except that one
    whose words need more gets what it needs and the others share the rest (a German
    "Rückgängig" beside "Tipp"); the last takes the pixels left by rounding."""
    needs = needs or (0,) * count
    room = width - (count - 1) * ACTION_GAP
    fixed: dict[int, int] = {}
    while True:
        free = [index for index in range(count) if index not in fixed]
        share = (room - sum(fixed.values())) // max(len(free), 1)
        wider = [index for index in free if needs[index] > share]
        if not wider or len(wider) == len(free):
            break
        fixed.update((index, needs[index]) for index in wider)
    shares = [fixed.get(index, share) for index in range(count)]
    shares[-1] += room - sum(shares)
    return shares


def _index_at(offset: int, cell: int) -> int | None:
    return next((i for i in range(SIDE)
                 if cell_offset(i, cell) <= offset < cell_offset(i, cell) + cell), None)
