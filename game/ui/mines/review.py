"""The post-game review panel: the tallies, then the clicks worth a look, each named by
its time, what it was and the verdict, never by coordinates the board does not show.

Choosing a click's row (the pointer on it, a tap, the arrow keys) outlines its cell on the
board, and for an avoidable guess the safe cell it passed over in another colour, named
by that colour as Sudoku's hint names its cells.  The panel moves aside so the outlined
cells stay in sight: beside them where the window is wide enough, else above or below
them, its rows scrolling in the room left.  Pure: geometry and words, no screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.core.mines.replays import GUESSES, Review, Verdict
from game.i18n import N_, _, ngettext
from game.ui.frame import MARGIN
from game.ui.layout import Cell, Layout, Rect
from game.ui.menu import (
    PANEL_PADDING,
    Chrome,
    Menu,
    MenuItem,
    band,
    panel_width,
)
from game.ui.panels import INFO_ROW_HEIGHT

# What a review calls a click (the core's words, shown translated).
VERDICT_NAMES = {"deduction": N_("deduction"), "forced guess": N_("forced guess"),
                 "avoidable guess": N_("avoidable guess"), "wasted": N_("wasted")}
# What the click was, in the words the help's table of controls uses.
CLICK_NAMES = {"O": N_("Open a cell"), "F": N_("Flag a cell"), "C": N_("Chord")}
CLICK, SAFE = "click", "safe"  # the outlines' roles: the renderer gives each its colour
SPOTS = ("right", "left", "between")  # where the panel may go (between: above, below or
# between the cells), the first free one taken
FEWEST_ROWS = 3  # shrunk above or below the cells, the panel still shows this many
WIDTH = 400  # a click's time, what it was and its verdict on one line, where there is room


@dataclass
class ReviewMenu(Menu):
    """The review's rows, and which cells each click's row outlines on the board."""

    clicks: dict[int, Verdict] = field(default_factory=dict)  # by the index of its row
    shows_board: bool = True
    spot: str = SPOTS[0]  # where it went last: kept while it leaves the cells in sight
    shown_ms: int | None = None  # the moment a replay behind the panel was taken to

    chosen_row: int | None = None  # checked: the click the board shows
    # frames left to bring the chosen row into view (the first draw measures the rows'
    # words); then a finger or the wheel may scroll it away
    to_view: int = 0

    def choose(self, row: int) -> None:
        """Show the click of this row (a click, a tap, an arrow key; not the pointer
        passing over it, as the panel may move away from under the pointer)."""
        if row not in self.clicks:
            return
        self.chosen_row = self.highlighted = row
        self.to_view = 2
        self.items = [replace(item, checked=True if index == row else None)
                      for index, item in enumerate(self.items)]

    def move_highlight(self, step: int, layout: Chrome) -> None:
        super().move_highlight(step, layout)
        if self.highlighted is not None:
            self.choose(self.highlighted)

    def chosen(self) -> Verdict | None:
        return None if self.chosen_row is None else self.clicks.get(self.chosen_row)

    def outlines(self) -> dict[Cell, str]:
        """The chosen click's cells and their roles (none while no click is chosen)."""
        verdict = self.chosen()
        if verdict is None:
            return {}
        safe = {} if verdict.safe_cell is None else {verdict.safe_cell: SAFE}
        return {(verdict.move.x, verdict.move.y): CLICK, **safe}

    def moment_to_show(self) -> int | None:
        """The time just before the chosen click, if a replay behind the panel is not
        there yet (it is taken there once: the player may play on from it)."""
        verdict = self.chosen()
        if verdict is None or verdict.at_ms == self.shown_ms:
            return None
        self.shown_ms = verdict.at_ms
        return verdict.at_ms - 1

    def panel(self, layout: Chrome) -> Rect:
        """Where :meth:`Menu.panel` puts it, moved to the first spot clear of the cells."""
        rect = super().panel(layout)
        cells = self._cells(layout)
        if not cells:
            return rect
        spots = self._spots(rect, layout, cells)
        order = [self.spot, *(name for name in SPOTS if name != self.spot)]
        self.spot = next((name for name in order if not _covered(spots[name], cells)),
                         min(order, key=lambda name: _covered(spots[name], cells)))
        return spots[self.spot]

    def _room(self, layout: Chrome) -> int:
        """Too wide to sit beside the cells, the panel keeps to the tallest span of the
        band between them (its rows scroll)."""
        room = super()._room(layout)
        cells = self._cells(layout)
        if not cells or self._beside(layout, cells):
            return room
        top, bottom = _tallest_gap(cells, layout)
        fewest = 2 * PANEL_PADDING + FEWEST_ROWS * self.row_height
        return min(room, max(bottom - top, fewest))

    def _beside(self, layout: Chrome, cells: list[Rect]) -> bool:
        """Whether a panel at the window's left or right edge clears the cells' columns."""
        width = panel_width(self.width, layout)
        return min(cell[0] for cell in cells) >= MARGIN + width or \
            max(cell[0] + cell[2] for cell in cells) <= layout.size[0] - MARGIN - width

    def _spots(self, rect: Rect, layout: Chrome, cells: list[Rect]) -> dict[str, Rect]:
        x, y, width, height = rect
        top, bottom = _tallest_gap(cells, layout)
        if y < band(layout)[0]:  # taller than the band: it covers the window from the top
            return dict.fromkeys(SPOTS, rect)
        return {"right": (layout.size[0] - MARGIN - width, y, width, height),
                "left": (MARGIN, y, width, height),
                "between": (x, top + max(bottom - top - height, 0) // 2, width, height)}

    def _cells(self, layout: Chrome) -> list[Rect]:
        """Where the outlined cells are on the window (none: nothing outlined)."""
        if not isinstance(layout, Layout):
            return []
        return [layout.cell_rect(cell) for cell in self.outlines()]

    def keep_chosen_in_view(self, layout: Chrome) -> None:
        """A panel that shrank to clear the cells still shows the row just chosen."""
        chosen = self.chosen_row
        if chosen is None or not self.to_view:
            return
        self.to_view -= 1
        self.top = min(self.top, chosen)
        while chosen not in self.visible(layout):  # rows differ in height: one at a time
            self.top += 1


def _tallest_gap(cells: list[Rect], layout: Chrome) -> tuple[int, int]:
    """The tallest span of the band that no outlined cell's row crosses."""
    start, bottom = band(layout)
    gaps = []
    for top, low in sorted((cell[1], cell[1] + cell[3]) for cell in cells):
        gaps.append((start, top))
        start = max(start, low)
    gaps.append((start, bottom))
    return max(gaps, key=lambda gap: gap[1] - gap[0])


def _covered(panel: Rect, cells: list[Rect]) -> int:
    """How much of the cells the panel covers, in square pixels."""
    return sum(_overlap(panel, cell) for cell in cells)


def _overlap(panel: Rect, cells: Rect) -> int:
    """How much of a cell the panel covers, in square pixels."""
    width = min(panel[0] + panel[2], cells[0] + cells[2]) - max(panel[0], cells[0])
    height = min(panel[1] + panel[3], cells[1] + cells[3]) - max(panel[1], cells[1])
    return max(width, 0) * max(height, 0)


def review_panel(review: Review, clicks: int = 8) -> ReviewMenu:
    """The post-game review: the tallies, then the clicks worth a look (guesses, wasted
    clicks, the losing move), as many as ``clicks``; the first of them chosen."""
    numbers = review.numbers
    outcome = _("lost") if review.losing else _("won") if numbers.completed else _("unfinished")
    rows = [
        (_("Review"), outcome),
        (_("Deductions"), str(review.count("deduction"))),
        (_("Guesses (avoidable)"),
         f"{review.count(*GUESSES)} ({review.count('avoidable guess')})"),
        (_("Wasted clicks"), str(review.count("wasted"))),
        (_("3BV/s · efficiency"), f"{numbers.three_bv_per_second:.2f} · {numbers.ioe:.0%}"),
        ("Isl · hZiNi · ZiNi", f"{numbers.islands} · {numbers.hzini} · {numbers.zini}"),
        ("RQP · STNB", f"{numbers.rqp:.2f} · {numbers.stnb:.2f}"),  # the community's own
        ("Path", f"{numbers.path_px:.0f}"),  # abbreviations and words, in every language
    ]
    items = [MenuItem(label, value, "") for label, value in rows]
    marks = {}
    notable = [verdict for verdict in review.verdicts
               if verdict.kind in (*GUESSES, "wasted") or verdict.lost]
    for verdict in notable[:clicks]:
        marks[len(items)] = verdict
        items += _click_rows(verdict, len(items))
    panel = ReviewMenu(items, clicks=marks, row_height=INFO_ROW_HEIGHT, width=WIDTH,
                       name="review")
    panel.choose(min(marks, default=-1))
    return panel


def _click_rows(verdict: Verdict, index: int) -> list[MenuItem]:
    """A click as a row that shows it on the board when chosen (its time, what it was,
    the verdict), and for an avoidable guess a second row naming the safe cell by the
    colour of its outline."""
    label = _("{seconds:.1f} s").format(seconds=verdict.at_ms / 1000) + " · " + \
        _(CLICK_NAMES[verdict.move.kind])
    kind = _(VERDICT_NAMES.get(verdict.kind, verdict.kind))
    value = f"{kind} {verdict.odds:.0%}" if verdict.kind in GUESSES else kind
    rows = [MenuItem(label, value + (" · " + _("lost") if verdict.lost else ""),
                     f"review_click:{index}")]
    if verdict.safe_cell is not None:
        rows.append(MenuItem("   " + _("safe instead"), ngettext(
            "the blue-outlined cell", "the blue-outlined cells", 1), ""))
    return rows


def outlined_cells(panel: Menu | None) -> dict[Cell, str]:
    """The cells the open panel outlines on the board: a review's chosen click's."""
    return panel.outlines() if isinstance(panel, ReviewMenu) else {}
