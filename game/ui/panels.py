"""The panel rows every game shares: the other games to play, the shared options, the
game ID to copy, the key an action is bound to, times and days as the panels write them,
the statistics panel's rows (plain and detailed) and Help's glossary from a game's table
of metrics, and the card a game's end opens.

Pure: each game's own panels (:mod:`game.ui.mines.panels`, :mod:`game.ui.sudoku.panels`)
are built from these as lists of rows, so the renderer draws one kind of panel and tests
can read the texts without a screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Any, TypeVar

from game import registry
from game.core.session import Session
from game.core.settings import Settings
from game.core.stats import Metric, MetricTable, Scope
from game.i18n import LANGUAGES, N_, _, language, ngettext
from game.ui.frame import LINE_SPACING, Frame
from game.ui.help import Section
from game.ui.input import SHARED_KEYS, Binding, shortcut
from game.ui.menu import Menu, MenuItem, separator

INFO_ROW_HEIGHT = 22
P = TypeVar("P", bound=Menu)
CARD_WIDTH = 380  # "You win!" and the board's name side by side


def play_items(game: str, keys: Sequence[Binding]) -> list[MenuItem]:
    """"Play …" for every other registered game; Tab opens the first of them."""
    return [MenuItem(_("Play {game}").format(game=_(entry.title)),
                     "" if index else shortcut(keys, "switch"),
                     f"switch:{entry.name}")
            for index, entry in enumerate(registry.others(game))]


def shared_options(settings: Settings, theme_label: str,
                   fullscreen: bool | None = None) -> list[MenuItem]:
    """The choices every game shares; ``fullscreen``: whether the page fills the screen
    (None where it cannot, natively or in a browser without the Fullscreen API)."""
    whole = [] if fullscreen is None else [
        MenuItem(_("Full screen"), "", "fullscreen", checked=fullscreen, switch=True)]
    return [
        *whole,
        switch(SHARED_KEYS, _("Sound"), "sound", not settings.muted),
        switch(SHARED_KEYS, _("Animations"), "animations", settings.animations),
        keyed(SHARED_KEYS, _("Theme: {theme}").format(theme=_(theme_label)), "theme"),
        switch(SHARED_KEYS, _("Colour-blind numbers"), "safe_numbers", settings.colour_blind),
        MenuItem(language_label(settings.language), "", "language"),
    ]


def language_label(chosen: str) -> str:
    """The language item: each language named in itself; "" follows the system."""
    if chosen:
        return _("Language: {language}").format(language=LANGUAGES[chosen])
    return _("Language: system ({language})").format(language=LANGUAGES[language()])


def keyed(keys: Sequence[Binding], label: str, action: str) -> MenuItem:
    """A menu item showing the key its action is bound to."""
    return MenuItem(label, shortcut(keys, action), action)


def switch(keys: Sequence[Binding], label: str, action: str, on: bool) -> MenuItem:
    """A setting turned on and off, drawn as a switch showing its state."""
    return replace(keyed(keys, label, action), checked=on, switch=True)


def checked(item: MenuItem, chosen: bool) -> MenuItem:
    """One of a set of choices (a difficulty), the one in play carrying a check mark."""
    return replace(item, checked=chosen)


def greyed(item: MenuItem, can_act: bool) -> MenuItem:
    """An item greyed while it cannot act (Redo with nothing undone)."""
    return replace(item, enabled=can_act)


def grouped(*groups: list[MenuItem]) -> list[MenuItem]:
    """The groups' items with a separator between each two (empty groups left out)."""
    items: list[MenuItem] = []
    for group in filter(None, groups):
        items += [separator()] * bool(items) + group
    return items


def seconds(time_cs: int | None) -> str:
    """Hundredths as seconds with two decimals; "—" for none."""
    return "—" if time_cs is None else _("{seconds:.2f} s").format(seconds=time_cs / 100)


def result_word(won: bool, aided: bool) -> str:
    if not won:
        return _("lost")
    return _("won (aided)") if aided else _("won")


# ----- statistics: the rows and the glossary of a game's metric table -------------------
def value_text(metric: Metric, value: object) -> str:
    """A value as the panel writes it, by what the metric shows; "—" for none yet."""
    if value is None:
        return "—"
    if metric.shows == "seconds":
        return seconds(int(value))  # type: ignore[call-overload]  # hundredths, a number
    if metric.shows == "ratio":
        return f"{value:.2f}"
    if metric.shows == "percent":
        return f"{value:.0%}"
    return str(value)


def metric_rows(table: MetricTable, scope: Scope, source: object) -> list[tuple[str, str]]:
    """The panel's rows for a record or tally: (label, values), each metric with a label
    starting a row and those after it without one joining it."""
    return [(label, values) for label, values, _ in _explained(table, scope, source)]


def explained_rows(table: MetricTable, scope: Scope, source: object) -> list[MenuItem]:
    """The detailed view's rows: each of :func:`metric_rows`, and under a row whose
    metrics have terms (3BV/s, ZiNi...) a line saying what they mean."""
    items = []
    for label, values, meanings in _explained(table, scope, source):
        items.append(MenuItem(label, values, "close"))
        if meanings:
            items.append(MenuItem(" · ".join(meanings), "", "", kind="text"))
    return items


def _explained(table: MetricTable, scope: Scope,
               source: object) -> list[tuple[str, str, list[str]]]:
    rows: list[tuple[str, str, list[str]]] = []
    for metric in table.of(scope):
        if metric.shows == "hidden" or not (metric.label or rows):
            continue
        shown = metric.form.format(value_text(metric, metric.value_of(source)))
        if metric.label:
            rows.append((_(metric.label), shown, []))
        else:
            rows[-1] = (rows[-1][0], rows[-1][1] + shown, rows[-1][2])
        meaning = _meaning(table, metric)
        if meaning and meaning not in rows[-1][2]:
            rows[-1][2].append(meaning)
    return rows


def _meaning(table: MetricTable, metric: Metric) -> str:
    """"term: what it means" for a metric with a term, or the one it is the best of or
    counts (Best IOE means what IOE does); "" for a plain word."""
    named = metric if metric.term else next(
        (other for other in table.metrics if other.name == metric.of and other.term), None)
    return "" if named is None else f"{_(named.term)}: {_(named.glossary)}"


def plain_rows(table: MetricTable, source: object) -> list[MenuItem]:
    """The plain view's rows of a tally: each metric with a plain label on its own row."""
    return [MenuItem(_(metric.plain), value_text(metric, metric.value_of(source)), "close")
            for metric in table.of("tally") if metric.plain]


def detailed_item(action: str) -> MenuItem:
    """The plain view's way to the experts' table."""
    return MenuItem(_("Detailed statistics…"), "", action)


def glossary(table: MetricTable) -> list[Section]:
    """Help's glossary of a game's statistics: each metric with a term, what it means
    (none for a game whose metrics have no terms)."""
    terms = [(_(metric.term), _(metric.glossary)) for metric in table.metrics if metric.term]
    return [Section(_("Statistics"), controls=terms)] if terms else []


# ----- the end of a game: its card, and the line Share gives ----------------------------
@dataclass(frozen=True)
class Ending:
    """What the card of a game that ended tells."""

    won: bool
    board: str  # the board or puzzle, as the player names it ("Beginner · classic")
    time_cs: int
    best_cs: int | None  # the best time on that board, this game's included
    share: str  # the line Share gives
    rank: int | None = None  # among the ten best times, when it made it
    streak: int | None = None  # days in a row, on a daily board
    note: str = ""  # a record set, an aided win, statistics not saved
    figures: tuple[tuple[str, str], ...] = ()  # the game's own (how much a loss cleared)


@dataclass
class EndCard(Menu):
    """The panel a game's end opens: it belongs to that game (``owner``, its session),
    whose board stays in sight around it."""

    shows_board: bool = True
    owner: Session[Any] | None = None
    share: str = ""  # the line its Share button gives


def kept_panel(panel: Menu | None, session: Session[Any] | None) -> Menu | None:
    """The open panel, unless it is the end card of a game no longer on screen or no
    longer over (undone): a card never shows over a later game."""
    if isinstance(panel, EndCard) and (panel.owner is not session or session is None
                                       or not session.finished):
        return None
    return panel


def end_card(ending: Ending, owner: Session[Any], keys: Sequence[Binding],
             frame: Frame) -> EndCard:
    """Win or loss, the time and the best on that board, the rank among the ten best and
    a daily's streak when there are, then New game and Share; its rows and width grow
    with the frame's words (a desktop page's large tiles)."""
    rows = [(_("Time"), seconds(ending.time_cs)), (_("Best time"), seconds(ending.best_cs))]
    if ending.rank is not None:
        rows.append((_("Among your ten best"), f"#{ending.rank}"))
    if ending.streak is not None:
        rows.append((_("Daily streak"), ngettext("{count} day", "{count} days",
                                                 ending.streak).format(count=ending.streak)))
    items = [MenuItem(_("You win!") if ending.won else _("Game over"), "", "", kind="heading"),
             MenuItem(ending.board, "", "", kind="text"),
             *(MenuItem(label, value, "") for label, value in (*rows, *ending.figures))]
    if ending.note:
        items.append(MenuItem(ending.note, "", "", kind="text"))
    items += [keyed(keys, _("New game"), "new_game"), MenuItem(_("Share"), "", "share_result")]
    return scaled(EndCard(items, row_height=INFO_ROW_HEIGHT, width=CARD_WIDTH,
                          name="end of game", owner=owner, share=ending.share), frame)


def scaled(panel: P, frame: Frame) -> P:
    """A panel to read with its rows grown with the frame's words: a desktop page's large
    tiles would draw its lines on top of each other (rows still shrink to fit a small
    window).  Its width grows in :meth:`Menu.panel`, as every panel's does."""
    panel.row_height = max(panel.row_height, round(frame.label_font * LINE_SPACING) + 2)
    return panel


def share_line(game: str, board: str, won: bool, time_cs: int, game_id: str | None) -> str:
    """An ordinary game's line to share: the game, the board, the result, the time, and
    the game ID, so a friend can play the same board."""
    line = _("Gridgames {game} · {board} · {result} · {time}").format(
        game=game, board=board, result=_("won") if won else _("lost"), time=seconds(time_cs))
    return line if game_id is None else f"{line} · {game_id}"


def copied_line(line: str) -> str:
    """A shared line as the footer shows it once it is on the clipboard."""
    return _("copied: ") + line


# ----- dates, in the player's language ----------------------------------------------------
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"),
          N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))


def day_text(day: date) -> str:
    """A day as the player's language writes it short: 29 Nov, 29. Nov., 11/29."""
    return _("{day} {month}").format(day=day.day, month=_(MONTHS[day.month - 1]))
