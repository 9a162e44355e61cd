"""Mouse button sequences to moves, as Windows Minesweeper players expect."""

from game.core.mines.board import Board
from game.core.mines.moves import Move
from game.ui.mines.pointer import LEFT, MIDDLE, RIGHT, Pointer, click_move

LAYOUT = """
*.....
**....
......
......
"""


def started_board() -> Board:
    board = Board.from_text(LAYOUT)
    board.reveal(4, 2)  # opens all but (1, 0), walled in by mines; (2, 0) shows 1
    assert board.status == "playing"
    return board


def test_left_release_opens_a_covered_cell() -> None:
    board, pointer = Board.from_text(LAYOUT), Pointer()
    assert pointer.press(LEFT, (2, 2)) == []
    assert pointer.pressed_cells((2, 2), board) == {(2, 2)}
    assert pointer.release(LEFT, (2, 2), board) == [Move("O", 2, 2)]


def test_left_release_on_a_number_chords() -> None:
    board, pointer = started_board(), Pointer()
    assert board.view(2, 0) == "1"
    pointer.press(LEFT, (2, 0))
    assert pointer.release(LEFT, (2, 0), board) == [Move("C", 2, 0)]


def test_holding_left_on_a_number_previews_its_chord_satisfied_or_not() -> None:
    board, pointer = started_board(), Pointer()
    pointer.press(LEFT, (2, 0))
    assert pointer.pressed_cells((2, 0), board) == {(1, 0), (1, 1)}  # no flag yet
    board.cycle_mark(1, 1)
    assert pointer.pressed_cells((2, 0), board) == {(1, 0)}  # flags never show pressed
    assert pointer.pressed_cells((4, 2), board) == set()  # a revealed blank has no chord
    assert pointer.release(LEFT, (2, 0), board) == [Move("C", 2, 0)]
    assert pointer.pressed_cells((2, 0), board) == set()  # released: nothing held


def test_release_off_the_board_does_nothing() -> None:
    board, pointer = Board.from_text(LAYOUT), Pointer()
    pointer.press(LEFT, (2, 2))
    assert pointer.release(LEFT, None, board) == []


def test_right_press_cycles_the_mark_at_once() -> None:
    board, pointer = Board.from_text(LAYOUT), Pointer()
    assert pointer.press(RIGHT, (4, 0)) == [Move("F", 4, 0)]
    assert pointer.release(RIGHT, (4, 0), board) == []


def test_both_buttons_chord_once_and_swallow_the_second_release() -> None:
    board, pointer = started_board(), Pointer()
    pointer.press(LEFT, (2, 0))
    assert pointer.press(RIGHT, (2, 0)) == []  # the second button starts a chord, not a flag
    assert pointer.chording
    assert pointer.pressed_cells((2, 0), board) == {(1, 0), (1, 1)}  # its covered neighbours
    assert pointer.release(RIGHT, (2, 0), board) == [Move("C", 2, 0)]
    assert pointer.release(LEFT, (2, 0), board) == []
    assert pointer.press(LEFT, (4, 0)) == [] and not pointer.chording


def test_middle_button_chords() -> None:
    board, pointer = started_board(), Pointer()
    pointer.press(MIDDLE, (2, 0))
    assert pointer.release(MIDDLE, (2, 0), board) == [Move("C", 2, 0)]


def test_flagged_cells_never_show_pressed() -> None:
    board, pointer = Board.from_text(LAYOUT), Pointer()
    board.cycle_mark(3, 3)
    pointer.press(LEFT, (3, 3))
    assert pointer.pressed_cells((3, 3), board) == set()
    board.cycle_mark(3, 3)  # flag -> question mark, which does not block opening
    assert pointer.pressed_cells((3, 3), board) == {(3, 3)}


def test_click_move_opens_covered_and_question_marked_cells() -> None:
    board = Board.from_text(LAYOUT)
    board.cycle_mark(2, 2)
    board.cycle_mark(2, 2)
    assert board.view(2, 2) == "?"
    assert click_move(board, (2, 2)) == Move("O", 2, 2)
