"""Themes: a tile sheet for the board and a palette for the chrome around it.

Pure data read from ``assets/themes.json``; the renderer and widgets draw with it."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from game.paths import ASSETS

RGB = tuple[int, int, int]
_SHEETS = ("label", "tiles", "faces", "tiles_cb")


@dataclass(frozen=True)
class Palette:
    """A theme's colours for everything around the board."""

    panel: RGB = (192, 192, 192)
    light: RGB = (255, 255, 255)
    shadow: RGB = (128, 128, 128)
    text: RGB = (32, 32, 32)
    counter_back: RGB = (24, 0, 0)
    counter_digits: RGB = (255, 32, 32)
    highlight: RGB = (0, 0, 128)
    highlight_text: RGB = (255, 255, 255)


@dataclass(frozen=True)
class Theme:
    name: str
    label: str
    tiles: str  # the sheet's file in assets/, cut by the names in tiles.json
    faces: str  # the new-game button's sheet in assets/, cut by the names in faces.json
    palette: Palette
    tiles_cb: str = ""  # the tile sheet with colour-blind-safe numbers; "" for none

    def with_safe_numbers(self) -> Theme:
        """This theme drawing its numbers from the colour-blind-safe sheet (when it has one)."""
        return replace(self, tiles=self.tiles_cb or self.tiles)


def load_themes() -> dict[str, Theme]:
    """Every theme ``assets/themes.json`` describes, by name, in its order."""
    entries = json.loads((ASSETS / "themes.json").read_text(encoding="utf-8"))
    themes = {}
    for name, entry in entries.items():
        colours = {key: tuple(value) for key, value in entry.items()
                   if key not in _SHEETS}
        themes[name] = Theme(name, entry["label"], entry["tiles"], entry["faces"],
                             Palette(**colours), entry.get("tiles_cb", ""))
    return themes
