"""Themes: a tile sheet for the board and a palette for the chrome around it."""

from __future__ import annotations

import json
from dataclasses import dataclass

from game.host import ASSETS
from game.widgets import Palette


@dataclass(frozen=True)
class Theme:
    name: str
    label: str
    tiles: str  # the sheet's file in assets/, cut by the names in tiles.json
    palette: Palette


def load_themes() -> dict[str, Theme]:
    """Every theme ``assets/themes.json`` describes, by name, in its order."""
    entries = json.loads((ASSETS / "themes.json").read_text(encoding="utf-8"))
    themes = {}
    for name, entry in entries.items():
        colours = {key: tuple(value) for key, value in entry.items()
                   if key not in ("label", "tiles")}
        themes[name] = Theme(name, entry["label"], entry["tiles"], Palette(**colours))
    return themes
