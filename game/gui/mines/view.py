"""How Minesweeper's window moves its view: scroll, zoom, follow the cursor, re-fit.

Mixed into :class:`~game.gui.mines.window.MinesApp`.  The geometry is pure
(:mod:`game.ui.viewport`); the raw drags, wheel turns, pinches and resizes arrive
through :class:`~game.gui.view_input.ViewInput`, which calls the hooks below.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.mines.board import Cell
from game.gui.host import touch_screen, window_room
from game.gui.mines.actions import MinesActions
from game.gui.view_input import ViewInput
from game.ui.frame import FOOTER_LINES
from game.ui.layout import MIN_HEIGHT, Layout, fitted, screen_tile, with_footer
from game.ui.viewport import Point, Size, next_tile

if TYPE_CHECKING:
    from pygame.event import Event


class MinesView(MinesActions):
    """The view hooks of Minesweeper's window; the window supplies its layout and renderer."""

    view_input: ViewInput
    _layout: Layout | None

    def handle(self, event: Event) -> None:
        """Over the board, drags, the wheel and pinches move the view; the rest is play."""
        over_board = self.panel is None and self.dialog is None
        if not (over_board and self.view_input.handle(event)):
            super().handle(event)

    def fit_window(self, columns: int, rows: int) -> None:
        """Open a window for a board of another size, fitted to the screen."""
        if self._layout is None or self._layout.board_size != (columns, rows):
            self.open_window(self._fitted(columns, rows, window_room()))

    def fit_page(self, room: Size) -> None:
        """A turned phone or resized page: the window fits it as at the start (never
        smaller than its bars need: the page shrinks that), the view keeps its place."""
        layout = self.layout
        room = (max(room[0], layout.frame.min_width), max(room[1], MIN_HEIGHT))
        self.open_window(replace(self._fitted(layout.columns, layout.rows, room),
                                 offset=layout.offset))

    def _fitted(self, columns: int, rows: int, room: Size) -> Layout:
        """The player's zoom, else the screen's tile: one that fills a touch screen."""
        return fitted(columns, rows, room, self.settings.tile or None, touch_screen())

    def fit_footer(self, lines: int) -> None:
        """A text longer than the footer holds: the footer takes the lines it needs."""
        lines = max(lines, FOOTER_LINES)
        if lines != self.layout.footer_lines:
            layout = with_footer(self.layout, lines, window_room())
            if layout.size == self.layout.size:
                self.show(layout)
            else:
                self.open_window(layout)

    def show(self, layout: Layout) -> None:
        self._layout = layout
        self.renderer.set_layout(layout)

    def zoom(self, steps: int, anchor: Point | None = None) -> None:
        """Another tile size, remembered; the board under ``anchor`` stays put."""
        tile = next_tile(self.layout.tile, steps)
        self.update_settings(tile=tile)
        zoomed = self.layout.zoomed(tile, anchor or self.layout.cell_centre(self._middle()))
        size = fitted(zoomed.columns, zoomed.rows, window_room(), tile, zoomed.touch).size
        if size == zoomed.size:
            self.show(zoomed)
        else:  # the window grows or shrinks with a board it can show whole
            self.open_window(replace(zoomed, window=size))
        if self.panel is not None:
            self.open_options()

    def _middle(self) -> Cell:
        x0, y0, x1, y1 = self.layout.viewport.visible()
        return (x0 + x1) // 2, (y0 + y1) // 2

    def resized(self, size: Size) -> None:
        """The player resized the window: the same game, laid out in the new size."""
        layout = self.layout
        size = (max(size[0], layout.frame.min_width), max(size[1], MIN_HEIGHT))  # the bars
        tile = self.settings.tile or screen_tile(layout.columns, layout.rows, size, layout.touch)
        self.open_window(Layout(layout.columns, layout.rows, tile, size, layout.offset,
                                layout.touch))

    def cancel_press(self) -> None:
        self.pointer.reset()
        self.touch, self.hover = None, None

    def move_cursor(self, step: str) -> None:
        """The view follows the keyboard cursor."""
        super().move_cursor(step)
        if self.cursor is not None:
            self.show(self.layout.following(self.cursor))

    def show_hint(self) -> None:
        """A hint on a large board may point out of view: the view goes to it."""
        super().show_hint()
        if self.hint is not None:
            self.show(self.layout.following(self.hint.cell))
