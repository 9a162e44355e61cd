"""Themes: the colours and shapes the board's art is drawn with, and the chrome's palette.

Pure data read from ``assets/themes.json``; ``game/gui/art.py`` draws the tiles and
faces from it at the size they are shown, and the widgets paint the chrome with it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields, replace
from typing import Any

from game.files import MAX_SHIPPED, read_text_capped
from game.paths import ASSETS

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


@dataclass(frozen=True)
class Palette:
    """A theme's colours for everything around the board."""

    panel: RGB = (192, 192, 192)
    light: RGB = (255, 255, 255)
    shadow: RGB = (128, 128, 128)
    text: RGB = (32, 32, 32)
    counter_back: RGB = (24, 0, 0)
    counter_digits: RGB = (255, 32, 32)
    counter_unlit: RGB = (64, 0, 0)  # an LED segment that is off
    highlight: RGB = (0, 0, 128)
    highlight_text: RGB = (255, 255, 255)
    error: RGB = (160, 0, 0)  # a dialog's refusal, on the panel

    @property
    def scroll_thumb(self) -> RGB:
        """A scroll bar's thumb on its dark (shadow) track: the words' colour or the bevel's
        light, whichever stands out more (3:1 or better on every theme)."""
        return max((self.text, self.light), key=lambda ink: _contrast(ink, self.shadow))


def _contrast(a: RGB, b: RGB) -> float:
    """WCAG's contrast ratio of two colours, 1 to 21."""
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _luminance(rgb: RGB) -> float:
    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = map(linear, rgb)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


@dataclass(frozen=True)
class Art:
    """What a theme's tiles and faces are drawn with; any size is drawn from this.

    ``shape`` is "bevel" (Windows' square 3D cells) or "key" (rounded keys with a lip);
    ``hazard`` is "mine" (colours: body, glint) or "flower" (petal, edge, heart, leaf).
    """

    cover: RGB
    hover: RGB
    light: RGB  # the covered cell's lit edge
    shadow: RGB  # its shaded edge (the key's lip)
    ground: RGB  # a revealed cell
    grid: RGB
    numbers: tuple[RGB, ...]
    # Told apart by protanopes and deuteranopes too: spread in lightness and along the
    # blue-yellow axis they still see (tests/test_accessible_colours.py simulates both).
    safe_numbers: tuple[RGB, ...]
    ink: RGB  # the question mark
    pennant: RGB
    pole: RGB
    hazard_colours: tuple[RGB, ...]
    exploded: RGB
    cross: RGB
    cursor: tuple[RGB, RGB]  # outer ring, inner rings
    hint: tuple[RGB, RGB]
    hint_fill: RGBA
    face: RGB  # the new-game button's face
    face_line: RGB  # its rim and features
    shape: str = "bevel"
    bevel: float = 0.125  # the bevel's width as a share of the cell
    hazard: str = "mine"
    texture: str = ""  # "grass": tufts on the cover, pebbles on the ground


@dataclass(frozen=True)
class Theme:
    name: str
    label: str
    palette: Palette
    art: Art
    safe: bool = False  # drawing its numbers from the colour-blind-safe set
    # each game's own colours (a Sudoku grid's, say), by game name, then by colour name
    games: tuple[tuple[str, tuple[tuple[str, RGB], ...]], ...] = ()

    def colours(self, game: str) -> dict[str, RGB]:
        """A game's own colours in this theme; none for a game it names none for."""
        return dict(next((colours for name, colours in self.games if name == game), ()))

    def with_safe_numbers(self) -> Theme:
        """This theme with its colour-blind-safe numbers."""
        return replace(self, art=replace(self.art, numbers=self.art.safe_numbers), safe=True)


def _colours(value: Any) -> Any:
    """JSON lists as tuples, so themes are hashable (the art cache keys on them)."""
    if isinstance(value, list):
        return tuple(_colours(item) for item in value)
    return value


def load_themes() -> dict[str, Theme]:
    """Every theme ``assets/themes.json`` describes, by name, in its order."""
    entries = json.loads(read_text_capped(ASSETS / "themes.json", MAX_SHIPPED))
    palette_keys = {field.name for field in fields(Palette)}
    themes = {}
    for name, entry in entries.items():
        palette = Palette(**{key: _colours(value) for key, value in entry.items()
                             if key in palette_keys})
        art = Art(**{key: _colours(value) for key, value in entry["art"].items()})
        games = tuple((game, tuple((key, _colours(value)) for key, value in colours.items()))
                      for game, colours in entry.get("games", {}).items())
        themes[name] = Theme(name, entry["label"], palette, art, games=games)
    return themes
