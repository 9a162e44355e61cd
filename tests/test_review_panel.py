"""The review panel names clicks without coordinates, and choosing a click's row (the
pointer, a tap, the arrow keys) outlines exactly its cells on the board, which the panel
then leaves in sight (issue 23: a player can find what the review speaks of)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pygame
import pytest
from front_helpers import MinesWindow, click_at, finger, mines_window, press, still_progress
from replay_files import scripted_video

from game import i18n
from game.core.mines.game import MinesOptions
from game.core.mines.moves import Move
from game.core.mines.replays import Review, Verdict, review_video
from game.gui import host
from game.gui.mines.render import REVIEW_OUTLINES
from game.options import Options
from game.ui.layout import Rect
from game.ui.mines.panels import CLICK, SAFE, ReviewMenu, review_panel

COORDINATES = re.compile(r"\d+\s*,\s*\d+")  # "24,7", "O24,7": cells the board never names
PHONE, LAPTOP = ((390, 844), True), ((1366, 768), False)


@pytest.fixture
def screen(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A desktop (or phone) of the size the test names, touch or not."""
    size, touch = getattr(request, "param", LAPTOP)
    monkeypatch.setattr(host, "display_size", lambda: size)
    monkeypatch.setattr(host, "DECORATION", (0, 0))
    monkeypatch.setenv("GRIDGAMES_TOUCH", "1" if touch else "0")
    host.touch_screen.cache_clear()
    pygame.init()
    yield
    pygame.quit()
    host.touch_screen.cache_clear()


def reviewed(board: tuple[int, int, int], seed: int = 5) -> MinesWindow:
    """The viewer on a scripted game, its review open."""
    app = mines_window(Options(own=scripted_video(seed, board)), progress=still_progress())
    app.frame()
    press(app, pygame.K_t)  # no trail or click markers over the cells
    app.activate("review")
    app.frame()
    app.frame()
    return app


def review_of(app: MinesWindow) -> ReviewMenu:
    assert isinstance(app.panel, ReviewMenu)
    return app.panel


@pytest.mark.parametrize("language", [i18n.SOURCE, "de", "zh_CN"])
def test_no_review_row_names_a_cell_by_coordinates(language: str) -> None:
    i18n.use_language(language)
    try:
        panel = review_panel(review_video(scripted_video(5, (16, 16, 40))))
        green = i18n._("the green cell")
    finally:
        i18n.use_language(i18n.SOURCE)
    assert len(panel.clicks) == 8
    named = [text for item in panel.items for text in (item.label, item.key)
             if COORDINATES.search(text)]
    assert not named
    assert any(item.key == green for item in panel.items)  # named by its colour


def outline_at(app: MinesWindow, cell: tuple[int, int]) -> str | None:
    """Which review outline a cell's top edge shows, if any."""
    x, y, size, _ = app.front.layout.cell_rect(cell)
    colour = tuple(app.front.renderer.screen.get_at((x + size // 2, y + 1)))[:3]
    return next((role for role, rgb in REVIEW_OUTLINES.items() if rgb == colour), None)


def outlined_on_screen(app: MinesWindow) -> dict[tuple[int, int], str]:
    """Every cell clear of the panel whose top edge shows an outline, and its role."""
    panel, layout = review_of(app), app.front.layout
    box = pygame.Rect(panel.panel(layout))
    found = {}
    for y in range(layout.rows):
        for x in range(layout.columns):
            role = outline_at(app, (x, y))
            if role is not None and not box.colliderect(layout.cell_rect((x, y))):
                found[x, y] = role
    return found


def expected(verdict: Verdict) -> dict[tuple[int, int], str]:
    safe = {} if verdict.safe_cell is None else {verdict.safe_cell: SAFE}
    return {(verdict.move.x, verdict.move.y): CLICK, **safe}


def test_choosing_a_row_by_key_or_click_outlines_exactly_its_cells(
        screen: None) -> None:
    app = reviewed((16, 16, 40))
    panel, layout = review_of(app), app.front.layout
    rows = sorted(panel.clicks)
    assert panel.chosen_row == rows[0]  # the first click is shown on opening
    assert outlined_on_screen(app) == expected(panel.clicks[rows[0]])
    press(app, pygame.K_DOWN)
    assert outlined_on_screen(app) == expected(panel.clicks[rows[1]])
    # another click's row on show (the panel may have shrunk to clear the cells outlined)
    other = next(row for row in panel.visible(layout) if row in rows and row != rows[1])
    x, y, _, height = panel.item_rect(layout, other)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 5, y + height // 2),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    app.frame()  # the pointer lights a row without choosing it: the panel stays put
    assert panel.highlighted == other and panel.chosen_row == rows[1]
    assert outlined_on_screen(app) == expected(panel.clicks[rows[1]])
    click_at(app, (x + 5, y + height // 2))
    app.frame()
    assert app.panel is panel and panel.chosen_row == other
    assert outlined_on_screen(app) == expected(panel.clicks[other])
    checked = [index for index, item in enumerate(panel.items) if item.checked]
    assert checked == [other]


def test_the_replay_behind_the_review_goes_to_just_before_the_click(screen: None) -> None:
    app = reviewed((16, 16, 40))
    panel, player = review_of(app), app.front.player
    assert player is not None
    for row in sorted(panel.clicks)[:4]:
        panel.choose(row)
        app.frame()
        verdict = panel.clicks[row]
        assert player.paused and player.steps.times[player.steps.shown - 1] < verdict.at_ms
        if verdict.move.kind == "O":
            assert player.board.view(verdict.move.x, verdict.move.y) == "#"


@pytest.mark.parametrize("screen", [PHONE], indirect=True)
def test_a_tap_on_a_row_chooses_it(screen: None) -> None:
    app = reviewed((9, 9, 10))
    panel, layout = review_of(app), app.front.layout
    others = set(panel.clicks) - {panel.chosen_row}
    while not others & set(panel.visible(layout)):
        panel.scroll(1, layout)  # as a finger does: the rows stay where it put them
        app.frame()
    row = min(others & set(panel.visible(layout)))
    x, y, _, height = panel.item_rect(layout, row)
    finger(app, pygame.FINGERDOWN, (x + 5, y + height // 2))
    finger(app, pygame.FINGERUP, (x + 5, y + height // 2))
    app.frame()
    assert panel.chosen_row == row
    assert outlined_on_screen(app) == expected(panel.clicks[row])


def in_view(app: MinesWindow, cell: tuple[int, int]) -> bool:
    x, y, width, height = app.front.layout.board
    return pygame.Rect(x, y, width, height).contains(app.front.layout.cell_rect(cell))


def uncovered(panel: ReviewMenu, app: MinesWindow) -> list[Rect]:
    """The chosen click's cells the panel covers."""
    layout = app.front.layout
    box = pygame.Rect(panel.panel(layout))
    return [layout.cell_rect(cell) for cell in panel.outlines()
            if box.colliderect(layout.cell_rect(cell))]


@pytest.mark.parametrize("screen", [PHONE, LAPTOP], indirect=True)
@pytest.mark.parametrize("board", [(9, 9, 10), (16, 16, 40), (30, 16, 99)])
def test_the_panel_never_covers_the_cells_it_outlines(screen: None,
                                                     board: tuple[int, int, int]) -> None:
    """Every click of a real review, then pairs of cells all over the board."""
    app = reviewed(board, seed=1)
    panel = review_of(app)
    covering = []
    for row in sorted(panel.clicks):
        panel.choose(row)
        app.frame()
        covering += uncovered(panel, app)
        clicked = panel.clicks[row].move
        assert in_view(app, (clicked.x, clicked.y))  # a large board scrolls to it
    numbers, rng = review_video(scripted_video(1, (9, 9, 10))).numbers, random.Random(7)
    x0, y0, x1, y1 = app.front.layout.viewport.visible()
    for _ in range(150):
        clicked = (rng.randrange(x0, x1 - 1), rng.randrange(y0, y1 - 1))
        safe = (rng.randrange(x0, x1 - 1), rng.randrange(y0, y1 - 1))
        guess = Verdict(0, Move("O", *clicked), "avoidable guess", safe_cell=safe)
        covering += uncovered(review_panel(Review((guess,), numbers)), app)
    assert not covering


def test_a_finished_games_review_outlines_its_clicks_on_the_board_as_it_ended(
        screen: None) -> None:
    app = mines_window(Options(seed=3, own=MinesOptions(board=(9, 9, 10), no_guess=False)),
                       progress=still_progress())
    app.frame()
    click_at(app, app.front.layout.cell_centre((4, 4)))
    board = app.front.board
    covered = [(x, y) for y in range(9) for x in range(9) if board.view(x, y) == "#"]
    safe = [cell for cell in covered if not board.is_mine(*cell)]
    for cell in (safe[len(safe) // 2], next(c for c in covered if board.is_mine(*c))):
        click_at(app, app.front.layout.cell_centre(cell))  # a guess, then a mine
    press(app, pygame.K_e)
    app.frame()
    panel = review_of(app)
    verdict = panel.chosen()
    assert verdict is not None and verdict.safe_cell is not None
    assert outlined_on_screen(app) == expected(verdict) and not uncovered(panel, app)
