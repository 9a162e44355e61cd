"""Lights in the generic window: its state, drawing, menu, help, statistics panel and input.

Only what is Lights' own: the window (:class:`game.gui.window.Window`) brings the panels,
dialogs, pause, Open-ID, settings and themes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.session import Session
from game.gui.widgets import Fonts, Style, paint_footer, paint_panel
from game.gui.window import FrontDefaults, TapInput, Window
from game.options import Options
from game.ui.frame import DESKTOP, Frame
from game.ui.help import Section, key_rows
from game.ui.input import SHARED_KEYS, Binding
from game.ui.layout import Rect, contains
from game.ui.menu import Menu, MenuItem
from game.ui.panels import metric_rows, play_items
from lights.cli import LAMP, LightsOptions
from lights.core import GAME_ID, LAMPS, LIGHTS, Lights, lights_id
from lights.stats import METRICS, LightsRecord, LightsStats, lights_record


@dataclass(frozen=True)
class LightsLayout:
    """A status bar, a row of lamps, a footer, each a lamp high."""

    side: int = LAMP  # of a lamp, in pixels (``--lights-size``)
    frame: Frame = DESKTOP  # the frame's measures: a desktop's, at 32 px tiles

    @property
    def size(self) -> tuple[int, int]:
        return LAMPS * self.side, 5 * self.side

    @property
    def status_bar(self) -> Rect:
        return 0, 0, LAMPS * self.side, self.side

    @property
    def face(self) -> Rect:
        return self.side, 0, self.side, self.side

    @property
    def menu_button(self) -> Rect:
        return 0, 0, self.side, self.side

    @property
    def footer(self) -> Rect:
        return 0, 4 * self.side, LAMPS * self.side, self.side

    footer_text = footer

    def lamp(self, x: int) -> Rect:
        return x * self.side, 2 * self.side, self.side, self.side

    def lamp_at(self, pos: tuple[int, int]) -> int | None:
        return next((x for x in range(LAMPS) if contains(self.lamp(x), pos)), None)


class LightsInput(TapInput):
    """A click or tap on a lamp toggles it; the menu button opens the menu."""

    def __init__(self, front: LightsFront) -> None:
        self.front = front

    def button_down(self, button: int, pos: tuple[int, int]) -> None:
        front, window = self.front, self.front.window
        lamp = front.layout.lamp_at(pos)
        if window.dialog is not None:
            window.dialog_done(window.dialog.click(pos))
        elif window.panel is not None:
            window.panel_click(pos)
        elif contains(front.layout.menu_button, pos):
            front.open_menu()
        elif lamp is not None:
            front.action_toggle(str(lamp))


class LightsFront(FrontDefaults):
    """One Lights session in the window."""

    name = "lights"
    caption = "Lights"
    bindings = (*(Binding((str(n + 1),), f"toggle:{n}", str(n + 1)) for n in range(LAMPS)),
                Binding(("s",), "stats", "S"), *SHARED_KEYS)
    opened: ClassVar[list[LightsFront]] = []

    def __init__(self, window: Window[Any], options: Options) -> None:
        self.window = window
        self.layout = LightsLayout(options.own_as(LightsOptions).lamp)
        self.input = LightsInput(self)
        self.actors = (self,)
        self.session = Session(LIGHTS, options.game_id or GAME_ID, clock=window.clock)
        self.reopen()
        LightsFront.opened.append(self)

    def action_toggle(self, lamp: str) -> None:
        was_won = self.session.status == "won"
        self.session.play(f"T{lamp}")
        if not was_won and self.session.status == "won":
            self.window.statistics.record(lights_record(self.session))
        self.save_game()

    # ----- what the window asks of a game ---------------------------------------------
    def chrome(self) -> LightsLayout:
        return self.layout

    def reopen(self) -> None:
        self.screen = self.window.open_screen(self.layout.size, self.caption)
        self.style = Style(Fonts.load(), self.window.theme.palette)

    def draw(self) -> list[Rect]:
        """Everything, every frame: three lamps cost nothing."""
        palette, window = self.style.palette, self.window
        self.screen.fill(palette.panel)
        if not window.board_covered():
            for x, lamp in enumerate(self.session.position.lamps):
                colour = palette.highlight if lamp else palette.shadow
                self.screen.fill(colour, self.layout.lamp(x))
        footer = window.overlays.pause_note() or window.notice or "Switch every lamp on"
        paint_footer(self.screen, self.style, footer, self.layout.footer_text)
        if window.dialog is not None:
            window.dialog.paint(self.screen, self.style)
        elif window.panel is not None:
            paint_panel(self.screen, self.style, window.panel, self.layout)
        return [(0, 0, *self.layout.size)]

    def open_menu(self) -> None:
        self.window.panel = Menu([MenuItem("New game", "F2", "new_game"),
                                  MenuItem("Statistics", "S", "stats"),
                                  MenuItem("Open game ID…", "Ctrl+O", "open_id"),
                                  MenuItem("Help", "F1", "help"),
                                  *play_items(self.name, self.bindings)])

    def open_options(self) -> None:
        self.window.panel = Menu([MenuItem(f"Theme: {self.window.theme.label}", "T", "theme")])

    def help_sections(self) -> Sequence[Section]:
        return [Section("Lights", ("Switch every lamp on.",)),
                Section("Keys", controls=key_rows(self.bindings, self.name))]

    def clock_session(self) -> Session[Lights]:
        return self.session

    def action_new_game(self, _: str) -> None:
        self.load_game(GAME_ID)

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


def lights_panel(stats: LightsStats, last: LightsRecord | None, view: str) -> Menu:
    """Its statistics panel: the tally's rows, then the last game's, from its table."""
    rows = metric_rows(METRICS, "tally", stats)
    rows += [] if last is None else metric_rows(METRICS, "game", last)
    return Menu([*(MenuItem(label, value, "close") for label, value in rows),
                 MenuItem("Close", "", "close")], name="statistics")
