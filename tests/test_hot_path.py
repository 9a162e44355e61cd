"""The hot path does only its work (issue 37, point 6): a press or move that changes nothing
writes nothing, and the game ID is worked out when something asks for it, once a board."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pygame
import pytest
from front_helpers import LEFT, RIGHT, MinesWindow, click, mines_window, press, sudoku_window

from game.core.mines.board import Board
from game.core.mines.game import MINES, MinesOptions
from game.core.mines.game_id import MinesId, MinesParams
from game.core.settings import Settings
from game.core.storage import PREFIX, SETTINGS, Expected, MemoryStore, Progress
from game.options import Options

# 4x1, one mine in the last cell: opening the first cell opens three and wins.
CORNER = MinesId(MinesParams(4, 1, 1), layout=frozenset({3})).text()


@dataclass
class CountingStore(MemoryStore):
    """Progress kept in memory that lists the key of every write."""

    writes: list[str] = field(default_factory=list)

    def write(self, key: str, text: str, expected: Expected | None = None) -> None:
        self.writes.append(key.removeprefix(PREFIX))
        super().write(key, text, expected)


def counted_store(*, animations: bool) -> CountingStore:
    settings = Settings(animations=animations, theme="classic")
    return CountingStore({PREFIX + SETTINGS: settings.to_json()})


@pytest.fixture
def screen() -> Iterator[None]:
    pygame.init()
    yield
    pygame.quit()


def mouse(app: MinesWindow, kind: int, cell: tuple[int, int], button: int = LEFT) -> None:
    """One button going down or up over a cell, then a frame."""
    pos = app.front.layout.cell_centre(cell)
    pygame.event.post(pygame.event.Event(kind, button=button, pos=pos))
    app.frame()


@pytest.mark.usefixtures("screen")
def test_a_press_that_changes_nothing_writes_nothing() -> None:
    store = counted_store(animations=False)
    app = mines_window(Options(seed=7, own=MinesOptions(no_guess=False)),
                       clock=lambda: 0.0, progress=Progress(store))
    app.frame()
    store.writes.clear()
    mouse(app, pygame.MOUSEBUTTONDOWN, (0, 0))
    assert store.writes == []  # the press only pushes the cell in
    mouse(app, pygame.MOUSEBUTTONUP, (0, 0))
    assert store.writes == ["game"]  # the release opens it: saved at once
    store.writes.clear()
    board = app.front.board
    opened = next((x, y) for y in range(board.height) for x in range(board.width)
                  if board.view(x, y) not in "#?F")
    click(app, opened)  # opens nothing more (or chords a number with no flags around)
    click(app, opened, RIGHT)  # an open cell takes no flag
    press(app, pygame.K_z, pygame.KMOD_CTRL)  # the first opening stays: no undo
    assert store.writes == []
    click(app, next((x, y) for y in range(board.height) for x in range(board.width)
                    if board.view(x, y) == "#"), RIGHT)
    assert store.writes == ["game"]  # a flag is a change


@pytest.mark.usefixtures("screen")
def test_a_sudoku_digit_on_a_given_cell_writes_nothing() -> None:
    store = counted_store(animations=False)
    app = sudoku_window(Options(game="sudoku", game_id="easy:s1"), clock=lambda: 0.0,
                        progress=Progress(store))
    for _ in range(3):  # the first frame says the puzzle is coming
        app.frame()
    game = app.front.game
    assert game is not None
    given = next((x, y) for y in range(9) for x in range(9) if game.is_given(x, y))
    app.front.selected = given
    store.writes.clear()
    press(app, pygame.K_5, text="5")
    press(app, pygame.K_z, pygame.KMOD_CTRL)  # nothing to undo
    assert store.writes == []


class IdCount:
    """How many times a Minesweeper game ID's text is worked out."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        text = MinesId.text

        def counted(game_id: MinesId) -> str:
            self.count += 1
            return text(game_id)

        monkeypatch.setattr(MinesId, "text", counted)


@pytest.mark.usefixtures("screen")
def test_moves_work_out_no_game_id_until_a_burst_asks_for_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With animations on, a move's ripple needs no game ID; the win's confetti, scattered
    by it, asks once."""
    app = mines_window(Options(game_id=MinesId(MinesParams(9, 9, 1), layout=frozenset(
        {80})).text()), clock=lambda: 0.0, progress=Progress(counted_store(animations=True)))
    app.frame()
    counted = IdCount(monkeypatch)
    for _ in range(3):  # the mine's cell flagged, and so on: each a move
        click(app, (8, 8), RIGHT)
    assert len(app.front.session.events) > 3 and counted.count == 0
    click(app, (0, 0))  # opens all but the mine: a win
    assert app.front.board.status == "won" and app.front.animation.burst is not None
    assert counted.count == 1


def test_a_boards_game_id_is_worked_out_once(monkeypatch: pytest.MonkeyPatch) -> None:
    game = MINES.start(MinesId(MinesParams(9, 9, 10), seed=5).text())
    game.play("O4,4")
    counted = IdCount(monkeypatch)
    first = game.game_id()
    game.play("F0,0")
    assert game.game_id() == first and game.copy().game_id() == first
    assert counted.count == 1
    assert MINES.start(first).board.to_text() == _unflagged(game.board)


def test_a_given_layouts_id_names_the_first_opening_once_it_is_made() -> None:
    """A given layout is laid before any opening, so the ID is asked for before there is a
    start to name: the one worked out then must not outlive the first opening."""
    game = MINES.start(CORNER)
    assert game.board.started and game.game_id() == CORNER
    game.play("O0,0")
    assert game.game_id() == MinesId(MinesParams(4, 1, 1), layout=frozenset({3}),
                                     start=(0, 0)).text() != CORNER


def _unflagged(board: Board) -> str:
    """The board as a fresh start from its ID shows it: the flag placed later is not in it."""
    return board.to_text().replace("F", "#")
