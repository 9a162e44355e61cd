"""The board's tiles and the faces, drawn once per theme and size, and the fonts.

A zoom draws the new size's set once; going back to a size (or theme) seen before
takes it from the cache.
"""

from __future__ import annotations

import functools
import io
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import BinaryIO

import pygame

from game.files import MAX_SHIPPED, read_whole
from game.gui.art import draw_tiles
from game.gui.faces import draw_faces
from game.gui.mixed_font import MixedFont
from game.i18n import language
from game.paths import ASSETS
from game.ui.theme import Theme

_log = logging.getLogger("gridgames")
CACHED_SETS = 12  # a few themes at a few zooms: well under a megabyte at 48 px

# Languages whose letters DejaVu Sans lacks, and the font (a subset, see its tool) that has them.
SCRIPT_FONTS = {"zh_CN": "NotoSansSC-Subset.otf"}


@dataclass(frozen=True)
class Sheet:
    """Named square sprites of one size."""

    sprites: dict[str, pygame.Surface]

    def __getitem__(self, name: str) -> pygame.Surface:
        return self.sprites[name]


_cache: dict[tuple[str, Theme, int], Sheet] = {}


def tile_sheet(theme: Theme, size: int) -> Sheet:
    """The theme's board tiles drawn at ``size`` pixels."""
    return _cached(("tiles", theme, size), lambda: draw_tiles(theme.art, size, font))


def face_sheet(theme: Theme, size: int) -> Sheet:
    """The theme's new-game faces drawn at ``size`` pixels."""
    return _cached(("faces", theme, size), lambda: draw_faces(theme.art, theme.palette, size))


def forget_drawn() -> None:
    """Drop every drawn set (the benchmark times drawing anew)."""
    _cache.clear()


def _cached(key: tuple[str, Theme, int],
            draw: Callable[[], dict[str, pygame.Surface]]) -> Sheet:
    if key not in _cache:
        if len(_cache) >= CACHED_SETS:
            del _cache[next(iter(_cache))]  # the oldest
        _cache[key] = Sheet({name: _fast(sprite) for name, sprite in draw().items()})
    return _cache[key]


def _fast(sprite: pygame.Surface) -> pygame.Surface:
    """In the display's pixel format, which blits fastest; opaque unless see-through."""
    if pygame.display.get_surface() is None:
        return sprite
    return sprite.convert_alpha() if sprite.get_flags() & pygame.SRCALPHA else sprite.convert()


def font(size: int, *, bold: bool = True) -> pygame.font.Font:
    """The shipped DejaVu Sans; pygame cannot use a browser's fonts.

    Callers keep the font: a Font dies with ``pygame.quit``, so no global cache.
    """
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(_font_file(name), size)


def text_font(size: int, *, bold: bool = True) -> pygame.font.Font:
    """The font for words in the language in use: DejaVu Sans, or for Chinese a subset of
    Noto Sans SC (tools/cjk_font.py) for the Chinese characters, whose one weight pygame
    emboldens, and DejaVu for the rest of the line.  Digits, counters and board symbols
    stay in :func:`font`, the same in every language."""
    name = SCRIPT_FONTS.get(language())
    if name is None:
        return font(size, bold=bold)
    chosen = MixedFont(_font_file(name), size, font(size, bold=bold))
    chosen.bold = bold
    return chosen


def _font_file(name: str) -> BinaryIO | None:
    """A shipped font as a file of its own (a font reads its file as it draws), named as
    the file is, or None (pygame's own font) if it cannot be read."""
    data = _font_data(name)
    return None if data is None else _FontFile(data, str(ASSETS / "fonts" / name))


class _FontFile(io.BytesIO):
    def __init__(self, data: bytes, name: str) -> None:
        super().__init__(data)
        self.name = name


@functools.cache
def _font_data(name: str) -> bytes | None:
    """A shipped font's bytes, read once by the bounded reader; one that cannot be read
    (missing, a FIFO, too large) costs one line and its letters, never a hang."""
    try:
        return read_whole(ASSETS / "fonts" / name, MAX_SHIPPED)
    except OSError as error:
        _log.warning("the font %s cannot be read (%s): pygame's own is used", name,
                     error.strerror or error)
        return None
