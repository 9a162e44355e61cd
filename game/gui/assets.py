"""Sprite sheets and fonts from ``assets/``, cut and scaled once per tile size."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pygame

from game.gui.mixed_font import MixedFont
from game.i18n import language
from game.paths import ASSETS

# Languages whose letters DejaVu Sans lacks, and the font (a subset, see its tool) that has them.
SCRIPT_FONTS = {"zh_CN": "NotoSansSC-Subset.otf"}


@dataclass(frozen=True)
class Sheet:
    """Named square sprites cut from one horizontal strip."""

    sprites: dict[str, pygame.Surface]

    def __getitem__(self, name: str) -> pygame.Surface:
        return self.sprites[name]


def load_sheet(image: str, names_file: str, size: int) -> Sheet:
    """Cut ``assets/<image>`` (square sprites in a row, named in ``assets/<names_file>``).

    Every theme's tile sheet shares one names file, so themes cannot drift apart.
    """
    names = json.loads((ASSETS / names_file).read_text(encoding="utf-8"))["names"]
    strip = pygame.image.load(str(ASSETS / image)).convert_alpha()
    native = strip.get_height()
    sprites = {}
    for index, name in enumerate(names):
        sprite = strip.subsurface((index * native, 0, native, native))
        sprites[name] = _scaled(sprite, native, size)
    return Sheet(sprites)


def _scaled(sprite: pygame.Surface, native: int, size: int) -> pygame.Surface:
    """Integer factors stay pixel-crisp; other sizes are smoothed."""
    if size == native:
        scaled = sprite.copy()
    elif size % native == 0 or native % size == 0:
        scaled = pygame.transform.scale(sprite, (size, size))
    else:
        scaled = pygame.transform.smoothscale(sprite, (size, size))
    return _opaque_if_possible(scaled)


def _opaque_if_possible(sprite: pygame.Surface) -> pygame.Surface:
    """Sprites with no transparent pixel blit several times faster without alpha."""
    width, height = sprite.get_size()
    if pygame.mask.from_surface(sprite, 254).count() == width * height:
        return sprite.convert()
    return sprite


def font(size: int, *, bold: bool = True) -> pygame.font.Font:
    """The shipped DejaVu Sans; pygame cannot use a browser's fonts.

    Callers keep the font: a Font dies with ``pygame.quit``, so no global cache.
    """
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(ASSETS / "fonts" / name), size)


def text_font(size: int, *, bold: bool = True) -> pygame.font.Font:
    """The font for words in the language in use: DejaVu Sans, or for Chinese a subset of
    Noto Sans SC (tools/cjk_font.py) for the Chinese characters, whose one weight pygame
    emboldens, and DejaVu for the rest of the line.  Digits, counters and board symbols
    stay in :func:`font`, the same in every language."""
    name = SCRIPT_FONTS.get(language())
    if name is None:
        return font(size, bold=bold)
    chosen = MixedFont(str(ASSETS / "fonts" / name), size, font(size, bold=bold))
    chosen.bold = bold
    return chosen
