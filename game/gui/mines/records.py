"""A finished Minesweeper game counted in the statistics, once, and what it achieved said:
in the footer, on its end card, among the kept replays and in the daily streak.

The records object of :class:`~game.gui.mines.front.MinesFront`.  A huge board's figures
take more than a frame to count, so they are counted across frames, as its mines were
laid, and finished at once if the game leaves the screen first.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.mines.daily import result_line
from game.core.mines.replays import iter_session_record
from game.core.mines.stats import GameRecord
from game.gui.mines.daily import MinesDaily
from game.gui.mines.kept import MinesKept
from game.i18n import _
from game.ui.mines.generation import BIG_BOARD_CELLS, Stepwise
from game.ui.mines.panels import record_notice
from game.ui.mines.stats_panel import category_name, mines_ending
from game.ui.panels import end_card, share_line

if TYPE_CHECKING:
    from game.gui.mines.parts import MinesParts


class MinesRecords:
    """The statistics of the front's games as they end; ``kept`` keeps their replays,
    ``daily`` counts a daily board's result in the streak."""

    def __init__(self, front: MinesParts, kept: MinesKept, daily: MinesDaily) -> None:
        self.front = front
        self.window = front.window
        self.kept = kept
        self.daily = daily
        self.recorded = False  # whether the session's ending is in the statistics
        self.counting: Stepwise[GameRecord | None] | None = None  # a huge board's statistics

    def advance(self, budget: float) -> None:
        """Once a frame: count on a huge board's statistics for ``budget`` seconds."""
        if self.counting is not None and self.counting.advance(budget):
            self._count(self.counting.result)

    def record_if_ended(self) -> None:
        """Statistics count how a game first ended, once, even if it is undone later; a
        huge board's figures are counted across frames, as its mines were laid."""
        session = self.front.session
        if self.recorded or session.outcome is None:
            return
        self.recorded = True
        counting = Stepwise(iter_session_record(session, self.daily.today().isoformat()))
        if self.front.game_params.cell_count > BIG_BOARD_CELLS:
            self.counting = counting
        else:
            self._count(counting.finish())

    def finish_counting(self) -> None:
        """A game whose statistics are still being counted is about to leave: count the
        rest now rather than lose it (its card would show over the next game: none)."""
        if self.counting is not None:
            self._count(self.counting.finish(), card=False)

    def _count(self, record: GameRecord | None, *, card: bool = True) -> None:
        """Add a finished game to the statistics and say what it achieved: in the footer,
        and on the game's end card while it is still the game on screen (``card``)."""
        self.counting = None
        if record is None:
            return
        front, statistics = self.front, self.window.statistics
        source = "daily" if front.daily_day is not None else "shared" if front.from_id else ""
        record = replace(record, source=source)
        bests = statistics.record(record)
        self.kept.keep_replay(record, bests)
        tally = statistics.stats.tally(record.difficulty, record.mode)
        note = record_notice(record, bests, tally.time_rank(record), statistics.unsaved)
        self.window.notice = note
        day, streak = front.daily_day, None
        share = share_line(_("Minesweeper"), category_name((record.difficulty, record.mode)),
                           record.won, record.time_cs, front.session.game_id)
        if day is not None:
            streak = self.daily.finish_daily(record)
            share = result_line(day, record, streak)
        if card:
            ending = mines_ending(record, tally, share=share, note=note, streak=streak)
            self.window.panel = end_card(ending, front.session, front.bindings,
                                         front.layout.frame)
