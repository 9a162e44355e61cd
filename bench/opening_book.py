"""Rebuild classic Expert's opening book: the best second click when the corner shows a number.

``python -m bench.opening_book [LAYOUTS] [--start S] [--jobs J] [--book FILE]``

About half of classic Expert's games (``bench.winrate``'s ``classic_expert``) start
with the corner (0, 0) showing 1, 2 or 3 and nothing else open, so every such game
faces the same guess.  For each number n this samples LAYOUTS layouts from exactly
the distribution that position leaves (n mines among the corner's three neighbours,
the other 99 - n among the remaining 476 cells, seeds S onwards), plays each
candidate second click on the same layouts (a mine there loses) and the rest of the
game with the engine, as ``bench.winrate.play`` does.  The candidates' outcomes are
paired, so their differences to the engine's own choice carry a paired standard
error.  The book (default: ``game.core.mines.book.BOOK_FILE``) gets a cell for n only where
the best candidate beats the engine's choice by more than ``MARGIN`` standard errors;
the figures are printed as one JSON object.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Collection
from functools import partial
from pathlib import Path
from typing import Any

from bench.winrate import MODES, Cell, Mode, _options, cpu_seconds_used, outcomes, paired
from game.core.mines import book as opening
from game.core.mines import engine
from game.core.mines.solver import neighbour_table

RULES = MODES["classic_expert"]
NUMBERS = (1, 2, 3)
# The other corners, cells two away from (0, 0), the centre and a frontier cell; the
# engine's own choice is added first.
CANDIDATES: tuple[Cell, ...] = ((29, 0), (0, 15), (2, 0), (0, 2), (2, 1), (2, 2), (15, 8),
                                (1, 1))
MARGIN = 2.0


def corner_layout(number: int, width: int, height: int, mines: int, first: int,
                  rng: random.Random) -> Collection[int]:
    """Mines given that ``first`` shows ``number``: that many, uniform, among its neighbours,
    the rest uniform among the cells neither it nor next to it."""
    around = sorted(neighbour_table(width, height)[first])
    rest = [index for index in range(width * height) if index != first and index not in around]
    return rng.sample(around, number) + rng.sample(rest, mines - number)


def corner_mode(number: int) -> Mode:
    """Classic Expert with its layouts drawn as the corner showing ``number`` leaves them."""
    width, height, mines, first, _strategy = RULES
    return width, height, mines, first, partial(corner_layout, number)


def engine_choice(number: int) -> Cell:
    """The engine's second click, without the book, when only the corner is open."""
    width, height, mines, _first, _strategy = RULES
    rows = [str(number) + "#" * (width - 1)] + ["#" * width] * (height - 1)
    previous, engine.BOOK = engine.BOOK, 0
    try:
        best = engine.analyse("\n".join(rows), mines).best
    finally:
        engine.BOOK = previous
    assert best is not None
    return best


def compare(number: int, layouts: int, start: int, jobs: int) -> dict[str, Any]:
    """Every candidate's outcomes on the same layouts, against the engine's choice."""
    own = engine_choice(number)
    cells = [own, *(cell for cell in CANDIDATES if cell != own)]
    rows: list[dict[str, Any]] = []
    played: list[str] = []
    for cell in cells:
        began = cpu_seconds_used()
        result = outcomes(f"corner {number}, then {cell}", start, layouts, jobs,
                          mode=corner_mode(number), second=cell)
        played.append(result)
        difference = paired(result, played[0])
        rows.append({"cell": list(cell), "rate": round(result.count("1") / layouts, 5),
                     "gain": difference["difference"], "se": difference["standard_error"],
                     "cpu_s": round(cpu_seconds_used() - began, 1)})
    return {"number": number, "engine": list(own), "candidates": rows,
            "book": _chosen(rows)}


def _chosen(rows: list[dict[str, Any]]) -> list[int] | None:
    """The best candidate's cell if it beats the engine's choice (the first row) by more
    than ``MARGIN`` paired standard errors, else none."""
    best = max(rows, key=lambda row: row["rate"])
    if best is rows[0] or best["gain"] <= MARGIN * best["se"]:
        return None
    cell: list[int] = best["cell"]
    return cell


def build(layouts: int, start: int, jobs: int, book: Path) -> dict[str, Any]:
    """Compare the candidates for each number, write the book, return the figures."""
    results = [compare(number, layouts, start, jobs) for number in NUMBERS]
    entries = {str(result["number"]): result["book"] for result in results if result["book"]}
    book.write_text(json.dumps(entries) + "\n", encoding="utf-8")
    return {"layouts": layouts, "first_seed": start, "jobs": jobs, "book": entries,
            "results": results}


def main(arguments: list[str]) -> None:
    """``[LAYOUTS] [--start S] [--jobs J] [--book FILE]``."""
    options, rest = _options(arguments)
    try:
        layouts = int(rest[0]) if rest else 2000
        start, jobs = int(options.get("--start", 0)), int(options.get("--jobs", 1))
    except ValueError as error:
        raise SystemExit(f"LAYOUTS, --start and --jobs are whole numbers: {error}") from None
    if layouts < 1 or jobs < 1:
        raise SystemExit("LAYOUTS and --jobs must be at least 1")
    book = Path(options.get("--book", opening.BOOK_FILE))
    print(json.dumps(build(layouts, start, jobs, book)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
