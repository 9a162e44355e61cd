"""Statistics as data, for any game: a table of metrics, stored files checked field by field.

Each game describes its statistics in one table of :class:`Metric` rows (Minesweeper's in
:mod:`game.core.mines.stats`, Sudoku's in :mod:`game.core.sudoku.stats`).  From that table
come the checks of a stored record or tally (:meth:`MetricTable.checks`), the bests a
tally keeps (:func:`improve`), the rows of the game's statistics panel and the glossary in
its Help (:mod:`game.ui.panels`).  Adding a best, or a figure a game's record already
has, is one row there and its words in the catalogues; a new count also needs its field
and its rule in the game's tally.

A game's outcome is how it first ended: undoing the fatal move keeps the loss in the
statistics, as in Tatham's Mines.  A win with undos or hints is a win, recorded as
aided, and sets no best.

Stored statistics carry a version.  A file of an older version loads (what it lacks
starts empty, a metric's ``default``); one of a newer version loads too: fields this
build does not know are kept as they were and written back, so an older build never
loses a newer one's data.  :class:`StatsBook` loads them, :class:`Ledger` counts games in.
"""

from __future__ import annotations

import copy
import json
import math
from collections.abc import Callable, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal, Protocol, TypeVar

from game.core.session import HINT, UNDO, Session
from game.core.storage import Progress, parse_json_object
from game.i18n import N_


class StatsError(ValueError):
    """A statistics record that is corrupt; the message says which field."""


# ----- checks of stored fields ------------------------------------------------------
Check = Callable[[object], object]


def count(value: object) -> int:
    if type(value) is not int or value < 0:
        raise ValueError("should be a whole number, 0 or more")
    return value


def rate(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError("should be a number")
    checked = float(value) if abs(value) < 1e300 else math.inf
    if not math.isfinite(checked) or checked < 0:
        raise ValueError("should be a finite number, 0 or more")
    return checked


def speed(value: object) -> float:
    """A speed: a rate, or inf (JSON's Infinity) for a game won in no time."""
    return math.inf if value == math.inf and isinstance(value, float) else rate(value)


def name(value: object) -> str:
    if not isinstance(value, str) or not value:
        raise ValueError("should be a non-empty string")
    return value


def text(value: object) -> str:
    if not isinstance(value, str) or len(value) > 40:
        raise ValueError("should be a short string")
    return value


def flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("should be true or false")
    return value


def listed(value: object) -> list[object]:
    if not isinstance(value, list):
        raise ValueError("should be a list")
    return value


def optional(check: Check) -> Check:
    return lambda value: None if value is None else check(value)


def version(value: object) -> int:
    """Any version from 1 on: a newer file is read for what this build knows."""
    if type(value) is not int or value < 1:
        raise ValueError("should be a whole number, 1 or more")
    return value


Checks = Mapping[str, Check]
Added = Mapping[str, tuple[Check, object]]  # check and default
FILE_CHECKS: Checks = {"version": version, "tallies": listed}


def read_fields(data: object, checks: Checks, what: str,
                optional_fields: Added | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """The checked values of a stored dict, and the fields this build does not know.

    Every key of ``checks`` must be there; an optional key may be missing (a file from
    before it was added) and then takes its default."""
    if not isinstance(data, dict):
        raise StatsError(f"{what} should be an object, not {type(data).__name__}")
    missing = set(checks) - set(data)
    if missing:
        raise StatsError(f"{what}: missing {sorted(missing)}")
    added = optional_fields or {}
    values, unknown = {}, {}
    for key, value in data.items():
        check = checks.get(key) or added.get(key, (None,))[0]
        if check is None:
            unknown[key] = value
            continue
        try:
            values[key] = check(value)
        except ValueError as error:
            raise StatsError(f"{what}: {key} {error}") from error
    for key, (_, default) in added.items():
        values.setdefault(key, list(default) if isinstance(default, list) else default)
    return values, unknown


# ----- the table of metrics ------------------------------------------------------------
# count: a number counted up; lowest, highest: a tally's best of the record's ``of``
# (fewer or more is better), kept from unaided wins; value: anything else a record holds.
Kind = Literal["count", "lowest", "highest", "value"]
# How a value reads in a panel: a whole number, hundredths as seconds, two decimals, a
# percentage, or not at all; None reads "—".
Shows = Literal["count", "seconds", "ratio", "percent", "hidden"]
Scope = Literal["game", "tally"]
REQUIRED = object()  # a stored field every file has had: no default


@dataclass(frozen=True)
class Metric:
    """One statistic: what it is, how it is stored and checked, how it reads.

    ``label`` starts a row of the statistics panel's detailed views; a metric with none
    joins the row above, its ``form`` carrying the separator (``" / {}"``).  ``plain``
    gives it a row of its own in the plain view the panel opens on (played, won, best
    time: no jargon).  ``term`` and ``glossary`` put it in Help's glossary and under its
    row of the detailed views.  A stored metric has a ``check``; one added in a later
    version has a ``default`` for the files written before it.  One with no check is
    worked out from the others (a property of the record or tally).
    """

    name: str  # the record's or tally's field or property
    scope: Scope  # one finished game's record, or the tally of many
    kind: Kind = "count"
    shows: Shows = "count"
    label: str = ""  # marked for translation; the community's abbreviations are not
    form: str = "{}"
    term: str = ""
    glossary: str = ""  # marked for translation
    plain: str = ""  # its label in the plain view, marked for translation
    check: Check | None = None
    default: object = REQUIRED
    of: str = ""  # for a best: the record's metric it is the best of (a count: it counts)

    @property
    def is_best(self) -> bool:
        return self.kind in ("lowest", "highest")

    def value_of(self, source: object) -> object:
        """Its value in a record or tally (a best from the tally's ``bests``)."""
        bests = getattr(source, "bests", None)
        return bests.get(self.name) if self.is_best and bests is not None \
            else getattr(source, self.name)


@dataclass
class MetricTable:
    """A game's metrics, in the order its panel shows them."""

    metrics: Sequence[Metric]

    def of(self, scope: Scope) -> list[Metric]:
        return [metric for metric in self.metrics if metric.scope == scope]

    def checks(self, scope: Scope) -> tuple[Checks, Added]:
        """The checks of the stored fields of a record or tally: those every file has,
        and those added later with their defaults."""
        required: dict[str, Check] = {}
        added: dict[str, tuple[Check, object]] = {}
        for metric in self.of(scope):
            if metric.check is not None and metric.default is REQUIRED:
                required[metric.name] = metric.check
            elif metric.check is not None:
                added[metric.name] = (metric.check, metric.default)
        return required, added

    def bests(self) -> list[Metric]:
        return [metric for metric in self.of("tally") if metric.is_best]


def improve(table: MetricTable, bests: MutableMapping[str, float | None],
            record: Any) -> frozenset[str]:
    """Keep the table's bests of an unaided win; return the names of those it improved."""
    improved = set()
    if not record.won or record.aided:
        return frozenset()
    for metric in table.bests():
        value = getattr(record, metric.of)
        best = bests.get(metric.name)
        if value is not None and (best is None or (value < best if metric.kind == "lowest"
                                                   else value > best)):
            bests[metric.name] = value
            improved.add(metric.name)
    return frozenset(improved)


def read_tally(table: MetricTable, values: Mapping[str, Any]) -> dict[str, Any]:
    """A stored tally's counts by name (each a field of the game's tally), and its
    ``bests`` that are set (those still None are left out)."""
    counts = {metric.name: values[metric.name] for metric in table.of("tally")
              if metric.kind == "count" and metric.check is not None}
    return {**counts, "bests": {metric.name: values[metric.name] for metric in table.bests()
                                if values.get(metric.name) is not None}}


def written(table: MetricTable, source: object, scope: Scope) -> dict[str, Any]:
    """The stored metrics of a record or tally as a dict, to save."""
    return {metric.name: metric.value_of(source) for metric in table.of(scope)
            if metric.check is not None}


# ----- figures from a session every game has -------------------------------------------
def time_cs(session: Session[Any]) -> int:
    """From the first move to the one that first ended the game, in hundredths."""
    ending = session.ending
    assert ending is not None
    started_ms = ending.at_ms if session.started_at_ms is None else session.started_at_ms
    return hundredths(ending.at_ms - started_ms)


def hundredths(milliseconds: int) -> int:
    """A time in hundredths of a second, rounded half up as a replay's 2.878 s reads 2.88
    (cut, the statistics' 3BV/s would be up to 0.3 % off the replay's)."""
    return (milliseconds + 5) // 10


def aids(session: Session[Any]) -> dict[str, int]:
    """The hints and undos taken before the game first ended."""
    ending = session.ending
    events = session.events[:0 if ending is None else ending.event_count]
    return {"hints": sum(event.action == HINT for event in events),
            "undos": sum(event.action == UNDO for event in events)}


# ----- loading and recording, locked --------------------------------------------------------
class Tallies(Protocol):
    """A game's statistics: JSON-able, and they count a finished game."""

    def to_dict(self) -> dict[str, Any]: ...

    def add(self, record: Any) -> frozenset[str]: ...


S = TypeVar("S", bound=Tallies)


@dataclass(frozen=True)
class StatsBook(Generic[S]):
    """Where a game keeps its statistics and how they read: the registry entry carries it."""

    key: str  # its file in the progress
    from_dict: Callable[[object], S]  # raises StatsError
    empty: Callable[[], S]
    table: MetricTable
    label: str = N_("statistics")  # what messages call them, marked for translation

    def parse(self, text: str) -> S:
        return self.from_dict(parse_json_object(text))

    def load(self, progress: Progress) -> S:
        """The saved statistics, or none yet (a corrupt file is set aside by ``progress``,
        which names them as the player does)."""
        progress.names[self.key] = self.label
        loaded = progress.load(self.key, self.parse)
        return self.empty() if loaded is None else loaded

    def dump(self, stats: S) -> str:
        return json.dumps(stats.to_dict())


class Ledger(Generic[S]):
    """A game's statistics in one copy of the game: as last saved, and the finished games
    not saved yet because another copy holds the file.

    Another copy may have counted games since this one read them: adding to what is on
    disk, not to the copy read at start, loses none of them, however many copies of the
    game record at once (see :meth:`Progress.update`).  A copy that holds the file (it may
    be stopped there: Ctrl+Z) is waited for a frame at a time, never within one, for as
    long as it holds it; only a closing window adds its games without the lock, by
    compare-and-swap.  Games that could not be saved (a full disk) wait too, shown
    here, until saving works again.
    """

    def __init__(self, book: StatsBook[S], progress: Progress) -> None:
        self.book, self.progress = book, progress
        self.saved = book.load(progress)
        self.stats = self.saved  # what the player sees: with the games waiting
        self.waiting: list[object] = []

    def record(self, record: object) -> frozenset[str]:
        """Count a finished game, saved at once if it can be; return the bests it set."""
        self.waiting.append(record)
        bests = self._save(wait=True)
        if bests is not None:
            return bests
        if self.stats is self.saved:
            self.stats = copy.deepcopy(self.saved)
        return self.stats.add(record)

    def save(self, *, closing: bool = False) -> frozenset[str] | None:
        """Save the games waiting (every frame asks: with none, or while saving them fails,
        it costs nothing; the next save that works, of anything, ends the wait); the bests
        the last one set, or None while they wait.  ``closing``: this copy goes, so it
        waits no longer for another's lock."""
        if not self.waiting:
            return frozenset()
        if not closing and self.unsaved:
            return None
        return self._save(wait=not closing)

    @property
    def unsaved(self) -> str:
        """Why the games counted here are not saved ("" when they are, or soon will be)."""
        return self.progress.failing(self.book.key) if self.waiting else ""

    def _save(self, *, wait: bool) -> frozenset[str] | None:
        bests: list[frozenset[str]] = []

        def add(saved: S | None) -> S:
            merged = copy.deepcopy(self.saved) if saved is None else saved
            bests[:] = [merged.add(record) for record in self.waiting]
            return merged

        merged = self.progress.update(self.book.key, self.book.parse, add, self.book.dump,
                                      wait=wait)
        if merged is None:
            return None
        self.saved = self.stats = merged
        self.waiting.clear()
        return bests[-1]
