"""Sudoku hints: each technique of the grader named, placed and proved on crafted grids.

The grids (``sudoku_grids``) are positions whose next digit needs each technique; every
step a hint takes is checked against the puzzle's solution.
"""

from __future__ import annotations

import re

import pytest
from sudoku_grids import EASY, EVERY_KIND, EVERY_KIND_IDS, FIRST_STEPS, HIDDEN_TRIPLE

from game import i18n
from game.core.sudoku.grid import PEERS, Step, generate, solve
from game.core.sudoku.hint import Hint, HintError, next_hint, step_text
from game.gui.sudoku.render import BoardNames
from game.text.sudoku.play import LABELS


def naked_single_grid() -> str:
    """One peer of the middle cell per other digit, the rest blank: a naked single there."""
    solution = solve(EASY)
    assert solution is not None
    keep = {solution[peer]: peer for peer in PEERS[40]}.values()  # one per other digit
    return "".join(solution[i] if i in keep else "." for i in range(81))


def board_words(hint: Hint) -> list[str]:
    """The hint's steps as the window says them, one at a time: cells named by outlines."""
    return [step_text(step, BoardNames(hint.marks(index)))
            for index, step in enumerate(hint.steps)]


def terminal_words(hint: Hint) -> list[str]:
    return [step_text(step, LABELS) for step in hint.steps]


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
        grid: str, technique: str, where: tuple[int, ...], digits: tuple[int, ...]) -> None:
    hint = next_hint(grid)
    first = hint.steps[0]
    place = first.proof[:1] if technique in ("XY-wing", "XYZ-wing") else first.units
    assert (first.technique, place, first.digits) == (technique, where, digits)
    assert board_words(hint)[0].startswith(f"{technique}: ")
    solution = solve(grid)
    assert solution is not None
    for step in hint.steps:
        assert_sound(step, solution)
    assert hint.steps[-1].technique in ("naked single", "hidden single")
    assert str(hint.digit) == solution[hint.cell] and grid[hint.cell] == "."
    assert hint.cell not in hint.proof


def test_a_hidden_triple_is_named_with_the_cells_it_keeps() -> None:
    hint = next_hint(HIDDEN_TRIPLE)
    triple = next(step for step in hint.steps if step.technique == "hidden triple")
    assert triple.units == (11,) and triple.digits == (1, 4, 7)  # column 3
    assert triple.proof == (11, 20, 74)  # rows 2, 3 and 9
    assert ("hidden triple: 1/4/7 fit only the blue-outlined cells in their column, so those "
            "keep only 1/4/7") in board_words(hint)
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
    assert single.units[0] >= 18  # in a box: players scan boxes first
    digit = str(hint.digit)
    assert all(EASY[cell] == digit for cell in single.proof)
    assert board_words(hint) == [f"hidden single: {digit} fits only the green cell in its box"]


def test_a_naked_single_is_proved_by_one_peer_per_other_digit() -> None:
    solution = solve(EASY)
    assert solution is not None
    cell = 40
    grid = naked_single_grid()
    hint = next_hint(grid)
    assert hint.steps == (hint.steps[-1],)
    assert hint.cell == cell
    assert board_words(hint) == [f"naked single: the green cell can only be {solution[cell]}"]
    assert terminal_words(hint) == [f"naked single: 5,5 can only be {solution[cell]}"]
    shown = sorted(grid[peer] for peer in hint.proof)
    assert shown == sorted(set("123456789") - {solution[cell]})


def test_a_full_or_hopeless_grid_has_no_hint() -> None:
    solution = solve(EASY)
    assert solution is not None
    with pytest.raises(HintError, match="full"):
        next_hint(solution)
    with pytest.raises(HintError, match="no technique"):
        next_hint("." * 81)


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


# Coordinates the board never shows: r4c5, (5,4), 5,4, "row 4", "Zeile 4", "第 4 行", "box 9".
COORDINATES = re.compile(r"r\d+c\d+|\d\s*[,\uff0c]\s*\d|第\s*\d"
                         r"|\b(row|column|box|Zeile|Spalte|Block)s?\s+\d", re.IGNORECASE)
ROLE_WORDS = {"fill": "the green cell", "pivot": "the purple-outlined cell",
              "group": "the blue-outlined cell", "changed": "the orange-outlined cell"}


@pytest.mark.parametrize("language", ["en", "de", "zh_CN"])
@pytest.mark.parametrize("grid", [*EVERY_KIND, naked_single_grid()],
                         ids=[*EVERY_KIND_IDS, "naked single"])
def test_a_hint_names_cells_only_as_the_board_shows_them(grid: str, language: str) -> None:
    """Issue 23: step by step, no coordinate the board does not show, digits only as digits,
    and every cell the step speaks of outlined, in the role its words give it."""
    i18n.use_language(language)
    hint = next_hint(grid)
    for index, (step, text) in enumerate(zip(hint.steps, board_words(hint), strict=True)):
        assert not COORDINATES.search(text), text
        assert set(re.findall(r"\d", text)) <= set(map(str, step.digits)), text
        marks = hint.marks(index)
        single = index == len(hint.steps) - 1  # its proof is lit, placed digits, unnamed
        assert marks[hint.cell] == "fill"
        assert {*step.cells, *(() if single else step.proof)} <= marks.keys()
        if language == "en":  # each kind of outline on show is named, the green cell aside
            named = {role for role, words in ROLE_WORDS.items() if words in text}
            assert named - {"fill"} == set(marks.values()) - {"fill"}, text
    assert "the green cell" in board_words(hint)[-1] or language != "en"


def test_the_terminal_names_a_hints_cells_by_the_labels_its_grid_prints() -> None:
    hint = next_hint(FIRST_STEPS[0][0])  # pointing in box 4, then a naked single
    assert terminal_words(hint) == ["pointing: 6 fits only 3,4 and 3,6 in box 4, so it leaves 3,7",
                                    "naked single: 3,7 can only be 3"]
    swordfish = next_hint(FIRST_STEPS[6][0]).steps[0]
    assert " in rows 3, 4 and 8, " in step_text(swordfish, LABELS)
