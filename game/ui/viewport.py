"""Which part of a board the window shows, and at what tile size: pure geometry, no pygame.

A board of any size is drawn into a window that fits the screen.  The viewport is
the board area of that window plus a scroll offset: the board pixel shown at the
area's top-left corner.  Everything here is a value computed from a few integers,
so scrolling, zooming around a point and following the cursor are tested without
a screen, and the renderer only ever draws the cells :meth:`Viewport.visible` names.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.settings import TILE_SIZES

Rect = tuple[int, int, int, int]  # x, y, width, height
Cell = tuple[int, int]
Point = tuple[int, int]
Size = tuple[int, int]
Span = tuple[int, int, int, int]  # first column, first row, column after, row after

MIN_TILE = 24  # a digit in a tile stays readable and a mouse can still hit the tile
TOUCH_TILE = 28  # a fingertip's smallest sure cell in CSS pixels, where a phone's board pans
MAX_TILE = 48  # past this a small board only grows, it shows nothing more
# Every preset gets the tile at which Expert fits the screen, so Beginner and Expert
# look like one game; only boards larger than Expert shrink further (down to MIN_TILE).
REFERENCE_BOARD = (30, 16)
INDICATOR = 6  # thickness of the scroll-position bars beside the board area
INDICATOR_GAP = 4  # between the board area's edge and its bar (the bevel is 3 px)
MIN_THUMB = 8  # a bar's thumb stays visible on a 1000-cell board


def next_tile(tile: int, steps: int) -> int:
    """The tile size ``steps`` zoom steps away, stopping at the smallest and largest."""
    smaller = [index for index, size in enumerate(TILE_SIZES) if size <= tile]
    index = (smaller[-1] if smaller else 0) + steps
    return TILE_SIZES[min(max(index, 0), len(TILE_SIZES) - 1)]


def _least_scroll(start: int, size: int, room: int) -> int:
    """How far to scroll along one axis so that ``size`` pixels from ``start`` (from the
    area's edge) show in ``room``."""
    if size > room:
        return start
    return min(start, 0) or max(start + size - room, 0)


def _axis_offset(offset: int, board: int, area: int, centre: bool) -> int:
    """A board shorter than its area sits still (centred or at the start);
    a longer one scrolls no further than its last pixel."""
    if board <= area:
        return -((area - board) // 2) if centre else 0
    return min(max(offset, 0), board - area)


@dataclass(frozen=True)
class Viewport:
    """A board of ``columns`` x ``rows`` tiles seen through ``area`` (window pixels)."""

    columns: int
    rows: int
    tile: int
    area: Rect
    offset: Point = (0, 0)  # board pixel at the area's top-left; always clamped
    middle: bool = False  # a short board sits halfway down its area (a page it fills)

    def __post_init__(self) -> None:
        x = _axis_offset(self.offset[0], self.columns * self.tile, self.area[2], centre=True)
        y = _axis_offset(self.offset[1], self.rows * self.tile, self.area[3],
                         centre=self.middle)
        object.__setattr__(self, "offset", (x, y))

    @property
    def scrolls(self) -> bool:
        """Whether some of the board is out of sight."""
        return (self.columns * self.tile > self.area[2]
                or self.rows * self.tile > self.area[3])

    @property
    def board(self) -> Rect:
        """The part of the window the board covers: the area, or less for a small board."""
        ax, ay, width, height = self.area
        left, top = ax - self.offset[0], ay - self.offset[1]
        x0, y0 = max(ax, left), max(ay, top)
        x1 = min(ax + width, left + self.columns * self.tile)
        y1 = min(ay + height, top + self.rows * self.tile)
        return x0, y0, max(0, x1 - x0), max(0, y1 - y0)

    def scrolled(self, dx: int, dy: int) -> Viewport:
        return replace(self, offset=(self.offset[0] + dx, self.offset[1] + dy))

    def cell_rect(self, cell: Cell) -> Rect:
        """Where a cell is on the window; it may lie outside the area."""
        left = self.area[0] - self.offset[0] + cell[0] * self.tile
        top = self.area[1] - self.offset[1] + cell[1] * self.tile
        return left, top, self.tile, self.tile

    def cell_at(self, pos: Point) -> Cell | None:
        """The cell under a window position, or None off the board or outside the area."""
        x, y, width, height = self.board
        if not (x <= pos[0] < x + width and y <= pos[1] < y + height):
            return None
        return ((pos[0] - self.area[0] + self.offset[0]) // self.tile,
                (pos[1] - self.area[1] + self.offset[1]) // self.tile)

    def board_point(self, pos: Point, scale: int = 16) -> Point:
        """A window position on the board's own plane, in pixels of ``scale``-pixel cells
        (replay files' unit), whether or not it lies over the board."""
        return ((pos[0] - self.area[0] + self.offset[0]) * scale // self.tile,
                (pos[1] - self.area[1] + self.offset[1]) * scale // self.tile)

    def cells_in(self, rect: Rect) -> Span:
        """The cells a window rectangle touches, clipped to the board (may be empty)."""
        x, y, width, height = rect
        bx, by = x - self.area[0] + self.offset[0], y - self.area[1] + self.offset[1]
        first = (max(bx // self.tile, 0), max(by // self.tile, 0))
        after = (min(-(-(bx + width) // self.tile), self.columns),
                 min(-(-(by + height) // self.tile), self.rows))
        return first[0], first[1], max(after[0], first[0]), max(after[1], first[1])

    def visible(self) -> Span:
        """The cells any part of which shows: the only ones the renderer draws."""
        return self.cells_in(self.board)

    def following(self, cell: Cell) -> Viewport:
        """The least scroll that brings ``cell`` wholly into the area (a cell larger than
        the area: its start at the area's)."""
        x, y, tile, _ = self.cell_rect(cell)
        ax, ay, width, height = self.area
        return self.scrolled(_least_scroll(x - ax, tile, width),
                             _least_scroll(y - ay, tile, height))

    def zoomed(self, tile: int, anchor: Point) -> Viewport:
        """Another tile size, keeping the board point under ``anchor`` where it is."""
        ax, ay = anchor[0] - self.area[0], anchor[1] - self.area[1]
        bx, by = (ax + self.offset[0]) / self.tile, (ay + self.offset[1]) / self.tile
        offset = (round(bx * tile - ax), round(by * tile - ay))
        return replace(self, tile=tile, offset=offset)

    def indicators(self) -> list[tuple[Rect, Rect]]:
        """Scroll-position bars (track, thumb) beside the area, for each axis that scrolls:
        where the view is on the board, at a glance, without covering a cell."""
        ax, ay, width, height = self.area
        bars = []
        board_width, board_height = self.columns * self.tile, self.rows * self.tile
        if board_width > width:
            track = (ax, ay + height + INDICATOR_GAP, width, INDICATOR)
            bars.append((track, _thumb(track, self.offset[0], board_width, horizontal=True)))
        if board_height > height:
            track = (ax + width + INDICATOR_GAP, ay, INDICATOR, height)
            bars.append((track, _thumb(track, self.offset[1], board_height, horizontal=False)))
        return bars


def _thumb(track: Rect, offset: int, board: int, *, horizontal: bool) -> Rect:
    """The part of a track that stands for the visible part of the board."""
    x, y, width, height = track
    length = width if horizontal else height
    size = max(MIN_THUMB, length * length // board)
    start = (length - size) * offset // max(board - length, 1)
    return (x + start, y, size, height) if horizontal else (x, y + start, width, size)
