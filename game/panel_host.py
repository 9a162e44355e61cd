"""What both game fronts do while a panel is open: a click picks an item (or closes
the panel when it misses), arrow keys walk the items, Enter or Space activates."""

from __future__ import annotations

import pygame

from game.menu import Menu, Window

_STEPS = {pygame.K_UP: -1, pygame.K_DOWN: 1}
_CONFIRM = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class PanelHost:
    """Mixed into a front, which supplies the panel, its layout and what actions do."""

    panel: Menu | None

    def panel_window(self) -> Window:
        """The window the panel is centred in."""
        raise NotImplementedError

    def activate(self, action: str) -> None:
        raise NotImplementedError

    def open_menu(self) -> None:
        raise NotImplementedError

    def panel_shortcut(self, key: int) -> None:
        """A key the panel itself does not use: the front's own shortcuts."""
        raise NotImplementedError

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
