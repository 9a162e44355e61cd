"""Lights in the generic window: its screen, drawing and input.

Only what is Lights' own: the window (:class:`game.gui.window.Window`) brings the panels,
dialogs, pause, Open-ID, settings, statistics and themes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.lights.rules import GAME_ID, LIGHTS, Lights, LightsOptions, lights_id
from game.core.lights.stats import lights_record
from game.core.session import Session
from game.gui.assets import face_sheet
from game.gui.host import fills_page, fullscreen_state, touch_screen, window_room
from game.gui.widgets import (
    Fonts,
    Style,
    bevel,
    counter_text,
    grow,
    paint_counter,
    paint_footer,
    paint_menu_button,
    paint_panel,
)
from game.gui.window import FrontDefaults, TapInput, Window
from game.i18n import N_, _
from game.options import Options
from game.ui.frame import BASE_TILE, Frame
from game.ui.help import Section
from game.ui.layout import Rect
from game.ui.lights.layout import LightsLayout
from game.ui.lights.panels import LIGHTS_KEYS, NAME, lights_menu, lights_options, lights_sections

SAVE = "lights_game"  # the game in progress, in the shared progress


class LightsInput(TapInput):
    """A click or tap on a lamp switches it (the window takes the bars' buttons, panels
    and dialogs first)."""

    def __init__(self, front: LightsFront) -> None:
        self.front = front

    def button_down(self, button: int, pos: tuple[int, int]) -> None:
        lamp = self.front.layout.lamp_at(pos)
        if lamp is not None:
            self.front.action_toggle(str(lamp))


class LightsFront(FrontDefaults):
    """One Lights session in the window; the game in progress comes back on restart."""

    name = NAME
    caption = N_("Gridgames — Lights")
    bindings = LIGHTS_KEYS

    def __init__(self, window: Window[Any], options: Options) -> None:
        self.window = window
        self.side = options.own_as(LightsOptions).lamp
        self.input = LightsInput(self)
        self.actors = (self,)
        saved = None if options.game_id else window.progress.load(SAVE, self._parse)
        self.session = saved or self._new(options.game_id or GAME_ID)
        self.reopen()

    def _new(self, game_id: str) -> Session[Lights]:
        return Session(LIGHTS, lights_id(game_id), clock=self.window.clock)

    def _parse(self, text: str) -> Session[Lights]:
        return Session.load(text, LIGHTS, clock=self.window.clock)

    def action_toggle(self, lamp: str) -> None:
        was_won = self.session.status == "won"
        if self.session.play(f"T{lamp}"):
            if not was_won and self.session.status == "won":
                self.window.statistics.record(lights_record(self.session))
            self.save_game()

    def action_undo(self, _: str = "") -> None:
        if self.session.undo():
            self.save_game()

    def action_redo(self, _: str = "") -> None:
        if self.session.redo():
            self.save_game()

    # ----- what the window asks of a game ---------------------------------------------
    def chrome(self) -> LightsLayout:
        return self.layout

    def reopen(self) -> None:
        frame = Frame.for_tile(BASE_TILE, touch_screen())
        self.layout = LightsLayout.fitted(window_room(), frame) if fills_page() \
            else LightsLayout(self.side, frame)
        self.screen = self.window.open_screen(self.layout.size, self.caption)
        self.style = Style(Fonts.load(), self.window.theme.palette)

    def draw(self) -> list[Rect]:
        """Everything, every frame: three lamps cost nothing."""
        palette, window, layout = self.style.palette, self.window, self.layout
        self.screen.fill(palette.panel)
        bevel(self.screen, layout.status_bar, palette, raised=True, width=2)
        paint_menu_button(self.screen, self.style, layout.menu_button,
                          pushed=window.panel is not None)
        face = "win" if self.session.status == "won" else (
            "smile_pressed" if window.router.face_held else "smile")
        self.screen.blit(face_sheet(window.theme, layout.face[2])[face], layout.face[:2])
        paint_counter(self.screen, self.style, counter_text(len(self.session.moves)),
                      layout.moves)
        if not window.board_covered():
            for x, lamp in enumerate(self.session.position.lamps):
                colour = palette.highlight if lamp else palette.shadow
                self.screen.fill(colour, grow(layout.lamp(x), -max(2, layout.side // 16)))
        footer = window.overlays.pause_note() or window.notice or (
            _("All lamps on!") if self.session.status == "won" else _("Switch every lamp on"))
        paint_footer(self.screen, self.style, footer, layout.footer_text)
        if window.dialog is not None:
            window.dialog.paint(self.screen, self.style)
        elif window.panel is not None:
            paint_panel(self.screen, self.style, window.panel, layout)
        return [(0, 0, *layout.size)]

    def open_menu(self) -> None:
        self.window.panel = lights_menu()

    def open_options(self) -> None:
        self.window.panel = lights_options(self.window.settings, self.window.theme.label,
                                           fullscreen_state())

    def help_sections(self) -> Sequence[Section]:
        return lights_sections()

    def clock_session(self) -> Session[Lights]:
        return self.session

    def action_new_game(self, _: str) -> None:
        self.load_game(GAME_ID)

    def resized(self, size: tuple[int, int]) -> None:
        self.reopen()

    fit_page = resized

    def save_game(self) -> None:
        self.window.progress.save(SAVE, self.session.save())

    def load_game(self, game_id: str) -> None:
        self.session = self._new(game_id)

    def current_game_id(self) -> str:
        return self.session.game_id
