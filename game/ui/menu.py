"""The in-game menu: items, their geometry and which one the pointer is on.

Pure data and geometry; the app decides what an item's action does and the
renderer draws it, so every screen stays inside the one game loop.  A panel with
more rows than the window holds shows a window of them and scrolls (the help).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Protocol

from game.ui.frame import MARGIN, Frame
from game.ui.layout import Rect, contains

ITEM_HEIGHT = 26
MIN_ROW_HEIGHT = 18
PANEL_PADDING = 8
PANEL_WIDTH = 340
TEXT_INSET = 10  # between a row's edges and its words


class Window(Protocol):
    """Any game's layout: panels only need the window's size."""

    @property
    def size(self) -> tuple[int, int]: ...


class Chrome(Window, Protocol):
    """What every game's layout places the same way: the status bar's shared buttons and
    the footer's text, and the frame's measures (a phone's fingertip rows)."""

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

    @property
    def frame(self) -> Frame: ...


# A choice; a title; a line to read; a line between groups of choices.
RowKind = Literal["item", "heading", "text", "separator"]
SEPARATOR_HEIGHT = 5
LINE_GAP = 4  # above and below the lines of a row whose words take two


@dataclass(frozen=True)
class MenuItem:
    label: str
    key: str  # the keyboard shortcut shown beside the label (never on a touch screen)
    action: str  # "" for a row that only informs: clicking it does nothing
    kind: RowKind = "item"
    checked: bool | None = None  # a check mark (the current difficulty), or a switch's state
    switch: bool = False  # a setting turned on and off: drawn as a switch, not a check
    enabled: bool = True  # greyed: nothing to act on now (Redo with nothing undone)

    @property
    def acts(self) -> bool:
        """Whether choosing the row does something now."""
        return bool(self.action) and self.enabled


def separator() -> MenuItem:
    return MenuItem("", "", "", kind="separator")


@dataclass
class Menu:
    items: list[MenuItem]
    highlighted: int | None = None
    row_height: int = ITEM_HEIGHT
    width: int = PANEL_WIDTH  # at most: a narrow window gets a narrower panel
    reading: bool = False  # a page to read: the arrow keys scroll it
    top: int = 0  # the first row shown, when the rows outnumber the window's room
    lines: dict[int, tuple[int, int]] = field(default_factory=dict)  # wrapped rows: lines, each
    name: str = ""  # which panel, in words no translation changes: "options", "help"...
    shows_board: bool = False  # the board stays drawn around it (the review points at cells)

    def panel(self, layout: Chrome) -> Rect:
        """Between the status bar and the footer (see :func:`placed`): the rows shrink,
        then scroll, to fit there."""
        heights = self.heights(layout)
        shown = sum(heights[self.top:self.top + self.shown(layout)])
        height = max(shown, self._tallest_view(layout)) + 2 * PANEL_PADDING
        return placed(layout.frame.grown(self.width), height, layout)  # wider as text grows

    def _tallest_view(self, layout: Chrome) -> int:
        """A scrolling panel keeps one height whichever rows it shows."""
        if not self.scrolls(layout):
            return 0
        return min(sum(self.heights(layout)), self._room(layout) - 2 * PANEL_PADDING)

    def _room(self, layout: Chrome) -> int:
        """The height the panel may take: the band between the bars, or the whole window
        when that saves a menu scrolling, the rows fitting it (not the band) at their
        smallest: Beginner's window shows the whole menu.  A page to read keeps to the band."""
        band_top, band_bottom = band(layout)
        separators = sum(item.kind == "separator" for item in self.items)
        frame = layout.frame
        row = frame.menu_row if frame.touch else max(MIN_ROW_HEIGHT, frame.mouse_row)
        smallest = (len(self.items) - separators) * row \
            + separators * SEPARATOR_HEIGHT + 2 * PANEL_PADDING
        in_band = band_bottom - band_top
        whole = not self.reading and in_band < smallest <= layout.size[1]
        return layout.size[1] if whole else in_band

    def _row_height(self, layout: Chrome) -> int:
        """Rows shrink (to a readable minimum) so the panel fits a small window."""
        separators = sum(item.kind == "separator" for item in self.items)
        room = self._room(layout) - 2 * PANEL_PADDING - separators * SEPARATOR_HEIGHT
        return max(min(self.row_height, room // max(1, len(self.items) - separators)),
                   MIN_ROW_HEIGHT)

    def heights(self, layout: Chrome) -> list[int]:
        """Each row's height: a choice is a fingertip tall on a touch screen (with a mouse,
        as tall as the frame's scale makes its words), a row whose words wrap holds its
        lines, a separator is a thin gap."""
        base, frame = self._row_height(layout), layout.frame
        # a fingertip on a touch screen; with a mouse, the row grows with the frame's text
        finger = frame.menu_row if frame.touch else frame.mouse_row
        heights = []
        for index, item in enumerate(self.items):
            if item.kind == "separator":
                heights.append(SEPARATOR_HEIGHT)
                continue
            count, each = self.lines.get(index, (1, 0))
            words = count * each + 2 * LINE_GAP if count > 1 else 0
            heights.append(max(base, words, finger if item.action else 0))
        return heights

    def shown(self, layout: Chrome) -> int:
        """How many rows from the top one the window has room for."""
        return _fitting(self.heights(layout)[self.top:], self._room(layout) - 2 * PANEL_PADDING)

    def scrolls(self, layout: Chrome) -> bool:
        return self.top > 0 or self.shown(layout) < len(self.items)

    def scroll(self, rows: int, layout: Chrome) -> None:
        """Show rows further down (or up, for a negative count), within the list."""
        heights, room = self.heights(layout), self._room(layout) - 2 * PANEL_PADDING
        last = next(top for top in range(len(heights))
                    if _fitting(heights[top:], room) == len(heights) - top)
        self.top = min(max(self.top + rows, 0), last)

    def item_rect(self, layout: Chrome, index: int) -> Rect:
        x, y, width, _ = self.panel(layout)
        heights = self.heights(layout)
        above = sum(heights[self.top:index]) if index >= self.top \
            else -sum(heights[index:self.top])
        return (x + PANEL_PADDING, y + PANEL_PADDING + above, width - 2 * PANEL_PADDING,
                heights[index])

    def visible(self, layout: Chrome) -> range:
        """The indices of the rows on show."""
        return range(self.top, self.top + self.shown(layout))

    def item_at(self, layout: Chrome, pos: tuple[int, int]) -> int | None:
        return next((i for i in self.visible(layout)
                     if contains(self.item_rect(layout, i), pos)), None)

    def move_highlight(self, step: int, layout: Chrome) -> None:
        """Arrow keys walk the items that do something, wrapping around; the panel
        scrolls to keep the highlighted one in view."""
        choices = [i for i, item in enumerate(self.items) if item.acts]
        if not choices:
            return
        at = choices.index(self.highlighted) if self.highlighted in choices else None
        current = -1 if at is None and step > 0 else (at or 0)
        self.highlighted = choices[(current + step) % len(choices)]
        shown = self.visible(layout)
        if self.highlighted not in shown:
            self.scroll(self.highlighted - (shown.start if self.highlighted < shown.start
                                            else shown.stop - 1), layout)


def _fitting(heights: list[int], room: int) -> int:
    """How many of the rows (at least one) fit one after another in ``room``."""
    total, count = 0, 0
    for height in heights:
        total += height
        if total > room:
            break
        count += 1
    return max(1, count)


def band(layout: Chrome) -> tuple[int, int]:
    """The span of y a panel keeps within: below the status bar, whose counters stay in
    view, and above the footer."""
    bar, footer = layout.status_bar, layout.footer
    if footer[1] <= bar[1] + bar[3]:  # one column beside the board holds both: the height
        return MARGIN, layout.size[1] - MARGIN
    return bar[1] + bar[3] + 2, footer[1] - 2


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
