"""Drawing on a design grid at any pixel size: shapes are scaled as coordinates, never
as pixels, so art drawn for a 32-unit cell is as crisp at 28 or 56 px as at 32."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui.theme import RGB, RGBA

Point = tuple[float, float]
Colour = RGB | RGBA


class Pen:
    """Draw calls on ``surface`` in units of a ``units``-wide design grid."""

    def __init__(self, surface: pygame.Surface, units: int) -> None:
        self.surface = surface
        self.k = surface.get_width() / units

    def px(self, value: float) -> int:
        return round(value * self.k)

    def thick(self, value: float) -> int:
        """A stroke's width in pixels: never thinner than one."""
        return max(1, self.px(value))

    def rect(self, colour: Colour, x: float, y: float, w: float, h: float,
             radius: float = 0) -> None:
        """A box whose edges land on whole pixels, so boxes that meet in units meet on
        screen without a gap or an overlap."""
        left, top = self.px(x), self.px(y)
        box = pygame.Rect(left, top, max(1, self.px(x + w) - left), max(1, self.px(y + h) - top))
        pygame.draw.rect(self.surface, colour, box, border_radius=self.px(radius) if radius else 0)

    def disc(self, colour: Colour, centre: Point, radius: float) -> None:
        """A filled circle with a smoothed rim."""
        x, y = centre[0] * self.k, centre[1] * self.k
        pygame.draw.aacircle(self.surface, colour, (x, y), radius * self.k)

    def polygon(self, colour: Colour, points: Sequence[Point]) -> None:
        pygame.draw.polygon(self.surface, colour, [(x * self.k, y * self.k) for x, y in points])

    def band(self, colour: Colour, start: Point, end: Point, width: float) -> None:
        """A straight stroke with square ends, as a polygon (``draw.line`` skews wide
        diagonals)."""
        (x0, y0), (x1, y1) = start, end
        length = math.hypot(x1 - x0, y1 - y0) or 1.0
        nx, ny = (y0 - y1) / length * width / 2, (x1 - x0) / length * width / 2
        self.polygon(colour, [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny),
                              (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])

    def arc(self, colour: Colour, centre: Point, radius: float, width: float,
            degrees: tuple[float, float]) -> None:
        """A curved stroke from one angle to another (clockwise on screen, 0 = right)."""
        first, last = (math.radians(angle) for angle in degrees)
        steps = 16
        angles = [first + (last - first) * i / steps for i in range(steps + 1)]
        outer = [(centre[0] + (radius + width / 2) * math.cos(a),
                  centre[1] + (radius + width / 2) * math.sin(a)) for a in angles]
        inner = [(centre[0] + (radius - width / 2) * math.cos(a),
                  centre[1] + (radius - width / 2) * math.sin(a)) for a in reversed(angles)]
        self.polygon(colour, outer + inner)

    def sprite(self, colour: Colour, rows: Sequence[str], left: float, top: float) -> None:
        """The ``#`` cells of a little ASCII drawing, one unit each, placed at (left, top)."""
        for y, row in enumerate(rows):
            for x, cell in enumerate(row):
                if cell == "#":
                    self.rect(colour, left + x, top + y, 1, 1)
