"""Draw Gridgames' art assets: tile sheets per theme, faces, font subsets and sounds.

Everything under ``assets/`` is generated here so it can be regenerated
byte for byte; run ``.venv/bin/python tools/make_assets.py`` from anywhere,
``--preview out.png`` also writes a sheet to look at (not committed).
Themes (Classic, Dark, Garden) share the tile shapes and the names list in
tiles.json, and the face shapes and faces.json; themes.json holds each one's
sheet names and window colours.
Shapes are drawn pixel by pixel, not anti-aliased, so the sheets stay crisp
when the renderer scales them by whole factors.
"""

from __future__ import annotations

import argparse
import array
import json
import logging
import math
import os
import random
import re
import shutil
import subprocess
import tempfile
import wave
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
import pygame  # after choosing the drivers above

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
TILE = 32
FACE = 48

Colour = tuple[int, int, int] | tuple[int, int, int, int]
Pixels = Iterable[tuple[int, int]]

BUTTON_FACE = (192, 192, 192)  # covered face and revealed background alike
HOVER_FACE = (212, 212, 212)
HIGHLIGHT = (255, 255, 255)
SHADOW = (128, 128, 128)  # bevel shadow and revealed grid line
BLACK = (0, 0, 0)
RED = (255, 0, 0)
YELLOW = (255, 255, 0)
NUMBER_COLOURS = [
    (0, 0, 255), (0, 128, 0), (255, 0, 0), (0, 0, 128),
    (128, 0, 0), (0, 128, 128), (0, 0, 0), (128, 128, 128),
]
# Numbers that stay apart for protanopes and deuteranopes as well (tests/test_themes.py
# simulates both): spread in lightness and along the blue-yellow axis they still see,
# searched for the largest smallest CIELAB distance at 3:1 contrast or better on the
# theme's ground.  One set for light grounds, one for dark.
SAFE_ON_LIGHT = [
    (10, 67, 247), (206, 22, 27), (166, 18, 89), (17, 8, 92),
    (47, 119, 33), (37, 59, 155), (0, 20, 43), (58, 50, 22),
]
SAFE_ON_DARK = [
    (116, 126, 255), (244, 120, 0), (201, 116, 152), (147, 184, 255),
    (253, 255, 40), (139, 252, 255), (255, 255, 203), (189, 157, 110),
]

# Glyphs on a 2 px grid: 8x10 cells become 16x20 px, centred in a 32 px tile.
GLYPHS: dict[str, list[str]] = {
    "1": ["...##...", "..###...", ".####...", "...##...", "...##...",
          "...##...", "...##...", "...##...", ".######.", ".######."],
    "2": [".######.", "########", "##....##", "......##", "....###.",
          "..####..", ".###....", "###.....", "########", "########"],
    "3": ["#######.", "########", "......##", "......##", "..#####.",
          "..#####.", "......##", "......##", "########", "#######."],
    "4": ["....###.", "...####.", "..##.##.", ".##..##.", "##...##.",
          "########", "########", ".....##.", ".....##.", ".....##."],
    "5": ["########", "########", "##......", "##......", "#######.",
          "########", "......##", "......##", "########", "#######."],
    "6": [".######.", "#######.", "##......", "##......", "#######.",
          "########", "##....##", "##....##", "########", ".######."],
    "7": ["########", "########", "......##", ".....##.", "....##..",
          "...##...", "..###...", "..##....", "..##....", "..##...."],
    "8": [".######.", "########", "##....##", "##....##", ".######.",
          ".######.", "##....##", "##....##", "########", ".######."],
    "?": [".######.", "########", "##....##", "......##", "....###.",
          "...###..", "...##...", "........", "...##...", "...##..."],
}
TILE_NAMES = [
    "covered", "covered_hover", "revealed", "1", "2", "3", "4", "5", "6", "7", "8",
    "flag", "question", "mine", "exploded", "wrong_flag", "cursor", "hint",
]
FACE_NAMES = ["smile", "smile_pressed", "oh", "win", "lose"]


# --- drawing primitives -------------------------------------------------------------


def paint(surface: pygame.Surface, colour: Colour, pixels: Pixels) -> None:
    for xy in pixels:
        surface.set_at(xy, colour)


def disc(centre: tuple[float, float], outer: float, inner: float = -1.0,
         keep: Callable[[int, int], bool] = lambda x, y: True) -> list[tuple[int, int]]:
    """Pixels whose centres lie in the ring inner < d <= outer, filtered by ``keep``."""
    cx, cy = centre
    span = range(math.floor(min(cx, cy) - outer) - 1, math.ceil(max(cx, cy) + outer) + 1)
    return [(x, y) for x in span for y in span
            if inner < math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= outer and keep(x, y)]


def sprite(rows: Sequence[str], left: int, top: int) -> list[tuple[int, int]]:
    """Pixels of the ``#`` cells of a little ASCII drawing placed at (left, top)."""
    return [(left + x, top + y) for y, row in enumerate(rows) for x, cell in enumerate(row)
            if cell == "#"]


def box(left: int, top: int, width: int, height: int) -> list[tuple[int, int]]:
    return [(x, y) for x in range(left, left + width) for y in range(top, top + height)]


def bevel(surface: pygame.Surface, rect: pygame.Rect, width: int,
          light: Colour, dark: Colour) -> None:
    """Windows 3D edge: light top-left, dark bottom-right, meeting on the diagonal."""
    left, top, right, bottom = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for i in range(width):
        paint(surface, light, [(x, top + i) for x in range(left, right - i + 1)])
        paint(surface, light, [(left + i, y) for y in range(top, bottom - i + 1)])
        paint(surface, dark, [(x, bottom - i) for x in range(left + i + 1, right + 1)])
        paint(surface, dark, [(right - i, y) for y in range(top + i + 1, bottom + 1)])


# --- tiles -------------------------------------------------------------------------

Texture = Callable[[pygame.Surface, Colour], None]
FaceTrim = Callable[[pygame.Surface, tuple[float, float]], None]
Hazard = Callable[[pygame.Surface], None]


def plain(tile: pygame.Surface, colour: Colour) -> None:
    """No texture: Classic and Dark cells are flat."""


def bare(surface: pygame.Surface, centre: tuple[float, float]) -> None:
    """No trim: Classic and Dark faces are a plain disc."""


@dataclass(frozen=True)
class Theme:
    """One tile sheet's look, and the chrome colours the window around it uses.

    Every theme draws the same shapes in the same order, so one names list
    (tiles.json) serves all sheets; only colours, textures and the hazard differ.
    """

    sheet: str
    face_sheet: str  # the new-game button's faces, drawn on this theme's chrome
    label: str
    face: Colour
    hover: Colour
    light: Colour  # covered bevel
    shadow: Colour
    background: Colour  # revealed; pixel (2, 2) of revealed-type tiles is exactly this
    grid: Colour
    numbers: Sequence[Colour]
    ink: Colour  # question mark
    pennant: Colour
    pole: Colour
    base: Colour
    hazard: Hazard  # the mine, or what stands in for it
    exploded: Colour
    cross: Colour
    cursor: Sequence[Colour]
    hint: Sequence[Colour]
    hint_fill: Colour
    chrome: dict[str, tuple[int, int, int]]
    safe_numbers: Sequence[Colour]  # the colour-blind-safe sheet's numbers
    bevel_width: int = 4
    cover_texture: Texture = plain
    ground_texture: Texture = plain
    face_trim: FaceTrim = bare  # drawn over the new-game face's rim


def covered(theme: Theme, face: Colour | None = None) -> pygame.Surface:
    tile = pygame.Surface((TILE, TILE))
    tile.fill(face or theme.face)
    bevel(tile, tile.get_rect(), theme.bevel_width, theme.light, theme.shadow)
    theme.cover_texture(tile, face or theme.face)
    return tile


def revealed(theme: Theme, background: Colour | None = None) -> pygame.Surface:
    """Flat cell with a 1 px grid line on top and left, so neighbours share a grid."""
    tile = pygame.Surface((TILE, TILE))
    tile.fill(background or theme.background)
    theme.ground_texture(tile, background or theme.background)
    tile.fill(theme.grid, (0, 0, TILE, 1))
    tile.fill(theme.grid, (0, 0, 1, TILE))
    return tile


def glyph(tile: pygame.Surface, char: str, colour: Colour) -> pygame.Surface:
    """Stamp a 2x-scaled glyph, centred on the tile."""
    for row, line in enumerate(GLYPHS[char]):
        for col, cell in enumerate(line):
            if cell == "#":
                tile.fill(colour, (8 + 2 * col, 6 + 2 * row, 2, 2))
    return tile


def flag(theme: Theme) -> pygame.Surface:
    """A pennant flying left from a pole on a two-step base."""
    tile = covered(theme)
    pygame.draw.polygon(tile, theme.pennant, [(17, 5), (17, 18), (6, 12), (6, 11)])
    paint(tile, theme.pole, box(17, 5, 2, 17))
    paint(tile, theme.base, box(13, 20, 10, 2) + box(10, 22, 16, 3))
    return tile


def mine(body: Colour, glint: Colour) -> Hazard:
    """Round mine with four spikes, four studs and a glint."""
    def draw(tile: pygame.Surface) -> None:
        paint(tile, body, disc((16, 16), 8.6))
        paint(tile, body, box(15, 5, 2, 22) + box(5, 15, 22, 2))
        for x, y in ((8, 8), (22, 8), (8, 22), (22, 22)):
            paint(tile, body, box(x, y, 2, 2))
        paint(tile, glint, box(11, 11, 4, 4))
    return draw


LEAVES = [".......##.......", ".......##.......", ".##....##....##.", ".####..##..####.",
          "..############..", "...##########...", ".....######.....", ".......##......."]


def flower(petal: Colour, edge: Colour, heart: Colour, leaf: Colour) -> Hazard:
    """Five outlined petals round a yellow heart, on a stem between two leaves."""
    def draw(tile: pygame.Surface) -> None:
        paint(tile, leaf, sprite(LEAVES, 8, 22))
        centres = [(16 + 6 * math.sin(a), 13 - 6 * math.cos(a))
                   for a in (2 * math.pi * k / 5 for k in range(5))]
        for centre in centres:
            paint(tile, edge, disc(centre, 5.0))
        for centre in centres:
            paint(tile, petal, disc(centre, 4.0))
        paint(tile, edge, disc((16, 13), 4.4))
        paint(tile, heart, disc((16, 13), 3.4))
        paint(tile, (255, 255, 255), box(14, 11, 2, 2))
    return draw


def tucked_flower(petal: Colour, edge: Colour, heart: Colour) -> FaceTrim:
    """A small five-petal flower tucked over the face's top-right rim, clear of the eyes."""
    def draw(surface: pygame.Surface, centre: tuple[float, float]) -> None:
        fx, fy = centre[0] + 12, centre[1] - 12
        spots = [(fx + 2.6 * math.sin(a), fy - 2.6 * math.cos(a))
                 for a in (2 * math.pi * k / 5 for k in range(5))]
        for spot in spots:
            paint(surface, edge, disc(spot, 2.9))
        for spot in spots:
            paint(surface, petal, disc(spot, 2.0))
        paint(surface, heart, disc((fx, fy), 1.5))
    return draw


def hazard(theme: Theme, background: Colour | None = None) -> pygame.Surface:
    tile = revealed(theme, background)
    theme.hazard(tile)
    return tile


def wrong_flag(theme: Theme) -> pygame.Surface:
    tile = hazard(theme)
    cross = box(6, 6, 20, 20)
    paint(tile, theme.cross, [(x, y) for x, y in cross if abs(x - y) <= 1 or abs(x + y - 31) <= 1])
    return tile


def outline(rings: Sequence[Colour], fill: Colour = (0, 0, 0, 0)) -> pygame.Surface:
    """Transparent overlay tile framed by one ring of pixels per colour, outermost first."""
    tile = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    tile.fill(fill)
    for i, colour in enumerate(rings):
        pygame.draw.rect(tile, colour, (i, i, TILE - 2 * i, TILE - 2 * i), 1)
    return tile


def tiles(theme: Theme, numbers_in: Sequence[Colour] | None = None) -> list[pygame.Surface]:
    """The sheet, with ``numbers_in`` for the numbers if given (the colour-blind-safe set)."""
    numbers = [glyph(revealed(theme), str(n), colour)
               for n, colour in enumerate(numbers_in or theme.numbers, 1)]
    return [
        covered(theme), covered(theme, theme.hover), revealed(theme), *numbers, flag(theme),
        glyph(covered(theme), "?", theme.ink), hazard(theme), hazard(theme, theme.exploded),
        wrong_flag(theme), outline(theme.cursor), outline(theme.hint, theme.hint_fill),
    ]


def shade(colour: Colour, factor: float) -> tuple[int, int, int]:
    return (min(255, round(colour[0] * factor)), min(255, round(colour[1] * factor)),
            min(255, round(colour[2] * factor)))


TUFT = ["#...#", "#.#.#", ".###.", "..#.."]  # three blades from one root
TUFTS = [(5, 6), (21, 5), (11, 14), (23, 16), (5, 23), (16, 24)]  # top-left corners


def grass(tile: pygame.Surface, face: Colour) -> None:
    """Darker tufts, each lit on its left, shaded from the face so hovered grass keeps them."""
    for x, y in TUFTS:
        paint(tile, shade(face, 0.74), sprite(TUFT, x, y))
        paint(tile, shade(face, 1.16), [(x - 1, y + 1), (x + 1, y + 2)])


PEBBLES = [(5, 9), (26, 5), (4, 24), (27, 27), (20, 29), (9, 30)]


def soil(tile: pygame.Surface, ground: Colour) -> None:
    """A few two-tone pebbles near the edges, clear of digits and of pixel (2, 2)."""
    for x, y in PEBBLES:
        paint(tile, shade(ground, 0.86), [(x, y), (x + 1, y)])
        paint(tile, shade(ground, 1.08), [(x, y - 1)])


CURSOR = [BLACK, YELLOW, YELLOW, BLACK]
THEMES = [
    Theme(
        sheet="tiles", face_sheet="faces",
        label="Classic", face=BUTTON_FACE, hover=HOVER_FACE, light=HIGHLIGHT,
        shadow=SHADOW, background=BUTTON_FACE, grid=SHADOW, numbers=NUMBER_COLOURS, ink=BLACK,
        pennant=RED, pole=BLACK, base=BLACK, hazard=mine(BLACK, HIGHLIGHT), exploded=RED,
        cross=RED, cursor=CURSOR, hint=[(0, 96, 0, 255), (0, 200, 0, 255), (0, 200, 0, 255)],
        hint_fill=(0, 255, 0, 64),
        chrome=dict(panel=(192, 192, 192), light=(255, 255, 255), shadow=(128, 128, 128),
                    text=(32, 32, 32), counter_back=(24, 0, 0), counter_digits=(255, 32, 32),
                    highlight=(0, 0, 128), highlight_text=(255, 255, 255)),
        safe_numbers=SAFE_ON_LIGHT,
    ),
    Theme(
        sheet="tiles-dark", face_sheet="faces-dark",
        label="Dark", face=(0x3a, 0x3f, 0x4b), hover=(0x48, 0x4e, 0x5c),
        light=(0x4f, 0x56, 0x66), shadow=(0x2b, 0x2f, 0x38), background=(0x22, 0x25, 0x2c),
        grid=(0x31, 0x35, 0x3e),
        numbers=[(0x6c, 0xb6, 0xff), (0x7e, 0xe7, 0x87), (0xff, 0x7b, 0x72), (0xd2, 0xa8, 0xff),
                 (0xff, 0xa6, 0x57), (0x39, 0xc5, 0xcf), (0xe6, 0xed, 0xf3), (0x8b, 0x94, 0x9e)],
        ink=(0xe6, 0xed, 0xf3), pennant=(0xff, 0x5f, 0x56), pole=(0xc9, 0xd1, 0xd9),
        base=(0xc9, 0xd1, 0xd9), hazard=mine((0xb1, 0xba, 0xc4), (255, 255, 255)),
        exploded=(0x8e, 0x1b, 0x22), cross=(0xff, 0x5f, 0x56),
        cursor=[BLACK, (0xff, 0xd3, 0x3d), (0xff, 0xd3, 0x3d), BLACK],
        hint=[(0x1a, 0x5c, 0x2a, 255), (0x3f, 0xb9, 0x50, 255), (0x3f, 0xb9, 0x50, 255)],
        hint_fill=(0x3f, 0xb9, 0x50, 56), bevel_width=3,
        chrome=dict(panel=(0x2d, 0x31, 0x3a), light=(0x4a, 0x50, 0x5e), shadow=(0x16, 0x18, 0x1d),
                    text=(0xe6, 0xed, 0xf3), counter_back=(0x0d, 0x0f, 0x13),
                    counter_digits=(0xff, 0x7b, 0x72), highlight=(0x1f, 0x6f, 0xeb),
                    highlight_text=(255, 255, 255)),
        safe_numbers=SAFE_ON_DARK,
    ),
    Theme(
        sheet="tiles-garden", face_sheet="faces-garden",
        label="Garden", face=(0x5c, 0xa8, 0x3c), hover=(0x76, 0xc2, 0x52),
        light=(0x8c, 0xd0, 0x62), shadow=(0x3a, 0x76, 0x26), background=(0xe8, 0xcf, 0xa2),
        grid=(0xcc, 0xae, 0x7e),
        numbers=[(0x1c, 0x4f, 0xa8), (0x1f, 0x5e, 0x19), (0x9a, 0x16, 0x16), (0x4a, 0x23, 0x8a),
                 (0x7a, 0x33, 0x0c), (0x0c, 0x5e, 0x5e), (0x2a, 0x1e, 0x14), (0x5c, 0x4a, 0x3a)],
        ink=(0x16, 0x2e, 0x0c), pennant=(0xe0, 0x28, 0x28), pole=(0x7a, 0x4a, 0x1e),
        base=(0x6b, 0x45, 0x22),
        hazard=flower((0xf0, 0x5a, 0x9a), (0x9c, 0x1f, 0x5a), (0xff, 0xd2, 0x2e),
                      (0x3c, 0x8c, 0x2c)),
        exploded=(0xe8, 0x4a, 0x4a), cross=(0x3a, 0x0c, 0x0c),
        cursor=CURSOR, hint=[(0x1b, 0x4f, 0x8a, 255), (0x8f, 0xd3, 0xff, 255),
                             (0x8f, 0xd3, 0xff, 255)], hint_fill=(0xcf, 0xee, 0xff, 40),
        bevel_width=3, cover_texture=grass, ground_texture=soil,
        face_trim=tucked_flower((0xf0, 0x5a, 0x9a), (0x9c, 0x1f, 0x5a), (0xff, 0xd2, 0x2e)),
        chrome=dict(panel=(0xb4, 0x86, 0x58), light=(0xd8, 0xb0, 0x80), shadow=(0x76, 0x4e, 0x2a),
                    text=(0x2b, 0x1b, 0x0c), counter_back=(0x1e, 0x2a, 0x12),
                    counter_digits=(0xb6, 0xf0, 0x5a), highlight=(0x3f, 0x7a, 0x2a),
                    highlight_text=(0xff, 0xfa, 0xe6)),
        safe_numbers=SAFE_ON_LIGHT,
    ),
    # High contrast: black ground, white text, every number and label at least 4.5:1
    # (WCAG AA) against what it sits on; covered cells stand out by a white bevel.
    Theme(
        sheet="tiles-contrast", face_sheet="faces-contrast",
        label="Contrast", face=(0x50, 0x50, 0x50), hover=(0x68, 0x68, 0x68),
        light=(0xff, 0xff, 0xff), shadow=(0x10, 0x10, 0x10), background=BLACK,
        grid=(0x80, 0x80, 0x80),
        numbers=[(0x5c, 0xb0, 0xff), (0x4c, 0xe6, 0x4c), (0xff, 0x6e, 0x6e), (0xe0, 0xa0, 0xff),
                 (0xff, 0xb0, 0x40), (0x40, 0xe8, 0xe8), (0xff, 0xff, 0xff), (0xc8, 0xc8, 0xc8)],
        ink=(0xff, 0xff, 0xff), pennant=(0xff, 0x40, 0x40), pole=(0xff, 0xff, 0xff),
        base=(0xff, 0xff, 0xff), hazard=mine((0xff, 0xff, 0xff), BLACK),
        exploded=(0xc0, 0x00, 0x00), cross=(0xff, 0xe0, 0x00),
        cursor=[BLACK, YELLOW, YELLOW, BLACK],
        hint=[(0x00, 0x60, 0x00, 255), (0x40, 0xff, 0x40, 255), (0x40, 0xff, 0x40, 255)],
        hint_fill=(0x40, 0xff, 0x40, 48), bevel_width=3,
        chrome=dict(panel=(0x00, 0x00, 0x00), light=(0xff, 0xff, 0xff), shadow=(0x70, 0x70, 0x70),
                    text=(0xff, 0xff, 0xff), counter_back=(0x00, 0x00, 0x00),
                    counter_digits=(0xff, 0xe0, 0x00), highlight=(0xff, 0xe0, 0x00),
                    highlight_text=(0x00, 0x00, 0x00)),
        safe_numbers=SAFE_ON_DARK,
    ),
]
CLASSIC = THEMES[0]


# --- faces -------------------------------------------------------------------------

MID = FACE / 2


def button(chrome: dict[str, tuple[int, int, int]], pressed: bool) -> pygame.Surface:
    """Chrome-coloured button with a 2 px shadow border; pressed, it loses its raised bevel."""
    panel, light, shadow = chrome["panel"], chrome["light"], chrome["shadow"]
    surface = pygame.Surface((FACE, FACE))
    surface.fill(shadow)
    inner = pygame.Rect(2, 2, FACE - 4, FACE - 4)
    surface.fill(panel, inner)
    if pressed:
        surface.fill(shadow, (2, 2, FACE - 4, 2))
        surface.fill(shadow, (2, 2, 2, FACE - 4))
    else:
        bevel(surface, inner, 4, light, shadow)
    return surface


def face_base(theme: Theme, pressed: bool = False) -> tuple[pygame.Surface, float]:
    """The theme's button with a blank yellow face; returns it and the face's offset.

    The face stays yellow and black-rimmed on every theme so it reads as the same button.
    """
    surface, shift = button(theme.chrome, pressed), (2.0 if pressed else 0.0)
    centre = (MID + shift, MID + shift)
    paint(surface, BLACK, disc(centre, 15.5))
    paint(surface, YELLOW, disc(centre, 13.5))
    theme.face_trim(surface, centre)
    return surface, shift


def smile_mouth(shift: float) -> list[tuple[int, int]]:
    return disc((MID + shift, MID + shift - 2), 9.5, 7.5, lambda x, y: y >= MID + shift + 4)


def eyes(shift: float, width: int = 3, height: int = 4) -> list[tuple[int, int]]:
    top, s = int(MID - 7 + shift), int(shift)
    return box(19 + s - width, top, width, height) + box(29 + s, top, width, height)


def smile(theme: Theme, pressed: bool = False) -> pygame.Surface:
    surface, shift = face_base(theme, pressed)
    paint(surface, BLACK, eyes(shift) + smile_mouth(shift))
    return surface


def surprised(theme: Theme) -> pygame.Surface:
    surface, _ = face_base(theme)
    paint(surface, BLACK, eyes(0, 4, 5) + disc((MID, MID + 7), 4.5, 2.5))
    return surface


def sunglasses(theme: Theme) -> pygame.Surface:
    surface, _ = face_base(theme)
    lens = disc((19, 19), 4.6) + disc((29, 19), 4.6) + box(11, 17, 26, 2)
    paint(surface, BLACK, [(x, y) for x, y in lens if y >= 16] + smile_mouth(0))
    paint(surface, HIGHLIGHT, [(17, 17), (18, 17), (27, 17), (28, 17)])
    return surface


def dead(theme: Theme) -> pygame.Surface:
    surface, _ = face_base(theme)
    for left in (14, 27):  # 7x7 crosses with bold strokes
        paint(surface, BLACK, [(x, y) for x, y in box(left, 14, 7, 7)
                               if min(abs(x - left - y + 14), abs(x - left + y - 20)) <= 1])
    paint(surface, BLACK, disc((MID, MID + 13), 9.5, 7.5, lambda x, y: y <= MID + 7))
    return surface


def faces(theme: Theme) -> list[pygame.Surface]:
    """The new-game button's sprites, in FACE_NAMES order."""
    return [smile(theme), smile(theme, pressed=True), surprised(theme), sunglasses(theme),
            dead(theme)]


# --- sheets, fonts, sounds -----------------------------------------------------------


def save_sheet(name: str, images: Sequence[pygame.Surface], size: int,
               names: Sequence[str] | None = None) -> None:
    """Write the strip, and its names list when given (themes share tiles.json's)."""
    sheet = pygame.Surface((size * len(images), size), pygame.SRCALPHA)
    for i, image in enumerate(images):
        sheet.blit(image, (i * size, 0))
    pygame.image.save(sheet, ASSETS / f"{name}.png")
    if names is not None:
        meta = {"tile_size": size, "names": list(names)}
        (ASSETS / f"{name}.json").write_text(json.dumps(meta, indent=2) + "\n")


def save_themes() -> None:
    """themes.json: each theme's label, sheets and chrome colours, keyed by lower-case label."""
    themes = {theme.label.lower(): {"label": theme.label, "tiles": f"{theme.sheet}.png",
                                    "tiles_cb": f"{theme.sheet}-cb.png",
                                    "faces": f"{theme.face_sheet}.png",
                                    **{key: list(rgb) for key, rgb in theme.chrome.items()}}
              for theme in THEMES}
    text = json.dumps(themes, indent=2)
    text = re.sub(r"\[\s+(\d+),\s+(\d+),\s+(\d+)\s+\]", r"[\1, \2, \3]", text)
    (ASSETS / "themes.json").write_text(text + "\n")


FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FONT_FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]
# Printable ASCII plus a few symbols menus and counters use: · × … en and em dashes ✓ ✗ ← ↑ → ↓ ⚑,
# and the letters German adds (Ä Ö Ü ä ö ü ß: the German catalogue; Chinese has its own font).
FONT_UNICODES = [*range(0x20, 0x7F), 0xB7, 0xD7, 0x2013, 0x2014, 0x2026, 0x2713, 0x2717,
                 *range(0x2190, 0x2194), 0x2691, *map(ord, "ÄÖÜäöüß")]


def subset_fonts() -> None:
    try:
        from fontTools import subset
    except ImportError:
        print("fontTools missing (pip install fonttools): fonts left as they are")
        return
    logging.getLogger("fontTools").setLevel(logging.ERROR)  # it narrates dropped tables
    out_dir = ASSETS / "fonts"
    out_dir.mkdir(parents=True, exist_ok=True)
    options = subset.Options()
    options.name_IDs = ["*"]  # keep the copyright and licence records
    for name in FONT_FILES:
        font = subset.load_font(str(FONT_DIR / name), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=FONT_UNICODES)
        subsetter.subset(font)
        subset.save_font(font, str(out_dir / name), options)


RATE = 22050
Wave = Callable[[float], float]


def tone(freq: float, seconds: float, decay: float, wobble: float = 0.0) -> list[float]:
    """A sine with a touch of its octave, a 3 ms attack and an exponential decay."""
    out = []
    for n in range(int(seconds * RATE)):
        t = n / RATE
        phase = 2 * math.pi * freq * t * (1 + wobble * t)
        body = math.sin(phase) + 0.3 * math.sin(2 * phase)
        out.append(body * min(1.0, t / 0.003) * math.exp(-t / decay))
    return out


def noise_burst(seconds: float, decay: float, seed: int = 7) -> list[float]:
    """Low-passed noise over a falling thump: a small explosion."""
    rng, level, out = random.Random(seed), 0.0, []
    for n in range(int(seconds * RATE)):
        t = n / RATE
        level += (rng.uniform(-1, 1) - level) * (0.5 * math.exp(-t / 0.15) + 0.05)
        thump = math.sin(2 * math.pi * (90 - 50 * t) * t)
        out.append((2.5 * level + 0.8 * thump) * min(1.0, t / 0.002) * math.exp(-t / decay))
    return out


def sequence(*notes: tuple[float, list[float]]) -> list[float]:
    """Mix note sample lists, each starting at its offset in seconds."""
    total = max(int(at * RATE) + len(samples) for at, samples in notes)
    out = [0.0] * total
    for at, samples in notes:
        start = int(at * RATE)
        for i, value in enumerate(samples):
            out[start + i] += value
    return out


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "open": lambda: tone(1250, 0.05, 0.008),
    "flag": lambda: sequence((0, tone(660, 0.06, 0.02)), (0.045, tone(990, 0.09, 0.03))),
    "chord": lambda: sequence(*((i * 0.025, tone(f, 0.08, 0.015))
                                for i, f in enumerate((1050, 1320, 1575)))),
    "explode": lambda: noise_burst(0.7, 0.16),
    "win": lambda: sequence(*((i * 0.09, tone(f, 0.4 if i == 3 else 0.15, 0.12))
                              for i, f in enumerate((523.25, 659.25, 783.99, 1046.5)))),
}


def write_wav(path: Path, samples: list[float]) -> None:
    peak = max(abs(s) for s in samples) or 1.0
    pcm = array.array("h", (int(s / peak * 0.7 * 32767) for s in samples))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())


def encode_ogg(wav: Path, ogg: Path) -> bool:
    """Vorbis-encode with oggenc (fixed stream serial, so reruns match) or sox."""
    if shutil.which("oggenc"):
        command = ["oggenc", "-Q", "-q", "2", "--serial", "1", "-o", str(ogg), str(wav)]
    elif shutil.which("sox"):
        command = ["sox", str(wav), "-C", "2", str(ogg)]
    else:
        return False
    subprocess.run(command, check=True)
    return True


def make_sounds() -> None:
    out_dir = ASSETS / "sounds"
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in SOUNDS.items():
            wav = Path(tmp) / f"{name}.wav"
            write_wav(wav, make())
            if not encode_ogg(wav, out_dir / f"{name}.ogg"):
                print("no oggenc or sox (apt-get install vorbis-tools): sounds skipped")
                return


# --- preview -----------------------------------------------------------------------

# A lost Beginner game in the board's text alphabet; "o" is an opened cell whose
# number is counted from the mines (* ! F), and X is a flag on a safe cell.
MOCK_BOARD = [
    "oooooooo#", "oFF*ooo##", "o*o*oo#?#", "oF**oo###", "ooooooX##",
    "oooooo*##", "oooooooo#", "oooooooo!", "ooooo*ooo",
]


def mock_index(x: int, y: int, lost: bool) -> int:
    """Sprite index of one mock cell; before the loss mines are covered, X is a flag."""
    char = MOCK_BOARD[y][x]
    if not lost:
        char = {"*": "#", "!": "#", "X": "F"}.get(char, char)
    if char != "o":
        return TILE_NAMES.index({"#": "covered", "F": "flag", "?": "question", "*": "mine",
                                 "!": "exploded", "X": "wrong_flag"}[char])
    near = sum(MOCK_BOARD[j][i] in "*!F" for i in range(x - 1, x + 2)
               for j in range(y - 1, y + 2) if 0 <= i < 9 and 0 <= j < 9)
    return near + 2 if near else TILE_NAMES.index("revealed")


def mock_board(sprites: list[pygame.Surface], size: int, lost: bool) -> pygame.Surface:
    board = pygame.Surface((9 * size, 9 * size))
    scaled = [pygame.transform.smoothscale(s, (size, size)) for s in sprites]
    for y in range(9):
        for x in range(9):
            board.blit(scaled[mock_index(x, y, lost)], (x * size, y * size))
    if not lost:
        board.blit(scaled[TILE_NAMES.index("covered_hover")], (8 * size, 0))
        board.blit(scaled[TILE_NAMES.index("cursor")], (4 * size, 4 * size))
        board.blit(scaled[TILE_NAMES.index("hint")], (7 * size, 2 * size))
    return board


def chrome_bevel(surface: pygame.Surface, rect: pygame.Rect, width: int,
                 chrome: dict[str, tuple[int, int, int]], raised: bool = True) -> None:
    light, dark = chrome["light"], chrome["shadow"]
    bevel(surface, rect, width, *((light, dark) if raised else (dark, light)))


def mock_window(theme: Theme, sprites: list[pygame.Surface], face: pygame.Surface,
                fonts: tuple[pygame.font.Font, pygame.font.Font]) -> pygame.Surface:
    """The Beginner window as game/gui/mines/render.py lays it out, in the theme's chrome."""
    chrome, (big, small) = theme.chrome, fonts
    window = pygame.Surface((360, 390))
    window.fill(chrome["panel"])
    chrome_bevel(window, pygame.Rect(0, 0, 360, 64), 2, chrome)
    for x, text in ((62, "007"), (226, "153")):
        rect = pygame.Rect(x, 10, 72, 44)
        window.fill(chrome["counter_back"], rect)
        chrome_bevel(window, rect, 2, chrome, raised=False)
        digits = big.render(text, True, chrome["counter_digits"])
        window.blit(digits, digits.get_rect(center=rect.center))
    menu = pygame.Rect(10, 10, 44, 44)
    chrome_bevel(window, menu, 2, chrome)
    for row in range(3):
        window.fill(chrome["text"], (21, 24 + row * 8, 22, 3))
    window.blit(face, (156, 8))
    chrome_bevel(window, pygame.Rect(33, 61, 294, 294), 3, chrome, raised=False)
    window.blit(mock_board(sprites, 32, lost=False), (36, 64))
    label = small.render("H hint · Ctrl+Z undo · F2 new game", True, chrome["text"])
    window.blit(label, (10, 362 + (28 - label.get_height()) // 2))
    return window


def mock_menu(theme: Theme, font: pygame.font.Font) -> pygame.Surface:
    menu = pygame.Surface((220, 3 * 30 + 16))
    menu.fill(theme.chrome["panel"])
    chrome_bevel(menu, menu.get_rect(), 2, theme.chrome)
    for row, text in enumerate(["Beginner", f"Theme: {theme.label}", "Sound on"]):
        rect = pygame.Rect(8, 8 + row * 30, 204, 30)
        colour = theme.chrome["text"]
        if row == 1:
            menu.fill(theme.chrome["highlight"], rect)
            colour = theme.chrome["highlight_text"]
        label = font.render(text, True, colour)
        menu.blit(label, label.get_rect(midleft=(rect.left + 10, rect.centery)))
    return menu


def preview(path: Path, sheets: list[list[pygame.Surface]],
            faces_shown: list[pygame.Surface]) -> None:
    """Per theme: a mock window mid-game, the tiles at 1x and 2x, the lost board small."""
    pygame.font.init()
    fonts = (pygame.font.Font(str(ASSETS / "fonts" / "DejaVuSans-Bold.ttf"), 32),
             pygame.font.Font(str(ASSETS / "fonts" / "DejaVuSans.ttf"), 14))
    label_font = pygame.font.Font(str(ASSETS / "fonts" / "DejaVuSans-Bold.ttf"), 16)
    canvas = pygame.Surface((1060, 410 * len(THEMES) + 10))
    canvas.fill((0, 128, 128))
    for band, (theme, sprites, face) in enumerate(zip(THEMES, sheets, faces_shown, strict=True)):
        top = 10 + band * 410
        canvas.blit(mock_window(theme, sprites, face, fonts), (10, top))
        under = revealed(theme)
        for i, tile in enumerate(sprites):
            canvas.blit(under, (390 + i * 36, top))
            canvas.blit(tile, (390 + i * 36, top))
            at = (390 + (i % 9) * 70, top + 40 + i // 9 * 70)
            canvas.blit(pygame.transform.scale_by(under, 2), at)
            canvas.blit(pygame.transform.scale_by(tile, 2), at)
        canvas.blit(mock_board(sprites, 24, lost=True), (390, top + 184))
        canvas.blit(mock_board(sprites, 16, lost=True), (616, top + 184))
        canvas.blit(mock_menu(theme, label_font), (770, top + 184))
    pygame.image.save(canvas, path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preview", type=Path, help="also write a preview sheet here")
    args = parser.parse_args()
    ASSETS.mkdir(exist_ok=True)
    sheets = [tiles(theme) for theme in THEMES]
    face_sheets = [faces(theme) for theme in THEMES]
    for theme, sprites, face_list in zip(THEMES, sheets, face_sheets, strict=True):
        classic = theme is CLASSIC
        save_sheet(theme.sheet, sprites, TILE, TILE_NAMES if classic else None)
        save_sheet(theme.face_sheet, face_list, FACE, FACE_NAMES if classic else None)
        save_sheet(f"{theme.sheet}-cb", tiles(theme, theme.safe_numbers), TILE)
    save_themes()
    subset_fonts()
    make_sounds()
    if args.preview:
        preview(args.preview, sheets, [face_list[0] for face_list in face_sheets])


if __name__ == "__main__":
    main()
