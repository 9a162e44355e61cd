"""Conformance: a third game, Lights (``tests/lights/``), plays through the real generic
window and the terminal, and adding it needed nothing outside its own folder but the
one registry entry (put in place here).

Through the window: its menu (and the other games' menus offering it), Help, pause,
the open-a-game-ID dialog (its own ID in place, another game's handed over), its
statistics (its own metric table, through its entry), and every theme.  Through the
terminal: a game played to its end.  Through the command line: its own option, declared in
its folder as every game declares its own.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from front_helpers import mines_window, press
from import_helpers import ROOT, imported_names
from lights.cli import LightsOptions
from lights.core import LIGHTS
from lights.entry import ENTRY
from lights.front import LightsFront

from game import registry
from game.cli import parse_options, run
from game.core.storage import MemoryStore, Progress
from game.gui import shell
from game.gui.dialog import is_id_dialog
from game.gui.window import Switch, Window
from game.options import NO_OPTIONS, Options
from game.text.terminal import play_text
from game.ui.theme import load_themes

LIGHTS_DIR = Path(__file__).parent / "lights"


@pytest.fixture(autouse=True)
def lights_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The one line a new game adds to the registry."""
    monkeypatch.setattr(registry, "GAMES", [*registry.GAMES, ENTRY])
    LightsFront.opened.clear()


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


def type_text(window: Window[Any], text: str) -> None:
    for character in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=character))
    window.frame()


# ----- nothing outside its own folder ---------------------------------------------------
def test_nothing_in_the_game_names_lights() -> None:
    """No module, asset or catalogue of the game had to learn Lights' name."""
    named = re.compile(r"\bLights\b|[\"']lights[\"']|\blights[.:]")
    found = [str(path.relative_to(ROOT)) for folder in ("game", "assets")
             for path in sorted((ROOT / folder).rglob("*"))
             if path.suffix in {".py", ".json", ".po"}
             and named.search(path.read_text(encoding="utf-8"))]
    assert not found, f"files naming Lights: {found}"
    assert named.search('GameEntry("lights", "Lights", ...)')  # the line it would take


def test_lights_imports_only_what_every_game_shares() -> None:
    """Lights leans on no other game: no module of any game the registry ships."""
    shipped = "|".join(entry.name for entry in registry.GAMES if entry is not ENTRY)
    borrowed = [f"{path.name}: {name}" for path in sorted(LIGHTS_DIR.glob("*.py"))
                for _, name in imported_names(path)
                if re.search(rf"\.({shipped})(\.|$)", name)]
    assert not borrowed, borrowed
    assert any(name.startswith("game.gui.window") for path in LIGHTS_DIR.glob("*.py")
               for _, name in imported_names(path))


# ----- through the real window ------------------------------------------------------------
def test_its_menu_and_the_other_games_menus(lights: Window[Any]) -> None:
    press(lights, pygame.K_m, text="m")
    assert lights.panel is not None
    labels = [(item.label, item.key) for item in lights.panel.items]
    others = [entry for entry in registry.GAMES if entry is not ENTRY]
    assert [(f"Play {entry.title}", "" if index else "Tab")  # Tab wraps round to the first
            for index, entry in enumerate(others)] == [
        label for label in labels if label[0].startswith("Play ")]
    mines = mines_window(Options(seed=1), progress=Progress(MemoryStore()))
    mines.front.open_menu()
    assert mines.panel is not None
    assert "Play Lights" in [item.label for item in mines.panel.items]


def test_help_lists_its_rules_and_keys(lights: Window[Any]) -> None:
    press(lights, pygame.K_F1)
    assert lights.panel is not None and lights.panel.reading
    labels = [item.label for item in lights.panel.items]
    assert "Lights" in labels and "Switch every lamp on." in labels
    assert any("Toggle" in label for label in labels)  # its own keys, from its bindings


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
    assert lights.dialog.form.summary() == "Enter opens this game"
    assert press(lights, pygame.K_RETURN) is None
    assert lights.front.session.position.to_text() == "..."  # the ID's game, from its start
    press(lights, pygame.K_o, pygame.KMOD_CTRL)
    type_text(lights, "9x9n10q:s5")
    assert press(lights, pygame.K_RETURN) == Switch("mines", "9x9n10q:s5")


def test_its_statistics_come_through_its_entry_into_the_window(lights: Window[Any]) -> None:
    """Its own metric table (``lights/stats.py``), carried by its registry entry: the
    window records a win, saves it, shows its panel's rows and its glossary in Help."""
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
def test_the_terminal_plays_it_to_the_end() -> None:
    out = io.StringIO()
    play_text(Options(game="lights"), io.StringIO("t 1 1\n2 1\nt 3 1\n"), out)
    text = out.getvalue()
    assert "Lights: switch every lamp on." in text and "All lamps on!" in text


# ----- the command line, the shell and the registry's order ------------------------------
def test_the_command_line_offers_the_new_game() -> None:
    assert parse_options(["--lights", "--game", "lights:1"]) == Options(
        game="lights", game_id="lights:1")
    assert parse_options(["--text", "--lights"]).game == "lights"


def test_its_game_id_alone_opens_it_in_the_terminal_and_the_window(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """``--game`` routes any registered game's ID, as the open-a-game-ID dialog does."""
    options = parse_options(["--game", "lights:1"])
    assert options == Options(game="lights", game_id="lights:1")
    assert shell.first_front_name(options, Progress(MemoryStore())) == "lights"
    monkeypatch.setattr("sys.stdin", io.StringIO("1 1\nq\n"))
    assert run(["--text", "--game", "lights:1"]) == 0
    assert "*.." in capsys.readouterr().out


def test_the_command_line_runs_it_in_the_terminal(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1 1\nq\n"))
    assert run(["--text", "--lights"]) == 0
    assert "*.." in capsys.readouterr().out


def test_the_shell_plays_it_and_tab_hands_over_to_the_next_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shell, "PACE_FRAMES", False)
    frames = itertools.count()
    real_frame = Window.frame

    def scripted(self: Window[Any]) -> Switch | None:
        """Lamps 1 to 3 on, one key a frame, then Tab."""
        keys = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_TAB]
        turn = next(frames)
        if turn < len(keys):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=keys[turn], mod=0,
                                                 unicode=pygame.key.name(keys[turn])))
        return real_frame(self)

    monkeypatch.setattr(Window, "frame", scripted)
    asyncio.run(shell.main(frames=6, options=Options(game="lights", game_id="lights:1")))
    front = LightsFront.opened[0]
    assert front.session.position.to_text() == "***" and front.session.status == "won"
    saved = front.window.progress.load("lights_game", str)
    assert saved is not None
    loaded = registry.load_session(saved, clock=lambda: 0.0)
    assert loaded.rules is LIGHTS and loaded.position.to_text() == "***"
    # Tab after the last game wraps round to the first: Minesweeper opened and is remembered
    assert front.window.progress.load(shell.LAST_GAME, str) == "mines"


def test_a_shared_link_and_the_last_game_open_it() -> None:
    assert shell.query_options("lights:1") == Options(game="lights", game_id="lights:1")
    progress = Progress(MemoryStore())
    progress.save(shell.LAST_GAME, "lights")
    assert shell.first_front_name(NO_OPTIONS, progress) == "lights"


def test_its_own_option_parses_and_reaches_its_front() -> None:
    options = parse_options(["--lights", "--lights-size", "48"])
    assert options == Options(game="lights", own=LightsOptions(48))
    pygame.init()
    try:
        window = shell.open_front("lights", options, Progress(MemoryStore()))
        window.frame()
        assert window.front.layout.lamp(2) == (96, 96, 48, 48)
        assert window.front.screen.get_size() == (3 * 48, 5 * 48)
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
