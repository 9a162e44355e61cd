"""David Hill's solver as the second side of ``bench --winrate N --ab hill:CHECKOUT``.

The strongest published solver is JSMinesweeper's (issue 24's anchor).  Its
figures come from its own boards, so a difference of half a point against
ours needs about 100,000 games a side to show.  Played on the very layouts
``bench.winrate`` deals, seed by seed, only the games the two decide
differently count, and a few thousand seeds tell as much.

``CHECKOUT`` is a JSMinesweeper work tree; ``bench/hill_player.js`` loads its
solver there under Node.js and plays each game the way its own ``bulkRun``
does.  Nothing of it is part of this project.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from game.core.mines.board import Board, LayoutStrategy

PLAYER = Path(__file__).with_name("hill_player.js")
PREFIX = "hill:"
# (width, height, mines, first click, layout strategy), as ``bench.winrate.MODES`` has them
Mode = tuple[int, int, int, tuple[int, int], LayoutStrategy]


def deal(mode: Mode, seed: int, modern: bool) -> dict[str, Any]:
    """Seed ``seed``'s game as the player reads it: the board and its mines, laid exactly as
    ``bench.winrate.play`` lays them; ``modern``: the first click opens an area."""
    width, height, mines, first, strategy = mode
    board = Board(width, height, mines, seed=seed, strategy=strategy)
    board.reveal(*first)
    layout = [y * width + x for y in range(height) for x in range(width) if board.is_mine(x, y)]
    return {"seed": seed, "width": width, "height": height, "mines": mines,
            "start": list(first), "modern": modern, "layout": layout}


def outcomes(checkout: Path, mode: Mode, modern: bool, start: int, games: int,
             jobs: int) -> str:
    """One character per seed from ``start``, ``1`` won by Hill's solver; the seeds are cut
    into ``jobs`` runs of the player, side by side."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit(f"--ab {PREFIX}{checkout}: Node.js (node) is not on the PATH")
    spans = list(_spans(start, games, max(jobs, 1)))
    with ThreadPoolExecutor(max(len(spans), 1)) as pool:
        return "".join(pool.map(lambda span: _play(node, checkout, mode, modern, *span), spans))


def _spans(start: int, games: int, jobs: int) -> Iterator[tuple[int, int]]:
    size = max(1, -(-games // jobs))
    for first in range(start, start + games, size):
        yield first, min(size, start + games - first)


def _play(node: str, checkout: Path, mode: Mode, modern: bool, first: int, games: int) -> str:
    deals = "".join(json.dumps(deal(mode, seed, modern)) + "\n"
                    for seed in range(first, first + games))
    done = subprocess.run([node, str(PLAYER), str(checkout)], input=deals, text=True,
                          capture_output=True, check=False)
    if done.returncode:
        raise SystemExit(f"--ab {PREFIX}{checkout}: {done.stderr.strip() or 'the player failed'}")
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    seeds = [line["seed"] for line in lines]
    if seeds != list(range(first, first + games)):
        raise SystemExit(f"--ab {PREFIX}{checkout}: the player answered for other seeds")
    return "".join("1" if line["won"] else "0" for line in lines)
