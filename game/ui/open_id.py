"""The open-a-game-ID form: the text typed or pasted, checked as it changes; a pasted
replay link (or its fragment) opens Minesweeper's replay viewer on its game.

Pure (no pygame): :class:`game.gui.dialog.IdDialog` draws it and feeds it keys and
pasted text.  Which game an ID opens, and what is wrong with one, come from the
registry, in the words the command line uses for ``--game``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game import registry
from game.core.session import GameIdError
from game.i18n import _, language


@lru_cache(maxsize=16)
def _read(text: str, code: str) -> tuple[str, str] | str:
    """(game name, canonical ID), or what is wrong in language ``code`` (the one in use: the
    message is cached with it); cached: a frame asks many times."""
    try:
        entry, canonical = registry.read_id(text)
    except GameIdError as error:
        return str(error)
    return entry.name, canonical


@dataclass
class IdForm:
    """The ID as the player is typing or pasting it."""

    text: str = ""

    def type(self, characters: str) -> None:
        """Typed or pasted characters join the end; spaces, line breaks (a chat or mail wraps
        a long ID) and control characters are no part of an ID."""
        longest = max(entry.longest_id for entry in registry.GAMES)
        self.text = (self.text + "".join(c for c in characters if c.isprintable()
                                         and not c.isspace()))[:longest]

    def backspace(self) -> None:
        self.text = self.text[:-1]

    def clear(self) -> None:
        self.text = ""

    def game(self) -> tuple[str, str] | None:
        """The registry name of the game the ID opens and its canonical ID; None if invalid."""
        verdict = _read(self.text, language()) if self.text else ""
        return None if isinstance(verdict, str) else verdict

    def problem(self) -> str | None:
        """Why the text opens no game, in the command line's words; None when it opens one."""
        if not self.text:
            return _("type or paste a game ID")
        verdict = _read(self.text, language())
        return verdict if isinstance(verdict, str) else None

    def wrong(self) -> bool:
        """Whether there is an ID to find fault with: nothing typed is no error yet."""
        return bool(self.text) and self.problem() is not None

    def summary(self) -> str:
        """The live line under the field: what to do, what is wrong, or what Enter opens."""
        if not self.text:
            return _("type or paste a game ID")
        chosen = self.game()
        if chosen is None:
            return _("Not yet: {problem}").format(problem=self.problem())
        if registry.is_replay_link(chosen[1]):
            return _("Enter watches this replay")
        return _(registry.find(chosen[0]).opens)
