"""Fingers, decided once for every game (:mod:`game.ui.gestures`).

A finger that lands where the game's front plays by touch (Minesweeper's board: a tap
opens, a long press flags, a slide pans) is the front's, from down to up.  Every other
finger is the window's: on a panel, a dialog, the bars or a front that plays by taps
alone, it taps on lift only if it stayed still, and a finger that moved scrolls the open
panel, which glides on after a flick.  So a flick on a menu never fires a row under it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.ui.gestures import FingerPress, Glide, RowScroll
from game.ui.input import FingerDown, FingerMove, FingerUp, Pos
from game.ui.menu import Chrome, Menu

Finger = FingerDown | FingerMove | FingerUp


class Touched(Protocol):
    """The window the fingers are on (:class:`~game.gui.window.Window`)."""

    panel: Menu | None

    @property
    def front(self) -> Any: ...

    def clock(self) -> float: ...

    def chrome(self) -> Chrome: ...

    def board_covered(self) -> bool: ...


class Touches:
    """The fingers on a window: one plays at a time, a second is left to the front's
    two-finger gestures."""

    def __init__(self, window: Touched, tap: Callable[[Pos], None]) -> None:
        """``tap``: what a still finger lifted off the window's part of it does (a click)."""
        self.window = window
        self.tap = tap
        self.press: FingerPress | None = None  # the window's finger
        self.claimed: int | None = None  # the finger the front took
        self.glide: Glide | None = None
        self._rows: RowScroll | None = None

    def handle(self, touch: Finger) -> None:
        match touch:
            case FingerDown(finger, pos):
                self._down(finger, pos)
            case FingerMove(finger, pos):
                self._moved(finger, pos)
            case FingerUp(finger, pos):
                self._up(finger, pos)

    def cancel(self, finger: int) -> None:
        """A two-finger gesture took this finger: it will neither tap nor scroll."""
        if self.claimed == finger:
            self.claimed = None
        if self.press is not None and self.press.finger == finger:
            self.press = None

    def advance(self, now: float) -> None:
        """Once a frame: a flicked panel glides on, slowing, until it stops."""
        glide, panel = self.glide, self.window.panel
        if glide is None or self._rows is None or panel is None:
            self.glide = None
            return
        rows = self._rows.rows(glide.step(now))
        if rows:
            panel.scroll(rows, self.window.chrome())
        if glide.stopped:
            self.glide = None

    # ----- one finger's life ------------------------------------------------------------
    def _down(self, finger: int, pos: tuple[int, int]) -> None:
        window = self.window
        self.glide = None  # a finger on a gliding list stops it, as on a phone
        if self.press is not None or self.claimed is not None:
            return
        hooks = window.front.input
        if not window.board_covered() and hooks.claims_finger(pos):
            self.claimed = finger
            hooks.finger_down(finger, pos)
            return
        self.press = FingerPress(finger, pos, window.clock())
        panel = window.panel
        if panel is not None:
            self._rows = RowScroll(panel.item_rect(window.chrome(), panel.top)[3])

    def _moved(self, finger: int, pos: tuple[int, int]) -> None:
        if finger == self.claimed:
            self.window.front.input.finger_moved(finger, pos)
            return
        press = self.press
        if press is None or press.finger != finger:
            return
        slid = press.move(pos, self.window.clock())
        panel = self.window.panel
        if slid and panel is not None and self._rows is not None:
            rows = self._rows.rows(slid)
            if rows:
                panel.scroll(rows, self.window.chrome())

    def _up(self, finger: int, pos: tuple[int, int]) -> None:
        window = self.window
        if finger == self.claimed:
            self.claimed = None
            window.front.input.finger_up(finger, pos)
            return
        press = self.press
        if press is None or press.finger != finger:
            return
        self.press = None
        if not press.moved:
            self.tap(pos)
        elif window.panel is not None:
            now = window.clock()
            self.glide = Glide(press.velocity(now), now)
