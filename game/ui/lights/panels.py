"""Lights' keys, menus, help and statistics panel, as data."""

from __future__ import annotations

from game.core.lights.rules import FEWEST, MOST
from game.core.lights.stats import METRICS, LightsRecord, LightsStats
from game.core.settings import Settings
from game.i18n import N_, _
from game.ui.help import Section, key_sections
from game.ui.input import SHARED_KEYS, Binding, arrows
from game.ui.menu import Menu, MenuItem
from game.ui.panels import grouped, keyed, metric_rows, play_items, shared_options

NAME = "lights"
LIGHTS_KEYS = (
    *arrows(),
    Binding(("space", "return", "enter"), "cursor_press", N_("Space or Enter"), where="board",
            does=N_("Press the lamp at the cursor")),
    Binding(("s",), "stats", "S"),
    *SHARED_KEYS,
)


def lights_menu(side: int) -> Menu:
    """Its ≡ menu: a new game, one on the next grid size (``side`` lamps a side now), the
    shared ways back to a game, Options and Help, the other games."""
    following = FEWEST + (side + 1 - FEWEST) % (MOST + 1 - FEWEST)
    return Menu(grouped(
        [keyed(LIGHTS_KEYS, _("New game"), "new_game"),
         MenuItem(_("Grid: {side} × {side}").format(side=side), _("next >"),
                  f"grid:{following}")],
        [keyed(LIGHTS_KEYS, label, action) for label, action in (
            (_("Statistics"), "stats"), (_("Open game ID…"), "open_id"),
            (_("Options…"), "options"), (_("Help and about…"), "help"))],
        play_items(NAME, LIGHTS_KEYS)), name="menu")


def lights_options(settings: Settings, theme_label: str, fullscreen: bool | None) -> Menu:
    return Menu([*shared_options(settings, theme_label, fullscreen),
                 MenuItem(_("← Back"), "", "menu")], name="options")


def lights_sections() -> list[Section]:
    """Its help: the rules, then the keys (none on a touch screen)."""
    return [Section(_("Lights"), (
                _("Switch every lamp on. A click or tap on a lamp presses it: the lamp and "
                  "its neighbours above, below, left and right each switch, off to on and on "
                  "to off."),
                _("Each game starts from every lamp on, switched by a few presses, so it can "
                  "always be solved. A second press on a lamp takes the first back, and the "
                  "order of presses does not matter."))),
            *key_sections(NAME, (_("Keys"), LIGHTS_KEYS))]


def lights_stats_panel(stats: LightsStats, last: LightsRecord | None, view: str) -> Menu:
    """Its statistics: the tally's rows, then the last game's, from its metric table."""
    rows = metric_rows(METRICS, "tally", stats)
    rows += [] if last is None else metric_rows(METRICS, "game", last)
    return Menu([*(MenuItem(label, value, "close") for label, value in rows),
                 MenuItem(_("Close"), "", "close")], name="statistics")
