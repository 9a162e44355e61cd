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
from typing import NamedTuple

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
    cell_name,
    digits_of,
    listed,
    parse,
    unit_name,
)
from game.i18n import N_, _, ngettext

_UNITS_BOXES_FIRST = tuple(enumerate(ROWS + COLUMNS + BOXES))[2 * SIDE:] + tuple(
    enumerate(ROWS + COLUMNS))  # players scan boxes first


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
        """Every cell the steps rest on, in reading order, without the cell to fill."""
        return tuple(sorted({cell for step in self.steps for cell in step.proof} - {self.cell}))

    @property
    def text(self) -> str:
        return _("; then ").join(step_text(step) for step in self.steps)


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
    return Step("naked single", (digit,), _("in {cell}").format(cell=cell_name(cell)), (cell,),
                tuple(sorted(proof.values())))


def _hidden_singles(cands: Candidates, grid: str) -> Iterator[Step]:
    for number, unit in _UNITS_BOXES_FIRST:
        open_cells = [cell for cell in unit if grid[cell] == BLANK]
        for digit in range(1, SIDE + 1):
            bit = 1 << (digit - 1)
            places = [cell for cell in open_cells if cands[cell] & bit]
            if len(places) == 1:
                yield Step("hidden single", (digit,), _("in {unit}").format(unit=unit_name(number)),
                           tuple(places),
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


def step_text(step: Step) -> str:
    """The step as a sentence: "hidden single in row 4: 7 goes in r4c5"."""
    digits = "/".join(map(str, step.digits))
    cells = _cells_listed(step.cells)
    technique, name = step.technique, _(TECHNIQUE_NAMES.get(step.technique, step.technique))
    parts = {"name": name, "digits": digits, "where": step.where, "cells": cells}
    if technique == "naked single":
        return _("naked single: {cells} can only be {digits}").format(**parts)
    if technique == "hidden single":
        return _("hidden single {where}: {digits} goes in {cells}").format(**parts)
    if technique.startswith("hidden"):
        return _("{name} {digits} {where}: {proof} keep only {digits}").format(
            proof=_cells_listed(step.proof), **parts)
    if technique.startswith("naked"):
        return _("{name} {digits} {where}: {digits} leave {cells}").format(**parts)
    return ngettext("{name} on {digits}s {where}: {digits} leaves {cells}",
                    "{name} on {digits}s {where}: {digits} leave {cells}",
                    len(step.digits)).format(**parts)


def _cells_listed(cells: Sequence[int]) -> str:
    return listed([cell_name(cell) for cell in cells])
