"""Minesweeper's own options: those the command line gives (:class:`MinesOptions`, read
by ``game/text/mines/cli.py``) and the board the player's settings remember
(:data:`MINES_SETTINGS`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core.mines.game_id import PRESETS, MinesParams
from game.core.mines.replays import Video
from game.core.settings import SettingsSection

DEFAULT_PARAMS = MinesParams(*PRESETS["beginner"], no_guess=True)


@dataclass(frozen=True)
class MinesOptions:
    """The board stays ``None`` unless ``--preset`` or ``--size`` chose one, and the
    mode ``None`` unless ``--guess``/``--no-guess`` was given, so the graphical game
    can lay them over the settings it saved (see :meth:`params`)."""

    board: tuple[int, int, int] | None = None  # width, height, mines
    no_guess: bool | None = None
    video: Video | None = None  # a replay file to watch as the window opens

    def params(self, default: MinesParams = DEFAULT_PARAMS) -> MinesParams:
        """The board to play: the command line's choices over ``default``."""
        params = default
        if self.board is not None:
            width, height, mines = self.board
            params = replace(params, width=width, height=height, mines=mines)
        return params if self.no_guess is None else replace(params, no_guess=self.no_guess)


def _read_params(stored: Any) -> MinesParams:
    if not isinstance(stored, str):
        raise ValueError(f"settings: the Minesweeper board should be text, not {stored!r}")
    return MinesParams.parse(stored)


# the board a new game gets; files from before sections kept it at their top level
MINES_SETTINGS = SettingsSection("mines", replace(DEFAULT_PARAMS, question_marks=True),
                                 _read_params, MinesParams.text, older_key="params")
