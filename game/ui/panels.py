"""What the overlay panels say: the menu and the statistics screen.

Pure: built from the game's state as lists of rows, so the renderer draws one
kind of panel and tests can read the texts without a screen.
"""

from __future__ import annotations

from game.core.mines.game_id import PRESETS, MinesParams
from game.core.settings import Settings
from game.core.stats import GameRecord, Stats
from game.core.sudoku.grid import DIFFICULTIES
from game.ui.menu import Menu, MenuItem

DIFFICULTY_NAMES = {"beginner": "Beginner", "intermediate": "Intermediate", "expert": "Expert"}
INFO_ROW_HEIGHT = 22


def preset_label(name: str) -> str:
    width, height, mines = PRESETS[name]
    return f"{DIFFICULTY_NAMES[name]} {width}×{height} · {mines}"


def main_menu(*, finished: bool, game_id: str) -> Menu:
    """The ≡ menu; each item names its keyboard shortcut."""
    items = [MenuItem(preset_label(name), str(number), f"difficulty:{name}")
             for number, name in enumerate(PRESETS, 1)]
    items += [
        MenuItem("Custom board…", "4", "custom"),
        MenuItem("Undo", "Ctrl+Z", "undo"),
        MenuItem("Redo", "Ctrl+Y", "redo"),
        MenuItem("Hint", "H", "hint"),
        MenuItem("Statistics", "S", "stats"),
    ]
    if finished:
        items.append(MenuItem("Watch replay", "W", "replay"))
    items += [MenuItem(f"Copy ID {_shortened(game_id, 16)}", "C", "copy_id"),
              MenuItem("Options…", "O", "options"),
              MenuItem("Play Sudoku", "Tab", "switch:sudoku")]
    return Menu(items)


def sudoku_menu(*, notes: bool, game_id: str) -> Menu:
    """Sudoku's ≡ menu: the digit keys pick a difficulty only while it is open."""
    items = [MenuItem(f"New {name} puzzle", str(number), f"difficulty:{name}")
             for number, name in enumerate(DIFFICULTIES, 1)]
    items += [
        MenuItem("Undo", "Ctrl+Z", "undo"),
        MenuItem("Redo", "Ctrl+Y", "redo"),
        MenuItem(f"Notes mode: {_on(notes)}", "N", "notes"),
        MenuItem(f"Copy ID {_shortened(game_id, 16)}", "C", "copy_id"),
        MenuItem("Options…", "O", "options"),
        MenuItem("Play Minesweeper", "Tab", "switch:mines"),
    ]
    return Menu(items)


def options_menu(settings: Settings, theme_label: str) -> Menu:
    """Choices that are remembered; board options apply from the next game."""
    params = settings.params
    return Menu([
        MenuItem(f"No guessing: {_on(params.no_guess)}", "G", "no_guess"),
        MenuItem(f"Question marks: {_on(params.question_marks)}", "Q", "question_marks"),
        *_shared_options(settings, theme_label),
        MenuItem(f"Zoom in ({settings.tile} px)" if settings.tile else "Zoom in (fits the screen)",
                 "Ctrl+=", "zoom:1"),
        MenuItem("Zoom out", "Ctrl+-", "zoom:-1"),
        MenuItem("← Back", "", "menu"),
    ])


def sudoku_options_menu(settings: Settings, theme_label: str) -> Menu:
    """The remembered choices that Sudoku shares with Minesweeper."""
    return Menu([*_shared_options(settings, theme_label), MenuItem("← Back", "", "menu")])


def _shared_options(settings: Settings, theme_label: str) -> list[MenuItem]:
    return [
        MenuItem(f"Sound: {_on(not settings.muted)}", "V", "sound"),
        MenuItem(f"Animations: {_on(settings.animations)}", "A", "animations"),
        MenuItem(f"Theme: {theme_label}", "T", "theme"),
    ]


def stats_panel(stats: Stats, params: MinesParams, last: GameRecord | None) -> Menu:
    """Tallies for the current difficulty and mode, then the last game's figures."""
    tally = stats.tally(params.difficulty, params.mode)
    best_time = "—" if tally.best_time_cs is None else f"{tally.best_time_cs / 100:.2f} s"
    best_speed = tally.best_three_bv_per_second
    rows = [
        (f"{_difficulty_title(params)} · {params.mode}", ""),
        ("Played / won", f"{tally.played} / {tally.won}"),
        ("Win rate", f"{tally.win_rate:.0%}"),
        ("Streak (best)", f"{tally.current_streak} ({tally.best_streak})"),
        ("Best time", best_time),
        ("Best 3BV/s", "—" if best_speed is None else f"{best_speed:.2f}"),
    ]
    if last is not None:
        rows += _record_rows(last)
    return Menu([MenuItem(label, value, "close") for label, value in rows],
                row_height=INFO_ROW_HEIGHT)


def _record_rows(record: GameRecord) -> list[tuple[str, str]]:
    result = "won" + (" (aided)" if record.aided else "") if record.won else "lost"
    return [
        ("Last game", result),
        ("Time", f"{record.seconds:.2f} s"),
        ("3BV (solved)", f"{record.three_bv} ({record.solved_three_bv})"),
        ("3BV/s", f"{record.three_bv_per_second:.2f}"),
        ("Clicks L/R/chord", f"{record.left_clicks}/{record.right_clicks}/{record.chord_clicks}"),
        ("Efficiency", f"{record.efficiency:.0%}"),
        ("Hints / undos", f"{record.hints} / {record.undos}"),
    ]


def _difficulty_title(params: MinesParams) -> str:
    return DIFFICULTY_NAMES.get(params.difficulty, params.difficulty)


def _shortened(text: str, length: int) -> str:
    return text if len(text) <= length else text[:length - 1] + "…"


def _on(flag: bool) -> str:
    return "on" if flag else "off"
