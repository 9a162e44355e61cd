"""The sizes of the frame around a board: status bar, counters, face, buttons, footer, text.

On a desktop the frame grows and shrinks with the tiles, so a 48 px board at 1920x1080
does not sit under a bar drawn for 32 px tiles; on a touch screen it keeps the size at
which every button is a fingertip's target (44 CSS px each way, Apple's and Google's
guidance) whatever the cells.  Pure numbers, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

BASE_TILE = 32  # the tile the frame's reference sizes below were drawn for
SMALLEST_SCALE, LARGEST_SCALE = 0.75, 1.5  # the frames of 24 px and 48 px tiles
MARGIN = 10
FINGER = 44  # the smallest target a finger hits surely, in CSS pixels
FOOTER_LINES = 2  # a long hint wraps onto a second line rather than being shortened
READABLE = 14  # the smallest text, in CSS pixels
LINE_SPACING = 1.2  # a line of text's height, per pixel of font size


@dataclass(frozen=True)
class Frame:
    """The frame's measures at one scale; ``touch`` raises every target to a fingertip."""

    scale: float = 1.0
    touch: bool = False

    @classmethod
    def for_tile(cls, tile: int, touch: bool = False) -> Frame:
        """In proportion to the tile on a desktop; at full size, never less, on a phone."""
        if touch:
            return cls(1.0, touch=True)
        return cls(min(max(tile / BASE_TILE, SMALLEST_SCALE), LARGEST_SCALE))

    def px(self, size: float) -> int:
        return round(size * self.scale)

    def grown(self, size: float) -> int:
        """A panel's measure: larger with the frame's larger text, never smaller."""
        return round(size * max(self.scale, 1.0))

    def _target(self, size: float) -> int:
        return max(self.px(size), FINGER) if self.touch else self.px(size)

    @cached_property
    def status_height(self) -> int:
        return max(self.px(64), self.button[1] + 8)

    @cached_property
    def face(self) -> int:
        return max(self.px(48), FINGER) if self.touch else self.px(48)

    @cached_property
    def counter(self) -> tuple[int, int]:
        return self.px(72), self.px(44)

    @cached_property
    def button(self) -> tuple[int, int]:
        """The menu button and its mirror right of the timer."""
        return self._target(44), self._target(44)

    @cached_property
    def toggle_width(self) -> int:
        """The footer's buttons (flag mode, Sudoku's erase and hint)."""
        return self._target(40)

    # ----- text: it grows with the tiles, and never shrinks below READABLE -------------
    @cached_property
    def footer_font(self) -> int:
        return max(self.px(14), READABLE)

    @cached_property
    def label_font(self) -> int:
        return max(self.px(16), READABLE)

    @cached_property
    def counter_font(self) -> int:
        return self.px(32)

    @cached_property
    def glyph_font(self) -> int:
        return self.px(16)

    @cached_property
    def footer_height(self) -> int:
        """Two lines of the footer's text, and a fingertip's buttons on a touch screen."""
        return self.footer_height_for(FOOTER_LINES)

    @cached_property
    def line_height(self) -> int:
        return round(self.footer_font * LINE_SPACING)

    def footer_height_for(self, lines: int) -> int:
        """A footer holding ``lines`` lines (a long hint's), never under its buttons."""
        height = lines * self.line_height + 6
        return max(height, FINGER + 4) if self.touch else height

    @cached_property
    def menu_row(self) -> int:
        """A menu row: a fingertip's height on a touch screen."""
        return self._target(26)

    @cached_property
    def mouse_row(self) -> int:
        """The least menu row with a mouse: a line of the frame's larger words (half as
        large again at 48 px tiles); at the base size or smaller, rows may shrink to fit
        a small window (0: no least)."""
        return round(self.label_font * LINE_SPACING) + 4 if self.scale > 1 else 0

    @cached_property
    def side_width(self) -> int:
        """The column that holds the bars beside the board on a wide, low page: the
        buttons and face on one row, the two counters under them, then the footer."""
        buttons = 2 * self.button[0] + self.face + 16
        counters = 2 * self.counter[0] + 8
        return 2 * MARGIN + max(buttons, counters, self.switch_width)

    @cached_property
    def side_status_height(self) -> int:
        """The bars' two rows in that column."""
        return self.status_height + self.counter[1] + 8

    @cached_property
    def switch_width(self) -> int:
        """Minesweeper's flag-mode switch on a touch screen: two labelled halves, open and
        flag (a mouse has its right button: there it is a glyph's button)."""
        return 2 * self._target(64) if self.touch else self.toggle_width

    @cached_property
    def min_width(self) -> int:
        """The narrowest window whose status bar holds its buttons, counters and face."""
        side = MARGIN + self.button[0] + 8 + self.counter[0]
        return max(360, 2 * side + self.face + 8)


DESKTOP = Frame()  # the frame of 32 px tiles with a mouse
