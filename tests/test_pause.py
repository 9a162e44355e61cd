"""Played time in the core session: pauses and ended games stop the clock (issue 16)."""

from __future__ import annotations

from session_helpers import FakeClock, layout_session

from game.core.mines.game import MinesGame
from game.core.mines.stats import game_record
from game.core.session import Session, Timer
from game.registry import load_session

BOARD = "....\n....\n....\n*..*"


def started(clock: FakeClock) -> Session[MinesGame]:
    """A session whose first opening was at clock 1.0 (played ms 1000 from its start)."""
    clock.now = 0.0
    session = layout_session(BOARD, clock)
    clock.now = 1.0
    session.play("O0,0")
    return session


def paused_between(session: Session[MinesGame], clock: FakeClock, start: float,
                   end: float) -> None:
    """Pause at clock ``start`` and resume at ``end``."""
    clock.now = start
    session.timer.pause()
    clock.now = end
    session.timer.resume()


def test_a_pause_stops_the_timer_and_resume_goes_on_from_there() -> None:
    clock = FakeClock()
    session = started(clock)
    clock.now = 3.0
    session.timer.pause()
    assert session.timer.paused
    clock.now = 60.0
    assert session.elapsed_ms() == 2000
    session.timer.resume()
    assert not session.timer.paused and session.elapsed_ms() == 2000
    clock.now = 61.5
    assert session.elapsed_ms() == 3500


def test_pausing_twice_or_resuming_a_running_clock_changes_nothing() -> None:
    clock = FakeClock()
    session = started(clock)
    clock.now = 2.0
    session.timer.pause()
    clock.now = 5.0
    session.timer.pause()  # the first pause's moment counts
    session.timer.resume()
    session.timer.resume()
    clock.now = 6.0
    assert session.elapsed_ms() == 2000


def test_statistics_and_events_count_played_time_only() -> None:
    clock = FakeClock()
    session = started(clock)
    paused_between(session, clock, 2.0, 100.0)
    clock.now = 101.0
    session.play("O1,3")
    clock.now = 102.0
    session.play("O2,3")
    assert session.status == "won"
    assert [event.at_ms for event in session.events] == [1000, 3000, 4000]
    record = game_record(session)
    assert record is not None and record.time_cs == 300


def test_undo_after_a_loss_does_not_charge_the_time_on_the_loss_screen() -> None:
    """The issue's case: lost at 39.97 s, 14 s looking at the loss, undo: the timer said 54."""
    clock = FakeClock()
    session = started(clock)
    clock.now = 40.97
    session.play("O3,3")
    assert session.status == "lost" and session.elapsed_ms() == 39970
    clock.now = 54.97
    assert session.elapsed_ms() == 39970
    session.undo()
    assert session.status == "playing" and session.elapsed_ms() == 39970
    assert session.events[-1].at_ms == session.events[-2].at_ms  # the undo came at once
    clock.now = 56.0
    assert session.elapsed_ms() == 41000
    session.play("O1,3")
    session.play("O2,3")
    assert session.status == "won" and session.elapsed_ms() == 41000


def test_a_replay_paces_the_played_time_without_the_pauses() -> None:
    clock = FakeClock()
    session = started(clock)
    paused_between(session, clock, 2.0, 500.0)
    clock.now = 502.0
    session.play("O1,3")
    replay = session.replay()
    replay.step()
    assert replay.delay_ms() == 3000


def test_a_save_made_while_paused_resumes_at_the_paused_time() -> None:
    clock = FakeClock()
    session = started(clock)
    clock.now = 4.0
    session.timer.pause()
    clock.now = 90.0
    text = session.save()
    assert "clock: 4000\n" in text
    later = FakeClock(1000.0)
    loaded = load_session(text, clock=later)
    later.now = 1002.0
    assert loaded.elapsed_ms() == 5000


def test_an_ended_games_clock_stays_stopped_after_loading() -> None:
    clock = FakeClock()
    session = started(clock)
    clock.now = 5.0
    session.play("O3,3")
    clock.now = 30.0
    later = FakeClock(1000.0)
    loaded = load_session(session.save(), clock=later)
    later.now = 1010.0
    loaded.undo()
    later.now = 1011.0
    assert loaded.elapsed_ms() == 5000


def test_the_timer_stands_while_either_a_pause_or_the_end_holds_it() -> None:
    clock = FakeClock(0.0)
    timer = Timer(clock)
    clock.now = 2.0
    timer.set_ended(True, 2000)
    timer.pause()
    clock.now = 9.0
    timer.set_ended(False, 2000)  # an undo while paused: still paused
    assert timer.now_ms() == 2000
    timer.resume()
    clock.now = 10.0
    assert timer.now_ms() == 3000


def test_a_pause_learnt_late_stands_from_when_the_player_went_away() -> None:
    clock = FakeClock(0.0)
    timer = Timer(clock)
    clock.now = 60.0
    timer.pause(earlier_ms=50_000)  # the tab was hidden at 10 s; its first frame is now
    assert timer.now_ms() == 10_000
    timer.resume()
    clock.now = 61.0
    assert timer.now_ms() == 11_000
