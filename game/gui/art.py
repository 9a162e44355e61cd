"""The board's tiles, drawn at the size they are shown from a theme's :class:`Art`.

Nothing is scaled as pixels: shapes sit on a 32-unit grid that :class:`Pen` scales as
coordinates, and numbers come from the font at the cell's own size, so a 28 or 56 px
board is as crisp as a 32 px one.  Two cell shapes: Windows' square bevel (Classic and
its kin) and the default theme's rounded key standing on a lip.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.gui.pen import Pen
from game.ui.theme import RGB, Art

UNITS = 32
TILE_NAMES = ("covered", "covered_hover", "revealed", "1", "2", "3", "4", "5", "6", "7", "8",
              "flag", "question", "mine", "exploded", "wrong_flag", "cursor", "hint")
FontMaker = Callable[[int], pygame.font.Font]


def draw_tiles(art: Art, size: int, font: FontMaker) -> dict[str, pygame.Surface]:
    """Every tile of the board, ``size`` pixels square, by name."""
    glyphs = font(round(size * 0.8))
    tiles = {"covered": cover(art, size), "covered_hover": cover(art, size, art.hover),
             "revealed": ground(art, size)}
    for n, colour in enumerate(art.numbers, 1):
        tiles[str(n)] = stamp(ground(art, size), glyphs, str(n), colour, 0)
    tiles["flag"] = flag(art, size)
    tiles["question"] = stamp(cover(art, size), glyphs, "?", art.ink, lift(art, size))
    tiles["mine"] = hazard(art, size)
    tiles["exploded"] = hazard(art, size, art.exploded)
    tiles["wrong_flag"] = crossed(art, size)
    tiles["cursor"] = rings(size, [art.cursor[0], art.cursor[1], art.cursor[1], art.cursor[0]])
    tiles["hint"] = rings(size, [art.hint[0], art.hint[1], art.hint[1]], art.hint_fill)
    return tiles


def lift(art: Art, size: int) -> int:
    """How far above the centre a glyph on a covered cell sits: on a key, the middle of
    its top face, above the lip."""
    return round(size * art.bevel / 2) if art.shape == "key" else 0


def cover(art: Art, size: int, colour: RGB | None = None) -> pygame.Surface:
    tile = pygame.Surface((size, size))
    face = colour or art.cover
    if art.shape == "key":
        key(tile, art, face)
    else:
        bevelled(tile, art, face, max(1, round(size * art.bevel)))
    if art.texture == "grass":
        grass(Pen(tile, UNITS), face)
    return tile


def bevelled(tile: pygame.Surface, art: Art, face: RGB, width: int) -> None:
    """Windows' raised cell: light top-left, dark bottom-right, meeting on the diagonal."""
    size = tile.get_width()
    tile.fill(face)
    for i in range(width):
        tile.fill(art.light, (0, i, size - i, 1))
        tile.fill(art.light, (i, 0, 1, size - i))
        tile.fill(art.shadow, (i + 1, size - 1 - i, size - 1 - i, 1))
        tile.fill(art.shadow, (size - 1 - i, i + 1, 1, size - 1 - i))


def key(tile: pygame.Surface, art: Art, face: RGB) -> None:
    """A rounded key on the revealed ground: its face lit from above (light at the top
    edge fading to the face colour), a darker lip below that gives it height; the ground
    shows between neighbours."""
    size = tile.get_width()
    tile.fill(art.ground)
    gap, radius = max(1, round(size / 32)), max(2, round(size * 0.2))
    lip = max(2, round(size * art.bevel))
    body = pygame.Rect(gap, gap, size - 2 * gap, size - 2 * gap)
    pygame.draw.rect(tile, art.shadow, body, border_radius=radius)
    top = pygame.Rect(body.x, body.y, body.width, body.height - lip)
    shaded(tile, top, (art.light, mix(art.light, face, 0.6), face), radius)


def shaded(tile: pygame.Surface, rect: pygame.Rect, stops: tuple[RGB, RGB, RGB],
           radius: int) -> None:
    """A rounded rectangle filled top to bottom through three colours: the first row
    only, then the second fading into the third."""
    band = pygame.Surface(rect.size, pygame.SRCALPHA)
    rows = rect.height
    for row in range(rows):
        share = 0.0 if row == 0 else min(1.0, (row - 1) / max(1, rows * 0.7))
        colour = stops[0] if row == 0 else mix(stops[1], stops[2], share)
        band.fill((*colour, 255), (0, row, rect.width, 1))
    shape = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    band.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    tile.blit(band, rect.topleft)


def mix(first: RGB, second: RGB, share: float) -> RGB:
    """``share`` of the way from ``first`` to ``second``."""
    r, g, b = (round(a + (b - a) * share) for a, b in zip(first, second, strict=True))
    return r, g, b


def ground(art: Art, size: int, colour: RGB | None = None) -> pygame.Surface:
    """A revealed cell: flat, with a grid line on top and left shared with neighbours."""
    tile = pygame.Surface((size, size))
    tile.fill(colour or art.ground)
    if art.texture == "grass":
        soil(Pen(tile, UNITS), colour or art.ground)
    line = max(1, round(size / 32))
    tile.fill(art.grid, (0, 0, size, line))
    tile.fill(art.grid, (0, 0, line, size))
    return tile


def stamp(tile: pygame.Surface, glyphs: pygame.font.Font, text: str, colour: RGB,
          raised: int) -> pygame.Surface:
    """The glyph's ink (not its line box) centred on the tile, ``raised`` pixels up."""
    image = glyphs.render(text, True, colour)
    ink = image.get_bounding_rect()
    size = tile.get_width()
    tile.blit(image, ((size - ink.width) // 2, (size - ink.height) // 2 - raised), ink)
    return tile


def flag(art: Art, size: int) -> pygame.Surface:
    """A pennant flying left from a pole: on Windows' two-step base, or on a key a slim
    pole on a rounded foot."""
    tile = cover(art, size)
    pen, up = Pen(tile, UNITS), lift(art, size) * UNITS / size
    if art.shape == "key":
        pen.polygon(art.pennant, [(18.5, 4 - up), (18.5, 17 - up), (5.5, 10.5 - up)])
        pen.rect(art.pole, 17, 4 - up, 2, 17)
        pen.rect(art.pole, 11.5, 20 - up, 12, 3, radius=1.5)
        return tile
    pen.polygon(art.pennant, [(18, 5), (18, 18), (6, 12), (6, 11)])
    pen.rect(art.pole, 17, 5, 2, 17)
    pen.rect(art.pole, 13, 20, 10, 2)
    pen.rect(art.pole, 10, 22, 16, 3)
    return tile


def hazard(art: Art, size: int, under: RGB | None = None) -> pygame.Surface:
    """The mine (or what stands in for it) on a revealed cell."""
    tile = ground(art, size, under)
    pen = Pen(tile, UNITS)
    if art.hazard == "flower":
        flower(pen, *art.hazard_colours)
    else:
        mine(pen, *art.hazard_colours)
    return tile


def mine(pen: Pen, body: RGB, glint: RGB) -> None:
    """Round mine with four spikes, four studs and a glint."""
    pen.disc(body, (16, 16), 8.6)
    pen.rect(body, 15, 5, 2, 22)
    pen.rect(body, 5, 15, 22, 2)
    for x, y in ((8, 8), (22, 8), (8, 22), (22, 22)):
        pen.rect(body, x, y, 2, 2)
    pen.disc(glint, (13, 13), 2.2)


LEAVES = [".......##.......", ".......##.......", ".##....##....##.", ".####..##..####.",
          "..############..", "...##########...", ".....######.....", ".......##......."]


def flower(pen: Pen, petal: RGB, edge: RGB, heart: RGB, leaf: RGB) -> None:
    """Five outlined petals round a yellow heart, on a stem between two leaves."""
    pen.sprite(leaf, LEAVES, 8, 22)
    centres = [(16 + 6 * math.sin(a), 13 - 6 * math.cos(a))
               for a in (2 * math.pi * k / 5 for k in range(5))]
    for centre in centres:
        pen.disc(edge, centre, 5.0)
    for centre in centres:
        pen.disc(petal, centre, 4.0)
    pen.disc(edge, (16, 13), 4.4)
    pen.disc(heart, (16, 13), 3.4)
    pen.rect((255, 255, 255), 14, 11, 2, 2)


def crossed(art: Art, size: int) -> pygame.Surface:
    """A flag that was wrong: the mine it claimed, struck through."""
    tile = hazard(art, size)
    pen = Pen(tile, UNITS)
    pen.band(art.cross, (6, 6), (26, 26), 3)
    pen.band(art.cross, (26, 6), (6, 26), 3)
    return tile


def rings(size: int, colours: list[RGB], fill: tuple[int, int, int, int] = (0, 0, 0, 0)
          ) -> pygame.Surface:
    """A see-through overlay framed by one ring per colour, outermost first."""
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    tile.fill(fill)
    step = max(1, round(size / 32))
    for i, colour in enumerate(colours):
        inset = i * step
        pygame.draw.rect(tile, colour, (inset, inset, size - 2 * inset, size - 2 * inset), step)
    return tile


TUFT = ["#...#", "#.#.#", ".###.", "..#.."]  # three blades from one root
TUFTS = [(5, 6), (21, 5), (11, 14), (23, 16), (5, 23), (16, 24)]  # top-left corners
PEBBLES = [(5, 9), (26, 5), (4, 24), (27, 27), (20, 29), (9, 30)]


def shade(colour: RGB, factor: float) -> RGB:
    r, g, b = (min(255, round(channel * factor)) for channel in colour)
    return r, g, b


def grass(pen: Pen, face: RGB) -> None:
    """Darker tufts, each lit on its left, shaded from the face so hovered grass keeps them."""
    for x, y in TUFTS:
        pen.sprite(shade(face, 0.74), TUFT, x, y)
        pen.rect(shade(face, 1.16), x - 1, y + 1, 1, 1)
        pen.rect(shade(face, 1.16), x + 1, y + 2, 1, 1)


def soil(pen: Pen, ground_colour: RGB) -> None:
    """A few two-tone pebbles near the edges, clear of the digits."""
    for x, y in PEBBLES:
        pen.rect(shade(ground_colour, 0.86), x, y, 2, 1)
        pen.rect(shade(ground_colour, 1.08), x, y - 1, 1, 1)
