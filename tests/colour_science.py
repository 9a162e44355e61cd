"""Colour maths for the accessibility tests: WCAG contrast, CIELAB and colour-blind vision.

Dichromacy is simulated with Machado, Oliveira and Fernandes (2009) at severity 1.0,
applied to linear sRGB; distances are CIE76 ΔE in CIELAB (D65).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

RGB = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], ...]

NORMAL: Matrix = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
PROTANOPIA: Matrix = ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                      (-0.003882, -0.048116, 1.051998))
DEUTERANOPIA: Matrix = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                        (-0.011820, 0.042940, 0.968881))
VISIONS = {"normal": NORMAL, "protanopia": PROTANOPIA, "deuteranopia": DEUTERANOPIA}


def linear(channel: int) -> float:
    value = channel / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def luminance(rgb: RGB) -> float:
    """WCAG relative luminance."""
    r, g, b = (linear(channel) for channel in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio, 1 to 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def seen(rgb: RGB, vision: Matrix) -> tuple[float, float, float]:
    """The colour (linear RGB) a viewer with this vision perceives."""
    lin = [linear(channel) for channel in rgb]
    return tuple(min(1.0, max(0.0, sum(w * c for w, c in zip(row, lin, strict=True))))
                 for row in vision)  # type: ignore[return-value]


def lab(lin: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = lin
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def closest_pair(colours: Sequence[RGB], vision: Matrix) -> tuple[float, int, int]:
    """The smallest ΔE between two of the colours as this vision sees them, and which two."""
    labs = [lab(seen(colour, vision)) for colour in colours]
    return min((math.dist(labs[i], labs[j]), i, j)
               for i in range(len(labs)) for j in range(i))
