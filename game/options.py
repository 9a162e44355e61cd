"""What the command line asked for, read by every front.

Apart from :mod:`game.cli` so that the fronts can take options without importing the
command line, which imports them: no import circle.  It names no game: what only one
game takes (a board, a difficulty) is that game's own options object, in :attr:`own`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

Own = TypeVar("Own")


@dataclass(frozen=True)
class Options:
    """What the command line asked for, for any front."""

    seed: int | None = None
    game_id: str | None = None  # a checked game ID of ``game``, canonical text
    game: str | None = None  # the registry's name of the game asked for; None: the default
    text: bool = False
    # the game's own options as its command-line declaration read them (see
    # game.contract), or what one of its commands hands it (``replay watch``: the
    # replay); None when none of them was given
    own: object = None

    def own_as(self, kind: type[Own]) -> Own:
        """The game's own options, or ``kind()`` (nothing asked) when they are not a
        ``kind``: another game's, or none."""
        return self.own if isinstance(self.own, kind) else kind()


NO_OPTIONS = Options()  # nothing asked for: the game played last, as it was saved
