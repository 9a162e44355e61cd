"""Minesweeper's statistics: the board counters the community ranks by, one record per
game, tallies per difficulty and mode.

Every figure a player's statistics keep is a row of :data:`METRICS`: the stored fields'
checks, the bests a tally keeps, the statistics panel's rows and the glossary in Help all
come from it.  Definitions, as the competitive community uses them:

- **3BV**: the fewest left clicks that clear the board without flags: one per opening
  (a connected area of zeros with its numbered border) plus one per numbered cell that
  borders no opening.
- **solved 3BV**: those clicks already done: an opening counts once all its zeros are
  revealed, a number outside every opening once it is revealed.  A win solves all 3BV.
- **time**: from the first opening to the move that ended the game, in hundredths of a
  second (rounded, as the game's replay reads).
- **3BV/s** = solved 3BV / time; **IOE** (efficiency) = solved 3BV / clicks, where
  clicks are every left, right and chord click on the board, wasted ones included.
- **openings**, **islands** (touching numbers no opening reveals), **ZiNi** (the fewest
  clicks with flags and chords, by the greedy count of :func:`zini`), **hZiNi** (its
  human variant), **RQP** and **STNB** (time and 3BV/s in one figure), **throughput** =
  solved 3BV / effective clicks (those that changed the board, counted as
  :mod:`game.core.mines.replays` counts them), **NF**: won with no flag.

A win with undos or hints is recorded as aided: it sets no best and enters no list of
best times.
"""

from __future__ import annotations

import bisect
import heapq
import math
from array import array
from collections.abc import Generator, Iterable, Iterator, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from game.core.mines.board import Board
from game.core.mines.draw import run_to_end
from game.core.mines.game import MinesGame
from game.core.mines.game_id import PRESETS
from game.core.mines.rows import Neighbours, flood_spans, positions, runs_of
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
STEP_WORK = 500  # units of work (see ``_Pace``) between two yields of a stepwise count
_ONES = b"\x01" * 1000  # a row of open cells (sides go up to 1000)
_IS_MINE = bytes(int(code == ord("*")) for code in range(256))  # faces to 0/1 masks
_IS_ZERO = bytes(int(code == ord(".")) for code in range(256))
_IS_NUMBER = bytes(int(chr(code) in "12345678") for code in range(256))
_IS_OPEN = bytes(int(chr(code) in ".12345678") for code in range(256))  # in a player's view
_FLIP = bytes([1, 0]) + bytes(254)
_NO_PREMIUM = -1  # a cell not worth a chord
_BEST = 9  # above every premium (at most 9 gained): packs a premium into a heap key


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
    _game("zini_efficiency", kind="value", shows="percent", form=BESIDE,
          term=N_("ZiNi efficiency"), glossary=N_("ZiNi / all clicks")),
    # the community's own abbreviations and words, in every language
    _game("islands", label="Isl · hZiNi", term="Isl",
          glossary=N_("groups of numbers no opening reveals"), check=count, default=0),
    _game("hzini", form=BESIDE, term="hZiNi",
          glossary=N_("ZiNi with chords on opened numbers only"), check=count, default=0),
    _game("rqp", kind="value", shows="ratio", label="RQP · STNB", term="RQP",
          glossary=N_("time / 3BV/s: lower is better")),
    _game("stnb", kind="value", shows="ratio", form=BESIDE, term="STNB",
          glossary=N_("3BV/s weighed by the board's level")),
    _game("path", label="Path", term="Path", glossary=N_("the pointer's path, in pixels"),
          check=optional(count), default=None),
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
    _tally("played", label=N_("Played / won"), check=count, plain=N_("Played")),
    _tally("won", form=" / {}", check=count, plain=N_("Won")),
    _tally("win_rate", kind="value", shows="percent", label=N_("Win rate · streak (best)"),
           plain=N_("Win rate")),
    _tally("current_streak", form=BESIDE, term=N_("Streak"),
           glossary=N_("games won in a row"), check=count, plain=N_("Current streak")),
    _tally("best_streak", form=" ({})", check=count, plain=N_("Best streak")),
    _tally(BEST_TIME, kind="lowest", shows="seconds", of="time_cs",
           label=N_("Best time · 3BV/s"), check=optional(count), plain=N_("Best time")),
    _tally(BEST_SPEED, kind="highest", shows="ratio", of="three_bv_per_second",
           form=BESIDE, check=optional(speed_check)),
    _tally("best_ioe", kind="highest", shows="ratio", of="efficiency",
           label=N_("Best IOE · throughput"), check=optional(rate), default=None),
    _tally("best_throughput", kind="highest", shows="ratio", of="throughput", form=BESIDE,
           check=optional(rate), default=None),
    _tally("best_zini_efficiency", kind="highest", shows="percent", of="zini_efficiency",
           label=N_("Best ZiNi efficiency"), check=optional(rate), default=None),
    _tally("no_flag_wins", label=N_("NF wins · aided wins"), of="no_flags", check=count,
           default=0),
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
    return run_to_end(iter_game_record(session, effective_clicks=effective_clicks, day=day,
                                       path=path))


def iter_game_record(session: Session[MinesGame], *, effective_clicks: int | None = None,
                     day: str = "", path: int | None = None
                     ) -> Generator[None, None, GameRecord | None]:
    """:func:`game_record` in steps of :data:`STEP_WORK`: a window keeps drawing while a
    million-cell board's figures are counted."""
    ending = session.ending
    if ending is None:
        return None
    events = session.events[:ending.event_count]
    kinds = [event.action[0] for event in events if event.is_move]
    board = ending.position.board
    pace = _Pace()
    layout = yield from _laid_out(board, pace)  # once for every figure
    three_bv, solved = yield from _progress(layout, board.shown(), pace)
    counts = yield from _count_steps(layout, pace)
    params = ending.position.params
    return GameRecord(
        difficulty=params.difficulty, mode=params.mode, won=ending.position.status == "won",
        time_cs=time_cs(session), three_bv=three_bv, solved_three_bv=solved,
        left_clicks=kinds.count("O"), right_clicks=kinds.count("F"),
        chord_clicks=kinds.count("C"), **aids(session), **counts,
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


BOOK = StatsBook(STATS_KEY, Stats.from_dict, Stats, METRICS, N_("Minesweeper statistics"))


# ----- board counters the community ranks by ----------------------------------------
def three_bv_progress(board: Board) -> tuple[int, int]:
    """(3BV, solved 3BV) of a started board, by the definitions above."""
    return run_to_end(_progress(_layout_of(board), board.shown(), _Pace()))


def _progress(layout: _Layout, shown: bytes, pace: _Pace
              ) -> Generator[None, None, tuple[int, int]]:
    """(3BV, solved 3BV) with the player's view ``shown``: an opening is solved once all
    its zeros are open, an island number once it is."""
    revealed = shown.translate(_IS_OPEN)
    hidden_zeros = _and_not(layout.zero, revealed)
    yield  # each pass over a million cells costs a few milliseconds
    solved = _and_not(layout.island, revealed.translate(_FLIP)).count(1)
    for label in range(layout.count):
        hidden = 0
        for start, end in layout.spans_of(label):
            hidden += hidden_zeros.find(1, start, end) != -1
            if pace.due():
                yield
        solved += not hidden
    return layout.count + layout.island.count(1), solved


class _Pace:
    """Work done since a stepwise count last handed control back, in units of one Python
    step over a cell or one C-speed pass over a row span; says when to hand it back."""

    def __init__(self) -> None:
        self.work = 0

    def due(self, work: int = 1) -> bool:
        self.work += work
        if self.work < STEP_WORK:
            return False
        self.work = 0
        return True


class _Layout:
    """A laid board as one-byte masks a cell (mines, zeros, numbers, islands, cells in an
    opening) and each zero's opening (four bytes a cell): a million cells in ~10 MB.
    The openings are found in steps by :func:`_laid_out`."""

    def __init__(self, board: Board) -> None:
        self.width, self.height = board.width, board.height
        faces = board.faces()
        cells = len(faces)
        self.mine = faces.translate(_IS_MINE)
        self.zero = faces.translate(_IS_ZERO)
        self.numbers = faces.translate(_IS_NUMBER)
        self.around = Neighbours(self.width, self.height)  # no neighbour list per cell
        self.opening = array("i", [-1]) * cells  # the label of a zero's opening, else -1
        self.spans: list[array[int]] = []  # each opening's row spans (start, end, ...)
        self.firsts: list[int] = []  # each opening's first zero
        self.island = b""  # numbers no opening reveals, once the openings are known
        self.units = b""  # where a 3BV click may go: zeros and islands

    @property
    def count(self) -> int:
        """Openings: connected areas of zeros."""
        return len(self.spans)

    def spans_of(self, label: int) -> Iterator[tuple[int, int]]:
        """The row spans ``[start, end)`` that cover an opening."""
        spans = self.spans[label]
        return zip(spans[::2], spans[1::2], strict=True)

    def find_openings(self, pace: _Pace) -> Generator[None, None, None]:
        """Label the openings in the order of their first cell, a row span at a time."""
        todo = bytearray(self.zero)  # zeros no opening has reached yet
        in_opening = bytearray(len(todo))  # zeros and their border
        seed = todo.find(1)
        while seed != -1:
            label = array("i", [len(self.spans)])
            spans = array("i")  # not a tuple a span: thousands of small openings
            for start, end in flood_spans(todo, self.width, self.height, seed):
                spans += array("i", (start, end))
                in_opening[start:end] = _ONES[:end - start]
                for zeros_start, zeros_end in runs_of(self.zero[start:end]):
                    self.opening[start + zeros_start:start + zeros_end] = \
                        label * (zeros_end - zeros_start)
                if pace.due():
                    yield
            self.spans.append(spans)
            self.firsts.append(seed)
            seed = todo.find(1, seed)
        yield  # each pass over a million cells costs a few milliseconds
        self.island = _and_not(self.numbers, in_opening)
        yield
        self.units = _or(self.zero, self.island)


def _laid_out(board: Board, pace: _Pace) -> Generator[None, None, _Layout]:
    layout = _Layout(board)
    yield from layout.find_openings(pace)
    return layout


def _layout_of(board: Board) -> _Layout:
    return run_to_end(_laid_out(board, _Pace()))


def _or(a: bytes, b: bytes | bytearray) -> bytes:
    """Cell by cell, ``a or b`` of two 0/1 masks, at C speed."""
    return (int.from_bytes(a, "little") | int.from_bytes(b, "little")).to_bytes(len(a), "little")


def _and_not(a: bytes, b: bytes | bytearray) -> bytes:
    """Cell by cell, ``a and not b`` of two 0/1 masks, at C speed."""
    return (int.from_bytes(a, "little") & ~int.from_bytes(b, "little")).to_bytes(len(a),
                                                                                "little")


class _ZiniRun:
    """One greedy ZiNi solve (see :func:`zini`), kept fast and lean on huge boards.

    A premium depends only on the cells around, so after a move only premiums
    near the cells it changed are worked out again; a heap of packed
    (best premium first, then rank) ints with stale entries skipped gives the first
    cell with the highest premium.  Cells rank column by column, as ms_toollib
    breaks ties: the rank is worked out, not tabled.
    """

    def __init__(self, layout: _Layout) -> None:
        self.layout = layout
        self.cells = cells = len(layout.mine)
        self.revealed = bytearray(cells)
        self.flagged = bytearray(cells)
        self.clicks = 0
        self.current = array("b", [_NO_PREMIUM]) * cells  # premiums worth a chord
        self.heap: list[int] = []
        self.next_rank = 0  # units before it (in that order) are all solved
        self.work = 0  # cells rated or spans passed over, for the pace of the count

    def rank(self, cell: int) -> int:
        width = self.layout.width
        return cell % width * self.layout.height + cell // width

    def cell_of(self, rank: int) -> int:
        height = self.layout.height
        return rank % height * self.layout.width + rank // height

    def premium(self, cell: int) -> int:
        """3BV a chord here solves, minus the clicks it costs (flags, open, chord)."""
        layout, revealed = self.layout, self.revealed
        fresh = [near for near in layout.around[cell] if not revealed[near]]
        openings_hit = {layout.opening[near] for near in fresh if layout.opening[near] >= 0}
        gain = len(openings_hit) + sum(layout.island[near] for near in fresh)
        gain += not revealed[cell] and layout.island[cell]
        return gain - self.flag_cost(cell) - 1 - (not revealed[cell])

    def rate(self, cells: Iterable[int]) -> None:
        """Work out again the premiums of these cells."""
        for cell in cells:
            self.work += 1
            premium = _NO_PREMIUM
            if self.layout.numbers[cell] and self.opens_something(cell):
                premium = max(self.premium(cell), _NO_PREMIUM)
            if premium not in (_NO_PREMIUM, self.current[cell]):  # else its entry is there
                heapq.heappush(self.heap, (_BEST - premium) * self.cells + self.rank(cell))
            self.current[cell] = premium

    def best_chord(self) -> int | None:
        """The first cell with the highest premium of 0 or more, if any."""
        while self.heap:
            premium, rank = divmod(self.heap[0], self.cells)
            cell = self.cell_of(rank)
            if self.current[cell] == _BEST - premium:
                return cell
            heapq.heappop(self.heap)
        return None

    def opens_something(self, cell: int) -> bool:
        layout, revealed = self.layout, self.revealed
        return not revealed[cell] or any(not revealed[near] and not layout.mine[near]
                                         for near in layout.around[cell])

    def flag_cost(self, cell: int) -> int:
        return sum(self.layout.mine[near] and not self.flagged[near]
                   for near in self.layout.around[cell])

    def chord(self, cell: int) -> None:
        self.clicks += self.flag_cost(cell) + 1 + (not self.revealed[cell])
        changed = self.reveal(cell)
        for near in self.layout.around[cell]:
            if self.layout.mine[near]:
                self.flagged[near] = 1
                changed.append(near)
            else:
                changed += self.reveal(near)
        self.rerate(changed)

    def click(self, cell: int) -> None:
        self.clicks += 1
        self.rerate(self.reveal(cell))

    def rerate(self, changed: list[int]) -> None:
        """Rate again the numbers a change can concern: changed cells and those around
        them.  Only numbers have premiums, and the numbers around an opening's zeros are
        its border, found in its row spans rather than around each of a million zeros."""
        layout = self.layout
        around, zero, opening, numbers = layout.around, layout.zero, layout.opening, layout.numbers
        cells: set[int] = set()
        openings: set[int] = set()
        for cell in changed:
            if zero[cell]:
                openings.add(opening[cell])
            else:
                cells.add(cell)
                cells.update(around[cell])
        for label in openings:
            for start, end in layout.spans_of(label):
                cells.update(positions(numbers, 1, start, end))
                self.work += 1
        self.rate(cells)

    def reveal(self, cell: int) -> list[int]:
        """Open a cell; a zero opens its area a row span at a time (zeros only ever open
        with their whole area, and an area holds no mine).  Returns the numbers newly
        opened, and the zero for its whole area."""
        revealed, layout = self.revealed, self.layout
        if revealed[cell]:
            return []
        label = layout.opening[cell]
        if label < 0:
            revealed[cell] = 1
            return [cell]
        opened = [cell]
        for start, end in layout.spans_of(label):
            fresh = _and_not(layout.numbers[start:end], revealed[start:end])
            opened += [start + index for index in positions(fresh, 1)]
            revealed[start:end] = _ONES[:end - start]
            self.work += 1
        return opened

    def next_unit(self) -> int | None:
        """The first unsolved 3BV (an opening's zero or an island), column by column: the
        rest of a column in one C-speed pass."""
        width, height, units = self.layout.width, self.layout.height, self.layout.units
        while self.next_rank < self.cells:
            x, y = divmod(self.next_rank, height)
            start = y * width + x
            self.work += 1
            found = _and_not(units[start::width], self.revealed[start::width]).find(1)
            if found != -1:
                self.next_rank += found
                return start + found * width
            self.next_rank = (x + 1) * height
        return None


def _island_steps(layout: _Layout, pace: _Pace) -> Generator[None, None, int]:
    seen = bytearray(len(layout.mine))
    island, around = layout.island, layout.around
    count = 0
    for seed in positions(island, 1):
        if seen[seed]:
            continue
        count += 1
        stack = [seed]
        seen[seed] = 1
        while stack:
            for near in around[stack.pop()]:
                if not seen[near] and island[near]:
                    seen[near] = 1
                    stack.append(near)
            if pace.due():
                yield
    return count


class _HumanZiniRun(_ZiniRun):
    """Human ZiNi's solve: only numbers already opened are chorded, as a player sees them."""

    def rate(self, cells: Iterable[int]) -> None:
        super().rate(cell for cell in cells if self.revealed[cell])


def _hzini_steps(layout: _Layout, pace: _Pace) -> Generator[None, None, int]:
    """Human ZiNi: every opening clicked first, then ZiNi's greedy chords on opened numbers
    only (a covered one is never chorded blind); equals ``ms_toollib.cal_hzini``.  The
    openings are clicked in the order of their first cell: the premiums they leave do not
    depend on that order."""
    run = _HumanZiniRun(layout)
    for first in layout.firsts:
        run.click(first)
        if pace.due(run.work):
            run.work = 0
            yield
    return (yield from _greedy_steps(run, pace))


def _zini_steps(layout: _Layout, pace: _Pace) -> Generator[None, None, int]:
    run = _ZiniRun(layout)
    for cell in positions(layout.numbers, 1):
        run.rate((cell,))
        if pace.due():
            yield
    return (yield from _greedy_steps(run, pace))


def _greedy_steps(run: _ZiniRun, pace: _Pace) -> Generator[None, None, int]:
    """Chord the best premium while one is worth it, else click the next unsolved unit."""
    while True:
        cell = run.best_chord()
        if cell is not None:
            run.chord(cell)
        else:
            unit = run.next_unit()
            if unit is None:
                return run.clicks
            run.click(unit)
        if pace.due(run.work):
            run.work = 0
            yield


def speed(solved: int, time_ms: int) -> float:
    """3BV/s; a board solved in no time (a one-click win) is unbounded: inf, as the
    community's tools report it."""
    if time_ms <= 0:
        return math.inf if solved else 0.0
    return solved * 1000 / time_ms


def rqp(solved: int, time_ms: int) -> float:
    """RQP: time over 3BV/s, seconds squared per 3BV (lower is better); inf with nothing
    solved."""
    return (time_ms / 1000) ** 2 / solved if solved else math.inf


LEVELS = {(8, 8, 10): 3, (16, 16, 40): 4, (30, 16, 99): 5}  # the community's; 6 is custom
_STNB_CONSTANTS = {3: 36.0, 4: 162.0, 5: 435.0}


def level(width: int, height: int, mines: int) -> int:
    """The community's level of a board (Arbiter's: beginner is 8x8 with 10 mines)."""
    return LEVELS.get((width, height, mines), 6)


def stnb(board_level: int, three_bv: int, solved: int, time_ms: int) -> float:
    """STNB: the level's constant x solved 3BV / time^1.7, scaled by the root of the
    share of 3BV solved; 0 on other boards, which have no constant (as ms_toollib)."""
    constant = _STNB_CONSTANTS.get(board_level)
    if constant is None or not solved:
        return 0.0
    if time_ms <= 0:
        return math.inf
    return constant * solved / math.pow(time_ms / 1000, 1.7) * math.sqrt(solved / three_bv)


def zini(board: Board) -> int:
    """ZiNi: the clicks a greedy solver with flags and chords needs (a started board).

    The classic greedy count: every safe number that a chord could still open
    something around has a *premium*, the 3BV a chord on it solves (each opening
    it touches once, each island number, itself if an island) minus what the
    chord costs (a right click per unflagged mine around, the chord, and a left
    click first if it is covered).  While some premium is 0 or more, the cell
    with the highest is flagged around and chorded (a premium of 0 is taken, as
    its flags may serve later chords); otherwise the first unsolved opening or
    island is left clicked.  Ties go to the first cell column by column, which
    makes the count equal ``ms_toollib.cal_zini``.  Never above 3BV.
    """
    return run_to_end(_zini_steps(_layout_of(board), _Pace()))


class ClickRates:
    """Clicks, 3BV/s and IOE, for any record of clicks and solved 3BV over a time."""

    left: int
    right: int
    chord: int
    solved_three_bv: int
    time_ms: int

    @property
    def clicks(self) -> int:
        return self.left + self.right + self.chord

    @property
    def three_bv_per_second(self) -> float:
        return speed(self.solved_three_bv, self.time_ms)

    @property
    def ioe(self) -> float:
        """Index of efficiency: solved 3BV per click."""
        return self.solved_three_bv / self.clicks if self.clicks else 0.0


@dataclass(frozen=True)
class Performance(ClickRates):
    """One game's numbers as the community ranks them, from a replay or one of ours.

    Clicks are left, right and chord clicks, wasted ones included; *effective*
    clicks are those that changed the board (the community's "ce"; flagging a
    mine counts once however often it is toggled).
    """

    three_bv: int
    solved_three_bv: int
    openings: int
    zini: int
    time_ms: int
    left: int
    right: int
    chord: int
    effective: int
    completed: bool
    level: int = 6  # by the board's size (see ``level``), which STNB's constant goes by
    islands: int = 0
    hzini: int = 0
    path_px: float = 0.0  # the cursor's path from the first opening, in 16-pixel cells' px

    @property
    def rqp(self) -> float:
        return rqp(self.solved_three_bv, self.time_ms)

    @property
    def stnb(self) -> float:
        return stnb(self.level, self.three_bv, self.solved_three_bv, self.time_ms)

    @property
    def throughput(self) -> float:
        """Solved 3BV per effective click."""
        return self.solved_three_bv / self.effective if self.effective else 0.0

    @property
    def correctness(self) -> float:
        """Effective clicks per click."""
        return self.effective / self.clicks if self.clicks else 0.0

    @property
    def zini_efficiency(self) -> float:
        """ZiNi per click, for a cleared board (1.0: as few clicks as the greedy solver)."""
        return self.zini / self.clicks if self.completed and self.clicks else 0.0

    @property
    def no_flags(self) -> bool:
        """NF: won without a single right click."""
        return self.right == 0


def board_counts(board: Board) -> dict[str, int]:
    """Openings, ZiNi (:func:`zini`), islands (groups of touching numbers no opening
    reveals) and hZiNi of a started board, laid out once for all four."""
    pace = _Pace()
    return run_to_end(_count_steps(run_to_end(_laid_out(board, pace)), pace))


def _count_steps(layout: _Layout, pace: _Pace) -> Generator[None, None, dict[str, int]]:
    """:func:`board_counts` on a board already laid out, in steps."""
    zini_clicks = yield from _zini_steps(layout, pace)
    island_count = yield from _island_steps(layout, pace)
    hzini_clicks = yield from _hzini_steps(layout, pace)
    return {"openings": layout.count, "zini": zini_clicks, "islands": island_count,
            "hzini": hzini_clicks}
