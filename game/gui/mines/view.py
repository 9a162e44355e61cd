"""How Minesweeper's window moves its view: scroll, zoom, follow the cursor, re-fit.

The view object of :class:`~game.gui.mines.front.MinesFront`.  The geometry is pure
(:mod:`game.ui.viewport`); the raw drags, wheel turns, pinches and resizes arrive
through :class:`~game.gui.view_input.ViewInput`, which calls the methods below.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.cells import Cell
from game.gui.host import fills_page, touch_screen, window_room
from game.gui.view_input import ViewInput
from game.ui.frame import FOOTER_LINES
from game.ui.layout import MIN_HEIGHT, Layout, fitted, screen_tile, with_footer
from game.ui.mines.replay_player import CONTROLS
from game.ui.viewport import Point, Size, next_tile

if TYPE_CHECKING:
    from game.gui.mines.parts import MinesParts


class MinesView:
    """The front's view: which part of the board the window shows, at which tile size."""

    def __init__(self, front: MinesParts) -> None:
        self.front = front
        self.view_input = ViewInput(self)

    @property
    def layout(self) -> Layout:
        return self.front.layout

    def show(self, layout: Layout) -> None:
        self.front.show(layout)

    def cancel_press(self) -> None:
        """A press became a drag or a two-finger gesture: it must not play."""
        front = self.front
        front.pointer.reset()
        front.touch, front.hover = None, None

    def fit_window(self, columns: int, rows: int) -> None:
        """Open a window for a board of another size, fitted to the screen (again when a
        replay's band comes or goes)."""
        shown = self.front.shown
        if shown is None or shown.board_size != (columns, rows) \
                or shown.replay_controls != self._replay_controls():
            self.front.open_window(self._fitted(columns, rows, window_room()))

    def _replay_controls(self) -> int:
        """The replay's buttons while one is watched, else none."""
        return 0 if self.front.player is None else len(CONTROLS)

    def fit_page(self, room: Size) -> None:
        """A turned phone or resized page: the window fits it as at the start (never
        smaller than its bars need: the page shrinks that), the view keeps its place."""
        layout = self.layout
        if not fills_page():
            room = (max(room[0], layout.frame.min_width), max(room[1], MIN_HEIGHT))
        self.front.open_window(replace(self._fitted(layout.columns, layout.rows, room),
                                       offset=layout.offset))

    def _fitted(self, columns: int, rows: int, room: Size) -> Layout:
        """The player's zoom, else the screen's tile: one that fills a touch screen."""
        return fitted(columns, rows, room, self.front.window.settings.tile or None,
                      touch_screen(), fill=fills_page(), replay_controls=self._replay_controls())

    def fit_footer(self, lines: int) -> None:
        """A text longer than the footer holds: the footer takes the lines it needs."""
        lines = max(lines, FOOTER_LINES)
        if lines != self.layout.footer_lines:
            layout = with_footer(self.layout, lines, window_room())
            if layout.size == self.layout.size:
                self.show(layout)
            else:
                self.front.open_window(layout)

    def zoom(self, steps: int, anchor: Point | None = None) -> None:
        """Another tile size, remembered; the board under ``anchor`` stays put."""
        window, layout = self.front.window, self.layout
        tile = next_tile(layout.tile, steps)
        window.update_settings(tile=tile)
        zoomed = layout.zoomed(tile, anchor or layout.cell_centre(self._middle()))
        fit = fitted(zoomed.columns, zoomed.rows, window_room(), tile, zoomed.touch,
                     fill=zoomed.fills, replay_controls=zoomed.replay_controls)
        size = fit.size
        if zoomed.fills and fit.side != zoomed.side:  # the page's bars go where more shows
            self.show(fit)
        elif size == zoomed.size:
            self.show(zoomed)
        else:  # the window grows or shrinks with a board it can show whole
            self.front.open_window(replace(zoomed, window=size))
        if window.panel is not None:
            self.front.open_options()

    def action_zoom(self, steps: str) -> None:
        self.zoom(int(steps))

    def _middle(self) -> Cell:
        x0, y0, x1, y1 = self.layout.viewport.visible()
        return (x0 + x1) // 2, (y0 + y1) // 2

    def resized(self, size: Size) -> None:
        """The player resized the window: the same game, laid out in the new size."""
        layout = self.layout
        size = (max(size[0], layout.frame.min_width), max(size[1], MIN_HEIGHT))  # the bars
        tile = self.front.window.settings.tile or screen_tile(layout.columns, layout.rows,
                                                              size, layout.touch)
        self.front.open_window(Layout(layout.columns, layout.rows, tile, size, layout.offset,
                                      layout.touch, replay_controls=layout.replay_controls))
