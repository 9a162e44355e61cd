"""What the Help, About and Pause panels say, as rows for the one panel painter.

Pure: the texts are short paragraphs, each one string (so a translation goes paragraph
by paragraph), and every key the help lists is read from the game's binding table, so a
new binding shows up here without a word written.  The font is injected to wrap the
paragraphs to the panel's width.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from game import registry
from game.i18n import N_, _
from game.ui.input import Binding, has_keyboard
from game.ui.menu import MIN_ROW_HEIGHT, Chrome, Menu, MenuItem, RowKind, text_width
from game.ui.text_fit import wrap_all

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
        "help": _("Help (this page)"), "pause": _("Pause"),
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
        "replay_restart": _("Play again from the start"),
        "replay_trail": _("Mouse trail and click markers on or off"),
    }


NEW_GAMES = {"beginner": N_("New Beginner game"), "intermediate": N_("New Intermediate game"),
             "expert": N_("New Expert game")}


def action_text(action: str, game: str) -> str:
    """What a binding's action does, as the help of ``game`` (its registry name) lists it:
    Tab plays the game after it in the registry's order, named there."""
    name, _colon, argument = action.partition(":")
    if name == "switch":
        return _("Play {game}").format(game=_(registry.next_after(game).title))
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


def key_sections(game: str, *pages: tuple[str, Sequence[Binding]]) -> list[Section]:
    """The keyboard's pages of ``game``'s help: none on a touch screen, which has no keys."""
    return [Section(title, controls=key_rows(keys, game)) for title, keys in pages] \
        if has_keyboard() else []


def key_rows(bindings: Iterable[Binding], game: str) -> list[tuple[str, str]]:
    """One row per thing the keys do in ``game``, every key for it: ``("Undo", "Ctrl+Z")``.
    Keys that work only while the menu is open say so."""
    rows: dict[str, list[str]] = {}
    for binding in bindings:
        does = _(binding.does) if binding.does else action_text(binding.action, game)
        text = does + (_(" (menu open)") if binding.where == "panel" else "")
        labels = rows.setdefault(text, [])
        if _(binding.label) not in labels:
            labels.append(_(binding.label))
    return [(text, ", ".join(labels)) for text, labels in rows.items()]


# ----- the pages ----------------------------------------------------------------------------
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
    """``text`` on as many lines of ``width`` as it takes (a Chinese paragraph, which has
    no spaces, too), never shortened."""
    return wrap_all(text, width, measure)


# ----- panels -------------------------------------------------------------------------------
def reading_panel(sections: Iterable[Section], footer: Sequence[MenuItem], measure: Measure,
                  window: Chrome, name: str = "") -> Menu:
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
    return Menu([*rows, *footer], row_height=MIN_ROW_HEIGHT, width=HELP_WIDTH, reading=True,
                name=name)


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
