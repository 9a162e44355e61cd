"""Game IDs: the text round trips, reproduces boards, and malformed text gives GameIdError."""

import contextlib
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.mines.game import MINES, MinesGame
from game.core.mines.game_id import MinesId, MinesParams, decode_layout, encode_layout
from game.core.session import GameIdError


@st.composite
def params(draw: st.DrawFn, max_side: int = 30) -> MinesParams:
    width = draw(st.integers(1, max_side))
    height = draw(st.integers(1, max_side))
    mines = draw(st.integers(0, width * height - 1))
    return MinesParams(width, height, mines, question_marks=draw(st.booleans()),
                       no_guess=draw(st.booleans()))


@st.composite
def layout_ids(draw: st.DrawFn) -> MinesId:
    board = draw(params())
    cells = range(board.cell_count)
    layout = frozenset(draw(st.randoms()).sample(cells, board.mines))
    safe = [i for i in cells if i not in layout]
    start = draw(st.none() | st.sampled_from(safe).map(lambda i: (i % board.width,
                                                                    i // board.width)))
    return MinesId(board, layout=layout, start=start)


seed_ids = st.builds(MinesId, params(), seed=st.integers(0, 2**64 - 1))
any_ids = seed_ids | layout_ids()


def test_examples_read_as_documented() -> None:
    game_id = MinesId.parse("30x16n99gq:s123")
    assert game_id.params == MinesParams(30, 16, 99, question_marks=True, no_guess=True)
    assert game_id.seed == 123
    plain = MinesId.parse("9x9n10:s0").params
    assert (plain.question_marks, plain.no_guess) == (False, False)
    assert MinesParams(9, 9, 10).text() == "9x9n10q"


def test_layout_bitmap_is_row_major_most_significant_bit_first() -> None:
    # Mines at flat 0 and 9 on 4x3 (12 cells, 2 bytes): 0b10000000 0b01000000 -> "gEA".
    assert encode_layout({0, 9}, 12) == "gEA"
    assert decode_layout("gEA", 12) == {0, 9}
    assert len(encode_layout(range(99), 30 * 16)) == 80


@given(params())
def test_params_round_trip(board: MinesParams) -> None:
    assert MinesParams.parse(board.text()) == board


@given(any_ids)
def test_id_round_trip(game_id: MinesId) -> None:
    text = game_id.text()
    assert MinesId.parse(text) == game_id
    assert MinesId.parse(text).text() == text


@settings(max_examples=40, deadline=None)
@given(layout_ids())
def test_layout_id_rebuilds_the_same_mines(game_id: MinesId) -> None:
    game = MINES.start(game_id.text())
    assert game.layout() == game_id.layout
    if game_id.start is not None:
        assert game.board.view(*game_id.start) != "#"


def first_click_game(seed: int, no_guess: bool = False) -> MinesGame:
    game = MINES.start(MinesId(MinesParams(16, 16, 40, no_guess=no_guess), seed=seed).text())
    game.play("O7,7")
    return game


@pytest.mark.parametrize("no_guess", [False, True])
def test_shared_id_reproduces_the_board_after_the_first_click(no_guess: bool) -> None:
    game = first_click_game(5, no_guess)
    shared = game.game_id()
    assert shared.startswith("16x16n40" + "g" * no_guess + "q:7,7,m")
    copy = MINES.start(shared)
    assert copy.to_text() == game.to_text()
    assert copy.layout() == game.layout()
    assert copy.game_id() == shared


def test_seed_id_reproduces_the_board_for_the_same_first_click() -> None:
    assert first_click_game(11).layout() == first_click_game(11).layout()
    assert first_click_game(11).layout() != first_click_game(12).layout()


def test_id_before_the_first_click_is_the_seed_form() -> None:
    game = MINES.start("9x9n10q:s77")
    assert game.game_id() == "9x9n10q:s77"
    game.play("F0,0")  # a flag lays no mines
    assert game.game_id() == "9x9n10q:s77"


@pytest.mark.parametrize(("text", "message"), [
    ("", "not a game ID"),
    ("9x9n10q", "not a game ID"),
    ("9x9q:s1", "params '9x9q' should be"),
    ("9x9n10z:s1", "unknown option 'z'"),
    ("9x9n10qq:s1", "given twice"),
    ("0x9n10:s1", "width must be between 1 and 1000"),
    ("9x9n81:s1", "holds 0 to 80 mines"),
    ("9x9n10:x1", "should be s<seed>"),
    ("9x9n10:s", "should be s<seed>"),
    ("9x9n10:s18446744073709551616", "seed must be between"),
    ("9x9n10:s\u0661\u0662", "should be s<seed>"),  # Arabic-Indic digits: not ASCII
    ("4x3n2:mgE", "takes 3 characters, not 2"),
    ("4x3n2:mgE=", "should be s<seed>"),
    ("4x3n2:mgEB", "stray bits"),
    ("4x3n2:mgAg", "past the last"),
    ("4x3n1:mgEA", "has 2 mines where the params say 1"),
    ("4x3n2:4,0,mgEA", "start cell (4, 0) is off"),
    ("4x3n2:0,0,mgEA", "start cell (0, 0) is a mine"),
])
def test_malformed_ids_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(GameIdError) as raised:
        MinesId.parse(text)
    assert message in str(raised.value)


def check_only_game_id_errors(text: str) -> None:
    try:
        game_id = MinesId.parse(text)
    except GameIdError:
        return
    assert MinesId.parse(game_id.text()) == game_id


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=60) | st.text(alphabet="0123456789xnqgsm:,-_aAzZ=", max_size=40))
def test_arbitrary_text_raises_only_game_id_error(text: str) -> None:
    check_only_game_id_errors(text)


def mutate(text: str, rng: random.Random) -> str:
    """A few random character edits, drawn from the characters IDs are made of."""
    alphabet = "0123456789xnqgsm:,-_AZaz=+/ \n\x00é"
    chars = list(text)
    for _ in range(rng.randint(1, 3)):
        position = rng.randint(0, len(chars))
        edit = rng.choice(("insert", "delete", "replace"))
        if edit == "insert" or not chars:
            chars.insert(position, rng.choice(alphabet))
        elif edit == "delete":
            del chars[min(position, len(chars) - 1)]
        else:
            chars[min(position, len(chars) - 1)] = rng.choice(alphabet)
    return "".join(chars)


@settings(max_examples=300, deadline=None)
@given(any_ids, st.randoms(use_true_random=False))
def test_mutated_ids_raise_only_game_id_error(game_id: MinesId, rng: random.Random) -> None:
    text = mutate(game_id.text(), rng)
    check_only_game_id_errors(text)
    with contextlib.suppress(GameIdError):
        MINES.start(text)
