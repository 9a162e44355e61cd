"""Mines drawn uniformly outside a kept-clear zone, the same draws as ``random.sample``.

Game IDs and shared seeds name boards by the draws ``rng.sample(range(n), k)``
makes, so these functions make exactly those draws (``randrange(m)`` is
``sample``'s ``_randbelow(m)``) and return the same ranks.  They differ in
cost: the pool of a big board is a 4-byte array instead of a list of a
million ints, the ranks map to cells by bisection, and :func:`iter_ranks`
yields every few thousand draws, so a million-cell board can be drawn across
frames.  Imports only the standard library.
"""

from __future__ import annotations

import random
from array import array
from bisect import bisect_right
from collections.abc import Generator
from math import ceil, log
from typing import TypeVar

# Draws between two yields of :func:`iter_ranks`: a few milliseconds of work.
DRAWS_PER_YIELD = 4096
# Cells put in the pool of a dense draw between two yields.
POOL_PER_YIELD = 1 << 16

T = TypeVar("T")


def iter_ranks(rng: random.Random, n: int, k: int) -> Generator[None, None, list[int]]:
    """``rng.sample(range(n), k)``, drawn the same way, yielding now and then."""
    if not 0 <= k <= n:
        raise ValueError(f"cannot draw {k} of {n}")
    setsize = 21  # as ``random.sample`` decides between a pool and a set of draws
    if k > 5:
        setsize += 4 ** ceil(log(k * 3, 4))
    result: list[int] = []
    if n <= setsize:
        pool = array("i" if n < 2**31 else "q")
        for start in range(0, n, POOL_PER_YIELD):  # a million cells' pool takes a frame
            pool.extend(range(start, min(start + POOL_PER_YIELD, n)))
            yield
        for i in range(k):
            j = rng.randrange(n - i)
            result.append(pool[j])
            pool[j] = pool[n - i - 1]
            if i % DRAWS_PER_YIELD == DRAWS_PER_YIELD - 1:
                yield
        return result
    selected: set[int] = set()
    for i in range(k):
        j = rng.randrange(n)
        while j in selected:
            j = rng.randrange(n)
        selected.add(j)
        result.append(j)
        if i % DRAWS_PER_YIELD == DRAWS_PER_YIELD - 1:
            yield
    return result


def iter_cells_outside(rng: random.Random, cells: int, zone: list[int],
                       k: int) -> Generator[None, None, list[int]]:
    """``k`` distinct cells of ``range(cells)`` not in the sorted ``zone``, yielding now and
    then: rank ``r`` among the cells left is the same cell as in a list of them."""
    ranks = yield from iter_ranks(rng, cells - len(zone), k)
    # The cell of rank r is r plus the zone cells at or before it: zone[i] - i <= r.
    thresholds = [cell - order for order, cell in enumerate(zone)]
    cells_drawn: list[int] = []
    for start in range(0, k, DRAWS_PER_YIELD * 4):
        cells_drawn += [rank + bisect_right(thresholds, rank)
                        for rank in ranks[start:start + DRAWS_PER_YIELD * 4]]
        yield
    return cells_drawn


def run_to_end(steps: Generator[None, None, T]) -> T:
    """Drive a stepwise search to its result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            result: T = done.value
            return result
