"""The in-game menu: items, their geometry and which one the pointer is on.

Pure data and geometry; the app decides what an item's action does and the
renderer draws it, so every screen stays inside the one game loop.  A panel with
more rows than the window holds shows a window of them and scrolls (the help).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol

from game.ui.layout import MARGIN, Rect, contains

ITEM_HEIGHT = 26
MIN_ROW_HEIGHT = 18
PANEL_PADDING = 8
PANEL_WIDTH = 300
TEXT_INSET = 10  # between a row's edges and its words


class Window(Protocol):
    """Any game's layout: panels only need the window's size."""

    @property
    def size(self) -> tuple[int, int]: ...


class Chrome(Window, Protocol):
    """What every game's layout places the same way: the status bar's shared buttons and
    the footer's text."""

    @property
    def status_bar(self) -> Rect: ...

    @property
    def face(self) -> Rect: ...

    @property
    def menu_button(self) -> Rect: ...

    @property
    def footer(self) -> Rect: ...

    @property
    def footer_text(self) -> Rect: ...


RowKind = Literal["item", "heading", "text"]  # a choice; a title; a line to read


@dataclass(frozen=True)
class MenuItem:
    label: str
    key: str  # the keyboard shortcut shown beside the label
    action: str  # "" for a row that only informs: clicking it does nothing
    kind: RowKind = "item"


@dataclass
class Menu:
    items: list[MenuItem]
    highlighted: int | None = None
    row_height: int = ITEM_HEIGHT
    width: int = PANEL_WIDTH  # at most: a narrow window gets a narrower panel
    reading: bool = False  # a page to read: the arrow keys scroll it
    top: int = 0  # the first row shown, when the rows outnumber the window's room
    band: tuple[int, int] | None = None  # the span of y it keeps within (between the bars)

    def panel(self, layout: Window) -> Rect:
        """Centred in the window (on a small board it may cover the status bar), or in its
        band."""
        window_width, window_height = layout.size
        width = panel_width(self.width, layout)
        height = self.shown(layout) * self._row_height(layout) + 2 * PANEL_PADDING
        if self.band is not None:
            top, room = self._room(layout)
            return (window_width - width) // 2, top + max((room - height) // 2, 0), width, height
        return (window_width - width) // 2, max((window_height - height) // 2, 4), width, height

    def _room(self, layout: Window) -> tuple[int, int]:
        """Where the panel may start, and the height it may take."""
        if self.band is None:
            return 4, layout.size[1] - 8
        return self.band[0], self.band[1] - self.band[0]

    def _row_height(self, layout: Window) -> int:
        """Rows shrink (to a readable minimum) so the panel fits a small window."""
        room = (self._room(layout)[1] - 2 * PANEL_PADDING) // len(self.items)
        return max(min(self.row_height, room), MIN_ROW_HEIGHT)

    def shown(self, layout: Window) -> int:
        """How many rows the window has room for (all of them unless the panel scrolls)."""
        room = self._room(layout)[1] - 2 * PANEL_PADDING
        return max(1, min(len(self.items), room // self._row_height(layout)))

    def scrolls(self, layout: Window) -> bool:
        return self.shown(layout) < len(self.items)

    def scroll(self, rows: int, layout: Window) -> None:
        """Show rows further down (or up, for a negative count), within the list."""
        self.top = min(max(self.top + rows, 0), len(self.items) - self.shown(layout))

    def item_rect(self, layout: Window, index: int) -> Rect:
        x, y, width, _ = self.panel(layout)
        row = self._row_height(layout)
        return (x + PANEL_PADDING, y + PANEL_PADDING + (index - self.top) * row,
                width - 2 * PANEL_PADDING, row)

    def visible(self, layout: Window) -> range:
        """The indices of the rows on show."""
        return range(self.top, self.top + self.shown(layout))

    def item_at(self, layout: Window, pos: tuple[int, int]) -> int | None:
        return next((i for i in self.visible(layout)
                     if contains(self.item_rect(layout, i), pos)), None)

    def move_highlight(self, step: int, layout: Window) -> None:
        """Arrow keys walk the items that do something, wrapping around; the panel
        scrolls to keep the highlighted one in view."""
        choices = [i for i, item in enumerate(self.items) if item.action]
        if not choices:
            return
        at = choices.index(self.highlighted) if self.highlighted in choices else None
        current = -1 if at is None and step > 0 else (at or 0)
        self.highlighted = choices[(current + step) % len(choices)]
        shown = self.visible(layout)
        if self.highlighted not in shown:
            self.scroll(self.highlighted - (shown.start if self.highlighted < shown.start
                                            else shown.stop - 1), layout)


def panel_width(wanted: int, layout: Window) -> int:
    """A panel's width: as wanted, unless the window is narrower."""
    return min(wanted, layout.size[0] - 2 * MARGIN)


def text_width(wanted: int, layout: Window) -> int:
    """The room for words in a row of a panel ``wanted`` pixels wide."""
    return panel_width(wanted, layout) - 2 * PANEL_PADDING - 2 * TEXT_INSET
