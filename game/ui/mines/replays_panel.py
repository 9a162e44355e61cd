"""The Replays panel: the games kept (:mod:`game.core.mines.kept`), newest first, each row
its board and date, ✓ won or ✗ lost, time and 3BV/s, and "PB" for a game that set a
personal best (as the community writes it; the fonts' subsets have no star);
choosing one opens its own panel, to watch it, review it or export it.

Pure: rows of text, like every panel; each row's action names the game by its end
(``kept:<microseconds>``), so a row still finds its game after others were kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from game.core.mines.kept import RECENT, KeptReplay
from game.i18n import _
from game.ui.menu import Menu, MenuItem
from game.ui.mines.panels import difficulty_name
from game.ui.panels import result_word, seconds

PANEL_WIDTH = 480  # a board and a date, a result, a time and a speed on one line
BEST = "PB"
WON, LOST = "✓", "✗"  # glyphs every font of the game has


def replays_panel(kept: Sequence[KeptReplay], *, pick_file: bool = False) -> Menu:
    """Every kept game, newest first; ``pick_file``: a row that asks for a replay file to
    watch (in a browser, where no command line can); "← Back" returns to the menu."""
    heading = MenuItem(_("Replays: the last {count} games and every personal best ({best})"
                         ).format(count=RECENT, best=BEST), "", "")
    rows = [MenuItem(f"{board_name(game)} · {when(game)}", result_line(game),
                     f"kept:{game.ended_us}") for game in reversed(kept)]
    if not rows:
        rows = [MenuItem(_("No replay kept yet: finished games appear here"), "", "")]
    chosen = [MenuItem(_("Watch a replay file…"), "", "replay_file")] if pick_file else []
    return Menu([heading, *rows, *chosen, MenuItem(_("← Back"), "", "menu")],
                width=PANEL_WIDTH, name="replays")


def kept_panel(game: KeptReplay) -> Menu:
    """One kept game: its numbers, then what can be done with it."""
    best = [MenuItem(BEST, _("a personal best"), "")] if game.best else []
    return Menu([
        MenuItem(f"{board_name(game)} · {when(game)}", result_word(game.won, game.aided), ""),
        MenuItem(_("Time · 3BV/s"), f"{seconds(game.time_cs)} · {_speed(game)}", ""),
        MenuItem(_("3BV (solved)"), f"{game.three_bv} ({game.solved_three_bv})", ""),
        *best,
        MenuItem(_("Watch"), "", f"kept_watch:{game.ended_us}"),
        MenuItem(_("Review"), "", f"kept_review:{game.ended_us}"),
        MenuItem(_("Export as .evf (Metasweeper)"), "", f"kept_export:evf/{game.ended_us}"),
        MenuItem(_("Export as a Gridgames save"), "", f"kept_export:save/{game.ended_us}"),
        MenuItem(_("← Replays"), "", "replays"),
    ], width=PANEL_WIDTH, name="kept replay")


def when(game: KeptReplay) -> str:
    """The day and minute the game ended, in the player's time zone."""
    return datetime.fromtimestamp(game.ended_us / 1_000_000).strftime("%Y-%m-%d %H:%M")


def export_name(game: KeptReplay, suffix: str) -> str:
    """An exported file's name: the program, the board and the moment it ended."""
    moment = datetime.fromtimestamp(game.ended_us / 1_000_000).strftime("%Y-%m-%d-%H%M%S")
    return f"gridgames-{game.difficulty}-{moment}.{suffix}"


def board_name(game: KeptReplay) -> str:
    """A preset's name, or a custom board's size; "NG" for a no-guess board."""
    name = difficulty_name(game.difficulty)
    if name == game.difficulty:  # a custom board: its size as players write it
        name = f"{game.width}×{game.height}/{game.mines}"
    return name + (" NG" if game.mode == "no-guess" else "")


def result_line(game: KeptReplay) -> str:
    """Won or lost as a mark (the words would leave the board's name no room on a phone),
    aided if it was, the time, 3BV/s, and PB for a best."""
    mark = (WON + (" " + _("(aided)") if game.aided else "")) if game.won else LOST
    line = f"{mark} {seconds(game.time_cs)} · {_speed(game)}"
    return f"{line} {BEST}" if game.best else line


def _speed(game: KeptReplay) -> str:
    return f"{game.three_bv_per_second:.2f}"
