"""What Help says about Minesweeper: rules, controls, no guessing, statistics, timer.

Pure rows for the one reading panel (:mod:`game.ui.help`), the keys read from the game's
binding table.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _
from game.ui.help import Section, key_sections
from game.ui.input import Binding


def mines_sections(keys: Sequence[Binding], replay_keys: Sequence[Binding]) -> list[Section]:
    return [
        Section(_("Minesweeper"), (
            _("Open every cell that holds no mine. A number tells how many of the eight "
            "cells around it hide a mine; flag the cells you know are mines."),
            _("The first click is always safe and opens an area. Opening a mine loses the "
            "game; undo takes the fatal click back, but the loss stays in the statistics."),
            _("Clicking a number whose flags are all placed opens its other neighbours at "
            "once (a chord). With a wrong flag among them, you lose."))),
        Section(_("Mouse and touch"), controls=(
            (_("Open a cell"), _("left click, tap")),
            (_("Flag, question mark (if on), clear"), _("right click")),
            (_("Flag a cell"), _("long press, or tap with flag mode")),
            (_("Chord"), _("click a number, both buttons, middle")),
            (_("Flag mode on or off"), _("the flag button")), (_("New game"), _("the face")),
            (_("Menu"), _("the menu button")), (_("Hint"), _("the ? button")),
            (_("Scroll a large board"), _("wheel, middle drag, two fingers")),
            (_("Zoom"), _("Ctrl+wheel, pinch")))),
        *key_sections((_("Keys"), keys), (_("Keys while watching a replay"), replay_keys)),
        Section(_("No guessing"), (
            _("With no guessing on (Options), every board can be solved by logic alone from "
            "the first click: you never have to guess a 50/50. Boards are searched for "
            "while you wait; off, the mines fall at random as in the classic game."),)),
        Section(_("Statistics"), controls=(
            ("3BV", _("fewest clicks to clear the board")), ("3BV/s", _("3BV per second")),
            (_("Clicks L/R/chord"), _("opening, flagging, chording")),
            (_("Efficiency (IOE)"), _("3BV / all clicks")), ("ZiNi", _("fewest clicks with flags")),
            ("NF", _("won with no flags")), (_("Streak"), _("games won in a row")),
            (_("Aided"), _("a hint or undo: no records")))),
        Section(_("Timer"), (
            _("The clock runs from the first opening to the end, and stops while the game is "
            "paused: P, any panel over the board, or the window losing focus. Statistics "
            "and replays count played time only."),)),
    ]
