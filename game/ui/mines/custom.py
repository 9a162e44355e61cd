"""The custom board form: three numbers typed or stepped, checked as they change.

Pure (no pygame): the dialog in :mod:`game.gui.dialog` draws it and feeds it keys
and clicks; tests drive it directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.mines.board import MAX_SIDE, BoardError, check_size
from game.i18n import N_, _, ngettext

# The board-size limit is the core's one MAX_SIDE, with the core's own words: the
# window scrolls any board up to it, so the dialog, command line, IDs and saves agree.
MAX_DIGITS = len(str(MAX_SIDE * MAX_SIDE))
FIELDS = ("width", "height", "mines")
# Each field's label, and what the form asks for while the field holds no number.
FIELD_LABELS = {"width": N_("Width"), "height": N_("Height"), "mines": N_("Mines")}
MISSING = {"width": N_("type the width"), "height": N_("type the height"),
           "mines": N_("type the number of mines")}
EXTRA_PRESETS = {N_("Garden 19×14 · 40"): (19, 14, 40)}  # labels translated where shown


def is_digit(text: str) -> bool:
    """One ASCII digit: what other layouts type for a digit key (², ٣) is no number here."""
    return len(text) == 1 and "0" <= text <= "9"


@dataclass
class CustomForm:
    """Width, height and mines as the player is typing them."""

    values: list[str] = field(default_factory=lambda: ["30", "16", "99"])
    focus: int = 0
    _fresh: bool = True  # the first digit typed into a field replaces it

    @classmethod
    def of(cls, width: int, height: int, mines: int) -> CustomForm:
        return cls([str(width), str(height), str(mines)])

    def numbers(self) -> tuple[int, int, int] | None:
        if not all(value.isdigit() for value in self.values):
            return None
        width, height, mines = (int(value) for value in self.values)
        return width, height, mines

    def problem(self) -> str | None:
        """Why these numbers cannot be played, or None when they can."""
        numbers = self.numbers()
        if numbers is None:
            missing = FIELDS[next(i for i, v in enumerate(self.values) if not v.isdigit())]
            return _(MISSING[missing])
        width, height, mines = numbers
        try:
            check_size(width, height, max(mines, 0))
        except BoardError as error:
            if max(width, height) > MAX_SIDE or min(width, height) < 1:
                return str(error)  # the same words as the command line and game IDs
            most = width * height - 1
            return ngettext("{width}×{height} holds at most {most} mine",
                            "{width}×{height} holds at most {most} mines", most).format(
                width=width, height=height, most=most)
        return _("at least 1 mine") if mines < 1 else None

    def summary(self) -> str:
        """The live line under the fields: the reason, or the density when playable."""
        problem, numbers = self.problem(), self.numbers()
        if problem is not None or numbers is None:
            return _("Not yet: {problem}").format(problem=problem)
        width, height, mines = numbers
        density = mines / (width * height)
        return ngettext("{width}×{height}, {mines} mine ({density:.1%}); at most {most}",
                        "{width}×{height}, {mines} mines ({density:.1%}); at most {most}",
                        mines).format(width=width, height=height, mines=mines,
                                      density=density, most=width * height - 1)

    def type_digit(self, digit: str) -> None:
        if not is_digit(digit):
            return
        current = "" if self._fresh else self.values[self.focus]
        self.values[self.focus] = (current + digit)[:MAX_DIGITS]
        self._fresh = False

    def backspace(self) -> None:
        self.values[self.focus] = self.values[self.focus][:-1]
        self._fresh = False

    def step(self, index: int, delta: int) -> None:
        """The - and + buttons: change a field by one, never below zero."""
        value = int(self.values[index]) if self.values[index].isdigit() else 0
        self.values[index] = str(max(value + delta, 0))
        self.focus, self._fresh = index, True

    def move_focus(self, step: int) -> None:
        self.focus, self._fresh = (self.focus + step) % len(FIELDS), True

    def choose(self, width: int, height: int, mines: int) -> None:
        self.values, self._fresh = [str(width), str(height), str(mines)], True
