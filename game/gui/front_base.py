"""What every game window shares: input translated once and dispatched by key bindings
(data), the open panel, the named actions, the face button, opening the window; the
settings all games keep come from :class:`~game.gui.shared_settings.SharedSettings`, the
dialogs from :class:`~game.gui.front_dialogs.FrontDialogs`, and help, about, pause and the
clock's pausing from :class:`~game.gui.overlays.Overlays`.

A window mixes in :class:`FrontBase` and supplies its panel's window, its menus, its own
actions and bindings, how it reopens its window in another theme, and the pointer hooks
it cares about.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

import pygame

from game import registry
from game.core.settings import Settings
from game.core.storage import SETTINGS, Progress
from game.gui.events import GESTURES, translate
from game.gui.host import open_store, page_size, wanted_languages, window_flags
from game.gui.overlays import Overlays
from game.gui.view_input import resized_to
from game.i18n import _, best_language, use_language
from game.ui.input import (
    Binding,
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
    Pos,
    Quit,
    Wheel,
    binding_for,
    shortcut,
)
from game.ui.layout import Rect, contains
from game.ui.menu import Menu
from game.ui.theme import load_themes

Action = Callable[[str], None]
LEFT = 1
_STEPS = {"up": -1, "down": 1}
_CONFIRM = ("space", "return", "enter")


class FrontBase(Overlays):
    """Mixed into a game's window, which supplies the abstract pieces below."""

    caption: ClassVar[str]  # the window's title bar
    bindings: ClassVar[tuple[Binding, ...]]  # the game's keys, then the shared ones
    clock: Callable[[], float]
    running: bool
    panel: Menu | None
    switch_to: str | None
    face_held: bool = False
    page: tuple[int, int] | None = None  # the page's size the window was last fitted to

    # ----- supplied by each game ----------------------------------------------------------
    def advance(self) -> None:
        """Work that goes on between inputs (searches, timers, replays), once a frame."""
        raise NotImplementedError

    def draw(self) -> list[Rect]:
        """Paint what changed since the last frame; return the areas to update."""
        raise NotImplementedError

    def open_menu(self) -> None:
        raise NotImplementedError

    def own_actions(self) -> dict[str, Action]:
        """The actions only this game has, by name."""
        raise NotImplementedError

    def resized(self, size: tuple[int, int]) -> None:
        """The player resized the native window: lay the same game out again to fit it."""
        raise NotImplementedError

    def fit_page(self, room: tuple[int, int]) -> None:
        """The page took another size (a phone turned): fit the same game to it."""
        self.resized(room)

    def save_game(self) -> None:
        """Keep the game in progress as it stands."""
        raise NotImplementedError

    def move_cursor(self, step: str) -> None:
        """An arrow key: ``step`` is like ``"-1,0"``."""
        raise NotImplementedError

    # ----- hooks a game may take over ------------------------------------------------------
    def pointer_moved(self, pos: Pos) -> None:
        """The pointer lights the panel's row under it, unless the row is only to read."""
        if self.panel is not None:
            index = self.panel.item_at(self.panel_window(), pos)
            chosen = index is not None and self.panel.items[index].action
            self.panel.highlighted = index if chosen else None

    def button_down(self, button: int, pos: Pos) -> None:
        pass

    def button_up(self, button: int, pos: Pos) -> None:
        pass

    def finger_down(self, finger: int, pos: Pos) -> None:
        """A finger acts as the left button unless the game tracks it."""
        self.button_down(LEFT, pos)

    def finger_moved(self, finger: int, pos: Pos) -> None:
        pass

    def finger_up(self, finger: int, pos: Pos) -> None:
        self.button_up(LEFT, pos)

    def wheel(self, steps: int, *, ctrl: bool) -> None:
        pass

    def file_dropped(self, path: str) -> None:
        pass

    # ----- one frame ---------------------------------------------------------------------------
    def frame(self) -> None:
        """Input, then background work, then drawing only what changed."""
        if (room := page_size()) != self.page:
            if self.page is not None:  # not the size the window just opened at
                self.fit_page(room)  # type: ignore[arg-type]  # None only natively
            self.page = room
        for event in pygame.event.get():
            self.handle(event)
        self.take_pasted()
        self.advance()
        self.sync_clock()
        self.show_problems()
        rects = self.draw()
        if rects:
            pygame.display.update(rects)

    def close(self) -> None:
        """The loop is ending (the window closed, or Ctrl+C): save the timer's last seconds."""
        self.save_game()

    def show_problems(self) -> None:
        """A storage problem not shown yet (a corrupt file, a folder we cannot write)
        takes the footer once; both games share the progress, so neither repeats it."""
        news = self.progress.unread()
        if news:
            self.notice = news[0]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in GESTURES:
            self.sounds.unlock()
        size = resized_to(event)
        if size is not None:  # SDL also reports the size the window was just opened at
            if size != self.panel_window().size:
                self.resized(size)
                self.refit_panel()
            return
        done = translate(event, self.panel_window().size)
        if done is not None:
            self.dispatch(done)

    def dispatch(self, done: Input) -> None:
        """Hand one input to the hook for its kind; over an open panel, a finger's drag
        and the wheel scroll it."""
        if self.panel is not None and isinstance(done, FingerDown | FingerMove | FingerUp):
            self.drag_panel(done)
        match done:
            case Quit():
                self.running = False
            case FocusLost():
                self.focus_lost()
            case Wheel(steps, False) if self.panel is not None:
                self.scroll_panel(steps)
            case KeyPress():
                self.key(done)
            case PointerMove(pos):
                self.pointer_moved(pos)
            case ButtonDown(button, pos):
                self.button_down(button, pos)
            case ButtonUp(button, pos):
                self.button_up(button, pos)
            case FingerDown(finger, pos):
                self.finger_down(finger, pos)
            case FingerMove(finger, pos):
                self.finger_moved(finger, pos)
            case FingerUp(finger, pos):
                self.finger_up(finger, pos)
            case Wheel(steps, ctrl):
                self.wheel(steps, ctrl=ctrl)
            case FileDrop(path):
                self.file_dropped(path)

    def key(self, press: KeyPress) -> None:
        """A modal state first, then the open panel's own keys, then the bindings."""
        if self.modal_key(press):
            return
        if self.panel is not None and not press.ctrl and (self.scroll_key(press)
                                                          or self._panel_key(press)):
            return
        binding = binding_for(self.bindings, press, panel_open=self.panel is not None)
        if binding is not None:
            self.activate(binding.action)

    def start_window(self, clock: Callable[[], float], progress: Progress | None) -> Settings:
        """What every window starts with; returns the saved settings for it to adjust."""
        self.clock = clock
        self.progress = progress or Progress(open_store())
        self.running, self.switch_to, self.panel, self.notice = True, None, None, ""
        self.themes = load_themes()
        settings = self.progress.load(SETTINGS, Settings.from_json) or Settings()
        use_language(settings.language or best_language(wanted_languages()))
        return settings

    def shortcut(self, action: str) -> str:
        """The key label of an action, for menus and footers."""
        return shortcut(self.bindings, action)

    def open_screen(self, size: tuple[int, int]) -> pygame.Surface:
        """(Re)open the window at ``size``: resizable natively, the page's canvas in a tab."""
        screen = pygame.display.set_mode(size, window_flags())
        pygame.display.set_caption(_(self.caption))
        return screen

    # ----- the face button ---------------------------------------------------------------------
    def press_face(self, button: int, pos: Pos) -> bool:
        """A press on the face holds it down (the left button only); True if it was there."""
        if not contains(self.panel_window().face, pos):
            return False
        self.face_held = button == LEFT
        return True

    def release_face(self, pos: Pos) -> bool:
        """Letting go of a held face over it starts a new game; True if it was held."""
        if not self.face_held:
            return False
        self.face_held = False
        if contains(self.panel_window().face, pos):
            self.activate("new_game")
        return True

    # ----- actions ---------------------------------------------------------------------------
    def activate(self, action: str) -> None:
        """Do what a menu item, a button or a shortcut names (an unknown name closes)."""
        name, _, argument = action.partition(":")
        handler = {**self._shared_actions(), **self.own_actions()}.get(name)
        if handler is None:
            self.panel = None
        else:
            handler(argument)

    def _shared_actions(self) -> dict[str, Action]:
        return {
            "menu": lambda _: self.open_menu(),
            "options": lambda _: self.open_options(),
            "sound": lambda _: self.toggle_sound(),
            "animations": lambda _: self.toggle_animations(),
            "theme": lambda _: self.next_theme(),
            "safe_numbers": lambda _: self.toggle_safe_numbers(),
            "language": lambda _: self.next_language(),
            "copy_id": lambda _: self.copy_game_id(),
            "open_id": self.open_id_dialog,
            "switch": self._switch,
            "toggle_menu": lambda _: self.toggle_menu(),
            "cursor": self.move_cursor,
            "help": lambda _: self.open_help(),
            "about": lambda _: self.open_about(),
            "pause": lambda _: self.toggle_pause(),
        }

    def _switch(self, name: str) -> None:
        """Hand the window to the named game (the next one in Tab order if none is named);
        the shell opens it."""
        self.switch_to = name or registry.next_after(self.game_name).name

    # ----- the open panel ------------------------------------------------------------------------
    def toggle_menu(self) -> None:
        if self.panel is None:
            self.open_menu()
        else:
            self.panel = None

    def panel_click(self, pos: tuple[int, int]) -> None:
        assert self.panel is not None
        index = self.panel.item_at(self.panel_window(), pos)
        if index is None:
            self.panel = None
        elif self.panel.items[index].action:  # a line to read does nothing
            self.activate(self.panel.items[index].action)

    def _panel_key(self, press: KeyPress) -> bool:
        """Up and Down walk the open panel, Space or Enter choose: True if used."""
        assert self.panel is not None
        if press.key in _STEPS:
            self.panel.move_highlight(_STEPS[press.key], self.panel_window())
        elif press.key in _CONFIRM:
            if self.panel.highlighted is not None:
                self.activate(self.panel.items[self.panel.highlighted].action)
        else:
            return False
        return True
