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


def fit_end(text: str, width: int, measure: Callable[[str], int]) -> str:
    """The end of ``text`` that fits ``width`` after an ellipsis: a text field shows where
    the player types.  :func:`fit` on the reversed text, measured the right way round."""
    if measure(text) <= width:
        return text
    kept = fit(text[::-1], width, lambda part: measure(part[::-1]))
    return ELLIPSIS + kept[:-1][::-1] if kept else ""


def wrap(text: str, width: int, measure: Callable[[str], int], lines: int) -> list[str]:
    """``text`` broken at spaces into at most ``lines`` lines of ``width``; the last line
    takes the rest, shortened by :func:`fit`, and a word too long for a line is cut so."""
    words, result = text.split(" "), list[str]()
    while words and len(result) < lines - 1:
        line = words.pop(0)
        while words and measure(f"{line} {words[0]}") <= width:
            line = f"{line} {words.pop(0)}"
        result.append(fit(line, width, measure))
    if words:
        result.append(fit(" ".join(words), width, measure))
    return result
