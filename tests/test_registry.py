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
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar, Self

import pygame
import pytest
from front_helpers import mines_window

from game import registry
from game.cli import parse_options, run
from game.core.session import Clock, GameIdError, Session
from game.core.storage import MemoryStore, Progress
from game.gui import shell
from game.gui.window import Switch, TapInput, Window
from game.options import NO_OPTIONS, Options
from game.registry import GameEntry
from game.text.terminal import MoveCommand, TextGame, play_text
from game.ui.help import Section, key_rows
from game.ui.input import SHARED_KEYS, Binding
from game.ui.layout import Rect, contains
from game.ui.menu import Menu, MenuItem
from game.ui.panels import play_items

LAMPS = 3
LAMP = 48  # pixels a side


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


@dataclass(frozen=True)
class LightsLayout:
    """Where Lights puts its bars and lamps: a status bar, a row of lamps, a footer."""

    size: tuple[int, int] = (LAMPS * LAMP, 3 * LAMP)
    status_bar: Rect = (0, 0, LAMPS * LAMP, LAMP)
    face: Rect = (LAMP, 0, LAMP, LAMP)
    menu_button: Rect = (0, 0, LAMP, LAMP)
    footer: Rect = (0, 2 * LAMP, LAMPS * LAMP, LAMP)
    footer_text: Rect = (0, 2 * LAMP, LAMPS * LAMP, LAMP)

    def lamp_at(self, pos: tuple[int, int]) -> int | None:
        x, y = pos
        return x // LAMP if LAMP <= y < 2 * LAMP and 0 <= x < LAMPS * LAMP else None


class LightsInput(TapInput):
    """A click or tap on a lamp toggles it; the menu button opens the menu."""

    def __init__(self, front: LightsFront) -> None:
        self.front = front

    def button_down(self, button: int, pos: tuple[int, int]) -> None:
        window, lamp = self.front.window, self.front.layout.lamp_at(pos)
        if window.panel is not None:
            window.panel_click(pos)
        elif contains(self.front.layout.menu_button, pos):
            self.front.open_menu()
        elif lamp is not None:
            self.front.toggle(str(lamp))


class LightsFront:
    """Lights in the generic window: digit keys or clicks toggle lamps."""

    name = "lights"
    caption = "Lights"
    bindings = (*(Binding((str(n + 1),), f"toggle:{n}", str(n + 1)) for n in range(LAMPS)),
                *SHARED_KEYS)
    opened: ClassVar[list[LightsFront]] = []

    def __init__(self, window: Window[Any], options: Options) -> None:
        self.window = window
        self.layout = LightsLayout()
        self.input = LightsInput(self)
        self.session = Session(LIGHTS, options.game_id or "lights:1", clock=window.clock)
        self.reopen()
        LightsFront.opened.append(self)

    def toggle(self, lamp: str) -> None:
        self.session.play(f"T{lamp}")
        self.save_game()

    def chrome(self) -> LightsLayout:
        return self.layout

    def reopen(self) -> None:
        self.screen = self.window.open_screen(self.layout.size, self.caption)

    def advance(self) -> None:
        pass

    def draw(self) -> list[Rect]:
        for x, lamp in enumerate(self.session.position.lamps):
            self.screen.fill((255, 220, 0) if lamp else (40, 40, 40), (x * LAMP, LAMP, LAMP, LAMP))
        return [(0, 0, *self.layout.size)]

    def open_menu(self) -> None:
        self.window.panel = Menu([MenuItem("New game", "F2", "new_game"),
                                  *play_items(self.name, self.bindings)])

    def open_options(self) -> None:
        self.window.panel = Menu([MenuItem("Theme", "T", "theme")])

    def help_sections(self) -> list[Section]:
        return [Section("Lights", ("Switch every lamp on.",)),
                Section("Keys", controls=key_rows(self.bindings))]

    def clock_session(self) -> Session[Lights]:
        return self.session

    def actions(self) -> dict[str, Callable[[str], None]]:
        return {"toggle": self.toggle, "new_game": lambda _: self.load_game("lights:1")}

    def dialog_done(self, answer: str, dialog: object) -> bool:
        return False

    def take_event(self, event: pygame.event.Event) -> bool:
        return False

    def take_input(self, done: object) -> bool:
        return False

    def resized(self, size: tuple[int, int]) -> None:
        self.reopen()

    def fit_page(self, room: tuple[int, int]) -> None:
        self.reopen()

    def save_game(self) -> None:
        self.window.progress.save("lights_game", self.session.save())

    def load_game(self, game_id: str) -> None:
        self.session = Session(LIGHTS, lights_id(game_id), clock=self.window.clock)

    def current_game_id(self) -> str:
        return self.session.game_id

    def move_cursor(self, step: str) -> None:
        pass


ENTRY = GameEntry("lights", "Lights", LIGHTS, lights_id, LightsFront, LightsText)


@pytest.fixture(autouse=True)
def lights_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "GAMES", [*registry.GAMES, ENTRY])
    LightsFront.opened.clear()
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


def test_the_other_games_menus_offer_it_and_tab_order_includes_it() -> None:
    pygame.init()
    try:
        mines = mines_window(Options(seed=1), progress=Progress(MemoryStore()))
        mines.front.open_menu()
        assert mines.panel is not None
        plays = [(item.label, item.key) for item in mines.panel.items
                 if item.action.startswith("switch:")]
        assert plays == [("Play Sudoku", "Tab"), ("Play Lights", "")]
    finally:
        pygame.quit()
    assert [registry.next_after(name).name for name in ("mines", "sudoku", "lights")] == [
        "sudoku", "lights", "mines"]
