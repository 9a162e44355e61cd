"""The counters' seven-segment digits, read back from the pixels they paint."""

from __future__ import annotations

import pygame
import pytest

from game.gui.led import SEGMENTS, can_show, paint_led, segment

LIT, UNLIT, BACK = (255, 32, 32), (64, 0, 0), (24, 0, 0)


def segment_centre(name: str, box: tuple[float, float, float, float]) -> tuple[int, int]:
    points = segment(name, box)
    return (round(sum(x for x, _ in points) / len(points)),
            round(sum(y for _, y in points) / len(points)))


def read_digit(surface: pygame.Surface, box: tuple[float, float, float, float]) -> str:
    """The digit whose lit segments are exactly the ones showing the lit colour."""
    lit = {name for name in "abcdefg"
           if surface.get_at(segment_centre(name, box))[:3] == LIT}
    return next(char for char, names in SEGMENTS.items() if set(names) == lit)


@pytest.mark.parametrize("size", [(68, 36), (136, 72)])
def test_each_digit_lights_its_own_segments_and_dims_the_rest(size: tuple[int, int]) -> None:
    width, height = size
    for char in SEGMENTS:
        surface = pygame.Surface(size)
        surface.fill(BACK)
        paint_led(surface, char, (0, 0, width, height), LIT, UNLIT)
        digit = height * 0.56
        box = ((width - digit) / 2, (height - digit * 1.8) / 2, digit, digit * 1.8)
        assert read_digit(surface, box) == char
        unlit = [name for name in "abcdefg" if name not in SEGMENTS[char]]
        assert all(surface.get_at(segment_centre(name, box))[:3] == UNLIT for name in unlit)


def test_three_digits_fit_the_counter_and_anything_else_is_left_alone() -> None:
    for text in ("-07", "1500", "12:05"):
        surface = pygame.Surface((72, 44))
        surface.fill(BACK)
        paint_led(surface, text, (5, 4, 62, 36), LIT, UNLIT)
        painted = [(x, y) for x in range(72) for y in range(44)
                   if surface.get_at((x, y))[:3] != BACK]
        assert min(x for x, _ in painted) >= 5 and max(x for x, _ in painted) < 67
        assert min(y for _, y in painted) >= 4 and max(y for _, y in painted) < 40
    assert can_show("12:05") and can_show("-07")
    assert not can_show("") and not can_show("♥♥♥")
