"""The replay viewer, headless: a replay file's board, counters, cursor and timeline bar
as they were at a moment, play/pause/step/speed by the key table, scrubbing, and
``gridgames replay watch`` refusing a bad file without opening a window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from front_helpers import LEFT, MinesWindow, click_at, mines_window, press, shows, still_progress
from replay_files import ms_facts, played_session, rmv_bytes, scripted_video

from game.core.mines.replays import Timeline, Video, review_video, to_evf
from game.core.stats import hundredths
from game.gui import shell
from game.gui.widgets import TIMELINE_SNAP, timeline_track
from game.options import Options
from game.text.mines import replay_cli
from game.ui.mines.replay_player import ReplayPlayer, SessionSteps

TILES = {"#": "covered", ".": "revealed", "F": "flag", **{str(n): str(n) for n in range(1, 9)}}


@pytest.fixture
def video() -> Video:
    return scripted_video(5, (16, 16, 40))


@pytest.fixture
def viewer(video: Video) -> Iterator[MinesWindow]:
    """The window opened on the replay, on a clock the test moves."""
    pygame.init()
    now = [0.0]
    game = mines_window(Options(own=video), clock=lambda: now[0], progress=still_progress())
    game.now = now  # type: ignore[attr-defined]
    game.frame()
    yield game
    pygame.quit()


def player_of(game: MinesWindow) -> ReplayPlayer:
    assert game.front.player is not None
    return game.front.player


def expected_at(video: Video, shown: int) -> Timeline:
    timeline = Timeline(video)
    timeline.seek(shown)
    return timeline


def assert_shows_moment(game: MinesWindow, video: Video) -> None:
    """Every cell clear of the drawn cursor shows the board after the events shown, and
    the counters read as they did then."""
    player = player_of(game)
    if player.trail_on:  # the trail and markers cover cells: check the board without them
        press(game, pygame.K_t)
    truth = expected_at(video, player.steps.shown)
    board = truth.board
    pointer = player.steps.pointer()
    for y in range(board.height):
        for x in range(board.width):
            near = pointer is not None and 0 <= x - int(pointer[0]) <= 1 \
                and 0 <= y - int(pointer[1]) <= 1
            if not near:
                assert shows(game, (x, y), TILES[board.view(x, y)]), (x, y)
    drawn = game.front.renderer.status.drawn
    assert drawn["left_counter"] == board.mines_left
    event = truth.last_event
    assert event is not None
    assert drawn["timer"] == player.elapsed_ms() // 1000 <= event.at_ms // 1000 + 1


def test_the_viewer_opens_at_the_replays_size_and_plays_in_real_time(viewer: MinesWindow,
                                                                     video: Video) -> None:
    assert (viewer.front.layout.columns, viewer.front.layout.rows) == (16, 16)
    player = player_of(viewer)
    assert player.steps.shown == 0 and viewer.front.board.status == "ready"
    middle = video.events[len(video.events) // 2].at_ms
    viewer.now[0] += (middle - player.start_ms) / 1000  # type: ignore[attr-defined]
    viewer.frame()
    assert player.steps.shown == sum(1 for event in video.events if event.at_ms <= middle)
    assert viewer.front.board.status == "playing"
    assert_shows_moment(viewer, video)


def test_the_players_cursor_is_drawn_and_the_live_hover_is_not(viewer: MinesWindow) -> None:
    press(viewer, pygame.K_RIGHT)
    press(viewer, pygame.K_RIGHT)
    pointer = player_of(viewer).steps.pointer()
    assert pointer is not None
    left, top, tile = *viewer.front.layout.board[:2], viewer.front.layout.tile
    tip = (left + round(pointer[0] * tile), top + round(pointer[1] * tile))
    screen = viewer.front.renderer.screen
    assert tuple(screen.get_at((tip[0] + 2, tip[1] + 6)))[:3] == (255, 255, 255)
    assert tuple(screen.get_at(tip))[:3] == (0, 0, 0)
    covered = next((x, y) for y in range(16) for x in range(16)
                   if viewer.front.board.view(x, y) == "#" and abs(x - pointer[0]) > 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, rel=(0, 0), buttons=(0, 0, 0),
                                         pos=viewer.front.layout.cell_centre(covered)))
    viewer.frame()
    assert shows(viewer, covered, "covered")


def test_arrows_step_from_move_to_move_and_pause(viewer: MinesWindow, video: Video) -> None:
    player = player_of(viewer)
    bounds = player.steps.after_moves
    press(viewer, pygame.K_RIGHT)
    assert player.paused and player.steps.shown == bounds[0] and player.moves_shown == 1
    for _ in range(3):
        press(viewer, pygame.K_RIGHT)
    assert player.steps.shown == bounds[3]
    assert_shows_moment(viewer, video)
    press(viewer, pygame.K_LEFT)
    assert player.steps.shown == bounds[2]
    assert_shows_moment(viewer, video)
    viewer.now[0] += 100.0  # type: ignore[attr-defined]
    viewer.frame()
    assert player.steps.shown == bounds[2]  # paused: time passing shows nothing


def test_space_pauses_and_plus_minus_change_the_speed(viewer: MinesWindow) -> None:
    player = player_of(viewer)
    press(viewer, pygame.K_SPACE)
    assert player.paused
    press(viewer, pygame.K_SPACE)
    press(viewer, pygame.K_EQUALS)
    press(viewer, pygame.K_EQUALS)
    assert player.speed == 4 and not player.paused
    press(viewer, pygame.K_MINUS)
    assert player.speed == 2
    before = player.position_ms
    viewer.now[0] += 1.0  # type: ignore[attr-defined]
    viewer.frame()
    assert player.position_ms == pytest.approx(before + 2000)


def test_clicking_and_dragging_the_timeline_bar_scrubs(viewer: MinesWindow, video: Video) -> None:
    player = player_of(viewer)
    x, y, width, height = viewer.front.layout.seek_bar
    middle = (x + width // 2, y + height // 2)
    click_at(viewer, middle)
    assert player.fraction == pytest.approx(0.5, abs=0.01)
    expected = expected_at(video, 0)
    expected.seek_time(int(player.position_ms))
    assert player.steps.shown == expected.shown > 0
    assert_shows_moment(viewer, video)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=LEFT, pos=middle))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + width - 1, middle[1]),
                                         rel=(0, 0), buttons=(1, 0, 0)))
    viewer.frame()
    assert player.done and player.fraction == 1.0
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, middle[1]), rel=(0, 0),
                                         buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=LEFT, pos=(x, middle[1])))
    viewer.frame()
    assert player.steps.shown == 0 and viewer.front.board.status == "ready"
    assert all(shows(viewer, (cx, 8), "covered") for cx in range(16))


def test_a_press_a_few_pixels_short_of_the_bars_end_reaches_the_end(viewer: MinesWindow) -> None:
    """On the bar as drawn: its fill's last pixel and the few before it are the end."""
    player = player_of(viewer)
    left, top, width, _ = timeline_track(viewer.front.layout.seek_bar)
    click_at(viewer, (left + width - 2 - TIMELINE_SNAP, top + 2))
    assert player.done and player.fraction == 1.0
    click_at(viewer, (left + 1 + TIMELINE_SNAP, top + 2))
    assert player.steps.shown == 0 and player.fraction == 0.0
    click_at(viewer, (left + width // 2, top + 2))
    assert player.fraction == pytest.approx(0.5, abs=0.01)


def test_escape_leaves_the_viewer_for_the_game_at_its_own_size(viewer: MinesWindow) -> None:
    press(viewer, pygame.K_ESCAPE)
    assert viewer.front.player is None
    assert (viewer.front.layout.columns, viewer.front.layout.rows) == (9, 9)
    assert viewer.front.board is viewer.front.session.position.board


def test_hints_in_a_game_of_this_window_are_not_steps() -> None:
    session = next(session for session in map(played_session, range(1, 40))
                   if any(not event.is_move for event in session.replay().events))
    events = session.replay().events
    steps = SessionSteps(session.replay())
    player = ReplayPlayer(steps, lambda: 0.0)
    for _ in steps.after_moves:
        player.step(1)
        last = events[steps.shown - 1]
        assert last.is_move
    assert player.moves_shown == sum(event.is_move for event in events)


def test_watch_a_bad_file_exits_2_with_one_line_and_no_window(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    def no_window(*_: object) -> None:
        raise AssertionError("a window opened for a bad file")

    monkeypatch.setattr(shell, "main", no_window)
    path = tmp_path / "broken.avf"
    path.write_bytes(b"\x00\x01junk")
    assert replay_cli.main(["watch", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "broken.avf" in err


def test_watch_opens_the_viewer_on_the_file(tmp_path: Path, video: Video) -> None:
    path = tmp_path / "game.rmv"
    path.write_bytes(rmv_bytes(video))
    assert replay_cli.main(["watch", str(path)], frames=3) == 0


def test_e_reviews_the_watched_replay_in_a_panel(viewer: MinesWindow, video: Video) -> None:
    press(viewer, pygame.K_e)
    assert viewer.panel is not None
    rows = {item.label: item.key for item in viewer.panel.items}
    expected = review_video(video)
    assert rows["Deductions"] == str(expected.count("deduction"))
    assert rows["Wasted clicks"] == str(expected.count("wasted"))
    assert rows["Review"] == ("lost" if expected.losing else "won")
    oracle = ms_facts("evf", to_evf(video))  # the community's counters of the same game
    assert rows["Isl · hZiNi · ZiNi"] == f"{oracle['islands']} · {oracle['hzini']} · " \
        f"{oracle['zini']}"
    assert rows["RQP · STNB"] == f"{oracle['rqp']:.2f} · {oracle['stnb']:.2f}"
    assert rows["Path"] == f"{oracle['path']:.0f}"


def test_e_reviews_a_finished_game_and_explains_an_unfinished_one(app: MinesWindow) -> None:
    press(app, pygame.K_e)
    assert app.panel is None and app.notice == "No review: unfinished"
    click_at(app, app.front.layout.cell_centre((4, 4)))
    mine = next((x, y) for y in range(9) for x in range(9) if app.front.board.is_mine(x, y))
    click_at(app, app.front.layout.cell_centre(mine))
    press(app, pygame.K_e)
    assert app.panel is not None
    rows = [(item.label, item.key) for item in app.panel.items]
    assert rows[0] == ("Review", "lost") and any(value.endswith("· lost") for _, value in rows)


def test_the_trail_and_click_markers_show_and_toggle(viewer: MinesWindow, video: Video) -> None:
    """Left, right and chord clicks each get their own marker colour where they were
    clicked; T hides them and the trail, and the tiles under them come back."""
    player = player_of(viewer)
    for _ in range(12):
        press(viewer, pygame.K_RIGHT)
    marks = player.steps.marks()
    assert marks and player.trail_on
    screen = viewer.front.renderer.screen
    left, top, tile = *viewer.front.layout.board[:2], viewer.front.layout.tile
    colours = {"left": (30, 160, 60), "right": (220, 40, 40), "chord": (150, 60, 200)}
    own, half = 0, max(9, tile * 2 // 5) // 2  # the marker's size follows the tiles
    for kind, (x, y) in marks:  # up and left of the centre, where no arrow reaches
        cx, cy = left + round(x * tile), top + round(y * tile)
        pixel = tuple(screen.get_at((cx - half, cy - (kind != "right") * half)))[:3]
        assert pixel in colours.values()  # its own, or a later click's on the same spot
        own += pixel == colours[kind]
    assert own >= len(marks) // 2 and {kind for kind, _ in marks} >= {"left", "right"}
    assert len(player.steps.trail()) >= 2
    press(viewer, pygame.K_t)
    assert not player.trail_on
    truth = expected_at(video, player.steps.shown).board
    kind, (x, y) = marks[0]
    cell = (int(x), int(y))
    pointer = player.steps.pointer()
    if pointer is None or (int(pointer[0]), int(pointer[1])) != cell:
        assert shows(viewer, cell, TILES[truth.view(*cell)])


def test_the_footer_counts_live_to_the_hundredth(viewer: MinesWindow, video: Video) -> None:
    player = player_of(viewer)
    for _ in range(8):
        press(viewer, pygame.K_RIGHT)
    truth = expected_at(video, player.steps.shown).counters()
    footer = viewer.front.scene().footer
    assert f"{hundredths(truth.time_ms) / 100:.2f} s" in footer
    assert f"3BV {truth.solved_three_bv}/{truth.three_bv}" in footer
    assert f"3BV/s {truth.three_bv_per_second:.2f}" in footer
    assert f"Cl {truth.clicks}" in footer and f"IOE {truth.ioe:.2f}" in footer
    assert truth.clicks > 0 and truth.solved_three_bv > 0


def test_on_a_touch_screen_the_footer_names_no_keys(viewer: MinesWindow,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from game.gui.mines import picture

    assert "Space" in viewer.front.scene().footer
    monkeypatch.setattr(picture, "touch_screen", lambda: True)
    footer = viewer.front.scene().footer
    assert "Space" not in footer and "Esc" not in footer and "3BV/s" in footer
