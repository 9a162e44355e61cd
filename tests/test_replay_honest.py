"""Exports say what the game knows: aided games are not fair (nor official), the mode is
the one Metasweeper writes for such a board, a daily or shared board says so, and the
player's name and the game's real start and end are there.

ms_toollib is the oracle, read after ``parse`` only: its ``analyse`` replaces the file's
official and fair flags by whether the game was completed.
"""

from __future__ import annotations

import dataclasses
import json
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import ms_toollib as ms
import pytest
from session_helpers import FakeClock

from game.cli import run
from game.core.mines.game import MINES, MinesGame, new_mines_session
from game.core.mines.game_id import MinesId, MinesParams
from game.core.mines.replays import Origin, read_replay, summary, to_evf, video_from_session
from game.core.mines.replays.model import NO_GUESS, STANDARD, UPK, WIN7
from game.core.session import Session
from game.core.settings import MAX_PLAYER_NAME, Settings, check_player_name

# as a front's wall clock would give it
ENDED_US = int(datetime(2026, 11, 24, 10, tzinfo=UTC).timestamp()) * 1_000_000 + 123_000


def finish(session: Session[MinesGame], first: tuple[int, int], clock: FakeClock, *,
           hint: bool = False) -> Session[MinesGame]:
    """Open ``first``, then every safe cell, a quarter second apart (a hint on the way)."""
    session.play(f"O{first[0]},{first[1]}")
    board = session.position.board
    for y in range(board.height):
        for x in range(board.width):
            if not session.finished and not board.is_mine(x, y) and board.view(x, y) == "#":
                clock.now += 0.25
                if hint:
                    session.note_hint()
                    hint = False
                session.play(f"O{x},{y}")
    assert session.outcome == "won"
    return session


def won(params: MinesParams, first: tuple[int, int], *, seed: int = 7,
        hint: bool = False) -> Session[MinesGame]:
    clock = FakeClock()
    return finish(new_mines_session(params, clock=clock, seed=seed), first, clock, hint=hint)


def theirs(data: bytes) -> dict[str, Any]:
    video = ms.EvfVideo(raw_data=data)
    video.parse()  # not analyse: see the module docstring
    return {"official": video.is_official, "fair": video.is_fair, "mode": video.mode,
            "player": video.player_identifier, "race": video.race_identifier,
            "start_us": video.start_time, "end_us": video.end_time}


def ours(data: bytes) -> dict[str, Any]:
    video = read_replay(data, "x.evf")
    info = summary(video)
    assert (info["official"], info["fair"], info["mode"]) == (
        video.details.official, video.details.fair, video.details.mode)
    return {"official": info["official"], "fair": info["fair"], "mode": info["mode"],
            "player": info["player"], "race": info["race_id"], "start_us": info["start_us"],
            "end_us": info["end_us"]}


def exported(session: Session[MinesGame], origin: Origin | None = None) -> dict[str, Any]:
    """What ms_toollib reads in the export, checked to be what we read back."""
    data = to_evf(video_from_session(session, origin or Origin()))
    facts = theirs(data)
    assert ours(data) == facts
    return facts


# A 3x3 board holds no clear 3x3 and one mine: only the first click is safe, the standard rule.
DENSE = MinesParams(3, 3, 1, question_marks=False)


def test_an_unaided_standard_win_is_official_and_an_aided_one_is_neither() -> None:
    standard = exported(won(DENSE, (1, 1)))
    assert (standard["official"], standard["fair"], standard["mode"]) == (True, True, STANDARD)
    aided = exported(won(DENSE, (1, 1), hint=True))
    assert (aided["official"], aided["fair"], aided["mode"]) == (False, False, STANDARD)


def test_classic_boards_are_windows_7s_rule_and_no_guess_boards_metasweepers_mode() -> None:
    """Our first click opens its 3x3 whenever the board has room: mode 4; no-guess: 5."""
    classic = exported(won(MinesParams(9, 9, 10, question_marks=False), (4, 4)))
    no_guess = exported(won(MinesParams(9, 9, 10, question_marks=False, no_guess=True), (4, 4)))
    aided = exported(won(MinesParams(9, 9, 10, no_guess=True), (4, 4), hint=True))
    assert (classic["mode"], classic["fair"], classic["official"]) == (WIN7, True, False)
    assert (no_guess["mode"], no_guess["fair"], no_guess["official"]) == (NO_GUESS, True, False)
    assert (aided["mode"], aided["fair"]) == (NO_GUESS, False)


def test_a_shared_board_is_upk_and_a_daily_board_names_its_day() -> None:
    layout = frozenset({0})
    shared_id = MinesId(DENSE, layout=layout, start=(2, 2)).text()
    clock = FakeClock()
    session = Session(MINES, shared_id, clock=clock)
    for cell in [(1, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2), (1, 2)]:
        clock.now += 0.3
        session.play(f"O{cell[0]},{cell[1]}")
    assert exported(session)["mode"] == UPK, "the ID's own start says it was shared"
    told = exported(won(DENSE, (1, 1)), Origin(shared=True))
    assert (told["mode"], told["official"], told["fair"]) == (UPK, False, True)
    daily = exported(won(MinesParams(9, 9, 10, no_guess=True), (4, 4)),
                     Origin(daily=date(2026, 11, 24)))
    assert (daily["mode"], daily["race"]) == (NO_GUESS, "Gridgames daily 2026-11-24")


def test_the_players_name_and_the_real_start_and_end_are_written() -> None:
    session = won(MinesParams(9, 9, 10), (4, 4))
    facts = exported(session, Origin(player="Zoë Łukasz 雷", ended_us=ENDED_US))
    time_ms = video_from_session(session).time_ms or 0
    assert time_ms > 0
    assert (facts["player"], facts["end_us"]) == ("Zoë Łukasz 雷", ENDED_US)
    assert facts["start_us"] == ENDED_US - time_ms * 1000
    info = summary(read_replay(to_evf(video_from_session(session, Origin(ended_us=ENDED_US))),
                               "x.evf"))
    assert info["date"].startswith("2026-11-24 09:59:"), "a game of some 20 s ended at 10:00"


def test_the_player_name_setting_is_kept_and_checked() -> None:
    assert Settings().player_name == ""
    named = dataclasses.replace(Settings(), player_name="Zoë")
    assert Settings.read(named.to_json()) == (named, [])
    older = json.loads(Settings().to_json())
    del older["player_name"]
    assert Settings.read(json.dumps(older)) == (Settings(), [])
    assert check_player_name("  Ann  ") == "Ann"
    assert Settings.read(json.dumps({**older, "player_name": "  Ann  "}))[0].player_name == "Ann"
    for bad in ("a\0b", "tab\there", "x" * (MAX_PLAYER_NAME + 1), 7):
        if isinstance(bad, str):
            with pytest.raises(ValueError, match="player's name"):
                check_player_name(bad)
        # a bad name falls back alone (see tests/test_settings.py)
        assert Settings.read(json.dumps({**older, "player_name": bad})) == (
            Settings(), ["Player name"])


def test_convert_writes_the_name_given_on_the_command_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "game.txt"
    save.write_text(won(MinesParams(9, 9, 10), (4, 4), hint=True).save())
    out = tmp_path / "game.evf"
    assert run(["replay", "convert", str(save), str(out), "--player", "Ann"]) == 0
    assert theirs(out.read_bytes())["player"] == "Ann"
    assert theirs(out.read_bytes())["fair"] is False, "a save keeps its hints"
    with pytest.raises(SystemExit):
        run(["replay", "convert", str(save), str(out), "--player", "x" * 99])
    assert "player's name" in capsys.readouterr().err
