"""Themes and zoom, checked on the pixels the real front draws."""

from __future__ import annotations

from dataclasses import fields

import pygame
import pytest
from front_helpers import MinesWindow, click, mines_window, press

from game.core.mines.board import Cell
from game.core.settings import Settings, theme_names
from game.gui.sudoku.render import GridColours, grid_colours
from game.ui.layout import Layout
from game.ui.theme import load_themes

# Per theme: the covered face at a tile's centre (Modern's key is shaded top to bottom),
# the "1" ink, the mine at a tile's centre (the flower's yellow heart in Garden, a little
# above centre), the panel.
THEMES = {
    "modern": ((106, 148, 240), (37, 99, 235), ((16, 16), (30, 35, 52)), (30, 35, 52)),
    "classic": ((192, 192, 192), (0, 0, 255), ((16, 16), (0, 0, 0)), (192, 192, 192)),
    "dark": ((58, 63, 75), (108, 182, 255), ((16, 16), (177, 186, 196)), (45, 49, 58)),
    "garden": ((92, 168, 60), (28, 79, 168), ((16, 13), (255, 210, 46)), (180, 134, 88)),
    "contrast": ((80, 80, 80), (92, 176, 255), ((16, 16), (255, 255, 255)), (0, 0, 0)),
}


def test_every_theme_gives_every_game_its_colours() -> None:
    """One place per theme: the chrome, Minesweeper's art and Sudoku's grid, all in
    ``assets/themes.json``; the list of themes is its keys, nowhere else."""
    themes = load_themes()
    assert theme_names() == frozenset(themes) == frozenset(THEMES)
    for theme in themes.values():
        assert set(theme.colours("sudoku")) == {field.name for field in fields(GridColours)}
        assert grid_colours(theme).cell != grid_colours(theme).given
    assert themes["modern"].colours("no such game") == {}


def test_a_saved_theme_the_assets_do_not_describe_is_refused() -> None:
    text = Settings(theme="modern").to_json()
    assert Settings.read(text)[0].theme == "modern"
    assert Settings.read(text.replace('"modern"', '"neon"')) == (Settings(), ["Theme"])


def pixel(app: MinesWindow, cell: Cell, offset: tuple[int, int]) -> tuple[int, int, int]:
    x, y, _, _ = app.front.layout.cell_rect(cell)
    r, g, b, _ = app.front.renderer.screen.get_at((x + offset[0], y + offset[1]))
    return r, g, b




@pytest.mark.parametrize("theme", list(THEMES))
def test_each_theme_draws_its_cover_numbers_mines_and_chrome(app: MinesWindow, theme: str) -> None:
    while app.theme.name != theme:
        press(app, pygame.K_t)
    if app.panel is not None:
        press(app, pygame.K_ESCAPE)
    covered, one, (mine_at, mine_colour), panel = THEMES[theme]
    assert pixel(app, (0, 0), (16, 16)) == covered
    footer_gap = (app.front.layout.footer_toggle[0] - 2, app.front.layout.footer[1] + 2)
    assert app.front.renderer.screen.get_at(footer_gap)[:3] == panel
    click(app, (4, 4))
    ones = [(x, y) for y in range(9) for x in range(9) if app.front.board.view(x, y) == "1"]
    assert one in {pixel(app, ones[0], (i, j)) for i in range(32) for j in range(32)}
    mine = next((x, y) for y in range(9) for x in range(9) if app.front.board.is_mine(x, y))
    click(app, mine)
    others = [(x, y) for y in range(9) for x in range(9) if app.front.board.view(x, y) == "*"]
    assert pixel(app, others[0], mine_at) == mine_colour
    x, y, size, _ = app.front.layout.face  # the new-game button wears the chrome, beside the face
    chrome = {app.theme.palette.panel, app.theme.palette.light, app.theme.palette.shadow}
    assert app.front.renderer.screen.get_at((x + size * 7 // 48, y + size * 40 // 48))[:3] in chrome


def test_the_theme_is_remembered(app: MinesWindow) -> None:
    press(app, pygame.K_t)  # from Classic, the fixture's, to the next
    assert app.theme.name == "dark"
    assert mines_window(progress=app.progress).theme.name == "dark"


def test_zoom_steps_the_tile_size_and_relays_the_window(app: MinesWindow) -> None:
    press(app, pygame.K_EQUALS, pygame.KMOD_CTRL)
    assert app.settings.tile == 40
    assert app.front.renderer.screen.get_size() == Layout(9, 9, 40).size
    assert pixel(app, (0, 0), (20, 20)) == (192, 192, 192)
    for _ in range(10):
        press(app, pygame.K_MINUS, pygame.KMOD_CTRL)
    assert app.settings.tile == 16  # the smallest step, however often asked
    assert app.front.layout.cell_rect((1, 0))[2] == 16
    click(app, (4, 4))
    assert app.front.board.status == "playing"  # clicks land on the zoomed cells


def test_colour_blind_numbers_are_an_option_that_is_remembered(app: MinesWindow) -> None:
    press(app, pygame.K_o)
    press(app, pygame.K_b)
    assert app.settings.colour_blind and app.panel is not None
    assert ("Colour-blind numbers", True) in [(item.label, item.checked)
                                              for item in app.panel.items]
    press(app, pygame.K_ESCAPE)
    click(app, (4, 4))
    ones = [(x, y) for y in range(9) for x in range(9) if app.front.board.view(x, y) == "1"]
    inks = {pixel(app, ones[0], (i, j)) for i in range(32) for j in range(32)}
    assert (10, 67, 247) in inks and (0, 0, 255) not in inks  # the safe blue, not Classic's
    again = mines_window(progress=app.progress)
    assert again.settings.colour_blind and again.theme.safe


def test_settings_saved_before_the_option_existed_still_load() -> None:
    old = ('{"version": 1, "params": "9x9n10q", "muted": true, "theme": "dark", "tile": 32, '
           '"animations": true}')
    settings, wrong = Settings.read(old)
    assert settings.muted and not settings.colour_blind and wrong == []
    assert Settings.read(settings.to_json()) == (settings, [])
