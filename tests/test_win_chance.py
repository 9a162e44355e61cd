"""The chance to win: where the endgame search settles a guess, the hint, Solve and analyse
give the exact chance to win the game from there, on best play; elsewhere none."""

from __future__ import annotations

import io
import json
from functools import cache
from itertools import combinations

import pytest
from session_helpers import FakeClock

from game.core.mines.advice import Advisor
from game.core.mines.engine import SEARCHED, advise, analyse, describe
from game.core.mines.game import MINES
from game.core.mines.game_id import MinesId, MinesParams
from game.core.session import Session
from game.text.mines import analyse as analyse_cli
from game.ui.mines.autoplay import plan

Cell = tuple[int, int]
# 5x4 with 5 mines: nothing proved, 220 layouts left, so the engine searches the endgame.
ENDGAME = ".1###\n13###\n#####\n#####"
MINES_LEFT = 5


def best_play(view: str, mines: int) -> float:
    """The chance to win from ``view`` on best play, by brute force: every layout of the
    covered cells that fits the numbers, equally likely; at each step every covered cell
    tried, opened with the game's flood fill, the layouts split by what it shows."""
    rows = view.split("\n")
    width, height = len(rows[0]), len(rows)
    cells = [(x, y) for y in range(height) for x in range(width)]
    near = {cell: [(cell[0] + dx, cell[1] + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                   if (dx or dy) and 0 <= cell[0] + dx < width and 0 <= cell[1] + dy < height]
            for cell in cells}
    hidden = [cell for cell in cells if rows[cell[1]][cell[0]] == "#"]
    numbers = {cell: ".12345678".index(rows[cell[1]][cell[0]]) for cell in cells
               if cell not in hidden}
    layouts = [frozenset(mine) for mine in combinations(hidden, mines)
               if all(sum(other in mine for other in near[cell]) == count
                      for cell, count in numbers.items())]

    def shown(layout: frozenset[Cell], cell: Cell) -> frozenset[tuple[Cell, int]]:
        seen: dict[Cell, int] = {}
        todo = [cell]
        while todo:
            here = todo.pop()
            if here not in seen:
                seen[here] = sum(other in layout for other in near[here])
                if not seen[here]:
                    todo += [other for other in near[here] if other not in numbers]
        return frozenset(seen.items())

    @cache
    def chance(left: frozenset[int]) -> float:
        if len(left) == 1:
            return 1.0
        best = 0.0
        for cell in hidden:
            parts: dict[frozenset[tuple[Cell, int]], set[int]] = {}
            for index in left:
                if cell not in layouts[index]:
                    parts.setdefault(shown(layouts[index], cell), set()).add(index)
            if len(parts) == 1 and len(next(iter(parts.values()))) == len(left):
                continue  # safe everywhere and tells nothing
            best = max(best, sum(len(part) * chance(frozenset(part))
                                 for part in parts.values()) / len(left))
        return best

    return chance(frozenset(range(len(layouts))))


def test_the_hint_gives_the_exact_chance_to_win_where_the_search_settles_the_guess() -> None:
    exact = best_play(ENDGAME, MINES_LEFT)
    found, guess = advise(ENDGAME, MINES_LEFT)
    assert guess is not None and guess.reason.endswith(SEARCHED) and not found.safe
    assert guess.win_chance == pytest.approx(exact, abs=1e-12)
    assert 0 < exact < guess.safety < 1  # a guess must be survived, and more after it
    assert f"wins the game {exact:.1%} of the time" in describe(guess)


def test_solve_says_the_chance_to_win_too() -> None:
    layout = frozenset({2, 4, 10, 12, 19})  # a layout that fits the view's numbers
    session = Session(MINES, MinesId(MinesParams(5, 4, 5, no_guess=False), layout=layout,
                                     start=(0, 0)).text(), clock=FakeClock())
    assert session.position.board.to_text() == ENDGAME
    step = plan(session, Advisor())
    assert step is not None and step.guess
    assert f"{best_play(ENDGAME, MINES_LEFT):.1%} of the time from here" in step.words


def test_analyse_adds_the_chance_only_where_it_is_known() -> None:
    sink = io.StringIO()
    elsewhere = "1#####\n" + "######\n" * 4 + "######"  # too many layouts to search
    analyse_cli.main([], io.StringIO(f"{ENDGAME}\nmines 5\n\n{elsewhere}\nmines 8\n\n"), sink)
    searched, heuristic = (json.loads(line) for line in sink.getvalue().splitlines())
    assert searched["win_chance"] == pytest.approx(best_play(ENDGAME, MINES_LEFT), abs=1e-12)
    assert "win_chance" not in heuristic and heuristic["safety"] < 1
    assert analyse(elsewhere, 8).win_chance is None
