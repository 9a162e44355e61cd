"""The session (midend): undo/redo, timings, saves and replays, for any game."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Collection
from typing import Self

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from session_helpers import FakeClock, layout_session

from game.core.mines.board import CellSet
from game.core.mines.game import MINES, MinesGame, new_mines_session
from game.core.mines.game_id import MinesId, MinesParams
from game.core.mines.moves import MoveError
from game.core.session import (
    HINT,
    REDO,
    UNDO,
    Cell,
    SaveError,
    Session,
    SessionError,
)
from game.registry import load_session


def changed_cells(before: str, after: str) -> set[Cell]:
    """Cells whose character differs between two views of one board."""
    return {(x, y) for y, (old, new) in enumerate(zip(before.split("\n"), after.split("\n"),
                                                        strict=True))
            for x, (a, b) in enumerate(zip(old, new, strict=True)) if a != b}


def act(session: Session[MinesGame], action: str) -> Collection[Cell]:
    """Do an action and check that the cells it reports are exactly those that changed."""
    before = session.position.to_text()
    if action == UNDO:
        changed = session.undo()
    elif action == REDO:
        changed = session.redo()
    elif action == HINT:
        session.note_hint()
        changed = ()
    else:
        changed = session.play(action)
    assert set(changed) == changed_cells(before, session.position.to_text())
    return changed


@st.composite
def games(draw: st.DrawFn) -> tuple[Session[MinesGame], FakeClock, list[tuple[float, str]]]:
    """A small seeded session and a script of timed actions, undos and redos among them."""
    width, height = draw(st.integers(2, 8)), draw(st.integers(2, 8))
    mines = draw(st.integers(0, width * height // 3))
    clock = FakeClock()
    params = MinesParams(width, height, mines, question_marks=draw(st.booleans()))
    session = new_mines_session(params, clock=clock, seed=draw(st.integers(0, 1000)))
    cell_moves = st.builds(lambda kind, x, y: f"{kind}{x},{y}", st.sampled_from("OOFC"),
                           st.integers(0, width - 1), st.integers(0, height - 1))
    actions = st.one_of(cell_moves, st.sampled_from([UNDO, UNDO, REDO, HINT]))
    script = draw(st.lists(st.tuples(st.floats(0, 5), actions), max_size=30))
    return session, clock, script


def run(session: Session[MinesGame], clock: FakeClock, script: list[tuple[float, str]]) -> None:
    for pause, action in script:
        clock.now += pause
        act(session, action)


@settings(max_examples=150, deadline=None)
@given(games())
def test_undo_everything_then_redo_everything(game: tuple[Session[MinesGame], FakeClock,
                                                          list[tuple[float, str]]]) -> None:
    session, clock, script = game
    initial = session.position.to_text()
    run(session, clock, script)
    while session.can_redo:  # the script's own undos may have left steps to redo
        act(session, REDO)
    final, moves = session.position.to_text(), session.moves
    while session.can_undo:
        act(session, UNDO)
    dealt = started_prefix(session.base_id, moves)
    assert session.moves == moves[:dealt]  # undo stops after the first opening
    if not dealt:
        assert session.position.to_text() == initial
    while session.can_redo:
        act(session, REDO)
    assert session.position.to_text() == final
    assert session.moves == moves


def started_prefix(base_id: str, moves: list[str]) -> int:
    """How many moves it took to start the game (0 if it never started), replayed apart."""
    position = MINES.start(base_id)
    for count, move in enumerate(moves, 1):
        position.play(move)
        if position.status != "ready":
            return count if position.status != "lost" else 0
    return 0


@settings(max_examples=100, deadline=None)
@given(games(), st.lists(st.sampled_from([UNDO, REDO, "O0,0", "F1,1", "C1,0"]), max_size=6))
def test_save_load_round_trip_is_exact(game: tuple[Session[MinesGame], FakeClock,
                                                   list[tuple[float, str]]],
                                       more: list[str]) -> None:
    session, clock, script = game
    run(session, clock, script)
    loaded = Session.load(session.save(), MINES, clock=clock)
    assert loaded.save() == session.save()
    assert loaded.events == session.events
    assert loaded.moves == session.moves
    assert loaded.position.to_text() == session.position.to_text()
    assert (loaded.outcome, loaded.elapsed_ms()) == (session.outcome, session.elapsed_ms())
    for action in more:  # the undo line came back too
        clock.now += 1
        assert set(act(loaded, action)) == set(act(session, action))
        assert loaded.position.to_text() == session.position.to_text()


@settings(max_examples=60, deadline=None)
@given(games())
def test_replay_shows_the_game_again(game: tuple[Session[MinesGame], FakeClock,
                                                 list[tuple[float, str]]]) -> None:
    session, clock, script = game
    run(session, clock, script)
    replay = session.replay()
    waited = 0
    while not replay.done:
        waited += replay.delay_ms()
        before = replay.position.to_text()
        assert set(replay.step()) == changed_cells(before, replay.position.to_text())
    assert replay.position.to_text() == session.position.to_text()
    assert waited == (session.events[-1].at_ms if session.events else 0)


@settings(max_examples=60, deadline=None)
@given(games())
def test_the_shared_id_always_rebuilds_the_layout(game: tuple[Session[MinesGame], FakeClock,
                                                              list[tuple[float, str]]]) -> None:
    session, clock, script = game
    run(session, clock, script)
    shared = MINES.start(session.game_id)
    if session.position.board.started:
        assert shared.layout() == session.position.layout()
        assert session.position.start is None or shared.status != "ready"


def test_replay_seeks_back_and_forth() -> None:
    session = layout_session("....\n....\n....\n*..*")
    for move in ("F0,3", "O0,0", "O1,3"):
        session.play(move)
    replay = session.replay()
    replay.seek(3)
    assert replay.position.to_text() == session.position.to_text()
    replay.seek(1)
    assert replay.position.to_text().endswith("F###")
    with pytest.raises(ValueError, match="cannot seek to 4"):
        replay.seek(4)


def test_undo_after_a_loss_takes_back_the_fatal_move_but_not_the_loss() -> None:
    session = layout_session("....\n....\n....\n*..*")
    act(session, "O0,0")
    safe_view = session.position.to_text()
    act(session, "O3,3")
    assert session.status == "lost"
    assert session.position.to_text().endswith("*##!")
    act(session, UNDO)
    assert (session.status, session.position.to_text()) == ("playing", safe_view)
    act(session, "O1,3")
    act(session, "O2,3")
    assert session.status == "won"
    assert session.outcome == "lost"
    assert session.ending is not None and session.ending.position.status == "lost"


def test_the_layout_stays_once_the_first_click_laid_it() -> None:
    clock = FakeClock()
    session = new_mines_session(MinesParams(9, 9, 10), clock=clock, seed=3)
    assert session.base_id == "9x9n10q:s3"
    act(session, "F0,0")
    act(session, "O4,4")
    layout = session.position.layout()
    assert session.base_id == MinesId(MinesParams(9, 9, 10), layout=layout).text()
    assert session.game_id == MinesId(MinesParams(9, 9, 10), layout=layout,
                                      start=(4, 4)).text()
    assert not session.can_undo  # the first opening dealt the board: it stays
    assert act(session, UNDO) == () and session.moves == ["F0,0", "O4,4"]
    assert session.position.layout() == layout


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 8), st.integers(0, 8), st.booleans())
def test_no_first_click_meets_a_layout_dealt_for_another(
        seed: int, x: int, y: int, no_guess: bool) -> None:
    """Issue 12: undoing the first opening used to keep its layout for any new first
    click, which could then lose at once or need a guess.  Now that opening stays."""
    session = new_mines_session(MinesParams(9, 9, 10, no_guess=no_guess), clock=FakeClock(),
                                seed=seed)
    act(session, f"O{x},{y}")
    dealt = session.position.to_text()
    assert not session.can_undo and act(session, UNDO) == ()
    assert session.position.to_text() == dealt and session.status != "ready"


def test_a_first_click_on_a_mine_of_a_fixed_layout_is_no_start_cell() -> None:
    session = layout_session("*.\n..")
    act(session, "O0,0")
    assert session.status == "lost"
    assert session.game_id == session.base_id  # the plain layout: no start on a mine


def test_moves_that_change_nothing_are_clicks_but_not_undo_steps() -> None:
    session = layout_session("....\n....\n....\n*..*")
    act(session, "O0,0")
    assert act(session, "O0,0") == ()  # already open: a wasted click
    assert act(session, "C0,0") == ()
    assert [event.action for event in session.events] == ["O0,0", "O0,0", "C0,0"]
    assert session.moves == ["O0,0"]
    assert not session.can_undo  # the first opening is never undone
    assert act(session, UNDO) == ()  # so an undo is not logged either
    assert len(session.events) == 3


def test_nothing_is_played_or_logged_after_the_end() -> None:
    session = layout_session("..\n.*")
    act(session, "O0,1")
    act(session, "O1,1")
    assert session.status == "lost"
    logged = len(session.events)
    assert act(session, "O0,0") == ()
    session.note_hint()
    assert len(session.events) == logged


@pytest.mark.parametrize("move", ["", "O1, 2", UNDO, REDO, HINT])
def test_moves_the_log_cannot_hold_raise_session_error(move: str) -> None:
    session = layout_session("..\n.*")
    with pytest.raises(SessionError):
        session.play(move)
    assert session.events == ()


def test_malformed_moves_raise_the_games_error_and_are_not_logged() -> None:
    session = layout_session("..\n.*")
    with pytest.raises(MoveError):
        session.play("X1,1")
    assert session.events == ()


def test_timer_runs_from_the_first_opening_to_the_end() -> None:
    clock = FakeClock(10.0)
    session = layout_session("....\n....\n....\n*..*", clock)
    clock.now = 11.0
    act(session, "F3,3")
    assert session.elapsed_ms() == 0  # a flag does not start the timer
    clock.now = 12.5
    act(session, "O0,0")
    clock.now = 14.0
    assert (session.started_at_ms, session.elapsed_ms()) == (2500, 1500)
    clock.now = 16.0
    act(session, "O1,3")
    clock.now = 20.0
    act(session, "O2,3")
    assert session.status == "won"
    clock.now = 30.0
    assert session.elapsed_ms() == 7500


def test_times_never_go_back_even_if_the_clock_does() -> None:
    clock = FakeClock(50.0)
    session = layout_session("...\n...\n..*", clock)
    clock.now = 52.0
    act(session, "F0,0")
    clock.now = 51.0
    act(session, "F0,0")
    assert [event.at_ms for event in session.events] == [2000, 2000]


def test_a_loaded_session_keeps_its_clock_running_from_the_save() -> None:
    clock = FakeClock(0.0)
    session = layout_session("....\n....\n....\n*..*", clock)
    clock.now = 1.0
    act(session, "O0,0")
    clock.now = 5.0
    text = session.save()
    assert "clock: 5000\n" in text
    later = FakeClock(1000.0)
    loaded = load_session(text, clock=later)
    later.now = 1001.0
    loaded.play("O1,3")
    assert loaded.events[-1].at_ms == 6000
    assert loaded.elapsed_ms() == 5000


def test_save_format_example() -> None:
    clock = FakeClock(0.0)
    session = new_mines_session(MinesParams(9, 9, 10), clock=clock, seed=42)
    clock.now = 1.5
    session.play("O4,4")
    clock.now = 2.25
    session.play("F0,0")
    session.undo()
    assert session.save() == (
        "gridgames-save 1\n"
        "game: mines\n"
        f"id: {session.base_id}\n"
        "clock: 2250\n"
        "events:\n"
        "1500 O4,4\n"
        "2250 F0,0\n"
        "2250 undo\n")
    assert session.base_id.startswith("9x9n10q:m")


def test_undo_and_redo_on_a_big_board_use_spaced_snapshots() -> None:
    rng = random.Random(1)
    session = new_mines_session(MinesParams(200, 200, 400), clock=FakeClock(), seed=9)
    views = [session.position.to_text()]
    for _ in range(25):
        x, y = rng.randrange(200), rng.randrange(200)
        if act(session, rng.choice("OF") + f"{x},{y}"):
            views.append(session.position.to_text())
        if session.finished:
            break
    assert len(session._snapshots) < len(views)  # spaced, not one per move
    kept = started_prefix(session.base_id, session.moves)  # undo keeps the first opening
    assert 1 <= kept < len(views) - 1
    for view in reversed(views[kept:-1]):
        act(session, UNDO)
        assert session.position.to_text() == view
    for view in views[kept + 1:]:
        act(session, REDO)
        assert session.position.to_text() == view


def saved_game_text() -> str:
    clock = FakeClock(0.0)
    session = layout_session("....\n....\n....\n*..*", clock)
    for move in ("F0,3", "O0,0", UNDO, REDO, HINT, "O3,3", UNDO, "O1,3"):
        clock.now += 0.75
        act(session, move)
    return session.save()


@pytest.mark.parametrize(("text", "message"), [
    ("", "not a Gridgames save"),
    ("PK\x03\x04", "not a Gridgames save"),
    ("gridgames-save 2\n", "version '2' is not supported"),
    ("gridgames-save 1\ngame: mines\n", "cut short"),
    ("gridgames-save 1\ngame: chess\nid: x\nclock: 0\nevents:\n", "no game called 'chess'"),
    ("gridgames-save 1\ngame: mines\nid: 9x9\nclock: 0\nevents:\n", "game ID is not valid"),
    ("gridgames-save 1\ngame: mines\nid: 2x1n0:s1\nclock: x\nevents:\n", "not a time"),
    ("gridgames-save 1\ngame: mines\nid: 2x1n0:s1\nclock: 9\nevents:\n5 O0,0\n4 O1,0\n",
     "goes back in time"),
    ("gridgames-save 1\ngame: mines\nid: 2x1n0:s1\nclock: 0\nevents:\n0 undo\n",
     "cannot happen"),
    ("gridgames-save 1\ngame: mines\nid: 2x1n0:s1\nclock: 0\nevents:\n0 Z1\n", "not a move"),
])
def test_corrupt_saves_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(SaveError) as raised:
        load_session(text, clock=FakeClock())
    assert message in str(raised.value)


def check_only_save_errors(text: str) -> None:
    try:
        loaded = load_session(text, clock=FakeClock())
    except SaveError:
        return
    assert load_session(loaded.save(), clock=FakeClock()).save() == loaded.save()


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_arbitrary_text_loads_or_raises_save_error(text: str) -> None:
    check_only_save_errors(text)


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False))
def test_mutated_saves_load_or_raise_save_error(rng: random.Random) -> None:
    lines = saved_game_text().split("\n")
    for _ in range(rng.randint(1, 3)):
        index = rng.randrange(len(lines))
        edit = rng.choice(("drop", "swap", "char"))
        if edit == "drop":
            del lines[index]
        elif edit == "swap":
            other = rng.randrange(len(lines))
            lines[index], lines[other] = lines[other], lines[index]
        elif lines[index]:
            spot = rng.randrange(len(lines[index]))
            char = rng.choice("0123456789OFCundorehit:, \x00é-")
            lines[index] = lines[index][:spot] + char + lines[index][spot + 1:]
    check_only_save_errors("\n".join(lines))


# ----- the session is generic: a toy game plugs in like Sudoku will --------------

class Lamps:
    """A row of lamps; ``T<i>`` toggles lamp i; lighting them all wins."""

    def __init__(self, count: int) -> None:
        self.lamps = [False] * count

    @property
    def status(self) -> str:
        return "won" if all(self.lamps) else "playing"

    @property
    def cell_count(self) -> int:
        return len(self.lamps)

    def play(self, move: str) -> Collection[Cell]:
        if not (move.startswith("T") and move[1:].isdigit()):
            raise ValueError(f"{move!r} is not a lamp move")
        index = int(move[1:])
        if index >= len(self.lamps):
            return ()
        self.lamps[index] = not self.lamps[index]
        return [(index, 0)]

    def copy(self) -> Self:
        twin = type(self)(0)
        twin.lamps = list(self.lamps)
        return twin

    def to_text(self) -> str:
        return "".join(".*"[lamp] for lamp in self.lamps)

    def game_id(self) -> str:
        return f"lamps{len(self.lamps)}"

    base_id = game_id


class LampRules:
    name = "lamps"

    def start(self, game_id: str) -> Lamps:
        return Lamps(int(game_id.removeprefix("lamps")))


def test_any_game_with_the_protocol_gets_undo_saves_and_replays() -> None:
    clock = FakeClock(0.0)
    session = Session(LampRules(), "lamps3", clock=clock)
    for move in ("T0", "T1", "T1", "T9"):
        clock.now += 1
        session.play(move)
    assert session.position.to_text() == "*.."
    assert session.undo() == [(1, 0)]
    assert session.position.to_text() == "**."
    assert session.redo() == [(1, 0)]
    session.play("T1")
    session.play("T2")
    assert session.outcome == "won"
    loaded = Session.load(session.save(), LampRules(), clock=clock)
    assert loaded.position.to_text() == "***"
    with pytest.raises(SaveError, match="'lamps' save, not 'mines'"):
        Session.load(session.save(), MINES, clock=clock)


class CountingLamps(Lamps):
    """Lamps that count the moves applied to any of them, copies included."""

    applied = 0

    def play(self, move: str) -> Collection[Cell]:
        CountingLamps.applied += 1
        return super().play(move)


class CountingRules(LampRules):
    def start(self, game_id: str) -> Lamps:
        return CountingLamps(int(game_id.removeprefix("lamps")))


def test_loading_applies_the_moves_kept_not_every_undo_and_redo() -> None:
    session = Session(CountingRules(), "lamps8", clock=FakeClock(0.0))
    for move in ("T0", "T1", "T2"):
        session.play(move)
    for _ in range(1000):
        session.undo()
        session.redo()
    session.undo()
    text = session.save()
    CountingLamps.applied = 0
    loaded = Session.load(text, CountingRules(), clock=FakeClock(0.0))
    assert loaded.position.to_text() == "**......"
    assert CountingLamps.applied <= 3 + 2  # the three moves, and a rebuild of the last undo
    assert loaded.can_redo and loaded.redo() == [(2, 0)]
    assert loaded.position.to_text() == "***....."
    assert loaded.events[:-1] == session.events  # the log came back whole, timings too


def test_moves_after_undos_do_not_replay_the_big_first_opening(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Flag, undo, flag, undo...: each flag after an undo rebuilds the position, which
    used to replay the opening that filled most of a big board every time."""
    session = new_mines_session(MinesParams(200, 200, 100), clock=FakeClock(), seed=4)
    session.play("O100,100")
    covered = [(x, y) for y in range(200) for x in range(200)
               if session.position.board.view(x, y) == "#"][:50]
    assert session.status == "playing" and len(covered) == 50
    for x, y in covered:
        session.play(f"F{x},{y}")
        session.undo()
    text = session.save()
    openings: list[str] = []
    play = MinesGame.play

    def counting(game: MinesGame, move: str) -> CellSet:
        openings.extend(move for _ in range(move.startswith("O")))
        return play(game, move)

    monkeypatch.setattr(MinesGame, "play", counting)
    loaded = Session.load(text, MINES, clock=FakeClock())
    assert loaded.position.to_text() == session.position.to_text()
    assert openings == ["O100,100"]  # played once, then kept in a snapshot


def test_the_session_core_imports_no_pygame() -> None:
    code = ("import sys, game.core.session, game.core.mines.game_id, game.core.mines.game, "
            "game.core.stats; "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
