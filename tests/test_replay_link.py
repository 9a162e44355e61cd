"""A finished game as a link (issue 36, point 6): the codec's round trip over games played
through the session code, the length of an Expert game's link, and broken links refused
in one line; ``gridgames replay`` reads a link as it reads a file."""

from __future__ import annotations

import base64
import json
import re
import statistics
import zlib
from io import StringIO

import pytest
from hypothesis import given
from hypothesis import strategies as st
from scripted_games import expert_game
from session_helpers import FakeClock

from game.core.mines.game import MINES, MinesGame, new_mines_session
from game.core.mines.game_id import MinesId, MinesParams
from game.core.mines.replays import Origin, ReplayError, summary, video_from_session
from game.core.mines.replays.link import (
    MAX_LINK_CHARS,
    LinkError,
    link_payload,
    read_link,
    replay_link,
)
from game.core.session import UNDO, Session
from game.gui.host import LINK_BASE
from game.text.mines import replay_cli

URL_SAFE = re.compile(r"[A-Za-z0-9_-]+")
NAMES = st.sampled_from(["", "Ann", "Zoë 王"])


@st.composite
def played(draw: st.DrawFn) -> Session[MinesGame]:
    """A game played to its end through the session: clicks of every kind anywhere (some
    wasted, some off the board), pointer moves on and off it, hints, now and then an undo;
    on a seeded board or a shared ID that opens as the game starts; then every safe cell
    opened, or a mine.  (An undo after the end may play on: a replay shows the game up to
    its first end.)"""
    width, height = draw(st.integers(2, 12)), draw(st.integers(2, 10))
    mines = draw(st.integers(1, width * height - 1))
    params = MinesParams(width, height, mines, question_marks=draw(st.booleans()))
    clock = FakeClock(0.0)
    seed = draw(st.integers(0, 2**32))
    if draw(st.booleans()):
        session = new_mines_session(params, clock=clock, seed=seed)
    else:
        start = (draw(st.integers(0, width - 1)), draw(st.integers(0, height - 1)))
        cells = [i for i in range(width * height) if i != start[1] * width + start[0]]
        layout = frozenset(draw(st.permutations(cells))[:mines])
        session = Session(MINES, MinesId(params, layout=layout, start=start).text(), clock=clock)
    steps = draw(st.lists(st.tuples(st.sampled_from("OOOFFC@@@@hu"),
                                    st.integers(-40, width * 16 + 40),
                                    st.integers(-40, height * 16 + 40),
                                    st.integers(0, 3000)), max_size=40))
    for kind, x, y, wait in steps:
        clock.now += wait / 1000
        if kind == "@":
            session.note_pointer(x, y)
        elif kind == "h":
            session.note_hint()
        elif kind == "u":
            session.undo()
        elif 0 <= x < width * 16 and 0 <= y < height * 16:
            session.play(f"{kind}{x // 16},{y // 16}")
    lose = draw(st.booleans())
    while session.status == "ready":  # the first opening lays the mines
        session.play("F0,0" if session.position.board.view(0, 0) == "F" else "O0,0")
    for y in range(height):
        for x in range(width):
            board = session.position.board
            if session.finished or board.is_mine(x, y) != lose:
                continue
            while board.view(x, y) == "F":
                session.play(f"F{x},{y}")
            if board.view(x, y) in "#?":
                clock.now += 0.2
                session.play(f"O{x},{y}")
    assert session.finished
    return session


@given(played(), NAMES, st.booleans())
def test_a_link_gives_back_the_game_it_was_made_of(session: Session[MinesGame], name: str,
                                                    with_path: bool) -> None:
    assert session.ending is not None
    log = session.events[:session.ending.event_count]
    if any(event.action == UNDO for event in log):
        with pytest.raises(ReplayError, match="undo"):
            replay_link(session, LINK_BASE, name)
        return
    payload = link_payload(session, name, with_path=with_path)
    assert URL_SAFE.fullmatch(payload)
    shared = read_link(f"{LINK_BASE}#replay={payload}")
    assert shared.session.events == tuple(event for event in log
                                          if with_path or event.pointer is None)
    assert shared.session.base_id == session.base_id
    ending = shared.session.ending
    assert ending is not None and ending.at_ms == session.ending.at_ms
    assert ending.position.to_text() == session.ending.position.to_text()
    assert shared.session.started_at_ms == session.started_at_ms
    assert shared.with_path == with_path
    if with_path:
        assert shared.video == video_from_session(session, Origin(player=name))
    else:
        assert summary(shared.video) | {"path": 0} == \
            summary(video_from_session(session, Origin(player=name))) | {"path": 0}


@given(played())
def test_the_path_goes_in_only_when_the_whole_link_fits(session: Session[MinesGame]) -> None:
    """And then the link is the one with the path; else the clicks alone, however long."""
    if any(event.action == UNDO for event in session.events):
        return
    full = len(LINK_BASE) + len("#replay=") + len(link_payload(session, with_path=True))
    for limit in (full - 1, full):
        link, with_path = replay_link(session, LINK_BASE, limit=limit)
        assert with_path == (limit >= full)
        assert read_link(link).with_path == with_path
        assert len(link) <= limit or not with_path


def test_twenty_expert_games_fit_in_two_thousand_characters() -> None:
    """Played to the end by a scripted player (tests/scripted_games.py): its mouse glides to
    each cell and is logged as the window logs it; it thinks between clicks, flags and
    chords in four games of five.  Each link within MAX_LINK_CHARS, the path in it only if
    it fits, and it replays to the same final board and time."""
    lengths, paths = [], 0
    for seed in range(20):
        session = expert_game(seed)
        link, with_path = replay_link(session, LINK_BASE, "Ann")
        assert len(link) <= MAX_LINK_CHARS == 2000
        with_pointer = len(link_payload(session, "Ann", with_path=True))
        assert with_path == (len(LINK_BASE) + len("#replay=") + with_pointer <= 2000)
        shared = read_link(link)
        assert shared.session.position.to_text() == session.position.to_text()
        assert shared.session.elapsed_ms() == session.elapsed_ms()
        assert summary(shared.video)["bbbv_per_s"] == summary(video_from_session(session))[
            "bbbv_per_s"]
        lengths.append(len(link))
        paths += with_path
    print(f"\n20 Expert games' links: median {statistics.median(lengths):.0f}, "
          f"max {max(lengths)} characters; {paths} with the pointer's path")


def packed(data: bytes) -> str:
    return "replay=" + base64.urlsafe_b64encode(zlib.compress(data)).rstrip(b"=").decode()


def a_link() -> str:
    clock = FakeClock(0.0)
    session = new_mines_session(MinesParams(9, 9, 10), clock=clock, seed=4)
    board = session.position.board
    session.play("O4,4")
    for index in range(81):
        if not session.finished and not board.is_mine(index % 9, index // 9):
            clock.now += 0.3
            session.play(f"O{index % 9},{index // 9}")
    return replay_link(session, LINK_BASE)[0]


UNENDED = bytes([1, 0, 0, 10]) + b"9x9n10q:s1" + bytes([0])  # no events: not finished


@pytest.mark.parametrize(("text", "says"), [
    ("https://example.org/#game=9x9n10q:s1", "this is not a replay link"),
    ("https://example.org/#replay=", "this is not a replay link"),
    ("replay=%%%", "the replay link is broken: the text was cut short or changed"),
    (a_link()[:-40], "the replay link is broken: the text was cut short or changed"),
    (a_link()[:-4] + ("AAAA" if not a_link().endswith("AAAA") else "BBBB"),
     "the replay link is broken: the text was cut short or changed"),
    (a_link() + "x", "the replay link is broken: the text was cut short or changed"),
    (a_link() + "AAAA", "the replay link is broken: the text was cut short or changed"),
    (a_link()[:-9] + "." + a_link()[-9:], "the replay link is broken: the text was cut short"),
    (packed(bytes([2, 0])), "the replay link was made by a newer version of the game"),
    (packed(bytes([1, 0, 0])), "the replay link is broken: the text was cut short or changed"),
    (packed(UNENDED), "the replay link is broken: its game does not end where the link does"),
    (packed(UNENDED[:-1] + bytes([1, 9, 0, 0, 0, 0])),
     "the replay link is broken: the text was cut short or changed"),
    (packed(bytes([1, 0, 0, 5]) + b"9x9n1" + bytes([0])), "the replay link is broken: "),
    (packed(UNENDED[:-1] + bytes([1, 0, 200, 1, 0, 0, 0])), "the replay link is broken: "),
])
def test_a_broken_link_is_refused_in_one_line(text: str, says: str) -> None:
    with pytest.raises(LinkError) as refused:
        read_link(text)
    assert str(refused.value).startswith(says)
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 200


@given(st.binary(max_size=300))
def test_any_bytes_in_a_link_are_read_or_refused_as_a_link_error(data: bytes) -> None:
    for text in (packed(bytes([1, 0]) + data), packed(data), "replay=" + data.hex()):
        try:
            read_link(text)
        except LinkError as error:
            assert "\n" not in str(error)


def test_replay_info_and_review_read_a_link_as_a_file() -> None:
    link = a_link()
    out, err = StringIO(), StringIO()
    assert replay_cli.main(["info", link], out, err) == 0
    facts = json.loads(out.getvalue())
    assert facts == summary(read_link(link).video)
    assert facts["completed"] and facts["mines"] == 10
    assert replay_cli.main(["info", link[:-30]], out, err) == 2
    assert err.getvalue().count("\n") == 1
    assert err.getvalue().startswith("gridgames replay: the replay link is broken")
