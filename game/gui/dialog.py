"""The custom board dialog: where its parts sit, how it is drawn, what input does.

The numbers and their checking live in :class:`game.ui.custom.CustomForm`; this
module only turns clicks and keys into form edits and draws the result.
"""

from __future__ import annotations

import pygame

from game.core.mines.board import MAX_SIDE
from game.gui.widgets import Style, bevel, centre, paint_button
from game.i18n import _
from game.ui.custom import EXTRA_PRESETS, FIELD_LABELS, FIELDS, CustomForm, is_digit
from game.ui.input import KeyPress
from game.ui.layout import Rect, contains
from game.ui.menu import Window

WIDTH, ROW, PADDING = 300, 36, 10
HEIGHT = 30 + len(FIELDS) * ROW + 26 + ROW + ROW + 2 * PADDING
ERROR = (200, 0, 0)


class CustomDialog:
    """Width, height and mines with - and + buttons, a preset, Cancel and Start."""

    def __init__(self, form: CustomForm, window: Window) -> None:
        self.form = form
        width, height = window.size
        self.rect: Rect = ((width - WIDTH) // 2, max((height - HEIGHT) // 2, 4), WIDTH, HEIGHT)

    # ----- geometry -----------------------------------------------------------
    def _row_top(self, row: int) -> int:
        return self.rect[1] + PADDING + 30 + row * ROW

    def step_button(self, index: int, delta: int) -> Rect:
        x = self.rect[0] + (150 if delta < 0 else 250)
        return x, self._row_top(index) + 3, 36, ROW - 6

    def value_box(self, index: int) -> Rect:
        return self.rect[0] + 190, self._row_top(index) + 3, 56, ROW - 6

    def preset_button(self, index: int) -> Rect:
        count = len(EXTRA_PRESETS)
        width = (WIDTH - (count + 1) * PADDING) // count
        x = self.rect[0] + PADDING + index * (width + PADDING)
        return x, self._row_top(len(FIELDS)) + 26, width, ROW - 6

    def action_button(self, action: str) -> Rect:
        half = (WIDTH - 3 * PADDING) // 2
        x = self.rect[0] + PADDING + (half + PADDING if action == "start" else 0)
        return x, self._row_top(len(FIELDS)) + 26 + ROW, half, ROW - 6

    # ----- input ----------------------------------------------------------------
    def click(self, pos: tuple[int, int]) -> str | None:
        """``"start"`` or ``"cancel"`` when the dialog is done, else None."""
        for action in ("start", "cancel"):
            if contains(self.action_button(action), pos):
                return action if action == "cancel" or self.form.problem() is None else None
        for index in range(len(FIELDS)):
            for delta in (-1, 1):
                if contains(self.step_button(index, delta), pos):
                    self.form.step(index, delta)
            if contains(self.value_box(index), pos):
                self.form.focus = index
        for index, size in enumerate(EXTRA_PRESETS.values()):
            if contains(self.preset_button(index), pos):
                self.form.choose(*size)
        return None if contains(self.rect, pos) else "cancel"

    def key(self, press: KeyPress) -> str | None:
        key = press.key
        if key in ("return", "enter"):
            return "start" if self.form.problem() is None else None
        if key == "escape":
            return "cancel"
        if is_digit(press.text):
            self.form.type_digit(press.text)
        elif key == "backspace":
            self.form.backspace()
        elif key in ("tab", "down", "up"):
            self.form.move_focus(-1 if key == "up" else 1)
        elif key in ("left", "right"):
            self.form.step(self.form.focus, 1 if key == "right" else -1)
        return None

    # ----- drawing ----------------------------------------------------------------
    def state(self) -> tuple[object, ...]:
        """What the drawing depends on: redraw only when this changes."""
        return tuple(self.form.values), self.form.focus, self.form.summary()

    def paint(self, screen: pygame.Surface, style: Style) -> Rect:
        palette, fonts = style.palette, style.fonts
        pygame.draw.rect(screen, palette.panel, self.rect)
        bevel(screen, self.rect, palette, raised=True, width=2)
        title = fonts.label.render(_("Custom board · sides 1 to {most}").format(most=MAX_SIDE),
                                   True, palette.text)
        screen.blit(title, (self.rect[0] + PADDING, self.rect[1] + PADDING))
        for index, name in enumerate(FIELDS):
            self._paint_field(screen, style, index, name)
        summary_colour = ERROR if self.form.problem() else palette.text
        summary = fonts.small.render(self.form.summary(), True, summary_colour)
        screen.blit(summary, (self.rect[0] + PADDING, self._row_top(len(FIELDS)) + 4))
        for index, label in enumerate(EXTRA_PRESETS):
            self._paint_button(screen, style, self.preset_button(index), _(label),
                               pushed=False)
        self._paint_button(screen, style, self.action_button("cancel"), _("Cancel"),
                           pushed=False)
        start_disabled = self.form.problem() is not None
        self._paint_button(screen, style, self.action_button("start"), _("Start"),
                           pushed=start_disabled)
        return self.rect

    def _paint_field(self, screen: pygame.Surface, style: Style, index: int, name: str) -> None:
        palette, fonts = style.palette, style.fonts
        top = self._row_top(index)
        label = fonts.label.render(_(FIELD_LABELS[name]), True, palette.text)
        screen.blit(label, label.get_rect(midleft=(self.rect[0] + PADDING, top + ROW // 2)))
        for delta, glyph in ((-1, "-"), (1, "+")):
            self._paint_button(screen, style, self.step_button(index, delta), glyph, pushed=False)
        box = self.value_box(index)
        pygame.draw.rect(screen, palette.counter_back, box)
        bevel(screen, box, palette, raised=False, width=2)
        if index == self.form.focus:
            pygame.draw.rect(screen, palette.highlight, box, width=2)
        value = fonts.label.render(self.form.values[index], True, palette.counter_digits)
        screen.blit(value, value.get_rect(center=centre(box)))

    @staticmethod
    def _paint_button(screen: pygame.Surface, style: Style, rect: Rect, text: str, *,
                      pushed: bool) -> None:
        paint_button(screen, style, rect, pushed=pushed)
        label = style.fonts.label.render(text, True, style.palette.text)
        screen.blit(label, label.get_rect(center=centre(rect)))
