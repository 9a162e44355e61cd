"""Sudoku hints: the next logical step, named as players name it, with the cells that prove it.

A hint works like the grader (:func:`game.core.sudoku.grid.grade`) and uses its
techniques: from the digits on the grid it takes the simplest step that makes
progress, singles first, and repeats until a digit can be placed.  The player's
grid holds digits, not struck candidates, so a hint that needs, say, a naked pair
names the pair and then the single it unlocks: every hint ends in a cell to fill.
Imports only the standard library.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Literal, NamedTuple, Protocol

from game.core.sudoku.grid import (
    _COUNT,
    _TECHNIQUES,
    BLANK,
    BOXES,
    COLUMNS,
    PEERS,
    ROWS,
    SIDE,
    Candidates,
    Step,
    SudokuError,
    _candidates,
    digits_of,
    parse,
)
from game.i18n import N_, _, ngettext

_UNITS_BOXES_FIRST = tuple(enumerate(ROWS + COLUMNS + BOXES))[2 * SIDE:] + tuple(
    enumerate(ROWS + COLUMNS))  # players scan boxes first


# What a cell is to a hint, as the board outlines it: the cell to fill, a wing's pivot, the
# cells that prove an elimination (a group), the cells an elimination strikes a digit from.
Role = Literal["fill", "pivot", "group", "changed"]


class CellNames(Protocol):
    """How a front names a hint's cells and units: as the board marks them (it shows no
    coordinates), or by the row and column labels the terminal prints."""

    def cells(self, cells: Sequence[int]) -> str: ...

    def units(self, cells: Sequence[int], units: Sequence[int]) -> str:
        """The row, column or box (``units`` index ``UNITS``) that holds ``cells``."""


class HintError(SudokuError):
    """No hint to give: the grid is full, or no known technique finds the next digit."""


class Hint(NamedTuple):
    """The steps to the next digit: eliminations (maybe none), then the single that places it."""

    steps: tuple[Step, ...]

    @property
    def cell(self) -> int:
        """The cell (0-80, reading order) that the hint fills."""
        return self.steps[-1].cells[0]

    @property
    def digit(self) -> int:
        return self.steps[-1].digits[0]

    @property
    def proof(self) -> tuple[int, ...]:
        """The placed digits that leave the last step's single, in reading order."""
        return tuple(cell for cell in self.steps[-1].proof if cell != self.cell)

    def marks(self, index: int) -> dict[int, Role]:
        """The cells step ``index`` speaks of, each in the role its words give it, and the
        cell to fill, always that (a hidden subset's cells are its group)."""
        step, found = self.steps[index], dict[int, Role]()
        if index < len(self.steps) - 1:
            found.update(dict.fromkeys(step.cells, "changed"))
            found.update(dict.fromkeys(group_of(step), "group"))
            if step.technique in _WINGS:
                found[step.proof[0]] = "pivot"
        found[self.cell] = "fill"
        return found


def next_hint(grid: str) -> Hint:
    """The hint for a grid of the digits known to be right (givens and right entries).

    Raises :class:`HintError` when the grid is full or logic of every grade is stuck
    (a puzzle that needs guessing), and :class:`SudokuError` for a malformed grid.
    """
    text = parse(grid)
    if BLANK not in text:
        raise HintError(_("the grid is full: nothing left to hint"))
    cands = _candidates(text)[0]
    open_cells = [cell for cell, char in enumerate(text) if char == BLANK]
    steps: list[Step] = []
    while 0 not in cands:
        single = _single(cands, text, open_cells)
        if single is not None:
            return Hint((*steps, single))
        step = _simplest(cands)
        if step is None:
            break
        steps.append(step)
    raise HintError(_("no technique the grader knows finds the next digit here"))


def _simplest(cands: Candidates) -> Step | None:
    """The first step of the grader's techniques, simplest family first."""
    queue: list[int] = []  # the grader's worklist; the hint looks for singles itself
    return next((step for family in _TECHNIQUES for technique in family
                 if (step := technique(cands, queue)) is not None), None)


def _single(cands: Candidates, grid: str, open_cells: Sequence[int]) -> Step | None:
    """A hidden single (boxes first), else a naked single, among the open cells."""
    hidden = next(_hidden_singles(cands, grid), None)
    if hidden is not None:
        return hidden
    cell = next((cell for cell in open_cells if _COUNT[cands[cell]] == 1), None)
    if cell is None:
        return None
    digit = digits_of(cands[cell])[0]
    proof = {str(other): peer for peer in reversed(PEERS[cell])
             if (other := grid[peer]) != BLANK and other != str(digit)}
    return Step("naked single", (digit,), (), (cell,), tuple(sorted(proof.values())))


def _hidden_singles(cands: Candidates, grid: str) -> Iterator[Step]:
    for number, unit in _UNITS_BOXES_FIRST:
        open_cells = [cell for cell in unit if grid[cell] == BLANK]
        for digit in range(1, SIDE + 1):
            bit = 1 << (digit - 1)
            places = [cell for cell in open_cells if cands[cell] & bit]
            if len(places) == 1:
                yield Step("hidden single", (digit,), (number,), tuple(places),
                           _blockers(grid, open_cells, places[0], str(digit)))


def _blockers(grid: str, open_cells: Sequence[int], home: int, digit: str) -> tuple[int, ...]:
    """For each other open cell of the unit, a placed ``digit`` it sees, if any."""
    found = set()
    for cell in open_cells:
        if cell != home:
            seen = next((peer for peer in PEERS[cell] if grid[peer] == digit), None)
            if seen is not None:
                found.add(seen)
    return tuple(sorted(found))


# The techniques' names as players read them (the grader's own names stay its data).
TECHNIQUE_NAMES = {
    "naked pair": N_("naked pair"), "naked triple": N_("naked triple"),
    "hidden pair": N_("hidden pair"), "hidden triple": N_("hidden triple"),
    "pointing": N_("pointing"), "box-line reduction": N_("box-line reduction"),
    "X-wing": N_("X-wing"), "swordfish": N_("swordfish"), "XY-wing": N_("XY-wing"),
    "XYZ-wing": N_("XYZ-wing")}
_WINGS = ("XY-wing", "XYZ-wing")


def step_text(step: Step, names: CellNames) -> str:
    """The step as a sentence, its cells and units as ``names`` gives them: "hidden single:
    7 fits only the green cell in its box", or "... only 5,4 in box 5" in the terminal."""
    technique, digits = step.technique, "/".join(map(str, step.digits))
    if technique == "naked single":
        return _("naked single: {cell} can only be {digit}").format(
            cell=names.cells(step.cells), digit=digits)
    if technique == "hidden single":
        return _("hidden single: {digit} fits only {cell} in {unit}").format(
            cell=names.cells(step.cells), digit=digits, unit=names.units(step.cells, step.units))
    group = group_of(step)
    parts = {"name": _(TECHNIQUE_NAMES.get(technique, technique)), "digits": digits,
             "group": names.cells(group), "changed": names.cells(step.cells)}
    if technique in _WINGS:
        return _("{name}: pivot {pivot}, pincers {group}: {digits} leaves {changed}").format(
            pivot=names.cells(step.proof[:1]), **parts)
    parts["unit"] = names.units(group, step.units)
    if technique.startswith("hidden"):
        return _("{name}: {digits} fit only {group} in {unit}, so those keep only "
                 "{digits}").format(**parts)
    if technique.startswith("naked"):
        return _("{name}: {group} hold only {digits}, so {digits} leave {changed} in "
                 "{unit}").format(**parts)
    return ngettext("{name}: {digits} fits only {group} in {unit}, so it leaves {changed}",
                    "{name}: {digits} fit only {group} in {unit}, so they leave {changed}",
                    len(step.digits)).format(**parts)


def group_of(step: Step) -> tuple[int, ...]:
    """The cells whose candidates make an elimination step sound, a wing's pivot aside."""
    return step.proof[1:] if step.technique in _WINGS else step.proof
