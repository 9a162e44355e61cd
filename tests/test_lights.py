"""The third game, Lights (``game/*/lights/``, ``assets/locale/lights/``): Lights Out on a
square grid, its rules checked by properties (hypothesis) and by a solver over GF(2) here.
Registered for the test run only, by the one registry line in ``tests/conftest.py``, it
plays through the real window (from another game's menu to a win, by clicks and by keys),
the terminal and the command line; and nothing outside its own folders names it, so the
whole suite walks it with the others.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest
from front_helpers import click_at, press
from hypothesis import given
from hypothesis import strategies as st
from import_helpers import ROOT

from game import registry
from game.cli import parse_options, run
from game.core.cells import Cell, MoveError
from game.core.lights.rules import (
    FEWEST,
    MOST,
    Lights,
    LightsId,
    LightsOptions,
    lights_id,
    lit_after,
    start_presses,
)
from game.core.session import GameIdError
from game.core.storage import MemoryStore, Progress
from game.gui import shell
from game.gui.dialog import is_id_dialog
from game.gui.lights.front import LightsFront
from game.gui.window import Switch, Window
from game.options import NO_OPTIONS, Options
from game.text.terminal import play_text
from game.ui.frame import Frame
from game.ui.lights.layout import LightsLayout
from game.ui.theme import load_themes

OWN = re.compile(r"(^|/)lights(/|$)")  # its folders: game/<layer>/lights, its catalogues
SHARED = LightsId(5, 1234)  # the game the window tests open
sides = st.integers(FEWEST, MOST)
seeds = st.integers(0, 2**64 - 1)


@pytest.fixture
def lights() -> Iterator[Window[Any]]:
    pygame.init()
    options = Options(game="lights", game_id=SHARED.text())
    window = shell.open_front("lights", options, Progress(MemoryStore()))
    assert isinstance(window.front, LightsFront)
    window.frame()
    yield window
    pygame.quit()


def lamp_colour(window: Window[Any], lamp: Cell) -> tuple[int, int, int]:
    return tuple(window.front.screen.get_at(lamp_centre(window, lamp)))[:3]


def lamp_centre(window: Window[Any], lamp: Cell) -> tuple[int, int]:
    x, y, size, _ = window.front.layout.lamp(*lamp)
    return x + size // 2, y + size // 2


def solution(lamps: Lights) -> list[Cell]:
    """Presses that switch every lamp on, by Gaussian elimination over GF(2): each press
    a column of bits (the lamps it switches), the lamps that are off the target."""
    side = lamps.side
    rows = []  # per lamp: the presses that switch it (bits), and 1 if it is off
    for y in range(side):
        for x in range(side):
            switching = sum(1 << (py * side + px) for px in range(side) for py in range(side)
                            if abs(px - x) + abs(py - y) <= 1)
            rows.append([switching, int(not lamps.lit(x, y))])
    pivots: dict[int, list[int]] = {}  # by its column's bit: the row that solves for it
    for bit in range(side * side):
        pivot = next((row for row in rows if row[0] >> bit & 1
                      and all(row is not taken for taken in pivots.values())), None)
        if pivot is None:
            continue  # a press no lamp needs beyond the others: left unpressed
        for row in rows:
            if row is not pivot and row[0] >> bit & 1:
                row[0] ^= pivot[0]
                row[1] ^= pivot[1]
        pivots[bit] = pivot
    assert not any(row[1] for row in rows if not row[0]), "no presses solve it"
    chosen = {bit for bit, row in pivots.items() if row[1]}
    return [(bit % side, bit // side) for bit in sorted(chosen)]


def played(game_id: str, presses: list[Cell]) -> Lights:
    lamps = Lights(game_id)
    for x, y in presses:
        lamps.play(f"T{x},{y}")
    return lamps


# ----- its rules ----------------------------------------------------------------------------
@given(sides, seeds, st.data())
def test_a_press_twice_changes_nothing(side: int, seed: int, data: st.DataObject) -> None:
    lamps = Lights(LightsId(side, seed).text())
    x, y = data.draw(st.integers(0, side - 1)), data.draw(st.integers(0, side - 1))
    before = lamps.to_text()
    switched = lamps.play(f"T{x},{y}")
    assert (x, y) in switched and 3 <= len(switched) <= 5
    assert lamps.to_text() != before
    if lamps.status != "won":  # a win takes no more presses
        lamps.play(f"T{x},{y}")
        assert lamps.to_text() == before


@given(sides, seeds)
def test_every_start_is_unsolved_and_its_own_presses_solve_it(side: int, seed: int) -> None:
    game_id = LightsId(side, seed).text()
    start = Lights(game_id)
    assert start.status == "ready" and not all(start.lamps)
    assert start.to_text() == Lights(game_id).to_text()  # the same ID, the same start
    assert played(game_id, sorted(start_presses(LightsId(side, seed)))).status == "won"
    assert played(game_id, solution(start)).status == "won"  # solvable, found afresh


@given(sides, seeds, st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=12))
def test_the_order_of_presses_does_not_matter(side: int, seed: int,
                                              presses: list[Cell]) -> None:
    """The lamps after any presses are the start's switched by the presses made an odd
    number of times, in any order (until a win, which takes no more)."""
    presses = [(x % side, y % side) for x, y in presses]
    forwards = played(LightsId(side, seed).text(), presses)
    if forwards.status != "won":
        start = lit_after(side, start_presses(LightsId(side, seed)))
        odd = [cell for cell in set(presses) if presses.count(cell) % 2]
        switched = lit_after(side, odd)
        assert forwards.lamps == [lamp == on for lamp, on in zip(start, switched, strict=True)]


@pytest.mark.parametrize(("text", "message"), [
    ("lights:1", "not a Lights ID: 'lights:1' (write lights:<side>:<seed>, like lights:5:1234)"),
    ("lights:5", "not a Lights ID: 'lights:5' (write lights:<side>:<seed>, like lights:5:1234)"),
    ("lights:5:-3", "not a Lights ID: 'lights:5:-3' (write lights:<side>:<seed>, like "
                    "lights:5:1234)"),
    ("lights:8:1", "a Lights grid is 3 to 7 lamps a side, not 8"),
    ("lights:2:1", "a Lights grid is 3 to 7 lamps a side, not 2"),
    ("lights:5:18446744073709551616",
     "the seed must be from 0 to 18446744073709551615, not 18446744073709551616"),
])
def test_a_malformed_id_is_refused_in_one_line(text: str, message: str) -> None:
    with pytest.raises(GameIdError) as error:
        lights_id(text)
    assert str(error.value) == message


def test_an_id_reads_back_as_written() -> None:
    assert lights_id(" lights:7:0 ") == "lights:7:0"
    assert Lights("lights:3:9").game_id() == "lights:3:9"


@pytest.mark.parametrize(("move", "message"), [
    ("T1", "'T1' is not a Lights move: write T and a lamp's column and row from 0, like T2,3"),
    ("T01,2", "'T01,2' is not a Lights move: write T and a lamp's column and row from 0, "
              "like T2,3"),
    ("T-1,2", "'T-1,2' is not a Lights move: write T and a lamp's column and row from 0, "
              "like T2,3"),
    ("T5,0", "T5,0 is off the grid of 5 × 5 lamps"),
])
def test_a_malformed_move_is_refused_in_one_line(move: str, message: str) -> None:
    lamps = Lights(SHARED.text())
    with pytest.raises(MoveError) as error:
        lamps.play(move)
    assert str(error.value) == message
    assert lamps.to_text() == Lights(SHARED.text()).to_text()


@pytest.mark.parametrize("side", range(FEWEST, MOST + 1))
@pytest.mark.parametrize(("page", "touch"), [
    ((390, 844), True), ((844, 390), True), ((1366, 768), False), ((800, 600), False)])
def test_a_page_fits_every_grid_whole_at_fingertip_size(
        side: int, page: tuple[int, int], touch: bool) -> None:
    """The window is the page, however it is turned: the grid never pushes it longer."""
    layout = LightsLayout.fitted(page, Frame.for_tile(32, touch=touch), side)
    if layout.side > 44:  # a fingertip's lamps may need more room than a low page has
        assert layout.size == page
    assert layout.side >= 44
    left, top, *_ = layout.lamp(0, 0)
    right, bottom, width, height = layout.lamp(side - 1, side - 1)
    assert left >= 0 and right + width <= layout.size[0]
    assert top >= layout.status_bar[3] and bottom + height <= layout.footer[1]


def type_text(window: Window[Any], text: str) -> None:
    for character in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=character))
    window.frame()


# ----- its folders and the one registry line ----------------------------------------------
def test_it_is_registered_for_the_test_run_only_and_named_nowhere_else() -> None:
    """Registered (by tests/conftest.py), yet no module, asset or catalogue outside its
    own folders names it: not the registry, not the shared catalogue."""
    assert [entry.name for entry in registry.GAMES][-1] == "lights"
    named = re.compile(r"\bLights\b|[\"']lights[\"']|\blights[.:/]")
    found = [relative for folder in ("game", "assets")
             for path in sorted((ROOT / folder).rglob("*"))
             if path.suffix in {".py", ".json", ".po", ".pot"}
             and not OWN.search(relative := path.relative_to(ROOT).as_posix())
             and named.search(path.read_text(encoding="utf-8"))]
    assert not found, f"files outside Lights' folders naming it: {found}"
    conftest = (ROOT / "tests" / "conftest.py").read_text(encoding="utf-8")
    assert len(re.findall(r"GAMES\.append\(GameEntry\(", conftest)) == 1
    assert {"core", "ui", "gui", "text"} == {
        path.parent.parent.name for path in (ROOT / "game").glob("*/lights/__init__.py")}


def recipe_steps() -> str:
    """The README's "Adding a game": its numbered steps."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return readme.split("**Adding a game**", 1)[1].split("\n\n", 2)[1]


def test_the_readmes_recipe_is_what_adding_it_took() -> None:
    """Each folder a step names is one of Lights', and each of Lights' folders is named;
    each class a step names, Lights' files (or its registry line) use."""
    steps = recipe_steps()
    assert re.findall(r"^\d+\.", steps, re.M) == [f"{n}." for n in range(1, 8)]
    named = {path.replace("<game>", "lights").rstrip("/")
             for path in re.findall(r"`([\w/]*<game>[\w/]*)`", steps)}
    folders = {path.relative_to(ROOT).as_posix() for path in ROOT.glob("*/*/lights")} | {
        path.relative_to(ROOT).as_posix() for path in ROOT.glob("*/*/*/lights")}
    assert named == folders, (named, folders)
    own = [path.read_text(encoding="utf-8") for folder in folders
           for path in (ROOT / folder).rglob("*.py")]
    own.append((ROOT / "tests" / "conftest.py").read_text(encoding="utf-8"))
    classes = set(re.findall(r"`([A-Z][a-z]+[A-Z]\w*)", steps))
    assert {"StatsBook", "TextGame", "CommandLine", "GameEntry"} <= classes
    assert not {name for name in classes if not any(name in text for text in own)}


# ----- through the real window --------------------------------------------------------------
def scripted_loop(monkeypatch: pytest.MonkeyPatch,
                  steps: list[Callable[[Window[Any]], None]]) -> list[Window[Any]]:
    """Run the shell's real loop, one step before each frame; the windows it showed."""
    monkeypatch.setattr(shell, "PACE_FRAMES", False)
    real_frame, turns, shown = Window.frame, itertools.count(), []

    def frame(window: Window[Any]) -> Switch | None:
        turn = next(turns)
        if turn < len(steps):
            steps[turn](window)
        if not shown or shown[-1] is not window:
            shown.append(window)
        return real_frame(window)

    monkeypatch.setattr(Window, "frame", frame)
    asyncio.run(shell.main(frames=len(steps) + 2, options=Options(seed=3)))
    return shown


def post_click(pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=pos))


def open_menu(window: Window[Any]) -> None:
    """A click on the ≡ button."""
    x, y, width, height = window.chrome().menu_button
    post_click((x + width // 2, y + height // 2))


def click_menu_item(window: Window[Any], label: str) -> None:
    panel = window.panel
    assert panel is not None
    index = next(i for i, item in enumerate(panel.items) if item.label == label)
    x, y, width, height = panel.item_rect(window.chrome(), index)
    post_click((x + width // 2, y + height // 2))


def test_from_another_games_menu_to_a_win_in_the_real_loop(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Minesweeper's ≡ menu plays Lights on a fresh grid; clicks on the lamps its seed
    pressed win it; the win is in its statistics, and the game is kept as it ended."""
    plan: list[Cell] = []

    def click_next(window: Window[Any]) -> None:
        """The next lamp of the start's presses, read from the game's ID on the first."""
        if not plan:
            plan.extend(sorted(start_presses(window.front.session.position.id), reverse=True))
            plan.append((-1, -1))  # a last step that clicks nothing
        lamp = plan.pop()
        if lamp != (-1, -1):
            post_click(lamp_centre(window, lamp))

    steps = [open_menu, lambda window: click_menu_item(window, "Play Lights"),
             *[click_next] * (MOST * MOST + 1)]
    mines, lights = scripted_loop(monkeypatch, steps)
    assert mines.front.name == "mines" and isinstance(lights.front, LightsFront)
    session = lights.front.session
    assert set(session.position.to_text()) == {"*", "\n"}
    assert session.status == "won" and session.position.side == 5
    assert len(session.moves) == len(start_presses(session.position.id))
    assert lights.statistics.stats.won == 1
    assert lights.progress.load(shell.LAST_GAME, str) == "lights"
    saved = lights.progress.load("lights_game", str)
    assert saved is not None and registry.load_session(saved, clock=lambda: 0.0).status == "won"


def test_tab_after_it_wraps_round_to_the_first_game_and_it_is_played_last(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def tab(window: Window[Any]) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0,
                                             unicode="\t"))

    steps = [open_menu, lambda window: click_menu_item(window, "Play Lights"), tab]
    _, lights, mines = scripted_loop(monkeypatch, steps)
    assert isinstance(lights.front, LightsFront) and mines.front.name == registry.default().name
    assert mines.progress.load(shell.LAST_GAME, str) == "mines"
    mines.progress.save(shell.LAST_GAME, "lights")
    assert shell.first_front_name(NO_OPTIONS, mines.progress) == "lights"


def test_help_lists_its_rules_and_its_own_keys(lights: Window[Any]) -> None:
    press(lights, pygame.K_F1)
    assert lights.panel is not None and lights.panel.reading
    rows = [(item.label, item.key) for item in lights.panel.items]
    assert ("Lights", "") in rows
    words = " ".join(item.label for item in lights.panel.items)
    assert "neighbours above, below, left and right" in " ".join(words.split())
    assert ("Press the lamp at the cursor", "Space or Enter") in rows  # its own words
    assert ("Move the cursor", "arrows") in rows


def key_to(window: Window[Any], lamp: Cell) -> None:
    """Arrows from the cursor (the grid's middle at first) to ``lamp``, then Space."""
    if window.front.input.cursor is None:
        press(window, pygame.K_RETURN)  # the first shows the cursor, mid-grid
    x, y = window.front.input.cursor
    steps = [(pygame.K_RIGHT if lamp[0] > x else pygame.K_LEFT, abs(lamp[0] - x)),
             (pygame.K_DOWN if lamp[1] > y else pygame.K_UP, abs(lamp[1] - y))]
    for key, count in steps:
        for _ in range(count):
            press(window, key)
    assert window.front.input.cursor == lamp
    press(window, pygame.K_SPACE, text=" ")


def test_the_arrows_and_space_press_the_lamp_at_the_cursor(lights: Window[Any]) -> None:
    """The first Enter shows the cursor in the grid's middle and presses nothing; the
    arrows stop at the edges; Space presses the lamp and its neighbours, drawn so."""
    before = lights.front.session.position.to_text()
    press(lights, pygame.K_RETURN)
    assert lights.front.input.cursor == (2, 2) and not lights.front.session.moves
    for _ in range(4):
        press(lights, pygame.K_LEFT)
    assert lights.front.input.cursor == (0, 2)
    press(lights, pygame.K_SPACE, text=" ")
    after = Lights(SHARED.text())
    after.play("T0,2")
    assert lights.front.session.position.to_text() == after.to_text() != before
    palette = lights.theme.palette
    for cell in ((0, 1), (0, 2), (0, 3), (1, 2), (4, 4)):
        assert lamp_colour(lights, cell) == (palette.highlight if after.lit(*cell)
                                             else palette.shadow)


def test_pause_stops_its_clock_and_hides_the_lamps(lights: Window[Any]) -> None:
    click_at(lights, lamp_centre(lights, (2, 2)))
    session = lights.front.session
    assert session.status == "playing" and not session.timer.paused
    lit = next((x, y) for y in range(5) for x in range(5) if session.position.lit(x, y))
    assert lamp_colour(lights, lit) == lights.theme.palette.highlight
    press(lights, pygame.K_p, text="p")
    assert session.timer.paused and lamp_colour(lights, lit) == lights.theme.palette.panel
    press(lights, pygame.K_p, text="p")
    assert not session.timer.paused and lamp_colour(lights, lit) == lights.theme.palette.highlight


def test_open_id_opens_its_own_in_place_and_hands_others_over(lights: Window[Any]) -> None:
    click_at(lights, lamp_centre(lights, (1, 1)))
    press(lights, pygame.K_o, pygame.KMOD_CTRL)
    assert is_id_dialog(lights.dialog)
    type_text(lights, "lights:8:1")
    assert lights.dialog.form.summary() == "Not yet: a Lights grid is 3 to 7 lamps a side, not 8"
    for _ in "lights:8:1":
        press(lights, pygame.K_BACKSPACE)
    type_text(lights, "lights:4:9")
    assert lights.dialog.form.summary() == "Enter opens this Lights game"
    assert press(lights, pygame.K_RETURN) is None
    shown = lights.front.session.position  # the ID's game, from its start, on its grid
    assert shown.to_text() == Lights("lights:4:9").to_text() and not lights.front.session.moves
    assert lights.front.layout.lamps == 4
    assert lights.front.screen.get_size() == lights.front.layout.size
    press(lights, pygame.K_o, pygame.KMOD_CTRL)
    type_text(lights, "9x9n10q:s5")
    assert press(lights, pygame.K_RETURN) == Switch("mines", "9x9n10q:s5")


def test_its_statistics_and_glossary_come_through_its_entry(lights: Window[Any]) -> None:
    """A win by keys, one press taken back by a second: the presses, the fewest of
    them and the time are in its statistics."""
    presses = solution(lights.front.session.position)
    key_to(lights, (0, 0))
    key_to(lights, (0, 0))
    for lamp in presses:
        key_to(lights, lamp)
    assert lights.front.session.status == "won"
    press(lights, pygame.K_s, text="s")
    assert lights.panel is not None and lights.panel.name == "statistics"
    shown = dict((item.label, item.key) for item in lights.panel.items)
    moves = str(len(presses) + 2)
    assert (shown["Played / won"], shown["Fewest moves"], shown["Moves"]) == ("1 / 1", moves,
                                                                              moves)
    assert re.fullmatch(r"[0-9]+\.[0-9]{2} s", shown["Time"]) and shown["Best time"] == shown[
        "Time"]
    press(lights, pygame.K_ESCAPE)
    press(lights, pygame.K_F1)
    assert lights.panel is not None
    glossary = " ".join(f"{item.label} {item.key}" for item in lights.panel.items)
    assert "Fewest moves the fewest toggles that lit every lamp" in " ".join(glossary.split())
    again = shell.open_front("lights", NO_OPTIONS, lights.progress)  # saved, read back
    assert again.statistics.stats.played == 1
    assert again.statistics.stats.bests["fewest_moves"] == len(presses) + 2


def test_the_game_in_progress_comes_back_after_a_restart(lights: Window[Any]) -> None:
    click_at(lights, lamp_centre(lights, (1, 1)))
    again = shell.open_front("lights", NO_OPTIONS, lights.progress)
    assert again.front.session.position.to_text() == lights.front.session.position.to_text()
    assert again.front.session.moves == ["T1,1"]


def test_a_new_game_is_another_seeds_on_a_grid_as_large(lights: Window[Any]) -> None:
    lights.front.load_game("lights:3:5")
    press(lights, pygame.K_F2)
    session = lights.front.session
    assert session.position.side == 3 and session.game_id != "lights:3:5"
    assert session.status == "ready" and lights.front.layout.lamps == 3


def test_its_menu_steps_the_grid_size_round_with_a_fresh_game(lights: Window[Any]) -> None:
    """The ≡ menu's grid item starts a game on the next size, the window fitted to it,
    and the menu shows the new size; after the largest comes the smallest."""
    heights = []
    for side in (6, 7, 3):
        press(lights, pygame.K_m, text="m")
        before = lights.front.session.position.side
        click_menu_item(lights, f"Grid: {before} × {before}")
        lights.frame()
        session = lights.front.session
        assert session.position.side == side and session.status == "ready"
        assert lights.panel is not None and any(
            item.label == f"Grid: {side} × {side}" for item in lights.panel.items)
        heights.append(lights.front.screen.get_size()[1])
        press(lights, pygame.K_ESCAPE)
        assert lights.panel is None
    assert heights[0] < heights[1] and heights[2] < heights[0]


def test_every_theme_draws_it(lights: Window[Any]) -> None:
    """T steps through every theme; each draws a lit lamp in its own colour."""
    position = lights.front.session.position
    lit = next((x, y) for y in range(5) for x in range(5) if position.lit(x, y))
    themes = load_themes()
    seen = []
    for _ in themes:
        lights.panel = None
        lights.frame()
        seen.append(lights.settings.theme or "modern")
        assert lamp_colour(lights, lit) == lights.theme.palette.highlight
        press(lights, pygame.K_t, text="t")
    assert sorted(set(seen)) == sorted(themes)


# ----- the terminal -------------------------------------------------------------------------
def test_the_terminal_plays_a_scripted_game_to_the_end() -> None:
    """A seed's game, its start's presses typed as x,y (from 1), an off-grid lamp refused
    on the way; each grid printed is the rules' own."""
    game_id = LightsId(4, 77)
    presses = sorted(start_presses(game_id))
    typed = [f"{x + 1},{y + 1}" for x, y in presses]
    out = io.StringIO()
    options = Options(game="lights", seed=77, own=LightsOptions(grid=4))
    play_text(options, io.StringIO("\n".join(["5,1", "t 1", *typed]) + "\n"), out)
    text = out.getvalue()
    assert text.startswith("Lights, 4 × 4 lamps: switch every lamp on. Game ID lights:4:77\n")
    assert "5,1 is off the board: columns go from 1 to 4, rows from 1 to 4" in text
    assert "press needs a column and a row, like: 3,4" in text
    lines = text.splitlines()
    grids = ["\n".join("".join(row.split()[1:]) for row in lines[at + 1:at + 5])
             for at, line in enumerate(lines) if line == "  1 2 3 4"]
    assert grids == [played(game_id.text(), presses[:count]).to_text()
                     for count in range(len(presses) + 1)]
    assert re.search(r"All lamps on! Moves: [0-9]+, time: [0-9.]+ s\.", text)
    assert text.endswith("Bye.\n")


# ----- the command line ---------------------------------------------------------------------
def test_its_flag_and_its_id_alone_open_it_in_the_terminal_and_the_window(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """``--lights``, and ``--game`` with its ID as the open-a-game-ID dialog routes it."""
    assert parse_options(["--text", "--lights"]) == Options(game="lights", text=True)
    options = parse_options(["--game", "lights:5:1234"])
    assert options == Options(game="lights", game_id="lights:5:1234")
    assert shell.first_front_name(options, Progress(MemoryStore())) == "lights"
    assert shell.query_options("lights:5:1234") == options  # a shared link's
    monkeypatch.setattr("sys.stdin", io.StringIO("1,1\nq\n"))
    assert run(["--text", "--game", "lights:5:1234"]) == 0
    assert played("lights:5:1234", [(0, 0)]).to_text().split("\n")[0] == "".join(
        capsys.readouterr().out.split("> 1,1\n")[1].splitlines()[2][2:].split())


def test_the_command_line_plays_it_with_its_own_options(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    presses = sorted(start_presses(LightsId(3, 11)))
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{x + 1} {y + 1}\n"
                                                         for x, y in presses)))
    assert run(["--text", "--lights", "--lights-grid", "3", "--seed", "11"]) == 0
    assert "All lamps on!" in capsys.readouterr().out
    options = parse_options(["--lights", "--lights-size", "48"])
    assert options == Options(game="lights", own=LightsOptions(48))
    assert parse_options(["--lights", "--lights-grid", "7"]).own == LightsOptions(grid=7)
    pygame.init()
    try:
        sizes = []
        for asked in (Options(game="lights", seed=1), replace(options, seed=1)):
            window = shell.open_front("lights", asked, Progress(MemoryStore()))
            window.frame()
            sizes.append(window.front.screen.get_size())
        assert window.front.layout.lamp(2, 2)[2:] == (48, 48)
        assert sizes[0][1] - sizes[1][1] == 6 * (80 - 48)  # half a lamp above and below
        lamps = window.front.session.position
        assert lamp_colour(window, (2, 2)) == (window.theme.palette.highlight if lamps.lit(2, 2)
                                               else window.theme.palette.shadow)
    finally:
        pygame.quit()


@pytest.mark.parametrize(("argv", "message"), [
    (["--lights", "--lights-size", "20"],
     "argument --lights-size: a lamp is 44 to 400 pixels, not '20'"),
    (["--lights", "--lights-grid", "8"],
     "argument --lights-grid: a grid is 3 to 7 lamps a side, not '8'"),
    (["--lights-size", "48"], "--lights-size is for Lights: add --lights (Minesweeper boards "
                              "take --preset, or --size and --mines)"),
    (["--sudoku", "--lights-grid", "4"],
     "--lights-grid is a Lights option; Sudoku takes --difficulty, --seed or --game"),
    (["--lights", "--preset", "expert"], "--preset is a Minesweeper option; Lights takes "
                                         "--lights-size, --lights-grid, --seed or --game"),
    (["--lights", "--game", "lights:5:1", "--lights-size", "48"],
     "--game cannot go with --lights-size: the game ID fixes the whole game"),
    (["--game", "lights:1"],
     "not a Lights ID: 'lights:1' (write lights:<side>:<seed>, like lights:5:1234)"),
    (["--game", "lights:9:1"], "a Lights grid is 3 to 7 lamps a side, not 9"),
])
def test_the_command_line_refuses_its_option_where_it_does_not_belong(
        argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        parse_options(argv)
    assert exit_info.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == f"gridgames: error: {message}"


def test_help_lists_its_option_in_its_own_group(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse_options(["--help"])
    help_text = capsys.readouterr().out
    assert "\nLights:\n  --lights-size N  " in help_text and "  --lights-grid N  " in help_text
    assert "  Lights:      X,Y or t X Y press lamp X,Y\n" in help_text
