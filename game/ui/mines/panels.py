"""What Minesweeper's panels say: its menu, its options, the review, the record notice,
and its help pages.

Pure: built from the game's state as lists of rows, so the renderer draws one kind of
panel and tests can read the texts without a screen; the statistics are in
:mod:`game.ui.mines.stats_panel`, the rows every game shares in :mod:`game.ui.panels`.

The review names each click worth a look by its time, what it was and the verdict, never
by coordinates the board does not show.  Choosing a click's row (a click, a tap, the arrow
keys) outlines its cell on the board, and for an avoidable guess the safe cell it passed
over in green, named by that colour as Sudoku's hint names its cells.  The panel
moves aside so the outlined cells stay in sight: beside them where the window is wide
enough, else above, below or between them, its rows scrolling in the room left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from game.core.mines.game import MINES, MINES_SETTINGS
from game.core.mines.game_id import PRESET_NAMES, SIZES
from game.core.mines.replays import GUESSES, Review, Verdict
from game.core.mines.stats import BEST_SPEED, BEST_TIME, GameRecord
from game.core.settings import Settings
from game.i18n import N_, _
from game.ui.frame import MARGIN
from game.ui.help import Section, key_sections
from game.ui.input import Binding
from game.ui.layout import Cell, Layout, Rect
from game.ui.menu import PANEL_PADDING, Chrome, Menu, MenuItem, band, panel_width
from game.ui.mines.keys import MINES_KEYS
from game.ui.panels import (
    INFO_ROW_HEIGHT,
    checked,
    greyed,
    grouped,
    keyed,
    play_items,
    seconds,
    shared_options,
    switch,
)


def preset_label(name: str) -> str:
    width, height, mines = SIZES[name]
    return f"{_(PRESET_NAMES[name])} {width}×{height} · {mines}"


def difficulty_name(name: str) -> str:
    """A preset's name as the player reads it; a custom board's size as it is."""
    known = PRESET_NAMES.get(name)
    return name if known is None else _(known)


def main_menu(*, finished: bool, game: str, daily: str | None = None,
              board: str | None = None, can_undo: bool = True, can_redo: bool = True) -> Menu:
    """The ≡ menu, in groups between separators: the board, the game's steps, help from
    the solver, looking back (statistics, replays, the game ID), settings and help, the
    other games.  Each item names its keyboard shortcut; ``board`` (the preset in play)
    carries a check mark; Undo and Redo are greyed with nothing to take back or bring
    again, the solver's items once the game is over.  ``daily``: the daily board's item,
    which may carry the streak.  (A replay file to watch is chosen in Replays….)"""
    boards = [checked(keyed(MINES_KEYS, preset_label(name), f"difficulty:{name}"),
                      name == board) for name in SIZES]
    boards += [keyed(MINES_KEYS, _("Custom board…"), "custom"),
               keyed(MINES_KEYS, daily or _("Daily board"), "daily")]
    steps = [greyed(keyed(MINES_KEYS, _("Undo"), "undo"), can_undo),
             greyed(keyed(MINES_KEYS, _("Redo"), "redo"), can_redo)]
    solver = [greyed(keyed(MINES_KEYS, label, action), not finished) for label, action in (
        (_("Hint"), "hint"), (_("Solve (stops at guesses)"), "solve"),
        (_("Solve, guessing too"), "solve:guess"))]
    looking_back = [keyed(MINES_KEYS, _("Statistics"), "stats"),
                    keyed(MINES_KEYS, _("Replays…"), "replays")]
    if finished:
        looking_back += [keyed(MINES_KEYS, _("Watch replay"), "replay"),
                         keyed(MINES_KEYS, _("Share replay"), "share_replay"),
                         keyed(MINES_KEYS, _("Review game"), "review")]
    looking_back += [keyed(MINES_KEYS, _("Copy game ID"), "copy_id"),
                     keyed(MINES_KEYS, _("Open game ID…"), "open_id")]
    settings = [keyed(MINES_KEYS, _("Options…"), "options"),
                keyed(MINES_KEYS, _("Help and about…"), "help")]
    return Menu(grouped(boards, steps, solver, looking_back, settings,
                        play_items(game, MINES_KEYS)), name="menu")


def options_menu(settings: Settings, theme_label: str, fullscreen: bool | None = None) -> Menu:
    """Choices that are remembered, board options applying from the next game, and (in a
    browser that can) full screen; the live counters, and the player's name that exported
    replays carry (its row opens a dialog to type it)."""
    params = settings.of(MINES_SETTINGS)
    return Menu([
        switch(MINES_KEYS, _("No guessing"), "no_guess", params.no_guess),
        switch(MINES_KEYS, _("Question marks"), "question_marks", params.question_marks),
        switch(MINES_KEYS, _("Live counters"), "live_counters", settings.live_counters),
        MenuItem(_("Player name: {name}").format(name=settings.player_name) if
                 settings.player_name else _("Player name: none"), "", "player_name"),
        *shared_options(settings, theme_label, fullscreen),
        keyed(MINES_KEYS, _("Zoom in ({size} px)").format(size=settings.tile) if settings.tile
              else _("Zoom in (fits the screen)"), "zoom:1"),
        keyed(MINES_KEYS, _("Zoom out"), "zoom:-1"),
        MenuItem(_("← Back"), "", "menu"),
    ], name="options")


# What a review calls a click (the core's words, shown translated).
VERDICT_NAMES = {"deduction": N_("deduction"), "forced guess": N_("forced guess"),
                 "avoidable guess": N_("avoidable guess"), "wasted": N_("wasted")}
# What the click was, in the words the help's table of controls uses.
CLICK_NAMES = {"O": N_("Open a cell"), "F": N_("Flag a cell"), "C": N_("Chord")}
CLICK, SAFE = "click", "safe"  # the outlines' roles: the renderer gives each its colour
# Where the panel may go, the first that clears the cells taken: at the window's right or
# left edge, or between them (above, below or between the cells, in the tallest gap).
SPOTS = ("right", "left", "between")
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
        self.spot = next((name for name in order if _clear(spots[name], cells)), self.spot)
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
        width = panel_width(layout.frame.grown(self.width), layout)
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


def _clear(panel: Rect, cells: list[Rect]) -> bool:
    """Whether the panel leaves every cell uncovered."""
    x, y, width, height = panel
    return all(cell[0] >= x + width or cell[0] + cell[2] <= x or cell[1] >= y + height
               or cell[1] + cell[3] <= y for cell in cells)


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
        rows.append(MenuItem("   " + _("safe instead"), _("the green cell"), ""))
    return rows


def outlined_cells(panel: Menu | None) -> dict[Cell, str]:
    """The cells the open panel outlines on the board: a review's chosen click's."""
    return panel.outlines() if isinstance(panel, ReviewMenu) else {}


AIDED_NOTICE = N_("no records for this game now (hint, undo or solve)")


def record_notice(record: GameRecord, bests: frozenset[str], rank: int | None = None,
                  unsaved: str = "") -> str:
    """The footer's word on a finished game that set a record or entered the ten best
    times (``rank``), or won aided ("" else); ``unsaved``: why the statistics could not
    be saved, so that no record is claimed as kept when it is not."""
    if record.won and record.aided:
        return _("You win, aided: {seconds:.2f} s sets no record").format(
            seconds=record.seconds)
    news = []
    if BEST_TIME in bests:
        news.append(_("best time {seconds:.2f} s").format(seconds=record.seconds))
    if BEST_SPEED in bests:
        news.append(_("best 3BV/s {speed:.2f}").format(speed=record.three_bv_per_second))
    if news:
        notice = _("New record! {news}").format(news=" · ".join(news))
    elif rank is not None:
        notice = _("#{rank} of your ten best times: {time}").format(
            rank=rank, time=seconds(record.time_cs))
    else:
        return ""
    return notice + " · " + _("not saved: {reason}").format(reason=unsaved) if unsaved \
        else notice


def mines_sections(keys: Sequence[Binding], replay_keys: Sequence[Binding]) -> list[Section]:
    return [
        Section(_("Minesweeper"), (
            _("Open every cell that holds no mine. A number tells how many of the eight "
            "cells around it hide a mine; flag the cells you know are mines."),
            _("The first click is always safe and opens an area. Opening a mine loses the "
            "game; undo takes the fatal click back, but the loss stays in the statistics."),
            _("Clicking a number whose flags are all placed opens its other neighbours at "
            "once (a chord). With a wrong flag among them, you lose."))),
        Section(_("Mouse and touch"), controls=(
            (_("Open a cell"), _("left click, tap")),
            (_("Flag, question mark (if on), clear"), _("right click")),
            (_("Flag a cell"), _("long press, or tap with flag mode")),
            (_("Chord"), _("click a number, both buttons, middle")),
            (_("Flag mode on or off"), _("the flag button")), (_("New game"), _("the face")),
            (_("Menu"), _("the menu button")), (_("Hint"), _("the ? button")),
            (_("Scroll a large board"), _("wheel, middle drag, two fingers")),
            (_("Zoom"), _("Ctrl+wheel, pinch")))),
        *key_sections(MINES.name, (_("Keys"), keys),
                      (_("Keys while watching a replay"), replay_keys)),
        Section(_("No guessing"), (
            _("With no guessing on (Options), every board can be solved by logic alone from "
            "the first click: you never have to guess a 50/50. Boards are searched for "
            "while you wait; off, the mines fall at random as in the classic game."),)),
        Section(_("Timer"), (
            _("The clock runs from the first opening to the end, and stops while the game is "
            "paused: P, any panel over the board, or the window losing focus. Statistics "
            "and replays count played time only."),)),
        Section(_("Live counters"), (
            _("With live counters on (Options), the footer shows while you play: the time "
            "to the hundredth, the 3BV solved of all, 3BV/s, clicks (all, then left/right/"
            "chord), IOE and the pointer's path (Path), as when watching a replay."),)),
    ]
