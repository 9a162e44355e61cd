"""Honest Minesweeper statistics: one record per game, tallies per difficulty and mode.

Definitions, as the competitive community uses them:

- **3BV**: the fewest left clicks that clear the board without flags: one per opening
  (a connected area of zeros with its numbered border) plus one per numbered cell that
  borders no opening.
- **solved 3BV**: those clicks already done: an opening counts once all its zeros are
  revealed, a number outside every opening once it is revealed.  A win solves all 3BV.
- **time**: from the first opening to the move that ended the game, in hundredths of a
  second (cut, like a stopwatch).
- **3BV/s** = solved 3BV / time; **efficiency** = solved 3BV / clicks, where clicks are
  every left, right and chord click on the board, wasted ones included.

A game's outcome is how it first ended: undoing the fatal move keeps the loss in the
statistics, as in Tatham's Mines.  A win with undos or hints is a win, recorded as
aided, and sets neither a best time nor a best 3BV/s.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from game.core.games import MinesGame
from game.core.mines.board import Board
from game.core.session import HINT, UNDO, Session

STATS_VERSION = 1
MODES = ("classic", "no-guess")
_REVEALED = frozenset(".12345678")
BEST_TIME, BEST_SPEED = "best_time_cs", "best_three_bv_per_second"


class StatsError(ValueError):
    """A statistics record that is corrupt; the message says which field."""


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

    @property
    def seconds(self) -> float:
        return self.time_cs / 100

    @property
    def clicks(self) -> int:
        return self.left_clicks + self.right_clicks + self.chord_clicks

    @property
    def three_bv_per_second(self) -> float:
        return self.solved_three_bv / self.seconds if self.time_cs else 0.0

    @property
    def efficiency(self) -> float:
        return self.solved_three_bv / self.clicks if self.clicks else 0.0

    @property
    def aided(self) -> bool:
        return bool(self.hints or self.undos)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> GameRecord:
        record = cls(**_read_fields(data, _RECORD_FIELDS, "game record"))
        if record.mode not in MODES:
            raise StatsError(f"game record: mode {record.mode[:20]!r} is not one of {MODES}")
        if record.solved_three_bv > record.three_bv:
            raise StatsError("game record: solved 3BV exceeds the board's 3BV")
        if record.won and record.solved_three_bv != record.three_bv:
            raise StatsError("game record: a won game must have solved all its 3BV")
        return record


def game_record(session: Session[MinesGame]) -> GameRecord | None:
    """The record of the session's game as it first ended, or None while it has not."""
    ending = session.ending
    if ending is None:
        return None
    events = session.events[:ending.event_count]
    kinds = [event.action[0] for event in events if event.is_move]
    three_bv, solved = three_bv_progress(ending.position.board)
    started_ms = ending.at_ms if session.started_at_ms is None else session.started_at_ms
    params = ending.position.params
    return GameRecord(
        difficulty=params.difficulty, mode=params.mode, won=ending.position.status == "won",
        time_cs=(ending.at_ms - started_ms) // 10, three_bv=three_bv, solved_three_bv=solved,
        left_clicks=kinds.count("O"), right_clicks=kinds.count("F"),
        chord_clicks=kinds.count("C"),
        hints=sum(event.action == HINT for event in events),
        undos=sum(event.action == UNDO for event in events))


def three_bv_progress(board: Board) -> tuple[int, int]:
    """(3BV, solved 3BV) of a started board, by the definitions above."""
    width, height = board.width, board.height
    mines = [cell == "*" for cell in board.layout_text().replace("\n", "")]
    revealed = [cell in _REVEALED for cell in board.to_text().replace("\n", "")]
    zero = _zero_cells(mines, width)
    in_opening = [False] * len(mines)
    three_bv = solved = 0
    for seed, is_zero in enumerate(zero):
        if is_zero and not in_opening[seed]:
            zeros = _opening(seed, zero, in_opening, width, height)
            three_bv += 1
            solved += all(revealed[i] for i in zeros)
    for index, mine in enumerate(mines):
        if not mine and not in_opening[index]:
            three_bv += 1
            solved += revealed[index]
    return three_bv, solved


def _zero_cells(mines: list[bool], width: int) -> list[bool]:
    """Cells with no mine in their 3x3 box (themselves included): row sweeps, not loops."""
    rows = [mines[start:start + width] for start in range(0, len(mines), width)]
    wide = [[left or here or right for left, here, right
             in zip([False, *row[:-1]], row, [*row[1:], False], strict=True)] for row in rows]
    blank = [False] * width
    zero: list[bool] = []
    for above, here, below in zip([blank, *wide[:-1]], wide, [*wide[1:], blank], strict=True):
        zero += [not (a or b or c) for a, b, c in zip(above, here, below, strict=True)]
    return zero


def _opening(seed: int, zero: list[bool], in_opening: list[bool],
             width: int, height: int) -> list[int]:
    """The zeros connected to ``seed``; marks them and their border as in an opening."""
    zeros, stack = [], [seed]
    in_opening[seed] = True
    while stack:
        index = stack.pop()
        zeros.append(index)
        x, y = index % width, index // width
        for ny in range(max(y - 1, 0), min(y + 2, height)):
            for neighbour in range(ny * width + max(x - 1, 0), ny * width + min(x + 2, width)):
                if not in_opening[neighbour]:
                    in_opening[neighbour] = True
                    if zero[neighbour]:
                        stack.append(neighbour)
    return zeros


@dataclass
class Tally:
    """Totals for one difficulty and mode."""

    played: int = 0
    won: int = 0
    aided_wins: int = 0
    current_streak: int = 0
    best_streak: int = 0
    best_time_cs: int | None = None
    best_three_bv_per_second: float | None = None

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def add(self, record: GameRecord) -> frozenset[str]:
        """Count a game; return which bests it set (``BEST_TIME``, ``BEST_SPEED``)."""
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
        return self._improve_bests(record)

    def _improve_bests(self, record: GameRecord) -> frozenset[str]:
        improved = set()
        if self.best_time_cs is None or record.time_cs < self.best_time_cs:
            self.best_time_cs = record.time_cs
            improved.add(BEST_TIME)
        speed = record.three_bv_per_second
        if self.best_three_bv_per_second is None or speed > self.best_three_bv_per_second:
            self.best_three_bv_per_second = speed
            improved.add(BEST_SPEED)
        return frozenset(improved)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Tally:
        tally = cls(**data)
        if not tally.aided_wins <= tally.won <= tally.played:
            raise StatsError("tally: wins must not exceed games, nor aided wins wins")
        if not tally.current_streak <= tally.best_streak <= tally.won:
            raise StatsError("tally: streaks must not exceed the best streak and the wins")
        return tally


class Stats:
    """Tallies per (difficulty, mode); serialises to a JSON-able dict."""

    def __init__(self) -> None:
        self.tallies: dict[tuple[str, str], Tally] = {}

    def tally(self, difficulty: str, mode: str) -> Tally:
        """The tally for a category (an empty one if nothing was played there)."""
        return self.tallies.get((difficulty, mode), Tally())

    def add(self, record: GameRecord) -> frozenset[str]:
        """Count a finished game; return the bests it set."""
        key = (record.difficulty, record.mode)
        return self.tallies.setdefault(key, Tally()).add(record)

    def to_dict(self) -> dict[str, Any]:
        return {"version": STATS_VERSION,
                "tallies": [{"difficulty": difficulty, "mode": mode, **asdict(tally)}
                            for (difficulty, mode), tally in self.tallies.items()]}

    @classmethod
    def from_dict(cls, data: object) -> Stats:
        """Read :meth:`to_dict` output back; anything corrupt raises :class:`StatsError`."""
        fields = _read_fields(data, {"version": _count, "tallies": _list}, "statistics")
        if fields["version"] != STATS_VERSION:
            raise StatsError(f"statistics version {fields['version']} is not supported "
                             f"(this build reads version {STATS_VERSION})")
        stats = cls()
        for number, item in enumerate(fields["tallies"], 1):
            values = _read_fields(item, _TALLY_FIELDS, f"tally {number}")
            key = (values.pop("difficulty"), values.pop("mode"))
            if key[1] not in MODES or key in stats.tallies:
                raise StatsError(f"tally {number}: mode not one of {MODES}, or listed twice")
            stats.tallies[key] = Tally.from_dict(values)
        return stats


# ----- validation of stored dicts ------------------------------------------------

def _count(value: object) -> int:
    if type(value) is not int or value < 0:
        raise ValueError("should be a whole number, 0 or more")
    return value


def _rate(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError("should be a number")
    rate = float(value) if abs(value) < 1e300 else math.inf
    if not math.isfinite(rate) or rate < 0:
        raise ValueError("should be a finite number, 0 or more")
    return rate


def _name(value: object) -> str:
    if not isinstance(value, str) or not value:
        raise ValueError("should be a non-empty string")
    return value


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("should be true or false")
    return value


def _list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise ValueError("should be a list")
    return value


def _optional(check: Callable[[object], object]) -> Callable[[object], object]:
    return lambda value: None if value is None else check(value)


_RECORD_FIELDS: dict[str, Callable[[object], object]] = {
    "difficulty": _name, "mode": _name, "won": _flag, "time_cs": _count, "three_bv": _count,
    "solved_three_bv": _count, "left_clicks": _count, "right_clicks": _count,
    "chord_clicks": _count, "hints": _count, "undos": _count,
}
_TALLY_FIELDS: dict[str, Callable[[object], object]] = {
    "difficulty": _name, "mode": _name, "played": _count, "won": _count,
    "aided_wins": _count, "current_streak": _count, "best_streak": _count,
    "best_time_cs": _optional(_count), "best_three_bv_per_second": _optional(_rate),
}


def _read_fields(data: object, checks: Mapping[str, Callable[[object], object]],
                 what: str) -> dict[str, Any]:
    """The checked values of a stored dict that must have exactly these keys."""
    if not isinstance(data, dict):
        raise StatsError(f"{what} should be an object, not {type(data).__name__}")
    if set(data) != set(checks):
        missing, extra = set(checks) - set(data), set(data) - set(checks)
        raise StatsError(f"{what}: missing {sorted(missing)}, unexpected "
                         f"{sorted(map(str, extra))[:5]}")
    values = {}
    for key, check in checks.items():
        try:
            values[key] = check(data[key])
        except ValueError as error:
            raise StatsError(f"{what}: {key} {error}") from error
    return values
