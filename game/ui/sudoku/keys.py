"""Sudoku's keys, as data: the window dispatches by them and the menus show them."""

from __future__ import annotations

from game.core.sudoku.grid import DIFFICULTIES, SIDE
from game.i18n import N_
from game.ui.input import SHARED_KEYS, Binding, arrows


def _digit_keys(digit: int) -> tuple[str, ...]:
    return str(digit), f"[{digit}]"  # the number row and the keypad


SUDOKU_KEYS = (
    # the digit keys pick a difficulty only while the menu is open
    *(Binding((str(number),), f"difficulty:{name}", str(number), where="panel")
      for number, name in enumerate(DIFFICULTIES, 1)),
    *arrows(),
    *(Binding(_digit_keys(digit), f"note:{digit}", N_("Shift+digit"), shift=True, where="board")
      for digit in range(1, SIDE + 1)),
    *(Binding(_digit_keys(digit), f"digit:{digit}", "1\N{EN DASH}9", where="board")
      for digit in range(1, SIDE + 1)),
    Binding(("delete", "backspace", "0", "[0]"), "erase", N_("Delete, Backspace or 0"),
            where="board"),
    Binding(("n",), "notes", "N"),
    Binding(("h",), "hint", "H"),
    Binding(("s",), "stats", "S"),
    *SHARED_KEYS,
)
