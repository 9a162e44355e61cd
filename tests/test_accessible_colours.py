"""Accessible colours, measured on the shipped tile sheets and theme colours.

The colour-blind-safe numbers must stay apart (CIELAB ΔE) as protanopes and
deuteranopes see them; the high-contrast theme must meet WCAG AA (4.5:1) for
every number and text against what it is drawn on.
"""

from __future__ import annotations

import json
from collections import Counter

import pygame
import pytest
from colour_science import (
    DEUTERANOPIA,
    NORMAL,
    PROTANOPIA,
    RGB,
    VISIONS,
    closest_pair,
    contrast,
    seen,
)

from game.gui.sudoku.render import GRID_COLOURS
from game.paths import ASSETS
from game.ui.theme import load_themes

DISTINCT = 15.0  # ΔE76: numbers this far apart are told apart at a glance
AA = 4.5
LARGE = 3.0  # WCAG's bar for large text: the numbers are 20 px bold glyphs
THEMES = load_themes()
NAMES = json.loads((ASSETS / "tiles.json").read_text(encoding="utf-8"))["names"]


def tile_colours(sheet: str, name: str) -> Counter[RGB]:
    strip = pygame.image.load(str(ASSETS / sheet))
    size = strip.get_height()
    left = NAMES.index(name) * size
    return Counter(tuple(strip.get_at((left + x, y)))[:3]  # type: ignore[misc]
                   for x in range(size) for y in range(size))


def ground_and_ink(sheet: str, name: str) -> tuple[RGB, RGB]:
    """The tile's commonest colour (its ground) and the next (its glyph)."""
    (ground, _), (ink, _) = tile_colours(sheet, name).most_common(2)
    return ground, ink


def numbers(sheet: str) -> tuple[RGB, list[RGB]]:
    inks = [ground_and_ink(sheet, str(n)) for n in range(1, 9)]
    return inks[0][0], [ink for _, ink in inks]


def test_the_simulation_merges_what_dichromats_merge() -> None:
    white, red, green = (255, 255, 255), (200, 40, 40), (90, 110, 40)
    assert seen(white, DEUTERANOPIA) == pytest.approx((1, 1, 1), abs=1e-3)
    assert closest_pair([red, green], NORMAL)[0] > 40
    assert closest_pair([red, green], DEUTERANOPIA)[0] < 15
    assert closest_pair([red, green], PROTANOPIA)[0] < 20


def test_the_classic_numbers_fall_below_the_bar() -> None:
    _, classic = numbers(THEMES["classic"].tiles)
    assert closest_pair(classic, DEUTERANOPIA)[0] < DISTINCT


@pytest.mark.parametrize("theme", list(THEMES))
@pytest.mark.parametrize("vision", list(VISIONS))
def test_safe_numbers_stay_apart_for_every_vision(theme: str, vision: str) -> None:
    ground, inks = numbers(THEMES[theme].tiles_cb)
    assert len(set(inks)) == 8
    distance, first, second = closest_pair(inks, VISIONS[vision])
    assert distance >= DISTINCT, f"{second + 1} and {first + 1}: ΔE {distance:.1f}"
    assert min(contrast(ink, ground) for ink in inks) >= LARGE


def test_safe_numbers_keep_the_rest_of_each_sheet() -> None:
    for theme in THEMES.values():
        for name in NAMES:
            if name not in "12345678":
                assert tile_colours(theme.tiles, name) == tile_colours(theme.tiles_cb, name)


def test_high_contrast_numbers_and_question_marks_meet_aa_on_their_tiles() -> None:
    sheet = THEMES["contrast"].tiles
    ground, inks = numbers(sheet)
    assert ground == (0, 0, 0)
    for theme_sheet in (sheet, THEMES["contrast"].tiles_cb):
        _, inks = numbers(theme_sheet)
        assert min(contrast(ink, ground) for ink in inks) >= AA
    face = tile_colours(sheet, "covered").most_common(1)[0][0]
    added = tile_colours(sheet, "question") - tile_colours(sheet, "covered")
    mark = added.most_common(1)[0][0]  # the pixels the "?" painted
    assert contrast(mark, face) >= AA


def test_high_contrast_chrome_text_meets_aa() -> None:
    palette = THEMES["contrast"].palette
    pairs = [(palette.text, palette.panel), (palette.counter_digits, palette.counter_back),
             (palette.highlight_text, palette.highlight)]
    assert min(contrast(ink, ground) for ink, ground in pairs) >= AA


def test_high_contrast_sudoku_inks_meet_aa_on_every_ground() -> None:
    colours = GRID_COLOURS["contrast"]
    inks = [colours.given, colours.entry, colours.wrong, colours.note]
    grounds = [colours.cell, colours.peer, colours.same, colours.selected, colours.conflict,
               colours.hint, colours.proof]
    assert min(contrast(ink, ground) for ink in inks for ground in grounds) >= AA
