"""The dialogs: where their parts sit, how they are drawn, what input does.

Every dialog shares :class:`Dialog`: a box between the status bar and the footer
(:func:`game.ui.menu.placed`) with a title, the dialog's own rows, a line saying
what is wrong (or what Enter does) and a row of buttons, Enter taking the last one.
What they edit and check lives in pure forms: :class:`game.ui.open_id.IdForm` for a game
ID and :class:`game.ui.name_form.NameForm` for the player's name here (both one line of
text, :class:`TextDialog`), Minesweeper's custom board in :mod:`game.gui.mines.actions`;
this module only turns clicks and keys into form edits and draws them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar, Generic, Protocol, TypeVar

import pygame

from game.gui.host import ask_text, read_clipboard
from game.gui.widgets import Style, bevel, centre, paint_button
from game.i18n import N_, _
from game.ui.frame import FINGER
from game.ui.input import KeyPress
from game.ui.layout import Rect, contains
from game.ui.menu import Chrome, placed
from game.ui.name_form import NameForm
from game.ui.open_id import IdForm
from game.ui.text_fit import fit_end, wrap_all

ROW, PADDING, TITLE = 36, 10, 30
LINE = 18  # a line of the summary under a form
TOUCH_ROW = FINGER + 6  # on a touch screen a row's buttons are a fingertip tall
CANCEL = "cancel"
Form = TypeVar("Form")


class Dialog(ABC, Generic[Form]):
    """A form in a box over the window; :meth:`click` and :meth:`key` answer ``None``
    while it stays open, else the button chosen (``"cancel"`` or the dialog's own).
    Each dialog supplies the abstract methods: its check, input and drawing."""

    buttons: ClassVar[tuple[tuple[str, str], ...]]  # (answer, label), left to right

    def __init__(self, form: Form, window: Chrome, width: int, rows: int, extra: int,
                 message_lines: int) -> None:
        """A box ``width`` wide holding ``rows`` rows (a fingertip tall on a touch screen),
        ``extra`` pixels more and room for ``message_lines`` lines of the form's summary."""
        self.row = TOUCH_ROW if window.frame.touch else ROW
        self.message_lines = message_lines
        height = TITLE + rows * self.row + extra + message_lines * LINE + 2 * PADDING
        self.form, self._size, self._window = form, (width, height), window
        self.rect: Rect = placed(width, height, window)

    def place(self, window: Chrome) -> None:
        """Where the box sits in ``window``, again after the window changed size."""
        self._window = window
        self.rect = placed(*self._size, window)

    def message(self, style: Style) -> list[str]:
        """The form's summary on as many lines as it takes, never shortened: a box short of
        lines grows to hold them (and stays grown while open, so none of it is left behind
        on the screen).  Ask before drawing: the box may move."""
        small = style.fonts.small
        lines = wrap_all(self.summary(), self.rect[2] - 2 * PADDING, lambda t: small.size(t)[0])
        if len(lines) > self.message_lines:
            width, height = self._size
            self._size = width, height + (len(lines) - self.message_lines) * LINE
            self.message_lines = len(lines)
            self.place(self._window)
        return lines

    def paint_message(self, screen: pygame.Surface, style: Style, lines: list[str],
                      top: int, *, wrong: bool) -> None:
        """The summary's lines from ``top``: red while they say what is ``wrong``."""
        colour = style.palette.error if wrong else style.palette.text
        for row, line in enumerate(lines):
            label = style.fonts.small.render(line, True, colour)
            screen.blit(label, (self.rect[0] + PADDING, top + row * LINE))

    @abstractmethod
    def problem(self) -> str | None:
        """Why the last button cannot be chosen yet; None when it can."""

    @abstractmethod
    def heading(self) -> str:
        """The title at the top of the box, in the language in use."""

    @abstractmethod
    def summary(self) -> str:
        """The line under the form: what to do, what is wrong, or what the last button does."""

    @abstractmethod
    def click(self, pos: tuple[int, int]) -> str | None:
        ...

    @abstractmethod
    def key(self, press: KeyPress) -> str | None:
        ...

    @abstractmethod
    def state(self) -> tuple[object, ...]:
        """What the drawing depends on: redraw only when this changes."""

    @abstractmethod
    def paint(self, screen: pygame.Surface, style: Style) -> Rect:
        """Draw the dialog; return the area it covers."""

    def paste(self, text: str) -> None:
        """Text the page pasted in (the browser's clipboard); a dialog may ignore it."""

    def _answers(self) -> list[str]:
        return [answer for answer, _label in self.buttons]

    def action_button(self, answer: str) -> Rect:
        """The buttons share the bottom row equally."""
        count = len(self.buttons)
        index = self._answers().index(answer)
        width = (self.rect[2] - (count + 1) * PADDING) // count
        x = self.rect[0] + PADDING + index * (width + PADDING)
        return x, self.rect[1] + self.rect[3] - PADDING - self.row, width, self.row - 6

    def button_at(self, pos: tuple[int, int]) -> str | None:
        """The button under ``pos`` if it can be chosen now (all but the last always can)."""
        for answer in self._answers():
            if contains(self.action_button(answer), pos):
                return self.confirm() if answer == self.buttons[-1][0] else answer
        return None

    def confirm(self) -> str | None:
        """Enter: the last button, if it can be chosen."""
        return self.buttons[-1][0] if self.problem() is None else None

    def paint_frame(self, screen: pygame.Surface, style: Style) -> None:
        """The box, its title and its buttons (the last one pushed in while refused)."""
        pygame.draw.rect(screen, style.palette.panel, self.rect)
        bevel(screen, self.rect, style.palette, raised=True, width=2)
        label = style.fonts.label.render(self.heading(), True, style.palette.text)
        screen.blit(label, (self.rect[0] + PADDING, self.rect[1] + PADDING))
        for answer, text in self.buttons:
            refused = answer == self.buttons[-1][0] and self.problem() is not None
            self.paint_button(screen, style, self.action_button(answer), _(text), pushed=refused)

    @staticmethod
    def paint_button(screen: pygame.Surface, style: Style, rect: Rect, text: str, *,
                     pushed: bool) -> None:
        paint_button(screen, style, rect, pushed=pushed)
        label = style.fonts.label.render(text, True, style.palette.text)
        screen.blit(label, label.get_rect(center=centre(rect)))

    @staticmethod
    def paint_box(screen: pygame.Surface, style: Style, box: Rect, *, focused: bool) -> None:
        """A sunken field for a value, outlined while it has the keyboard."""
        pygame.draw.rect(screen, style.palette.counter_back, box)
        bevel(screen, box, style.palette, raised=False, width=2)
        if focused:
            pygame.draw.rect(screen, style.palette.highlight, box, width=2)


AnyDialog = Dialog[Any]


class TextForm(Protocol):
    """A form of one line of text, checked as it changes (:class:`IdForm`, :class:`NameForm`)."""

    text: str

    def type(self, characters: str) -> None: ...

    def backspace(self) -> None: ...

    def clear(self) -> None: ...

    def problem(self) -> str | None: ...

    def wrong(self) -> bool: ...

    def summary(self) -> str: ...


TextFormT = TypeVar("TextFormT", bound=TextForm)


class TextDialog(Dialog[TextFormT]):
    """One line of text typed or pasted (Ctrl+V, or the Paste button), or on a phone's page
    typed in the browser's prompt (a tap on the field), checked as it changes; the last of
    the dialog's buttons takes it."""

    WIDTH = 420
    SHOWN_TAIL = 200  # characters: more than the widest field shows, fewer than IDs hold

    def __init__(self, form: TextFormT, window: Chrome) -> None:
        super().__init__(form, window, self.WIDTH, 2, 4, message_lines=4)

    def problem(self) -> str | None:
        return self.form.problem()

    def summary(self) -> str:
        return self.form.summary()

    def paste(self, text: str) -> None:
        self.form.type(text)

    def ask_page(self) -> None:
        """On a phone's page the browser's own prompt, keyboard and all, types the text:
        what it gives replaces the field's (nothing happens where no page asks)."""
        typed = ask_text(self.heading(), self.form.text)
        if typed is not None:
            self.form.clear()
            self.form.type(typed)

    def field(self) -> Rect:
        return (self.rect[0] + PADDING, self.rect[1] + PADDING + TITLE,
                self.rect[2] - 2 * PADDING, self.row - 6)

    # ----- input ----------------------------------------------------------------
    def click(self, pos: tuple[int, int]) -> str | None:
        """The last button's answer or ``"cancel"`` when the dialog is done, else None."""
        answer = self.button_at(pos)
        if answer == "paste":
            self.paste(read_clipboard(ask_page=True) or "")
            return None
        if contains(self.field(), pos):
            self.ask_page()
            return None
        return answer if answer is not None or contains(self.rect, pos) else CANCEL

    def key(self, press: KeyPress) -> str | None:
        if press.key in ("return", "enter"):
            return self.confirm()
        if press.key == "escape":
            return CANCEL
        if press.ctrl and press.key == "v":
            self.paste(read_clipboard() or "")
        elif press.key == "backspace":
            self.form.clear() if press.ctrl else self.form.backspace()
        elif not press.ctrl:
            self.form.type(press.text)
        return None

    # ----- drawing ----------------------------------------------------------------
    def state(self) -> tuple[object, ...]:
        return self.form.text, self.form.summary()

    def paint(self, screen: pygame.Surface, style: Style) -> Rect:
        lines = self.message(style)
        self.paint_frame(screen, style)
        box = self.field()
        self.paint_box(screen, style, box, focused=True)
        font = style.fonts.label
        room = box[2] - 2 * PADDING
        tail = self.form.text[-self.SHOWN_TAIL:]  # a pasted 1000x1000 layout is 170,000
        # The field alone shortens, at its start: it shows where the player types, and the
        # text is all there (Copy and Open take the whole of it).
        shown = fit_end(tail + "|", room, lambda part: font.size(part)[0])
        text = font.render(shown, True, style.palette.counter_digits)
        screen.blit(text, text.get_rect(midleft=(box[0] + PADDING, centre(box)[1])))
        # nothing typed yet is no error: the words' colour until there is text to fault
        self.paint_message(screen, style, lines, box[1] + box[3] + 6, wrong=self.form.wrong())
        return self.rect


class IdDialog(TextDialog[IdForm]):
    """A game ID typed or pasted; "open" opens its game."""

    buttons = ((CANCEL, N_("Cancel")), ("paste", N_("Paste")), ("open", N_("Open")))

    def __init__(self, window: Chrome) -> None:
        super().__init__(IdForm(), window)

    def heading(self) -> str:
        return _("Open a game ID")


class NameDialog(TextDialog[NameForm]):
    """The player's name, as exported replays carry it; "save" keeps it."""

    buttons = ((CANCEL, N_("Cancel")), ("paste", N_("Paste")), ("save", N_("Save")))

    def __init__(self, window: Chrome, name: str) -> None:
        super().__init__(NameForm(name), window)

    def heading(self) -> str:
        return _("Player name")
