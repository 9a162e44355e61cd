"""What the command line asked for, read by every front.

Apart from :mod:`game.cli` so that the fronts can take options without importing the
command line, which imports them: no import circle.  Standard library and the core only.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.mines.game_id import PRESETS, MinesParams
from game.core.mines.replays import Video
from game.core.sudoku.grid import Difficulty

DEFAULT_PARAMS = MinesParams(*PRESETS["beginner"], no_guess=True)


@dataclass(frozen=True)
class Options:
    """What the command line asked for, for any front.

    The board stays ``None`` unless ``--preset`` or ``--size`` chose one, and the
    mode ``None`` unless ``--guess``/``--no-guess`` was given, so the graphical game
    can lay them over the settings it saved (see :meth:`params`).
    """

    board: tuple[int, int, int] | None = None  # width, height, mines
    no_guess: bool | None = None
    seed: int | None = None
    game_id: str | None = None  # a checked game ID of ``game``, canonical text
    game: str | None = None  # the registry's name of the game asked for; None: the default
    sudoku_difficulty: Difficulty | None = None  # None: as hard as the last puzzle
    text: bool = False
    video: Video | None = None  # a replay file to watch as the window opens

    @property
    def difficulty(self) -> Difficulty:
        """The difficulty of a new Sudoku puzzle when nothing else decides it."""
        return self.sudoku_difficulty or "easy"

    def params(self, default: MinesParams = DEFAULT_PARAMS) -> MinesParams:
        """The Minesweeper board to play: the command line's choices over ``default``."""
        params = default
        if self.board is not None:
            width, height, mines = self.board
            params = replace(params, width=width, height=height, mines=mines)
        return params if self.no_guess is None else replace(params, no_guess=self.no_guess)


NO_OPTIONS = Options()  # nothing asked for: the game played last, as it was saved
