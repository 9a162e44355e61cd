"""The Minesweeper rules of ``game/core/mines/board.py`` and ``moves.py`` as properties.

Each rule of issue 2 ("The core: game/core/mines/board.py") has a test here.  The
references (flood fill, 3BV, neighbours) are deliberately plain so that they are
easy to trust; the board itself is free to be clever and fast.
"""

from __future__ import annotations

import random
import re
from collections import deque
from dataclasses import dataclass

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from game.core.mines.board import MAX_SIDE, Board, BoardError, check_size
from game.core.mines.moves import Move, MoveError

Cell = tuple[int, int]
# Hypothesis deadlines would be timed tests: a busy 2-core box is no failure, and
# speed is measured by the benchmark command only.
NO_DEADLINE = settings(deadline=None)
REVEALED = ".12345678"
HIDDEN = "#?"


# ----- plain references -----------------------------------------------------------------
def around(cell: Cell, width: int, height: int) -> list[Cell]:
    """The up to eight cells touching ``cell``."""
    x, y = cell
    return [(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)
            if (dx, dy) != (0, 0) and 0 <= x + dx < width and 0 <= y + dy < height]


def grid_of(text: str) -> list[list[str]]:
    return [list(row) for row in text.split("\n")]


def text_of(grid: list[list[str]]) -> str:
    return "\n".join("".join(row) for row in grid)


def mines_of(layout: str) -> set[Cell]:
    return {(x, y) for y, row in enumerate(layout.split("\n"))
            for x, char in enumerate(row) if char == "*"}


def reference_fill(view: str, mines: set[Cell], starts: list[Cell]) -> str:
    """The view after opening the safe cells ``starts``: a plain breadth-first fill.

    A covered or question-marked cell opens; a zero spreads to all its neighbours;
    flags and revealed cells stop it.
    """
    grid = grid_of(view)
    height, width = len(grid), len(grid[0])
    queue = deque(starts)
    while queue:
        x, y = queue.popleft()
        if grid[y][x] not in HIDDEN:
            continue
        number = sum(cell in mines for cell in around((x, y), width, height))
        grid[y][x] = str(number) if number else "."
        if number == 0:
            queue.extend(around((x, y), width, height))
    return text_of(grid)


def reference_open(view: str, mines: set[Cell], starts: list[Cell]) -> str:
    """The fill, then the win: with no safe cell left hidden every mine shows a flag."""
    grid = grid_of(reference_fill(view, mines, starts))
    cells = [(x, y) for y in range(len(grid)) for x in range(len(grid[0]))]
    if all(grid[y][x] in REVEALED for x, y in cells if (x, y) not in mines):
        for x, y in mines:
            grid[y][x] = "F"
    return text_of(grid)


def reference_loss(view: str, mines: set[Cell], exploded: Cell) -> str:
    """The view after a loss: ``!`` the exploded mine, ``*`` the other unflagged mines,
    ``X`` the flags on safe cells; everything else as it was."""
    grid = grid_of(view)
    for y, row in enumerate(grid):
        for x, char in enumerate(row):
            if (x, y) in mines and char != "F":
                row[x] = "*"
            elif (x, y) not in mines and char == "F":
                row[x] = "X"
    grid[exploded[1]][exploded[0]] = "!"
    return text_of(grid)


def reference_three_bv(layout: str) -> int:
    """Openings (8-connected areas of zeros) plus numbers that touch no zero."""
    mines = mines_of(layout)
    rows = layout.split("\n")
    width, height = len(rows[0]), len(rows)
    safe = {(x, y) for y in range(height) for x in range(width)} - mines
    zeros = {c for c in safe if not any(n in mines for n in around(c, width, height))}
    openings, seen = 0, set()
    for start in zeros:
        if start in seen:
            continue
        openings += 1
        seen.add(start)
        queue = deque([start])
        while queue:
            for n in around(queue.popleft(), width, height):
                if n in zeros and n not in seen:
                    seen.add(n)
                    queue.append(n)
    lonely = [c for c in safe - zeros if not any(n in zeros for n in around(c, width, height))]
    return openings + len(lonely)


def changed_cells(before: str, after: str) -> set[Cell]:
    rows = zip(before.split("\n"), after.split("\n"), strict=True)
    return {(x, y) for y, (old, new) in enumerate(rows)
            for x, (a, b) in enumerate(zip(old, new, strict=True)) if a != b}


# ----- boards and moves -----------------------------------------------------------------
@dataclass(frozen=True)
class Spec:
    """How to build a board; hypothesis prints it when a property fails."""

    width: int
    height: int
    mines: int
    seed: int
    question_marks: bool
    layout: str | None  # from_text layout, or None for Board.new

    def build(self) -> Board:
        if self.layout is not None:
            return Board.from_text(self.layout, question_marks=self.question_marks)
        return Board.new(self.width, self.height, self.mines, seed=self.seed,
                         question_marks=self.question_marks)


@st.composite
def layouts(draw: st.DrawFn, max_side: int = 9) -> str:
    """A from_text layout with at least one safe cell and a random mine density."""
    width, height = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    tenths = draw(st.integers(0, 6))  # mines per ten cells, roughly
    dice = draw(st.lists(st.integers(0, 9), min_size=width * height, max_size=width * height))
    is_mine = [die < tenths for die in dice]
    if all(is_mine):
        is_mine[draw(st.integers(0, len(is_mine) - 1))] = False
    return "\n".join("".join("*" if is_mine[y * width + x] else "." for x in range(width))
                     for y in range(height))


@st.composite
def new_specs(draw: st.DrawFn, max_side: int = 10) -> Spec:
    width, height = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    cells = width * height
    mines = draw(st.one_of(st.integers(0, cells // 5), st.integers(0, cells - 1)))
    return Spec(width, height, mines, draw(st.integers(0, 2**48)), draw(st.booleans()), None)


@st.composite
def text_specs(draw: st.DrawFn) -> Spec:
    layout = draw(layouts())
    rows = layout.split("\n")
    return Spec(len(rows[0]), len(rows), layout.count("*"), 0, draw(st.booleans()), layout)


def specs() -> st.SearchStrategy[Spec]:
    return st.one_of(text_specs(), new_specs())


def all_cells(board: Board) -> list[Cell]:
    return [(x, y) for y in range(board.height) for x in range(board.width)]


def cells_showing(board: Board, chars: str) -> list[Cell]:
    return [cell for cell in all_cells(board) if board.view(*cell) in chars]


def board_mines(board: Board) -> set[Cell]:
    return mines_of(board.layout_text()) if board.started else set()


def flag_count(board: Board) -> int:
    text = board.to_text()
    return text.count("F") + text.count("X")


def scatter_marks(board: Board, data: st.DataObject) -> None:
    """Cycle the mark of a few cells once or twice: flags and question marks."""
    marked = data.draw(st.lists(st.sampled_from(all_cells(board)), max_size=6), label="marked")
    for cell in marked:
        for _ in range(data.draw(st.integers(1, 2), label="cycles")):
            board.cycle_mark(*cell)


def open_safe_cell(board: Board, data: st.DataObject) -> None:
    """Open a hidden safe cell (any unflagged one before the first opening), if any."""
    mines = board_mines(board)
    candidates = [c for c in cells_showing(board, HIDDEN) if c not in mines]
    if not board.finished and candidates:
        board.reveal(*data.draw(st.sampled_from(candidates), label="open"))


def advance(board: Board, data: st.DataObject, max_steps: int = 4) -> None:
    """Bring a board to a random mid-game position without losing it."""
    for _ in range(data.draw(st.integers(0, max_steps), label="steps")):
        scatter_marks(board, data)
        open_safe_cell(board, data)


def any_move(board: Board) -> st.SearchStrategy[Move]:
    """Moves anywhere on the board and one cell beyond each edge."""
    return st.builds(Move, st.sampled_from(["O", "F", "C"]),
                     st.integers(-1, board.width), st.integers(-1, board.height))


# ----- first opening and seeds ----------------------------------------------------------
@given(new_specs(), st.data())
@settings(NO_DEADLINE, max_examples=200)
def test_first_opening_is_never_a_mine_and_opens_its_3x3_when_room_allows(
        spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    scatter_marks(board, data)
    assert board.status == "ready" and not board.started
    # Flags are capped at the mine count, so some cell is always left to open.
    click = data.draw(st.sampled_from(cells_showing(board, HIDDEN)), label="click")
    board.reveal(*click)
    mines = board_mines(board)
    assert len(mines) == spec.mines
    assert click not in mines and board.status in ("playing", "won")
    assert board.view(*click) in REVEALED
    if spec.width * spec.height - 9 >= spec.mines:
        block = around(click, spec.width, spec.height)
        assert not mines & set(block)
        assert all(board.view(*cell) in REVEALED + "F" for cell in block)


@given(new_specs(), st.data())
@NO_DEADLINE
def test_same_seed_and_first_click_give_the_same_layout(spec: Spec, data: st.DataObject) -> None:
    click = data.draw(st.sampled_from(all_cells(spec.build())), label="click")
    first, second = spec.build(), spec.build()
    first.reveal(*click)
    second.reveal(*click)
    assert first.layout_text() == second.layout_text()


def test_different_seeds_give_different_layouts() -> None:
    layouts_seen = set()
    for seed in range(20):
        board = Board.new(9, 9, 10, seed=seed)
        board.reveal(4, 4)
        layouts_seen.add(board.layout_text())
    assert len(layouts_seen) > 15


def test_a_board_without_a_seed_gets_a_fresh_one() -> None:
    assert len({Board.new(9, 9, 10).seed for _ in range(10)}) > 1


# ----- flood fill -----------------------------------------------------------------------
@given(specs(), st.data())
@settings(NO_DEADLINE, max_examples=300)
def test_flood_fill_equals_a_plain_bfs(spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    for _ in range(data.draw(st.integers(1, 4), label="openings")):
        scatter_marks(board, data)
        mines = board_mines(board)
        candidates = [c for c in cells_showing(board, HIDDEN) if c not in mines]
        if board.finished or not candidates:
            return
        click = data.draw(st.sampled_from(candidates), label="click")
        before = board.to_text()
        changed = board.reveal(*click)
        expected = reference_open(before, board_mines(board), [click])
        assert board.to_text() == expected, f"opening {click} of\n{before}"
        assert set(changed) == changed_cells(before, expected)
        if any(before.split("\n")[y][x] == "?" for x, y in changed if (x, y) != click):
            event("the fill opened a question mark")
        if any(board.view(*n) == "F" for n in changed_cells(before, expected)
               for n in around(n, board.width, board.height)):
            event("the fill met a flag")


@st.composite
def wide_specs(draw: st.DrawFn) -> Spec:
    """Preset-sized and wide boards, beyond what ``layouts()`` draws cell by cell."""
    width, height, mines = draw(st.sampled_from(
        [(9, 9, 10), (16, 16, 40), (30, 16, 99), (70, 3, 40), (1, 50, 10), (120, 5, 100)]))
    if draw(st.booleans()):
        return Spec(width, height, mines, draw(st.integers(0, 2**48)), True, None)
    rng = random.Random(draw(st.integers(0, 2**32)))
    chosen = set(rng.sample(range(width * height), mines))
    layout = "\n".join("".join("*" if y * width + x in chosen else "." for x in range(width))
                       for y in range(height))
    return Spec(width, height, mines, 0, True, layout)


@given(wide_specs())
@settings(NO_DEADLINE, max_examples=30)
def test_every_number_counts_the_mines_around_it(spec: Spec) -> None:
    board = spec.build()
    for cell in all_cells(board):
        if cell not in board_mines(board) and board.view(*cell) in HIDDEN:
            board.reveal(*cell)
    mines = board_mines(board)
    assert board.status == "won" and len(mines) == spec.mines
    for cell in all_cells(board):
        count = sum(n in mines for n in around(cell, board.width, board.height))
        assert board.view(*cell) == ("F" if cell in mines else str(count) if count else ".")


def test_flood_fill_opens_question_marks_and_stops_at_flags() -> None:
    board = Board.from_text("""
        .....
        .....
        .....
        ...**
    """)
    board.cycle_mark(2, 0)  # a flag on a zero inside the area
    board.cycle_mark(0, 2)
    board.cycle_mark(0, 2)  # a question mark on another zero
    board.cycle_mark(2, 3)
    board.cycle_mark(2, 3)  # and one on a number of the border
    board.reveal(0, 0)
    assert board.to_text() == "..F..\n.....\n..122\n..1##"
    assert board.status == "playing" and board.mines_left == 1


@pytest.mark.parametrize(("question_marks", "cycles", "after"), [
    (True, 1, "...F###"),  # a flag cuts the corridor
    (True, 2, ".....1F"),  # a question mark does not (and the game is won)
    (False, 2, ".....1F"),  # nor a flag taken back
])
def test_flood_fill_through_a_corridor_follows_the_current_mark(
        question_marks: bool, cycles: int, after: str) -> None:
    board = Board.from_text("......*", question_marks=question_marks)
    for _ in range(cycles):
        board.cycle_mark(3, 0)
    board.reveal(0, 0)
    assert board.to_text() == after
    assert board.status == ("playing" if "#" in after else "won")


def test_opening_a_1000x1000_board_with_few_mines_reveals_it_all() -> None:
    board = Board.new(MAX_SIDE, MAX_SIDE, 10, seed=1)
    changed = board.reveal(500, 500)
    assert board.status == "won"
    assert len(changed) == MAX_SIDE * MAX_SIDE  # every safe cell opened, every mine flagged
    text = board.to_text()
    assert text.count("F") == 10 and "#" not in text
    mines = board_mines(board)
    for mine in mines:  # the numbers around each mine, counted plainly
        for cell in around(mine, MAX_SIDE, MAX_SIDE):
            if cell not in mines:
                count = sum(n in mines for n in around(cell, MAX_SIDE, MAX_SIDE))
                assert board.view(*cell) == str(count)


# ----- marks, flags and the counter -----------------------------------------------------
@given(specs(), st.data())
@NO_DEADLINE
def test_mark_cycle(spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    advance(board, data)
    covered = cells_showing(board, "#")
    if board.finished or not covered:
        return
    cell = data.draw(st.sampled_from(covered), label="cell")
    at_cap = flag_count(board) == board.mines
    seen = ["#"]
    for _ in range(4):
        changed = board.cycle_mark(*cell)
        seen.append(board.view(*cell))
        assert set(changed) == ({cell} if seen[-1] != seen[-2] else set())
    expected = {
        (True, False): "#F?#F",
        (True, True): "#?#?#",  # no flag left to place: straight to the question mark
        (False, False): "#F#F#",
        (False, True): "#####",
    }[spec.question_marks, at_cap]
    assert "".join(seen) == expected


@given(specs(), st.data())
@NO_DEADLINE
def test_flags_are_capped_at_the_mine_count_and_counted_down(
        spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    advance(board, data)
    if board.finished:
        return
    order = data.draw(st.permutations(cells_showing(board, "#")), label="order")
    for cell in order:
        flags = flag_count(board)
        board.cycle_mark(*cell)
        assert board.view(*cell) == ("F" if flags < board.mines else
                                     "?" if spec.question_marks else "#")
        assert board.mines_left == board.mines - flag_count(board) >= 0


def test_marks_may_be_placed_before_the_first_opening() -> None:
    board = Board.new(9, 9, 10, seed=3)
    board.cycle_mark(0, 0)
    board.cycle_mark(8, 8)
    board.cycle_mark(8, 8)
    assert board.status == "ready" and board.mines_left == 9
    board.reveal(4, 4)
    assert board.view(0, 0) == "F" and board.mines_left == 9
    assert board.view(8, 8) in "?" + REVEALED  # a question mark does not stop the fill


# ----- chord ------------------------------------------------------------------------------
@given(specs(), st.data())
@settings(NO_DEADLINE, max_examples=300)
def test_chord_opens_unflagged_neighbours_only_when_the_flags_match(
        spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    open_safe_cell(board, data)
    advance(board, data, max_steps=6)
    numbers = cells_showing(board, "12345678")
    if board.finished or not numbers:
        return
    # Flag around a number so that matching counts (right and wrong) come up often:
    # its mines exactly (as a player would), all but one of them and a safe cell, or a
    # random choice of neighbours.
    cell = data.draw(st.sampled_from(numbers), label="number")
    neighbours = around(cell, board.width, board.height)
    mines = board_mines(board)
    right_flags = [n for n in neighbours if n in mines]
    one_wrong = right_flags[1:] + [n for n in neighbours if n not in mines][:1]
    some_flags = st.lists(st.sampled_from(neighbours), unique=True)
    choice = st.one_of(st.sampled_from([right_flags, one_wrong]), some_flags)
    for flagged in data.draw(choice, label="flag"):
        if board.view(*flagged) == "#":
            board.cycle_mark(*flagged)
    flags = [n for n in neighbours if board.view(*n) == "F"]
    hidden = [n for n in neighbours if board.view(*n) in HIDDEN]
    before = board.to_text()
    changed = board.chord(*cell)
    after = board.to_text()
    assert set(changed) == changed_cells(before, after)
    if len(flags) != int(board.view(*cell)):
        event("chord refused")
        assert after == before and board.status == "playing"
    elif any(flag not in mines for flag in flags):
        # A wrong flag leaves a mine unflagged: every unflagged neighbour opens, and one
        # of the mines among them explodes.
        event("chord with a wrong flag")
        assert board.status == "lost"
        exploded = [c for c in all_cells(board) if board.view(*c) == "!"]
        assert len(exploded) == 1 and exploded[0] in set(hidden) & mines
        safe_hidden = [n for n in hidden if n not in mines]
        opened = reference_fill(before, mines, safe_hidden)
        assert after == reference_loss(opened, mines, exploded[0])
    else:
        event("chord opened" if hidden else "chord with nothing to open")
        assert after == reference_open(before, mines, hidden)


def test_chord_with_a_wrong_flag_loses() -> None:
    board = Board.from_text("*..\n...\n...")
    board.reveal(1, 1)
    board.cycle_mark(2, 0)  # the mine is at (0, 0), not here
    changed = board.chord(1, 1)
    assert board.status == "lost"
    # Like Windows: all unflagged neighbours open (the zeros spread), the mine explodes.
    assert board.to_text() == "!1X\n11.\n..."
    assert len(changed) == 8


@given(specs(), st.data())
@NO_DEADLINE
def test_chord_on_anything_but_a_number_changes_nothing(spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    advance(board, data)
    cell = data.draw(st.sampled_from(cells_showing(board, "#?F.") or [(0, 0)]), label="cell")
    if board.view(*cell) in "12345678":
        return
    before = board.to_text()
    assert not board.chord(*cell)
    assert board.to_text() == before


# ----- winning and losing ---------------------------------------------------------------
@given(specs(), st.data())
@NO_DEADLINE
def test_opening_every_safe_cell_wins_and_flags_every_mine(spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    scatter_marks(board, data)
    for _ in all_cells(board):  # each round opens a cell, so this is enough
        if board.finished:
            break
        mines = board_mines(board)
        safe_left = [c for c in all_cells(board)
                     if c not in mines and board.view(*c) not in REVEALED]
        assert safe_left, "every safe cell is open but the game goes on"
        cell = data.draw(st.sampled_from(safe_left), label="open")
        if board.view(*cell) == "F":
            board.cycle_mark(*cell)  # a flag turns into a question mark or goes
        board.reveal(*cell)
        assert board.view(*cell) in REVEALED, f"opening {cell} did not open it"
    assert board.status == "won"
    text = board.to_text()
    assert text.count("F") == board.mines and not set(text) & set(HIDDEN)
    assert all(board.view(*mine) == "F" for mine in board_mines(board))
    assert board.mines_left == 0


def test_a_win_needs_no_flags() -> None:
    board = Board.from_text("*..\n...\n..*")
    board.reveal(2, 0)
    assert board.status == "playing"
    board.reveal(0, 2)
    assert board.status == "won" and board.to_text() == "F1.\n121\n.1F"


@given(text_specs(), st.data())
@NO_DEADLINE
def test_opening_a_mine_loses_and_shows_every_mine_and_wrong_flag(
        spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    advance(board, data)
    scatter_marks(board, data)
    mines = board_mines(board)
    targets = [m for m in mines if board.view(*m) in HIDDEN]
    if board.finished or not targets:
        return
    mine = data.draw(st.sampled_from(targets), label="mine")
    before = board.to_text()
    changed = board.reveal(*mine)
    assert board.status == "lost"
    assert board.to_text() == reference_loss(before, mines, mine)
    assert set(changed) == changed_cells(before, board.to_text())


def test_loss_shows_mines_exploded_mine_and_wrong_flags() -> None:
    board = Board.from_text("*.*\n...\n..*")
    board.cycle_mark(0, 0)  # right flag
    board.cycle_mark(1, 2)  # wrong flag
    board.cycle_mark(2, 2)
    board.cycle_mark(2, 2)  # question mark on a mine
    board.reveal(2, 0)
    assert board.to_text() == "F#!\n###\n#X*"
    assert board.mines_left == 1


# ----- moves that mean nothing ----------------------------------------------------------
@given(specs(), st.data())
@NO_DEADLINE
def test_moves_on_a_finished_board_change_nothing(spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    for cell in data.draw(st.permutations(all_cells(board)), label="openings"):
        board.reveal(*cell)  # until a mine is hit or every safe cell is open
    assert board.finished
    before, status, left = board.to_text(), board.status, board.mines_left
    for move in data.draw(st.lists(any_move(board), min_size=1, max_size=10), label="moves"):
        assert not move.apply(board)
        assert (board.to_text(), board.status, board.mines_left) == (before, status, left)


@given(specs(), st.data())
@NO_DEADLINE
def test_moves_outside_the_board_change_nothing(spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    advance(board, data)
    near = st.tuples(st.integers(-3, board.width + 2), st.integers(-3, board.height + 2))
    outside = st.one_of(near, st.tuples(st.integers(), st.integers())).filter(
        lambda cell: not (0 <= cell[0] < board.width and 0 <= cell[1] < board.height))
    before, status = board.to_text(), board.status
    for x, y in data.draw(st.lists(outside, min_size=1, max_size=5), label="cells"):
        assert not board.reveal(x, y)
        assert not board.cycle_mark(x, y)
        assert not board.chord(x, y)
    assert (board.to_text(), board.status) == (before, status)


@given(specs(), st.data())
@NO_DEADLINE
def test_opening_or_marking_a_revealed_cell_changes_nothing(
        spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    advance(board, data, max_steps=2)
    revealed = cells_showing(board, REVEALED)
    if board.finished or not revealed:
        return
    cell = data.draw(st.sampled_from(revealed), label="cell")
    before = board.to_text()
    assert not board.reveal(*cell)
    assert not board.cycle_mark(*cell)
    assert board.to_text() == before


# ----- every move reports what it changed -----------------------------------------------
@given(specs(), st.data())
@settings(NO_DEADLINE, max_examples=200)
def test_every_move_returns_exactly_the_cells_whose_view_changed(
        spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    for _ in range(data.draw(st.integers(1, 25), label="moves")):
        # Aim at numbers for chords, else anywhere (and just off the board).
        numbers = cells_showing(board, "12345678")
        chords = st.sampled_from([Move("C", x, y) for x, y in numbers]) if numbers else st.nothing()
        move = data.draw(st.one_of(any_move(board), chords), label="move")
        before, status = board.to_text(), board.status
        changed = move.apply(board)
        after = board.to_text()
        assert len(set(changed)) == len(changed) == len(list(changed))
        assert set(changed) == changed_cells(before, after), f"{move.text()} on\n{before}"
        assert all(cell in changed for cell in changed)
        assert board.mines_left == board.mines - flag_count(board) >= 0
        if status in ("won", "lost"):
            assert after == before and board.status == status
        assert str(board) == after


@given(specs(), st.data())
@NO_DEADLINE
def test_neighbours_are_the_touching_cells_on_the_board(spec: Spec, data: st.DataObject) -> None:
    board = spec.build()
    cell = data.draw(st.sampled_from(all_cells(board)), label="cell")
    assert sorted(board.neighbours(*cell)) == sorted(around(cell, board.width, board.height))


# ----- from_text ------------------------------------------------------------------------
@given(layouts(), st.data())
@NO_DEADLINE
def test_from_text_ignores_blank_lines_and_surrounding_whitespace(
        layout: str, data: st.DataObject) -> None:
    padding = st.text(" \t", max_size=3)
    messy = []
    for row in layout.split("\n"):
        messy += [data.draw(padding) for _ in range(data.draw(st.integers(0, 2)))]  # blank lines
        messy.append(data.draw(padding) + row + data.draw(padding))
    board = Board.from_text("\n".join(messy) + data.draw(st.sampled_from(["", "\n", "\n\n  "])))
    board.reveal(*next((x, y) for y, row in enumerate(layout.split("\n"))
                       for x, char in enumerate(row) if char == "."))
    assert board.layout_text() == layout
    assert board.mines == layout.count("*")


@pytest.mark.parametrize(("text", "message"), [
    ("...\n..\n...", "line 2"),
    ("\n\n  ...\n\n  ....\n", "line 5"),
    ("..\n.x", r"line 2: 'x'"),
    ("#.\n..", r"line 1: '#'"),
    (". .\n...", r"line 1: ' '"),
    ("", "no cells"),
    ("  \n\t\n", "no cells"),
    ("**\n**", "one cell must stay safe"),
])
def test_from_text_rejects_malformed_layouts(text: str, message: str) -> None:
    with pytest.raises(BoardError, match=message) as error:
        Board.from_text(text)
    assert isinstance(error.value, ValueError)


def test_from_text_layout_round_trips() -> None:
    board = Board.from_text("*..\n.*.")
    assert (board.width, board.height, board.mines) == (3, 2, 2)
    assert board.layout_text() == "*..\n.*."
    assert board.status == "ready" and board.to_text() == "###\n###"


@pytest.mark.parametrize(("layout", "message"), [
    ([0, 0], "2 mines"),  # a cell twice
    ([0], "2 mines"),
    ([0, 1, 2], "2 mines"),
    ([0, 9], "outside"),
    ([-1, 0], "outside"),
])
def test_a_layout_that_does_not_fit_the_board_is_refused(layout: list[int], message: str) -> None:
    with pytest.raises(BoardError, match=message):
        Board(3, 3, 2, seed=0, layout=layout)


def test_a_strategy_may_not_mine_the_first_opening() -> None:
    board = Board(3, 3, 1, seed=0, strategy=lambda width, height, mines, first, rng: [first])
    with pytest.raises(BoardError, match="first opening"):
        board.reveal(1, 1)


def test_a_strategy_gets_the_seeded_generator_and_the_first_cell() -> None:
    calls = []

    def corner(width: int, height: int, mines: int, first: int, rng: random.Random) -> list[int]:
        calls.append((width, height, mines, first, rng.random()))
        return [0]

    board = Board(3, 2, 1, seed=5, strategy=corner)
    board.reveal(2, 1)
    assert calls == [(3, 2, 1, 5, random.Random(5).random())]
    assert board.layout_text() == "*..\n..." and board.to_text() == "#1.\n#1."


# ----- 3BV --------------------------------------------------------------------------------
GOLDEN_3BV = [
    # Counts:  *1.   Two openings: (2,0) and (0,2); they reveal every number,
    #          121   so no number needs a click of its own.        3BV = 2
    #          .1*
    ("*..\n...\n..*", 2),
    # No mine: one opening clears everything.                      3BV = 1
    ("....\n....\n....", 1),
    # Counts:  *2*   No zero anywhere: each of the four safe
    #          242   cells needs its own click.                    3BV = 4
    #          *2*
    ("*.*\n.*.\n*.*", 4),
    # Counts:  3*2..   One opening (the zeros right and below) reveals
    #          **2..   every number except the 3 in the corner, which
    #          221..   only touches mines.                         3BV = 1 + 1 = 2
    #          .....
    (".*...\n**...\n.....\n.....", 2),
    # Counts:  .2*2.   Three openings: (0,0) alone; (4,0)-(4,2); (0,4)-(2,4).
    #          25*3.   Every number touches one of them.           3BV = 3
    #          ***2.
    #          23221
    #          ...1*
    ("..*..\n..*..\n***..\n.....\n....*", 3),
    # Counts:  1*1.   Opening (3,0)-(3,2) reveals column 2; (0,0), (0,2)
    #          2*2.   and (0,1) touch no zero: three more clicks. 3BV = 1 + 3 = 4
    #          1*1.
    (".*..\n.*..\n.*..", 4),
    # The beginner board of tests/golden/beginner_win.txt. Counts:
    #   ....1111*   Openings: the big one from the top left (it reaches (5,5)), the
    #   ....1*111   left edge (0,5)-(1,6), and (4,8) alone: 3.
    #   221.111..   Numbers touching no zero: (5,0) (6,0) (7,0), (8,5), (7,6) (8,6),
    #   **1......   (7,7) (8,7), (1,8) (6,8) (8,8): 11.
    #   221...111                                                  3BV = 3 + 11 = 14
    #   ..111.1*1
    #   ..1*11221
    #   122211*21
    #   *2*1.12*1
    ("........*\n.....*...\n.........\n**.......\n.........\n.......*.\n...*.....\n"
     "......*..\n*.*....*.", 14),
]


@pytest.mark.parametrize(("layout", "three_bv"), GOLDEN_3BV)
def test_three_bv_of_hand_counted_boards(layout: str, three_bv: int) -> None:
    board = Board.from_text(layout)
    assert board.three_bv() == three_bv
    assert reference_three_bv(layout) == three_bv  # the reference agrees with the hand count


@given(layouts(max_side=12))
@NO_DEADLINE
def test_three_bv_equals_a_plain_count(layout: str) -> None:
    assert Board.from_text(layout).three_bv() == reference_three_bv(layout)


def test_three_bv_waits_for_the_layout() -> None:
    with pytest.raises(BoardError, match="first opening"):
        Board.new(9, 9, 10, seed=1).three_bv()


# ----- moves as text ----------------------------------------------------------------------
coordinate = st.integers(0, 9999)
moves = st.builds(Move, st.sampled_from(["O", "F", "C"]), coordinate, coordinate)


@given(moves)
@NO_DEADLINE
def test_move_text_round_trips(move: Move) -> None:
    assert Move.parse(move.text()) == move
    assert Move.parse(f" {move.text()}\n") == move


def test_move_text_form() -> None:
    assert Move("O", 3, 4).text() == "O3,4"
    assert Move.parse("C12,0") == Move("C", 12, 0)


@pytest.mark.parametrize("text", [
    "", "O", "O3", "O3,", "O,4", "X3,4", "o3,4", "O3;4", "O-1,2", "O3,4,5", "O 3,4",
    "O3.5,4", "O12345,1", "O\u0663,4", "O\uff13,4", "F3,4 C1,1",
])
def test_malformed_move_text_raises_move_error(text: str) -> None:
    with pytest.raises(MoveError, match="not a move"):
        Move.parse(text)


# Near misses: numbers with signs, spaces and digits of other scripts, odd separators.
number_like = st.one_of(st.text(alphabet="0123456789\u0663\uff13", min_size=1, max_size=5),
                        st.text(alphabet="0123456789+- ", max_size=5))
move_like = st.builds("{}{}{}{}".format, st.sampled_from([*"OFCofX", "", " O"]), number_like,
                      st.sampled_from([",", ";", "", " ,", ",,"]), number_like)


@given(st.one_of(st.text(max_size=12), move_like))
@settings(NO_DEADLINE, max_examples=300)
def test_any_other_text_raises_move_error(text: str) -> None:
    if re.fullmatch(r"[OFC][0-9]{1,4},[0-9]{1,4}", text.strip()):
        move = Move.parse(text)
        assert Move.parse(move.text()) == move
        return
    with pytest.raises(MoveError):
        Move.parse(text)


@given(specs(), st.data())
@NO_DEADLINE
def test_move_apply_plays_the_matching_board_move(spec: Spec, data: st.DataObject) -> None:
    by_move, by_method = spec.build(), spec.build()
    for move in data.draw(st.lists(any_move(by_move), max_size=12), label="moves"):
        play = {"O": by_method.reveal, "F": by_method.cycle_mark, "C": by_method.chord}[move.kind]
        assert set(move.apply(by_move)) == set(play(move.x, move.y))
        assert by_move.to_text() == by_method.to_text()


# ----- sizes ------------------------------------------------------------------------------
@pytest.mark.parametrize(("size", "message"), [
    ((0, 9, 1), "width must be between 1 and 1000, not 0"),
    ((MAX_SIDE + 1, 9, 1), "width must be between 1 and 1000, not 1001"),
    ((9, -3, 1), "height must be between 1 and 1000, not -3"),
    ((9, 9, 81), r"a 9x9 board holds 0 to 80 mines \(one cell must stay safe\), not 81"),
    ((9, 9, -1), "a 9x9 board holds 0 to 80 mines"),
    ((1, 1, 1), "a 1x1 board holds 0 to 0 mines"),
])
def test_impossible_sizes_are_refused_with_a_clear_message(
        size: tuple[int, int, int], message: str) -> None:
    with pytest.raises(BoardError, match=message):
        check_size(*size)
    with pytest.raises(ValueError, match=message):
        Board.new(*size, seed=1)


@pytest.mark.parametrize("size", [(1, 1, 0), (9, 9, 80), (MAX_SIDE, MAX_SIDE, 0), (30, 16, 99)])
def test_possible_sizes_are_accepted(size: tuple[int, int, int]) -> None:
    check_size(*size)


def test_cellset_membership_agrees_with_its_cells() -> None:
    board = Board.from_text("*...\n....\n..*.")
    changed = board.reveal(3, 0)
    cells = set(changed)
    everything = [(x, y) for y in range(-1, 4) for x in range(-1, 5)]
    assert all((cell in changed) == (cell in cells) for cell in everything)
    assert "3,0" not in changed and (3, 0, 0) not in changed and (3.0, 0) not in changed


def test_without_the_flag_limit_flags_may_outnumber_mines_as_in_arbiter() -> None:
    """Replays of other programs play without our cap: every right click flags."""
    capped, free = (Board.from_text("*...\n....", question_marks=False, flag_limit=limit)
                    for limit in (True, False))
    for board in (capped, free):
        board.cycle_mark(0, 0)
        board.cycle_mark(1, 0)
    assert (capped.view(1, 0), capped.mines_left) == ("#", 0)
    assert (free.view(1, 0), free.mines_left) == ("F", -1)
