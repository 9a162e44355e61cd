"""What the Help, About and Pause panels say, as rows for the one panel painter.

Pure: the texts are short paragraphs, each one string (so a translation goes paragraph
by paragraph), and every key the help lists is read from the game's binding table, so a
new binding shows up here without a word written.  The font is injected to wrap the
paragraphs to the panel's width.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

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
        "toggle_menu": "Open or close the menu", "undo": "Undo", "redo": "Redo",
        "copy_id": "Copy the game ID", "options": "Options", "sound": "Sound on or off",
        "animations": "Animations on or off", "theme": "Next theme",
        "safe_numbers": "Colour-blind-safe numbers", "new_game": "New game",
        "switch": "Play the other game", "help": "Help (this page)", "pause": "Pause",
        "custom": "Custom board", "hint": "Hint", "no_guess": "No guessing on or off",
        "question_marks": "Question marks on or off", "stats": "Statistics",
        "replay": "Watch the replay of a finished game", "review": "Review the game",
        "daily": "Daily board", "cursor": "Move the cursor",
        "cursor_press": "Open the cell at the cursor", "cursor_flag": "Flag the cell at the cursor",
        "digit": "Write a digit in the selected cell", "note": "Pencil a digit in or out",
        "erase": "Erase the selected cell", "notes": "Notes mode on or off",
        "replay_pause": "Pause or play", "replay_speed": "Faster or slower",
        "replay_step": "Step back or on", "replay_stop": "Stop watching",
    }


def action_text(action: str) -> str:
    """What a binding's action does, as the help lists it."""
    name, _, argument = action.partition(":")
    if name == "difficulty":
        return f"New {argument.capitalize()} game"
    if name == "zoom":
        return "Zoom in" if argument == "1" else "Zoom out"
    if name == "solve":
        return "Solve, guessing too" if argument else "Solve move by move (stops at a guess)"
    if name == "open_id":
        return "Open a pasted game ID" if argument else "Open a game ID"
    return action_texts().get(name, name.replace("_", " ").capitalize())


def key_rows(bindings: Iterable[Binding]) -> list[tuple[str, str]]:
    """One row per thing the keys do, every key for it: ``("Undo", "Ctrl+Z")``.  Keys that
    work only while the menu is open say so."""
    rows: dict[str, list[str]] = {}
    for binding in bindings:
        text = action_text(binding.action) + (" (menu open)" if binding.where == "panel" else "")
        labels = rows.setdefault(text, [])
        if binding.label not in labels:
            labels.append(binding.label)
    return [(text, ", ".join(labels)) for text, labels in rows.items()]


# ----- the pages ----------------------------------------------------------------------------
def mines_sections(keys: Sequence[Binding], replay_keys: Sequence[Binding]) -> list[Section]:
    return [
        Section("Minesweeper", (
            "Open every cell that holds no mine. A number tells how many of the eight "
            "cells around it hide a mine; flag the cells you know are mines.",
            "The first click is always safe and opens an area. Opening a mine loses the "
            "game; undo takes the fatal click back, but the loss stays in the statistics.",
            "Clicking a number whose flags are all placed opens its other neighbours at "
            "once (a chord). With a wrong flag among them, you lose.")),
        Section("Mouse and touch", controls=(
            ("Open a cell", "left click, tap"),
            ("Flag, question mark (if on), clear", "right click"),
            ("Flag a cell", "long press, or tap with flag mode"),
            ("Chord", "click a number, both buttons, middle"),
            ("Flag mode on or off", "the flag button"), ("New game", "the face"),
            ("Menu", "the menu button"), ("Hint", "the ? button"),
            ("Scroll a large board", "wheel, middle drag, two fingers"),
            ("Zoom", "Ctrl+wheel, pinch"))),
        Section("Keys", controls=key_rows(keys)),
        Section("Keys while watching a replay", controls=key_rows(replay_keys)),
        Section("No guessing", (
            "With no guessing on (Options), every board can be solved by logic alone from "
            "the first click: you never have to guess a 50/50. Boards are searched for "
            "while you wait; off, the mines fall at random as in the classic game.",)),
        Section("Statistics", controls=(
            ("3BV", "fewest clicks to clear the board"), ("3BV/s", "3BV per second"),
            ("Clicks L/R/chord", "opening, flagging, chording"),
            ("Efficiency (IOE)", "3BV / all clicks"), ("ZiNi", "fewest clicks with flags"),
            ("NF", "won with no flags"), ("Streak", "games won in a row"),
            ("Aided", "a hint or undo: no records"))),
        Section("Timer", (
            "The clock runs from the first opening to the end, and stops while the game is "
            "paused: P, any panel over the board, or the window losing focus. Statistics "
            "and replays count played time only.",)),
    ]


def sudoku_sections(keys: Sequence[Binding]) -> list[Section]:
    return [
        Section("Sudoku", (
            "Fill the grid so that every row, every column and every 3×3 box holds the "
            "digits 1 to 9 once each. The digits there at the start are given.",
            "A wrong digit costs a life; after three the game is lost (undo takes the last "
            "digit back). Pencil marks note the digits a cell may still take.")),
        Section("Mouse and touch", controls=(
            ("Select a cell", "click, tap"), ("Write a digit", "the number row"),
            ("Notes mode on or off", "the pencil button"), ("Erase", "the ✗ button"),
            ("Hint", "the ? button"), ("New puzzle", "the face"),
            ("Menu", "the menu button"))),
        Section("Keys", controls=key_rows(keys)),
        Section("Hints and statistics", (
            "A hint names the next logical step and its technique, and lights the cells "
            "that prove it. Statistics count games played and won, the best time and the "
            "lives lost per difficulty; a game won with hints or undos sets no record. The "
            "clock stops while the game is paused.",)),
    ]


def about_sections(version: str) -> list[Section]:
    return [
        Section(f"Gridgames {version}", (
            "Minesweeper and Sudoku on pygame-ce, in a window or in the browser (pygbag).",
            "Made by the Gridgames developers.")),
        Section("Licence", (
            "Gridgames is free software under the MIT licence: use, copy, change and share "
            "it, keeping the copyright notice (LICENSE).",)),
        Section("Credits", (
            "Font: DejaVu Sans (a subset), by the DejaVu fonts team, from Bitstream Vera; "
            "free licence in assets/fonts/LICENSE-DejaVu.txt.",
            "Tiles, faces and counters are drawn by the game itself at the size they are "
            "shown; the sounds are synthesised by the project's tools/make_assets.py. Both "
            "are the project's own work, under the game's MIT licence.",
            "Thanks to Simon Tatham's puzzles, the Minesweeper community's statistics "
            "(3BV, ZiNi) and JSMinesweeper, from which the game learned.")),
    ]


def pause_sections() -> list[Section]:
    return [Section("Paused", ("The clock stands still and the board is hidden until you "
                               "go back to the game.",))]


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
