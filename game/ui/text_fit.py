"""Shortening a line of text to a width, with an ellipsis, or wrapping a paragraph onto
lines of a width: pure, the font measures.

The footer says things of any length (a hint, a bad game ID); cut at the pixel
they would be unreadable and run under the buttons, so the line is shortened
at a character and ends in "…" instead.
"""

from __future__ import annotations

from collections.abc import Callable

ELLIPSIS = "…"


def fit(text: str, width: int, measure: Callable[[str], int]) -> str:
    """``text`` if ``measure`` finds it no wider than ``width``, else its longest
    prefix (trailing spaces dropped) that still fits with an ellipsis after it."""
    if measure(text) <= width:
        return text
    low, high = 0, len(text)  # the prefix of length low fits; high does not
    while high - low > 1:
        middle = (low + high) // 2
        if measure(text[:middle].rstrip() + ELLIPSIS) <= width:
            low = middle
        else:
            high = middle
    shortened = text[:low].rstrip() + ELLIPSIS
    return shortened if measure(shortened) <= width else ""


def wrap(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width``; a word wider than
    a line on its own is shortened with an ellipsis."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        joined = f"{line} {word}" if line else word
        if measure(joined) <= width:
            line = joined
            continue
        if line:
            lines.append(line)
        line = word if measure(word) <= width else fit(word, width, measure)
    return [*lines, line] if line else lines
