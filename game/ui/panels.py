"""What the overlay panels say: the menu and the statistics screen.

Pure: built from the game's state as lists of rows, so the renderer draws one
kind of panel and tests can read the texts without a screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from game import registry
from game.core.mines.game_id import PRESET_NAMES, PRESETS
from game.core.replays import GUESSES, Review, Verdict
from game.core.settings import Settings
from game.core.stats import BEST_SPEED, BEST_TIME, GameRecord, SudokuRecord, SudokuStats
from game.core.sudoku.grid import DIFFICULTIES, GRADE_NAMES
from game.i18n import LANGUAGES, N_, _, language
from game.ui.input import SHARED_KEYS, Binding, shortcut
from game.ui.menu import Menu, MenuItem
from game.ui.mines.keys import MINES_KEYS
from game.ui.sudoku.keys import SUDOKU_KEYS

# What a review calls a click (the core's words, shown translated).
VERDICT_NAMES = {"deduction": N_("deduction"), "forced guess": N_("forced guess"),
                 "avoidable guess": N_("avoidable guess"), "wasted": N_("wasted")}
INFO_ROW_HEIGHT = 22
NEW_PUZZLE = {"easy": N_("New easy puzzle"), "medium": N_("New medium puzzle"),
              "hard": N_("New hard puzzle"), "expert": N_("New expert puzzle")}


def preset_label(name: str) -> str:
    width, height, mines = PRESETS[name]
    return f"{_(PRESET_NAMES[name])} {width}×{height} · {mines}"


def difficulty_name(name: str, *, sudoku: bool = False) -> str:
    """A Minesweeper preset's or (``sudoku``) a Sudoku grade's name as the player reads it;
    a custom board's size as it is.  Both games have an "expert", named differently."""
    known = (GRADE_NAMES if sudoku else PRESET_NAMES).get(name)
    return name if known is None else _(known)


def main_menu(*, finished: bool, game_id: str, game: str, daily: str | None = None,
              pick_file: bool = False) -> Menu:
    """The ≡ menu; each item names its keyboard shortcut (from the key bindings).
    ``daily``: the daily board's item, which may carry the streak; ``pick_file``: an item
    that asks for a replay file to watch (in a browser, where no command line can)."""
    items = [_item(MINES_KEYS, preset_label(name), f"difficulty:{name}") for name in PRESETS]
    items += [_item(MINES_KEYS, label, action) for label, action in (
        (_("Custom board…"), "custom"), (daily or _("Daily board"), "daily"),
        (_("Undo"), "undo"), (_("Redo"), "redo"), (_("Hint"), "hint"),
        (_("Solve (stops at guesses)"), "solve"), (_("Solve, guessing too"), "solve:guess"),
        (_("Statistics"), "stats"))]
    if finished:
        items += [_item(MINES_KEYS, _("Watch replay"), "replay"),
                  _item(MINES_KEYS, _("Review game"), "review")]
    if pick_file:
        items.append(_item(MINES_KEYS, _("Watch a replay file…"), "replay_file"))
    items += [_item(MINES_KEYS, copy_label(game_id), "copy_id"),
              _item(MINES_KEYS, _("Open game ID…"), "open_id"),
              _item(MINES_KEYS, _("Options…"), "options"),
              _item(MINES_KEYS, _("Help and about…"), "help"),
              *play_items(game, MINES_KEYS)]
    return Menu(items)


def sudoku_menu(*, notes: bool, game_id: str, game: str) -> Menu:
    """Sudoku's ≡ menu: the digit keys pick a difficulty only while it is open."""
    items = [_item(SUDOKU_KEYS, _(NEW_PUZZLE[name]), f"difficulty:{name}")
             for name in DIFFICULTIES]
    items += [_item(SUDOKU_KEYS, label, action) for label, action in (
        (_("Undo"), "undo"), (_("Redo"), "redo"),
        (_("Notes mode: {state}").format(state=_on(notes)), "notes"),
        (_("Hint"), "hint"), (_("Statistics"), "stats"), (copy_label(game_id), "copy_id"),
        (_("Open game ID…"), "open_id"), (_("Options…"), "options"),
        (_("Help and about…"), "help"))]
    return Menu([*items, *play_items(game, SUDOKU_KEYS)])


def play_items(game: str, keys: Sequence[Binding]) -> list[MenuItem]:
    """"Play …" for every other registered game; Tab opens the first of them."""
    return [MenuItem(_("Play {game}").format(game=_(entry.title)),
                     "" if index else shortcut(keys, "switch"),
                     f"switch:{entry.name}")
            for index, entry in enumerate(registry.others(game))]


def options_menu(settings: Settings, theme_label: str) -> Menu:
    """Choices that are remembered; board options apply from the next game."""
    params = settings.params
    return Menu([
        _item(MINES_KEYS, _("No guessing: {state}").format(state=_on(params.no_guess)),
              "no_guess"),
        _item(MINES_KEYS, _("Question marks: {state}").format(state=_on(params.question_marks)),
              "question_marks"),
        *_shared_options(settings, theme_label),
        _item(MINES_KEYS, _("Zoom in ({size} px)").format(size=settings.tile) if settings.tile
              else _("Zoom in (fits the screen)"), "zoom:1"),
        _item(MINES_KEYS, _("Zoom out"), "zoom:-1"),
        MenuItem(_("← Back"), "", "menu"),
    ])


def sudoku_options_menu(settings: Settings, theme_label: str) -> Menu:
    """The remembered choices that Sudoku shares with Minesweeper."""
    return Menu([*_shared_options(settings, theme_label), MenuItem(_("← Back"), "", "menu")])


def _shared_options(settings: Settings, theme_label: str) -> list[MenuItem]:
    return [
        _item(SHARED_KEYS, _("Sound: {state}").format(state=_on(not settings.muted)), "sound"),
        _item(SHARED_KEYS, _("Animations: {state}").format(state=_on(settings.animations)),
              "animations"),
        _item(SHARED_KEYS, _("Theme: {theme}").format(theme=_(theme_label)), "theme"),
        _item(SHARED_KEYS, _("Colour-blind numbers: {state}").format(
            state=_on(settings.colour_blind)), "safe_numbers"),
        MenuItem(language_label(settings.language), "", "language"),
    ]


def language_label(chosen: str) -> str:
    """The language item: each language named in itself; "" follows the system."""
    if chosen:
        return _("Language: {language}").format(language=LANGUAGES[chosen])
    return _("Language: system ({language})").format(language=LANGUAGES[language()])


def _item(keys: Sequence[Binding], label: str, action: str) -> MenuItem:
    """A menu item showing the key its action is bound to."""
    return MenuItem(label, shortcut(keys, action), action)


def review_panel(review: Review, clicks: int = 8) -> Menu:
    """The post-game review: the tallies, then the clicks worth a look (guesses, wasted
    clicks, the losing move), as many as ``clicks``."""
    numbers = review.numbers
    outcome = _("lost") if review.losing else _("won") if numbers.completed else _("unfinished")
    rows = [
        (_("Review"), outcome),
        (_("Deductions"), str(review.count("deduction"))),
        (_("Guesses (avoidable)"),
         f"{review.count(*GUESSES)} ({review.count('avoidable guess')})"),
        (_("Wasted clicks"), str(review.count("wasted"))),
        (_("3BV/s · efficiency"), f"{numbers.three_bv_per_second:.2f} · {numbers.ioe:.0%}"),
        ("Isl · hZiNi · ZiNi", f"{numbers.islands} · {numbers.hzini} · {numbers.zini}"),
        ("RQP · STNB", f"{numbers.rqp:.2f} · {numbers.stnb:.2f}"),  # the community's own
        ("Path", f"{numbers.path_px:.0f}"),  # abbreviations and words, in every language
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
    label = _("{seconds:.1f} s").format(seconds=verdict.at_ms / 1000) + \
        f" {move.kind}{move.x + 1},{move.y + 1}"
    kind = _(VERDICT_NAMES.get(verdict.kind, verdict.kind))
    value = f"{kind} {verdict.odds:.0%}" if verdict.kind in GUESSES else kind
    rows = [(label, value + (" · " + _("lost") if verdict.lost else ""))]
    if verdict.safe_cell is not None:
        rows.append(("   " + _("safe instead"),
                     f"{verdict.safe_cell[0] + 1},{verdict.safe_cell[1] + 1}"))
    return rows


def sudoku_stats_panel(stats: SudokuStats, difficulty: str, last: SudokuRecord | None) -> Menu:
    """Sudoku's tallies for one difficulty (the first row steps to the next, so every
    difficulty is a click away), then the last game's, in the same panel."""
    tally = stats.tally(difficulty)
    following = DIFFICULTIES[(DIFFICULTIES.index(difficulty) + 1) % len(DIFFICULTIES)] \
        if difficulty in DIFFICULTIES else DIFFICULTIES[0]
    heading = MenuItem(f"{_('Sudoku')} · {difficulty_name(difficulty, sudoku=True)}", _("next >"),
                       f"stats:{following}")
    rows = [
        (_("Played / won"), f"{tally.played} / {tally.won}"),
        (_("Best time"), seconds(tally.best_time_cs)),
        (_("Lives lost, all games"), str(tally.lives_lost)),
    ]
    if last is not None:
        rows += [(_("Last game"), _result(last.won, last.aided)),
                 (_("Time"), seconds(last.time_cs)),
                 (_("Lives lost"), str(last.lives_lost)),
                 (_("Hints / undos"), f"{last.hints} / {last.undos}")]
    return Menu([heading, *(MenuItem(label, value, "close") for label, value in rows)],
                row_height=INFO_ROW_HEIGHT)


AIDED_NOTICE = N_("no records for this game now (hint, undo or solve)")


def record_notice(record: GameRecord, bests: frozenset[str], rank: int | None = None) -> str:
    """The footer's word on a finished game that set a record or entered the ten best
    times (``rank``), or won aided ("" else)."""
    if record.won and record.aided:
        return _("You win, aided: {seconds:.2f} s sets no record").format(
            seconds=record.seconds)
    news = []
    if BEST_TIME in bests:
        news.append(_("best time {seconds:.2f} s").format(seconds=record.seconds))
    if BEST_SPEED in bests:
        news.append(_("best 3BV/s {speed:.2f}").format(speed=record.three_bv_per_second))
    if news:
        return _("New record! {news}").format(news=" · ".join(news))
    if rank is None:
        return ""
    return _("#{rank} of your ten best times: {time}").format(rank=rank,
                                                              time=seconds(record.time_cs))


def seconds(time_cs: int | None) -> str:
    """Hundredths as seconds with two decimals; "—" for none."""
    return "—" if time_cs is None else _("{seconds:.2f} s").format(seconds=time_cs / 100)


def _result(won: bool, aided: bool) -> str:
    if not won:
        return _("lost")
    return _("won (aided)") if aided else _("won")


def copy_label(game_id: str) -> str:
    """The menu item that copies the game ID, which it shows shortened."""
    shown = game_id if len(game_id) <= 16 else game_id[:15] + "…"
    return _("Copy ID {game_id}").format(game_id=shown)


def _on(flag: bool) -> str:
    return _("on") if flag else _("off")
