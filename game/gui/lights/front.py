"""Lights in the generic window: its screen, drawing and input.

Only what is Lights' own: the window (:class:`game.gui.window.Window`) brings the panels,
dialogs, pause, Open-ID, settings, statistics and themes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.cells import fresh_seed
from game.core.lights.rules import LIGHTS, Lights, LightsId, LightsOptions, lights_id
from game.core.lights.stats import lights_record
from game.core.session import Cell, Session
from game.gui.assets import face_sheet
from game.gui.host import fills_page, fullscreen_state, touch_screen, window_room
from game.gui.routing import LEFT
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
from game.ui.input import step_cursor
from game.ui.layout import Rect
from game.ui.lights.layout import LightsLayout
from game.ui.lights.panels import LIGHTS_KEYS, NAME, lights_menu, lights_options, lights_sections

SAVE = "lights_game"  # the game in progress, in the shared progress


class LightsInput(TapInput):
    """A click or tap on a lamp presses it (the window takes the bars' buttons, panels
    and dialogs first); the arrows move a cursor, and Space or Enter presses there."""

    def __init__(self, front: LightsFront) -> None:
        self.front = front
        self.cursor: Cell | None = None  # none until an arrow is pressed

    def button_down(self, button: int, pos: tuple[int, int]) -> None:
        lamp = self.front.layout.lamp_at(pos)
        if button == LEFT and lamp is not None:
            self.front.press(lamp)

    def action_cursor(self, step: str) -> None:
        """An arrow key: ``step`` is like ``"-1,0"``."""
        side = self.front.session.position.side
        self.cursor = step_cursor(self.cursor, step, side, side)

    def action_cursor_press(self, _: str = "") -> None:
        """Press the lamp at the cursor; the first press only shows it, mid-grid."""
        if self.cursor is None:
            self.action_cursor("0,0")
        else:
            self.front.press(self.cursor)


class LightsFront(FrontDefaults):
    """One Lights session in the window; the game in progress comes back on restart."""

    name = NAME
    caption = N_("Gridgames — Lights")
    bindings = LIGHTS_KEYS

    def __init__(self, window: Window[Any], options: Options) -> None:
        self.window = window
        self.side = options.own_as(LightsOptions).lamp
        self.input = LightsInput(self)
        self.actors = (self, self.input)
        self.session = self._first(options)
        self.reopen()

    def _first(self, options: Options) -> Session[Lights]:
        """The ID asked for; else a seed's game, or the game in progress (of the grid
        asked, if one was), else a new one."""
        if options.game_id:
            return self._new(options.game_id)
        grid = options.own_as(LightsOptions).grid
        saved = None if options.seed is not None else self.window.progress.load(SAVE,
                                                                                 self._parse)
        if saved is not None and (options.own is None or saved.position.side == grid):
            return saved
        return self._new(LightsId(grid, fresh_seed() if options.seed is None
                                  else options.seed).text())

    def _new(self, game_id: str) -> Session[Lights]:
        return Session(LIGHTS, lights_id(game_id), clock=self.window.clock)

    def _parse(self, text: str) -> Session[Lights]:
        return Session.load(text, LIGHTS, clock=self.window.clock)

    def press(self, lamp: Cell) -> None:
        """Press a lamp; a win is counted once, and only a change is saved."""
        was_won = self.session.status == "won"
        if self.session.play(f"T{lamp[0]},{lamp[1]}"):
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
        lamps = self.session.position.side
        self.layout = LightsLayout.fitted(window_room(), frame, lamps) if fills_page() \
            else LightsLayout(self.side, frame, lamps=lamps)
        self.screen = self.window.open_screen(self.layout.size, self.caption)
        self.style = Style(Fonts.load(), self.window.theme.palette)

    def draw(self) -> list[Rect]:
        """Everything, every frame: a few dozen lamps cost nothing."""
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
            self._draw_lamps()
        footer = window.overlays.pause_note() or window.notice or (
            _("All lamps on!") if self.session.status == "won" else _("Switch every lamp on"))
        paint_footer(self.screen, self.style, footer, layout.footer_text)
        if window.dialog is not None:
            window.dialog.paint(self.screen, self.style)
        elif window.panel is not None:
            paint_panel(self.screen, self.style, window.panel, layout)
        return [(0, 0, *layout.size)]

    def _draw_lamps(self) -> None:
        """Each lamp lit or dark with a gap around it, and a frame in the gap at the
        cursor."""
        palette, layout, lamps = self.style.palette, self.layout, self.session.position
        gap = max(3, layout.side // 12)
        for y in range(lamps.side):
            for x in range(lamps.side):
                colour = palette.highlight if lamps.lit(x, y) else palette.shadow
                self.screen.fill(colour, grow(layout.lamp(x, y), -gap))
        if self.input.cursor is not None:
            pygame.draw.rect(self.screen, palette.text, layout.lamp(*self.input.cursor),
                             gap - 1)

    def open_menu(self) -> None:
        self.window.panel = lights_menu(self.session.position.side)

    def action_grid(self, side: str) -> None:
        """A fresh game on a grid of ``side`` lamps a side; the menu stays, showing it."""
        self.load_game(LightsId(int(side), fresh_seed()).text())
        self.open_menu()

    def open_options(self) -> None:
        self.window.panel = lights_options(self.window.settings, self.window.theme.label,
                                           fullscreen_state())

    def help_sections(self) -> Sequence[Section]:
        return lights_sections()

    def clock_session(self) -> Session[Lights]:
        return self.session

    def action_new_game(self, _: str) -> None:
        """A fresh seed's game on a grid as large as this one."""
        self.load_game(LightsId(self.session.position.side, fresh_seed()).text())

    def resized(self, size: tuple[int, int]) -> None:
        self.reopen()

    fit_page = resized

    def save_game(self) -> None:
        self.window.progress.save(SAVE, self.session.save())

    def load_game(self, game_id: str) -> None:
        self.session = self._new(game_id)
        self.input.cursor = None
        if self.layout.lamps != self.session.position.side:
            self.reopen()
        self.save_game()

    def current_game_id(self) -> str:
        return self.session.game_id
