"""Where to click first: each named board's candidate starts played out by the engine.

``python -m bench.starts [BEGINNER INTERMEDIATE EXPERT] [--start S]`` plays, for every
named board (8x8, 9x9, 16x16 and 30x16) and both rules that deal mines around the first
click (``area``: its 3x3 area is clear; ``safe``: the cell only), the same seeds from each
candidate start: the corner, (1, 1), (2, 2), (3, 3) and the centre.  The counts are the
games a candidate on the small boards (8x8 and 9x9), on 16x16 and on 30x16 (default
600, 300, 150).  The layouts are coupled across starts (``bench.winrate.coupled_*``): a
seed deals one layout to every start where it is legal, so the differences are paired.
It prints one JSON object: each candidate's win rate with its standard error, and its
paired difference to the start the table in :mod:`game.core.mines.starts` names.
"""

from __future__ import annotations

import json
import math
import sys
import time
from typing import Any

from bench.winrate import Cell, Mode, coupled_area_layout, coupled_safe_layout, paired, play
from game.core.mines.game_id import SIZES
from game.core.mines.starts import AREA, SAFE, best_start

DEFAULT_GAMES = (600, 300, 150)
STRATEGIES = {AREA: coupled_area_layout, SAFE: coupled_safe_layout}


def candidates(width: int, height: int) -> list[Cell]:
    """The starts compared: along the diagonal from the corner, and the centre."""
    centre = ((width - 1) // 2, (height - 1) // 2)
    return list(dict.fromkeys([(0, 0), (1, 1), (2, 2), (3, 3), centre]))


def board(width: int, height: int, mines: int, rule: str, games: int,
          start: int) -> dict[str, Any]:
    """One board and rule: every candidate on seeds ``start``... and its paired difference
    to the table's start."""
    began = time.process_time()
    played: dict[Cell, str] = {}
    for cell in candidates(width, height):
        mode: Mode = (width, height, mines, cell, STRATEGIES[rule])
        played[cell] = "".join("1" if play(mode, seed) else "0"
                               for seed in range(start, start + games))
    best = best_start(width, height, mines, rule).cell
    rows = []
    for cell, outcomes in played.items():
        rate = outcomes.count("1") / games
        difference = paired(outcomes, played[best])
        rows.append({"cell": list(cell), "rate": round(rate, 4),
                     "standard_error": round(math.sqrt(rate * (1 - rate) / games), 4),
                     "minus_table": difference["difference"],
                     "paired_standard_error": difference["standard_error"]})
    return {"board": f"{width}x{height}/{mines}", "rule": rule, "games": games,
            "first_seed": start, "table": list(best), "candidates": rows,
            "cpu_seconds": round(time.process_time() - began, 1)}


def main(arguments: list[str]) -> None:
    start = 0
    if "--start" in arguments:
        at = arguments.index("--start")
        start = int(arguments[at + 1])
        arguments = arguments[:at] + arguments[at + 2:]
    counts = tuple(int(word) for word in arguments) or DEFAULT_GAMES
    if len(counts) != 3:
        raise SystemExit("give three counts: games a candidate on 8x8 and 9x9, 16x16, 30x16")
    results = []
    for width, height, mines in SIZES.values():
        games = counts[0] if width < 16 else counts[1] if width == 16 else counts[2]
        for rule in (AREA, SAFE):
            results.append(board(width, height, mines, rule, games, start))
            print(json.dumps(results[-1]), file=sys.stderr, flush=True)
    command = " ".join(["python -m bench.starts", *map(str, counts), "--start", str(start)])
    print(json.dumps({"command": command, "boards": results}))


if __name__ == "__main__":
    main(sys.argv[1:])
