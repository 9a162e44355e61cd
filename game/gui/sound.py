"""Short effects for opening, flagging, chording, exploding and winning (game/ui/synth.py).

Browsers refuse audio until the player has touched the page, so nothing plays
before the first gesture; muting is a setting and is remembered.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import os
import sys
from collections.abc import Callable, Collection, Iterator, Mapping
from typing import Protocol

import pygame

from game.gui.host import IN_BROWSER
from game.ui.synth import EFFECTS, pcm16

_log = logging.getLogger("gridgames")

SIGNED_16 = -16  # pygame.mixer's name for the 16-bit signed samples synth makes


class Playable(Protocol):
    def play(self) -> object: ...


def load_effects() -> Mapping[str, Playable]:
    """The effects, made in the mixer's format; none where the machine has no audio."""
    mixer = pygame.mixer.get_init() if mixer_ready() else None
    if mixer is None:
        return {}
    rate, sample_format, channels = mixer
    if sample_format != SIGNED_16:
        _log.warning("the mixer wants samples in format %s: playing without sound",
                     sample_format)
        return {}
    return Synthesised(rate, channels)


class Synthesised(Mapping[str, Playable]):
    """Each effect synthesised the first time it plays (a few milliseconds each), so
    neither the bundle nor the start carries sound files."""

    def __init__(self, rate: int, channels: int) -> None:
        self.rate, self.channels = rate, channels
        self._made: dict[str, Playable] = {}

    def __getitem__(self, name: str) -> Playable:
        if name not in EFFECTS:
            raise KeyError(name)
        if name not in self._made:
            self._made[name] = pygame.mixer.Sound(buffer=pcm16(name, self.rate, self.channels))
        return self._made[name]

    def __iter__(self) -> Iterator[str]:
        return iter(EFFECTS)

    def __len__(self) -> int:
        return len(EFFECTS)


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


Loader = Callable[[], Mapping[str, "Playable"]]


class Sounds:
    """Plays effects by name once unlocked by a gesture, unless muted."""

    def __init__(self, *, muted: bool, load: Loader = load_effects) -> None:
        self.muted = muted
        self.unlocked = False
        self._load = load
        self._effects: Mapping[str, Playable] | None = None
        if IN_BROWSER:  # its audio context exists before the first tap, whose handler in
            mixer_ready()  # the page resumes it (iOS allows that only there)

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
