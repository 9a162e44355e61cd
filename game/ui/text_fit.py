"""Shortening a line of text to a width, with an ellipsis: pure, the font measures.

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
