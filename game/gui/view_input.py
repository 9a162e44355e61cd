"""Inputs that move the view rather than play: drags, the wheel, pinches.

A board window hands each input (translated once, by :mod:`game.gui.events`) here
first.  Scrolling a view is a UI update, never a move, so nothing here touches the game:
it asks the window to show another :class:`~game.ui.layout.Layout`, to zoom, or to drop a
press that turned out to be a drag.
"""

from __future__ import annotations

import math
from typing import Protocol

from game.ui.input import (
    ButtonDown,
    ButtonUp,
    FingerDown,
    FingerMove,
    FingerUp,
    Input,
    PointerMove,
    Wheel,
)
from game.ui.layout import Layout
from game.ui.viewport import Point

MIDDLE = 2
DRAG_SLOP = 6  # pixels the middle button may drift and still chord when released
WHEEL_TILES = 3  # cells one wheel notch scrolls
PINCH_STEP = 1.25  # how far two fingers spread (or close) for one zoom step


class Viewed(Protocol):
    """The window whose board view this input moves."""

    @property
    def layout(self) -> Layout: ...

    def show(self, layout: Layout) -> None:
        """Scroll to (or zoom into) another layout of the same window."""

    def zoom(self, steps: int, anchor: Point) -> None:
        """Change the tile size by ``steps``, keeping the board under ``anchor`` still."""

    def cancel_press(self) -> None:
        """A press became a drag or a two-finger gesture: it must not play."""


class ViewInput:
    """Middle-button and two-finger drags, wheel and Ctrl+wheel, and pinch."""

    def __init__(self, window: Viewed) -> None:
        self.window = window
        self._drag: Point | None = None  # where the middle button last was while held
        self._dragging = False
        self._fingers: dict[int, Point] = {}
        self._gesture: tuple[Point, float] | None = None  # two fingers' midpoint and spread

    def handle(self, done: Input) -> bool:
        """Act on an input that moves the view; True when the window must not see it as play."""
        match done:
            case Wheel():
                self._wheel(done)
                return True
            case ButtonDown(button, pos):
                if button == MIDDLE:
                    self._drag, self._dragging = pos, False
                return False
            case ButtonUp(button, _):
                dragged = self._dragging and button == MIDDLE
                if button == MIDDLE:
                    self._drag, self._dragging = None, False
                return dragged
            case PointerMove(pos):
                return self._drag_to(pos)
            case FingerDown() | FingerMove() | FingerUp():
                return self._finger(done)
        return False

    # ----- mouse ---------------------------------------------------------------------
    def _wheel(self, wheel: Wheel) -> None:
        across, up = wheel.turned
        if wheel.ctrl:
            if up:
                self.window.zoom(1 if up > 0 else -1, wheel.pos)
            return
        dx, dy = across, -up  # the wheel up shows what is above
        if wheel.shift:
            dx, dy = dy, dx
        step = self.window.layout.tile * WHEEL_TILES
        self.window.show(self.window.layout.scrolled(dx * step, dy * step))

    def _drag_to(self, pos: Point) -> bool:
        """A held middle button that moved past the slop drags the board along."""
        if self._drag is None:
            return False
        dx, dy = pos[0] - self._drag[0], pos[1] - self._drag[1]
        if not self._dragging:
            if abs(dx) + abs(dy) <= DRAG_SLOP or not self.window.layout.viewport.scrolls:
                return False
            self._dragging = True
            self.window.cancel_press()
        self._drag = pos
        self.window.show(self.window.layout.scrolled(-dx, -dy))
        return True

    # ----- fingers -----------------------------------------------------------------------
    def _finger(self, touch: FingerDown | FingerMove | FingerUp) -> bool:
        if isinstance(touch, FingerUp):
            self._fingers.pop(touch.finger, None)
            in_gesture = self._gesture is not None
            if not self._fingers:
                self._gesture = None
            return in_gesture
        self._fingers[touch.finger] = touch.pos
        if len(self._fingers) < 2:
            return self._gesture is not None
        if self._gesture is None:
            self.window.cancel_press()
            self._gesture = self._two_fingers()
        else:
            self._gesture = self._pinch_and_pan(*self._gesture)
        return True

    def _two_fingers(self) -> tuple[Point, float]:
        (ax, ay), (bx, by) = list(self._fingers.values())[:2]
        return ((ax + bx) // 2, (ay + by) // 2), max(math.hypot(ax - bx, ay - by), 1.0)

    def _pinch_and_pan(self, middle: Point, spread: float) -> tuple[Point, float]:
        """Both fingers' midpoint drags the board; each PINCH_STEP of spread zooms a step
        around it.  Returns the gesture's new midpoint and the spread of its last step."""
        now, now_spread = self._two_fingers()
        self.window.show(self.window.layout.scrolled(middle[0] - now[0], middle[1] - now[1]))
        ratio = now_spread / spread
        if ratio >= PINCH_STEP or ratio <= 1 / PINCH_STEP:
            self.window.zoom(1 if ratio > 1 else -1, now)
            spread = now_spread
        return now, spread
