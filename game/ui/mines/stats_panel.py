"""Minesweeper's statistics panel: every difficulty and mode, in a plain view and four
detailed ones ("tabs").

The panel opens on the *plain* view: games played and won, the streaks, the best time,
in words a new player reads, and a row that opens the detailed views.  Those are
*Totals* (games, streaks and the bests the community ranks by), *Ten best* (the
fastest unaided wins with their date and 3BV/s, NF marked), *Last game* (its ZiNi,
openings, IOE, throughput...), and *All* (one row per difficulty and mode, each
opening its totals); a line under each of the community's terms says what it means.
The first row steps to the next difficulty and mode, the second to the next detailed
view, the last back to the plain one.  Pure: rows of text, like every panel.

Also here: what the end card of a game tells (:func:`mines_ending`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from game.core.mines.daily import Streak, seconds_text
from game.core.mines.game_id import MODE_NAMES, PRESETS
from game.core.mines.stats import BEST_TIME, METRICS, MODES, BestTime, GameRecord, Stats, Tally
from game.i18n import N_, _
from game.ui.menu import Menu, MenuItem
from game.ui.mines.panels import difficulty_name
from game.ui.panels import (
    INFO_ROW_HEIGHT,
    Ending,
    detailed_item,
    explained_rows,
    plain_rows,
    seconds,
)

PANEL_WIDTH = 380  # a date, a speed and a time side by side

PLAIN = "plain"  # the view the panel opens on; the detailed ones are TABS
TABS = {"totals": N_("Totals"), "best": N_("Ten best"), "last": N_("Last game"),
        "all": N_("All difficulties")}
Category = tuple[str, str]  # (difficulty, mode)


@dataclass(frozen=True)
class StatsView:
    """Which category and tab the panel shows; its text form is the action's argument."""

    difficulty: str
    mode: str
    tab: str = PLAIN

    def action(self) -> str:
        return f"stats:{self.argument()}"

    def argument(self) -> str:
        return f"{self.difficulty}/{self.mode}/{self.tab}"

    @classmethod
    def parse(cls, text: str, default: Category) -> StatsView:
        """``difficulty/mode/tab``; anything missing or unknown falls back to ``default``."""
        parts = text.split("/")
        if len(parts) != 3 or parts[1] not in MODES or parts[2] not in (PLAIN, *TABS):
            return cls(*default)
        return cls(*parts)


def category_name(category: Category) -> str:
    difficulty, mode = category
    return f"{difficulty_name(difficulty)} · {_(MODE_NAMES.get(mode, mode))}"


def view_panel(stats: Stats, last: GameRecord | None, view: str) -> Menu:
    """The panel at ``view`` ("difficulty/mode/tab"), else the plain view of the last
    game's board (Beginner's before any)."""
    default = ("beginner", "classic") if last is None else (last.difficulty, last.mode)
    return stats_panel(stats, StatsView.parse(view, default), last)


def stats_panel(stats: Stats, view: StatsView, last: GameRecord | None) -> Menu:
    """The panel for ``view``: the plain one, or a detailed tab."""
    category = (view.difficulty, view.mode)
    heading = MenuItem(category_name(category), _("next >"),
                       StatsView(*next_category(stats, category), view.tab).action())
    if view.tab == PLAIN:
        rows = [*plain_rows(METRICS, stats.tally(*category)),
                detailed_item(StatsView(*category, "totals").action())]
        return Menu([heading, *rows], row_height=INFO_ROW_HEIGHT, width=PANEL_WIDTH,
                    name="statistics")
    tabs = list(TABS)
    following = tabs[(tabs.index(view.tab) + 1) % len(tabs)]
    if view.tab == "all":  # no one category: the heading names the columns instead
        heading = MenuItem(_("Statistics"), _("won/played · best (s)"), "close")
    tab_row = MenuItem(_(TABS[view.tab]), _(TABS[following]) + " >",
                       StatsView(*category, following).action())
    rows = {"totals": lambda: explained_rows(METRICS, "tally", stats.tally(*category)),
            "best": lambda: _best_rows(stats.tally(*category).best_times),
            "last": lambda: _last_rows(last),
            "all": lambda: _all_rows(stats)}[view.tab]()
    back = MenuItem(_("← Back"), "", StatsView(*category).action())
    return Menu([heading, tab_row, *rows, back], row_height=INFO_ROW_HEIGHT,
                width=PANEL_WIDTH, name="statistics")


def next_category(stats: Stats, category: Category) -> Category:
    """The (difficulty, mode) after ``category``: every preset in both modes, then any
    custom board played."""
    order = _categories(stats)
    if category not in order:
        order.append(category)
    return order[(order.index(category) + 1) % len(order)]


def _categories(stats: Stats) -> list[Category]:
    order = [(name, mode) for name in PRESETS for mode in MODES]
    return order + sorted(key for key in stats.tallies if key not in order)


def _info(rows: list[tuple[str, str]]) -> list[MenuItem]:
    return [MenuItem(label, value, "close") for label, value in rows]


def _best_rows(best_times: list[BestTime]) -> list[MenuItem]:
    """A heading row, then rank and time on the left; NF, 3BV/s and the date right."""
    if not best_times:
        return _info([(_("No unaided win yet"), "")])
    return _info([(_("Time"), _("3BV/s · date"))] + [
        (f"{rank}. {seconds(entry.time_cs)}",
         ("NF · " if entry.no_flags else "")
         + f"{entry.three_bv_per_second:.2f} · {entry.day or '—'}")
        for rank, entry in enumerate(best_times, 1)])


def _last_rows(record: GameRecord | None) -> list[MenuItem]:
    if record is None:
        return _info([(_("No game finished yet"), "")])
    result = (_("won") + (" · NF" if record.no_flags else "")
              + (" " + _("(aided)") if record.aided else "")) if record.won else _("lost")
    return [*_info([(category_name((record.difficulty, record.mode)), result)]),
            *explained_rows(METRICS, "game", record)]


def _all_rows(stats: Stats) -> list[MenuItem]:
    """One row per difficulty and mode: games won of played and the best time; each
    opens its totals."""
    return [MenuItem(category_name(category),
                     f"{tally.won}/{tally.played} · {_plain_seconds(tally.bests.get(BEST_TIME))}",
                     StatsView(*category).action())
            for category in _categories(stats) for tally in [stats.tally(*category)]]


def _plain_seconds(time_cs: float | None) -> str:
    """Seconds without their unit, for a column headed with it."""
    return "—" if time_cs is None else f"{time_cs / 100:.2f}"


def daily_panel(day: date, record: GameRecord, streak: Streak) -> Menu:
    """A daily board already finished today: its result, the streak, and what to do."""
    name = difficulty_name(record.difficulty)
    result = (f"{seconds_text(record.time_cs)} · 3BV/s {record.three_bv_per_second:.2f}"
              if record.won else _("lost") + f" · {record.solved_three_bv}/{record.three_bv} 3BV")
    rows = _info([
        (_("Daily {day} · {difficulty}").format(day=day.isoformat(), difficulty=name),
         _("done")),
        (_("Result"), result),
        (_("Hints / undos"), f"{record.hints} / {record.undos}"),
        (_("Streak (best)"), f"{streak.shown_on(day)} ({streak.best})"),
    ])
    return Menu([*rows, MenuItem(_("Copy the result line"), "", "daily_copy"),
                 MenuItem(_("Play it again (not counted)"), "", "daily_again")],
                row_height=INFO_ROW_HEIGHT, name="daily result")


def mines_ending(record: GameRecord, tally: Tally, *, share: str, note: str,
                 streak: int | None) -> Ending:
    """The end card of a game just counted in ``tally``: a loss says how much of the
    board was cleared."""
    cleared = () if record.won else (
        (_("Board cleared"), f"{record.solved_three_bv / max(record.three_bv, 1):.0%}"),)
    best = tally.bests.get(BEST_TIME)
    return Ending(record.won, category_name((record.difficulty, record.mode)), record.time_cs,
                  None if best is None else int(best), share, tally.time_rank(record), streak,
                  note, cleared)
