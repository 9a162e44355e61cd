"""Sudoku grids: parsing, a fast solver, a technique grader and a seeded generator.

A grid is an 81-character string read row by row: ``1``-``9`` a digit, ``.`` a
blank (``0`` is accepted as a blank on input).  Internally each cell holds a
9-bit mask of its candidates (bit ``d - 1`` for digit ``d``), so eliminating,
counting and comparing candidates are single integer operations; the solver
adds a search that branches like dancing links on top of naked and hidden singles.
Imports only the standard library.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from itertools import combinations
from operator import itemgetter
from typing import Literal, NamedTuple

from game.i18n import N_, _

Difficulty = Literal["easy", "medium", "hard", "expert"]
Grade = Literal["easy", "medium", "hard", "expert", "guessing"]
DIFFICULTIES: tuple[Difficulty, ...] = ("easy", "medium", "hard", "expert")


class SudokuOptions(NamedTuple):
    """Sudoku's own command-line options (read by ``game/text/sudoku/cli.py``)."""

    asked: Difficulty | None = None  # --difficulty; None: as hard as the last puzzle

    @property
    def difficulty(self) -> Difficulty:
        """The difficulty of a new puzzle when nothing else decides it."""
        return self.asked or "easy"

# Each grade as players read it (translated where shown).
GRADE_NAMES = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard"),
               "expert": N_("expert"), "guessing": N_("guessing")}

SIDE = 9
CELLS = SIDE * SIDE
BLANK = "."
DIGITS = "123456789"
ALL = 0x1FF  # every digit is a candidate

ROWS = tuple(tuple(r * SIDE + c for c in range(SIDE)) for r in range(SIDE))
COLUMNS = tuple(tuple(r * SIDE + c for r in range(SIDE)) for c in range(SIDE))
BOXES = tuple(tuple((b // 3 * 3 + i // 3) * SIDE + b % 3 * 3 + i % 3 for i in range(SIDE))
              for b in range(SIDE))
UNITS = ROWS + COLUMNS + BOXES
# The 20 cells that share a row, column or box with each cell.
PEERS = tuple(tuple(sorted({p for unit in UNITS if cell in unit for p in unit} - {cell}))
              for cell in range(CELLS))

_COUNT = tuple(mask.bit_count() for mask in range(ALL + 1))
_BIT_OF_DIGIT = {digit: 1 << i for i, digit in enumerate(DIGITS)}
_DIGIT_OF_BIT = {bit: digit for digit, bit in _BIT_OF_DIGIT.items()}
_INDEXES = tuple(tuple(i for i in range(SIDE) if mask >> i & 1) for mask in range(ALL + 1))
_BITS = tuple(tuple(1 << i for i in indexes) for indexes in _INDEXES)
_PEER_SETS = tuple(frozenset(peers) for peers in PEERS)
_UNITS_OF = tuple(tuple(number for number, unit in enumerate(UNITS) if cell in unit)
                  for cell in range(CELLS))  # each cell's row, column and box
_SINGLE = tuple(mask if _COUNT[mask] == 1 else 0 for mask in range(ALL + 1))
_UNIT_MASKS = tuple((unit, itemgetter(*unit)) for unit in UNITS)

Candidates = list[int]


class SudokuError(ValueError):
    """A grid that is not a Sudoku: bad length, bad character, a repeated given."""


# ----- parsing ----------------------------------------------------------------
def parse(grid: str) -> str:
    """The grid with ``.`` for every blank, or :class:`SudokuError` naming the problem.

    Whitespace around the grid (as on a line read from a file) is ignored.
    Messages count rows, columns and boxes from 1, as players do.
    """
    text = grid.strip()
    if len(text) != CELLS:
        raise SudokuError(_("a grid has {cells} cells, not {found}").format(
            cells=CELLS, found=len(text)))
    for index, char in enumerate(text):
        if char not in DIGITS and char not in ".0":
            raise SudokuError(_("row {row}, column {column} holds {char}; a cell is 1-9, or . "
                                "or 0 for a blank").format(row=index // SIDE + 1,
                                                           column=index % SIDE + 1,
                                                           char=repr(char)))
    normal = text.replace("0", BLANK)
    _check_repeats(normal)
    return normal


REPEATS = {"row": N_("row {number} has two {digit}s"),
           "column": N_("column {number} has two {digit}s"),
           "box": N_("box {number} has two {digit}s")}


def _check_repeats(grid: str) -> None:
    for kind, units in (("row", ROWS), ("column", COLUMNS), ("box", BOXES)):
        for number, unit in enumerate(units, 1):
            digits = [grid[cell] for cell in unit if grid[cell] != BLANK]
            repeated = next((d for d in DIGITS if digits.count(d) > 1), None)
            if repeated is not None:
                raise SudokuError(_(REPEATS[kind]).format(number=number, digit=repeated))


# ----- solving ----------------------------------------------------------------
def solve(puzzle: str) -> str | None:
    """The first solution found, or ``None`` when the puzzle has none."""
    return next((_text(found) for found in _solutions(*_candidates(parse(puzzle)))), None)


def count_solutions(puzzle: str, limit: int = 2) -> int:
    """How many solutions the puzzle has, counting no further than ``limit``."""
    if limit < 1:
        raise SudokuError(f"the limit of solutions to count must be at least 1, not {limit}")
    count = 0
    for _solution in _solutions(*_candidates(parse(puzzle))):
        count += 1
        if count == limit:
            break
    return count


def _candidates(grid: str) -> tuple[Candidates, list[int]]:
    """Each blank's candidates once its peers' givens are struck out, and the blanks
    this leaves with one candidate, whose digit is still to be struck from their peers.

    Working from the units' digit sets costs a fraction of propagating every given.
    """
    used = [0] * len(UNITS)
    for cell, char in enumerate(grid):
        if char != BLANK:
            bit = _BIT_OF_DIGIT[char]
            for unit in _UNITS_OF[cell]:
                used[unit] |= bit
    cands = [ALL & ~(used[row] | used[column] | used[box]) if char == BLANK
             else _BIT_OF_DIGIT[char]
             for char, (row, column, box) in zip(grid, _UNITS_OF, strict=True)]
    return cands, [cell for cell, char in enumerate(grid)
                   if char == BLANK and _COUNT[cands[cell]] == 1]


def _text(cands: Candidates) -> str:
    return "".join(_DIGIT_OF_BIT.get(mask, BLANK) for mask in cands)


# Which digits (as bits) to try in a cell, in turn, given the cell and its candidates.
DigitOrder = Callable[[int, int], Sequence[int]]


def _shuffled(rng: random.Random) -> DigitOrder:
    return lambda cell, mask: rng.sample(_BITS[mask], _COUNT[mask])


def _solutions(cands: Candidates, queue: list[int],
               order: DigitOrder | None = None) -> Iterator[Candidates]:
    """Every solution reachable from ``cands``.

    Without an ``order`` the search branches like dancing links, on whichever has
    the fewest options: a cell's digits or a digit's places in a unit, which proves
    even a grid with no solution impossible in milliseconds.  With one (the
    generator's shuffle) it tries cells' digits in that order, so a seed keeps
    making the same grid.
    """
    if 0 not in cands and _propagate(cands, queue):
        yield from _search(cands, choose=_fewest_options if order is None else _cell_choices(order))


def _propagate(cands: Candidates, queue: list[int]) -> bool:
    """Apply naked and hidden singles until nothing changes; ``False`` on a contradiction.

    ``queue`` holds solved cells whose digit has not yet been removed from their peers.
    """
    while True:
        if not _naked_singles(cands, queue) or not _hidden_singles(cands, queue):
            return False
        if not queue:
            return True


def _naked_singles(cands: Candidates, queue: list[int]) -> bool:
    """Strike each queued cell's digit from its peers, queueing the cells this solves."""
    while queue:
        cell = queue.pop()
        bit = cands[cell]
        for peer in PEERS[cell]:
            mask = cands[peer]
            if mask & bit:
                mask ^= bit
                if not mask:
                    return False
                cands[peer] = mask
                if not mask & (mask - 1):
                    queue.append(peer)
    return True


def _hidden_singles(cands: Candidates, queue: list[int]) -> bool:
    """Fix every digit that has one place left in a unit; ``False`` on a contradiction.

    Call with every single already propagated.  The unit is unrolled because
    this sweep is where solving, grading and generating spend most of their time.
    """
    single = _SINGLE
    for unit, masks_of in _UNIT_MASKS:
        a, b, c, d, e, f, g, h, i = masks_of(cands)
        placed = (single[a] | single[b] | single[c] | single[d] | single[e] | single[f]
                  | single[g] | single[h] | single[i])
        if placed == ALL:
            continue  # a finished unit hides nothing
        twice, once = a & b, a | b
        twice |= once & c
        once |= c
        twice |= once & d
        once |= d
        twice |= once & e
        once |= e
        twice |= once & f
        once |= f
        twice |= once & g
        once |= g
        twice |= once & h
        once |= h
        twice |= once & i
        once |= i
        if once != ALL:
            return False  # some digit has no place in this unit
        lonely = once & ~twice & ~placed
        if lonely:
            for cell in unit:
                mask = cands[cell] & lonely
                if mask:
                    if mask & (mask - 1):
                        return False  # two digits need this one cell
                    cands[cell] = mask
                    queue.append(cell)
    return True


Propagation = Callable[[Candidates, list[int]], bool]
# The guesses to branch on (cell, digit bit), one of which a solution must make;
# None when every cell is solved.
Choices = Callable[[Candidates], Sequence[tuple[int, int]] | None]


def _search(cands: Candidates, propagate: Propagation = _propagate,
            choose: Choices | None = None) -> Iterator[Candidates]:
    """Depth first over the guesses ``choose`` offers, propagating each guess."""
    choices = (choose or _fewest_options)(cands)
    if choices is None:
        yield cands
        return
    for cell, bit in choices:
        trial = cands.copy()
        trial[cell] = bit
        if propagate(trial, [cell]):
            yield from _search(trial, propagate, choose)


def _cell_choices(order: DigitOrder) -> Choices:
    """Branch on the most constrained cell's digits, in ``order``."""
    def choices(cands: Candidates) -> Sequence[tuple[int, int]] | None:
        cell = _most_constrained(cands)
        return None if cell is None else [(cell, bit) for bit in order(cell, cands[cell])]
    return choices


def _fewest_options(cands: Candidates) -> Sequence[tuple[int, int]] | None:
    """A cell with two digits, else a digit with two places in a unit, else the most
    constrained cell: the smallest branching, as dancing links would pick."""
    cell = _most_constrained(cands)
    if cell is None:
        return None
    mask = cands[cell]
    if _COUNT[mask] > 2:
        pair = _digit_with_two_places(cands)
        if pair is not None:
            return pair
    return [(cell, bit) for bit in _BITS[mask]]


def _digit_with_two_places(cands: Candidates) -> list[tuple[int, int]] | None:
    """The two (cell, bit) places of a digit that has exactly two in some unit."""
    for unit, masks_of in _UNIT_MASKS:
        once = twice = thrice = 0
        for mask in masks_of(cands):
            thrice |= twice & mask
            twice |= once & mask
            once |= mask
        pairs = twice & ~thrice
        if pairs:
            bit = pairs & -pairs
            return [(cell, bit) for cell in unit if cands[cell] & bit]
    return None


def _most_constrained(cands: Candidates) -> int | None:
    """The unsolved cell with fewest candidates, or ``None`` when all are solved."""
    best, fewest = None, SIDE + 1
    for cell, mask in enumerate(cands):
        count = _COUNT[mask]
        if 1 < count < fewest:
            best, fewest = cell, count
            if count == 2:
                break
    return best


# ----- grading ----------------------------------------------------------------
class Step(NamedTuple):
    """One logical step, as a hint names it: what was found, where, and what it changes.

    Cells are indices 0-80 in reading order; ``cells`` are those the step settles or
    strikes candidates from, ``proof`` the cells whose candidates make it sound.
    """

    technique: str  # "hidden single", "naked pair", "X-wing"...
    digits: tuple[int, ...]  # the digits it is about, 1-9
    units: tuple[int, ...]  # where it looks (indices into UNITS): a box, a line, a fish's lines
    cells: tuple[int, ...]
    proof: tuple[int, ...]  # a wing's pivot first


# A technique removes candidates that no solution can use, queues the cells it
# leaves with one candidate and returns the step it took, or ``None`` if it found none.
Technique = Callable[[Candidates, list[int]], Step | None]


def digits_of(mask: int) -> tuple[int, ...]:
    """The digits (1-9) of a candidate mask."""
    return tuple(i + 1 for i in _INDEXES[mask])


def grade(puzzle: str) -> Grade:
    """The name of the hardest technique family a logical solver needs, or ``"guessing"``.

    Easy: naked and hidden singles.  Medium: + pointing and box-line reduction.
    Hard: + naked and hidden pairs and triples.  Expert: + X-wing, swordfish,
    XY-wing and XYZ-wing.  The solver always uses the simplest technique that
    makes progress.  A puzzle without exactly one solution can never be finished
    by sound logic, so it grades ``"guessing"`` too.
    """
    level = _logic_level(*_candidates(parse(puzzle)), len(DIFFICULTIES))
    return "guessing" if level is None else DIFFICULTIES[level - 1]


def _logic_level(cands: Candidates, queue: list[int], max_level: int) -> int | None:
    """Solve ``cands`` in place by logic of at most ``max_level``; the level it needed.

    Singles are level 1 and always tried first; the first harder technique that
    makes progress is applied, then singles again.  ``None`` when stuck.
    """
    needed = 1
    while 0 not in cands and _propagate(cands, queue):
        if _solved(cands):
            return needed
        level = _apply_simplest(cands, queue, max_level)
        if level is None:
            return None
        needed = max(needed, level)
    return None


def _solved(cands: Candidates) -> bool:
    return all(_COUNT[mask] == 1 for mask in cands)


def _apply_simplest(cands: Candidates, queue: list[int], max_level: int) -> int | None:
    for level, techniques in enumerate(_TECHNIQUES[:max_level - 1], 2):
        if any(technique(cands, queue) for technique in techniques):
            return level
    return None


def _remove(cands: Candidates, cells: Sequence[int], digits: int,
            queue: list[int]) -> tuple[int, ...]:
    """Remove ``digits`` from ``cells``; queue the cells left with one candidate.
    The cells that lost a candidate (none: nothing changed)."""
    changed = []
    for cell in cells:
        mask = cands[cell]
        if mask & digits:
            mask &= ~digits
            cands[cell] = mask
            changed.append(cell)
            if _COUNT[mask] == 1:
                queue.append(cell)
    return tuple(changed)


class _Crossing(NamedTuple):
    """Where a box meets a row or column, and the crossings that complete each."""

    cells: tuple[int, ...]
    rest_of_box: tuple[int, ...]
    rest_of_line: tuple[int, ...]
    box_siblings: tuple[int, ...]  # indices of the other crossings of this box and line kind
    line_siblings: tuple[int, ...]  # indices of the other crossings of this line
    box: int  # the box's index into UNITS
    line: int  # the row's or column's index into UNITS


def _crossings() -> tuple[_Crossing, ...]:
    found = [(box_number, line_number, tuple(cell for cell in box if cell in line))
             for box_number, box in enumerate(BOXES)
             for line_number, line in enumerate(ROWS + COLUMNS)]
    found = [(b, n, cells) for b, n, cells in found if cells]
    return tuple(
        _Crossing(cells,
                  tuple(cell for cell in BOXES[b] if cell not in cells),
                  tuple(cell for cell in (ROWS + COLUMNS)[n] if cell not in cells),
                  tuple(k for k, (b2, n2, _) in enumerate(found)
                        if b2 == b and n2 != n and (n2 < SIDE) == (n < SIDE)),
                  tuple(k for k, (b2, n2, _) in enumerate(found) if n2 == n and b2 != b),
                  2 * SIDE + b, n)
        for b, n, cells in found)


_CROSSINGS = _crossings()


def _locked_candidates(cands: Candidates, queue: list[int]) -> Step | None:
    """Pointing and box-line reduction: a digit confined to where a box meets a line."""
    held = [_union(cands, crossing.cells) for crossing in _CROSSINGS]
    for inside, crossing in zip(held, _CROSSINGS, strict=True):
        first, second = crossing.box_siblings
        in_box = held[first] | held[second]
        first, second = crossing.line_siblings
        in_line = held[first] | held[second]
        pointing = inside & ~in_box & in_line
        if pointing and (changed := _remove(cands, crossing.rest_of_line, pointing, queue)):
            return _locked_step("pointing", crossing, cands, pointing, changed)
        claiming = inside & ~in_line & in_box
        if claiming and (changed := _remove(cands, crossing.rest_of_box, claiming, queue)):
            return _locked_step("box-line reduction", crossing, cands, claiming, changed)
    return None


def _locked_step(name: str, crossing: _Crossing, cands: Candidates, digits: int,
                 changed: tuple[int, ...]) -> Step:
    unit = crossing.box if name == "pointing" else crossing.line
    return Step(name, digits_of(digits), (unit,), changed,
                tuple(cell for cell in crossing.cells if cands[cell] & digits))


def _union(cands: Candidates, cells: Sequence[int]) -> int:
    mask = 0
    for cell in cells:
        mask |= cands[cell]
    return mask


_SUBSET_NAMES = {2: "pair", 3: "triple"}


def _naked_subset(size: int) -> Technique:
    """``size`` cells of a unit holding only ``size`` digits: no other cell there has them."""
    def technique(cands: Candidates, queue: list[int]) -> Step | None:
        for number, unit in enumerate(UNITS):
            small = [cell for cell in unit if 1 < _COUNT[cands[cell]] <= size]
            for group in combinations(small, size):
                digits = _union(cands, group)
                if _COUNT[digits] == size:
                    others = [cell for cell in unit if cell not in group]
                    if changed := _remove(cands, others, digits, queue):
                        return Step(f"naked {_SUBSET_NAMES[size]}", digits_of(digits),
                                    (number,), changed, group)
        return None
    return technique


def _hidden_subset(size: int) -> Technique:
    """``size`` digits of a unit with only ``size`` places: those cells hold nothing else."""
    def technique(cands: Candidates, queue: list[int]) -> Step | None:
        for number, unit in enumerate(UNITS):
            places = _places(cands, unit)
            open_digits = [digit for digit, where in enumerate(places)
                           if 1 < _COUNT[where] <= size]
            for group in combinations(open_digits, size):
                where = 0
                for digit in group:
                    where |= places[digit]
                if _COUNT[where] == size:
                    cells = tuple(unit[i] for i in _INDEXES[where])
                    keep = sum(1 << digit for digit in group)
                    if changed := _remove(cands, cells, ALL & ~keep, queue):
                        return Step(f"hidden {_SUBSET_NAMES[size]}", digits_of(keep),
                                    (number,), changed, cells)
        return None
    return technique


def _places(cands: Candidates, cells: Sequence[int]) -> list[int]:
    """For each digit (index ``d - 1``), the mask of positions in ``cells`` holding it."""
    places = [0] * SIDE
    for position, cell in enumerate(cells):
        for digit in _INDEXES[cands[cell]]:
            places[digit] |= 1 << position
    return places


def _fish(size: int) -> Technique:
    """X-wing (2) and swordfish (3): when a digit's places in ``size`` lines all lie in
    ``size`` cross lines, it leaves every other cell of those cross lines."""
    def technique(cands: Candidates, queue: list[int]) -> Step | None:
        for bases, covers in ((ROWS, COLUMNS), (COLUMNS, ROWS)):
            places = [_places(cands, line) for line in bases]
            for digit in range(SIDE):
                lines = [(number, line[digit]) for number, line in enumerate(places)
                         if 1 < _COUNT[line[digit]] <= size]
                found = _fish_for(cands, queue, 1 << digit, lines, covers, size)
                if found is not None:
                    return found if bases is ROWS else found._replace(
                        units=tuple(SIDE + number for number in found.units))
        return None
    return technique


def _fish_for(cands: Candidates, queue: list[int], bit: int, lines: list[tuple[int, int]],
              covers: Sequence[Sequence[int]], size: int) -> Step | None:
    for group in combinations(lines, size):
        spanned = 0
        for _digit, where in group:
            spanned |= where
        if _COUNT[spanned] == size:
            base_numbers = {number for number, _ in group}
            targets = [cell for i in _INDEXES[spanned]
                       for position, cell in enumerate(covers[i])
                       if position not in base_numbers]
            if changed := _remove(cands, targets, bit, queue):
                corners = tuple(sorted(covers[i][number] for i in _INDEXES[spanned]
                                       for number in base_numbers
                                       if cands[covers[i][number]] & bit))
                return Step("X-wing" if size == 2 else "swordfish", digits_of(bit),
                            tuple(sorted(base_numbers)), changed, corners)
    return None


def _wings(cands: Candidates, queue: list[int]) -> Step | None:
    """XY-wing and XYZ-wing: a pivot and two pincers that all hold pairs from three digits
    ``x, y, z`` with ``z`` in both pincers; whichever way the pivot goes, one pincer is
    ``z``, so a cell that sees both pincers (and a ``z`` pivot) cannot be ``z``."""
    pairs = [cell for cell, mask in enumerate(cands) if _COUNT[mask] == 2]
    for pivot, mask in enumerate(cands):
        if not 2 <= _COUNT[mask] <= 3:
            continue
        pincers = [cell for cell in pairs if cell in _PEER_SETS[pivot]]
        for first, second in combinations(pincers, 2):
            z = cands[first] & cands[second]
            if (_COUNT[z] != 1 or cands[first] == cands[second]
                    or cands[first] | cands[second] != mask | z):
                continue
            seen = _PEER_SETS[first] & _PEER_SETS[second]
            if mask & z:
                seen = seen & _PEER_SETS[pivot]
            if changed := _remove(cands, sorted(seen - {pivot}), z, queue):
                return Step("XYZ-wing" if mask & z else "XY-wing", digits_of(z), (), changed,
                            (pivot, first, second))
    return None


# Technique families from level 2 (medium) up, simplest first within each;
# level 1 (singles) lives in _propagate.
_TECHNIQUES: tuple[tuple[Technique, ...], ...] = (
    (_locked_candidates,),
    (_naked_subset(2), _hidden_subset(2), _naked_subset(3), _hidden_subset(3)),
    (_fish(2), _wings, _fish(3)),
)


# ----- generating -------------------------------------------------------------
def generate(difficulty: str, seed: int) -> tuple[str, str]:
    """A ``(puzzle, solution)`` pair with one solution that grades exactly ``difficulty``.

    Clues are removed from a random solution while logic of that difficulty still
    finishes the puzzle (which also proves the solution unique); the result is
    kept only when it really needs the hardest family allowed.
    """
    if difficulty not in DIFFICULTIES:
        raise SudokuError(f"difficulty must be one of {', '.join(DIFFICULTIES)}, "
                          f"not {difficulty!r}")
    level = DIFFICULTIES.index(difficulty) + 1
    rng = random.Random(f"{difficulty}/{seed}")
    while True:
        digger = _Digger(_text(next(_solutions([ALL] * CELLS, [], _shuffled(rng)))), level)
        for _dig in range(_DIGS_PER_GRID):
            puzzle, needed = digger.dig(rng)
            if needed == level:
                return puzzle, digger.solution


# A fresh grid costs a quarter of a dig, and a fresh dig order varies the puzzle
# as much while reusing what was learnt about the grid; a limit keeps one odd
# grid from holding things up.
_DIGS_PER_GRID = 8

# Easy puzzles keep this many clues: minimal ones (about 24) are lawful but feel
# hard to a beginner, whatever technique they need.  Harder levels dig to the end.
_CLUE_FLOOR = {1: 36}

# Clues removed in one go before testing the rest one by one: a random grid
# keeps far more than the ~45 clues at which logic starts to get stuck.
_FIRST_BATCH = 30


class _Digger:
    """Digs puzzles out of one solution grid, learning its unavoidable sets as it goes.

    An unavoidable set is a group of cells that another grid fills differently
    while agreeing everywhere else: a puzzle without a clue in it has a second
    solution.  Each removal refused for uniqueness yields one (small, as the
    search for the other solution keeps to this one's digits where it can), and
    later removals that would leave a known set without a clue are refused at once.
    """

    def __init__(self, solution: str, level: int) -> None:
        self.solution = solution
        self.level = level
        self._bits = [_BIT_OF_DIGIT[digit] for digit in solution]
        self._unavoidable: list[int] = []  # bit i for cell i

    def dig(self, rng: random.Random) -> tuple[str, int]:
        """Remove clues in random order while logic up to the level still solves the
        puzzle: the puzzle and the level it needs (one more if nothing came out)."""
        grid = list(self.solution)
        order = rng.sample(range(CELLS), CELLS)
        rest = order[_FIRST_BATCH:]
        needed = self._blank_together(grid, order[:_FIRST_BATCH])
        if needed is None:
            needed, rest = self.level + 1, order
        clues = sum(1 << cell for cell in rest)
        floor = _CLUE_FLOOR.get(self.level, 0)
        for cell in rest:
            if clues.bit_count() <= floor:
                break
            forced = _peer_digits(grid, cell) == SIDE - 1
            grid[cell] = BLANK
            if not forced:  # else its peers' clues give it back at once: nothing changes
                found = self._level_if_unique(grid, cell, clues ^ 1 << cell)
                if found is None:
                    grid[cell] = self.solution[cell]
                    continue
                needed = found
            clues ^= 1 << cell
        return "".join(grid), needed

    def _blank_together(self, grid: list[str], cells: list[int]) -> int | None:
        """Blank ``cells`` if logic still solves the grid; the level it needs."""
        for cell in cells:
            grid[cell] = BLANK
        needed = _logic_level(*_candidates("".join(grid)), self.level)
        if needed is None:
            for cell in cells:
                grid[cell] = self.solution[cell]
        return needed

    def _level_if_unique(self, grid: list[str], blanked: int, clues: int) -> int | None:
        """The logic level the grid needs, or ``None`` when it needs more than allowed.

        The grid, whose clues are the bits of ``clues``, is unique but for the just
        ``blanked`` cell.  Most failures admit a second solution, which a search
        finds in half the time logic takes to get stuck, so that is tried first.
        """
        if any(not cells & clues for cells in self._unavoidable):
            return None
        cands, queue = _candidates("".join(grid))
        _propagate(cands, queue)  # cannot fail: the grid has a solution
        if _solved(cands):
            return 1
        if self.level == 1:
            return None  # singles are stuck
        other = self._other_solution(cands, blanked)
        if other is not None:
            self._unavoidable.append(sum(1 << cell for cell, bit in enumerate(self._bits)
                                         if other[cell] != bit))
            return None
        return _logic_level(cands, [], self.level)

    def _other_solution(self, cands: Candidates, blanked: int) -> Candidates | None:
        """A solution with another digit at ``blanked``.  So close to a unique grid,
        search is quicker without the hidden-singles sweeps."""
        other = cands.copy()
        other[blanked] &= ~self._bits[blanked]
        queue = [blanked] if _COUNT[other[blanked]] == 1 else []
        if not other[blanked] or not _naked_singles(other, queue):
            return None
        return next(_search(other, _naked_singles, _cell_choices(self._solution_first)), None)

    def _solution_first(self, cell: int, mask: int) -> Sequence[int]:
        """The solution's digit first, so another solution differs in few cells."""
        bit = self._bits[cell]
        if not mask & bit:
            return _BITS[mask]
        return (bit, *_BITS[mask & ~bit])


def _peer_digits(grid: list[str], cell: int) -> int:
    """How many different digits the clues among the cell's peers hold."""
    return len({grid[peer] for peer in PEERS[cell]} - {BLANK})
