"""The player's name as typed in Options, checked as it changes by the settings' own rule
(:func:`game.core.settings.check_player_name`); exported replays carry it.

Pure (no pygame): :class:`game.gui.dialog.NameDialog` draws it and feeds it keys and
pasted text.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.settings import MAX_PLAYER_NAME, check_player_name
from game.i18n import _

LONGEST_TYPED = 2 * MAX_PLAYER_NAME  # past the limit, so a name too long shows why it is refused


@dataclass
class NameForm:
    """The name as the player is typing it, starting from the one kept."""

    text: str = ""

    def type(self, characters: str) -> None:
        """Typed or pasted characters join the end; line breaks and other control
        characters are no part of a name."""
        self.text = (self.text + "".join(c for c in characters if c.isprintable())
                     )[:LONGEST_TYPED]

    def backspace(self) -> None:
        self.text = self.text[:-1]

    def clear(self) -> None:
        self.text = ""

    def name(self) -> str | None:
        """The name as the settings keep it (trimmed), or None if they refuse it."""
        try:
            return check_player_name(self.text)
        except ValueError:
            return None

    def problem(self) -> str | None:
        """Why the name cannot be kept; None when it can (no name at all can)."""
        if self.name() is None:
            return _("A name has at most {count} characters").format(count=MAX_PLAYER_NAME)
        return None

    def wrong(self) -> bool:
        return self.problem() is not None

    def summary(self) -> str:
        """The line under the field: what is wrong, or what Enter keeps."""
        problem = self.problem()
        if problem is not None:
            return problem
        if not self.name():
            return _("Enter keeps no name: exported replays name no player")
        return _("Enter keeps this name for exported replays")
