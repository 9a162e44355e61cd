"""The art is drawn at the size it is shown, so it stays as sharp at 28, 40 or 56 px as at
its design size; a smooth-scaled bitmap (what the game did before) blurs every edge.

Sharpness is measured as the steps in luminance between neighbouring pixels, weighted
by their own height (sum of squares over sum): a hard edge of height H scores H, the
same edge smeared over two pixels scores H/2.  The ratio to the design size's score is
about 1 for crisp drawing and falls well below for a scaled bitmap.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest
from front_helpers import MinesWindow, press, shows

from game.gui.assets import Sheet, face_sheet, tile_sheet
from game.ui.theme import Theme, load_themes

THEMES = load_themes()
SIZES = (28, 40, 56)
SHARP = 0.85  # crisp drawing scores 0.88 or more; a smooth-scaled one 0.79 or less
TILES = ("covered", "3", "flag", "mine", "question")
FACES = ("smile", "lose")
TILE_DESIGN, FACE_DESIGN = 32, 48


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    pygame.font.init()
    yield
    pygame.font.quit()


def sharpness(surface: pygame.Surface) -> float:
    """Neighbouring pixels' luminance steps, each weighted by its height."""
    width, height = surface.get_size()
    light = [[0.2126 * r + 0.7152 * g + 0.0722 * b
              for r, g, b, _ in (surface.get_at((x, y)) for x in range(width))]
             for y in range(height)]
    steps = [abs(row[x + 1] - row[x]) for row in light for x in range(width - 1)]
    steps += [abs(light[y + 1][x] - light[y][x]) for y in range(height - 1)
              for x in range(width)]
    return sum(step * step for step in steps) / max(1e-9, sum(steps))


def smooth_scaled(sprite: pygame.Surface, size: int) -> pygame.Surface:
    """What the game drew before: the design-size sprite smooth-scaled to the cell."""
    return pygame.transform.smoothscale(sprite, (size, size))


@pytest.mark.parametrize("theme", list(THEMES))
@pytest.mark.parametrize(("sheet", "design", "names"), [(tile_sheet, TILE_DESIGN, TILES),
                                                        (face_sheet, FACE_DESIGN, FACES)])
def test_art_is_as_sharp_at_every_size_as_at_its_design_size(
        theme: str, sheet: Callable[[Theme, int], Sheet], design: int,
        names: tuple[str, ...]) -> None:
    at_design = sheet(THEMES[theme], design)
    for size in SIZES:
        drawn = sheet(THEMES[theme], size)
        for name in names:
            assert drawn[name].get_size() == (size, size)
            ratio = sharpness(drawn[name]) / sharpness(at_design[name])
            assert ratio >= SHARP, f"{name} at {size} px: {ratio:.2f}"


def test_the_measure_fails_the_smooth_scaled_bitmaps_the_game_drew_before() -> None:
    for theme in THEMES.values():
        tiles, faces = tile_sheet(theme, TILE_DESIGN), face_sheet(theme, FACE_DESIGN)
        for size in SIZES:
            for name in TILES:
                scaled = smooth_scaled(tiles[name], size)
                assert sharpness(scaled) / sharpness(tiles[name]) < SHARP
            for name in FACES:
                scaled = smooth_scaled(faces[name], size)
                assert sharpness(scaled) / sharpness(faces[name]) < SHARP


def test_a_zoom_draws_the_new_size_once_and_shows_it_unscaled(app: MinesWindow) -> None:
    press(app, pygame.K_EQUALS, pygame.KMOD_CTRL)
    tiles = app.front.renderer.tiles
    assert app.front.layout.tile == 40 and tiles["covered"].get_size() == (40, 40)
    assert tiles is tile_sheet(app.theme, 40)  # drawn once, then kept
    assert shows(app, (0, 0), "covered")
    press(app, pygame.K_MINUS, pygame.KMOD_CTRL)
    press(app, pygame.K_EQUALS, pygame.KMOD_CTRL)
    assert app.front.renderer.tiles is tiles  # back at 40 px: nothing drawn again
