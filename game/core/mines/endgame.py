"""The endgame searched to the end: when few layouts remain, the guess that wins most often.

With few layouts left (the caller says how few), every one is listed and the
play is searched exhaustively: a guess splits the layouts where its cell is
safe by the number it would show, each part is played on best, and the
chance of a win is the share of layouts that end with one layout left (then
every cell is known).  A guess can only win as often as it is safe, which
prunes most of the tree; a budget of positions bounds the rest, and past it
the search gives up (the caller falls back on its heuristics).  Revealing a
zero floods in play and tells more than the search assumes, so its chances
are a lower bound.  Imports only the standard library.
"""

from __future__ import annotations

from game.core.mines.solver import MINE, Deducer


class _OutOfBudget(Exception):
    pass


def endgame_guess(deducer: Deducer, most_layouts: int, budget: int) -> tuple[int, float] | None:
    """The cell (flat index) to open for the best chance of winning, and that chance.

    None when more than ``most_layouts`` layouts remain, or the search runs out of its
    ``budget`` of positions: the answer depends on the work allowed, never on time.
    """
    count = deducer.layouts()
    if count is None or not 1 < count <= most_layouts:
        return None
    cells = list(deducer.unknown_cells())
    layouts = _layouts(deducer, cells)
    try:
        chance, position = _Search(deducer, cells, layouts, budget).best((1 << len(layouts)) - 1)
    except _OutOfBudget:
        return None
    return (cells[position], chance) if position >= 0 else None


def _layouts(deducer: Deducer, cells: list[int]) -> list[int]:
    """Every layout that fits, as a bit mask over ``cells`` (bit i: a mine on ``cells[i]``),
    in the order a search over ``cells`` finds them.

    The search runs over the cells next to a number first: with a cell that touches none
    early, it can try each way of filling those long before the numbers rule them out
    (minutes, in some positions), while last, they take what is left.
    """
    frontier = set().union(*deducer.around.values())
    order = sorted(cells, key=lambda cell: cell not in frontier)
    bits = [1 << cells.index(cell) for cell in order]
    found = [sum(bit for at, bit in enumerate(bits) if layout >> at & 1)
             for layout in layouts_of(deducer, order, list(deducer.around), deducer.mines_left)]
    return sorted(found, key=lambda layout: f"{layout:0{len(cells)}b}"[::-1], reverse=True)


def layouts_of(deducer: Deducer, cells: list[int], numbers: list[int],
               mines: int | None) -> list[int]:
    """The layouts of ``cells`` that meet ``numbers`` (whose covered cells they must hold),
    with exactly ``mines`` mines unless None, as bit masks over ``cells``."""
    place = {cell: bit for bit, cell in enumerate(cells)}
    rules = [([place[c] for c in deducer.around[number]], deducer.need[number])
             for number in numbers]
    watching: list[list[int]] = [[] for _ in cells]
    for rule, (members, _) in enumerate(rules):
        for bit in members:
            watching[bit].append(rule)
    need = [wanted for _, wanted in rules]
    left = [len(members) for members, _ in rules]
    most = len(cells) if mines is None else mines
    found: list[int] = []

    def assign(bit: int, mask: int, placed: int) -> None:
        if bit == len(cells):
            if mines is None or placed == mines:
                found.append(mask)
            return
        for mine in (1, 0):
            touched = watching[bit]
            for rule in touched:
                need[rule] -= mine
                left[rule] -= 1
            room = len(cells) - bit - 1  # cells after this one, for the mines still due
            if placed + mine <= most and (mines is None or mines - placed - mine <= room) and \
                    all(0 <= need[r] <= left[r] for r in touched):
                assign(bit + 1, mask | (mine << bit), placed + mine)
            for rule in touched:
                need[rule] += mine
                left[rule] += 1

    assign(0, 0, 0)
    return found


class _Search:
    """Best play over a set of layouts (a bit mask over their list), memoised on the set."""

    def __init__(self, deducer: Deducer, cells: list[int], layouts: list[int],
                 budget: int) -> None:
        place = {cell: bit for bit, cell in enumerate(cells)}
        # splits[c]: for each number cell c can show, the layouts where it shows it
        self.splits: list[list[int]] = []
        for bit, cell in enumerate(cells):
            fixed = sum(deducer.known[other] == MINE for other in deducer.neighbours[cell])
            around = sum(1 << place[other] for other in deducer.neighbours[cell] if other in place)
            by_number: dict[int, int] = {}
            for at, layout in enumerate(layouts):
                if not layout >> bit & 1:
                    number = fixed + (layout & around).bit_count()
                    by_number[number] = by_number.get(number, 0) | 1 << at
            self.splits.append(list(by_number.values()))
        self._memo: dict[int, tuple[float, int]] = {}
        self._budget = budget

    def best(self, group: int) -> tuple[float, int]:
        """The chance of a win from ``group`` on best play, and the cell to open (-1: won)."""
        if group.bit_count() == 1:
            return 1.0, -1
        known = self._memo.get(group)
        if known is not None:
            return known
        self._budget -= 1
        if self._budget < 0:
            raise _OutOfBudget
        result = (0.0, -1)
        size = group.bit_count()
        for safe, cell, parts in self._options(group):
            if safe <= result[0] * size:
                break
            wins = sum(part.bit_count() * self.best(part)[0] for part in parts)
            if wins > result[0] * size:
                result = (wins / size, cell)
        self._memo[group] = result
        return result

    def _options(self, group: int) -> list[tuple[int, int, list[int]]]:
        """(size of the layouts where it is safe, cell, those layouts by number) for each cell
        worth opening, safest first: a cell that is a mine somewhere, or safe and telling."""
        options = []
        for cell, split in enumerate(self.splits):
            parts = [part for part in (mask & group for mask in split) if part]
            if parts and (len(parts) > 1 or parts[0] != group):
                options.append((sum(part.bit_count() for part in parts), cell, parts))
        options.sort(key=lambda option: (-option[0], option[1]))
        return options
