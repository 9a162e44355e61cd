"""Copying, sharing and pasting, natively at once and in a browser by the page's answer.

A collaborator of :class:`~game.gui.window.Window`.  A browser answers a copy or a share
frames later, and a paste arrives through the page rather than as a key, so both are
looked for once a frame; the footer says "copied" only once it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.gui.host import copy_outcome, copy_to_clipboard, take_pasted
from game.i18n import _
from game.ui.menu import Menu
from game.ui.panels import EndCard, copied_line

if TYPE_CHECKING:
    from game.gui.contract import GameFront
    from game.gui.dialog import AnyDialog


class Copier(Protocol):
    """The window that copies and pastes (:class:`~game.gui.window.Window`)."""

    panel: Menu | None
    dialog: AnyDialog | None
    notice: str

    @property
    def front(self) -> GameFront: ...

    def action_open_id(self, paste: str = "") -> None: ...


class Clipboard:
    """What the window copies, shares and is given to paste; the footer says how it went."""

    def __init__(self, window: Copier) -> None:
        self.window = window
        self._copying: tuple[str, str] | None = None  # a browser's copy: what to say after

    def action_copy_id(self, argument: str = "") -> None:
        self.window.panel = None
        game_id = self.window.front.current_game_id()
        if game_id is not None:
            self.copy(game_id, _("Copied {game_id}").format(game_id=game_id),
                      _("Game ID: {game_id}").format(game_id=game_id))

    def action_share_result(self, _: str) -> None:
        """The end card's Share: its line to a phone's share sheet, else the clipboard."""
        if isinstance(self.window.panel, EndCard):
            line = self.window.panel.share
            self.copy(line, copied_line(line), line, share=True)

    def copy(self, text: str, copied: str, plain: str, *, share: bool = False) -> None:
        """Copy (or ``share``) text, and say ``copied`` only once it was: ``plain`` (the
        text for the player to read) while a browser has not answered, or if it refused."""
        done = copy_to_clipboard(text, share=share)
        self._copying = (copied, plain) if done is None else None
        self.window.notice = copied if done else plain

    def take_copy_outcome(self) -> None:
        """A browser's answer to the last copy, once known: "copied" only if it was."""
        if self._copying is not None and (done := copy_outcome()) is not None:
            copied, plain = self._copying
            if self.window.notice == plain:  # nothing newer took the footer meanwhile
                self.window.notice = copied if done else plain
            self._copying = None

    def take_pasted(self) -> None:
        """A browser's paste arrives through the page, not as a key: into the dialog open,
        else into a new open-a-game-ID dialog, as Ctrl+V does natively."""
        pasted = take_pasted()
        if not pasted:
            return
        if self.window.dialog is None:
            self.window.action_open_id()
        assert self.window.dialog is not None
        self.window.dialog.paste(pasted)
