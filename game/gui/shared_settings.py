"""The settings every game keeps alike (sound, animations, theme, language) and the game
ID copy.

Mixed into :class:`~game.gui.front_base.FrontBase`: Minesweeper and Sudoku read and
write the same saved settings, so a theme chosen in one shows in the other.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.core.settings import Settings
from game.core.storage import SETTINGS, Progress
from game.gui.host import copy_to_clipboard, wanted_languages
from game.gui.sound import Sounds
from game.i18n import LANGUAGES, _, best_language, use_language
from game.ui.menu import Menu
from game.ui.theme import Theme


class SharedSettings:
    """The window supplies its options panel, how it reopens and its game ID."""

    panel: Menu | None
    settings: Settings
    progress: Progress
    sounds: Sounds
    themes: dict[str, Theme]
    notice: str

    def open_options(self) -> None:
        raise NotImplementedError

    def reopen_window(self) -> None:
        """Open the window again, as the current settings (theme, zoom) draw it."""
        raise NotImplementedError

    def current_game_id(self) -> str | None:
        raise NotImplementedError

    @property
    def theme(self) -> Theme:
        """The chosen theme, with colour-blind-safe numbers if the player asked for them."""
        theme = self.themes.get(self.settings.theme, next(iter(self.themes.values())))
        return theme.with_safe_numbers() if self.settings.colour_blind else theme

    def update_settings(self, **changes: Any) -> None:
        """Change and remember settings; Minesweeper and Sudoku read the same ones."""
        self.settings = replace(self.settings, **changes)
        self.progress.save(SETTINGS, self.settings.to_json())

    def choose_theme(self, name: str) -> None:
        """Redraw everything with another theme's tiles and colours, and remember it."""
        self.update_settings(theme=name)
        self.reopen_window()

    def next_theme(self) -> None:
        names = list(self.themes)
        self.choose_theme(names[(names.index(self.theme.name) + 1) % len(names)])
        self.open_options()

    def toggle_sound(self) -> None:
        self.sounds.muted = not self.sounds.muted
        self.update_settings(muted=self.sounds.muted)
        self.open_options()

    def toggle_safe_numbers(self) -> None:
        self.update_settings(colour_blind=not self.settings.colour_blind)
        self.reopen_window()
        self.open_options()

    def next_language(self) -> None:
        """Step to the next language (the system's first), show everything in it, remember it.

        The window reopens: its fonts follow the language (Chinese needs its own)."""
        choices = ["", *LANGUAGES]
        chosen = choices[(choices.index(self.settings.language) + 1) % len(choices)]
        self.update_settings(language=chosen)
        use_language(chosen or best_language(wanted_languages()))
        self.reopen_window()
        self.open_options()

    def toggle_animations(self) -> None:
        self.update_settings(animations=not self.settings.animations)
        self.open_options()

    def copy_game_id(self) -> None:
        self.panel = None
        game_id = self.current_game_id()
        if game_id is None:
            return
        copied = copy_to_clipboard(game_id)  # a browser answers later: None
        notice = {True: _("Copied {game_id}"), None: _("Copying {game_id}")}.get(
            copied, _("Game ID: {game_id}"))
        self.notice = notice.format(game_id=game_id)
