"""One of several processes recording games into one data folder at once, for
tests/test_storage.py: ``stats_writer.py FOLDER GAMES GO_FILE NUMBER [STOP_AT]``.

It loads the statistics once, as a window does at start, says so (``GO_FILE.NUMBER``),
waits until ``GO_FILE`` exists (so every writer records at the same time), then records
``GAMES`` games, Minesweeper and Sudoku in turn, each from its own stale copy, as a
window would; the games that wait for another writer's lock are saved at the frames
that follow (10 ms apart).  With ``STOP_AT``, it stops itself (SIGSTOP) inside that
write of its statistics, holding their lock, after touching ``GO_FILE.NUMBER.stopped``:
the test resumes it."""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's game

from game.core.mines.stats import BOOK, GameRecord
from game.core.stats import Ledger
from game.core.storage import Expected, FileStore, Progress
from game.core.sudoku.stats import BOOK as SUDOKU_BOOK
from game.core.sudoku.stats import SudokuRecord


class StoppingStore(FileStore):
    """Stops this process inside its ``stop_at``-th write, as Ctrl+Z or a stalled network
    folder would: after reading the statistics and before replacing them."""

    def __init__(self, folder: Path, stop_at: int, stopped: Path) -> None:
        super().__init__(folder)
        self.writes, self.stop_at, self.stopped = 0, stop_at, stopped

    def write(self, key: str, text: str, expected: Expected | None = None) -> None:
        self.writes += 1
        if self.writes == self.stop_at:
            self.stopped.touch()
            os.kill(os.getpid(), signal.SIGSTOP)
        super().write(key, text, expected)


def main(folder: str, games: int, go: str, number: int, stop_at: int) -> None:
    store = StoppingStore(Path(folder), stop_at, Path(f"{go}.{number}.stopped"))
    progress = Progress(store, tell=print)
    ledgers: list[Ledger[Any]] = [Ledger(BOOK, progress), Ledger(SUDOKU_BOOK, progress)]
    Path(f"{go}.{number}").touch()  # ready
    while not Path(go).exists():
        time.sleep(0.001)
    for game in range(games):
        won = (game + number) % 3 == 0
        if game % 2:
            ledgers[1].record(SudokuRecord("easy", won, 100 + game, 0, 0, 0))
        else:
            ledgers[0].record(GameRecord(
                "beginner", "classic", won, 500 + game, 10, 10 if won else 3, 5, 0, 0, 0, 0))
        time.sleep(0.001)  # a frame or so: the next game
    while any(ledger.save() is None for ledger in ledgers):  # the frames until all are saved
        time.sleep(0.01)
    sys.exit(1 if progress.problems else 0)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]),
         int(sys.argv[5]) if len(sys.argv) > 5 else 0)
