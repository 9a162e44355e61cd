"""The hint of a game in progress, from one solver that follows the game's moves.

:func:`game.core.mines.engine.advise` reads the whole view at every call, so a
hint per move over a big board costs the board's size at every move: quadratic.
An :class:`Advisor` keeps one :class:`Deducer` per game and feeds it only the
cells each new move changed (the session records them), so the rules revisit
only what changed.  Undo, a load or a new game shows another board: the
advisor then starts again from that board's view, once.  With no safe cell
left to point at, the guess is the engine's from the view (guesses are few).
Imports only the standard library.
"""

from __future__ import annotations

import heapq
import sys
from collections.abc import Iterable

from game.core.mines.board import Board, Cell
from game.core.mines.engine import Analysis, advise, as_hint, opening
from game.core.mines.game import MinesGame
from game.core.mines.solver import SAFE, Deducer, Hint
from game.core.mines.starts import NONE
from game.core.session import Session

_NUMBERS = ".12345678"


class Advisor:
    """The hint for whatever board a session shows, kept up to date move by move."""

    def __init__(self) -> None:
        self._board: Board | None = None
        self._moves = 0  # the session's moves the deducer has taken in
        self.deducer = Deducer(1, 1, 0)
        self._rank: dict[int, int] = {}  # learned order; opened cells rank last
        self._told = 0  # learned cells already ranked
        self._safe: list[tuple[int, int, int, frozenset[int]]] = []  # (size, rank, cell, proof)

    def advise(self, session: Session[MinesGame]) -> tuple[Hint, Analysis | None]:
        """The hint :func:`advise` gives for the session's view, without re-reading it when
        only new moves were played: the same guess, and a safe cell from the same proved
        ones (its proof, found over the game, may name other numbers); raises
        ``SolverError`` like it.  Before the first click: the best start under the game's
        rule (it opens an area), a safe cell; on a board whose layout was given (a shared
        ID), the best start where any cell may be a mine."""
        board = session.position.board
        if not board.started:
            start = opening(board.width, board.height, board.mines)
            return as_hint(start), start
        if not board.shown().strip(b"#F?"):
            start = opening(board.width, board.height, board.mines, NONE)
            return as_hint(start), start
        if board is not self._board:
            self._restart(board)
            self._moves = len(session.moves)
        for changed in session.changes_since(self._moves):
            self._open(board, changed)
            self._moves += 1
        deducer = self.deducer
        deducer.solve()
        self._rank_learned()
        found = self._shortest()
        if found is None:  # nothing proved safe: the engine's guess, from the view
            return advise(board.to_text(), board.mines)
        return found, None

    def _restart(self, board: Board) -> None:
        self._board = board
        self.deducer = Deducer(board.width, board.height, board.mines)
        self._rank, self._told, self._safe = {}, 0, []
        self._open(board, [(x, y) for y in range(board.height) for x in range(board.width)])

    def _open(self, board: Board, cells: Iterable[Cell]) -> None:
        """Feed the cells among ``cells`` that show a number and are new to the deducer."""
        deducer, width = self.deducer, board.width
        for x, y in cells:
            shown = board.view(x, y)
            index = y * width + x
            if shown in _NUMBERS and self._rank.get(index) != sys.maxsize:
                deducer.observe(index, _NUMBERS.index(shown))
                self._rank[index] = sys.maxsize  # known by sight: no proof relies on it

    def _rank_learned(self) -> None:
        """Rank the newly learned cells and queue the safe ones by the size of their proof."""
        deducer, rank = self.deducer, self._rank
        for index in deducer.learned[self._told:]:
            rank.setdefault(index, len(rank))
        for index in deducer.learned[self._told:]:
            if deducer.known[index] == SAFE and rank[index] != sys.maxsize:
                proof = frozenset(deducer.proof(index, rank))
                heapq.heappush(self._safe, (len(proof), rank[index], index, proof))
        self._told = len(deducer.learned)

    def _shortest(self) -> Hint | None:
        """An unopened safe cell with the shortest proof, the first learned of a tie.

        A queued proof size was measured when the cell was learned; cells opened since
        only cut proofs short, so the queue holds upper bounds: the cell on top is
        measured again until it stays on top."""
        safe, rank, deducer = self._safe, self._rank, self.deducer
        while safe:
            size, order, index, _ = heapq.heappop(safe)
            if rank[index] == sys.maxsize:
                continue
            proof = frozenset(deducer.proof(index, rank))
            heapq.heappush(safe, (len(proof), order, index, proof))
            if len(proof) == size or safe[0][2] == index:
                return Hint(deducer.cell(index), True, 0.0,
                            frozenset(deducer.cell(number) for number in proof))
        return None
