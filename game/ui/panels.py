"""What the overlay panels say: the menu and the statistics screen.

Pure: built from the game's state as lists of rows, so the renderer draws one
kind of panel and tests can read the texts without a screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from game import registry
from game.core.mines.game_id import PRESETS
from game.core.replays import GUESSES, Review, Verdict
from game.core.settings import Settings
from game.core.stats import BEST_SPEED, BEST_TIME, GameRecord, SudokuRecord, SudokuStats
from game.core.sudoku.grid import DIFFICULTIES
from game.ui.input import SHARED_KEYS, Binding, shortcut
from game.ui.menu import Menu, MenuItem
from game.ui.mines.keys import MINES_KEYS
from game.ui.sudoku.keys import SUDOKU_KEYS

DIFFICULTY_NAMES = {"beginner": "Beginner", "intermediate": "Intermediate", "expert": "Expert"}
INFO_ROW_HEIGHT = 22


def preset_label(name: str) -> str:
    width, height, mines = PRESETS[name]
    return f"{DIFFICULTY_NAMES[name]} {width}×{height} · {mines}"


def main_menu(*, finished: bool, game_id: str, game: str, daily: str = "Daily board",
              pick_file: bool = False) -> Menu:
    """The ≡ menu; each item names its keyboard shortcut (from the key bindings).
    ``daily``: the daily board's item, which may carry the streak; ``pick_file``: an item
    that asks for a replay file to watch (in a browser, where no command line can)."""
    items = [_item(MINES_KEYS, preset_label(name), f"difficulty:{name}") for name in PRESETS]
    items += [_item(MINES_KEYS, label, action) for label, action in (
        ("Custom board…", "custom"), (daily, "daily"), ("Undo", "undo"), ("Redo", "redo"),
        ("Hint", "hint"), ("Solve (stops at guesses)", "solve"),
        ("Solve, guessing too", "solve:guess"), ("Statistics", "stats"))]
    if finished:
        items += [_item(MINES_KEYS, "Watch replay", "replay"),
                  _item(MINES_KEYS, "Review game", "review")]
    if pick_file:
        items.append(_item(MINES_KEYS, "Watch a replay file…", "replay_file"))
    items += [_item(MINES_KEYS, f"Copy ID {_shortened(game_id, 16)}", "copy_id"),
              _item(MINES_KEYS, "Open game ID…", "open_id"),
              _item(MINES_KEYS, "Options…", "options"),
              _item(MINES_KEYS, "Help and about…", "help"),
              *play_items(game, MINES_KEYS)]
    return Menu(items)


def sudoku_menu(*, notes: bool, game_id: str, game: str) -> Menu:
    """Sudoku's ≡ menu: the digit keys pick a difficulty only while it is open."""
    items = [_item(SUDOKU_KEYS, f"New {name} puzzle", f"difficulty:{name}")
             for name in DIFFICULTIES]
    items += [_item(SUDOKU_KEYS, label, action) for label, action in (
        ("Undo", "undo"), ("Redo", "redo"), (f"Notes mode: {_on(notes)}", "notes"),
        ("Hint", "hint"), ("Statistics", "stats"),
        (f"Copy ID {_shortened(game_id, 16)}", "copy_id"), ("Open game ID…", "open_id"),
        ("Options…", "options"), ("Help and about…", "help"))]
    return Menu([*items, *play_items(game, SUDOKU_KEYS)])


def play_items(game: str, keys: Sequence[Binding]) -> list[MenuItem]:
    """"Play …" for every other registered game; Tab opens the first of them."""
    return [MenuItem(f"Play {entry.title}", "" if index else shortcut(keys, "switch"),
                     f"switch:{entry.name}")
            for index, entry in enumerate(registry.others(game))]


def options_menu(settings: Settings, theme_label: str) -> Menu:
    """Choices that are remembered; board options apply from the next game."""
    params = settings.params
    return Menu([
        _item(MINES_KEYS, f"No guessing: {_on(params.no_guess)}", "no_guess"),
        _item(MINES_KEYS, f"Question marks: {_on(params.question_marks)}", "question_marks"),
        *_shared_options(settings, theme_label),
        _item(MINES_KEYS, f"Zoom in ({settings.tile} px)" if settings.tile
              else "Zoom in (fits the screen)", "zoom:1"),
        _item(MINES_KEYS, "Zoom out", "zoom:-1"),
        MenuItem("← Back", "", "menu"),
    ])


def sudoku_options_menu(settings: Settings, theme_label: str) -> Menu:
    """The remembered choices that Sudoku shares with Minesweeper."""
    return Menu([*_shared_options(settings, theme_label), MenuItem("← Back", "", "menu")])


def _shared_options(settings: Settings, theme_label: str) -> list[MenuItem]:
    return [
        _item(SHARED_KEYS, f"Sound: {_on(not settings.muted)}", "sound"),
        _item(SHARED_KEYS, f"Animations: {_on(settings.animations)}", "animations"),
        _item(SHARED_KEYS, f"Theme: {theme_label}", "theme"),
        _item(SHARED_KEYS, f"Colour-blind numbers: {_on(settings.colour_blind)}",
              "safe_numbers"),
    ]


def _item(keys: Sequence[Binding], label: str, action: str) -> MenuItem:
    """A menu item showing the key its action is bound to."""
    return MenuItem(label, shortcut(keys, action), action)


def review_panel(review: Review, clicks: int = 8) -> Menu:
    """The post-game review: the tallies, then the clicks worth a look (guesses, wasted
    clicks, the losing move), as many as ``clicks``."""
    numbers = review.numbers
    rows = [
        ("Review", "lost" if review.losing else "won" if numbers.completed else "unfinished"),
        ("Deductions", str(review.count("deduction"))),
        ("Guesses (avoidable)", f"{review.count(*GUESSES)} ({review.count('avoidable guess')})"),
        ("Wasted clicks", str(review.count("wasted"))),
        ("3BV/s · efficiency", f"{numbers.three_bv_per_second:.2f} · {numbers.ioe:.0%}"),
    ]
    notable = [verdict for verdict in review.verdicts
               if verdict.kind in (*GUESSES, "wasted") or verdict.lost]
    rows += [row for verdict in notable[:clicks] for row in _click_rows(verdict)]
    return Menu([MenuItem(label, value, "close") for label, value in rows],
                row_height=INFO_ROW_HEIGHT)


def _click_rows(verdict: Verdict) -> list[tuple[str, str]]:
    """A click as a row (its time and cell, the verdict in a word or two), and for an
    avoidable guess a second row naming the safe cell."""
    move = verdict.move
    label = f"{verdict.at_ms / 1000:.1f} s {move.kind}{move.x + 1},{move.y + 1}"
    guess = verdict.kind in GUESSES
    value = f"{verdict.kind.split()[0]} {verdict.odds:.0%}" if guess else verdict.kind
    rows = [(label, value + (" · lost" if verdict.lost else ""))]
    if verdict.safe_cell is not None:
        rows.append(("   safe instead", f"{verdict.safe_cell[0] + 1},{verdict.safe_cell[1] + 1}"))
    return rows


def sudoku_stats_panel(stats: SudokuStats, difficulty: str, last: SudokuRecord | None) -> Menu:
    """Sudoku's tallies for one difficulty (the first row steps to the next, so every
    difficulty is a click away), then the last game's, in the same panel."""
    tally = stats.tally(difficulty)
    following = DIFFICULTIES[(DIFFICULTIES.index(difficulty) + 1) % len(DIFFICULTIES)] \
        if difficulty in DIFFICULTIES else DIFFICULTIES[0]
    heading = MenuItem(f"Sudoku · {difficulty}", "next >", f"stats:{following}")
    rows = [
        ("Played / won", f"{tally.played} / {tally.won}"),
        ("Best time", seconds(tally.best_time_cs)),
        ("Lives lost, all games", str(tally.lives_lost)),
    ]
    if last is not None:
        result = "won" + (" (aided)" if last.aided else "") if last.won else "lost"
        rows += [("Last game", result), ("Time", seconds(last.time_cs)),
                 ("Lives lost", str(last.lives_lost)),
                 ("Hints / undos", f"{last.hints} / {last.undos}")]
    return Menu([heading, *(MenuItem(label, value, "close") for label, value in rows)],
                row_height=INFO_ROW_HEIGHT)


AIDED_NOTICE = "no records for this game now (hint, undo or solve)"


def record_notice(record: GameRecord, bests: frozenset[str], rank: int | None = None) -> str:
    """The footer's word on a finished game that set a record or entered the ten best
    times (``rank``), or won aided ("" else)."""
    if record.won and record.aided:
        return f"You win, aided: {record.seconds:.2f} s sets no record"
    news = []
    if BEST_TIME in bests:
        news.append(f"best time {record.seconds:.2f} s")
    if BEST_SPEED in bests:
        news.append(f"best 3BV/s {record.three_bv_per_second:.2f}")
    if news:
        return f"New record! {' · '.join(news)}"
    if rank is None:
        return ""
    return f"#{rank} of your ten best times: {seconds(record.time_cs)}"


def seconds(time_cs: int | None) -> str:
    """Hundredths as seconds with two decimals; "—" for none."""
    return "—" if time_cs is None else f"{time_cs / 100:.2f} s"


def _shortened(text: str, length: int) -> str:
    return text if len(text) <= length else text[:length - 1] + "…"


def _on(flag: bool) -> str:
    return "on" if flag else "off"
