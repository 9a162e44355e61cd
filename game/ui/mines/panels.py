"""What Minesweeper's panels say: its menu, its options, the review, the record notice,
and its help pages.

Pure: built from the game's state as lists of rows, so the renderer draws one kind of
panel and tests can read the texts without a screen; the statistics are in
:mod:`game.ui.mines.stats_panel`, the rows every game shares in :mod:`game.ui.panels`.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.mines.game import MINES_SETTINGS
from game.core.mines.game_id import PRESET_NAMES, PRESETS
from game.core.mines.replays import GUESSES, Review, Verdict
from game.core.mines.stats import BEST_SPEED, BEST_TIME, GameRecord
from game.core.settings import Settings
from game.i18n import N_, _
from game.ui.help import Section, key_sections
from game.ui.input import Binding
from game.ui.menu import Menu, MenuItem
from game.ui.mines.keys import MINES_KEYS
from game.ui.panels import (
    INFO_ROW_HEIGHT,
    checked,
    greyed,
    grouped,
    keyed,
    play_items,
    seconds,
    shared_options,
    switch,
)

# What a review calls a click (the core's words, shown translated).
VERDICT_NAMES = {"deduction": N_("deduction"), "forced guess": N_("forced guess"),
                 "avoidable guess": N_("avoidable guess"), "wasted": N_("wasted")}


def preset_label(name: str) -> str:
    width, height, mines = PRESETS[name]
    return f"{_(PRESET_NAMES[name])} {width}×{height} · {mines}"


def difficulty_name(name: str) -> str:
    """A preset's name as the player reads it; a custom board's size as it is."""
    known = PRESET_NAMES.get(name)
    return name if known is None else _(known)


def main_menu(*, finished: bool, game: str, daily: str | None = None,
              pick_file: bool = False, board: str | None = None, can_undo: bool = True,
              can_redo: bool = True) -> Menu:
    """The ≡ menu, in groups between separators: the board, the game's steps, help from
    the solver, looking back (statistics, replays, the game ID), settings and help, the
    other games.  Each item names its keyboard shortcut; ``board`` (the preset in play)
    carries a check mark; Undo and Redo are greyed with nothing to take back or bring
    again, the solver's items once the game is over.  ``daily``: the daily board's item,
    which may carry the streak; ``pick_file``: an item that asks for a replay file to watch
    (in a browser, where no command line can)."""
    boards = [checked(keyed(MINES_KEYS, preset_label(name), f"difficulty:{name}"),
                      name == board) for name in PRESETS]
    boards += [keyed(MINES_KEYS, _("Custom board…"), "custom"),
               keyed(MINES_KEYS, daily or _("Daily board"), "daily")]
    steps = [greyed(keyed(MINES_KEYS, _("Undo"), "undo"), can_undo),
             greyed(keyed(MINES_KEYS, _("Redo"), "redo"), can_redo)]
    solver = [greyed(keyed(MINES_KEYS, label, action), not finished) for label, action in (
        (_("Hint"), "hint"), (_("Solve (stops at guesses)"), "solve"),
        (_("Solve, guessing too"), "solve:guess"))]
    looking_back = [keyed(MINES_KEYS, _("Statistics"), "stats")]
    if finished:
        looking_back += [keyed(MINES_KEYS, _("Watch replay"), "replay"),
                         keyed(MINES_KEYS, _("Review game"), "review")]
    if pick_file:
        looking_back.append(keyed(MINES_KEYS, _("Watch a replay file…"), "replay_file"))
    looking_back += [keyed(MINES_KEYS, _("Copy game ID"), "copy_id"),
                     keyed(MINES_KEYS, _("Open game ID…"), "open_id")]
    settings = [keyed(MINES_KEYS, _("Options…"), "options"),
                keyed(MINES_KEYS, _("Help and about…"), "help")]
    return Menu(grouped(boards, steps, solver, looking_back, settings,
                        play_items(game, MINES_KEYS)), name="menu")


def options_menu(settings: Settings, theme_label: str) -> Menu:
    """Choices that are remembered; board options apply from the next game."""
    params = settings.of(MINES_SETTINGS)
    return Menu([
        switch(MINES_KEYS, _("No guessing"), "no_guess", params.no_guess),
        switch(MINES_KEYS, _("Question marks"), "question_marks", params.question_marks),
        *shared_options(settings, theme_label),
        keyed(MINES_KEYS, _("Zoom in ({size} px)").format(size=settings.tile) if settings.tile
              else _("Zoom in (fits the screen)"), "zoom:1"),
        keyed(MINES_KEYS, _("Zoom out"), "zoom:-1"),
        MenuItem(_("← Back"), "", "menu"),
    ], name="options")


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
                row_height=INFO_ROW_HEIGHT, name="review")


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
        Section(_("Timer"), (
            _("The clock runs from the first opening to the end, and stops while the game is "
            "paused: P, any panel over the board, or the window losing focus. Statistics "
            "and replays count played time only."),)),
    ]
