"""Live counters while a game is played (Options, off by default), and the player's name
typed in Options: through the real window, a game played by the mouse on a clock the test
moves; the footer's numbers checked against the replay viewer's for the same game at the
same moment, and the viewer's path against ms_toollib's at times through a replay."""

from __future__ import annotations

import json
from collections.abc import Iterator

import ms_toollib as ms
import pygame
import pytest
from front_helpers import LEFT, MIDDLE, RIGHT, MinesWindow, click_at, mines_window, press
from replay_files import evf_bytes, scripted_video

from game.core.mines.game_id import MinesParams
from game.core.mines.replays import Timeline, performance, read_replay, video_from_session
from game.core.settings import MAX_PLAYER_NAME, Settings
from game.core.storage import PREFIX, SETTINGS, MemoryStore, Progress
from game.gui.dialog import is_name_dialog
from game.gui.widgets import centre
from game.options import Options
from game.ui.mines.panels import options_menu
from game.ui.mines.replay_player import SessionSteps
from game.ui.text_fit import ITEMS

STEP_S = 0.37  # between two things the player does


@pytest.fixture
def display() -> Iterator[None]:
    pygame.init()
    yield
    pygame.quit()


def window_with(settings: Settings, now: list[float], store: MemoryStore | None = None, *,
                shared: bool = False) -> MinesWindow:
    """A 9x9 game (seed 11, guesses allowed) on the test's clock, with these settings;
    ``shared``: the same board opened from the ID shared after its first opening."""
    store = store or MemoryStore({PREFIX + SETTINGS: settings.to_json()})
    app = mines_window(Options(seed=11), clock=lambda: now[0], progress=Progress(store))
    app.frame()
    app.front.new_game(MinesParams(9, 9, 10), seed=11)
    if shared:
        app.front.session.play("O4,4")
        app.front.load_game(app.front.session.game_id)
        assert app.front.session.status == "playing"
    app.frame()
    return app


def move_to(app: MinesWindow, pos: tuple[int, int], now: list[float]) -> None:
    """The mouse moves there a little later (the window logs the pointer's path)."""
    now[0] += STEP_S
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame()


def counters_of(footer: str) -> list[str]:
    return footer.split(ITEMS)


def play_to_a_win(app: MinesWindow, now: list[float]) -> list[tuple[int, list[str]]]:
    """Open, flag, chord and open again by mouse until the board is won; after each
    click, the events so far and the live footer's items."""
    front, seen = app.front, []
    layout = front.layout

    def act(cell: tuple[int, int], button: int) -> None:
        move_to(app, (layout.cell_centre(cell)[0] + 3, layout.cell_centre(cell)[1] - 2), now)
        click_at(app, layout.cell_centre(cell), button)
        assert front.layout == layout  # the footer had room: the board stays put
        if front.session.status == "playing":
            seen.append((len(front.session.events), counters_of(front.picture.footer())))

    act((4, 4), LEFT)
    board = front.board
    for y in range(9):
        for x in range(9):
            if board.is_mine(x, y) and any(board.view(*n) in "12345678"
                                           for n in board.neighbours(x, y)):
                act((x, y), RIGHT)
                numbers = [n for n in board.neighbours(x, y) if board.view(*n) in "12345678"]
                act(numbers[0], MIDDLE)
    for y in range(9):
        for x in range(9):
            if not board.is_mine(x, y) and board.view(x, y) == "#":
                act((x, y), LEFT)
    assert front.session.status == "won"
    return seen


@pytest.mark.parametrize("shared", [False, True], ids=["seeded", "shared ID"])
def test_the_footer_counts_live_as_the_viewer_counts_the_same_game(display: None,
                                                                   shared: bool) -> None:
    """A shared ID's opening is made as the game starts, not logged: it counts as the
    replay counts it (a left click, where the path begins)."""
    now = [100.0]
    app = window_with(Settings(animations=False, live_counters=True), now, shared=shared)
    seen = play_to_a_win(app, now)
    kinds = {item.split(" ")[0] for _, items in seen for item in items}
    assert {"3BV", "3BV/s", "Cl", "IOE", "Path"} <= kinds
    last = seen[-1][1]
    played_s = (len(seen) - 1 + shared) * STEP_S
    assert last[0] == f"{played_s:.2f} s"  # to the hundredth, from the
    clicks, kinds = last[3].split(" (")  # first opening
    assert int(clicks.split()[1]) == sum(int(n) for n in kinds.rstrip(")").split("/"))
    assert all(int(n) > 0 for n in kinds.rstrip(")").split("/"))  # left, right and chord
    assert int(last[5].split()[1]) > 100  # the pointer went places
    app.activate("replay")  # the viewer, on this game's events
    player = app.front.player
    assert player is not None and isinstance(player.steps, SessionSteps)
    for events, items in [*seen, *reversed(seen)]:  # on, then back (counted afresh)
        player.steps.seek(events)
        assert counters_of(player.footer(""))[1:] == items, events
    # and the clicks and path counted live are the replay file's, by ms_toollib's rules
    player.steps.seek(len(player.steps.times))
    video, end = video_from_session(app.front.session), player.steps.counters()
    truth = performance(video)
    assert (end.left, end.right, end.chord) == (truth.left, truth.right, truth.chord)
    assert end.path_px == pytest.approx(truth.path_px)


def test_counters_are_off_by_default_and_the_option_turns_them_on(display: None) -> None:
    now = [100.0]
    store = MemoryStore({PREFIX + SETTINGS: Settings(animations=False).to_json()})
    app = window_with(Settings(animations=False), now, store)
    move_to(app, app.front.layout.cell_centre((4, 4)), now)
    click_at(app, app.front.layout.cell_centre((4, 4)))
    assert app.front.session.status == "playing"
    assert "3BV" not in app.front.picture.footer() and "hint" in app.front.picture.footer()
    menu = options_menu(app.settings, "Classic")
    row = next(item for item in menu.items if item.action == "live_counters")
    assert row.switch and not row.checked
    app.activate("live_counters")
    assert app.settings.live_counters
    assert Settings.read(store.values[PREFIX + SETTINGS])[0].live_counters
    press(app, pygame.K_ESCAPE)  # the panel closed, the game goes on
    assert app.panel is None
    app.frame()
    footer = app.front.renderer.status.drawn["footer"]
    assert isinstance(footer, str) and footer.startswith("0.") and "3BV 1/" in footer


def test_the_counters_line_repaints_only_the_footer(display: None) -> None:
    """The clock runs: each frame the counters change, and only the footer's words are
    painted again (the timer whole seconds, as before)."""
    now = [100.0]
    app = window_with(Settings(animations=False, live_counters=True), now)
    click_at(app, app.front.layout.cell_centre((4, 4)))
    app.frame()
    now[0] += 0.01
    rects = app.front.draw()
    assert rects == [app.front.layout.footer_text]
    now[0] += 0.99
    assert app.front.layout.timer in app.front.draw()


def type_text(app: MinesWindow, text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=char))
    app.frame()


def test_the_name_typed_in_options_is_kept_and_a_bad_one_refused(display: None) -> None:
    now = [100.0]
    store = MemoryStore({PREFIX + SETTINGS: Settings(animations=False).to_json()})
    app = window_with(Settings(), now, store)
    app.activate("options")
    assert any(item.label == "Player name: none" for item in app.panel.items)  # type: ignore[union-attr]
    app.activate("player_name")
    dialog = app.dialog
    assert is_name_dialog(dialog)
    type_text(app, "x" * (MAX_PLAYER_NAME + 1))
    assert dialog.form.summary() == f"A name has at most {MAX_PLAYER_NAME} characters"
    press(app, pygame.K_RETURN)  # refused: the dialog stays, the setting too
    click_at(app, centre(dialog.action_button("save")))
    assert app.dialog is dialog and app.settings.player_name == ""
    press(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text(app, "  Ada Lovelace ")
    assert dialog.form.summary() == "Enter keeps this name for exported replays"
    press(app, pygame.K_RETURN)
    assert app.dialog is None and app.settings.player_name == "Ada Lovelace"
    assert json.loads(store.values[PREFIX + SETTINGS])["player_name"] == "Ada Lovelace"
    assert app.panel is not None and app.panel.name == "options"
    assert any(item.label == "Player name: Ada Lovelace" for item in app.panel.items)
    again = window_with(Settings(), now, store)  # the settings file keeps it
    assert again.settings.player_name == "Ada Lovelace"
    again.activate("player_name")
    assert is_name_dialog(again.dialog)
    assert again.dialog.form.text == "Ada Lovelace"
    press(again, pygame.K_ESCAPE)
    assert again.settings.player_name == "Ada Lovelace"


@pytest.mark.parametrize("seed", [5, 8])
def test_the_viewers_path_is_ms_toollibs_at_every_moment(seed: int) -> None:
    data = evf_bytes(scripted_video(seed, (16, 16, 40)))
    video = read_replay(data, "game.evf")
    oracle = ms.EvfVideo(raw_data=data)
    oracle.parse()
    oracle.analyse()
    timeline = Timeline(video)
    start = next(move.at_ms for move in timeline.moves if move.move.kind == "O")
    end = timeline.total_ms()
    for at_ms in [0, *range(150, end, end // 9), end]:
        oracle.current_time = at_ms / 1000
        timeline.seek_time(start + at_ms)
        now = timeline.counters()
        assert now.path_px == pytest.approx(oracle.path, abs=0.01), at_ms
        assert (now.left, now.right, now.chord) == (oracle.left, oracle.right, oracle.double)
    assert timeline.counters().path_px > 1000


def test_on_a_phones_page_the_browsers_prompt_types_the_name(
        display: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """A canvas brings up no on-screen keyboard: the row asks the page's prompt at once
    (the question and the name so far), a tap on the field asks again, and the answer
    replaces the field's text; a cancelled prompt changes nothing."""
    from game.gui import dialog as dialogs

    answers: list[str | None] = ["Zoë", None, "Ada"]
    asked: list[tuple[str, str]] = []

    def prompt(question: str, current: str) -> str | None:
        asked.append((question, current))
        return answers.pop(0)

    monkeypatch.setattr(dialogs, "ask_text", prompt)
    now = [100.0]
    app = window_with(Settings(player_name="Bob"), now)
    app.activate("player_name")
    assert asked == [("Player name", "Bob")]
    dialog = app.dialog
    assert is_name_dialog(dialog) and dialog.form.text == "Zoë"
    click_at(app, centre(dialog.field()))  # cancelled: the text stays
    assert dialog.form.text == "Zoë" and app.dialog is dialog
    click_at(app, centre(dialog.field()))
    assert asked[1:] == [("Player name", "Zoë")] * 2 and dialog.form.text == "Ada"
    click_at(app, centre(dialog.action_button("save")))
    assert app.dialog is None and app.settings.player_name == "Ada"


def test_a_narrow_window_keeps_its_size_as_the_counters_grow(display: None) -> None:
    """Natively the footer grows to hold its text: with the counters on it holds their
    widest from the start, so the first click and the clock passing 10 s and 100 s never
    resize the window under the player's pointer."""
    now = [100.0]
    app = window_with(Settings(animations=False, live_counters=True, tile=16), now)
    layout = app.front.layout
    plain = window_with(Settings(animations=False, tile=16), now).front.layout
    assert layout.footer_lines > plain.footer_lines  # room kept before the first click
    click_at(app, layout.cell_centre((4, 4)))
    for seconds in (9.5, 10.5, 99.5, 100.5):
        now[0] += seconds
        app.frame()
        assert app.front.picture.footer_text()[1] and app.front.layout == layout, seconds
