"""What Sudoku's panels say: its menu, its options, its statistics, its end card and
its help pages.

Pure: built from the game's state as lists of rows (the shared ones from
:mod:`game.ui.panels`), so the renderer draws one kind of panel and tests can read them.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.settings import Settings
from game.core.sudoku.grid import DIFFICULTIES, GRADE_NAMES
from game.core.sudoku.play import SUDOKU
from game.core.sudoku.stats import BEST_TIME, METRICS, SudokuRecord, SudokuStats, SudokuTally
from game.i18n import N_, _
from game.ui.help import Section, key_sections
from game.ui.input import Binding
from game.ui.menu import Menu, MenuItem
from game.ui.panels import (
    INFO_ROW_HEIGHT,
    Ending,
    checked,
    detailed_item,
    explained_rows,
    greyed,
    grouped,
    keyed,
    plain_rows,
    play_items,
    result_word,
    share_line,
    shared_options,
    switch,
)
from game.ui.sudoku.keys import SUDOKU_KEYS

NEW_PUZZLE = {"easy": N_("New easy puzzle"), "medium": N_("New medium puzzle"),
              "hard": N_("New hard puzzle"), "expert": N_("New expert puzzle")}


def grade_name(name: str) -> str:
    """A Sudoku grade's name as the player reads it (Minesweeper's "expert" is named
    differently); an unknown one as it is."""
    known = GRADE_NAMES.get(name)
    return name if known is None else _(known)


def sudoku_menu(*, notes: bool, game: str, difficulty: str | None = None,
                can_undo: bool = True, can_redo: bool = True) -> Menu:
    """Sudoku's ≡ menu, grouped as Minesweeper's: the digit keys pick a difficulty only
    while it is open (the one in play checked); notes mode is a switch."""
    puzzles = [checked(keyed(SUDOKU_KEYS, _(NEW_PUZZLE[name]), f"difficulty:{name}"),
                       name == difficulty) for name in DIFFICULTIES]
    steps = [greyed(keyed(SUDOKU_KEYS, _("Undo"), "undo"), can_undo),
             greyed(keyed(SUDOKU_KEYS, _("Redo"), "redo"), can_redo),
             switch(SUDOKU_KEYS, _("Notes mode"), "notes", notes),
             keyed(SUDOKU_KEYS, _("Hint"), "hint")]
    looking_back = [keyed(SUDOKU_KEYS, label, action) for label, action in (
        (_("Statistics"), "stats"), (_("Copy game ID"), "copy_id"),
        (_("Open game ID…"), "open_id"))]
    settings = [keyed(SUDOKU_KEYS, _("Options…"), "options"),
                keyed(SUDOKU_KEYS, _("Help and about…"), "help")]
    return Menu(grouped(puzzles, steps, looking_back, settings,
                        play_items(game, SUDOKU_KEYS)), name="menu")


def sudoku_options_menu(settings: Settings, theme_label: str,
                        fullscreen: bool | None = None) -> Menu:
    """The remembered choices that Sudoku shares with Minesweeper (and full screen)."""
    return Menu([*shared_options(settings, theme_label, fullscreen),
                 MenuItem(_("← Back"), "", "menu")], name="options")


def sudoku_stats_panel(stats: SudokuStats, last: SudokuRecord | None, view: str) -> Menu:
    """Sudoku's statistics for one difficulty (the first row steps to the next, so every
    difficulty is a click away; the first difficulty for ""): ``difficulty`` opens the
    plain view, ``difficulty/detailed`` the detailed one, with the last game's rows."""
    difficulty, slash, detailed = view.partition("/")
    difficulty = difficulty if difficulty in DIFFICULTIES else DIFFICULTIES[0]
    tally = stats.tally(difficulty)
    following = DIFFICULTIES[(DIFFICULTIES.index(difficulty) + 1) % len(DIFFICULTIES)]
    heading = MenuItem(f"{_('Sudoku')} · {grade_name(difficulty)}", _("next >"),
                       f"stats:{following}{slash}{detailed}")
    if not detailed:
        rows = [*plain_rows(METRICS, tally), detailed_item(f"stats:{difficulty}/detailed")]
    else:
        rows = explained_rows(METRICS, "tally", tally)
        if last is not None:
            rows += [MenuItem(_("Last game"), result_word(last.won, last.aided), "close"),
                     *explained_rows(METRICS, "game", last)]
        rows.append(MenuItem(_("← Back"), "", f"stats:{difficulty}"))
    return Menu([heading, *rows], row_height=INFO_ROW_HEIGHT, name="statistics")


def sudoku_ending(record: SudokuRecord, tally: SudokuTally, *, game_id: str | None,
                  bests: frozenset[str], unsaved: str) -> Ending:
    """The end card of a puzzle just counted in ``tally``: a new best time, or an aided
    win's, said under it; Share gives the puzzle's ID with the result."""
    board = f"{_('Sudoku')} · {grade_name(record.difficulty)}"
    best = tally.bests.get(BEST_TIME)
    note = ""
    if record.won and record.aided:
        note = _("You win, aided: {seconds:.2f} s sets no record").format(
            seconds=record.time_cs / 100)
    elif BEST_TIME in bests:
        note = _("New record! {news}").format(news=_("best time {seconds:.2f} s").format(
            seconds=record.time_cs / 100))
    if unsaved:
        note = " · ".join(filter(None, (note, _("not saved: {reason}").format(reason=unsaved))))
    share = share_line(_("Sudoku"), grade_name(record.difficulty), record.won, record.time_cs,
                       game_id)
    return Ending(record.won, board, record.time_cs, None if best is None else int(best),
                  share, note=note)


def sudoku_sections(keys: Sequence[Binding]) -> list[Section]:
    return [
        Section(_("Sudoku"), (
            _("Fill the grid so that every row, every column and every 3×3 box holds the "
            "digits 1 to 9 once each. The digits there at the start are given."),
            _("A wrong digit costs a life; after three the game is lost (undo takes the last "
            "digit back). Pencil marks note the digits a cell may still take."))),
        Section(_("Mouse and touch"), controls=(
            (_("Select a cell"), _("click, tap")), (_("Write a digit"), _("the number row")),
            (_("Undo"), _("the Undo button")), (_("Erase"), _("the Erase button")),
            (_("Notes mode on or off"), _("the Notes button")), (_("Hint"), _("the Hint button")),
            (_("New puzzle"), _("the face")),
            (_("Menu"), _("the menu button")))),
        *key_sections(SUDOKU.name, (_("Keys"), keys)),
        Section(_("Hints and statistics"), (
            _("A hint names the next logical step and its technique and outlines its cells. "
            "Statistics count games played and won, the best time and the "
            "lives lost per difficulty; a game won with hints or undos sets no record. The "
            "clock stops while the game is paused."),)),
    ]
