"""The new-game button's faces, drawn at the size the status bar shows them.

Shapes sit on a 48-unit grid (see :class:`Pen`).  Classic's is the Windows smiley: a
yellow disc with a black rim on a bevelled grey button.  The key-shaped theme draws a
rounded button with a lip, a warmer face and round eyes.
"""

from __future__ import annotations

import math

import pygame

from game.gui.pen import Pen
from game.ui.theme import RGB, Art, Palette

UNITS = 48
MID = UNITS / 2
FACE_NAMES = ("smile", "smile_pressed", "oh", "win", "lose")


def draw_faces(art: Art, palette: Palette, size: int) -> dict[str, pygame.Surface]:
    """Every face of the new-game button, ``size`` pixels square, by name."""
    faces = {}
    for name in FACE_NAMES:
        surface = pygame.Surface((size, size))
        pressed = name == "smile_pressed"
        pen = Pen(surface, UNITS)
        shift = (rounded_button if art.shape == "key" else bevelled_button)(pen, palette, pressed)
        Face(pen, art, shift).draw(name)
        faces[name] = surface
    return faces


def bevelled_button(pen: Pen, palette: Palette, pressed: bool) -> float:
    """Windows' button: a shadow border, a raised bevel that a press flattens.  Returns
    how far a press moves the face."""
    pen.surface.fill(palette.shadow)
    pen.rect(palette.panel, 2, 2, UNITS - 4, UNITS - 4)
    if pressed:
        pen.rect(palette.shadow, 2, 2, UNITS - 4, 2)
        pen.rect(palette.shadow, 2, 2, 2, UNITS - 4)
        return 2.0
    for i in range(4):  # light top-left, dark bottom-right
        pen.rect(palette.light, 2, 2 + i, UNITS - 5 - i, 1)
        pen.rect(palette.light, 2 + i, 2, 1, UNITS - 5 - i)
        pen.rect(palette.shadow, 3 + i, UNITS - 3 - i, UNITS - 5 - i, 1)
        pen.rect(palette.shadow, UNITS - 3 - i, 3 + i, 1, UNITS - 5 - i)
    return 0.0


def rounded_button(pen: Pen, palette: Palette, pressed: bool) -> float:
    """A rounded key on the status bar: a lip under it that a press sinks into."""
    pen.surface.fill(palette.panel)
    pen.rect(palette.shadow, 1, 3, UNITS - 2, UNITS - 4, radius=10)
    top = 3.0 if pressed else 1.0
    pen.rect(palette.light, 1, top, UNITS - 2, UNITS - 6, radius=10)
    return top - 1.0


class Face:
    """One expression on the disc, ``shift`` units down and right when pressed."""

    def __init__(self, pen: Pen, art: Art, shift: float) -> None:
        self.pen, self.art, self.round = pen, art, art.shape == "key"
        self.x = MID + (0.0 if self.round else shift)
        self.y = MID - (1.0 if self.round else 0.0) + shift

    def draw(self, name: str) -> None:
        pen, art = self.pen, self.art
        radius, rim = (17.0, 1.6) if self.round else (15.5, 2.0)
        pen.disc(art.face_line, (self.x, self.y), radius)
        pen.disc(art.face, (self.x, self.y), radius - rim)
        if self.round:  # a soft light on the upper left
            pen.arc(_lighter(art.face), (self.x, self.y), radius - 4.5, 2.4, (195, 255))
        {"oh": self.oh, "win": self.win, "lose": self.lose}.get(name, self.smile)()
        if art.hazard == "flower":
            self.tucked_flower(*art.hazard_colours[:3])

    def tucked_flower(self, petal: RGB, edge: RGB, heart: RGB) -> None:
        """Garden's face wears a small flower over its top-right rim, clear of the eyes."""
        fx, fy = self.x + 12, self.y - 12
        spots = [(fx + 2.6 * math.sin(a), fy - 2.6 * math.cos(a))
                 for a in (2 * math.pi * k / 5 for k in range(5))]
        for spot in spots:
            self.pen.disc(edge, spot, 2.9)
        for spot in spots:
            self.pen.disc(petal, spot, 2.0)
        self.pen.disc(heart, (fx, fy), 1.5)

    def eyes(self, width: float = 3, height: float = 4) -> None:
        x, y = self.x, self.y - 7
        for left in (x - 5 - width, x + 5):
            if self.round:  # round eyes, each with a catch-light
                middle = (left + width / 2, y + height / 2)
                self.pen.disc(self.art.face_line, middle, height / 2 + 0.4)
                self.pen.disc(_lighter(self.art.face), (middle[0] + 0.6, middle[1] - 0.8), 0.8)
            else:
                self.pen.rect(self.art.face_line, left, y, width, height)

    def smile(self) -> None:
        self.eyes()
        self.pen.arc(self.art.face_line, (self.x, self.y - 1), 8.5, 2.4, (30, 150))

    def oh(self) -> None:
        self.eyes(4, 5)
        self.pen.disc(self.art.face_line, (self.x, self.y + 7), 4.5)
        self.pen.disc(self.art.face, (self.x, self.y + 7), 2.5)

    def win(self) -> None:
        """Sunglasses: two dark lenses on a bar, each with a glint."""
        pen, ink, x, y = self.pen, self.art.face_line, self.x, self.y - 5
        pen.rect(ink, x - 13, y - 2, 26, 2)
        for dx in (-5.0, 5.0):
            pen.disc(ink, (x + dx, y), 4.6)
            pen.rect(ink, x + dx - 4.6, y - 2, 9.2, 2)
            pen.rect((255, 255, 255), x + dx - 2.5, y - 1, 2, 1)
        pen.arc(ink, (self.x, self.y - 1), 8.5, 2.2, (35, 145))

    def lose(self) -> None:
        """Crossed-out eyes and a frown."""
        pen, ink = self.pen, self.art.face_line
        for cx in (self.x - 6.5, self.x + 6.5):
            pen.band(ink, (cx - 3, self.y - 9), (cx + 3, self.y - 3), 2)
            pen.band(ink, (cx + 3, self.y - 9), (cx - 3, self.y - 3), 2)
        pen.arc(ink, (self.x, self.y + 13), 8.5, 2.2, (230, 310))


def _lighter(colour: RGB) -> RGB:
    r, g, b = (min(255, channel + (255 - channel) // 2) for channel in colour)
    return r, g, b
