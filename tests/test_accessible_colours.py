"""Accessible colours, measured on the shipped tile sheets and theme colours.

The colour-blind-safe numbers must stay apart (CIELAB ΔE) as protanopes and
deuteranopes see them; the high-contrast theme must meet WCAG AA (4.5:1) for
every number and text against what it is drawn on.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

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

from game.core.settings import Settings
from game.gui.art import TILE_NAMES
from game.gui.assets import tile_sheet
from game.gui.sudoku.render import OUTLINES, grid_colours
from game.ui.theme import Theme, load_themes

DISTINCT = 15.0  # ΔE76: numbers this far apart are told apart at a glance
AA = 4.5
LARGE = 3.0  # WCAG's bar for large text: the numbers are bold glyphs most of a cell high
THEMES = load_themes()
DEFAULT = THEMES[Settings().theme]
SIZE = 32


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    """The numbers are drawn from the font."""
    pygame.font.init()
    yield
    pygame.font.quit()


def tile_colours(theme: Theme, name: str) -> Counter[RGB]:
    """The colours of one tile as the game draws it, pixel by pixel."""
    tile = tile_sheet(theme, SIZE)[name]
    return Counter(tuple(tile.get_at((x, y)))[:3]  # type: ignore[misc]
                   for x in range(SIZE) for y in range(SIZE))


def ground_and_ink(theme: Theme, name: str) -> tuple[RGB, RGB]:
    """The tile's commonest colour (its ground) and the next (its glyph)."""
    (ground, _), (ink, _) = tile_colours(theme, name).most_common(2)
    return ground, ink


def numbers(theme: Theme) -> tuple[RGB, list[RGB]]:
    """The ground and the inks of the numbers as drawn."""
    inks = [ground_and_ink(theme, str(n)) for n in range(1, 9)]
    return inks[0][0], [ink for _, ink in inks]


def test_the_simulation_merges_what_dichromats_merge() -> None:
    white, red, green = (255, 255, 255), (200, 40, 40), (90, 110, 40)
    assert seen(white, DEUTERANOPIA) == pytest.approx((1, 1, 1), abs=1e-3)
    assert closest_pair([red, green], NORMAL)[0] > 40
    assert closest_pair([red, green], DEUTERANOPIA)[0] < 15
    assert closest_pair([red, green], PROTANOPIA)[0] < 20


def test_the_classic_numbers_fall_below_the_bar() -> None:
    _, classic = numbers(THEMES["classic"])
    assert closest_pair(classic, DEUTERANOPIA)[0] < DISTINCT


@pytest.mark.parametrize("theme", list(THEMES))
@pytest.mark.parametrize("vision", list(VISIONS))
def test_safe_numbers_stay_apart_for_every_vision(theme: str, vision: str) -> None:
    ground, inks = numbers(THEMES[theme].with_safe_numbers())
    assert inks == list(THEMES[theme].art.safe_numbers)  # drawn as the theme names them
    assert len(set(inks)) == 8
    distance, first, second = closest_pair(inks, VISIONS[vision])
    assert distance >= DISTINCT, f"{second + 1} and {first + 1}: ΔE {distance:.1f}"
    assert min(contrast(ink, ground) for ink in inks) >= LARGE


def test_safe_numbers_keep_the_rest_of_each_sheet() -> None:
    for theme in THEMES.values():
        for name in TILE_NAMES:
            if name not in "12345678":
                assert tile_colours(theme, name) == tile_colours(theme.with_safe_numbers(), name)


def test_high_contrast_numbers_and_question_marks_meet_aa_on_their_tiles() -> None:
    theme = THEMES["contrast"]
    ground, inks = numbers(theme)
    assert ground == (0, 0, 0)
    for variant in (theme, theme.with_safe_numbers()):
        _, inks = numbers(variant)
        assert min(contrast(ink, ground) for ink in inks) >= AA
    face, mark = question_mark(theme)
    assert contrast(mark, face) >= AA


def question_mark(theme: Theme) -> tuple[RGB, RGB]:
    """A covered cell's face colour and the ink of the "?" painted on it."""
    face = tile_colours(theme, "covered").most_common(1)[0][0]
    added = tile_colours(theme, "question") - tile_colours(theme, "covered")
    return face, added.most_common(1)[0][0]


@pytest.mark.parametrize("safe", [False, True])
def test_the_default_theme_numbers_read_on_their_ground_and_apart(safe: bool) -> None:
    theme = DEFAULT.with_safe_numbers() if safe else DEFAULT
    ground, inks = numbers(theme)
    assert min(contrast(ink, ground) for ink in inks) >= LARGE
    assert closest_pair(inks, NORMAL)[0] >= DISTINCT
    face, mark = question_mark(theme)
    assert contrast(mark, face) >= LARGE


@pytest.mark.parametrize("theme", ["contrast", Settings().theme])
def test_chrome_text_meets_aa(theme: str) -> None:
    palette = THEMES[theme].palette
    pairs = [(palette.text, palette.panel), (palette.counter_digits, palette.counter_back),
             (palette.counter_digits, palette.counter_unlit),  # lit against ghost segments
             (palette.highlight_text, palette.highlight), (palette.error, palette.panel)]
    assert min(contrast(ink, ground) for ink, ground in pairs) >= AA


def test_high_contrast_sudoku_inks_meet_aa_on_every_ground() -> None:
    colours = grid_colours(THEMES["contrast"])
    inks = [colours.given, colours.entry, colours.wrong, colours.note]
    grounds = [colours.cell, colours.peer, colours.same, colours.selected, colours.conflict,
               colours.hint, colours.proof]
    assert min(contrast(ink, ground) for ink in inks for ground in grounds) >= AA


@pytest.mark.parametrize("theme", list(THEMES))
def test_a_dialogs_refusal_reads_on_every_themes_panel(theme: str) -> None:
    palette = THEMES[theme].palette
    assert contrast(palette.error, palette.panel) >= AA


@pytest.mark.parametrize("theme", list(THEMES))
def test_scroll_bars_are_six_pixels_and_their_thumbs_stand_out_three_to_one(theme: str) -> None:
    """Issue 23: the board's and the panels' scroll bars, thumb against track."""
    from game.gui.widgets import SCROLL_BAR
    from game.ui.viewport import INDICATOR

    palette = THEMES[theme].palette
    assert INDICATOR >= 6 and SCROLL_BAR >= 6
    assert contrast(palette.scroll_thumb, palette.shadow) >= 3


@pytest.mark.parametrize("theme", list(THEMES))
def test_a_sudoku_hints_outlines_stand_out_three_to_one_on_a_plain_cell(theme: str) -> None:
    """Issue 23: the outlines a hint's words name its cells by (WCAG's 3:1 for graphics)."""
    cell = grid_colours(THEMES[theme]).cell
    assert min(contrast(colour, cell) for colour, _ in OUTLINES.values()) >= 3
