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
    name: str = ""  # which panel, in words no translation changes: "options", "help"...

    def panel(self, layout: Chrome) -> Rect:
        """Between the status bar and the footer (see :func:`placed`): the rows shrink,
        then scroll, to fit there."""
        height = self.shown(layout) * self._row_height(layout) + 2 * PANEL_PADDING
        return placed(self.width, height, layout)

    def _row_height(self, layout: Chrome) -> int:
        """Rows shrink (to a readable minimum) so the panel fits a small window."""
        room = (_room(layout) - 2 * PANEL_PADDING) // len(self.items)
        return max(min(self.row_height, room), MIN_ROW_HEIGHT)

    def shown(self, layout: Chrome) -> int:
        """How many rows the window has room for (all of them unless the panel scrolls)."""
        room = _room(layout) - 2 * PANEL_PADDING
        return max(1, min(len(self.items), room // self._row_height(layout)))

    def scrolls(self, layout: Chrome) -> bool:
        return self.shown(layout) < len(self.items)

    def scroll(self, rows: int, layout: Chrome) -> None:
        """Show rows further down (or up, for a negative count), within the list."""
        self.top = min(max(self.top + rows, 0), len(self.items) - self.shown(layout))

    def item_rect(self, layout: Chrome, index: int) -> Rect:
        x, y, width, _ = self.panel(layout)
        row = self._row_height(layout)
        return (x + PANEL_PADDING, y + PANEL_PADDING + (index - self.top) * row,
                width - 2 * PANEL_PADDING, row)

    def visible(self, layout: Chrome) -> range:
        """The indices of the rows on show."""
        return range(self.top, self.top + self.shown(layout))

    def item_at(self, layout: Chrome, pos: tuple[int, int]) -> int | None:
        return next((i for i in self.visible(layout)
                     if contains(self.item_rect(layout, i), pos)), None)

    def move_highlight(self, step: int, layout: Chrome) -> None:
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


def band(layout: Chrome) -> tuple[int, int]:
    """The span of y a panel keeps within: below the status bar, whose counters stay in
    view, and above the footer."""
    bar, footer = layout.status_bar, layout.footer
    return bar[1] + bar[3] + 2, footer[1] - 2


def _room(layout: Chrome) -> int:
    """The height a panel may take."""
    top, bottom = band(layout)
    return bottom - top


def placed(width: int, height: int, layout: Chrome) -> Rect:
    """A panel or dialog ``width`` by ``height`` (narrower in a narrow window) centred in
    the band; one too tall for it covers the whole status bar instead, from the top of the
    window, rather than cutting through the counters."""
    window_width, window_height = layout.size
    width = panel_width(width, layout)
    top, bottom = band(layout)
    if height <= bottom - top:
        return (window_width - width) // 2, top + (bottom - top - height) // 2, width, height
    return 0, 0, window_width, min(height, window_height)


def panel_width(wanted: int, layout: Window) -> int:
    """A panel's width: as wanted, unless the window is narrower."""
    return min(wanted, layout.size[0] - 2 * MARGIN)


def text_width(wanted: int, layout: Window) -> int:
    """The room for words in a row of a panel ``wanted`` pixels wide."""
    return panel_width(wanted, layout) - 2 * PANEL_PADDING - 2 * TEXT_INSET
