"""Minesweeper's custom-board dialog: width, height and mines, checked as they change.

A :class:`~game.gui.dialog.Dialog` over the pure :class:`~game.ui.mines.custom.CustomForm`;
this module only turns clicks and keys into form edits and draws them.
"""

from __future__ import annotations

import pygame

from game.core.mines.board import MAX_SIDE
from game.gui.dialog import CANCEL, PADDING, TITLE, Dialog
from game.gui.widgets import Style, centre
from game.i18n import N_, _
from game.ui.input import KeyPress
from game.ui.layout import Rect, contains
from game.ui.menu import Chrome
from game.ui.mines.custom import EXTRA_PRESETS, FIELD_LABELS, FIELDS, CustomForm, is_digit


class CustomDialog(Dialog[CustomForm]):
    """Width, height and mines with - and + buttons, a preset, Cancel and Start."""

    buttons = ((CANCEL, N_("Cancel")), ("start", N_("Start")))
    WIDTH = 320

    def __init__(self, form: CustomForm, window: Chrome) -> None:
        super().__init__(form, window, self.WIDTH, len(FIELDS) + 2, 26)

    def problem(self) -> str | None:
        return self.form.problem()

    # ----- geometry -----------------------------------------------------------
    def _row_top(self, row: int) -> int:
        return self.rect[1] + PADDING + TITLE + row * self.row

    def step_button(self, index: int, delta: int) -> Rect:
        """- left of the value, + right of it: as wide as tall, a fingertip on a phone."""
        side = self.row - 6
        box = self.value_box(index)
        x = box[0] - 4 - side if delta < 0 else box[0] + box[2] + 4
        return x, self._row_top(index) + 3, side, side

    def value_box(self, index: int) -> Rect:
        return self.rect[0] + self.rect[2] - PADDING - self.row - 64, \
            self._row_top(index) + 3, 56, self.row - 6

    def preset_button(self, index: int) -> Rect:
        count = len(EXTRA_PRESETS)
        width = (self.rect[2] - (count + 1) * PADDING) // count
        x = self.rect[0] + PADDING + index * (width + PADDING)
        return x, self._row_top(len(FIELDS)) + 26, width, self.row - 6

    # ----- input ----------------------------------------------------------------
    def click(self, pos: tuple[int, int]) -> str | None:
        """``"start"`` or ``"cancel"`` when the dialog is done, else None."""
        if (answer := self.button_at(pos)) is not None:
            return answer
        for index in range(len(FIELDS)):
            for delta in (-1, 1):
                if contains(self.step_button(index, delta), pos):
                    self.form.step(index, delta)
            if contains(self.value_box(index), pos):
                self.form.focus = index
        for index, size in enumerate(EXTRA_PRESETS.values()):
            if contains(self.preset_button(index), pos):
                self.form.choose(*size)
        return None if contains(self.rect, pos) else CANCEL

    def key(self, press: KeyPress) -> str | None:
        key = press.key
        if key in ("return", "enter"):
            return self.confirm()
        if key == "escape":
            return CANCEL
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
        return tuple(self.form.values), self.form.focus, self.form.summary()

    def paint(self, screen: pygame.Surface, style: Style) -> Rect:
        self.paint_frame(screen, style,
                         _("Custom board · sides 1 to {most}").format(most=MAX_SIDE))
        for index, name in enumerate(FIELDS):
            self._paint_field(screen, style, index, name)
        summary_colour = style.palette.error if self.form.problem() else style.palette.text
        summary = style.fonts.small.render(self.form.summary(), True, summary_colour)
        screen.blit(summary, (self.rect[0] + PADDING, self._row_top(len(FIELDS)) + 4))
        for index, label in enumerate(EXTRA_PRESETS):
            self.paint_button(screen, style, self.preset_button(index), _(label), pushed=False)
        return self.rect

    def _paint_field(self, screen: pygame.Surface, style: Style, index: int, name: str) -> None:
        palette, fonts = style.palette, style.fonts
        top = self._row_top(index)
        label = fonts.label.render(_(FIELD_LABELS[name]), True, palette.text)
        screen.blit(label, label.get_rect(midleft=(self.rect[0] + PADDING, top + self.row // 2)))
        for delta, glyph in ((-1, "-"), (1, "+")):
            self.paint_button(screen, style, self.step_button(index, delta), glyph, pushed=False)
        box = self.value_box(index)
        self.paint_box(screen, style, box, focused=index == self.form.focus)
        value = fonts.label.render(self.form.values[index], True, palette.counter_digits)
        screen.blit(value, value.get_rect(center=centre(box)))
