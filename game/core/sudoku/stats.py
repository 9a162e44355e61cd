"""Sudoku's statistics: per difficulty, games played and won, the best unaided time and
the lives lost (a wrong digit costs one), by the rules of :mod:`game.core.stats` for
endings and aids; every figure a row of :data:`METRICS`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.session import Session
from game.core.stats import (
    FILE_CHECKS,
    Metric,
    MetricTable,
    StatsBook,
    StatsError,
    aids,
    count,
    improve,
    name,
    optional,
    read_fields,
    read_tally,
    time_cs,
    written,
)
from game.core.sudoku.play import SudokuPosition
from game.i18n import N_

STATS_KEY = "sudoku_stats"  # its file in the progress
STATS_VERSION = 1
BEST_TIME = "best_time_cs"
METRICS = MetricTable([
    # the last game, below the tally in the panel
    Metric("time_cs", "game", kind="value", shows="seconds", label=N_("Time")),
    Metric("lives_lost", "game", label=N_("Lives lost")),
    Metric("hints", "game", label=N_("Hints / undos")),
    Metric("undos", "game", form=" / {}"),
    # one difficulty's tally
    Metric("played", "tally", label=N_("Played / won"), check=count, plain=N_("Played")),
    Metric("won", "tally", form=" / {}", check=count, plain=N_("Won")),
    Metric("win_rate", "tally", kind="value", shows="percent", form=" · {}",
           plain=N_("Win rate")),
    Metric(BEST_TIME, "tally", kind="lowest", shows="seconds", of="time_cs",
           label=N_("Best time"), check=optional(count), plain=N_("Best time")),
    Metric("lives_lost", "tally", label=N_("Lives lost, all games"), check=count),
])


@dataclass(frozen=True)
class SudokuRecord:
    """One finished Sudoku."""

    difficulty: str
    won: bool
    time_cs: int
    lives_lost: int
    hints: int
    undos: int

    @property
    def aided(self) -> bool:
        return bool(self.hints or self.undos)


def sudoku_record(session: Session[SudokuPosition]) -> SudokuRecord | None:
    """The record of the session's Sudoku as it first ended, or None while it has not."""
    ending = session.ending
    if ending is None:
        return None
    game = ending.position.game
    return SudokuRecord(difficulty=ending.position.difficulty, won=game.status == "won",
                        time_cs=time_cs(session), lives_lost=game.lives - game.lives_left,
                        **aids(session))


@dataclass
class SudokuTally:
    """Totals for one Sudoku difficulty; the bests by name, set by unaided wins."""

    played: int = 0
    won: int = 0
    lives_lost: int = 0
    bests: dict[str, float | None] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def add(self, record: SudokuRecord) -> frozenset[str]:
        """Count a game; return the bests it set (``{BEST_TIME}``)."""
        self.played += 1
        self.lives_lost += record.lives_lost
        self.won += record.won
        return improve(METRICS, self.bests, record)


class SudokuStats:
    """Tallies per Sudoku difficulty; serialises to a JSON-able dict."""

    def __init__(self) -> None:
        self.tallies: dict[str, SudokuTally] = {}

    def tally(self, difficulty: str) -> SudokuTally:
        return self.tallies.get(difficulty, SudokuTally())

    def add(self, record: SudokuRecord) -> frozenset[str]:
        return self.tallies.setdefault(record.difficulty, SudokuTally()).add(record)

    def to_dict(self) -> dict[str, Any]:
        return {"version": STATS_VERSION,
                "tallies": [{"difficulty": difficulty, **written(METRICS, tally, "tally")}
                            for difficulty, tally in self.tallies.items()]}

    @classmethod
    def from_dict(cls, data: object) -> SudokuStats:
        """Read :meth:`to_dict` output back; anything corrupt raises :class:`StatsError`."""
        fields, _ = read_fields(data, FILE_CHECKS, "Sudoku statistics")
        stats = cls()
        required, added = METRICS.checks("tally")
        for number, item in enumerate(fields["tallies"], 1):
            what = f"Sudoku tally {number}"
            values, _ = read_fields(item, {"difficulty": name, **required}, what, added)
            tally = SudokuTally(**read_tally(METRICS, values))
            difficulty = values["difficulty"]
            if difficulty in stats.tallies or tally.won > tally.played:
                raise StatsError(f"{what}: listed twice, or more wins than games")
            stats.tallies[difficulty] = tally
        return stats


BOOK = StatsBook(STATS_KEY, SudokuStats.from_dict, SudokuStats, METRICS,
                 N_("Sudoku statistics"))
