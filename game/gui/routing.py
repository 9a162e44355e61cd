"""Which part of the window hears an input: the one place that decides it, for every game.

A collaborator of :class:`~game.gui.window.Window`.  Each pygame event is translated once
(:mod:`game.gui.events`), offered to the game's front for what it takes whole (a drag or
a pinch over its board), then handed on in the window's order: an open dialog, an open
panel, the bars' shared buttons (the face, the menu button), and last the game's front
(:class:`~game.gui.contract.Pointing`), which alone then hears the release.  Keys go by
the bindings, fingers as :class:`~game.gui.touches.Touches` decides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.gui.events import is_gesture, resized_to, translate
from game.gui.overlays import Overlays
from game.gui.sound import Sounds
from game.gui.touches import Touches
from game.ui.input import (
    ButtonDown,
    ButtonUp,
    FingerDown,
    FingerMove,
    FingerUp,
    FocusLost,
    Input,
    KeyPress,
    PointerMove,
    Pos,
    Quit,
    Wheel,
    binding_for,
)
from game.ui.layout import contains
from game.ui.menu import Chrome, Menu
from game.ui.panels import EndCard

if TYPE_CHECKING:
    from game.gui.contract import GameFront
    from game.gui.dialog import AnyDialog

LEFT = 1
_STEPS = {"up": -1, "down": 1}
_CONFIRM = ("space", "return", "enter")


class Routed(Protocol):
    """The window the router hands inputs on for (:class:`~game.gui.window.Window`)."""

    panel: Menu | None
    dialog: AnyDialog | None
    running: bool
    sounds: Sounds
    overlays: Overlays

    @property
    def front(self) -> GameFront: ...

    def clock(self) -> float: ...

    def chrome(self) -> Chrome: ...

    def board_covered(self) -> bool: ...

    def activate(self, action: str) -> None: ...

    def panel_click(self, pos: Pos) -> None: ...

    def dialog_done(self, answer: str | None) -> None: ...


class InputRouter:
    """The window's inputs, each handed to the part of the window it is for."""

    def __init__(self, window: Routed) -> None:
        self.window = window
        self.touches = Touches(window, self.tap)
        self.face_held = False  # the face button, pressed and not yet let go
        self._front_buttons: set[int] = set()  # buttons whose press the front heard

    def handle(self, event: pygame.event.Event) -> None:
        """One pygame event: a resize lays the game out again; any other, translated once,
        goes to the front first for what it takes whole, else on in the window's order."""
        window = self.window
        if is_gesture(event):
            window.sounds.unlock()
        size = resized_to(event)
        if size is not None:  # SDL also reports the size the window was just opened at
            if size != window.chrome().size:
                window.front.resized(size)
                window.overlays.refit_panel()
            return
        done = translate(event, window.chrome().size)
        if done is None:
            return
        if not window.front.take_input(done, over_board=not window.board_covered()):
            self.dispatch(done)
        elif isinstance(done, FingerDown | FingerMove | FingerUp):
            self.touches.cancel(done.finger)  # a pinch or two-finger pan took it

    def dispatch(self, done: Input) -> None:
        """Hand one input on: keys by the bindings, presses in the window's order (dialog,
        panel, the bars' shared buttons, then the game's front), fingers as
        :class:`~game.gui.touches.Touches` decides, the wheel to the open panel."""
        window = self.window
        hooks = window.front.input
        match done:
            case Quit():
                window.running = False
            case FocusLost():
                window.overlays.focus_lost()
            case Wheel(steps, False) if window.panel is not None:
                window.overlays.scroll_panel(steps)
            case KeyPress():
                self.key(done)
            case PointerMove(pos):
                self.light_panel_row(pos)
                hooks.pointer_moved(pos)
            case ButtonDown(button, pos):
                self.press(button, pos)
                self.light_panel_row(pos)  # a mouse stays over the row it chose
            case ButtonUp(button, pos):
                self.release(button, pos)
            case FingerDown() | FingerMove() | FingerUp():
                self.touches.handle(done)
            case Wheel(steps, ctrl):
                hooks.wheel(steps, ctrl=ctrl)

    def key(self, press: KeyPress) -> None:
        """A dialog first, then a state of the game that takes the keyboard, then the open
        panel's own keys, then the bindings."""
        window = self.window
        if window.dialog is not None:
            window.dialog_done(window.dialog.key(press))
            return
        if window.front.input.modal_key(press):
            return
        if window.panel is not None and not press.ctrl and (window.overlays.scroll_key(press)
                                                            or self._panel_key(press)):
            return
        binding = binding_for(window.front.bindings, press, panel_open=window.panel is not None)
        if binding is not None:
            window.activate(binding.action)

    def press(self, button: int, pos: Pos) -> None:
        """A button pressed (or a still finger lifted): an open dialog takes it, else an
        open panel (beside it, the panel closes; an end card leaves the face and the menu
        button theirs), else the face or the menu button, else the game's front, which
        alone then hears the release."""
        window = self.window
        bars = (window.chrome().face, window.chrome().menu_button)
        if window.dialog is not None:
            window.dialog_done(window.dialog.click(pos))
        elif window.panel is not None and not (isinstance(window.panel, EndCard)
                                               and any(contains(rect, pos) for rect in bars)):
            window.panel_click(pos)
        elif self.press_face(button, pos):
            return
        elif contains(window.chrome().menu_button, pos):
            window.front.open_menu()
        else:
            self._front_buttons.add(button)
            window.front.input.button_down(button, pos)

    def release(self, button: int, pos: Pos) -> None:
        if self.release_face(pos):
            return
        if button in self._front_buttons:
            self._front_buttons.discard(button)
            self.window.front.input.button_up(button, pos)

    def tap(self, pos: Pos) -> None:
        """A finger that stayed still, lifted: a click, lighting nothing."""
        self.press(LEFT, pos)
        self.release(LEFT, pos)

    def light_panel_row(self, pos: Pos) -> None:
        """The pointer lights the panel's row under it, unless the row is only to read."""
        panel = self.window.panel
        if panel is not None:
            index = panel.item_at(self.window.chrome(), pos)
            chosen = index is not None and panel.items[index].acts
            panel.highlighted = index if chosen else None

    def _panel_key(self, press: KeyPress) -> bool:
        """Up and Down walk the open panel, Space or Enter choose: True if used."""
        panel = self.window.panel
        assert panel is not None
        if press.key in _STEPS:
            panel.move_highlight(_STEPS[press.key], self.window.chrome())
        elif press.key in _CONFIRM:
            highlighted = panel.highlighted
            if highlighted is not None and panel.items[highlighted].acts:
                self.window.activate(panel.items[highlighted].action)
        else:
            return False
        return True

    # ----- the face button ---------------------------------------------------------------------
    def press_face(self, button: int, pos: Pos) -> bool:
        """A press on the face holds it down (the left button only); True if it was there."""
        if not contains(self.window.chrome().face, pos):
            return False
        self.face_held = button == LEFT
        return True

    def release_face(self, pos: Pos) -> bool:
        """Letting go of a held face over it starts a new game; True if it was held."""
        if not self.face_held:
            return False
        self.face_held = False
        if contains(self.window.chrome().face, pos):
            self.window.activate("new_game")
        return True
