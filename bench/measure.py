"""What every benchmark module shares: the figures' type and the median timer.

Its own module so the benchmarks import it, never ``bench.__main__`` (which imports them).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

Figures = dict[str, float | str]


def median_ms(action: Callable[[], object], runs: int) -> float:
    """Median wall time of ``action`` in milliseconds."""
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        samples.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(samples), 3)
