"""Shortening a line with an ellipsis to a measured width."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.ui.text_fit import ELLIPSIS, fit, fit_end, wrap


def width(text: str) -> int:
    """A stand-in font: capitals 3 wide, the ellipsis 2, anything else 1."""
    return sum(3 if char.isupper() else 2 if char == ELLIPSIS else 1 for char in text)


def test_a_line_that_fits_is_left_alone() -> None:
    assert fit("Hint: r4c5", 12, width) == "Hint: r4c5"


def test_a_long_line_ends_in_an_ellipsis_without_a_trailing_space() -> None:
    assert fit("hidden single in box 1", 12, width) == "hidden sin…"  # 10 + 2 wide
    assert fit("hidden single in box 1", 9, width) == "hidden…"  # not "hidden …"


@given(st.text(min_size=1, max_size=40), st.integers(min_value=0, max_value=60))
def test_the_shortened_line_fits_and_is_the_longest_that_does(text: str, room: int) -> None:
    line = fit(text, room, width)
    assert width(line) <= room
    if line != text and line:
        assert line.endswith(ELLIPSIS) and text.startswith(line[:-1])
        longer = text[:len(line)].rstrip() + ELLIPSIS
        assert width(longer) > room or len(longer) <= len(line)


@given(st.text(min_size=1, max_size=40), st.integers(min_value=0, max_value=60))
def test_a_field_keeps_the_end_of_its_text_where_one_types(text: str, room: int) -> None:
    line = fit_end(text, room, width)
    assert width(line) <= room
    if line != text and line:
        assert line.startswith(ELLIPSIS) and text.endswith(line[1:])


def test_a_message_wraps_at_spaces_and_its_last_line_takes_the_rest() -> None:
    message = "description 's' should be s<seed>, m<layout> or <x>,<y>,m<layout>"
    assert wrap(message, 30, width, 3) == ["description 's' should be", "s<seed>, m<layout> or",
                                           "<x>,<y>,m<layout>"]
    assert wrap(message, 20, width, 2) == ["description 's'", "should be s<seed>,…"]
    assert wrap("short", 30, width, 3) == ["short"]
