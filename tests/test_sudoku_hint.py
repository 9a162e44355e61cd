"""Sudoku hints: each technique of the grader named, placed and proved on crafted grids.

Each grid below is a position reached by filling singles until the next digit needs
the technique; every step a hint takes is checked against the puzzle's solution.
"""

from __future__ import annotations

import pytest

from game.core.sudoku.grid import PEERS, Step, generate, solve
from game.core.sudoku.hint import HintError, next_hint

# (grid, the first step's technique, where, the step's digits)
FIRST_STEPS = [
    ("178625394624..857193541728685.7.49.2..2...76579..5.4.8....7.1.95.9...627..7..98.3",
     "pointing", "in box 4, column 3", (6,)),
    (".159.6....6..8251...84517.6...2..64.6...4.23...2.6.......693....9.527368..68149.2",
     "box-line reduction", "in row 3, box 1", (3,)),
    ("391..8.4.64......878...4.6.528...491463891...917452683279145836154386.2.836279514",
     "naked pair", "in column 7", (2, 7)),
    ("549163728378295614126.7.395.17589.639..641....657321.9....1.9....192..36.9435...1",
     "hidden pair", "in box 9", (4, 5)),
    ("3.9.82.6..815..3.27.2....89..3851297917234658825...413576...8..294.68.35138..59.6",
     "naked triple", "in column 4", (1, 4, 7)),
    ("416893..728345796175921684363.724.98974.856.282....7.439...24.516.5483.954......6",
     "X-wing", "in rows 5 and 7", (1,)),
    ("194.8....362751984578.49.12251.37..9.37.9...1.89.15...745968123913524..8826173495",
     "swordfish", "in rows 3, 4 and 8", (6,)),
    ("3926..741418327569657941832.3976.2.4.642.398..254.93.69418326..573196428286574193",
     "XY-wing", "with pivot r4c6", (1,)),
    ("239471685.1.3659245469827....462.1.96.179..4.39.154.761852364974..519368963847...",
     "XYZ-wing", "with pivot r5c7", (2,)),
]
# The hidden triple comes third here, after a box-line reduction and a pointing pair.
HIDDEN_TRIPLE = "..6..4.31.....28...9.3.1..57.984651.41.295...65.137.9..6..7.1...4..1..7.....293.."
EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def assert_sound(step: Step, solution: str) -> None:
    """What the step claims agrees with the solution."""
    truth = [int(solution[cell]) for cell in step.cells]
    if step.technique.endswith("single"):
        assert truth == list(step.digits)
    elif step.technique.startswith("hidden"):
        assert all(digit in step.digits for digit in truth)  # the cells keep only these
    else:
        assert not set(truth) & set(step.digits)  # the digits leave these cells
    # a single's blockers may all be eliminations of the steps before it
    assert step.proof or step.technique.endswith("single"), step


@pytest.mark.parametrize(("grid", "technique", "where", "digits"), FIRST_STEPS,
                         ids=[row[1] for row in FIRST_STEPS])
def test_hint_names_the_technique_the_grid_needs_first(
        grid: str, technique: str, where: str, digits: tuple[int, ...]) -> None:
    hint = next_hint(grid)
    first = hint.steps[0]
    assert (first.technique, first.where, first.digits) == (technique, where, digits)
    assert hint.text.startswith(f"{technique} ")
    solution = solve(grid)
    assert solution is not None
    for step in hint.steps:
        assert_sound(step, solution)
    assert hint.steps[-1].technique in ("naked single", "hidden single")
    assert str(hint.digit) == solution[hint.cell] and grid[hint.cell] == "."
    assert hint.proof and hint.cell not in hint.proof


def test_a_hidden_triple_is_named_with_the_cells_it_keeps() -> None:
    hint = next_hint(HIDDEN_TRIPLE)
    triple = next(step for step in hint.steps if step.technique == "hidden triple")
    assert triple.where == "in column 3" and triple.digits == (1, 4, 7)
    assert "hidden triple 1/4/7 in column 3: r2c3, r3c3 and r9c3 keep only 1/4/7" in hint.text
    solution = solve(HIDDEN_TRIPLE)
    assert solution is not None
    for step in hint.steps:
        assert_sound(step, solution)


def test_fish_corners_lie_in_its_rows() -> None:
    hint = next_hint(FIRST_STEPS[5][0])
    x_wing = hint.steps[0]
    assert sorted({cell // 9 + 1 for cell in x_wing.proof}) == [5, 7]
    assert len(x_wing.proof) == 4


def test_a_hidden_single_is_proved_by_the_digits_that_block_its_unit() -> None:
    hint = next_hint(EASY)
    single = hint.steps[-1]
    assert len(hint.steps) == 1 and single.technique == "hidden single"
    assert single.where.startswith("in box")  # players scan boxes first
    digit = str(hint.digit)
    assert all(EASY[cell] == digit for cell in single.proof)
    assert hint.text == f"hidden single {single.where}: {digit} goes in {_name(hint.cell)}"


def test_a_naked_single_is_proved_by_one_peer_per_other_digit() -> None:
    solution = solve(EASY)
    assert solution is not None
    cell = 40
    # one peer of r5c5 for each other digit: the only digit placeable on such an empty grid
    keep = {solution[peer]: peer for peer in PEERS[cell]}
    grid = "".join(solution[i] if i in keep.values() else "." for i in range(81))
    hint = next_hint(grid)
    assert hint.steps == (hint.steps[-1],)
    assert hint.cell == cell and hint.text == f"naked single: r5c5 can only be {solution[cell]}"
    shown = sorted(grid[peer] for peer in hint.proof)
    assert shown == sorted(set("123456789") - {solution[cell]})


def test_a_full_or_hopeless_grid_has_no_hint() -> None:
    solution = solve(EASY)
    assert solution is not None
    with pytest.raises(HintError, match="full"):
        next_hint(solution)
    with pytest.raises(HintError, match="no technique"):
        next_hint("." * 81)


def _name(cell: int) -> str:
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


@pytest.mark.parametrize("difficulty", ["medium", "expert"])
def test_following_the_hints_solves_a_puzzle_with_every_step_sound(difficulty: str) -> None:
    puzzle, solution = generate(difficulty, 7)
    grid, techniques = list(puzzle), set()
    while "." in grid:
        hint = next_hint("".join(grid))
        for step in hint.steps:
            assert_sound(step, solution)
            techniques.add(step.technique)
        assert grid[hint.cell] == "." and str(hint.digit) == solution[hint.cell]
        grid[hint.cell] = str(hint.digit)
    assert "".join(grid) == solution
    assert len(techniques) > 2  # more than singles were needed and named
