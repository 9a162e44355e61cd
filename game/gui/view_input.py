"""Raw events that move the view rather than play: drags, the wheel, pinches.

A board window hands each event here first.  Scrolling a view is a UI update,
never a move, so nothing here touches the game: it asks the window to show
another :class:`~game.ui.layout.Layout`, to zoom, or to drop a press that turned
out to be a drag.  A resize, which every window handles, is read by :func:`resized_to`.
"""

from __future__ import annotations

import math
from typing import Protocol

import pygame

from game.ui.layout import Layout
from game.ui.viewport import Point, Size

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


def resized_to(event: pygame.event.Event) -> Size | None:
    """The new size a native resize reports (SDL sends two events for one resize)."""
    if event.type == pygame.VIDEORESIZE:
        return event.w, event.h
    if event.type == pygame.WINDOWRESIZED:
        return event.x, event.y
    return None


class ViewInput:
    """Middle-button and two-finger drags, wheel and Ctrl+wheel, and pinch."""

    def __init__(self, window: Viewed) -> None:
        self.window = window
        self._drag: Point | None = None  # where the middle button last was while held
        self._dragging = False
        self._fingers: dict[int, Point] = {}
        self._gesture: tuple[Point, float] | None = None  # two fingers' midpoint and spread

    def handle(self, event: pygame.event.Event) -> bool:
        """Act on a view event; True when the window must not see it as play."""
        if event.type == pygame.MOUSEWHEEL:
            self._wheel(event)
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            return self._mouse(event)
        if event.type in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            return self._finger(event)
        return False

    # ----- mouse ---------------------------------------------------------------------
    def _wheel(self, event: pygame.event.Event) -> None:
        if pygame.key.get_mods() & pygame.KMOD_CTRL:
            if event.y:
                self.window.zoom(1 if event.y > 0 else -1, pygame.mouse.get_pos())
            return
        dx, dy = event.x, -event.y  # the wheel up shows what is above
        if pygame.key.get_mods() & pygame.KMOD_SHIFT:
            dx, dy = dy, dx
        step = self.window.layout.tile * WHEEL_TILES
        self.window.show(self.window.layout.scrolled(dx * step, dy * step))

    def _mouse(self, event: pygame.event.Event) -> bool:
        if getattr(event, "touch", False):
            return False  # SDL's mouse copy of a finger
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == MIDDLE:
                self._drag, self._dragging = event.pos, False
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            dragged = self._dragging and event.button == MIDDLE
            if event.button == MIDDLE:
                self._drag, self._dragging = None, False
            return dragged
        return self._drag_to(event.pos)

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
    def _finger(self, event: pygame.event.Event) -> bool:
        width, height = self.window.layout.size
        pos = (int(event.x * width), int(event.y * height))
        if event.type == pygame.FINGERUP:
            self._fingers.pop(event.finger_id, None)
            in_gesture = self._gesture is not None
            if not self._fingers:
                self._gesture = None
            return in_gesture
        self._fingers[event.finger_id] = pos
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
