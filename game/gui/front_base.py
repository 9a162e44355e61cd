"""What both game windows share: the open panel, the named actions, and the settings
both games keep (sound, animations, theme) with the game ID copy.

A front mixes in :class:`FrontBase` and supplies its panel's window, its menus,
its own actions and how it reopens its window in another theme.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from game.core.settings import Settings
from game.core.storage import SETTINGS, Progress
from game.gui.host import copy_to_clipboard
from game.gui.sound import Sounds
from game.ui.layout import Rect
from game.ui.menu import Menu, Window
from game.ui.theme import Theme

Action = Callable[[str], None]
_STEPS = {pygame.K_UP: -1, pygame.K_DOWN: 1}
_CONFIRM = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class FrontBase:
    """Mixed into a front, which supplies the abstract pieces below."""

    panel: Menu | None
    settings: Settings
    progress: Progress
    sounds: Sounds
    themes: dict[str, Theme]
    notice: str
    switch_to: str | None

    # ----- supplied by each front ---------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        raise NotImplementedError

    def advance(self) -> None:
        """Work that goes on between inputs (searches, timers, replays), once a frame."""
        raise NotImplementedError

    def draw(self) -> list[Rect]:
        """Paint what changed since the last frame; return the areas to update."""
        raise NotImplementedError

    def panel_window(self) -> Window:
        """The window the panel is centred in."""
        raise NotImplementedError

    def open_menu(self) -> None:
        raise NotImplementedError

    def open_options(self) -> None:
        raise NotImplementedError

    def panel_shortcut(self, key: int) -> None:
        """A key the panel itself does not use: the front's own shortcuts."""
        raise NotImplementedError

    def own_actions(self) -> dict[str, Action]:
        """The actions only this game has, by name."""
        raise NotImplementedError

    def reopen_window(self) -> None:
        """Open the window again, as the current settings (theme, zoom) draw it."""
        raise NotImplementedError

    def current_game_id(self) -> str | None:
        raise NotImplementedError

    # ----- one frame ---------------------------------------------------------------------------
    def frame(self) -> None:
        """Input, then background work, then drawing only what changed."""
        for event in pygame.event.get():
            self.handle(event)
        self.advance()
        rects = self.draw()
        if rects:
            pygame.display.update(rects)

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
            "sound": lambda _: self._toggle_sound(),
            "animations": lambda _: self._toggle_animations(),
            "theme": lambda _: self._next_theme(),
            "copy_id": lambda _: self.copy_game_id(),
            "switch": self._switch,
        }

    def _switch(self, name: str) -> None:
        """Hand the window to another game's front (the shell opens it)."""
        self.switch_to = name

    def undo_key(self, key: int, mod: int) -> None:
        """Ctrl+Z undoes; Ctrl+Y or Ctrl+Shift+Z redoes, in both games."""
        if key == pygame.K_z:
            self.activate("redo" if mod & pygame.KMOD_SHIFT else "undo")
        elif key == pygame.K_y:
            self.activate("redo")

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
        else:
            self.activate(self.panel.items[index].action)

    def panel_key(self, key: int) -> None:
        assert self.panel is not None
        if key in _STEPS:
            self.panel.move_highlight(_STEPS[key])
        elif key in _CONFIRM:
            if self.panel.highlighted is not None:
                self.activate(self.panel.items[self.panel.highlighted].action)
        else:
            self.panel_shortcut(key)

    # ----- settings both games keep ------------------------------------------------------------
    @property
    def theme(self) -> Theme:
        return self.themes.get(self.settings.theme, self.themes["classic"])

    def update_settings(self, **changes: Any) -> None:
        """Change and remember settings; Minesweeper and Sudoku read the same ones."""
        self.settings = replace(self.settings, **changes)
        self.progress.save(SETTINGS, self.settings.to_json())

    def choose_theme(self, name: str) -> None:
        """Redraw everything with another theme's tiles and colours, and remember it."""
        self.update_settings(theme=name)
        self.reopen_window()

    def _next_theme(self) -> None:
        names = list(self.themes)
        self.choose_theme(names[(names.index(self.theme.name) + 1) % len(names)])
        self.open_options()

    def _toggle_sound(self) -> None:
        self.sounds.muted = not self.sounds.muted
        self.update_settings(muted=self.sounds.muted)
        self.open_options()

    def _toggle_animations(self) -> None:
        self.update_settings(animations=not self.settings.animations)
        self.open_options()

    def copy_game_id(self) -> None:
        self.panel = None
        game_id = self.current_game_id()
        if game_id is None:
            return
        copied = copy_to_clipboard(game_id)  # a browser answers later: None
        self.notice = {True: f"Copied {game_id}", None: f"Copying {game_id}"}.get(
            copied, f"Game ID: {game_id}")
