"""The rows of the Options panel every game shares: theme, sound, colour-blind-safe
numbers, language, animations and full screen.

A collaborator of :class:`~game.gui.window.Window`, which keeps the settings themselves
(every game reads the same ones, so a theme chosen in one shows in the other); each row's
action changes one, remembers it, and shows the game's Options panel again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.core.settings import Settings
from game.gui.host import fullscreen_state, offer_fullscreen, wanted_languages
from game.gui.sound import Sounds
from game.i18n import LANGUAGES, best_language, use_language
from game.ui.menu import Chrome, Menu
from game.ui.theme import Theme

if TYPE_CHECKING:
    from game.gui.contract import GameFront


class Chooser(Protocol):
    """The window whose shared settings the rows change (:class:`~game.gui.window.Window`)."""

    settings: Settings
    themes: dict[str, Theme]
    sounds: Sounds
    panel: Menu | None

    @property
    def front(self) -> GameFront: ...

    @property
    def theme(self) -> Theme: ...

    def chrome(self) -> Chrome: ...

    def update_settings(self, **changes: Any) -> None: ...


class SharedChoices:
    """The actions of the Options rows every game shares."""

    def __init__(self, window: Chooser) -> None:
        self.window = window
        self._fullscreen_row: tuple[int, int, int, int] | None = None  # told to the page

    def choose_theme(self, name: str) -> None:
        """Redraw everything with another theme's tiles and colours, and remember it."""
        self.window.update_settings(theme=name)
        self.window.front.reopen()

    def action_theme(self, _: str = "") -> None:
        names = list(self.window.themes)
        self.choose_theme(names[(names.index(self.window.theme.name) + 1) % len(names)])
        self.window.front.open_options()

    def action_sound(self, _: str = "") -> None:
        sounds = self.window.sounds
        sounds.muted = not sounds.muted
        self.window.update_settings(muted=sounds.muted)
        self.window.front.open_options()

    def action_safe_numbers(self, _: str = "") -> None:
        self.window.update_settings(colour_blind=not self.window.settings.colour_blind)
        self.window.front.reopen()
        self.window.front.open_options()

    def action_language(self, _: str = "") -> None:
        """Step to the next language (the system's first), show everything in it, remember it.

        The window reopens: its fonts follow the language (Chinese needs its own)."""
        choices = ["", *LANGUAGES]
        chosen = choices[(choices.index(self.window.settings.language) + 1) % len(choices)]
        self.window.update_settings(language=chosen)
        use_language(chosen or best_language(wanted_languages()))
        self.window.front.reopen()
        self.window.front.open_options()

    def action_animations(self, _: str = "") -> None:
        self.window.update_settings(animations=not self.window.settings.animations)
        self.window.front.open_options()

    def action_fullscreen(self, _: str = "") -> None:
        """The page already asked for (or left) full screen in the tap's own handler, the
        only place a browser allows it; the switch follows once the page has changed."""

    def follow_fullscreen(self) -> None:
        """Once a frame: tell the page where the Full screen row is, and show the Options
        panel again when full screen came or went."""
        window = self.window
        panel = window.panel
        index = None if panel is None else next(
            (i for i in panel.visible(window.chrome()) if panel.items[i].action == "fullscreen"),
            None)
        row = None if panel is None or index is None else panel.item_rect(window.chrome(), index)
        if row != self._fullscreen_row:
            offer_fullscreen(row)
            self._fullscreen_row = row
        if panel is not None and index is not None \
                and panel.items[index].checked != fullscreen_state():
            top = panel.top
            window.front.open_options()
            if window.panel is not None:
                window.panel.scroll(top, window.chrome())
