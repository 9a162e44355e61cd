"""The replay viewer by touch (issue 34, point 6): a row of fingertip buttons (step back,
play/pause, step on, restart, speed, close), a seek bar whose hit area is far taller than
the bar drawn and reaches the very end, counters wrapped by item, and a tap on the board
that pauses or plays on; through the real window with finger events, on a phone upright
and on its side (the band then lies in the column beside the board)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, pairwise

import pygame
import pytest
from front_helpers import LEFT, MinesWindow, click_at, mines_window, press, still_progress
from replay_files import scripted_video

from game.core.mines.game_id import PRESETS
from game.gui import host
from game.gui.widgets import footer_lines, timeline_track
from game.options import Options
from game.ui.frame import FINGER
from game.ui.input import use_keyboard
from game.ui.layout import Layout, Rect, fitted, page_layout
from game.ui.mines.replay_player import CONTROLS, SPEEDS, ReplayPlayer
from game.ui.text_fit import ITEMS, wrap_all, wrap_items

PHONES = {"upright": (390, 844), "on its side": (844, 390)}
PAGES = {**{f"phone {name}": (size, True) for name, size in PHONES.items()},
         "itch.io frame": ((800, 600), False), "laptop tab": ((1366, 768), False)}
BUTTON = {action: index for index, (action, _) in enumerate(CONTROLS)}


def overlap(a: Rect, b: Rect) -> bool:
    return (a[0] < b[0] + b[2] and b[0] < a[0] + a[2]
            and a[1] < b[1] + b[3] and b[1] < a[1] + a[3])


def inside(rect: Rect, size: tuple[int, int]) -> bool:
    x, y, width, height = rect
    return x >= 0 and y >= 0 and x + width <= size[0] and y + height <= size[1]


def band_pieces(layout: Layout) -> dict[str, Rect]:
    return {"board": layout.board, "counters": layout.footer_text, "seek": layout.seek_bar,
            "status": layout.status_bar,
            **{action: rect for (action, _), rect in zip(CONTROLS, layout.replay_buttons,
                                                         strict=True)}}


def assert_band_fits(layout: Layout, touch: bool) -> None:
    parts = band_pieces(layout)
    assert all(inside(rect, layout.size) for rect in parts.values()), parts
    for (one, a), (other, b) in combinations(parts.items(), 2):
        assert not overlap(a, b), (one, other)
    assert layout.seek_bar[3] >= 24
    if touch:
        assert all(min(rect[2:]) >= FINGER for rect in layout.replay_buttons)


@pytest.mark.parametrize("page", list(PAGES))
@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_band_lies_apart_from_the_board_and_the_counters(page: str, preset: str) -> None:
    size, touch = PAGES[page]
    columns, rows, _ = PRESETS[preset]
    layout = page_layout(columns, rows, size, touch=touch, replay_controls=len(CONTROLS))
    assert layout.size == size
    assert_band_fits(layout, touch)


@pytest.mark.parametrize("screen", [(1024, 688), (1920, 1040)])
@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_desktop_window_grows_by_the_band_and_keeps_its_board_whole(
        screen: tuple[int, int], preset: str) -> None:
    columns, rows, _ = PRESETS[preset]
    plain = fitted(columns, rows, screen)
    layout = fitted(columns, rows, screen, replay_controls=len(CONTROLS))
    assert_band_fits(layout, touch=False)
    assert layout.tile == plain.tile
    assert layout.viewport.scrolls == plain.viewport.scrolls


# ----- the counters wrap by item ---------------------------------------------------------
COUNTERS = ["Paused 16x", "12.34 s", "3BV 57/57", "3BV/s 4.62", "Cl 74", "IOE 0.77",
            "Space, Home, +/-, arrows, E, T, Esc"]


def by_letters(text: str) -> int:
    return len(text)


@pytest.mark.parametrize("width", range(10, 120))
def test_counters_wrap_between_items_never_inside_one(width: int) -> None:
    """Each line is whole items in order, as many as fit (the next would not); only an
    item longer than a line (the keys, at a narrow width) is broken, at its spaces."""
    lines = wrap_items(ITEMS.join(COUNTERS), width, by_letters)
    assert all(len(line) <= width for line in lines)
    short = [item for item in COUNTERS if len(item) <= width]
    for item in short:
        assert any(item in line.split(ITEMS) for line in lines), (item, lines)
    assert " ".join(lines).replace(ITEMS, " ").split() == " ".join(COUNTERS).split()
    for line, after in pairwise(lines):
        first = after.split(ITEMS)[0]
        if first in short:  # greedy: the next item did not fit
            assert len(line + ITEMS + first) > width


def test_the_plain_wrap_would_split_an_item() -> None:
    """What the viewer did before: at some width "IOE 0.77" lost its number to the next
    line; by item it never does."""
    text = ITEMS.join(COUNTERS[:6])
    split = [width for width in range(10, 80)
             if any(line.endswith("IOE") for line in wrap_all(text, width, by_letters))]
    assert split
    assert all(any("IOE 0.77" in line for line in wrap_items(text, width, by_letters))
               for width in split)


# ----- the viewer on a phone, by finger --------------------------------------------------
@pytest.fixture(params=list(PHONES))
def phone(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[MinesWindow]:
    """A replay file watched on a phone's page, on a clock the test moves."""
    size = PHONES[request.param]
    monkeypatch.setattr(host, "display_size", lambda: size)
    monkeypatch.setattr(host, "DECORATION", (0, 0))
    monkeypatch.setenv("GRIDGAMES_TOUCH", "1")
    monkeypatch.setenv("GRIDGAMES_PAGE", "1")
    host.touch_screen.cache_clear()
    pygame.init()
    now = [100.0]
    app = mines_window(Options(own=scripted_video(5, (16, 16, 40))), clock=lambda: now[0],
                       progress=still_progress())
    app.now = now  # type: ignore[attr-defined]
    app.frame()
    assert app.front.layout.size == size and app.front.layout.side == (size[0] > size[1])
    yield app
    pygame.quit()
    host.touch_screen.cache_clear()
    use_keyboard(True)


def player_of(app: MinesWindow) -> ReplayPlayer:
    assert app.front.player is not None
    return app.front.player


def finger(app: MinesWindow, kind: int, pos: tuple[int, int]) -> None:
    width, height = app.chrome().size
    pygame.event.post(pygame.event.Event(kind, touch_id=1, finger_id=0, x=pos[0] / width,
                                         y=pos[1] / height, dx=0.0, dy=0.0, pressure=1.0))
    app.frame()


def tap(app: MinesWindow, pos: tuple[int, int]) -> None:
    finger(app, pygame.FINGERDOWN, pos)
    finger(app, pygame.FINGERUP, pos)


def tap_button(app: MinesWindow, action: str) -> None:
    x, y, width, height = app.front.layout.replay_buttons[BUTTON[action]]
    tap(app, (x + width // 2, y + height // 2))


def face(app: MinesWindow, action: str) -> object:
    """What the button of ``action`` shows as last drawn."""
    return app.front.renderer.status.drawn[f"control {BUTTON[action]}"]


def test_play_pause_steps_speed_restart_and_close_each_work_by_a_tap(phone: MinesWindow) -> None:
    player = player_of(phone)
    assert not player.paused and face(phone, "replay_pause") == "pause"
    tap_button(phone, "replay_pause")
    assert player.paused and face(phone, "replay_pause") == "play"
    tap_button(phone, "replay_pause")
    assert not player.paused
    bounds = player.steps.after_moves
    tap_button(phone, "replay_step:1")
    assert player.paused and player.steps.shown == bounds[0]
    tap_button(phone, "replay_step:1")
    tap_button(phone, "replay_step:1")
    assert player.steps.shown == bounds[2]
    tap_button(phone, "replay_step:-1")
    assert player.steps.shown == bounds[1]
    tap_button(phone, "replay_speed:cycle")
    assert player.speed == 2 and face(phone, "replay_speed:cycle") == "2x"
    for _ in SPEEDS[3:]:  # on to the fastest, then round to the slowest
        tap_button(phone, "replay_speed:cycle")
    assert player.speed == SPEEDS[0] and face(phone, "replay_speed:cycle") == "0.25x"
    tap_button(phone, "replay_restart")
    assert player.steps.shown == 0 and not player.paused and player.fraction == 0.0
    phone.now[0] += 30.0  # type: ignore[attr-defined]
    phone.frame()
    assert player.steps.shown > 0  # it plays from the start
    tap_button(phone, "replay_stop")
    assert phone.front.player is None
    assert phone.front.board is phone.front.session.position.board


def test_a_tap_on_the_board_pauses_and_plays_on_and_a_long_press_plays_nothing(
        phone: MinesWindow) -> None:
    player = player_of(phone)
    cell = phone.front.layout.cell_centre((3, 3))
    tap(phone, cell)
    assert player.paused and phone.front.player is player
    tap(phone, cell)
    assert not player.paused
    moves = phone.front.session.moves
    finger(phone, pygame.FINGERDOWN, cell)
    phone.now[0] += 1.0  # type: ignore[attr-defined]
    phone.frame()
    finger(phone, pygame.FINGERUP, cell)
    assert phone.front.session.moves == moves and phone.front.player is player


def test_the_seek_bar_takes_a_finger_far_off_the_bar_drawn_and_reaches_the_very_end(
        phone: MinesWindow) -> None:
    player = player_of(phone)
    x, y, width, height = seek = phone.front.layout.seek_bar
    assert height >= 24
    bar = timeline_track(seek)
    top = y  # the hit area's top row: well above the thin bar as drawn
    assert bar[1] - top >= 8
    finger(phone, pygame.FINGERDOWN, (x + width // 2, top))
    assert player.fraction == pytest.approx(0.5, abs=0.02) and player.steps.shown > 0
    finger(phone, pygame.FINGERMOTION, (x + width - 1, y + height - 1))
    assert player.done and player.fraction == 1.0
    finger(phone, pygame.FINGERMOTION, (x, top))
    assert player.steps.shown == 0
    finger(phone, pygame.FINGERMOTION, (x + width - 1, top))
    finger(phone, pygame.FINGERUP, (x + width - 1, top))
    assert player.done and player.fraction == 1.0


def test_the_counters_as_drawn_keep_each_item_on_one_line(phone: MinesWindow) -> None:
    for _ in range(8):
        tap_button(phone, "replay_step:1")
    scene = phone.front.scene()
    lines = footer_lines(phone.front.renderer.style, scene.footer,
                         phone.front.layout.footer_text, by_item=True)
    items = scene.footer.split(ITEMS)
    assert len(lines) > 1 and "Space" not in scene.footer
    assert all(any(item in line.split(ITEMS) for line in lines) for item in items), lines
    room = phone.front.layout.footer_text[3]  # every line has its own line's height
    assert len(lines) * phone.front.renderer.style.fonts.small.get_linesize() <= room


# ----- and with a mouse -------------------------------------------------------------------
def test_a_click_on_the_board_pauses_and_home_restarts() -> None:
    pygame.init()
    now = [0.0]
    app = mines_window(Options(own=scripted_video(5, (16, 16, 40))), clock=lambda: now[0],
                       progress=still_progress())
    app.frame()
    player = player_of(app)
    click_at(app, app.front.layout.cell_centre((5, 5)), LEFT)
    assert player.paused
    press(app, pygame.K_RIGHT)
    assert player.steps.shown > 0
    press(app, pygame.K_HOME)
    assert player.steps.shown == 0 and not player.paused
    x, y, width, height = app.front.layout.replay_buttons[BUTTON["replay_stop"]]
    click_at(app, (x + width // 2, y + height // 2), LEFT)
    assert app.front.player is None
    pygame.quit()
