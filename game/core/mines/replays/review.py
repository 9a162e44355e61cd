"""A post-game review: every click of a replay judged by the solver (the terminal words it
in :mod:`game.text.mines.review_lines`, the window in :mod:`game.ui.mines.panels`).

Each click is one of: ``first`` (the opening click, which no view could inform), a
``deduction`` (every cell it opened, or the mine it flagged, was proved by the
numbers named), a ``forced guess`` (no cell was provably safe; the odds are the
chance the click hit a mine), an ``avoidable guess`` (a provably safe cell existed:
one is named), or ``wasted`` (it changed nothing, or it placed or lifted a flag the
numbers did not prove).  The solver is :mod:`game.core.mines.solver`'s, not a second
one.  Standard library only.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.mines.board import Board, Cell
from game.core.mines.moves import Move
from game.core.mines.replays.model import ReplayError, Video
from game.core.mines.replays.mouse import play_back
from game.core.mines.solver import MINE, SAFE, Deducer, SolverError, probabilities
from game.core.mines.stats import Performance

GUESSES = ("forced guess", "avoidable guess")


@dataclass(frozen=True)
class Verdict:
    """What one click was worth, as the board stood just before it."""

    at_ms: int
    move: Move
    kind: str
    proof: frozenset[Cell] = frozenset()  # the numbers proving a deduction
    odds: float = 0.0  # a guess's chance of hitting a mine
    safe_cell: Cell | None = None  # an avoidable guess: a cell that was provably safe
    lost: bool = False  # this click lost the game


@dataclass(frozen=True)
class Review:
    verdicts: tuple[Verdict, ...]
    numbers: Performance

    def count(self, *kinds: str) -> int:
        return sum(verdict.kind in kinds for verdict in self.verdicts)

    @property
    def losing(self) -> Verdict | None:
        return next((verdict for verdict in self.verdicts if verdict.lost), None)


def review(video: Video, numbers: Performance) -> Review:
    """Judge every click of the replay (``numbers`` are its ``performance``)."""
    board = video.new_board()
    verdicts = []
    for timed in play_back(video).moves:
        verdict = judge(board, timed.move, timed.at_ms)
        verdicts.append(verdict)
        if verdict.lost:
            break
    return Review(tuple(verdicts), numbers)


def judge(board: Board, move: Move, at_ms: int) -> Verdict:
    """The verdict on ``move`` as ``board`` stands, then play it on the board."""
    if board.status == "ready":
        move.apply(board)
        return Verdict(at_ms, move, "first", lost=_lost(board))
    view, targets = board.to_text(), _targets(board, move)
    changed = move.apply(board)
    lost = _lost(board)
    if not changed or (move.kind == "F" and not targets):
        return Verdict(at_ms, move, "wasted", lost=lost)
    try:
        deducer = Deducer.from_view(view, board.mines)
        deducer.solve()
    except SolverError as error:
        raise ReplayError(f"the solver cannot read the board at {at_ms} ms: {error}") from error
    return _verdict(deducer, view, board.mines, move, at_ms, targets, lost)


def _targets(board: Board, move: Move) -> set[Cell]:
    """The covered cells the click acts on (a flag only on a covered, unflagged cell)."""
    if move.kind == "C":
        return {cell for cell in board.neighbours(move.x, move.y) if board.view(*cell) in "#?"}
    covered = "#?" if move.kind == "O" else "#"
    return {(move.x, move.y)} if board.view(move.x, move.y) in covered else set()


def _verdict(deducer: Deducer, view: str, mines: int, move: Move, at_ms: int,
             targets: set[Cell], lost: bool) -> Verdict:
    width, wanted = deducer.width, MINE if move.kind == "F" else SAFE
    indices = [y * width + x for x, y in targets]
    if all(deducer.known[index] == wanted for index in indices):
        rank = {cell: order for order, cell in enumerate(deducer.learned)}
        proof = set().union(*(deducer.proof(index, rank) for index in indices))
        return Verdict(at_ms, move, "deduction", frozenset(map(deducer.cell, proof)), lost=lost)
    if move.kind == "F":
        return Verdict(at_ms, move, "wasted", lost=lost)
    odds = probabilities(view, mines)
    risk = max(odds.get(cell, 0.0) for cell in targets)
    safe = [index for index in deducer.learned if deducer.known[index] == SAFE]
    if not safe:
        return Verdict(at_ms, move, "forced guess", odds=risk, lost=lost)
    return Verdict(at_ms, move, "avoidable guess", odds=risk, safe_cell=deducer.cell(safe[0]),
                   lost=lost)


def _lost(board: Board) -> bool:
    return board.status == "lost"
