"""The first click: analyse, the hint and Solve answer the best start for the board and its
first-click rule, where they used to answer a corner at the odds of any cell (analyse),
nothing (the hint) or the centre (Solve)."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from itertools import combinations

import pygame
import pytest
from front_helpers import mines_window, press
from session_helpers import FakeClock

from game.core.mines.advice import Advisor
from game.core.mines.engine import START, analyse
from game.core.mines.game import MinesGame, MinesOptions, new_mines_session
from game.core.mines.game_id import MinesParams
from game.core.mines.starts import AREA, BEST, NONE, SAFE, _fitted, best_start, best_starts
from game.core.session import Session
from game.options import Options
from game.text.mines import analyse as analyse_cli
from game.ui.mines.autoplay import plan

# Tu et al. 2017, github.com/b1f6c1c4/MineSweeperProb, README "Winning Rate by First Move"
# (PSEQ): the best cell of each board under SNR (the first click's 3x3 area is clear) and
# SFAR (only the cell is safe), turned to 0-based (x, y); their mirror images are as good.
TU_AREA = {(8, 8, 10): (2, 2), (9, 9, 10): (2, 2), (16, 16, 40): (2, 2), (30, 16, 99): (3, 3)}
TU_SAFE = (0, 0)  # the corner, on all four boards
PRESETS = [(9, 9, 10), (16, 16, 40), (30, 16, 99)]


def mirrors(width: int, height: int, cell: tuple[int, int]) -> set[tuple[int, int]]:
    x, y = cell
    return {(mx, my) for mx in (x, width - 1 - x) for my in (y, height - 1 - y)}


def covered(width: int, height: int) -> str:
    return "\n".join(["#" * width] * height)


def analysed(size: tuple[int, int, int], *options: str) -> dict[str, object]:
    width, height, mines = size
    sink = io.StringIO()
    analyse_cli.main(list(options), io.StringIO(f"{covered(width, height)}\nmines {mines}\n\n"),
                     sink)
    reply: dict[str, object] = json.loads(sink.getvalue())
    return reply


@pytest.mark.parametrize("size", PRESETS)
def test_analyse_answers_a_best_start_with_safety_one_under_the_games_rule(
        size: tuple[int, int, int]) -> None:
    reply = analysed(size)
    best = reply["best"]
    assert isinstance(best, list)
    assert tuple(best) in mirrors(size[0], size[1], TU_AREA[size])
    assert reply["safety"] == 1.0 and reply["progress"] == 1.0  # it opens an area


@pytest.mark.parametrize("size", PRESETS)
def test_under_the_other_rules_it_is_the_corner_and_only_none_risks_a_mine(
        size: tuple[int, int, int]) -> None:
    width, height, mines = size
    safe, anywhere = analysed(size, "--first-click", SAFE), analysed(size, "--first-click", NONE)
    for reply in (safe, anywhere):
        best = reply["best"]
        assert isinstance(best, list) and tuple(best) in mirrors(width, height, TU_SAFE)
    assert safe["safety"] == 1.0
    assert anywhere["safety"] == pytest.approx(1 - mines / (width * height))


def test_the_table_is_tu_et_al_s_and_the_rule_for_other_sizes_fits_it() -> None:
    assert {size: cells[AREA] for size, cells in BEST.items()} == TU_AREA
    assert all(cells[SAFE] == TU_SAFE for cells in BEST.values())
    for (width, height, mines), cell in TU_AREA.items():
        assert _fitted(width, height, mines, AREA) == cell
    assert best_start(20, 20, 50).cell == (2, 2) and not best_start(20, 20, 50).published
    assert best_start(40, 40, 400).cell == (3, 3)  # as dense as Expert, and denser
    assert best_start(5, 4, 1).cell == (2, 1)  # never past the middle
    assert best_start(3, 3, 6).rule == SAFE  # no room for a clear area: the cell only
    assert best_start(3, 3, 6).cell == (0, 0)
    assert best_start(3, 2, 2).cell == (0, 0)  # the middle's area is the whole board
    assert best_start(3, 2, 2).opens == 1.0  # the corner's stays clear


def test_the_chance_a_safe_first_click_opens_an_area_is_exact() -> None:
    """Counted over every layout of a 4x4 board with 3 mines, the corner safe."""
    width, height, mines = 4, 4, 3
    cells = [(x, y) for y in range(height) for x in range(width)]
    layouts = [set(mine) for mine in combinations(cells[1:], mines)]
    zero = sum(not {(1, 0), (0, 1), (1, 1)} & layout for layout in layouts)
    assert best_start(width, height, mines, SAFE).opens == pytest.approx(zero / len(layouts))
    assert best_start(width, height, mines, AREA).opens == 1.0


def test_an_unknown_rule_is_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match="area, safe, none"):
        best_start(9, 9, 10, "corner")
    with pytest.raises(SystemExit):
        analysed((9, 9, 10), "--first-click", "corner")


def session_of(size: tuple[int, int, int]) -> Session[MinesGame]:
    return new_mines_session(MinesParams(*size, no_guess=False), clock=FakeClock(), seed=7)


@pytest.mark.parametrize("size", PRESETS)
def test_solve_opens_the_best_start(size: tuple[int, int, int]) -> None:
    step = plan(session_of(size), Advisor())
    assert step is not None and step.move.kind == "O" and not step.guess
    assert (step.move.x, step.move.y) in mirrors(size[0], size[1], TU_AREA[size])
    assert "best first click" in step.words


@pytest.fixture
def window() -> Iterator[None]:
    pygame.init()
    yield
    pygame.quit()


@pytest.mark.usefixtures("window")
def test_the_hint_before_the_first_click_names_the_start_and_why() -> None:
    app = mines_window(Options(seed=5, own=MinesOptions(board=(30, 16, 99), no_guess=False)))
    app.frame()
    press(app, pygame.K_h)
    hint = app.front.hint
    assert hint is not None and hint.safe
    assert hint.cell in mirrors(30, 16, TU_AREA[(30, 16, 99)])
    assert app.notice.startswith("Hint: best first click on Expert: it always opens an area")
    assert not any(event.action == "hint" for event in app.front.session.events)  # no aid


def test_the_engine_names_the_start_its_reason() -> None:
    result = analyse(covered(30, 16), 99)
    assert result.reason == START and result.best in best_starts(30, 16, 99)
