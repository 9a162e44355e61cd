"""What Minesweeper's menu items and keys do: boards, options, undo, hints, statistics, and
the dialogs they open (the custom board: :class:`CustomDialog`; the player's name).

The commands object of :class:`~game.gui.mines.front.MinesFront`, which holds the
session; every action here is named by a menu item or a key binding
(:mod:`game.ui.mines.keys`) and reached through :meth:`Window.activate`.  Watching and
reviewing replays is :mod:`game.gui.mines.replays`', the replays kept
:mod:`game.gui.mines.kept`'.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.core.cells import Cell
from game.core.mines.board import MAX_SIDE
from game.core.mines.engine import describe
from game.core.mines.game import MINES_SETTINGS
from game.core.mines.game_id import SIZES, MinesParams
from game.core.mines.solver import SolverError
from game.core.mines.starts import board_name
from game.core.session import HINT, UNDO
from game.gui import host
from game.gui.dialog import (
    CANCEL,
    LINE,
    PADDING,
    TITLE,
    AnyDialog,
    Dialog,
    is_name_dialog,
    name_dialog,
)
from game.gui.widgets import Style, centre
from game.i18n import N_, _
from game.ui.input import KeyPress, has_keyboard
from game.ui.layout import Rect, contains
from game.ui.menu import Chrome
from game.ui.mines.custom import EXTRA_PRESETS, FIELD_LABELS, FIELDS, CustomForm, is_digit
from game.ui.mines.panels import AIDED_NOTICE, options_menu
from game.ui.mines.stats_panel import StatsView

if TYPE_CHECKING:
    from game.gui.mines.parts import MinesParts


class MinesCommands:
    """The named actions of Minesweeper's front; the state they change is the front's."""

    def __init__(self, front: MinesParts) -> None:
        self.front = front
        self.window = front.window

    def open_options(self) -> None:
        self.window.panel = options_menu(self.window.settings, self.window.theme.label,
                                         host.fullscreen_state())

    def action_custom(self, _: str = "") -> None:
        params = self.front.params
        self.window.panel = None
        self.window.dialog = CustomDialog(
            CustomForm.of(params.width, params.height, params.mines), self.front.layout)

    def dialog_done(self, answer: str, dialog: AnyDialog) -> bool:
        """The name dialog keeps its name (checked already) and goes back to Options; Start
        starts the custom board the form holds.  True if the answer was one of those."""
        if is_name_dialog(dialog):
            name = dialog.form.name()
            if answer != CANCEL and name is not None:
                self.window.update_settings(player_name=name)
            self.front.open_options()
            return True
        if answer != "start" or not isinstance(dialog, CustomDialog):
            return False
        numbers = dialog.form.numbers()
        if numbers is not None:
            self.front.new_game(self.sized(*numbers))
        return True

    def sized(self, width: int, height: int, mines: int) -> MinesParams:
        return replace(self.front.params, width=width, height=height, mines=mines)

    def action_difficulty(self, name: str) -> None:
        self.front.new_game(self.sized(*SIZES[name]))

    def action_no_guess(self, _: str = "") -> None:
        self.toggle_option(no_guess=not self.front.params.no_guess)

    def action_question_marks(self, _: str = "") -> None:
        self.toggle_option(question_marks=not self.front.params.question_marks)

    def action_live_counters(self, _: str = "") -> None:
        """The footer's live counters on or off (the menu stays open)."""
        self.window.update_settings(live_counters=not self.window.settings.live_counters)
        self.front.open_options()

    def action_player_name(self, _: str = "") -> None:
        """Type the name exported replays carry, in a dialog over the window (on a phone's
        page, in the browser's prompt at once: the keyboard comes with it)."""
        dialog = name_dialog(self.window.chrome(), self.window.settings.player_name)
        self.window.panel, self.window.dialog = None, dialog
        dialog.ask_page()

    def toggle_option(self, **option: bool) -> None:
        """Options shape a board, so they apply from the next game (the menu stays open)."""
        front = self.front
        self.window.update_section(MINES_SETTINGS, replace(front.params, **option))
        if not front.session.moves:
            front.new_game()
        front.open_options()

    def action_undo(self, argument: str = "") -> None:
        """Undo; at the first opening, which dealt the board, say why nothing happens."""
        session = self.front.session
        if not session.can_undo and session.moves:
            self.window.notice = _("The first opening stays · {key} new game").format(
                key=self.window.shortcut("new_game")) if has_keyboard() \
                else _("The first opening stays · the face: new game")
        self.step_line(session.undo)
        self._tell_if_first_aid()

    def action_redo(self, _: str = "") -> None:
        self.step_line(self.front.session.redo)

    def step_line(self, step: Callable[[], Collection[Cell]]) -> None:
        """Undo or redo, unless a replay or a board search owns the screen."""
        front = self.front
        if front.player is None and front.generation is None:
            self.window.panel = front.hint = None
            changed = step()
            front.renderer.mark(changed)
            if changed:  # nothing to take back or bring again: nothing to write
                front.save_game()

    def action_hint(self, argument: str = "") -> None:
        """Point at a provably safe cell and its proof, or else the least risky one; on a
        large board the view goes to it."""
        front, window = self.front, self.window
        session = front.session
        window.panel = None
        if session.status not in ("playing", "ready"):
            window.notice = ""
            return
        try:
            front.hint, guess = front.advisor.advise(session)
        except SolverError as error:
            window.notice = _("No hint: {reason}").format(reason=error)
            return
        board = front.board
        if board.started:  # the best start is the same for every game: no aid to record
            session.note_hint()
        if guess is None:
            window.notice = _("Safe cell: the outlined numbers prove it")
        else:  # the guessing engine picks the guess (or the start) and says why
            window.notice = _("Hint: {advice}").format(advice=describe(
                guess, board_name(board.width, board.height, board.mines)))
        self._tell_if_first_aid()
        front.show(front.layout.following(front.hint.cell))

    def _tell_if_first_aid(self) -> None:
        """The first hint or undo of a game takes it out of the records: say so, once."""
        session, window = self.front.session, self.window
        aids = sum(event.action in (HINT, UNDO) for event in session.events)
        if aids == 1 and session.ending is None:
            aided = _(AIDED_NOTICE)
            window.notice = f"{window.notice} · {aided}" if window.notice else \
                aided[0].upper() + aided[1:]

    def action_stats(self, view: str = "") -> None:
        """The statistics ``view`` names ("difficulty/mode/tab"), else the totals of the
        board played."""
        params = self.front.game_params
        self.window.action_stats(view or StatsView(params.difficulty, params.mode).argument())



class CustomDialog(Dialog[CustomForm]):
    """Width, height and mines with - and + buttons, a preset, Cancel and Start."""

    buttons = ((CANCEL, N_("Cancel")), ("start", N_("Start")))
    WIDTH = 320

    def __init__(self, form: CustomForm, window: Chrome) -> None:
        super().__init__(form, window, self.WIDTH, len(FIELDS) + 2, 8, message_lines=1)

    def problem(self) -> str | None:
        return self.form.problem()

    def heading(self) -> str:
        return _("Custom board · sides 1 to {most}").format(most=MAX_SIDE)

    def summary(self) -> str:
        return self.form.summary()

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
        """Under the summary, however many lines it takes."""
        count = len(EXTRA_PRESETS)
        width = (self.rect[2] - (count + 1) * PADDING) // count
        x = self.rect[0] + PADDING + index * (width + PADDING)
        top = self._row_top(len(FIELDS)) + 8 + self.message_lines * LINE
        return x, top, width, self.row - 6

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
        lines = self.message(style)
        self.paint_frame(screen, style)
        for index, name in enumerate(FIELDS):
            self._paint_field(screen, style, index, name)
        self.paint_message(screen, style, lines, self._row_top(len(FIELDS)) + 4,
                           wrong=self.problem() is not None)
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
