"""The daily board in Minesweeper's window: opening today's board, counting its result
in the streak, and remembering both across restarts.

The daily object of :class:`~game.gui.mines.front.MinesFront`.  A day's first finished
result is kept (:class:`~game.core.mines.daily.DailyBook`); opening that day's board again
shows the result, with a choice to copy it or play the board again, uncounted.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from functools import partial
from typing import TYPE_CHECKING

from game.core.mines.daily import DailyBook, Streak, daily_id, daily_start, result_line
from game.core.mines.game_id import PRESETS
from game.core.mines.moves import Move
from game.core.mines.stats import GameRecord
from game.core.storage import DAILY_BOOK, DAILY_STREAK
from game.i18n import _
from game.ui.mines.stats_panel import daily_panel
from game.ui.panels import copied_line, day_text, scaled

if TYPE_CHECKING:
    from game.core.storage import Progress
    from game.gui.mines.parts import MinesParts
from game.ui.mines.panels import difficulty_name


class MinesDaily:
    """Today's board, its result and the streak, for the front that plays them."""

    def __init__(self, front: MinesParts) -> None:
        self.front = front
        self.window = front.window

    @property
    def progress(self) -> Progress:
        return self.window.progress

    def daily_difficulty(self) -> str:
        """The daily board's difficulty: the one played now, Beginner for a custom board."""
        difficulty = self.front.game_params.difficulty
        return difficulty if difficulty in PRESETS else "beginner"

    def daily_label(self) -> str:
        shown = self._streak().shown_on(self.today())
        label = _("Daily board ({difficulty})").format(
            difficulty=difficulty_name(self.daily_difficulty()))
        return label + (" · " + _("streak {days}").format(days=shown) if shown else "")

    def playing_label(self) -> str:
        """"Daily · 29 Nov · Beginner" while a daily board is played for its result, in
        the player's language; "" else."""
        day = self.front.daily_day
        if day is None:
            return ""
        return _("Daily · {day} · {difficulty}").format(
            day=day_text(day), difficulty=difficulty_name(self.daily_difficulty()))

    def today(self) -> date:
        """The day in UTC, which picks the daily board."""
        return datetime.now(UTC).date()

    def action_daily(self, _: str = "") -> None:
        """Today's board at this difficulty; once finished, its result instead."""
        day, difficulty = self.today(), self.daily_difficulty()
        done = self._book().result(day, difficulty)
        if done is None:
            self.play_daily(counted=True)
        else:
            self.window.panel = scaled(daily_panel(day, done, self._streak()),
                                       self.front.layout.frame)

    def action_daily_again(self, _: str = "") -> None:
        self.play_daily(counted=False)

    def play_daily(self, *, counted: bool) -> None:
        """Today's board, its first cell opened as for everyone; ``counted``: its result
        goes into the streak (the first time only)."""
        day = self.today()
        self.front.load_game(daily_id(day, self.daily_difficulty()))
        self.front.daily_day = day if counted else None
        self.front.play([Move("O", *daily_start(self.front.game_params))])
        self.remember_daily()

    def remember_daily(self) -> None:
        """Note the daily game being played, so a restart goes on counting it."""
        if self.front.daily_day is not None:
            book = self._book()
            book.playing = (self.front.daily_day, self.front.session.base_id)
            self.progress.save(DAILY_BOOK, book.to_json())

    def resume_daily(self) -> None:
        """After a restart: the saved game is the daily being played, if the book says so."""
        playing = self._book().playing
        if playing is not None and playing[1] == self.front.session.base_id:
            self.front.daily_day = playing[0]

    def finish_daily(self, record: GameRecord) -> int:
        """Keep the result, count the day in the streak, show the result line (shared
        when asked); the streak now."""
        day, self.front.daily_day = self.front.daily_day, None
        assert day is not None
        # another copy of the game may add its own: each adds to what the other saved
        self.progress.update(DAILY_BOOK, DailyBook.from_json, partial(_added, day, record),
                             DailyBook.to_json, wait=False)
        streak = self.progress.update(
            DAILY_STREAK, Streak.from_json, lambda saved: (saved or Streak()).after(
                day, record.won), Streak.to_json, wait=False) or self._streak()
        self.window.notice = result_line(day, record, streak.current)
        return streak.current

    def action_daily_copy(self, _: str = "") -> None:
        """Share today's result line (from the result panel): a phone's share sheet, else
        the clipboard; "copied" is said only once it was."""
        day = self.today()
        record = self._book().result(day, self.daily_difficulty())
        if record is not None:
            self.window.panel = None
            line = result_line(day, record, self._streak().shown_on(day))
            self.window.clipboard.copy(line, copied_line(line), line, share=True)

    def _book(self) -> DailyBook:
        return self.progress.load(DAILY_BOOK, DailyBook.from_json) or DailyBook()

    def _streak(self) -> Streak:
        return self.progress.load(DAILY_STREAK, Streak.from_json) or Streak()


def _added(day: date, record: GameRecord, saved: DailyBook | None) -> DailyBook:
    """The saved daily results with one more: a new book when none is saved."""
    book = saved or DailyBook()
    book.add(day, record)
    return book
