"""pygame's events, translated once into the window's own inputs (:mod:`game.ui.input`).

The one module that reads pygame's event types, key modifiers and mouse position: every
front gets :class:`~game.ui.input.Input` values, never raw events.
"""

from __future__ import annotations

import pygame

from game.ui.input import (
    ButtonDown,
    ButtonUp,
    FileDrop,
    FingerDown,
    FingerMove,
    FingerUp,
    FocusLost,
    Input,
    KeyPress,
    PointerMove,
    Quit,
    Wheel,
)

# Inputs that count as a gesture: a browser lets sound start only after one.
_GESTURES = frozenset({pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.FINGERDOWN})
_FINGERS: dict[int, type[FingerDown | FingerMove | FingerUp]] = {
    pygame.FINGERDOWN: FingerDown, pygame.FINGERMOTION: FingerMove, pygame.FINGERUP: FingerUp}
_BUTTONS: dict[int, type[ButtonDown | ButtonUp]] = {
    pygame.MOUSEBUTTONDOWN: ButtonDown, pygame.MOUSEBUTTONUP: ButtonUp}
# The player has gone elsewhere: another window, or (in a browser, where SDL reports the
# page's visibilitychange as hidden and its blur as focus lost) another tab.
_AWAY = frozenset({pygame.WINDOWFOCUSLOST, pygame.WINDOWHIDDEN, pygame.WINDOWMINIMIZED})


def is_gesture(event: pygame.event.Event) -> bool:
    """A press or a key: after one, a browser lets sound start."""
    return event.type in _GESTURES


def resized_to(event: pygame.event.Event) -> tuple[int, int] | None:
    """The new size a native resize reports (SDL sends two events for one resize)."""
    if event.type == pygame.VIDEORESIZE:
        return event.w, event.h
    if event.type == pygame.WINDOWRESIZED:
        return event.x, event.y
    return None


def translate(event: pygame.event.Event, size: tuple[int, int]) -> Input | None:
    """The input an event means in a window of ``size``, or None for one no game reads."""
    if event.type == pygame.QUIT:
        return Quit()
    if event.type == pygame.DROPFILE:
        return FileDrop(str(event.file))
    if event.type in _AWAY:
        return FocusLost()
    if getattr(event, "touch", False):
        return None  # SDL's mouse copy of a finger: the finger events act instead
    if event.type in _FINGERS:
        # SDL gives fingers as fractions of the window; the layouts work in pixels
        pos = int(event.x * size[0]), int(event.y * size[1])
        return _FINGERS[event.type](event.finger_id, pos)
    if event.type == pygame.MOUSEMOTION:
        return PointerMove(event.pos)
    if event.type in _BUTTONS and event.button <= 3:
        return _BUTTONS[event.type](event.button, event.pos)
    if event.type == pygame.KEYDOWN:
        return KeyPress(pygame.key.name(event.key), ctrl=bool(event.mod & pygame.KMOD_CTRL),
                        shift=bool(event.mod & pygame.KMOD_SHIFT),
                        text=getattr(event, "unicode", ""))
    if event.type == pygame.MOUSEWHEEL:
        mods = pygame.key.get_mods()
        return Wheel(1 if event.y > 0 else -1, bool(mods & pygame.KMOD_CTRL),
                     bool(mods & pygame.KMOD_SHIFT), (event.x, event.y), pygame.mouse.get_pos())
    return None
