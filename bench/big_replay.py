"""A very long legal save, and what ``gridgames replay info`` costs on it.

The save is an Expert win by left clicks whose pointer wandered between the clicks:
``pointer_moves`` logged pointer positions, many to a millisecond (a save from a fast
mouse on a long game is that big), as the game writes them.  The figures are the wall
and CPU time and the peak resident memory of the command ``replay info``, run on its own.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from pathlib import Path

from bench.measure import Figures
from game.core.mines.game_id import MinesId, MinesParams
from game.core.session import SAVE_HEADER, SAVE_VERSION

WIDTH, HEIGHT, MINES = 30, 16, 99
BIG_SAVE_EVENTS = 1_400_000
ROOT = Path(__file__).resolve().parent.parent


def big_save(pointer_moves: int, seed: int = 1) -> str:
    """A finished game's save: every safe cell opened in reading order, with
    ``pointer_moves`` pointer positions spread between the openings.  The pointer jiggles
    over the top left of the board, a thousand positions a millisecond, so the lines are
    short (ten bytes on average) and 1.4 million fit in a save of 13.4 MB, under the
    16 MiB a replay may have (the figure of issue 35's save)."""
    rng = random.Random(seed)
    layout = frozenset(rng.sample(range(WIDTH * HEIGHT), MINES))
    game_id = MinesId(MinesParams(WIDTH, HEIGHT, MINES), layout=layout)
    safe = [(x, y) for y in range(HEIGHT) for x in range(WIDTH) if y * WIDTH + x not in layout]
    events: list[str] = []
    between, extra = divmod(pointer_moves, len(safe))
    for number, (x, y) in enumerate(safe):
        for _ in range(between + (number < extra)):
            events.append(f"{len(events) // 1000} @{rng.randrange(100)},{rng.randrange(10)}")
        events.append(f"{len(events) // 1000} O{x},{y}")
    lines = [f"{SAVE_HEADER} {SAVE_VERSION}", "game: mines", f"id: {game_id.text()}",
             f"clock: {len(events) // 1000}", "events:", *events]
    return "\n".join(lines) + "\n"


# The command in a process of its own, which then says its CPU seconds and its peak resident
# memory: the kernel's count for the new program alone (a child's ru_maxrss starts from
# its parent's).
_PROBE = """
import resource, sys
from game.cli import run
status = run(["replay", "info", sys.argv[1]])
usage = resource.getrusage(resource.RUSAGE_SELF)
with open("/proc/self/status") as status_file:
    peak = next(line.split()[1] for line in status_file if line.startswith("VmHWM"))
print(usage.ru_utime + usage.ru_stime, peak, file=sys.stderr)
raise SystemExit(status)
"""


def info_cost(path: Path) -> tuple[float, float, float]:
    """Wall seconds, CPU seconds and peak resident megabytes of ``gridgames replay info``
    on the file at ``path``, run in a process of its own (Linux)."""
    import subprocess

    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", _PROBE, str(path)], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    seconds = time.perf_counter() - started
    json.loads(done.stdout)
    cpu, peak_kb = done.stderr.split()
    return seconds, float(cpu), int(peak_kb) / 1024


def figures(events: int = BIG_SAVE_EVENTS) -> Figures:
    """``replay info`` on a save of ``events`` pointer positions (1.4 million by default)."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.txt"
        path.write_text(big_save(events))
        size = path.stat().st_size
        seconds, cpu, peak_mb = info_cost(path)
    return {"replay_info_long_save_events": events,
            "replay_info_long_save_mb": round(size / 2**20, 1),
            "replay_info_long_save_s": round(seconds, 2),
            "replay_info_long_save_cpu_s": round(cpu, 2),
            "replay_info_long_save_peak_rss_mb": round(peak_mb, 1),
            "replay_info_long_save_load_1min": round(os.getloadavg()[0], 1)}


if __name__ == "__main__":
    print(json.dumps(figures(int(sys.argv[1]) if sys.argv[1:] else BIG_SAVE_EVENTS), indent=2))
