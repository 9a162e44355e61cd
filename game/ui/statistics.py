"""A game's statistics in the window, through its registry entry, and the texts its
metric table generates: panel rows and the glossary in Help.

Nothing here names a game: the entry's :class:`~game.registry.GameStats` says where the
statistics are kept (its :class:`~game.core.stats.StatsBook`, with the table of metrics)
and which panel shows them.
"""

from __future__ import annotations

from typing import Any

from game import registry
from game.core.stats import Metric, MetricTable, Scope
from game.core.storage import Progress
from game.i18n import _
from game.ui.help import Section
from game.ui.menu import Menu
from game.ui.panels import seconds


def value_text(metric: Metric, value: object) -> str:
    """A value as the panel writes it, by what the metric shows; "—" for none yet."""
    if value is None:
        return "—"
    if metric.shows == "seconds":
        return seconds(int(value))  # type: ignore[call-overload]  # hundredths, a number
    if metric.shows == "ratio":
        return f"{value:.2f}"
    if metric.shows == "percent":
        return f"{value:.0%}"
    return str(value)


def metric_rows(table: MetricTable, scope: Scope, source: object) -> list[tuple[str, str]]:
    """The panel's rows for a record or tally: (label, values), each metric with a label
    starting a row and those after it without one joining it."""
    rows: list[tuple[str, str]] = []
    for metric in table.of(scope):
        if metric.shows == "hidden" or not (metric.label or rows):
            continue
        shown = metric.form.format(value_text(metric, metric.value_of(source)))
        if metric.label:
            rows.append((_(metric.label), shown))
        else:
            rows[-1] = (rows[-1][0], rows[-1][1] + shown)
    return rows


def glossary(table: MetricTable) -> list[Section]:
    """Help's glossary of a game's statistics: each metric with a term, what it means
    (none for a game whose metrics have no terms)."""
    terms = [(_(metric.term), _(metric.glossary)) for metric in table.metrics if metric.term]
    return [Section(_("Statistics"), controls=terms)] if terms else []


class Statistics:
    """A game's statistics as saved, loaded when its front opens, and the last game it
    recorded; a game whose entry has none records nothing and shows no panel."""

    def __init__(self, name: str, progress: Progress) -> None:
        entry = next((entry for entry in registry.GAMES if entry.name == name), None)
        self.kept = None if entry is None else entry.stats
        self.progress = progress
        self.stats: Any = None if self.kept is None else self.kept.book.load(progress)
        self.last: Any = None  # the last game recorded in this window

    def record(self, record: object) -> frozenset[str]:
        """Count a finished game, saved at once; return the bests it set."""
        self.last = record
        if self.kept is None:
            return frozenset()
        self.stats, bests = self.kept.book.record(self.progress, self.stats, record)
        return bests

    def panel(self, view: str = "") -> Menu | None:
        """The game's statistics panel, at ``view`` (the game's own argument; "" for its
        first)."""
        if self.kept is None:
            return None
        panel: Menu = self.kept.panel(self.stats, self.last, view)
        return panel

    def glossary(self) -> list[Section]:
        return [] if self.kept is None else glossary(self.kept.book.table)
