"""The dialogs any window opens over its game, and what their answers do.

Mixed into :class:`~game.gui.front_base.FrontBase`.  A dialog takes every key while it is
open; the open-a-game-ID dialog's answer opens the ID here when it is this game's, else
hands the window to the game it names (the shell opens it with the ID).  A browser's
clipboard arrives through the page, a frame later, by :meth:`FrontDialogs.take_pasted`.
"""

from __future__ import annotations

from typing import ClassVar

from game.core.session import GameIdError
from game.gui.dialog import AnyDialog, IdDialog
from game.gui.host import read_clipboard, take_pasted
from game.gui.shared_settings import SharedSettings
from game.i18n import _
from game.ui.input import KeyPress
from game.ui.menu import Chrome


class FrontDialogs(SharedSettings):
    """The window supplies its name, the window a dialog centres in, and loading an ID."""

    game_name: ClassVar[str]  # the game's name in the registry
    switch_to: str | None
    switch_id: str | None = None  # a game ID for the game ``switch_to`` names to open
    dialog: AnyDialog | None = None

    def panel_window(self) -> Chrome:
        """The window the panel (or dialog) is centred in."""
        raise NotImplementedError

    def load_game(self, game_id: str) -> None:
        """Open this game's ID (canonical); a bad one raises ``GameIdError``."""
        raise NotImplementedError

    def modal_key(self, press: KeyPress) -> bool:
        """A key for a state that takes the keyboard (a dialog, a replay): True if used."""
        if self.dialog is None:
            return False
        self.dialog_done(self.dialog.key(press))
        return True

    def dialog_done(self, answer: str | None) -> None:
        """A dialog's answer: None keeps it open, "open" opens its game ID, any other
        closes it."""
        dialog = self.dialog
        if answer is None or dialog is None:
            return
        self.dialog = None
        chosen = dialog.form.game() if isinstance(dialog, IdDialog) else None
        if answer == "open" and chosen is not None:
            self.open_game(*chosen)

    def open_id_dialog(self, paste: str = "") -> None:
        """The open-a-game-ID dialog; Ctrl+V outside it opens it with the clipboard pasted."""
        self.panel = None
        self.dialog = IdDialog(self.panel_window())
        if paste:
            self.dialog.paste(read_clipboard() or "")

    def open_game(self, name: str, game_id: str) -> None:
        """Open a checked game ID: in this window if it is this game's, else in its own."""
        if name != self.game_name:
            self.switch_to, self.switch_id = name, game_id
            return
        try:
            self.load_game(game_id)
        except GameIdError as error:  # checked already; a game may still refuse it
            self.notice = _("Bad game ID: {reason}").format(reason=error)

    def take_pasted(self) -> None:
        """A browser's paste arrives through the page, not as a key: into the dialog open,
        else into a new open-a-game-ID dialog, as Ctrl+V does natively."""
        pasted = take_pasted()
        if not pasted:
            return
        if self.dialog is None:
            self.open_id_dialog()
        assert self.dialog is not None
        self.dialog.paste(pasted)
