"""The daily board in the window: D (or the menu) opens today's board with its first cell
opened as for everyone; a finish copies the result line and counts the streak; the
result, and a daily left unfinished, are remembered across a restart."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import date, timedelta

import pygame
import pytest
from front_helpers import MinesWindow, clear_board, mines_window, press

from game.core.mines.daily import KEPT_RESULTS, DailyBook, Streak, daily_date, daily_id
from game.core.mines.stats import GameRecord
from game.core.storage import DAILY_BOOK, DAILY_STREAK, PREFIX, Expected, MemoryStore, Progress
from game.gui.mines.daily import MinesDaily
from game.i18n import use_language
from game.options import NO_OPTIONS

DAY = date(2026, 11, 24)


@pytest.fixture
def daily(app: MinesWindow, monkeypatch: pytest.MonkeyPatch) -> MinesWindow:
    monkeypatch.setattr(MinesDaily, "today", lambda self: DAY)
    press(app, pygame.K_d)
    while app.front.generation is not None:  # the no-guess search runs a slice a frame
        app.frame()
    return app


def test_d_opens_todays_board_alike_for_everyone(daily: MinesWindow, app: MinesWindow) -> None:
    assert daily.front.daily_day == DAY and daily.front.board.status == "playing"
    params = daily.front.game_params
    assert (params.width, params.height, params.mines, params.no_guess) == (9, 9, 10, True)
    assert daily_date(daily_id(DAY, "beginner")) == DAY
    first = daily.front.board.to_text()
    press(daily, pygame.K_d)  # again: the very same board and opening
    while daily.front.generation is not None:
        daily.frame()
    assert daily.front.board.to_text() == first


def test_the_footer_says_daily_and_the_day_while_a_daily_is_played(
        daily: MinesWindow, app: MinesWindow) -> None:
    daily.frame()
    assert daily.front.scene().footer.startswith("Daily · 24 Nov · Beginner · ")
    use_language("de")
    assert daily.front.scene().footer.startswith("Tagesfeld · 24. Nov. · Anfänger · ")
    use_language("zh_CN")
    assert daily.front.scene().footer.startswith("每日挑战 · 11/24 · 初级 · ")
    use_language("en")
    clear_board(daily)  # finished: the card says how it went, the footer no longer "daily"
    daily.panel = None
    assert not daily.front.scene().footer.startswith("Daily")
    daily.front.new_game()
    assert not daily.front.scene().footer.startswith("Daily")


def test_a_finished_daily_shows_the_result_line_and_the_streak(daily: MinesWindow) -> None:
    clear_board(daily)
    assert daily.front.board.status == "won"
    assert "Gridgames daily 2026-11-24 · Beginner · " in daily.notice
    assert daily.notice.endswith("streak 1 · no hints")
    saved = daily.progress.load(DAILY_STREAK, Streak.from_json)
    assert saved == Streak(1, 1, DAY)
    daily.front.open_menu()
    assert daily.panel is not None
    assert any(item.label == "Daily board (Beginner) · streak 1" for item in daily.panel.items)


def test_a_corrupt_streak_is_refused() -> None:
    for text in ("[]", '{"current": 2, "best": 1, "last_day": null}',
                 '{"current": 1, "best": 1, "last_day": "yesterday"}'):
        with pytest.raises(ValueError):
            Streak.from_json(text)
    assert Streak.from_json(Streak(2, 5, DAY).to_json()) == Streak(2, 5, DAY)


def restart(app: MinesWindow) -> MinesWindow:
    """The same saved progress in a new window, as after closing the game."""
    return mines_window(NO_OPTIONS, progress=app.progress)


def test_a_finished_daily_shows_its_result_after_a_restart(daily: MinesWindow) -> None:
    clear_board(daily)
    again = restart(daily)
    press(again, pygame.K_d)
    assert again.front.generation is None and again.front.daily_day is None  # no new game
    assert again.panel is not None
    rows = {item.label: item.key for item in again.panel.items}
    assert rows["Daily 2026-11-24 · Beginner"] == "done"
    assert rows["Streak (best)"] == "1 (1)" and rows["Hints / undos"] == "0 / 0"
    again.activate("daily_copy")
    assert "Gridgames daily 2026-11-24 · Beginner · " in again.notice
    again.activate("daily_again")
    while again.front.generation is not None:
        again.frame()
    assert again.front.board.status == "playing" and again.front.daily_day is None  # not counted


def test_a_daily_left_unfinished_is_still_the_daily_after_a_restart(daily: MinesWindow) -> None:
    again = restart(daily)
    assert again.front.daily_day == DAY
    assert again.front.board.to_text() == daily.front.board.to_text()
    clear_board(again)
    assert again.notice.endswith("streak 1 · no hints")
    book = again.progress.load(DAILY_BOOK, DailyBook.from_json)
    assert book is not None and book.playing is None
    record = book.result(DAY, "beginner")
    assert record is not None and record.won and record.day == DAY.isoformat()


def test_the_daily_book_keeps_each_days_first_result_and_reads_back() -> None:
    book = DailyBook()
    won = GameRecord("expert", "no-guess", True, 9000, 150, 150, 160, 0, 0, 0, 0)
    book.add(DAY, won)
    book.add(DAY, replace(won, time_cs=100))  # played again: the first result stays
    for offset in range(1, KEPT_RESULTS + 5):
        book.add(DAY + timedelta(days=offset), won)
    assert len(book.results) == KEPT_RESULTS and book.result(DAY, "expert") is None
    book.playing = (DAY, "9x9n10gq:s20261124")
    again = DailyBook.from_json(book.to_json())
    assert again == book


@pytest.mark.parametrize("text", [
    "[]", '{"results": []}', '{"version": 1, "results": {}}',
    '{"version": 1, "results": [{"day": "2026-13-01", "record": {}}]}',
    '{"version": 1, "playing": {"day": "2026-11-24"}, "results": []}',
])
def test_a_corrupt_daily_book_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        DailyBook.from_json(text)


class LoggingStore(MemoryStore):
    """Says when each key is locked, read, written and let go."""

    def __init__(self) -> None:
        super().__init__()
        self.log: list[str] = []

    def read(self, key: str) -> str | None:
        self.log.append(f"read {key}")
        return super().read(key)

    def write(self, key: str, text: str, expected: Expected | None = None) -> None:
        self.log.append(f"write {key}")
        super().write(key, text, expected)

    @contextmanager
    def locked(self, key: str) -> Iterator[bool]:
        self.log.append(f"lock {key}")
        yield True
        self.log.append(f"unlock {key}")


@pytest.mark.parametrize("key", [DAILY_BOOK, DAILY_STREAK])
def test_a_finished_daily_is_added_to_what_is_saved_under_its_lock(
        app: MinesWindow, monkeypatch: pytest.MonkeyPatch, key: str) -> None:
    """Two copies of the game finishing dailies at once each add to the other's result."""
    store = LoggingStore()
    monkeypatch.setattr(MinesDaily, "today", lambda self: DAY)
    window = mines_window(NO_OPTIONS, progress=Progress(store))
    press(window, pygame.K_d)
    while window.front.generation is not None:
        window.frame()
    clear_board(window)
    mine = PREFIX + key
    touched = [line for line in store.log if line.endswith(f" {mine}")]
    assert touched[-4:] == [f"lock {mine}", f"read {mine}", f"write {mine}", f"unlock {mine}"]


def test_a_finish_copies_nothing_unasked(daily: MinesWindow,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    import game.gui.clipboard as clipboard_module

    copies: list[str] = []
    monkeypatch.setattr(clipboard_module, "copy_to_clipboard",
                        lambda text, share=False: copies.append(text) or True)
    clear_board(daily)
    assert daily.front.board.status == "won" and copies == []
    assert "copied" not in daily.notice


class Page:
    """A browser page whose clipboard answers later, as the test says."""

    def __init__(self) -> None:
        self.gridgamesCopied: str | None = None
        self.asked: list[tuple[str, bool]] = []

    def gridgamesCopy(self, text: str, share: bool = False) -> None:
        self.asked.append((text, share))


@pytest.mark.parametrize("answer", ["refused", "copied", "shared"])
def test_a_browsers_share_says_copied_only_once_it_was(
        daily: MinesWindow, monkeypatch: pytest.MonkeyPatch, answer: str) -> None:
    from game.gui import host

    clear_board(daily)
    page = Page()
    monkeypatch.setattr(host, "IN_BROWSER", True)
    monkeypatch.setattr(host, "_window", lambda: page)
    daily.front.daily.action_daily_copy()
    assert page.asked and page.asked[-1][1] is True  # the share sheet first, on a phone
    assert "copied" not in daily.notice and "Gridgames daily" in daily.notice
    daily.frame()
    assert "copied" not in daily.notice  # no answer yet
    page.gridgamesCopied = answer
    daily.frame()
    assert ("copied" in daily.notice) == (answer != "refused")
    assert "Gridgames daily 2026-11-24" in daily.notice  # refused: the line, to read


def test_copy_game_id_in_a_browser_claims_nothing_until_the_page_answers(
        app: MinesWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.gui import host

    page = Page()
    monkeypatch.setattr(host, "IN_BROWSER", True)
    monkeypatch.setattr(host, "_window", lambda: page)
    app.activate("copy_id")
    game_id = app.front.current_game_id()
    assert app.notice == f"Game ID: {game_id}" and page.asked[-1] == (
        host.to_javascript(str(game_id)), False)
    page.gridgamesCopied = "refused"
    app.frame()
    assert app.notice == f"Game ID: {game_id}"
    app.activate("copy_id")
    page.gridgamesCopied = "copied"
    app.frame()
    assert app.notice == f"Copied {game_id}"
