"""Short OGG effects for opening, flagging, chording, exploding and winning.

Browsers refuse audio until the player has touched the page, so nothing plays
before the first gesture; muting is a setting and is remembered.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import os
import sys
from collections.abc import Callable, Collection, Iterator
from typing import Protocol

import pygame

from game.gui.host import IN_BROWSER
from game.paths import ASSETS

_log = logging.getLogger("gridgames")

EFFECTS = ("open", "flag", "chord", "explode", "win")


class Playable(Protocol):
    def play(self) -> object: ...


def load_effects() -> dict[str, Playable]:
    """The effects from ``assets/sounds``; none where the machine has no audio."""
    if not mixer_ready():
        return {}
    try:
        return {name: pygame.mixer.Sound(str(ASSETS / "sounds" / f"{name}.ogg"))
                for name in EFFECTS}
    except pygame.error as error:
        _log.warning("sound effects unreadable (%s): playing without sound", error)
        return {}


@functools.cache
def mixer_ready() -> bool:
    """Start the mixer once. With no sound card, the audio library's own complaints
    (ALSA prints eight lines to the terminal) are swallowed and one line says why."""
    if pygame.mixer.get_init():
        return True
    try:
        with _c_stderr_silenced():
            pygame.mixer.init()
    except pygame.error as error:
        _log.warning("no sound device (%s): playing without sound", error)
        return False
    return True


@contextlib.contextmanager
def _c_stderr_silenced() -> Iterator[None]:
    """Point file descriptor 2 at the null device for the block: C libraries write there
    directly, past sys.stderr. Nothing to do in the browser, which has no such libraries."""
    if IN_BROWSER:
        yield
        return
    sys.stderr.flush()
    saved = os.dup(2)
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


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
