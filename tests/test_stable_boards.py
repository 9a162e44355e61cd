"""Stable boards: a game ID, a save, a replay or a daily date opens the same board in
every later version.

IDs and daily boards are seeds read by the generators; if a generator changed, the
same ID would open another board and shared IDs, saves, replays and daily results
would all silently mean something else.  ``tests/data/stable_boards.txt`` pins, for a few
hundred IDs of every kind and every daily board of a year, a hash of the board each
opens (Minesweeper: the mine layout after the pinned first click; Sudoku: the
puzzle).  A generator that must change keeps the old one for the IDs made with it
and marks new IDs with a version (as ``g`` or ``q`` mark rules in the params), so
that every line here still holds.  Regenerate the file only for new entries:
``python tests/test_stable_boards.py`` rewrites it from today's generators.
"""

from __future__ import annotations

import hashlib
import sys
from datetime import date, timedelta
from pathlib import Path

from game.core.mines.daily import DIFFICULTIES, daily_id, daily_params, daily_start
from game.core.mines.game import MINES
from game.core.sudoku.grid import DIFFICULTIES as SUDOKU_DIFFICULTIES
from game.core.sudoku.play import SUDOKU

GOLDEN = Path(__file__).parent / "data" / "stable_boards.txt"
YEAR = 2026
Entry = tuple[str, str, str]  # kind, game ID, first click ("x,y", or "-" for Sudoku)

MINES_KINDS = {
    "classic": ["9x9n10", "16x16n40", "30x16n99", "9x9n10q", "30x16n99q"],
    "custom": ["8x8n10", "5x4n3", "40x25n200", "100x100n2000", "24x30n130"],
    "no-guess": ["9x9n10g", "16x16n40g", "30x16n99gq", "12x12n25g"],
}
SEEDS = {"classic": 30, "custom": 10, "no-guess": 20}
SUDOKU_SEEDS = 12


def entries() -> list[Entry]:
    """Every pinned board: seeded IDs of every kind, then a year of daily boards."""
    pinned: list[Entry] = []
    for kind, params_list in MINES_KINDS.items():
        for params in params_list:
            width, height = (int(side) for side in params.split("n")[0].split("x"))
            for seed in range(SEEDS[kind]):
                seed_value = seed * 7919 + len(params)  # spread over the seed range
                click = f"{seed_value % width},{seed_value // width % height}"
                pinned.append((kind, f"{params}:s{seed_value}", click))
    pinned += [("sudoku", f"{name}:s{seed * 104729}", "-") for name in SUDOKU_DIFFICULTIES
               for seed in range(SUDOKU_SEEDS)]
    for offset in range((date(YEAR + 1, 1, 1) - date(YEAR, 1, 1)).days):
        day = date(YEAR, 1, 1) + timedelta(days=offset)
        for difficulty in DIFFICULTIES:
            x, y = daily_start(daily_params(difficulty))
            pinned.append(("daily", daily_id(day, difficulty), f"{x},{y}"))
    return pinned


def board_text(kind: str, game_id: str, click: str) -> str:
    """The board the ID opens: the mines after the first click, or the Sudoku puzzle."""
    if kind == "sudoku":
        return SUDOKU.start(game_id).game.puzzle
    game = MINES.start(game_id)
    game.play(f"O{click}")
    return game.board.layout_text()


def board_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def read_golden() -> dict[tuple[str, str, str], str]:
    pinned = {}
    for line in GOLDEN.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            kind, game_id, click, digest = line.split()
            pinned[(kind, game_id, click)] = digest
    return pinned


def test_the_golden_file_pins_every_kind_and_a_year_of_dailies() -> None:
    pinned = read_golden()
    kinds = [kind for kind, _, _ in pinned]
    assert set(pinned) == set(entries()), "the golden file and the list of entries differ"
    assert kinds.count("daily") == 365 * len(DIFFICULTIES)
    assert len(pinned) - kinds.count("daily") >= 300
    assert set(kinds) == {"classic", "custom", "no-guess", "sudoku", "daily"}


def test_every_pinned_id_still_opens_its_board() -> None:
    changed = []
    for (kind, game_id, click), digest in read_golden().items():
        text = board_text(kind, game_id, click)
        if board_hash(text) != digest:
            changed.append((kind, game_id, click, digest, text))
    assert not changed, _report(changed)


def _report(changed: list[tuple[str, str, str, str, str]]) -> str:
    """Which IDs now open another board, by kind, and the first few drawn out."""
    by_kind: dict[str, int] = {}
    for kind, *_ in changed:
        by_kind[kind] = by_kind.get(kind, 0) + 1
    kinds = ", ".join(f"{count} {kind}" for kind, count in sorted(by_kind.items()))
    lines = [f"{len(changed)} pinned boards changed ({kinds}):",
             "the generator behind these IDs changed, so shared IDs, saves, replays and daily",
             "results would open other boards.  Keep the old generator for these IDs and mark",
             "new ones with a generator version instead."]
    for kind, game_id, click, digest, text in changed[:5]:
        lines += [f"- {kind} {game_id} opened at {click}: hash {digest} is now "
                  f"{board_hash(text)}; it now opens", text]
    return "\n".join(lines)


def write_golden() -> None:
    lines = ["# kind, game ID, first click, sha256 of the board (16 hex); "
             "see tests/test_stable_boards.py"]
    lines += [f"{kind} {game_id} {click} {board_hash(board_text(kind, game_id, click))}"
              for kind, game_id, click in entries()]
    GOLDEN.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent.parent))
    write_golden()
