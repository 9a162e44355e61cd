"""One of several processes recording games into one data folder at once, for
tests/test_storage.py: ``stats_writer.py FOLDER GAMES GO_FILE NUMBER``.

It loads the statistics once, as a window does at start, says so (``GO_FILE.NUMBER``),
waits until ``GO_FILE`` exists (so every writer records at the same time), then records
``GAMES`` games, Minesweeper and Sudoku in turn, each from its own stale copy, as a
window would."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's game

from game.core.mines.stats import BOOK, GameRecord
from game.core.storage import FileStore, Progress
from game.core.sudoku.stats import BOOK as SUDOKU_BOOK
from game.core.sudoku.stats import SudokuRecord


def main(folder: str, games: int, go: str, number: int) -> None:
    progress = Progress(FileStore(Path(folder)), tell=print)
    stats, sudoku = BOOK.load(progress), SUDOKU_BOOK.load(progress)
    Path(f"{go}.{number}").touch()  # ready
    while not Path(go).exists():
        time.sleep(0.001)
    for game in range(games):
        won = (game + number) % 3 == 0
        if game % 2:
            SUDOKU_BOOK.record(progress, sudoku, SudokuRecord("easy", won, 100 + game, 0, 0, 0))
        else:
            BOOK.record(progress, stats, GameRecord(
                "beginner", "classic", won, 500 + game, 10, 10 if won else 3, 5, 0, 0, 0, 0))
    sys.exit(1 if progress.problems else 0)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]))
