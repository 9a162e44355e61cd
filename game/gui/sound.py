"""Short OGG effects for opening, flagging, chording, exploding and winning.

Browsers refuse audio until the player has touched the page, so nothing plays
before the first gesture; muting is a setting and is remembered.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Protocol

import pygame

from game.paths import ASSETS

EFFECTS = ("open", "flag", "chord", "explode", "win")


class Playable(Protocol):
    def play(self) -> object: ...


def load_effects() -> dict[str, Playable]:
    """The effects from ``assets/sounds``; none where the machine has no audio."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init()
        return {name: pygame.mixer.Sound(str(ASSETS / "sounds" / f"{name}.ogg"))
                for name in EFFECTS}
    except pygame.error:
        return {}


Loader = Callable[[], dict[str, "Playable"]]


class Sounds:
    """Plays effects by name once unlocked by a gesture, unless muted."""

    def __init__(self, *, muted: bool, load: Loader = load_effects) -> None:
        self.muted = muted
        self.unlocked = False
        self._load = load
        self._effects: dict[str, Playable] | None = None

    def unlock(self) -> None:
        """Called on the first click, tap or key press."""
        self.unlocked = True

    def play(self, name: str | None) -> None:
        if name is None or self.muted or not self.unlocked:
            return
        if self._effects is None:
            self._effects = self._load()  # loaded on first use: start-up stays fast
        effect = self._effects.get(name)
        if effect is not None:
            effect.play()


def effect_for(kind: str, changed: Collection[object], status: str) -> str | None:
    """Which effect a move makes: the game's end wins over the move itself."""
    if status in ("won", "lost"):
        return "win" if status == "won" else "explode"
    if not changed:
        return None
    return {"O": "open", "F": "flag", "C": "chord"}.get(kind)
