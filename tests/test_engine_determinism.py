"""Same position, same answer: the engine's moves and figures depend on the position alone,
not on what ran before it in the process, the hash seed or the garbage collector.

Each run is a fresh process (``tests/determinism_probe.py``); the engine once kept the
addresses of counts it did not keep alive, so a new count that reused one was taken for
an unchanged one, and a whole suite's earlier tests changed a figure (0.72154 for 0.72434).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROBE = Path(__file__).with_name("determinism_probe.py")
# (hash seed, collector, other positions analysed in the same process first)
RUNS = [("0", "on", 0), ("0", "on", 1500), ("1", "off", 1000), ("4242", "eager", 500),
        ("random", "on", 1000)]


def _probe(hash_seed: str, collector: str, others: int) -> list[object]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(PROBE), str(others), collector], cwd=ROOT,
                          env=env, capture_output=True, text=True, check=True, timeout=300)
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_the_same_positions_get_the_same_answers_whatever_ran_before() -> None:
    fresh = _probe(*RUNS[0])[0]
    assert isinstance(fresh, list)
    for hash_seed, collector, others in RUNS[1:]:
        lines = _probe(hash_seed, collector, others)
        first, *looks, last = lines
        assert first == fresh and last == fresh, (hash_seed, collector)
        changed = [at for at, look in enumerate(looks) if look != fresh[0]]
        assert len(looks) == others and not changed, (
            f"hash seed {hash_seed}, collector {collector}: the figures changed after "
            f"{len(changed)} of {others} other positions, first after {changed[:1]}")
