"""Win rate of the guessing engine: seeded games played to the end, with 95 % intervals.

``python -m bench --winrate N [mode ...] [--start S] [--jobs J] [--first X,Y] [--settings S]
[--ab OTHER] [--cluster tcp://HOST:PORT] [--outcomes]`` (or ``python -m bench.winrate ...``)
plays N games of each mode below, seeds S to S+N-1, and prints one JSON object.  A game
opens every proved-safe cell, and when none is left opens the engine's best guess.  Each
seed's game is the same however it is run, so:

- ``--jobs J`` plays the seeds in J processes (``--jobs 0``: one per core); the
  figures equal a serial run's exactly;
- ``--cluster tcp://HOST:PORT`` plays them on a Dask distributed scheduler's workers
  instead (``pip install -e '.[cluster]'``; each worker started in a checkout of the same
  commit): the same figures again, seed for seed;
- ``--first X,Y`` opens every game of the run at (X, Y) (0-based) instead of its mode's
  start;
- ``--settings name=value,...`` plays engine settings other than the shipped ones (fields
  of :class:`game.core.mines.engine.Tuning`);
- ``--start`` shards a run across machines; ``--merge FILE ...`` adds the JSON of
  shards over disjoint seeds into the figures of the whole (``--ab`` runs too);
- ``--pair FIRST.json SECOND.json`` pairs two runs kept with ``--outcomes`` (shards merged
  or not) over the same seeds, as ``--ab`` does: several settings paired with one
  shipped run, each costing one side;
- ``--ab OTHER`` plays the same seeds a second time, with OTHER either engine
  settings (``candidates=20,relative_band=0.8``) or the path of another checkout (say a
  ``git worktree`` of another commit), or ``hill:CHECKOUT``, David Hill's JSMinesweeper
  solver from a work tree of it, run by Node.js (:mod:`bench.hill`); it reports the paired
  difference: the discordant pairs (won by one side only) and the standard error
  of the difference.  ``--ab first=X,Y`` pairs two starts: both sides then deal coupled
  layouts (:func:`coupled_area_layout`): a seed's uniform layout, wherever it is legal for
  both starts.  The
  JSON names the commit each side played (``first_commit``, ``second_commit``), a
  JSMinesweeper work tree's too.

The modes follow the published figures they compare with (``PUBLISHED``):

- classic Expert: 30x16/99, first click in the corner (0, 0), safe but not
  guaranteed to open an area (the mines avoid that one cell only);
- modern Expert: first click at (2, 2) (0-based), its 3x3 area mine-free: the start of every
  modern record and pairing in docs/solver-ab.md so far.  Hill's published 54.3 % is from
  (3, 3), where Tu et al. measure 0.36 points more: compare with it at ``--first 3,3``;
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
from collections.abc import Collection, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from itertools import pairwise
from pathlib import Path
from typing import Any

from bench import hill
from game.core.mines.board import Board, LayoutStrategy, random_layout
from game.core.mines.engine import SHIPPED, Tuning
from game.core.mines.player import Player
from game.core.mines.rows import area

Cell = tuple[int, int]
# mode: (width, height, mines, first click (0-based), layout strategy)
Mode = tuple[int, int, int, Cell, LayoutStrategy]
PROGRESS_EVERY = 500
# Games a worker plays before handing its outcomes back (progress comes per chunk).
CHUNK = 250
# How long ``--cluster`` waits for its scheduler to answer.
CONNECT_SECONDS = 30
# The strongest published win rates under the same rules: (rate, games, source).
PUBLISHED: dict[str, list[tuple[float, str, str]]] = {
    "classic_expert": [
        (0.41132, "10,000,000", "David Hill's Java solver, github.com/DavidNHill/JSMinesweeper "
                                "issue #38 (2025), 41.132 +- 0.03 %"),
        (0.40043, "100,000,000", "Tu et al. 2017, PSEQ-D256, SFAR, first click (0, 0), "
                                 "github.com/b1f6c1c4/MineSweeperProb"),
    ],
    "modern_expert": [(0.543, "-", "JSMinesweeper README (Java solver), first click (3, 3)"),
                      (0.53452, "100,000,000", "Tu et al. 2017, PSEQ-D256, SNR, first click "
                                               "(3, 3), github.com/b1f6c1c4/MineSweeperProb")],
    # Tu et al.'s strongest (PSEQ-D256) under our rule (SNR) from our start, (2, 2): like for
    # like.  97.1669 +- 0.0033 % and 89.0786 +- 0.0088 % in their README.
    "beginner": [(0.9717, "100,000,000", "Tu et al. 2017, PSEQ-D256, SNR, first click (2, 2), "
                                         "github.com/b1f6c1c4/MineSweeperProb")],
    "intermediate": [(0.8908, "100,000,000", "Tu et al. 2017, PSEQ-D256, SNR, first click "
                                             "(2, 2), github.com/b1f6c1c4/MineSweeperProb")],
}


def safe_first_cell_layout(width: int, height: int, mines: int, first: int,
                           rng: random.Random) -> Collection[int]:
    """Uniform mines anywhere but the first cell: the classic Windows rule."""
    return [rank + (rank >= first) for rank in rng.sample(range(width * height - 1), mines)]


def coupled_area_layout(width: int, height: int, mines: int, first: int,
                        rng: random.Random) -> Collection[int]:
    """:func:`random_layout`'s deal (uniform mines off the first cell's 3x3 area, room
    allowing), drawn so that starts share their layouts: the first ``mines`` cells of one
    seeded shuffle of the board that lie outside the area.  A shuffle's order restricted to
    any set of cells is uniform, so each start's deal is exactly its rule's; and whenever
    the shuffle's first ``mines`` cells (a uniform layout of the whole board) are legal for
    two starts, both get that very layout, so a paired A/B of starts differs mostly where
    the starts do."""
    order = list(range(width * height))
    rng.shuffle(order)
    zone = set(area(width, height, first))
    if width * height - len(zone) < mines:
        zone = {first}
    return [cell for cell in order if cell not in zone][:mines]


def coupled_safe_layout(width: int, height: int, mines: int, first: int,
                        rng: random.Random) -> Collection[int]:
    """:func:`safe_first_cell_layout`'s deal, coupled across starts as
    :func:`coupled_area_layout` is."""
    order = list(range(width * height))
    rng.shuffle(order)
    return [cell for cell in order if cell != first][:mines]


# Each rule's coupled deal, for runs that pair starts.
COUPLED: dict[LayoutStrategy, LayoutStrategy] = {random_layout: coupled_area_layout,
                                                 safe_first_cell_layout: coupled_safe_layout}

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


@dataclasses.dataclass(frozen=True)
class Deal:
    """How a run deals its boards: the first click (None: each mode's own) and whether the
    layouts are coupled across starts (:data:`COUPLED`)."""

    first: Cell | None = None
    coupled: bool = False

    def mode(self, name: str) -> Mode:
        width, height, mines, first, strategy = MODES[name]
        return (width, height, mines, self.first or first,
                COUPLED[strategy] if self.coupled else strategy)

    def figures(self, name: str) -> dict[str, object]:
        """What a mode's figures say of the deal, so that shards of other deals never merge."""
        return {"first_click": list(self.mode(name)[3]),
                "layouts": "coupled" if self.coupled else "independent"}


MODES_DEAL = Deal()


def outcomes(name: str, start: int, games: int, jobs: int = 1, settings: str = "",
             deal: Deal = MODES_DEAL, cluster: str = "") -> str:
    """One character per seed from ``start``: ``1`` won, ``0`` lost, in seed order.

    With ``jobs`` > 1 the seeds are played in that many processes, in chunks, and with
    ``cluster`` (a Dask scheduler's address) on its workers; each seed's game does not
    depend on who plays it, so the string is the serial one.
    """
    chunks = [(deal.mode(name), first, min(CHUNK, start + games - first), tuning(settings))
              for first in range(start, start + games, CHUNK)]
    began, played = time.perf_counter(), ""
    for part in _played(chunks, jobs, cluster):
        played += part
        if len(played) % PROGRESS_EVERY < len(part) or len(played) == games:
            _progress(name, start, played, began)
    return played


Task = tuple[Mode, int, int, Tuning]


def _played(chunks: list[Task], jobs: int, cluster: str) -> Iterator[str]:
    """Each chunk's outcomes, in order: here, in ``jobs`` processes or on a Dask cluster."""
    if cluster:
        yield from _on_cluster(chunks, cluster)
        return
    with ProcessPoolExecutor(jobs) if jobs > 1 else nullcontext() as pool:
        yield from pool.map(_chunk, chunks) if pool else map(_chunk, chunks)


def _on_cluster(chunks: list[Task], address: str) -> Iterator[str]:
    """The chunks played by the workers of the Dask scheduler at ``address``, in order.
    Each worker needs this checkout's ``game`` and ``bench`` importable (start it in a
    checkout of the same commit)."""
    try:
        from distributed import Client
    except ImportError:
        raise SystemExit("--cluster needs Dask's distributed scheduler: "
                         "pip install -e '.[cluster]'") from None
    try:
        client = Client(address, timeout=CONNECT_SECONDS)  # type: ignore[no-untyped-call]
    except OSError as error:
        raise SystemExit(f"--cluster {address}: no scheduler answers there ({error})") from None
    with client:
        futures = client.map(_chunk, chunks, pure=False)
        for future in futures:
            yield future.result()


def _chunk(task: Task) -> str:
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
        changed[field.name] = _setting(field.name, type(getattr(SHIPPED, field.name)), value)
    return dataclasses.replace(SHIPPED, **changed)


def _setting(name: str, kind: type, text: str) -> object:
    """One setting's value read as its field's type, or a message that says what it takes."""
    try:
        return kind(text.strip())
    except ValueError:
        wanted = "a whole number" if kind is int else "a number"
        raise SystemExit(f"engine setting {name}={text.strip()!r}: it takes {wanted}") from None


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
              settings: str = "", keep_outcomes: bool = False, deal: Deal = MODES_DEAL,
              cluster: str = "") -> dict[str, Any]:
    """Play ``games`` seeded games (seeds ``start``...) of each mode; the figures as a dict."""
    began = time.perf_counter()
    result: dict[str, object] = {"games_per_mode": games, "first_seed": start, "jobs": jobs,
                                 "settings": settings, "commit": commit(Path(__file__).parent),
                                 "command": command(games, modes, start, jobs, settings,
                                                    first=deal.first)}
    for name in modes or list(MODES):
        mode_began, cpu = time.perf_counter(), cpu_seconds_used()
        played = outcomes(name, start, games, jobs, settings, deal, cluster)
        mode = figures(name, start, played.count("1"), games, time.perf_counter() - mode_began,
                       cpu_seconds_used() - cpu)
        mode.update(deal.figures(name))
        if keep_outcomes:
            mode["outcomes"] = played
        result[name] = mode
    result["seconds"] = round(time.perf_counter() - began, 1)
    return result


def command(games: int, modes: list[str] | None, start: int, jobs: int, settings: str = "",
            other: str = "", first: Cell | None = None) -> str:
    """The command line that plays these games again (``settings``: the ``name=value``
    engine settings played; ``other``: an ``--ab`` run's second side; ``first``: the start
    asked for)."""
    words = ["python -m bench --winrate", str(games), *(modes or []), "--start", str(start),
             "--jobs", str(jobs)]
    if first is not None:
        words += ["--first", f"{first[0]},{first[1]}"]
    if settings:
        words += ["--settings", settings]
    if other:
        words += ["--ab", other]
    return " ".join(words)


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


def ab(games: int, modes: list[str] | None, start: int, jobs: int, other: str,
       first: Cell | None = None, cluster: str = "") -> dict[str, object]:
    """This checkout against ``other`` (settings, another start ``first=X,Y``, or another
    checkout's path), same seeds; ``first``: this side's start (default each mode's)."""
    other_start = other.removeprefix("first=") if other.startswith("first=") else None
    deal = Deal(first, coupled=other_start is not None)
    mine = win_rates(games, modes, start, jobs, keep_outcomes=True, deal=deal, cluster=cluster)
    second_commit = commit(Path(__file__).parent)
    if other_start is not None:
        theirs = win_rates(games, modes, start, jobs, keep_outcomes=True, cluster=cluster,
                           deal=Deal(cell(other_start), coupled=True))
    elif other.startswith(hill.PREFIX):
        checkout = Path(other.removeprefix(hill.PREFIX))
        theirs = _hill_side(checkout, games, modes, start, jobs, deal)
        second_commit = commit(checkout)
    elif "=" in other:
        theirs = win_rates(games, modes, start, jobs, settings=other, keep_outcomes=True,
                           deal=deal, cluster=cluster)
    else:
        theirs = _other_checkout(Path(other), games, modes, start, jobs, first)
        second_commit = commit(Path(other))
    result: dict[str, object] = {
        "games_per_mode": games, "first_seed": start, "first": "this checkout",
        "second": other, "first_commit": mine["commit"], "second_commit": second_commit,
        "command": command(games, modes, start, jobs, other=other, first=first)}
    for name in modes or list(MODES):
        ours, second = mine[name], theirs[name]
        pair = _paired_modes(ours, second, deal.figures(name))
        if other_start is not None:
            pair["second_first_click"] = second["first_click"]
        result[name] = pair
    return result


def commit(checkout: Path) -> str:
    """The commit a work tree has checked out (``+`` when it has changes), or "unknown"
    outside git: every pairing keeps which code played each side."""
    def git(*words: str) -> str:
        done = subprocess.run(["git", "-C", str(checkout), *words], capture_output=True,
                              text=True, check=False)
        return done.stdout.strip() if done.returncode == 0 else ""
    head = git("rev-parse", "HEAD")
    if not head:
        return "unknown"
    return head + ("+" if git("status", "--porcelain", "--untracked-files=no") else "")


def cell(text: str) -> Cell:
    """``X,Y`` as a cell (0-based); anything else is an error that says the form."""
    x, comma, y = text.partition(",")
    if not comma or not x.strip().isdigit() or not y.strip().isdigit():
        raise SystemExit(f"{text[:30]!r} is not a cell: write X,Y (0-based), like 3,3")
    return int(x), int(y)


def _other_checkout(root: Path, games: int, modes: list[str] | None, start: int,
                    jobs: int, first: Cell | None = None) -> dict[str, Any]:
    """The outcomes of another checkout's engine, played by that checkout's own harness (the
    same boards and seeds; its engine may take its settings another way than this one's)."""
    harness = root / "bench" / "winrate.py"
    if not (root / "game" / "core" / "mines" / "engine.py").is_file() or not harness.is_file():
        raise SystemExit(f"--ab {root}: neither engine settings (name=value) nor a checkout")
    command = [sys.executable, str(harness.resolve()), str(games), *(modes or []),
               "--start", str(start), "--jobs", str(jobs), "--outcomes"]
    if first is not None:
        command += ["--first", f"{first[0]},{first[1]}"]
    environment = {**os.environ, "PYTHONPATH": str(root.resolve())}
    done = subprocess.run(command, cwd=root, env=environment, check=True, stdout=subprocess.PIPE,
                          text=True)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def _hill_side(checkout: Path, games: int, modes: list[str] | None, start: int,
               jobs: int, deal: Deal = MODES_DEAL) -> dict[str, Any]:
    """David Hill's solver (:mod:`bench.hill`) on the same seeds: each mode's figures, with
    the outcomes kept for the pairing."""
    result: dict[str, Any] = {}
    for name in modes or list(MODES):
        began, cpu = time.perf_counter(), cpu_seconds_used()
        mode = deal.mode(name)
        modern = MODES[name][4] is not safe_first_cell_layout
        played = hill.outcomes(checkout, mode, modern, start, games, jobs)
        result[name] = {**figures(name, start, played.count("1"), games,
                                  time.perf_counter() - began, cpu_seconds_used() - cpu),
                        "outcomes": played}
    return result


def pair_runs(first: dict[str, Any], second: dict[str, Any]) -> dict[str, object]:
    """The paired difference of two runs kept with ``--outcomes`` (merged or not): the
    same seeds and deal, each side's engine settings and commit named.  Several settings
    paired with one shipped run cost one side less each than an ``--ab`` run apiece."""
    result: dict[str, object] = {
        side: {key: run.get(key) for key in ("settings", "commit", "command")}
        for side, run in (("first", first), ("second", second))}
    for name in MODES:
        ours, theirs = first.get(name), second.get(name)
        if not isinstance(ours, dict) or not isinstance(theirs, dict):
            continue
        if "outcomes" not in ours or "outcomes" not in theirs:
            raise SystemExit(f"{name}: a run kept no outcomes (run it with --outcomes)")
        dealt = ("first_click", "layouts")
        deal = ("first_seed", "games", *dealt)
        mine, other = ([run.get(key) for key in deal] for run in (ours, theirs))
        if mine != other:
            raise SystemExit(f"{name}: the runs played other seeds or boards: {mine} and {other}")
        result[name] = _paired_modes(ours, theirs, {key: ours[key] for key in dealt})
    return result


def _paired_modes(ours: dict[str, Any], theirs: dict[str, Any],
                  dealt: dict[str, object]) -> dict[str, object]:
    """One mode's paired figures from two sides' runs over the same seeds: their rates and
    CPU, what was dealt, and the difference of their outcomes."""
    return {"first_seed": ours["first_seed"], "first_rate": ours["rate"],
            "second_rate": theirs["rate"],
            "cpu_seconds_per_game": [ours.get("cpu_seconds_per_game"),
                                     theirs.get("cpu_seconds_per_game")],
            **dealt, **paired(ours["outcomes"], theirs["outcomes"])}


def merge(shards: list[dict[str, Any]]) -> dict[str, object]:
    """The figures of shards over disjoint seed ranges, as one run would give them: win
    rates, or the paired differences of ``--ab`` runs (their discordant pairs add up)."""
    result: dict[str, object] = {"shards": len(shards), **_played_by(shards)}
    for name in MODES:
        parts = [{"first_seed": shard.get("first_seed"), **shard[name]} for shard in shards
                 if isinstance(shard.get(name), dict)]
        if not parts:
            continue
        spans = sorted((part["first_seed"], part["first_seed"] + part["games"]) for part in parts)
        if any(end > next_start for (_, end), (next_start, _) in pairwise(spans)):
            raise SystemExit(f"{name}: the shards' seeds overlap: {spans}")
        deals = {(tuple(part.get("first_click", MODES[name][3])),
                  part.get("layouts", "independent"), tuple(part.get("second_first_click", ())))
                 for part in parts}
        if len(deals) > 1:
            raise SystemExit(f"{name}: the shards deal other boards (first click, layouts, "
                             f"the second side's first click): {sorted(deals)}")
        ab_run = "only_first_won" in parts[0]
        merged = _merge_paired(parts) if ab_run else _merge_runs(name, parts)
        ((first_click, layouts, second_first_click),) = deals
        second = {"second_first_click": list(second_first_click)} if second_first_click else {}
        result[name] = {"first_seed": spans[0][0], **merged, "seed_ranges": spans,
                        "first_click": list(first_click), "layouts": layouts, **second}
    return result


def _played_by(shards: list[dict[str, Any]]) -> dict[str, object]:
    """The engine settings every shard played (shards of other settings never merge) and
    the commits they ran."""
    settings = {shard.get("settings", "") for shard in shards}
    if len(settings) > 1:
        raise SystemExit(f"the shards played other engine settings: {sorted(settings)}")
    commits = sorted({str(shard.get("commit")) for shard in shards if "commit" in shard})
    played: dict[str, object] = {"settings": settings.pop()}
    if commits:
        played["commit"] = commits[0] if len(commits) == 1 else commits
    return played


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
    """``N [mode ...] [--start S] [--jobs J] [--first X,Y] [--settings S] [--ab OTHER]
    [--cluster ADDRESS] [--outcomes]``, ``--merge FILE ...`` or ``--pair FIRST SECOND``."""
    options, rest = _options(arguments)
    if "--merge" in options:
        files = [options["--merge"], *rest]
        print(json.dumps(merge([_run_read(file) for file in files])))
        return
    if "--pair" in options:
        if len(rest) != 1:
            raise SystemExit("--pair takes two files: --pair FIRST.json SECOND.json")
        print(json.dumps(pair_runs(_run_read(options["--pair"]), _run_read(rest[0]))))
        return
    games = int(rest[0]) if rest else 100
    modes = rest[1:] or None
    unknown = [name for name in modes or [] if name not in MODES]
    if unknown:
        raise SystemExit(f"unknown mode {unknown[0]!r}; one of {', '.join(MODES)}")
    start = int(options.get("--start", 0))
    jobs = int(options.get("--jobs", 1)) or os.cpu_count() or 1  # --jobs 0: every core
    first = cell(options["--first"]) if "--first" in options else None
    cluster = options.get("--cluster", "")
    if "--ab" in options:
        print(json.dumps(ab(games, modes, start, jobs, options["--ab"], first, cluster)),
              flush=True)
        return
    print(json.dumps(win_rates(games, modes, start, jobs, options.get("--settings", ""),
                               keep_outcomes="--outcomes" in options, deal=Deal(first),
                               cluster=cluster)), flush=True)


def _run_read(file: str) -> dict[str, Any]:
    """A run's JSON as ``--winrate`` printed it, or one line saying why it cannot be read."""
    try:
        run = json.loads(Path(file).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise SystemExit(f"{file}: cannot be read ({error.__class__.__name__})") from None
    except json.JSONDecodeError as error:
        raise SystemExit(f"{file}: not a run's JSON ({error.msg}, line {error.lineno})") from None
    if not isinstance(run, dict):
        raise SystemExit(f"{file}: not a run's JSON (no object)")
    return run


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
