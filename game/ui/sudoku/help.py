"""What Help says about Sudoku: its rules, its controls, hints and statistics.

Pure rows for the one reading panel (:mod:`game.ui.help`), the keys read from the game's
binding table.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _
from game.ui.help import Section, key_sections
from game.ui.input import Binding


def sudoku_sections(keys: Sequence[Binding]) -> list[Section]:
    return [
        Section(_("Sudoku"), (
            _("Fill the grid so that every row, every column and every 3×3 box holds the "
            "digits 1 to 9 once each. The digits there at the start are given."),
            _("A wrong digit costs a life; after three the game is lost (undo takes the last "
            "digit back). Pencil marks note the digits a cell may still take."))),
        Section(_("Mouse and touch"), controls=(
            (_("Select a cell"), _("click, tap")), (_("Write a digit"), _("the number row")),
            (_("Notes mode on or off"), _("the pencil button")), (_("Erase"), _("the ✗ button")),
            (_("Hint"), _("the ? button")), (_("New puzzle"), _("the face")),
            (_("Menu"), _("the menu button")))),
        *key_sections((_("Keys"), keys)),
        Section(_("Hints and statistics"), (
            _("A hint names the next logical step and its technique, and lights the cells "
            "that prove it. Statistics count games played and won, the best time and the "
            "lives lost per difficulty; a game won with hints or undos sets no record. The "
            "clock stops while the game is paused."),)),
    ]
