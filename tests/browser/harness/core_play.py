"""Runs inside Pyodide: play the pure core to the end and return what happened as JSON.

A no-guess Expert board is cleared by deduction alone (the solver picks every move, so a
guess would mean the generator or solver is wrong), then a generated Sudoku is filled in
one legal digit at a time.  URL query: ``seed=S`` picks the games (default 2026);
``runs=N`` also times N Expert no-guess generations.
"""

import importlib
import json
import pathlib
import statistics
import sys
import time
import urllib.parse

import js

from game.core.mines.board import Board
from game.core.mines.generate import no_guess_layout
from game.core.mines.solver import deduce
from game.core.sudoku import grid as sudoku

PARAMS = urllib.parse.parse_qs(str(js.location.search).lstrip("?"))


def import_all():
    """Every installed module must import in the browser, not just the ones played here."""
    names = sorted(".".join(p.with_suffix("").parts).removesuffix(".__init__")
                   for p in pathlib.Path("game").rglob("*.py"))
    for name in names:
        importlib.import_module(name)
    return names


def play_minesweeper(seed):
    board = Board(30, 16, 99, seed=seed, strategy=no_guess_layout)
    board.reveal(15, 8)
    moves = 1
    while board.status == "playing":
        safe, mines = deduce(board.to_text(), board.mines)
        for x, y in sorted(mines):
            if board.view(x, y) == "#":
                board.cycle_mark(x, y)
        if not safe:
            return {"status": board.status, "stuck": board.to_text(), "moves": moves}
        for x, y in sorted(safe):
            if board.status == "playing":
                board.reveal(x, y)
                moves += 1
    return {"status": board.status, "moves": moves, "mines_left": board.mines_left,
            "view": board.to_text()}


def play_sudoku(seed):
    puzzle, solution = sudoku.generate("easy", seed)
    grid = list(puzzle)
    placed = 0
    for cell in range(sudoku.CELLS):
        if grid[cell] != sudoku.BLANK:
            continue
        digit = sudoku.solve("".join(grid))[cell]
        if any(grid[peer] == digit for peer in sudoku.PEERS[cell]):
            return {"finished": False, "illegal": [cell, digit]}
        grid[cell] = digit
        placed += 1
    final = "".join(grid)
    return {"finished": sudoku.BLANK not in final, "matches_solution": final == solution,
            "placed": placed, "givens": sudoku.CELLS - placed, "grade": sudoku.grade(puzzle),
            "unique": sudoku.count_solutions(puzzle) == 1}


def time_generation(runs):
    times = []
    for seed in range(runs):
        started = time.perf_counter()
        Board(30, 16, 99, seed=seed, strategy=no_guess_layout).reveal(15, 8)
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times) if times else None


seed = int(PARAMS.get("seed", ["2026"])[0])
json.dumps({
    "platform": sys.platform,
    "python": sys.version.split()[0],
    "imported": import_all(),
    "pygame_loaded": "pygame" in sys.modules,
    "seed": seed,
    "minesweeper": play_minesweeper(seed),
    "sudoku": play_sudoku(seed),
    "expert_no_guess_ms_median": time_generation(int(PARAMS.get("runs", ["0"])[0])),
})
