"""The opening book of classic Expert: the engine plays its cell in exactly the position it
was computed for, its rebuild command samples that position's layouts exactly, and a
broken book file leaves the engine's own guess."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from bench import opening_book
from bench.opening_book import _chosen, corner_layout, corner_mode, engine_choice
from bench.winrate import outcomes
from game.core.mines import book as opening
from game.core.mines import engine
from game.core.mines.book import load_book
from game.core.mines.engine import analyse
from game.core.mines.player import Player

WIDTH, HEIGHT, MINES = 30, 16, 99
AROUND = {1, 30, 31}  # the corner's neighbours, as flat indices


def corner_view(number: int, also_open: tuple[int, int, str] | None = None) -> str:
    """Classic Expert with only the corner open, showing ``number`` (and one more cell)."""
    rows = [list("#" * WIDTH) for _ in range(HEIGHT)]
    rows[0][0] = str(number)
    if also_open:
        x, y, shown = also_open
        rows[y][x] = shown
    return "\n".join("".join(row) for row in rows)


@pytest.fixture
def book(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A book file of the test's own, with the book switched on."""
    path = tmp_path / "opening.json"
    monkeypatch.setattr(opening, "BOOK_FILE", path)
    monkeypatch.setattr(engine, "BOOK", 1)
    return path


def test_the_book_changes_the_second_click(book: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    book.write_text('{"1": [2, 2], "3": [0, 2]}')
    assert analyse(corner_view(1), MINES).best == (2, 2)
    assert analyse(corner_view(3), MINES).best == (0, 2)
    player = Player(WIDTH, HEIGHT, MINES)
    player.observe(corner_view(1))
    assert player.move() == ([(2, 2)], engine.BOOKED)
    # A number the book lacks, and the book switched off, leave the engine's own guess.
    assert analyse(corner_view(2), MINES).best == (29, 0)
    monkeypatch.setattr(engine, "BOOK", 0)
    assert analyse(corner_view(1), MINES).best == (29, 0)


def test_the_book_is_only_for_its_position(book: Path) -> None:
    book.write_text('{"1": [2, 2]}')
    assert analyse(corner_view(1, (29, 15, "1")), MINES).best != (2, 2)
    assert analyse(corner_view(1), MINES - 1).best != (2, 2)
    taller = corner_view(1) + "\n" + "#" * WIDTH
    assert analyse(taller, MINES).best != (2, 2)


@pytest.mark.parametrize("text", [None, "folder", "", "not json", "[1, 2]", '{"1": "x"}',
                                  '{"one": [2, 2]}', '{"1": [2]}', '{"1": [30, 0]}', "\xff"])
def test_a_missing_or_malformed_book_leaves_the_engines_guess(book: Path,
                                                              text: str | None) -> None:
    if text == "folder":
        book.mkdir()
    elif text is not None:
        book.write_bytes(text.encode("latin-1"))
    assert load_book(book) == {}
    assert analyse(corner_view(1), MINES).best == engine_choice(1) == (29, 0)


def test_the_sampler_draws_the_corner_position_exactly() -> None:
    """n mines among the corner's neighbours, the rest elsewhere, never under the corner."""
    rng = random.Random(5)
    for number in (1, 2, 3):
        for _draw in range(100):
            layout = corner_layout(number, WIDTH, HEIGHT, MINES, 0, rng)
            assert len(set(layout)) == MINES and 0 not in layout
            assert sum(index in AROUND for index in layout) == number


def test_the_sampler_is_uniform_on_each_side() -> None:
    """Chi-square checks (p about 0.001) that each neighbour, and each other cell, is a mine
    equally often: a sampler favouring any cell fails."""
    rng = random.Random(6)
    draws, number = 2000, 1
    near: Counter[int] = Counter()
    far: Counter[int] = Counter()
    for _draw in range(draws):
        layout = corner_layout(number, WIDTH, HEIGHT, MINES, 0, rng)
        near.update(index for index in layout if index in AROUND)
        far.update(index for index in layout if index not in AROUND)
    expected = draws * number / len(AROUND)
    assert sum((near[i] - expected) ** 2 / expected for i in AROUND) < 13.8
    expected = draws * (MINES - number) / 476
    others = [i for i in range(1, WIDTH * HEIGHT) if i not in AROUND]
    assert sorted(far) == others
    assert sum((far[i] - expected) ** 2 / expected for i in others) < 475 + 5 * (2 * 475) ** 0.5


def test_the_second_click_is_played_and_a_mine_there_loses() -> None:
    assert outcomes("corner 3", 0, 3, mode=corner_mode(3), second=(1, 1)) == "000"
    assert outcomes("corner 1", 0, 3, mode=corner_mode(1), second=(1, 1)) != "000"


def test_the_rebuild_writes_a_well_formed_book(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(opening_book, "NUMBERS", (1, 3))
    monkeypatch.setattr(opening_book, "CANDIDATES", ((2, 2), (29, 0), (1, 1)))
    path = tmp_path / "book.json"
    opening_book.main(["2", "--start", "11", "--book", str(path)])
    figures = json.loads(capsys.readouterr().out)
    assert json.loads(path.read_text()) == figures["book"]
    assert load_book(path) == {int(n): tuple(cell) for n, cell in figures["book"].items()}
    for result in figures["results"]:
        rows = result["candidates"]
        assert rows[0]["cell"] == result["engine"] and rows[0]["gain"] == 0
        assert [row["cell"] for row in rows] == [[29, 0], [2, 2], [1, 1]]
        assert all(row["rate"] in (0, 0.5, 1) for row in rows)
    frontier = figures["results"][1]["candidates"][-1]  # under the corner's 3: a mine
    assert frontier["cell"] == [1, 1] and frontier["rate"] == 0


def test_a_cell_enters_the_book_only_beyond_two_standard_errors() -> None:
    own = {"cell": [29, 0], "rate": 0.40, "gain": 0.0, "se": 0.0}
    rows = [own, {"cell": [2, 2], "rate": 0.43, "gain": 0.03, "se": 0.01}]
    assert _chosen(rows) == [2, 2]
    rows[1]["se"] = 0.02
    assert _chosen(rows) is None
    assert _chosen([own, {"cell": [2, 2], "rate": 0.39, "gain": -0.01, "se": 0.001}]) is None


@pytest.mark.parametrize("arguments", [["many"], ["0"], ["5", "--jobs", "x"], ["5", "--jobs"]])
def test_bad_arguments_get_a_message(arguments: list[str]) -> None:
    with pytest.raises(SystemExit, match=r"whole numbers|at least 1|needs a value"):
        opening_book.main(arguments)
