"""The page's icon is written as a palette PNG that decodes to the very pixels it was given."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from tools.icon import TooManyColours, palette_png

ROOT = Path(__file__).resolve().parent.parent


def decoded(png: bytes, path: Path) -> list[list[tuple[int, int, int]]]:
    path.write_bytes(png)
    image = pygame.image.load(str(path))
    width, height = image.get_size()
    return [[tuple(image.get_at((x, y)))[:3] for x in range(width)] for y in range(height)]


@pytest.mark.parametrize("seed", range(5))
def test_a_palette_png_decodes_to_the_pixels_it_was_given(seed: int, tmp_path: Path) -> None:
    rng = random.Random(seed)
    colours = [(rng.randrange(256), rng.randrange(256), rng.randrange(256))
               for _ in range(rng.randint(1, 256))]
    width, height = rng.randint(1, 40), rng.randint(1, 40)
    rows = [[rng.choice(colours) for _ in range(width)] for _ in range(height)]
    assert decoded(palette_png(rows), tmp_path / "icon.png") == rows


def test_more_colours_than_a_palette_holds_is_refused() -> None:
    rows = [[(value, value, 0) for value in range(256)], [(0, 0, 1)] * 256]
    with pytest.raises(TooManyColours, match="257 colours"):
        palette_png(rows)


def test_the_committed_icon_is_a_palette_png_and_smaller_than_24_bit_colour(
        tmp_path: Path) -> None:
    icon = (ROOT / "favicon.png").read_bytes()
    assert icon[25] == 3, "colour type 3: a palette"
    rows = decoded(icon, tmp_path / "again.png")
    pygame.image.save(pygame.image.load(str(ROOT / "favicon.png")), str(tmp_path / "rgb.png"))
    assert len(icon) < (tmp_path / "rgb.png").stat().st_size
    assert decoded(palette_png(rows), tmp_path / "third.png") == rows
