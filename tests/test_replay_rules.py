"""Replays play under the recording program's rules, not under ours.

Arbiter, Viennasweeper, Clone and Metasweeper let a player place more flags than
there are mines; Gridgames refuses them.  A file plays as its program played it.
"""

from __future__ import annotations

import pytest
from replay_files import ms_facts, overflagged_video
from session_helpers import FakeClock
from test_replays import ENCODERS

from game.core.mines.game import new_mines_session
from game.core.mines.game_id import MinesParams
from game.core.mines.replays import (
    Video,
    play_back,
    read_replay,
    summary,
    to_evf,
    video_from_session,
)


@pytest.mark.parametrize("kind", sorted(ENCODERS))
def test_an_overflagged_30x24_game_plays_to_its_win_in_every_format(kind: str) -> None:
    """The Arbiter case: flags beyond the mine count count, so the last chords open."""
    script = overflagged_video(11)
    data = ENCODERS[kind](script)
    video = read_replay(data, f"flags.{kind}")
    peak = max_flags(video)
    assert (video.width, video.height) == (30, 24)
    assert peak > len(video.mines), "the script must place more flags than mines"
    ours, oracle = summary(video), ms_facts(kind, data)
    assert ours["completed"] is True and oracle["completed"] is True
    assert ours["bbbv_solved"] == ours["bbbv"]
    oracle.pop("layout")
    assert ours["time_s"] == pytest.approx(oracle.pop("time_s"), abs=1e-9)
    assert {key: ours[key] for key in oracle} == oracle


def max_flags(video: Video) -> int:
    """The most flags the board held at once while the video played."""
    board, peak = video.new_board(), 0
    for timed in play_back(video).moves:
        timed.move.apply(board)
        peak = max(peak, board.mines - board.mines_left)
    return peak


def test_our_own_games_keep_our_cap_on_flags_when_played_back() -> None:
    """A flag Gridgames refused at the cap is in the log; its replay refuses it too,
    from the save and from the .evf it exports, so the cell opens later as it did."""
    session = new_mines_session(MinesParams(9, 9, 10), clock=FakeClock(), seed=8)
    session.play("O4,4")
    board = session.position.board
    covered = [(x, y) for y in range(9) for x in range(9) if board.view(x, y) == "#"]
    safe = [cell for cell in covered if not board.is_mine(*cell)]
    flagged, refused = covered[:10], next(cell for cell in safe if cell not in covered[:10])
    for x, y in [*flagged, refused]:
        session.play(f"F{x},{y}")
    assert board.view(*refused) != "F", "the eleventh flag is refused at the cap"
    for x, y in flagged:
        session.play(f"F{x},{y}")
        if board.view(x, y) == "?":
            session.play(f"F{x},{y}")
    for x, y in safe:
        session.play(f"O{x},{y}")
    assert session.outcome == "won"
    video = video_from_session(session)
    exported = read_replay(to_evf(video), "ours.evf")
    assert exported.details.software == "Gridgames"
    for replayed in (video, exported):
        assert play_back(replayed).board.to_text() == board.to_text()
        assert play_back(replayed).completed
