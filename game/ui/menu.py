"""The in-game menu: items, their geometry and which one the pointer is on.

Pure data and geometry; the app decides what an item's action does and the
renderer draws it, so every screen stays inside the one game loop.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.ui.layout import MARGIN, Rect, contains

ITEM_HEIGHT = 26
MIN_ROW_HEIGHT = 18
PANEL_PADDING = 8
PANEL_WIDTH = 300


class Window(Protocol):
    """Any game's layout: panels only need the window's size."""

    @property
    def size(self) -> tuple[int, int]: ...


class Chrome(Window, Protocol):
    """What every game's layout places the same way: the status bar's shared buttons and
    the footer's text."""

    @property
    def face(self) -> Rect: ...

    @property
    def menu_button(self) -> Rect: ...

    @property
    def footer(self) -> Rect: ...

    @property
    def footer_text(self) -> Rect: ...


@dataclass(frozen=True)
class MenuItem:
    label: str
    key: str  # the keyboard shortcut shown beside the label
    action: str


@dataclass
class Menu:
    items: list[MenuItem]
    highlighted: int | None = None
    row_height: int = ITEM_HEIGHT
    width: int = PANEL_WIDTH  # as wide as the window allows; wide tables ask for more

    def panel(self, layout: Window) -> Rect:
        """Centred in the window: on a small board it may cover the status bar."""
        window_width, window_height = layout.size
        width = min(self.width, window_width - 2 * MARGIN)
        height = len(self.items) * self._row_height(layout) + 2 * PANEL_PADDING
        return (window_width - width) // 2, max((window_height - height) // 2, 4), width, height

    def _row_height(self, layout: Window) -> int:
        """Rows shrink (to a readable minimum) so the panel fits a small window."""
        room = (layout.size[1] - 8 - 2 * PANEL_PADDING) // len(self.items)
        return max(min(self.row_height, room), MIN_ROW_HEIGHT)

    def item_rect(self, layout: Window, index: int) -> Rect:
        x, y, width, _ = self.panel(layout)
        row = self._row_height(layout)
        return x + PANEL_PADDING, y + PANEL_PADDING + index * row, width - 2 * PANEL_PADDING, row

    def item_at(self, layout: Window, pos: tuple[int, int]) -> int | None:
        return next((i for i in range(len(self.items))
                     if contains(self.item_rect(layout, i), pos)), None)

    def move_highlight(self, step: int) -> None:
        """Arrow keys walk the items, wrapping around."""
        current = -1 if self.highlighted is None and step > 0 else (self.highlighted or 0)
        self.highlighted = (current + step) % len(self.items)
