"""The third game, Lights (``game/*/lights/``, ``assets/locale/lights/``): registered for
the test run only, by the one registry line in ``tests/conftest.py``, it plays through the
real window (from another game's menu to a win), the terminal and the command line; and
nothing outside its own folders names it, so the whole suite walks it with the others.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import re
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest
from front_helpers import click_at, press
from import_helpers import ROOT

from game import registry
from game.cli import parse_options, run
from game.core.lights.rules import LightsOptions
from game.core.storage import MemoryStore, Progress
from game.gui import shell
from game.gui.dialog import is_id_dialog
from game.gui.lights.front import LightsFront
from game.gui.window import Switch, Window
from game.options import NO_OPTIONS, Options
from game.text.terminal import play_text
from game.ui.theme import load_themes

OWN = re.compile(r"(^|/)lights(/|$)")  # its folders: game/<layer>/lights, its catalogues


@pytest.fixture
def lights() -> Iterator[Window[Any]]:
    pygame.init()
    window = shell.open_front("lights", NO_OPTIONS, Progress(MemoryStore()))
    assert isinstance(window.front, LightsFront)
    window.frame()
    yield window
    pygame.quit()


def lamp_colour(window: Window[Any], lamp: int) -> tuple[int, int, int]:
    x, y, size, _ = window.front.layout.lamp(lamp)
    return tuple(window.front.screen.get_at((x + size // 2, y + size // 2)))[:3]


def lamp_centre(window: Window[Any], lamp: int) -> tuple[int, int]:
    x, y, size, _ = window.front.layout.lamp(lamp)
    return x + size // 2, y + size // 2


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
    """Minesweeper's ≡ menu plays Lights; three clicks on the lamps win; the win is in its
    statistics, and the game is kept as it ended."""
    steps = [open_menu, lambda window: click_menu_item(window, "Play Lights"),
             *(lambda window, lamp=lamp: post_click(lamp_centre(window, lamp))
               for lamp in range(3))]
    mines, lights = scripted_loop(monkeypatch, steps)
    assert mines.front.name == "mines" and isinstance(lights.front, LightsFront)
    assert lights.front.session.position.to_text() == "***"
    assert lights.front.session.status == "won"
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
    assert ("Switch a lamp", "1\N{EN DASH}3") in rows  # its own action, in its own words


def test_pause_stops_its_clock_and_hides_the_lamps(lights: Window[Any]) -> None:
    press(lights, pygame.K_1, text="1")
    session = lights.front.session
    assert session.status == "playing" and not session.timer.paused
    lit = lamp_colour(lights, 0)
    assert lit == lights.theme.palette.highlight
    press(lights, pygame.K_p, text="p")
    assert session.timer.paused and lamp_colour(lights, 0) == lights.theme.palette.panel
    press(lights, pygame.K_p, text="p")
    assert not session.timer.paused and lamp_colour(lights, 0) == lit


def test_open_id_opens_its_own_in_place_and_hands_others_over(lights: Window[Any]) -> None:
    press(lights, pygame.K_1, text="1")
    press(lights, pygame.K_o, pygame.KMOD_CTRL)
    assert is_id_dialog(lights.dialog)
    type_text(lights, "lights:1")
    assert lights.dialog.form.summary() == "Enter opens this Lights game"
    assert press(lights, pygame.K_RETURN) is None
    assert lights.front.session.position.to_text() == "..."  # the ID's game, from its start
    press(lights, pygame.K_o, pygame.KMOD_CTRL)
    type_text(lights, "9x9n10q:s5")
    assert press(lights, pygame.K_RETURN) == Switch("mines", "9x9n10q:s5")


def test_its_statistics_and_glossary_come_through_its_entry(lights: Window[Any]) -> None:
    for key in (pygame.K_1, pygame.K_3, pygame.K_3, pygame.K_3, pygame.K_2):
        press(lights, key, text=pygame.key.name(key))
    assert lights.front.session.status == "won"
    press(lights, pygame.K_s, text="s")
    assert lights.panel is not None and lights.panel.name == "statistics"
    shown = [(item.label, item.key) for item in lights.panel.items]
    assert shown[:3] == [("Played / won", "1 / 1"), ("Fewest moves", "5"), ("Moves", "5")]
    press(lights, pygame.K_ESCAPE)
    press(lights, pygame.K_F1)
    assert lights.panel is not None
    glossary = " ".join(f"{item.label} {item.key}" for item in lights.panel.items)
    assert "Fewest moves the fewest toggles that lit every lamp" in " ".join(glossary.split())
    again = shell.open_front("lights", NO_OPTIONS, lights.progress)  # saved, read back
    assert again.statistics.stats.played == 1
    assert again.statistics.stats.bests == {"fewest_moves": 5}


def test_the_game_in_progress_comes_back_after_a_restart(lights: Window[Any]) -> None:
    click_at(lights, lamp_centre(lights, 1))
    again = shell.open_front("lights", NO_OPTIONS, lights.progress)
    assert again.front.session.position.to_text() == ".*."


def test_every_theme_draws_it(lights: Window[Any]) -> None:
    """T steps through every theme; each draws the lit lamp in its own colour."""
    press(lights, pygame.K_1, text="1")
    themes = load_themes()
    seen = []
    for _ in themes:
        lights.panel = None
        lights.frame()
        seen.append(lights.settings.theme or "modern")
        assert lamp_colour(lights, 0) == lights.theme.palette.highlight
        press(lights, pygame.K_t, text="t")
    assert sorted(set(seen)) == sorted(themes)


# ----- the terminal -------------------------------------------------------------------------
def test_the_terminal_plays_a_scripted_game_to_the_end() -> None:
    out = io.StringIO()
    play_text(Options(game="lights"), io.StringIO("t 1 1\n2 1\nt 2 1\nt 2 1\nt 3 1\n"), out)
    text = out.getvalue()
    assert text.startswith("Lights: switch every lamp on.\n")
    boards = [line for line in text.splitlines() if re.fullmatch(r"[.*]{3}", line)]
    assert boards[:6] == ["...", "*..", "**.", "*..", "**.", "***"]
    assert "All lamps on!" in text and text.endswith("Bye.\n")


# ----- the command line ---------------------------------------------------------------------
def test_its_flag_and_its_id_alone_open_it_in_the_terminal_and_the_window(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """``--lights``, and ``--game`` with its ID as the open-a-game-ID dialog routes it."""
    assert parse_options(["--text", "--lights"]) == Options(game="lights", text=True)
    options = parse_options(["--game", "lights:1"])
    assert options == Options(game="lights", game_id="lights:1")
    assert shell.first_front_name(options, Progress(MemoryStore())) == "lights"
    assert shell.query_options("lights:1") == options  # a shared link's
    monkeypatch.setattr("sys.stdin", io.StringIO("1 1\nq\n"))
    assert run(["--text", "--game", "lights:1"]) == 0
    assert "*.." in capsys.readouterr().out


def test_the_command_line_plays_it_with_its_own_option(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1 1\n2 1\n3 1\n"))
    assert run(["--text", "--lights", "--lights-size", "48"]) == 0
    assert "All lamps on!" in capsys.readouterr().out
    options = parse_options(["--lights", "--lights-size", "48"])
    assert options == Options(game="lights", own=LightsOptions(48))
    pygame.init()
    try:
        sizes = []
        for asked in (NO_OPTIONS, options):
            window = shell.open_front("lights", asked, Progress(MemoryStore()))
            window.frame()
            sizes.append(window.front.screen.get_size())
        assert window.front.layout.lamp(2)[2:] == (48, 48)
        assert sizes[0][1] - sizes[1][1] == 3 * (80 - 48)  # a lamp's height above and below
        assert lamp_colour(window, 2) == window.theme.palette.shadow
    finally:
        pygame.quit()


@pytest.mark.parametrize(("argv", "message"), [
    (["--lights", "--lights-size", "20"],
     "argument --lights-size: a lamp is 44 to 400 pixels, not '20'"),
    (["--lights-size", "48"], "--lights-size is for Lights: add --lights (Minesweeper boards "
                              "take --preset, or --size and --mines)"),
    (["--sudoku", "--lights-size", "48"],
     "--lights-size is a Lights option; Sudoku takes --difficulty, --seed or --game"),
    (["--lights", "--preset", "expert"],
     "--preset is a Minesweeper option; Lights takes --lights-size, --seed or --game"),
    (["--lights", "--game", "lights:1", "--lights-size", "48"],
     "--game cannot go with --lights-size: the game ID fixes the whole game"),
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
    assert "\nLights:\n  --lights-size N  " in help_text
    assert "  Lights:      t X 1 toggle lamp X\n" in help_text

