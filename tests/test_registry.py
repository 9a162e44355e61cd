"""One registry of games: a game defined here, in the test, joins every front by one entry.

"Lights" is a row of lamps to switch on (``T<x>`` toggles lamp x).  Registered beside
Minesweeper and Sudoku, with no change to any module of the game, it gets a command-line
flag, is played in the terminal and in the window shell, is listed in the other games'
menus and in the Tab order, and its saves load.
"""

from __future__ import annotations

import asyncio
import io
import itertools
from collections.abc import Callable, Collection, Iterator
from types import MappingProxyType
from typing import ClassVar, Self

import pygame
import pytest

from game import registry
from game.cli import parse_options, run
from game.core.session import Clock, GameIdError, Session
from game.core.storage import MemoryStore, Progress
from game.gui import shell
from game.gui.mines.window import MinesApp
from game.options import NO_OPTIONS, Options
from game.registry import GameEntry
from game.text.terminal import MoveCommand, TextGame, play_text

LAMPS = 3


class Lights:
    """The tiny game's position: lamps in a row, won when every one is on."""

    cell_count = LAMPS

    def __init__(self, game_id: str) -> None:
        self._id = game_id
        self.lamps = [False] * LAMPS

    @property
    def status(self) -> str:
        return "won" if all(self.lamps) else "playing" if any(self.lamps) else "ready"

    def play(self, move: str) -> Collection[tuple[int, int]]:
        x = int(move.removeprefix("T"))
        if self.status == "won" or not 0 <= x < LAMPS:
            return set()
        self.lamps[x] = not self.lamps[x]
        return {(x, 0)}

    def copy(self) -> Self:
        twin = Lights(self._id)
        twin.lamps = list(self.lamps)
        return twin  # type: ignore[return-value]

    def to_text(self) -> str:
        return "".join("*" if lamp else "." for lamp in self.lamps)

    def game_id(self) -> str:
        return self._id

    def base_id(self) -> str:
        return self._id


class LightsRules:
    name = "lights"

    def start(self, game_id: str) -> Lights:
        return Lights(game_id)


LIGHTS = LightsRules()


def lights_id(text: str) -> str:
    if text != "lights:1":
        raise GameIdError(f"not a Lights ID: {text[:20]!r}")
    return text


_TOGGLE = MoveCommand("toggle", "T", False, "t 2 1", lambda x, _y, _d: f"T{x}")


class LightsText(TextGame[Lights]):
    """Lights in the terminal, on the terminal's own machinery."""

    moves = MappingProxyType({"t": _TOGGLE})
    bare_numbers = _TOGGLE
    help_lines = ("t X 1   toggle lamp X",)
    size = (LAMPS, 1)

    def __init__(self, options: Options, say: Callable[[str], None], clock: Clock) -> None:
        self.options = options
        super().__init__(say, clock)

    def first_session(self) -> Session[Lights]:
        return Session(LIGHTS, self.options.game_id or "lights:1", clock=self.clock)

    def fresh_session(self) -> Session[Lights]:
        return Session(LIGHTS, "lights:1", clock=self.clock)

    def introduction(self) -> str:
        return "Lights: switch every lamp on."

    def view(self) -> list[str]:
        return [self.session.position.to_text()]

    def ending(self) -> list[str]:
        return [self.session.position.to_text(), "All lamps on!"]

    def refusal(self, command: MoveCommand, x: int, y: int, digit: int) -> str:
        return "Nothing to switch."


class LightsWindow:
    """Lights in a window: digit keys toggle lamps, Tab hands over to the next game."""

    opened: ClassVar[list[LightsWindow]] = []

    def __init__(self, options: Options, *, progress: Progress) -> None:
        self.running = True
        self.switch_to: str | None = None
        self.switch_id: str | None = None
        self.session = Session(LIGHTS, options.game_id or "lights:1", clock=lambda: 0.0)
        self.progress = progress
        self.screen = pygame.display.set_mode((LAMPS * 20, 20))
        LightsWindow.opened.append(self)

    def frame(self) -> None:
        for event in pygame.event.get(pygame.KEYDOWN):
            if event.key == pygame.K_TAB:
                self.switch_to = registry.next_after("lights").name
            elif pygame.K_1 <= event.key < pygame.K_1 + LAMPS:
                self.session.play(f"T{event.key - pygame.K_1}")
                self.progress.save("lights_game", self.session.save())
        for x, lamp in enumerate(self.session.position.lamps):
            self.screen.fill((255, 220, 0) if lamp else (40, 40, 40), (x * 20, 0, 20, 20))
        pygame.display.flip()


ENTRY = GameEntry("lights", "Lights", LIGHTS, lights_id, LightsWindow, LightsText)


@pytest.fixture(autouse=True)
def lights_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "GAMES", [*registry.GAMES, ENTRY])
    LightsWindow.opened.clear()
    yield


def test_the_command_line_offers_the_new_game() -> None:
    assert parse_options(["--lights", "--game", "lights:1"]) == Options(
        game="lights", game_id="lights:1")
    assert parse_options(["--text", "--lights"]).game == "lights"


def test_the_terminal_plays_it() -> None:
    out = io.StringIO()
    play_text(Options(game="lights"), io.StringIO("t 1 1\n2 1\nt 3 1\n"), out)
    text = out.getvalue()
    assert "Lights: switch every lamp on." in text
    assert "*.." in text and "**." in text
    assert "All lamps on!" in text and text.endswith("Bye.\n")


def test_the_command_line_runs_it_in_the_terminal(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1 1\nq\n"))
    assert run(["--text", "--lights"]) == 0
    assert "*.." in capsys.readouterr().out


def test_the_shell_plays_it_and_tab_hands_over_to_the_next_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shell, "PACE_FRAMES", False)
    frames = itertools.count()
    lights_frame = LightsWindow.frame

    def scripted(self: LightsWindow) -> None:
        """Lamps 1 to 3 on, one key a frame, then Tab."""
        keys = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_TAB]
        turn = next(frames)
        if turn < len(keys):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=keys[turn], mod=0))
        lights_frame(self)

    monkeypatch.setattr(LightsWindow, "frame", scripted)
    asyncio.run(shell.main(frames=6, options=Options(game="lights", game_id="lights:1")))
    window = LightsWindow.opened[0]
    assert window.session.position.to_text() == "***" and window.session.status == "won"
    saved = window.progress.load("lights_game", str)
    assert saved is not None
    loaded = registry.load_session(saved, clock=lambda: 0.0)
    assert loaded.rules is LIGHTS and loaded.position.to_text() == "***"
    # Tab after the last game wraps round to the first: Minesweeper opened and is remembered
    assert window.progress.load(shell.LAST_GAME, str) == "mines"


def test_a_shared_link_and_the_last_game_open_it() -> None:
    assert shell.query_options("lights:1") == Options(game="lights", game_id="lights:1")
    progress = Progress(MemoryStore())
    progress.save(shell.LAST_GAME, "lights")
    assert shell.first_front_name(NO_OPTIONS, progress) == "lights"


def test_the_other_games_menus_offer_it_and_tab_order_includes_it() -> None:
    pygame.init()
    try:
        mines = MinesApp(Options(seed=1), progress=Progress(MemoryStore()))
        mines.open_menu()
        assert mines.panel is not None
        plays = [(item.label, item.key) for item in mines.panel.items
                 if item.action.startswith("switch:")]
        assert plays == [("Play Sudoku", "Tab"), ("Play Lights", "")]
    finally:
        pygame.quit()
    assert [registry.next_after(name).name for name in ("mines", "sudoku", "lights")] == [
        "sudoku", "lights", "mines"]
