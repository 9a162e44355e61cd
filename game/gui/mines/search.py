"""A board searched for across frames in Minesweeper's window (a no-guess layout, or a huge
board's mines): the first opening waits for it, and the marks placed meanwhile are kept.

The search object of :class:`~game.gui.mines.front.MinesFront`.  The search itself is the
UI layer's (:class:`~game.ui.mines.generation.Generation`), a slice of it each frame, as
there are no threads in the browser.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.mines.game import MINES
from game.core.mines.generate import GenerationError
from game.core.mines.moves import Move
from game.core.session import Session
from game.i18n import _

if TYPE_CHECKING:
    from game.gui.mines.parts import MinesParts


class MinesSearch:
    """The search the front's first opening started (``front.generation``), carried on."""

    def __init__(self, front: MinesParts) -> None:
        self.front = front
        self.window = front.window

    def advance(self, budget: float) -> bool:
        """Search on for ``budget`` seconds, and play the first opening once the board is
        found; True while a search owns the frame (the replay and the solver wait)."""
        generation = self.front.generation
        if generation is None:
            return False
        try:
            found = generation.advance(budget)
        except GenerationError as error:
            self.front.generation = None
            self.window.notice = _("No no-guess board: {reason}").format(reason=error)
            return True
        if found:
            self._finish(generation.result)
        return True

    def _finish(self, layout: list[int]) -> None:
        """Swap in the found layout, keep marks placed meanwhile, and open the first cell."""
        front, generation = self.front, self.front.generation
        assert generation is not None
        first, marks, cursor = generation.first, front.session.moves, front.cursor
        front.start_session(Session(MINES, generation.game_id(layout), clock=self.window.clock))
        front.cursor = cursor
        for mark in marks:
            front.session.play(mark)
        front.play([Move("O", *first)])
