"""Minesweeper's statistics: one record per game, tallies per difficulty and mode.

Every figure is a row of :data:`METRICS` (the counters themselves are worked out in
:mod:`game.core.mines.counters`): the stored fields' checks, the bests a tally keeps,
the statistics panel's rows and the glossary in Help all come from it.

- **time**: from the first opening to the move that ended the game, in hundredths of a
  second (cut, like a stopwatch).
- A win with undos or hints is recorded as aided: it sets no best and enters no list
  of best times.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from game.core.mines.counters import board_counts, level, rqp, speed, stnb, three_bv_progress
from game.core.mines.game import MinesGame
from game.core.mines.game_id import PRESETS
from game.core.session import Session
from game.core.stats import (
    FILE_CHECKS,
    Checks,
    Metric,
    MetricTable,
    StatsBook,
    StatsError,
    aids,
    count,
    flag,
    improve,
    listed,
    name,
    optional,
    rate,
    read_fields,
    read_tally,
    text,
    time_cs,
    written,
)
from game.core.stats import speed as speed_check
from game.i18n import N_

STATS_KEY = "stats"  # its file in the progress
STATS_VERSION = 2  # 2 added ZiNi, openings, throughput, NF and the ten best times
MODES = ("classic", "no-guess")
BEST_TIME, BEST_SPEED = "best_time_cs", "best_three_bv_per_second"
ANNOUNCED = (BEST_TIME, BEST_SPEED)  # the bests the footer tells of
TEN_BEST = 10  # best times kept per difficulty and mode


def _game(name: str, **rest: Any) -> Metric:
    return Metric(name, "game", **rest)


def _tally(name: str, **rest: Any) -> Metric:
    return Metric(name, "tally", **rest)


BESIDE = " · {}"  # a value after another on one panel row
METRICS = MetricTable([
    # one game, in the order of the panel's "Last game" view
    _game("difficulty", kind="value", shows="hidden", check=name),
    _game("mode", kind="value", shows="hidden", check=name),
    _game("won", kind="value", shows="hidden", check=flag),
    _game("time_cs", kind="value", shows="seconds", label=N_("Time · 3BV/s"), check=count),
    _game("three_bv_per_second", kind="value", shows="ratio", form=BESIDE, term="3BV/s",
          glossary=N_("3BV per second")),
    _game("three_bv", label=N_("3BV (solved) · openings"), term="3BV",
          glossary=N_("fewest clicks to clear the board"), check=count),
    _game("solved_three_bv", form=" ({})", check=count),
    _game("openings", form=BESIDE, check=count, default=0),
    _game("zini", label=N_("ZiNi · ZiNi efficiency"), term="ZiNi",
          glossary=N_("fewest clicks with flags"), check=count, default=0),
    _game("zini_efficiency", kind="value", shows="percent", form=BESIDE),
    # the community's own abbreviations and words, in every language
    _game("islands", label="Isl · hZiNi", check=count, default=0),
    _game("hzini", form=BESIDE, check=count, default=0),
    _game("rqp", kind="value", shows="ratio", label="RQP · STNB"),
    _game("stnb", kind="value", shows="ratio", form=BESIDE),
    _game("path", label="Path", check=optional(count), default=None),
    _game("left_clicks", label=N_("Clicks L/R/chord"), term=N_("Clicks L/R/chord"),
          glossary=N_("opening, flagging, chording"), check=count),
    _game("right_clicks", form="/{}", check=count),
    _game("chord_clicks", form="/{}", check=count),
    _game("efficiency", kind="value", shows="ratio", label=N_("IOE · throughput"),
          term=N_("Efficiency (IOE)"), glossary=N_("3BV / all clicks")),
    _game("throughput", kind="value", shows="ratio", form=BESIDE),
    _game("effective_clicks", shows="hidden", check=optional(count), default=None),
    _game("hints", label=N_("Hints / undos"), term=N_("Aided"),
          glossary=N_("a hint or undo: no records"), check=count),
    _game("undos", form=" / {}", check=count),
    _game("no_flags", kind="value", shows="hidden", term="NF", glossary=N_("won with no flags")),
    _game("day", kind="value", shows="hidden", check=text, default=""),
    # a difficulty and mode's tally, in the order of the panel's "Totals" view
    _tally("played", label=N_("Played / won"), check=count),
    _tally("won", form=" / {}", check=count),
    _tally("win_rate", kind="value", shows="percent", label=N_("Win rate · streak (best)")),
    _tally("current_streak", form=BESIDE, term=N_("Streak"),
           glossary=N_("games won in a row"), check=count),
    _tally("best_streak", form=" ({})", check=count),
    _tally(BEST_TIME, kind="lowest", shows="seconds", of="time_cs",
           label=N_("Best time · 3BV/s"), check=optional(count)),
    _tally(BEST_SPEED, kind="highest", shows="ratio", of="three_bv_per_second",
           form=BESIDE, check=optional(speed_check)),
    _tally("best_ioe", kind="highest", shows="ratio", of="efficiency",
           label=N_("Best IOE · throughput"), check=optional(rate), default=None),
    _tally("best_throughput", kind="highest", shows="ratio", of="throughput", form=BESIDE,
           check=optional(rate), default=None),
    _tally("best_zini_efficiency", kind="highest", shows="percent", of="zini_efficiency",
           label=N_("Best ZiNi efficiency"), check=optional(rate), default=None),
    _tally("no_flag_wins", label=N_("NF wins · aided wins"), check=count, default=0),
    _tally("aided_wins", form=BESIDE, check=count),
    _tally("best_times", kind="value", shows="hidden", check=listed, default=[]),
])
_BEST_TIME_FIELDS: Checks = {
    "time_cs": count, "three_bv": count, "day": text, "no_flags": flag,
}
_KEYS: Checks = {"difficulty": name, "mode": name}  # what a tally is filed under



@dataclass(frozen=True)
class GameRecord:
    """One finished game, as the statistics screen shows it."""

    difficulty: str
    mode: str
    won: bool
    time_cs: int
    three_bv: int
    solved_three_bv: int
    left_clicks: int
    right_clicks: int
    chord_clicks: int
    hints: int
    undos: int
    openings: int = 0
    zini: int = 0
    effective_clicks: int | None = None  # None: undone moves leave no click story
    day: str = ""  # the date (UTC, ISO) the game ended; "" if not known
    islands: int = 0
    hzini: int = 0
    path: int | None = None  # the pointer's path in pixels of 16-pixel cells, if known

    @property
    def seconds(self) -> float:
        return self.time_cs / 100

    @property
    def clicks(self) -> int:
        return self.left_clicks + self.right_clicks + self.chord_clicks

    @property
    def three_bv_per_second(self) -> float:
        return speed(self.solved_three_bv, self.time_cs * 10)

    @property
    def rqp(self) -> float:
        return rqp(self.solved_three_bv, self.time_cs * 10)

    @property
    def stnb(self) -> float:
        size = PRESETS.get(self.difficulty)
        board_level = 6 if size is None else level(*size)
        return stnb(board_level, self.three_bv, self.solved_three_bv, self.time_cs * 10)

    @property
    def efficiency(self) -> float:
        """Solved 3BV per click: the community's IOE."""
        return self.solved_three_bv / self.clicks if self.clicks else 0.0

    @property
    def throughput(self) -> float | None:
        """Solved 3BV per effective click, when they are known."""
        effective = self.effective_clicks
        return None if effective is None else self.solved_three_bv / effective if effective \
            else 0.0

    @property
    def zini_efficiency(self) -> float:
        """ZiNi per click on a cleared board (1.0: as few clicks as the greedy count)."""
        return self.zini / self.clicks if self.won and self.clicks else 0.0

    @property
    def no_flags(self) -> bool:
        """NF: won without a flag."""
        return self.won and not self.right_clicks

    @property
    def aided(self) -> bool:
        return bool(self.hints or self.undos)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> GameRecord:
        required, added = METRICS.checks("game")
        record = cls(**read_fields(data, required, "game record", added)[0])
        if record.mode not in MODES:
            raise StatsError(f"game record: mode {record.mode[:20]!r} is not one of {MODES}")
        if record.solved_three_bv > record.three_bv:
            raise StatsError("game record: solved 3BV exceeds the board's 3BV")
        if record.won and record.solved_three_bv != record.three_bv:
            raise StatsError("game record: a won game must have solved all its 3BV")
        return record



def game_record(session: Session[MinesGame], *, effective_clicks: int | None = None,
                day: str = "", path: int | None = None) -> GameRecord | None:
    """The record of the session's game as it first ended, or None while it has not.

    ``effective_clicks`` and ``path`` come from the game's replay (see
    :func:`game.core.mines.replays.session_record`); ``day`` is the date it ended."""
    ending = session.ending
    if ending is None:
        return None
    events = session.events[:ending.event_count]
    kinds = [event.action[0] for event in events if event.is_move]
    board = ending.position.board
    three_bv, solved = three_bv_progress(board)
    params = ending.position.params
    return GameRecord(
        difficulty=params.difficulty, mode=params.mode, won=ending.position.status == "won",
        time_cs=time_cs(session), three_bv=three_bv, solved_three_bv=solved,
        left_clicks=kinds.count("O"), right_clicks=kinds.count("F"),
        chord_clicks=kinds.count("C"), **aids(session), **board_counts(board),
        effective_clicks=effective_clicks, day=day, path=path)



@dataclass(frozen=True)
class BestTime:
    """One entry of a difficulty's ten best times."""

    time_cs: int
    three_bv: int
    day: str  # ISO date, "" if not known
    no_flags: bool

    @property
    def three_bv_per_second(self) -> float:
        return speed(self.three_bv, self.time_cs * 10)

    @classmethod
    def of(cls, record: GameRecord) -> BestTime:
        return cls(record.time_cs, record.three_bv, record.day, record.no_flags)

    @classmethod
    def from_dict(cls, data: object, what: str) -> BestTime:
        return cls(**read_fields(data, _BEST_TIME_FIELDS, what)[0])


@dataclass
class Tally:
    """Totals for one difficulty and mode; the bests (:data:`METRICS`' lowest and highest,
    by name) count unaided wins only."""

    played: int = 0
    won: int = 0
    aided_wins: int = 0
    current_streak: int = 0
    best_streak: int = 0
    no_flag_wins: int = 0
    bests: dict[str, float | None] = field(default_factory=dict)  # those set
    best_times: list[BestTime] = field(default_factory=list)  # fastest first, at most ten
    unknown: dict[str, Any] = field(default_factory=dict, compare=False)  # a newer build's

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def best_time_cs(self) -> int | None:
        best = self.bests.get(BEST_TIME)
        return None if best is None else int(best)

    def add(self, record: GameRecord) -> frozenset[str]:
        """Count a game; return which bests it set that the footer tells of
        (``BEST_TIME``, ``BEST_SPEED``)."""
        self.played += 1
        if not record.won:
            self.current_streak = 0
            return frozenset()
        self.won += 1
        self.current_streak += 1
        self.best_streak = max(self.best_streak, self.current_streak)
        if record.aided:
            self.aided_wins += 1
            return frozenset()
        self.no_flag_wins += record.no_flags
        self._enter_best_times(record)
        return improve(METRICS, self.bests, record) & frozenset(ANNOUNCED)

    def _enter_best_times(self, record: GameRecord) -> None:
        """A tie goes after the times already there: the earlier game keeps its place."""
        times = [entry.time_cs for entry in self.best_times]
        self.best_times.insert(bisect.bisect_right(times, record.time_cs), BestTime.of(record))
        del self.best_times[TEN_BEST:]

    def time_rank(self, record: GameRecord) -> int | None:
        """Where the record stands among the ten best times (1 the fastest), if there."""
        entry = BestTime.of(record)
        ranks = [rank for rank, kept in enumerate(self.best_times, 1) if kept == entry]
        return ranks[-1] if ranks and not record.aided and record.won else None

    def to_dict(self) -> dict[str, Any]:
        return {**self.unknown, **written(METRICS, self, "tally"),
                "best_times": [asdict(entry) for entry in self.best_times]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], unknown: dict[str, Any], what: str) -> Tally:
        best_times = [BestTime.from_dict(entry, f"{what}, best time {number}")
                      for number, entry in enumerate(data["best_times"], 1)]
        tally = cls(**read_tally(METRICS, data), best_times=best_times[:TEN_BEST],
                    unknown=unknown)
        if not tally.aided_wins <= tally.won <= tally.played:
            raise StatsError(f"{what}: wins must not exceed games, nor aided wins wins")
        if not tally.current_streak <= tally.best_streak <= tally.won:
            raise StatsError(f"{what}: streaks must not exceed the best streak and the wins")
        if sorted(best_times, key=lambda entry: entry.time_cs) != best_times:
            raise StatsError(f"{what}: best times are not fastest first")
        return tally


class Stats:
    """Tallies per (difficulty, mode); serialises to a JSON-able dict."""

    def __init__(self) -> None:
        self.tallies: dict[tuple[str, str], Tally] = {}
        self.unknown: dict[str, Any] = {}  # top-level fields of a newer build, kept

    def tally(self, difficulty: str, mode: str) -> Tally:
        """The tally for a category (an empty one if nothing was played there)."""
        return self.tallies.get((difficulty, mode), Tally())

    def add(self, record: GameRecord) -> frozenset[str]:
        """Count a finished game; return the bests it set."""
        key = (record.difficulty, record.mode)
        return self.tallies.setdefault(key, Tally()).add(record)

    def to_dict(self) -> dict[str, Any]:
        return {**self.unknown, "version": STATS_VERSION,
                "tallies": [{"difficulty": difficulty, "mode": mode, **tally.to_dict()}
                            for (difficulty, mode), tally in self.tallies.items()]}

    @classmethod
    def from_dict(cls, data: object) -> Stats:
        """Read :meth:`to_dict` output back, of any version (see :mod:`game.core.stats`);
        anything corrupt raises :class:`StatsError`."""
        fields_, unknown = read_fields(data, FILE_CHECKS, "statistics")
        stats = cls()
        stats.unknown = unknown
        required, added = METRICS.checks("tally")
        for number, item in enumerate(fields_["tallies"], 1):
            what = f"tally {number}"
            values, extra = read_fields(item, {**_KEYS, **required}, what, added)
            key = (values.pop("difficulty"), values.pop("mode"))
            if key[1] not in MODES or key in stats.tallies:
                raise StatsError(f"{what}: mode not one of {MODES}, or listed twice")
            stats.tallies[key] = Tally.from_dict(values, extra, what)
        return stats


BOOK = StatsBook(STATS_KEY, Stats.from_dict, Stats, METRICS)
