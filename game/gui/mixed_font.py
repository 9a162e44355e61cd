"""One font for a line that mixes Chinese with Latin text: each run in the font made for it.

The Chinese font the game ships holds only Chinese characters and their punctuation
(tools/cjk_font.py): its Latin letters would cost the browser bundle a tenth of its
weight.  Numbers, game IDs and key names in a Chinese line are drawn in DejaVu Sans, as
in every other language, on the same baseline.
"""

from __future__ import annotations

import re
from typing import BinaryIO

import pygame

from game.ui.text_fit import CJK

_RUNS = re.compile(f"[{CJK}]+|[^{CJK}]+")
_IS_CJK = re.compile(f"[{CJK}]")
_FONT = pygame.font.Font  # each run is drawn and measured by the plain font's own methods


class MixedFont(pygame.font.Font):
    """The Chinese font (this one) with a Latin one for the runs it does not hold."""

    def __init__(self, file: BinaryIO | None, size: int, latin: pygame.font.Font) -> None:
        super().__init__(file, size)
        self.latin = latin

    def _runs(self, text: str) -> list[tuple[pygame.font.Font, str]]:
        return [(self if _IS_CJK.match(run) else self.latin, run)
                for run in _RUNS.findall(text)]

    def size(self, text: str | bytes) -> tuple[int, int]:
        runs = self._runs(text.decode() if isinstance(text, bytes) else text)
        widths = [_FONT.size(font, run)[0] for font, run in runs]
        return sum(widths), self.get_height()

    def get_height(self) -> int:
        return self.get_ascent() + self.get_descent_depth()

    def get_descent_depth(self) -> int:
        """How far the lower of the two fonts reaches below the baseline."""
        return max(-_FONT.get_descent(self), -self.latin.get_descent())

    def get_ascent(self) -> int:
        return max(_FONT.get_ascent(self), self.latin.get_ascent())

    def render(self, text: str | bytes | None, antialias: bool, color: pygame.typing.ColorLike,
               bgcolor: pygame.typing.ColorLike | None = None,
               wraplength: int = 0) -> pygame.Surface:
        """The runs side by side on one baseline (a background colour, if given, fills)."""
        line = text.decode() if isinstance(text, bytes) else text or ""
        pieces = [(font, _FONT.render(font, run, antialias, color))
                  for font, run in self._runs(line)]
        ascent = self.get_ascent()
        surface = pygame.Surface((sum(piece.get_width() for _, piece in pieces) or 1,
                                  self.get_height()), pygame.SRCALPHA)
        if bgcolor is not None:
            surface.fill(bgcolor)
        x = 0
        for font, piece in pieces:
            top = ascent - _FONT.get_ascent(font)
            surface.blit(piece, (x, top))
            x += piece.get_width()
        return surface
