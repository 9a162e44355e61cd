"""The one window every game plays in, holding the game's front by composition.

The window owns what every game shares: the open panel and dialog, the footer's notice,
the saved settings (a theme chosen in one game shows in the other), the game's statistics
(as its registry entry keeps them: :class:`Statistics`), opening the screen, and actions
found by name (``action_<name>``: the game's front and its collaborators first, then the
window and its own).  Its collaborators each hold one concern:
:class:`~game.gui.routing.InputRouter` (which part of the window hears an input, the face
button), :class:`~game.gui.overlays.Overlays` (help, about, pause, the clock's pausing),
:class:`~game.gui.choices.SharedChoices` (the Options rows every game shares) and
:class:`~game.gui.clipboard.Clipboard` (copy, share, paste).  The game's front
(:class:`~game.gui.contract.GameFront`) supplies only what is its own: its state, scene
and drawing, its menus and help, its bindings and actions, and what a press, a finger or
the wheel means on its board; :class:`FrontDefaults` stands in for the hooks it has no
use for.  Nothing here names a game.

A game switch is a returned value: :meth:`Window.frame` returns a :class:`Switch` when
the player asked for another game, and the shell opens it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import pygame

from game import registry
from game.core.session import GameIdError
from game.core.settings import Settings, SettingsSection, Value
from game.core.stats import Ledger
from game.core.storage import SETTINGS, Progress
from game.gui.choices import SharedChoices
from game.gui.clipboard import Clipboard
from game.gui.dialog import AnyDialog, id_dialog, is_id_dialog
from game.gui.host import (
    open_store,
    page_size,
    place_window,
    read_clipboard,
    touch_screen,
    wanted_languages,
)
from game.gui.overlays import Overlays
from game.gui.routing import InputRouter
from game.gui.sound import Sounds
from game.i18n import _, best_language, use_language
from game.options import NO_OPTIONS, Options
from game.ui.help import Section
from game.ui.input import Input, KeyPress, Pos, shortcut, use_keyboard
from game.ui.menu import Chrome, Menu
from game.ui.panels import glossary, scaled
from game.ui.theme import Theme, load_themes

if TYPE_CHECKING:
    from game.gui.contract import GameFront

Action = Callable[[str], None]


@dataclass(frozen=True)
class Switch:
    """The player asked for another game: its name, and a game ID for it to open."""

    name: str
    game_id: str | None = None


Front = TypeVar("Front", bound="GameFront")
FrontMaker = Callable[["Window[Any]", Options], Front]


class Window(Generic[Front]):
    """One window, the game's front in it, and what every game shares around it."""

    def __init__(self, make_front: FrontMaker[Front], options: Options = NO_OPTIONS, *,
                 clock: Callable[[], float] = time.monotonic,
                 progress: Progress | None = None) -> None:
        """The saved settings and language come back from ``progress`` before the front
        opens, so it draws in them from its first frame."""
        self.clock = clock
        self.progress = progress or Progress(open_store())
        self.running = True
        self.panel: Menu | None = None
        self.dialog: AnyDialog | None = None
        self.notice = ""
        self.page: tuple[int, int] | None = None  # the page's size last fitted to
        self.switch: Switch | None = None  # asked for this frame
        self.themes = load_themes()
        self.settings, wrong = self.progress.load(SETTINGS, registry.read_settings) or (
            Settings(), [])
        use_language(self.settings.language or best_language(wanted_languages()))
        if wrong:  # said once the language is known
            self.progress.report(_("Settings that could not be read are back to default: "
                                   "{settings}").format(settings=", ".join(map(_, wrong))))
        self.sounds = Sounds(muted=self.settings.muted)
        self.overlays = Overlays(self)
        self.router = InputRouter(self)
        self.choices = SharedChoices(self)
        self.clipboard = Clipboard(self)
        # whose action_<name> methods are the window's own, after the window's
        self.actors = (self, self.choices, self.clipboard)
        self.front: Front = make_front(self, options)
        # the game's statistics, as its registry entry keeps them
        self.statistics = Statistics(self.front.name, self.progress)

    # ----- one frame ---------------------------------------------------------------------
    def frame(self) -> Switch | None:
        """Input, then background work, then drawing only what changed; the game the
        player switched to, if they did."""
        if (room := page_size()) != self.page:
            if self.page is not None:  # not the size the window just opened at
                self.front.fit_page(room)  # type: ignore[arg-type]  # None only natively
            self.page = room
        for event in pygame.event.get():
            self.router.handle(event)
        self.clipboard.take_pasted()
        self.clipboard.take_copy_outcome()
        self.choices.follow_fullscreen()
        self.router.touches.advance(self.clock())
        self.front.advance()
        self.overlays.sync_clock()
        self.statistics.save()
        self.show_problems()
        rects = self.front.draw()
        if rects:
            pygame.display.update(rects)
        switch, self.switch = self.switch, None
        return switch

    def close(self) -> None:
        """The loop is ending (the window closed, or Ctrl+C) or hands the window to another
        game: save the timer's last seconds, and anything the game still has to count."""
        self.front.save_game()
        self.statistics.save(closing=True)

    def show_problems(self) -> None:
        """A storage problem not shown yet (a corrupt file, a folder we cannot write)
        takes the footer once; both games share the progress, so neither repeats it."""
        news = self.progress.unread()
        if news:
            self.notice = news[0]

    def chrome(self) -> Chrome:
        """The window the panel (or dialog) is centred in."""
        return self.front.chrome()

    def open_screen(self, size: tuple[int, int], caption: str) -> pygame.Surface:
        """(Re)open the window at ``size``: resizable natively, the page's canvas in a tab;
        ``caption`` is the game's title, marked for translation.  The window stays whole on
        the desktop; on a touch screen no key is named from now on."""
        use_keyboard(not touch_screen())
        screen: pygame.Surface = place_window(size)
        pygame.display.set_caption(_(caption))
        return screen

    def shortcut(self, action: str) -> str:
        """The key label of an action, for menus and footers."""
        return shortcut(self.front.bindings, action)

    def board_covered(self) -> bool:
        """Whether a panel or a dialog hides the board (then the clock stands still)."""
        return self.panel is not None or self.dialog is not None

    # ----- actions: ``action_<name>`` of the game's front, else of the window ------------------
    def action(self, name: str) -> Action | None:
        """What an action's name does: the game's own ``action_<name>`` (on its front or a
        collaborator, in the order of ``front.actors``) first, then the one every game
        shares (the window's, then its collaborators'); None for a name none has."""
        for actor in (*self.front.actors, *self.actors):
            found = getattr(actor, f"action_{name}", None)
            if callable(found):
                return found  # type: ignore[no-any-return]  # getattr: Any
        return None

    def activate(self, action: str) -> None:
        """Do what a menu item, a button or a shortcut names, ``name:argument`` (a name no
        action has closes the panel)."""
        name, _, argument = action.partition(":")
        handler = self.action(name)
        if handler is None:
            self.panel = None
        else:
            handler(argument)

    def action_menu(self, _: str) -> None:
        self.front.open_menu()

    def action_options(self, _: str) -> None:
        self.front.open_options()

    def action_switch(self, name: str) -> None:
        """Hand the window to the named game (the next one in Tab order if none is named)."""
        self.switch = Switch(name or registry.next_after(self.front.name).name)

    def action_help(self, _: str) -> None:
        self.overlays.open_help()

    def action_about(self, _: str) -> None:
        self.overlays.open_about()

    def action_pause(self, _: str) -> None:
        self.overlays.toggle_pause()

    def action_close(self, _: str) -> None:
        self.panel = None

    def action_stats(self, view: str) -> None:
        """The game's statistics panel, at ``view`` (its own argument)."""
        panel = self.statistics.panel(view)
        self.panel = None if panel is None else scaled(panel, self.chrome().frame)

    # ----- the open panel and dialog -------------------------------------------------------------
    def action_toggle_menu(self, _: str = "") -> None:
        if self.panel is None:
            self.front.open_menu()
        else:
            self.panel = None

    def panel_click(self, pos: Pos) -> None:
        assert self.panel is not None
        index = self.panel.item_at(self.chrome(), pos)
        if index is None:
            self.panel = None
        elif self.panel.items[index].acts:  # a line to read, a greyed item do nothing
            self.activate(self.panel.items[index].action)

    def dialog_done(self, answer: str | None) -> None:
        """A dialog's answer: None keeps it open; the game acts on its own dialogs' answers;
        "open" opens the ID dialog's game ID; any other closes it."""
        dialog = self.dialog
        if answer is None or dialog is None:
            return
        self.dialog = None
        if self.front.dialog_done(answer, dialog):
            return
        chosen = dialog.form.game() if is_id_dialog(dialog) else None
        if answer == "open" and chosen is not None:
            self.open_game(*chosen)

    def action_open_id(self, paste: str = "") -> None:
        """The open-a-game-ID dialog; Ctrl+V outside it opens it with the clipboard pasted."""
        self.panel = None
        self.dialog = id_dialog(self.chrome())
        if paste:
            self.dialog.paste(read_clipboard() or "")

    def open_game(self, name: str, game_id: str) -> None:
        """Open a checked game ID: in this window if it is this game's, else in its own."""
        if name != self.front.name:
            self.switch = Switch(name, game_id)
            return
        try:
            self.front.load_game(game_id)
        except GameIdError as error:  # checked already; a game may still refuse it
            self.notice = _("Bad game ID: {reason}").format(reason=error)

    # ----- the settings every game shares (their Options rows: :class:`SharedChoices`) -----------
    @property
    def theme(self) -> Theme:
        """The chosen theme, with colour-blind-safe numbers if the player asked for them."""
        theme = self.themes.get(self.settings.theme, next(iter(self.themes.values())))
        return theme.with_safe_numbers() if self.settings.colour_blind else theme

    def update_settings(self, **changes: Any) -> None:
        """Change and remember settings; every game reads the same ones."""
        self.settings = replace(self.settings, **changes)
        self.progress.save(SETTINGS, self.settings.to_json())

    def update_section(self, section: SettingsSection[Value], value: Value) -> None:
        """Change and remember a game's own section of the settings."""
        self.update_settings(games=self.settings.with_section(section, value).games)


class Statistics:
    """A game's statistics as saved, loaded when its front opens, and the last game it
    recorded; a game whose entry has none records nothing and shows no panel."""

    def __init__(self, name: str, progress: Progress) -> None:
        entry = next((entry for entry in registry.GAMES if entry.name == name), None)
        self.kept = None if entry is None else entry.stats
        self.ledger: Ledger[Any] | None = None if self.kept is None else \
            Ledger(self.kept.book, progress)
        self.last: Any = None  # the last game recorded in this window

    @property
    def stats(self) -> Any:
        """As saved, with the games still waiting to be (see :class:`Ledger`)."""
        return None if self.ledger is None else self.ledger.stats

    def record(self, record: object) -> frozenset[str]:
        """Count a finished game, saved at once if it can be; return the bests it set."""
        self.last = record
        return frozenset() if self.ledger is None else self.ledger.record(record)

    @property
    def unsaved(self) -> str:
        """Why the games counted here are not saved ("" when they are, or soon will be)."""
        return "" if self.ledger is None else self.ledger.unsaved

    def save(self, *, closing: bool = False) -> None:
        """Save the games still waiting (another copy of the game holds the file, or
        saving failed)."""
        if self.ledger is not None:
            self.ledger.save(closing=closing)

    def panel(self, view: str = "") -> Menu | None:
        """The game's statistics panel, at ``view`` (the game's own argument; "" for its
        first)."""
        if self.kept is None:
            return None
        panel: Menu = self.kept.panel(self.stats, self.last, view)
        return panel

    def glossary(self) -> list[Section]:
        return [] if self.kept is None else glossary(self.kept.book.table)


class TapInput:
    """Input for a game played by clicks and taps alone: the window turns a still finger
    into a click (:class:`~game.gui.touches.Touches`), and nothing else is read.  A game's
    input object may start from it."""

    def modal_key(self, press: KeyPress) -> bool:
        return False

    def pointer_moved(self, pos: Pos) -> None:
        pass

    def button_down(self, button: int, pos: Pos) -> None:
        pass

    def button_up(self, button: int, pos: Pos) -> None:
        pass

    def claims_finger(self, pos: Pos) -> bool:
        """Whether a finger landing at ``pos`` is the game's own (a board played by
        touch), rather than a tap the window makes of it."""
        return False

    def finger_down(self, finger: int, pos: Pos) -> None:
        pass

    def finger_moved(self, finger: int, pos: Pos) -> None:
        pass

    def finger_up(self, finger: int, pos: Pos) -> None:
        pass

    def wheel(self, steps: int, *, ctrl: bool) -> None:
        pass


class FrontDefaults:
    """The hooks of :class:`~game.gui.contract.GameFront` a game may have no use for, each
    doing nothing: a front takes them from here and declares only what is its own."""

    def advance(self) -> None:
        """Nothing goes on between inputs."""

    def dialog_done(self, answer: str, dialog: AnyDialog) -> bool:
        """No dialog of the game's own: the window acts on every answer."""
        return False

    def take_input(self, done: Input, *, over_board: bool) -> bool:
        """Nothing the game takes whole (no view to drag, nothing running to stop)."""
        return False
