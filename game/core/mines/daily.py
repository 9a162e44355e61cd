"""The daily board: one no-guess board per difficulty per UTC day, the same for everyone.

The date is the seed, so the game ID carries it (``30x16n99gq:s20261124``) and
anyone can tell a daily game from its ID.  A no-guess layout depends on the
first opening as well, so the daily game opens :func:`daily_start` (the middle
cell) for the player: the same date then gives everyone the same board.

Also here: the line a player copies to share a result, the local streak, and the
:class:`DailyBook` that remembers each day's result (and the daily game being
played) across restarts.  Pure functions and values; the window wires them in.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from typing import Any

from game.core.mines.game import MINES
from game.core.mines.game_id import PRESET_NAMES, PRESETS, MinesId, MinesParams
from game.core.mines.moves import Move
from game.core.mines.stats import GameRecord
from game.core.session import GameIdError
from game.core.stats import StatsError
from game.core.storage import parse_json_object
from game.i18n import _, ngettext

DIFFICULTIES = tuple(PRESETS)  # beginner, intermediate, expert
BOOK_VERSION = 1
KEPT_RESULTS = 3 * 31  # about a month of results at every difficulty
FIRST_DAY = date(2020, 1, 1)  # seeds before this are ordinary seeds, not dates
LAST_DAY = date(2999, 12, 31)


def daily_params(difficulty: str) -> MinesParams:
    if difficulty not in PRESETS:
        raise GameIdError(f"the daily board is {', '.join(DIFFICULTIES)}, not {difficulty!r}")
    return MinesParams(*PRESETS[difficulty], no_guess=True)


def daily_id(day: date, difficulty: str) -> str:
    """The game ID of that day's board: the date, as YYYYMMDD, is its seed."""
    if not FIRST_DAY <= day <= LAST_DAY:
        raise GameIdError(f"daily boards run from {FIRST_DAY} to {LAST_DAY}, not {day}")
    return MinesId(daily_params(difficulty), seed=int(day.strftime("%Y%m%d"))).text()


def daily_start(params: MinesParams) -> tuple[int, int]:
    """The cell the daily game opens for the player, so that every layout is alike."""
    return params.width // 2, params.height // 2


def daily_date(game_id: str) -> date | None:
    """The day of a daily game's ID, or None if the ID is not a daily board's."""
    try:
        parsed = MinesId.parse(game_id)
    except GameIdError:
        return None
    params = replace(parsed.params, question_marks=True)
    difficulty = params.difficulty
    if parsed.seed is None or difficulty not in PRESETS or params != daily_params(difficulty):
        return None
    text = str(parsed.seed)
    try:
        day = date(int(text[:4]), int(text[4:6]), int(text[6:]))
    except ValueError:
        return None
    return day if len(text) == 8 and FIRST_DAY <= day <= LAST_DAY else None


def board_mark(day: date, difficulty: str) -> str:
    """A short hash of the day's board (its mines, once opened as for everyone): players
    comparing results see they played one board, and it gives nothing of it away."""
    params = daily_params(difficulty)
    game = MINES.start(daily_id(day, difficulty))
    game.play(Move("O", *daily_start(params)).text())
    return "#" + hashlib.sha256(game.board.layout_text().encode()).hexdigest()[:8]


def seconds_text(time_cs: int) -> str:
    """The time as the community writes it: seconds to the hundredth, 93.83 s."""
    return f"{time_cs // 100}.{time_cs % 100:02d} s"


def result_line(day: date, record: GameRecord, streak: int) -> str:
    """The text to share, spoiler-free: ``Gridgames daily 2026-11-24 · Expert · #1a2b3c4d ·
    102.34 s · 3BV/s 2.05 · streak 4 · no hints``; a lost game says how much of the board
    was cleared."""
    difficulty = _(PRESET_NAMES.get(record.difficulty, record.difficulty))
    head = _("Gridgames daily {day} · {difficulty}").format(day=day.isoformat(),
                                                            difficulty=difficulty)
    head += f" · {board_mark(day, record.difficulty)}"
    tail = _("streak {days}").format(days=streak)
    if not record.won:
        return f"{head} · " + _("lost · {solved}/{total} 3BV").format(
            solved=record.solved_three_bv, total=record.three_bv) + f" · {tail}"
    return (f"{head} · {seconds_text(record.time_cs)} · 3BV/s "
            f"{record.three_bv_per_second:.2f} · {tail} · {_aids(record)}")


def _aids(record: GameRecord) -> str:
    aids = [text.format(count=count) for count, text in (
        (record.hints, ngettext("{count} hint", "{count} hints", record.hints)),
        (record.undos, ngettext("{count} undo", "{count} undos", record.undos))) if count]
    return ", ".join(aids) or _("no hints")


@dataclass(frozen=True)
class Streak:
    """Days in a row whose first finished daily game was won."""

    current: int = 0
    best: int = 0
    last_day: date | None = None  # the last day a daily result counted

    def after(self, day: date, won: bool) -> Streak:
        """The streak once ``day``'s result is in; only a day's first result counts."""
        if self.last_day is not None and day <= self.last_day:
            return self
        current = self.shown_on(day - timedelta(days=1))
        current = current + 1 if won else 0
        return Streak(current, max(self.best, current), day)

    def to_json(self) -> str:
        last = None if self.last_day is None else self.last_day.isoformat()
        return json.dumps({"current": self.current, "best": self.best, "last_day": last})

    @classmethod
    def from_json(cls, text: str) -> Streak:
        """Read :meth:`to_json` back; anything else raises ``ValueError``."""
        data = json.loads(text)
        if not isinstance(data, dict) or set(data) != {"current", "best", "last_day"}:
            raise ValueError("a daily streak needs current, best and last_day")
        current, best, last = data["current"], data["best"], data["last_day"]
        if not (type(current) is int and type(best) is int and 0 <= current <= best):
            raise ValueError("a daily streak's counts must be whole, 0 <= current <= best")
        return cls(current, best, None if last is None else date.fromisoformat(str(last)))

    def shown_on(self, today: date) -> int:
        """The streak as it stands on ``today``: broken once a whole day passed unplayed."""
        if self.last_day is None or (today - self.last_day).days > 1:
            return 0
        return self.current


@dataclass
class DailyBook:
    """Each day's first finished daily result per difficulty, and the daily game being
    played (by its ID), so a restart neither forgets a result nor loses the daily."""

    results: dict[tuple[date, str], GameRecord] = field(default_factory=dict)
    playing: tuple[date, str] | None = None  # the day and the game's base ID

    def result(self, day: date, difficulty: str) -> GameRecord | None:
        return self.results.get((day, difficulty))

    def add(self, day: date, record: GameRecord) -> None:
        """Keep a day's first result (later ones are replays); drop the oldest beyond
        ``KEPT_RESULTS``."""
        self.results.setdefault((day, record.difficulty), record)
        for key in sorted(self.results)[:-KEPT_RESULTS]:
            del self.results[key]
        self.playing = None

    def to_json(self) -> str:
        playing = None if self.playing is None else {
            "day": self.playing[0].isoformat(), "game_id": self.playing[1]}
        return json.dumps({"version": BOOK_VERSION, "playing": playing, "results": [
            {"day": day.isoformat(), "record": record.to_dict()}
            for (day, _), record in sorted(self.results.items())]})

    @classmethod
    def from_json(cls, text: str) -> DailyBook:
        """Read :meth:`to_json` back (fields a newer build added are ignored); anything
        else raises ``ValueError``."""
        data = parse_json_object(text)
        if type(data.get("version")) is not int or data["version"] < 1:
            raise ValueError("a daily book needs a version, 1 or more")
        results, playing = data.get("results"), data.get("playing")
        if not isinstance(results, list):
            raise ValueError("a daily book's results should be a list")
        book = cls(playing=None if playing is None else _playing(playing))
        for item in results:
            day, record = _result(item)
            book.results[(day, record.difficulty)] = record
        return book


def _playing(data: object) -> tuple[date, str]:
    item = _object(data, "playing")
    game_id = item.get("game_id")
    if not isinstance(game_id, str):
        raise ValueError("the daily game being played needs its game ID")
    return _day(item.get("day")), game_id


def _result(data: object) -> tuple[date, GameRecord]:
    item = _object(data, "result")
    try:
        record = GameRecord.from_dict(item.get("record"))
    except StatsError as error:
        raise ValueError(f"a daily result: {error}") from error
    if record.difficulty not in PRESETS:
        raise ValueError(f"a daily result for {record.difficulty[:20]!r}, not a daily board")
    return _day(item.get("day")), record


def _object(data: object, what: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError(f"a daily {what} should be an object")
    return data


def _day(text: object) -> date:
    if not isinstance(text, str):
        raise ValueError("a daily book's day should be a date")
    day = date.fromisoformat(text)
    if not FIRST_DAY <= day <= LAST_DAY:
        raise ValueError(f"a daily book's day {day} is out of range")
    return day
