"""Win rate of the guessing engine: seeded games played to the end, with 95 % intervals.

``python -m bench --winrate N [mode ...] [--start S] [--jobs J] [--ab OTHER]``
(or ``python -m bench.winrate ...``) plays N games of each mode below, seeds S to
S+N-1, and prints one JSON object.  A game opens every proved-safe cell, and when
none is left opens the engine's best guess.  Each seed's game is the same however
it is run, so:

- ``--jobs J`` plays the seeds in J processes (``--jobs 0``: one per core); the
  figures equal a serial run's exactly;
- ``--start`` shards a run across machines; ``--merge FILE ...`` adds the JSON of
  shards over disjoint seeds into the figures of the whole (``--ab`` runs too);
- ``--ab OTHER`` plays the same seeds a second time, with OTHER either engine
  settings (``candidates=20,relative_band=0.8``, fields of
  :class:`game.core.mines.engine.Tuning`) or the path of another checkout (say a ``git worktree`` of
  another commit), or ``hill:CHECKOUT``, David Hill's JSMinesweeper solver from a
  work tree of it, run by Node.js (:mod:`bench.hill`); it reports the paired
  difference: the discordant pairs (won by one side only) and the standard error
  of the difference.

The modes follow the published figures they compare with (``PUBLISHED``):

- classic Expert: 30x16/99, first click in the corner (0, 0), safe but not
  guaranteed to open an area (the mines avoid that one cell only);
- modern Expert: first click at (2, 2) (0-based), its 3x3 area mine-free;
- Beginner 9x9/10 and Intermediate 16x16/40, opened the modern way.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import random
import resource
import subprocess
import sys
import time
from collections.abc import Collection
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from itertools import pairwise
from pathlib import Path
from typing import Any

from bench import hill
from game.core.mines.board import Board, LayoutStrategy, random_layout
from game.core.mines.engine import SHIPPED, Tuning
from game.core.mines.player import Player

Cell = tuple[int, int]
# mode: (width, height, mines, first click (0-based), layout strategy)
Mode = tuple[int, int, int, Cell, LayoutStrategy]
PROGRESS_EVERY = 500
# Games a worker plays before handing its outcomes back (progress comes per chunk).
CHUNK = 250
# The strongest published win rates under the same rules: (rate, games, source).
PUBLISHED: dict[str, list[tuple[float, str, str]]] = {
    "classic_expert": [
        (0.41132, "10,000,000", "David Hill's Java solver, github.com/DavidNHill/JSMinesweeper "
                                "issue #38 (2025), 41.132 +- 0.03 %"),
        (0.4005, "100,000,000", "Tu et al. 2017, PSEQ-D256, github.com/b1f6c1c4/MineSweeperProb"),
    ],
    "modern_expert": [(0.543, "-", "JSMinesweeper README (Java solver)")],
    "beginner": [(0.9717, "100,000,000", "Tu et al. 2017, github.com/b1f6c1c4/MineSweeperProb")],
    "intermediate": [(0.8908, "100,000,000",
                      "Tu et al. 2017, github.com/b1f6c1c4/MineSweeperProb")],
}


def safe_first_cell_layout(width: int, height: int, mines: int, first: int,
                           rng: random.Random) -> Collection[int]:
    """Uniform mines anywhere but the first cell: the classic Windows rule."""
    return [rank + (rank >= first) for rank in rng.sample(range(width * height - 1), mines)]


MODES: dict[str, Mode] = {
    "classic_expert": (30, 16, 99, (0, 0), safe_first_cell_layout),
    "modern_expert": (30, 16, 99, (2, 2), random_layout),
    "beginner": (9, 9, 10, (2, 2), random_layout),
    "intermediate": (16, 16, 40, (2, 2), random_layout),
}


def play(mode: Mode, seed: int, tuning: Tuning = SHIPPED) -> bool:
    """One game to its end, played by the engine with ``tuning``; True if won."""
    width, height, mines, first, strategy = mode
    board = Board(width, height, mines, seed=seed, strategy=strategy)
    board.reveal(*first)
    player = Player(width, height, mines, tuning)
    while board.status == "playing":
        player.observe(board.to_text())
        for cell in player.move()[0]:
            board.reveal(*cell)
    return board.status == "won"


def wilson(wins: int, games: int) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if not games:
        return 0.0, 1.0
    z = 1.959964
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    spread = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    half = spread / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def outcomes(name: str, start: int, games: int, jobs: int = 1, settings: str = "") -> str:
    """One character per seed from ``start``: ``1`` won, ``0`` lost, in seed order.

    With ``jobs`` > 1 the seeds are played in that many processes, in chunks; each
    seed's game does not depend on who plays it, so the string is the serial one.
    """
    chunks = [(MODES[name], first, min(CHUNK, start + games - first), tuning(settings))
              for first in range(start, start + games, CHUNK)]
    began, played = time.perf_counter(), ""
    with ProcessPoolExecutor(jobs) if jobs > 1 else nullcontext() as pool:
        for part in pool.map(_chunk, chunks) if pool else map(_chunk, chunks):
            played += part
            if len(played) % PROGRESS_EVERY < len(part) or len(played) == games:
                _progress(name, start, played, began)
    return played


def _chunk(task: tuple[Mode, int, int, Tuning]) -> str:
    """A worker's share: its seeds' outcomes under the engine settings given."""
    mode, first, games, tuned = task
    return "".join("1" if play(mode, seed, tuned) else "0"
                   for seed in range(first, first + games))


def tuning(settings: str) -> Tuning:
    """The shipped :class:`Tuning` with ``name=value`` fields (comma-separated) changed; an
    unknown name is an error that says which are known."""
    fields = {field.name: field for field in dataclasses.fields(Tuning)}
    changed: dict[str, Any] = {}
    for setting in filter(None, settings.split(",")):
        name, _, value = setting.partition("=")
        field = fields.get(name.strip())
        if field is None:
            raise SystemExit(f"unknown engine setting {name.strip()!r}; one of {', '.join(fields)}")
        changed[field.name] = type(getattr(SHIPPED, field.name))(value)
    return dataclasses.replace(SHIPPED, **changed)


def _progress(name: str, start: int, played: str, began: float) -> None:
    """A line on stderr every ``PROGRESS_EVERY`` games, so a run cut short still tells."""
    done, won = len(played), played.count("1")
    low, high = wilson(won, done)
    print(f"{name}: seeds {start}-{start + done - 1}: {won}/{done} won, {won / done:.2%} "
          f"[{low:.2%}, {high:.2%}], {time.perf_counter() - began:.0f} s",
          file=sys.stderr, flush=True)


def figures(name: str, start: int, wins: int, games: int, seconds: float,
            cpu_seconds: float) -> dict[str, Any]:
    """One mode's figures."""
    low, high = wilson(wins, games)
    return {"first_seed": start, "games": games, "wins": wins,
            "rate": round(wins / games, 5) if games else 0.0,
            "ci95": [round(low, 5), round(high, 5)], "seconds": round(seconds, 1),
            "games_per_second": round(games / seconds, 2) if seconds else 0.0,
            "cpu_seconds": round(cpu_seconds, 3),
            "cpu_seconds_per_game": round(cpu_seconds / games, 4) if games else 0.0,
            "published": [{"rate": rate, "games": count, "source": source}
                          for rate, count, source in PUBLISHED.get(name, [])]}


def win_rates(games: int, modes: list[str] | None = None, start: int = 0, jobs: int = 1,
              settings: str = "", keep_outcomes: bool = False) -> dict[str, Any]:
    """Play ``games`` seeded games (seeds ``start``...) of each mode; the figures as a dict."""
    began = time.perf_counter()
    result: dict[str, object] = {"games_per_mode": games, "first_seed": start, "jobs": jobs,
                                 "settings": settings,
                                 "command": command(games, modes, start, jobs, settings)}
    for name in modes or list(MODES):
        mode_began, cpu = time.perf_counter(), cpu_seconds_used()
        played = outcomes(name, start, games, jobs, settings)
        mode = figures(name, start, played.count("1"), games, time.perf_counter() - mode_began,
                       cpu_seconds_used() - cpu)
        if keep_outcomes:
            mode["outcomes"] = played
        result[name] = mode
    result["seconds"] = round(time.perf_counter() - began, 1)
    return result


def command(games: int, modes: list[str] | None, start: int, jobs: int, settings: str = "",
            other: str = "") -> str:
    """The command line that plays these games again (``settings``: the ``name=value``
    engine settings played; ``other``: an ``--ab`` run's second side)."""
    words = ["python -m bench --winrate", str(games), *(modes or []), "--start", str(start),
             "--jobs", str(jobs)]
    if other:
        words += ["--ab", other]
    line = " ".join(words)
    return f"{line}  (settings {settings})" if settings else line


def cpu_seconds_used() -> float:
    """Processor time of this process and of its reaped workers (a pool's, once shut down)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def paired(first: str, second: str) -> dict[str, float | int]:
    """The paired difference of two runs over the same seeds (``first`` minus ``second``)."""
    if len(first) != len(second):
        raise ValueError(f"the runs cover {len(first)} and {len(second)} seeds, not the same")
    pairs = list(zip(first, second, strict=True))
    return _difference(len(pairs), pairs.count(("1", "1")), pairs.count(("1", "0")),
                       pairs.count(("0", "1")))


def _difference(games: int, both: int, only_first: int, only_second: int
                ) -> dict[str, float | int]:
    """Only the discordant seeds, won by one side alone, carry information: with b won
    by the first alone and c by the second alone over n seeds, the difference is
    (b - c) / n and its standard error sqrt(b + c - (b - c)^2 / n) / n."""
    difference = (only_first - only_second) / games if games else 0.0
    spread = only_first + only_second - (only_first - only_second) ** 2 / games if games else 0
    error = math.sqrt(max(spread, 0.0)) / games if games else 0.0
    return {"games": games, "both_won": both, "only_first_won": only_first,
            "only_second_won": only_second, "difference": round(difference, 5),
            "standard_error": round(error, 5)}


def ab(games: int, modes: list[str] | None, start: int, jobs: int,
       other: str) -> dict[str, object]:
    """This checkout against ``other`` (settings, or another checkout's path), same seeds."""
    mine = win_rates(games, modes, start, jobs, keep_outcomes=True)
    if other.startswith(hill.PREFIX):
        theirs = _hill_side(Path(other.removeprefix(hill.PREFIX)), games, modes, start, jobs)
    elif "=" in other:
        theirs = win_rates(games, modes, start, jobs, settings=other, keep_outcomes=True)
    else:
        theirs = _other_checkout(Path(other), games, modes, start, jobs)
    result: dict[str, object] = {"games_per_mode": games, "first_seed": start,
                                 "first": "this checkout", "second": other,
                                 "command": command(games, modes, start, jobs, other=other)}
    for name in modes or list(MODES):
        first, second = mine[name], theirs[name]
        result[name] = {"first_seed": start, "first_rate": first["rate"],
                        "second_rate": second["rate"],
                        "cpu_seconds_per_game": [first["cpu_seconds_per_game"],
                                                 second.get("cpu_seconds_per_game")],
                        **paired(first["outcomes"], second["outcomes"])}
    return result


def _other_checkout(root: Path, games: int, modes: list[str] | None, start: int,
                    jobs: int) -> dict[str, Any]:
    """The outcomes of another checkout's engine, played by that checkout's own harness (the
    same boards and seeds; its engine may take its settings another way than this one's)."""
    harness = root / "bench" / "winrate.py"
    if not (root / "game" / "core" / "mines" / "engine.py").is_file() or not harness.is_file():
        raise SystemExit(f"--ab {root}: neither engine settings (name=value) nor a checkout")
    command = [sys.executable, str(harness.resolve()), str(games), *(modes or []),
               "--start", str(start), "--jobs", str(jobs), "--outcomes"]
    environment = {**os.environ, "PYTHONPATH": str(root.resolve())}
    done = subprocess.run(command, cwd=root, env=environment, check=True, stdout=subprocess.PIPE,
                          text=True)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def _hill_side(checkout: Path, games: int, modes: list[str] | None, start: int,
               jobs: int) -> dict[str, Any]:
    """David Hill's solver (:mod:`bench.hill`) on the same seeds: each mode's figures, with
    the outcomes kept for the pairing."""
    result: dict[str, Any] = {}
    for name in modes or list(MODES):
        began, cpu = time.perf_counter(), cpu_seconds_used()
        mode = MODES[name]
        played = hill.outcomes(checkout, mode, mode[4] is not safe_first_cell_layout, start,
                               games, jobs)
        result[name] = {**figures(name, start, played.count("1"), games,
                                  time.perf_counter() - began, cpu_seconds_used() - cpu),
                        "outcomes": played}
    return result


def merge(shards: list[dict[str, Any]]) -> dict[str, object]:
    """The figures of shards over disjoint seed ranges, as one run would give them: win
    rates, or the paired differences of ``--ab`` runs (their discordant pairs add up)."""
    result: dict[str, object] = {"shards": len(shards)}
    for name in MODES:
        parts = [{"first_seed": shard.get("first_seed"), **shard[name]} for shard in shards
                 if isinstance(shard.get(name), dict)]
        if not parts:
            continue
        spans = sorted((part["first_seed"], part["first_seed"] + part["games"]) for part in parts)
        if any(end > next_start for (_, end), (next_start, _) in pairwise(spans)):
            raise SystemExit(f"{name}: the shards' seeds overlap: {spans}")
        ab_run = "only_first_won" in parts[0]
        merged = _merge_paired(parts) if ab_run else _merge_runs(name, parts)
        result[name] = {"first_seed": spans[0][0], **merged, "seed_ranges": spans}
    return result


def _merge_runs(name: str, parts: list[dict[str, Any]]) -> dict[str, Any]:
    """One mode's win rates over all shards (and its outcomes, if every shard kept them and
    they leave no gap)."""
    parts = sorted(parts, key=lambda part: part["first_seed"])
    merged = figures(name, parts[0]["first_seed"], sum(part["wins"] for part in parts),
                     sum(part["games"] for part in parts), sum(part["seconds"] for part in parts),
                     sum(part.get("cpu_seconds", 0.0) for part in parts))
    if all("outcomes" in part for part in parts) and all(
            one["first_seed"] + one["games"] == other["first_seed"]
            for one, other in pairwise(parts)):
        merged["outcomes"] = "".join(part["outcomes"] for part in parts)
    return merged


def _merge_paired(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """One mode's paired difference over all shards of an ``--ab`` run."""
    games, both, first, second = (sum(part[key] for part in parts) for key in (
        "games", "both_won", "only_first_won", "only_second_won"))
    return {"first_rate": round((both + first) / games, 5),
            "second_rate": round((both + second) / games, 5),
            **_difference(games, both, first, second)}


def main(arguments: list[str]) -> None:
    """``N [mode ...] [--start S] [--jobs J] [--ab OTHER] [--outcomes]``,
    or ``--merge FILE ...``."""
    options, rest = _options(arguments)
    if "--merge" in options:
        files = [options["--merge"], *rest]
        print(json.dumps(merge([json.loads(Path(file).read_text()) for file in files])))
        return
    games = int(rest[0]) if rest else 100
    modes = rest[1:] or None
    unknown = [name for name in modes or [] if name not in MODES]
    if unknown:
        raise SystemExit(f"unknown mode {unknown[0]!r}; one of {', '.join(MODES)}")
    start = int(options.get("--start", 0))
    jobs = int(options.get("--jobs", 1)) or os.cpu_count() or 1  # --jobs 0: every core
    if "--ab" in options:
        print(json.dumps(ab(games, modes, start, jobs, options["--ab"])), flush=True)
        return
    print(json.dumps(win_rates(games, modes, start, jobs,
                               keep_outcomes="--outcomes" in options)), flush=True)


def _options(arguments: list[str]) -> tuple[dict[str, str], list[str]]:
    """``--name value`` pairs (``--outcomes`` stands alone) and the other arguments."""
    options: dict[str, str] = {}
    rest: list[str] = []
    items = iter(arguments)
    for item in items:
        if item == "--outcomes":
            options[item] = ""
        elif item.startswith("--"):
            value = next(items, None)
            if value is None:
                raise SystemExit(f"{item} needs a value")
            options[item] = value
        else:
            rest.append(item)
    return options, rest


if __name__ == "__main__":
    main(sys.argv[1:])
