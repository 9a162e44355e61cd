"""What the Help, About and Pause panels say, as rows for the one panel painter.

Pure: the texts are short paragraphs, each one string (so a translation goes paragraph
by paragraph), and every key the help lists is read from the game's binding table, so a
new binding shows up here without a word written.  The font is injected to wrap the
paragraphs to the panel's width.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from game.i18n import N_, _
from game.ui.input import Binding
from game.ui.menu import MIN_ROW_HEIGHT, Chrome, Menu, MenuItem, RowKind, text_width
from game.ui.text_fit import wrap as wrap_lines

Measure = Callable[[str, RowKind], int]  # a text's width in pixels, in a row kind's font
HELP_WIDTH = 520  # the widest a reading panel gets; a narrow window gets less
KEY_GAP = 16  # pixels between a control's words and its keys


@dataclass(frozen=True)
class Section:
    """A heading, its paragraphs, then rows of (what it does, the control)."""

    title: str
    paragraphs: Sequence[str] = ()
    controls: Sequence[tuple[str, str]] = ()


# ----- what a key does -----------------------------------------------------------------------
def action_texts() -> dict[str, str]:
    """What each bound action does, by its name (the part before any ``:``)."""
    return {
        "toggle_menu": _("Open or close the menu"), "undo": _("Undo"), "redo": _("Redo"),
        "copy_id": _("Copy the game ID"), "options": _("Options"), "sound": _("Sound on or off"),
        "animations": _("Animations on or off"), "theme": _("Next theme"),
        "safe_numbers": _("Colour-blind-safe numbers"), "new_game": _("New game"),
        "switch": _("Play the other game"), "help": _("Help (this page)"), "pause": _("Pause"),
        "custom": _("Custom board"), "hint": _("Hint"), "no_guess": _("No guessing on or off"),
        "question_marks": _("Question marks on or off"), "stats": _("Statistics"),
        "replay": _("Watch the replay of a finished game"), "review": _("Review the game"),
        "daily": _("Daily board"), "cursor": _("Move the cursor"),
        "cursor_press": _("Open the cell at the cursor"),
        "cursor_flag": _("Flag the cell at the cursor"),
        "digit": _("Write a digit in the selected cell"), "note": _("Pencil a digit in or out"),
        "erase": _("Erase the selected cell"), "notes": _("Notes mode on or off"),
        "replay_pause": _("Pause or play"), "replay_speed": _("Faster or slower"),
        "replay_step": _("Step back or on"), "replay_stop": _("Stop watching"),
        "replay_trail": _("Mouse trail and click markers on or off"),
    }


NEW_GAMES = {"beginner": N_("New Beginner game"), "intermediate": N_("New Intermediate game"),
             "expert": N_("New Expert game")}


def action_text(action: str) -> str:
    """What a binding's action does, as the help lists it."""
    name, _colon, argument = action.partition(":")
    if name == "difficulty":
        return _(NEW_GAMES.get(argument, N_("New game")))
    if name == "zoom":
        return _("Zoom in") if argument == "1" else _("Zoom out")
    if name == "solve":
        return _("Solve, guessing too") if argument else _(
            "Solve move by move (stops at a guess)")
    if name == "open_id":
        return _("Open a pasted game ID") if argument else _("Open a game ID")
    return action_texts().get(name, name.replace("_", " ").capitalize())


def key_rows(bindings: Iterable[Binding]) -> list[tuple[str, str]]:
    """One row per thing the keys do, every key for it: ``("Undo", "Ctrl+Z")``.  Keys that
    work only while the menu is open say so."""
    rows: dict[str, list[str]] = {}
    for binding in bindings:
        text = action_text(binding.action) + (_(" (menu open)") if binding.where == "panel"
                                              else "")
        labels = rows.setdefault(text, [])
        if _(binding.label) not in labels:
            labels.append(_(binding.label))
    return [(text, ", ".join(labels)) for text, labels in rows.items()]


# ----- the pages ----------------------------------------------------------------------------
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
        Section(_("Keys"), controls=key_rows(keys)),
        Section(_("Keys while watching a replay"), controls=key_rows(replay_keys)),
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
        Section(_("Keys"), controls=key_rows(keys)),
        Section(_("Hints and statistics"), (
            _("A hint names the next logical step and its technique, and lights the cells "
            "that prove it. Statistics count games played and won, the best time and the "
            "lives lost per difficulty; a game won with hints or undos sets no record. The "
            "clock stops while the game is paused."),)),
    ]


def about_sections(version: str) -> list[Section]:
    return [
        Section(_("Gridgames {version}").format(version=version), (
            _("Minesweeper and Sudoku on pygame-ce, in a window or in the browser (pygbag)."),
            _("Made by the Gridgames developers."))),
        Section(_("Licence"), (
            _("Gridgames is free software under the MIT licence: use, copy, change and share "
            "it, keeping the copyright notice (LICENSE)."),)),
        Section(_("Credits"), (
            _("Font: DejaVu Sans (a subset), by the DejaVu fonts team, from Bitstream Vera; "
            "free licence in assets/fonts/LICENSE-DejaVu.txt."),
            _("Chinese: Noto Sans CJK SC (a subset), by Adobe and Google, under the SIL Open "
              "Font License in assets/fonts/LICENSE-Noto.txt."),
            _("Tiles, faces and counters are drawn by the game itself at the size they are "
            "shown, and the sounds are synthesised by the game when first played. Both "
            "are the project's own work, under the game's MIT licence."),
            _("Thanks to Simon Tatham's puzzles, the Minesweeper community's statistics "
            "(3BV, ZiNi) and JSMinesweeper, from which the game learned."))),
    ]


def pause_sections() -> list[Section]:
    return [Section(_("Paused"), (_("The clock stands still and the board is hidden until you "
                               "go back to the game."),))]


def wrap(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """``text`` on as many lines of ``width`` as it takes."""
    return wrap_lines(text, width, measure, len(text.split()) + 1)


# ----- panels -------------------------------------------------------------------------------
def reading_panel(sections: Iterable[Section], footer: Sequence[MenuItem], measure: Measure,
                  window: Chrome) -> Menu:
    """The sections as rows wrapped to the panel's width in ``window``, then the
    ``footer`` items (Close, About…): a panel to read and scroll, between the status bar
    (whose counters stay in view) and the footer, cutting through neither."""
    inner = text_width(HELP_WIDTH, window)
    rows: list[MenuItem] = []
    for section in sections:
        if rows:
            rows.append(MenuItem("", "", "", "text"))
        rows += [MenuItem(line, "", "", "heading")
                 for line in wrap(section.title, inner, lambda t: measure(t, "heading"))]
        for number, paragraph in enumerate(section.paragraphs):
            rows += [MenuItem("", "", "", "text")] if number else []  # paragraphs apart
            rows += [MenuItem(line, "", "", "text")
                     for line in wrap(paragraph, inner, lambda t: measure(t, "text"))]
        for does, control in section.controls:
            rows += _control_rows(does, control, inner, measure)
    rows.append(MenuItem("", "", "", "text"))
    return Menu([*rows, *footer], row_height=MIN_ROW_HEIGHT, width=HELP_WIDTH, reading=True)


def _control_rows(does: str, control: str, inner: int, measure: Measure) -> list[MenuItem]:
    """What a control does on the left, the control on the right; either wraps onto rows
    of its own when both do not fit side by side."""
    fits = measure(does, "text") + KEY_GAP + measure(control, "text") <= inner
    if fits:
        return [MenuItem(does, control, "", "text")]
    words = wrap(does, inner, lambda t: measure(t, "text"))
    keys = wrap(control, inner - KEY_GAP, lambda t: measure(t, "text"))
    return ([MenuItem(line, "", "", "text") for line in words]
            + [MenuItem("", line, "", "text") for line in keys])
