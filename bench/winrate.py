"""Win rate of the guessing engine: seeded games played to the end, with 95 % intervals.

``python -m bench --winrate N`` (or ``python -m bench.winrate N``)
plays N games of each mode below and prints one JSON object.  A game opens
every proved-safe cell, and when none is left opens the engine's best guess.
The modes follow JSMinesweeper's published figures so they compare:

- classic Expert: 30x16/99, first click in a corner, safe but not
  guaranteed to open an area (the mines avoid that one cell only);
- modern Expert: first click at (3, 3) (1-based), its 3x3 area mine-free;
- Beginner 9x9/10 and Intermediate 16x16/40, opened the modern way.
"""

from __future__ import annotations

import json
import math
import random
import sys
import time
from collections.abc import Collection

from game.core.mines.board import Board, LayoutStrategy, random_layout
from game.core.mines.engine import Player

# mode: (width, height, mines, first click (0-based), layout strategy)
Mode = tuple[int, int, int, tuple[int, int], LayoutStrategy]
PROGRESS_EVERY = 500
PUBLISHED = {"classic_expert": 0.407, "modern_expert": 0.54}  # JSMinesweeper


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


def play(mode: Mode, seed: int) -> bool:
    """One game to its end; True if won."""
    width, height, mines, first, strategy = mode
    board = Board(width, height, mines, seed=seed, strategy=strategy)
    board.reveal(*first)
    player = Player(width, height, mines)
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


def win_rates(games: int, modes: list[str] | None = None, start: int = 0) -> dict[str, object]:
    """Play ``games`` seeded games (seeds ``start``...) of each mode; the figures as a dict."""
    began = time.perf_counter()
    result: dict[str, object] = {"games_per_mode": games, "first_seed": start}
    for name in modes or list(MODES):
        mode_began = time.perf_counter()
        wins = _played(name, start, games, mode_began)
        low, high = wilson(wins, games)
        result[name] = {"wins": wins, "rate": round(wins / games, 4) if games else 0.0,
                        "ci95": [round(low, 4), round(high, 4)],
                        "seconds": round(time.perf_counter() - mode_began, 1)}
        if name in PUBLISHED:
            result[name]["published_jsminesweeper"] = PUBLISHED[name]  # type: ignore[index]
    result["seconds"] = round(time.perf_counter() - began, 1)
    return result


def _played(name: str, start: int, games: int, began: float) -> int:
    """The wins in ``games`` games of mode ``name``; a progress line on stderr every
    ``PROGRESS_EVERY`` games, so a run cut short still tells its figures so far."""
    wins = 0
    for done, seed in enumerate(range(start, start + games), 1):
        wins += play(MODES[name], seed)
        if done % PROGRESS_EVERY == 0 or done == games:
            low, high = wilson(wins, done)
            print(f"{name}: seeds {start}-{seed}: {wins}/{done} won, {wins / done:.2%} "
                  f"[{low:.2%}, {high:.2%}], {time.perf_counter() - began:.0f} s",
                  file=sys.stderr, flush=True)
    return wins


def main(arguments: list[str]) -> None:
    """``N [mode ...] [--start S]``: the games per mode, which modes, the first seed."""
    start = 0
    if "--start" in arguments:
        at = arguments.index("--start")
        start = int(arguments[at + 1])
        arguments = arguments[:at] + arguments[at + 2:]
    games = int(arguments[0]) if arguments else 100
    modes = arguments[1:] or None
    unknown = [name for name in modes or [] if name not in MODES]
    if unknown:
        raise SystemExit(f"unknown mode {unknown[0]!r}; one of {', '.join(MODES)}")
    print(json.dumps(win_rates(games, modes, start)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
