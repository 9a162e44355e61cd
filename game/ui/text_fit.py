"""Wrapping text onto lines of a width, whole (:func:`wrap_all`: the footer, menu rows), or
shortened with an ellipsis where only the end matters (a text field shows where the
player types): pure, the font measures.

The footer says things of any length (a hint, a bad game ID); the explanation is what
a shortened hint would lose, so lines wrap and the footer grows to hold them all.
"""

from __future__ import annotations

import re
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


def wrap_all(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """Every word of ``text`` on lines no wider than ``width``: broken at spaces (and
    between Chinese characters); a word longer than a line is broken between letters."""
    lines: list[str] = []
    line = ""
    for joiner, word in _words(text):
        if line and measure(line + joiner + word) <= width:
            line += joiner + word
            continue
        if line:
            lines.append(line)
        pieces = _letters(word, width, measure)
        lines += pieces[:-1]
        line = pieces[-1]
    return [*lines, line] if line or not lines else lines


ITEMS = " · "  # what joins the items of a line that wraps by item (a replay's counters)


def wrap_items(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """``text``'s items (parts joined by ITEMS) on lines no wider than ``width``, each
    item whole on one line (an item wider than a line alone wraps as :func:`wrap_all`
    does), the joiner only between items of a line: "IOE 1.00" never splits."""
    lines: list[str] = []
    for item in text.split(ITEMS):
        if lines and measure(lines[-1] + ITEMS + item) <= width:
            lines[-1] += ITEMS + item
        else:
            lines += wrap_all(item, width, measure)
    return lines or [""]


def _letters(word: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """A word cut into pieces that fit ``width`` (at least a letter each)."""
    pieces = [""]
    for letter in word:
        if pieces[-1] and measure(pieces[-1] + letter) > width:
            pieces.append("")
        pieces[-1] += letter
    return pieces


CJK = "\u2e80-\u9fff\u3000-\u303f\uff00-\uffef"  # ideographs, their punctuation
_PIECE = re.compile(f"[{CJK}]|[^{CJK}]+")


def _words(text: str) -> list[tuple[str, str]]:
    """The pieces a line may break between, each with what joins it to the one before:
    a word and the space before it, or a single Chinese character (joined by nothing)."""
    pieces = []
    for number, word in enumerate(text.split(" ")):
        for index, piece in enumerate(_PIECE.findall(word) or [""]):
            pieces.append((" " if number and not index else "", piece))
    return pieces
