"""Lights' statistics, as data like every game's: one metric table, a record per game
won (its presses and time), one tally of every grid kept under its own key in the shared
progress."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.lights.rules import Lights
from game.core.session import Session
from game.core.stats import (
    FILE_CHECKS,
    Metric,
    MetricTable,
    StatsBook,
    count,
    improve,
    optional,
    read_fields,
    read_tally,
    time_cs,
    written,
)
from game.i18n import N_

METRICS = MetricTable([
    Metric("moves", "game", label=N_("Moves")),
    Metric("time_cs", "game", kind="value", shows="seconds", label=N_("Time")),
    Metric("played", "tally", label=N_("Played / won"), check=count),
    Metric("won", "tally", form=" / {}", check=count),
    Metric("fewest_moves", "tally", kind="lowest", of="moves", label=N_("Fewest moves"),
           term=N_("Fewest moves"), glossary=N_("the fewest toggles that lit every lamp"),
           check=optional(count)),
    Metric("best_time_cs", "tally", kind="lowest", shows="seconds", of="time_cs",
           label=N_("Best time"), check=optional(count)),
])


@dataclass(frozen=True)
class LightsRecord:
    """A game won: its presses and time (an undo is no aid: a second press undoes too)."""

    won: bool
    moves: int
    time_cs: int
    aided: bool = False


def lights_record(session: Session[Lights]) -> LightsRecord:
    """The record of a session just won."""
    return LightsRecord(session.status == "won", len(session.moves), time_cs(session))


@dataclass
class LightsStats:
    played: int = 0
    won: int = 0
    bests: dict[str, float | None] = field(default_factory=dict)

    def add(self, record: LightsRecord) -> frozenset[str]:
        self.played += 1
        self.won += record.won
        return improve(METRICS, self.bests, record)

    def to_dict(self) -> dict[str, Any]:
        return {"version": 1, "tallies": [written(METRICS, self, "tally")]}

    @classmethod
    def from_dict(cls, data: object) -> LightsStats:
        """Its one tally, or none yet; anything corrupt raises ``StatsError``."""
        stats = cls()
        for item in read_fields(data, FILE_CHECKS, "Lights statistics")[0]["tallies"][:1]:
            values = read_fields(item, METRICS.checks("tally")[0], "Lights tally")[0]
            stats = cls(**read_tally(METRICS, values))
        return stats


BOOK = StatsBook("lights_stats", LightsStats.from_dict, LightsStats, METRICS)
