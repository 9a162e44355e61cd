"""Seven-segment LED digits for the counters, drawn to fit the counter's box.

Like Windows Minesweeper's counters, unlit segments glow faintly behind the lit ones,
so "007" reads as a display rather than as text.  Every segment is a polygon with
pointed ends, drawn at the box's own size: sharp at any size.
"""

from __future__ import annotations

import pygame

from game.ui.theme import RGB

Box = tuple[float, float, float, float]  # x, y, width, height
SEGMENTS = {"0": "abcdef", "1": "bc", "2": "abged", "3": "abgcd", "4": "fgbc", "5": "afgcd",
            "6": "afgedc", "7": "abc", "8": "abcdefg", "9": "abcdfg", "-": "g"}
COLON = 0.35  # a colon's width as a share of a digit's


def can_show(text: str) -> bool:
    return bool(text) and all(char in SEGMENTS or char == ":" for char in text)


def paint_led(surface: pygame.Surface, text: str, area: Box, lit: RGB, unlit: RGB) -> None:
    """``text`` (digits, "-" and ":") centred in ``area``, as tall as it allows."""
    x, y, width, height = area[0], area[1], area[2] - 1, area[3] - 1  # polygons fill
    units = sum(COLON if char == ":" else 1.0 for char in text)
    digit = min(height * 0.56, width / (units + 0.25 * (len(text) - 1)))
    gap = digit * 0.25
    left = x + (width - (units * digit + gap * (len(text) - 1))) / 2
    top = y + (height - digit * 1.8) / 2
    for char in text:
        span = digit * (COLON if char == ":" else 1.0)
        if char == ":":
            colon(surface, (left, top, span, digit * 1.8), lit)
        else:
            for name in "abcdefg":
                colour = lit if name in SEGMENTS[char] else unlit
                pygame.draw.polygon(surface, colour, segment(name, (left, top, span, digit * 1.8)))
        left += span + gap


def segment(name: str, box: Box) -> list[tuple[float, float]]:
    """The hexagon of one segment: a (top), b, c (right), d (bottom), e, f (left), g (middle)."""
    x, y, width, height = box
    t = max(2.0, width * 0.2)
    right, middle, bottom = x + width - t / 2, y + height / 2, y + height - t / 2
    ends = {"a": ((x + t / 2, y + t / 2), (right, y + t / 2)),
            "g": ((x + t / 2, middle), (right, middle)),
            "d": ((x + t / 2, bottom), (right, bottom)),
            "f": ((x + t / 2, y + t / 2), (x + t / 2, middle)),
            "e": ((x + t / 2, middle), (x + t / 2, bottom)),
            "b": ((right, y + t / 2), (right, middle)),
            "c": ((right, middle), (right, bottom))}
    (x0, y0), (x1, y1) = ends[name]
    gap, half = t * 0.3, t / 2
    if y0 == y1:  # across
        x0, x1 = x0 + gap, x1 - gap
        return [(x0, y0), (x0 + half, y0 - half), (x1 - half, y0 - half), (x1, y0),
                (x1 - half, y0 + half), (x0 + half, y0 + half)]
    y0, y1 = y0 + gap, y1 - gap
    return [(x0, y0), (x0 + half, y0 + half), (x0 + half, y1 - half), (x0, y1),
            (x0 - half, y1 - half), (x0 - half, y0 + half)]


def colon(surface: pygame.Surface, box: Box, lit: RGB) -> None:
    x, y, width, height = box
    dot = max(2, round(width * 0.6))
    for share in (0.3, 0.7):
        pygame.draw.rect(surface, lit, (round(x + (width - dot) / 2),
                                        round(y + height * share - dot / 2), dot, dot))
