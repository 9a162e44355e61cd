"""The panel rows every game shares: the other games to play, the shared options, the
game ID to copy, the key an action is bound to, times as the panels write them, and the
statistics panel's rows and Help's glossary from a game's table of metrics.

Pure: each game's own panels (:mod:`game.ui.mines.panels`, :mod:`game.ui.sudoku.panels`)
are built from these as lists of rows, so the renderer draws one kind of panel and tests
can read the texts without a screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game import registry
from game.core.settings import Settings
from game.core.stats import Metric, MetricTable, Scope
from game.i18n import LANGUAGES, _, language
from game.ui.help import Section
from game.ui.input import SHARED_KEYS, Binding, shortcut
from game.ui.menu import MenuItem, separator

INFO_ROW_HEIGHT = 22


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
    rows: list[tuple[str, str]] = []
    for metric in table.of(scope):
        if metric.shows == "hidden" or not (metric.label or rows):
            continue
        shown = metric.form.format(value_text(metric, metric.value_of(source)))
        if metric.label:
            rows.append((_(metric.label), shown))
        else:
            rows[-1] = (rows[-1][0], rows[-1][1] + shown)
    return rows


def glossary(table: MetricTable) -> list[Section]:
    """Help's glossary of a game's statistics: each metric with a term, what it means
    (none for a game whose metrics have no terms)."""
    terms = [(_(metric.term), _(metric.glossary)) for metric in table.metrics if metric.term]
    return [Section(_("Statistics"), controls=terms)] if terms else []
