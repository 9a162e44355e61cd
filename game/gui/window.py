"""The one window every game plays in, holding the game's front by composition.

The window owns what every game shares: input translated once and dispatched by key
bindings (data) to actions found by name (``action_<name>``: the game's front first, then
the window's), the open panel and dialog, the face button, the footer's notice, the saved
settings (a theme chosen in one game shows in the other), the game's statistics (as its
registry entry keeps them: :class:`Statistics`), opening the screen, and
:class:`~game.gui.overlays.Overlays` (help, about, pause, the clock's pausing).  The
game's front (:class:`~game.gui.contract.GameFront`) supplies only what is its own: its
state, scene and drawing, its menus and help, its bindings and actions, and what a press,
a finger or the wheel means on its board.  Nothing here names a game.

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
from game.gui.dialog import AnyDialog, IdDialog
from game.gui.events import is_gesture, resized_to, translate
from game.gui.host import (
    copy_outcome,
    copy_to_clipboard,
    fullscreen_state,
    offer_fullscreen,
    open_store,
    page_size,
    place_window,
    read_clipboard,
    take_pasted,
    touch_screen,
    wanted_languages,
)
from game.gui.overlays import Overlays
from game.gui.sound import Sounds
from game.gui.touches import Touches
from game.i18n import LANGUAGES, _, best_language, use_language
from game.options import NO_OPTIONS, Options
from game.ui.help import Section
from game.ui.input import (
    ButtonDown,
    ButtonUp,
    FingerDown,
    FingerMove,
    FingerUp,
    FocusLost,
    Input,
    KeyPress,
    PointerMove,
    Pos,
    Quit,
    Wheel,
    binding_for,
    shortcut,
    use_keyboard,
)
from game.ui.layout import contains
from game.ui.menu import Chrome, Menu
from game.ui.panels import EndCard, copied_line, glossary, scaled
from game.ui.theme import Theme, load_themes

if TYPE_CHECKING:
    from game.gui.contract import GameFront

Action = Callable[[str], None]
LEFT = 1
_STEPS = {"up": -1, "down": 1}
_CONFIRM = ("space", "return", "enter")


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
        self.face_held = False
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
        self.touches = Touches(self)
        self._front_buttons: set[int] = set()  # buttons whose press the front heard
        self._copying: tuple[str, str] | None = None  # a browser's copy: what to say after
        self._fullscreen_row: tuple[int, int, int, int] | None = None  # told to the page
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
            self.handle(event)
        self.take_pasted()
        self.take_copy_outcome()
        self.follow_fullscreen()
        self.touches.advance(self.clock())
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

    # ----- input, translated once ---------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if is_gesture(event):
            self.sounds.unlock()
        size = resized_to(event)
        if size is not None:  # SDL also reports the size the window was just opened at
            if size != self.chrome().size:
                self.front.resized(size)
                self.overlays.refit_panel()
            return
        done = translate(event, self.chrome().size)
        if done is None:
            return
        if not self.front.take_input(done, over_board=not self.board_covered()):
            self.dispatch(done)
        elif isinstance(done, FingerDown | FingerMove | FingerUp):
            self.touches.cancel(done.finger)  # a pinch or two-finger pan took it

    def dispatch(self, done: Input) -> None:
        """Hand one input on: keys by the bindings, presses in the window's order (dialog,
        panel, the bars' shared buttons, then the game's front), fingers as
        :class:`~game.gui.touches.Touches` decides, the wheel to the open panel."""
        hooks = self.front.input
        match done:
            case Quit():
                self.running = False
            case FocusLost():
                self.overlays.focus_lost()
            case Wheel(steps, False) if self.panel is not None:
                self.overlays.scroll_panel(steps)
            case KeyPress():
                self.key(done)
            case PointerMove(pos):
                self.light_panel_row(pos)
                hooks.pointer_moved(pos)
            case ButtonDown(button, pos):
                self.press(button, pos)
                self.light_panel_row(pos)  # a mouse stays over the row it chose
            case ButtonUp(button, pos):
                self.release(button, pos)
            case FingerDown() | FingerMove() | FingerUp():
                self.touches.handle(done)
            case Wheel(steps, ctrl):
                hooks.wheel(steps, ctrl=ctrl)

    def key(self, press: KeyPress) -> None:
        """A dialog first, then a state of the game that takes the keyboard, then the open
        panel's own keys, then the bindings."""
        if self.dialog is not None:
            self.dialog_done(self.dialog.key(press))
            return
        if self.front.input.modal_key(press):
            return
        if self.panel is not None and not press.ctrl and (self.overlays.scroll_key(press)
                                                          or self._panel_key(press)):
            return
        binding = binding_for(self.front.bindings, press, panel_open=self.panel is not None)
        if binding is not None:
            self.activate(binding.action)

    def press(self, button: int, pos: Pos) -> None:
        """A button pressed (or a still finger lifted): an open dialog takes it, else an
        open panel (beside it, the panel closes; an end card leaves the face and the menu
        button theirs), else the face or the menu button, else the game's front, which
        alone then hears the release."""
        bars = (self.chrome().face, self.chrome().menu_button)
        if self.dialog is not None:
            self.dialog_done(self.dialog.click(pos))
        elif self.panel is not None and not (isinstance(self.panel, EndCard)
                                             and any(contains(rect, pos) for rect in bars)):
            self.panel_click(pos)
        elif self.press_face(button, pos):
            return
        elif contains(self.chrome().menu_button, pos):
            self.front.open_menu()
        else:
            self._front_buttons.add(button)
            self.front.input.button_down(button, pos)

    def release(self, button: int, pos: Pos) -> None:
        if self.release_face(pos):
            return
        if button in self._front_buttons:
            self._front_buttons.discard(button)
            self.front.input.button_up(button, pos)

    def tap(self, pos: Pos) -> None:
        """A finger that stayed still, lifted: a click, lighting nothing."""
        self.press(LEFT, pos)
        self.release(LEFT, pos)

    def light_panel_row(self, pos: Pos) -> None:
        """The pointer lights the panel's row under it, unless the row is only to read."""
        if self.panel is not None:
            index = self.panel.item_at(self.chrome(), pos)
            chosen = index is not None and self.panel.items[index].acts
            self.panel.highlighted = index if chosen else None

    def shortcut(self, action: str) -> str:
        """The key label of an action, for menus and footers."""
        return shortcut(self.front.bindings, action)

    # ----- the face button ---------------------------------------------------------------------
    def press_face(self, button: int, pos: Pos) -> bool:
        """A press on the face holds it down (the left button only); True if it was there."""
        if not contains(self.chrome().face, pos):
            return False
        self.face_held = button == LEFT
        return True

    def release_face(self, pos: Pos) -> bool:
        """Letting go of a held face over it starts a new game; True if it was held."""
        if not self.face_held:
            return False
        self.face_held = False
        if contains(self.chrome().face, pos):
            self.activate("new_game")
        return True

    # ----- actions: ``action_<name>`` of the game's front, else of the window ------------------
    def action(self, name: str) -> Action | None:
        """What an action's name does: the game's own ``action_<name>`` (on its front or a
        collaborator, in the order of ``front.actors``) first, then the one every game
        shares; None for a name none has."""
        for actor in (*self.front.actors, self):
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

    def action_cursor(self, step: str) -> None:
        self.front.move_cursor(step)

    def action_help(self, _: str) -> None:
        self.overlays.open_help()

    def action_about(self, _: str) -> None:
        self.overlays.open_about()

    def action_pause(self, _: str) -> None:
        self.overlays.toggle_pause()

    def action_close(self, _: str) -> None:
        self.panel = None

    def action_share_result(self, _: str) -> None:
        """The end card's Share: its line to a phone's share sheet, else the clipboard."""
        if isinstance(self.panel, EndCard):
            line = self.panel.share
            self.copy(line, copied_line(line), line, share=True)

    def action_stats(self, view: str) -> None:
        """The game's statistics panel, at ``view`` (its own argument)."""
        panel = self.statistics.panel(view)
        self.panel = None if panel is None else scaled(panel, self.chrome().frame)

    # ----- the open panel ------------------------------------------------------------------------
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

    def _panel_key(self, press: KeyPress) -> bool:
        """Up and Down walk the open panel, Space or Enter choose: True if used."""
        assert self.panel is not None
        if press.key in _STEPS:
            self.panel.move_highlight(_STEPS[press.key], self.chrome())
        elif press.key in _CONFIRM:
            highlighted = self.panel.highlighted
            if highlighted is not None and self.panel.items[highlighted].acts:
                self.activate(self.panel.items[highlighted].action)
        else:
            return False
        return True

    def board_covered(self) -> bool:
        """Whether a panel or a dialog hides the board (then the clock stands still)."""
        return self.panel is not None or self.dialog is not None

    # ----- dialogs -------------------------------------------------------------------------------
    def dialog_done(self, answer: str | None) -> None:
        """A dialog's answer: None keeps it open; the game acts on its own dialogs' answers;
        "open" opens the ID dialog's game ID; any other closes it."""
        dialog = self.dialog
        if answer is None or dialog is None:
            return
        self.dialog = None
        if self.front.dialog_done(answer, dialog):
            return
        chosen = dialog.form.game() if isinstance(dialog, IdDialog) else None
        if answer == "open" and chosen is not None:
            self.open_game(*chosen)

    def action_open_id(self, paste: str = "") -> None:
        """The open-a-game-ID dialog; Ctrl+V outside it opens it with the clipboard pasted."""
        self.panel = None
        self.dialog = IdDialog(self.chrome())
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

    def take_pasted(self) -> None:
        """A browser's paste arrives through the page, not as a key: into the dialog open,
        else into a new open-a-game-ID dialog, as Ctrl+V does natively."""
        pasted = take_pasted()
        if not pasted:
            return
        if self.dialog is None:
            self.action_open_id()
        assert self.dialog is not None
        self.dialog.paste(pasted)

    # ----- the settings every game shares ---------------------------------------------------------
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

    def choose_theme(self, name: str) -> None:
        """Redraw everything with another theme's tiles and colours, and remember it."""
        self.update_settings(theme=name)
        self.front.reopen()

    def action_theme(self, _: str = "") -> None:
        names = list(self.themes)
        self.choose_theme(names[(names.index(self.theme.name) + 1) % len(names)])
        self.front.open_options()

    def action_sound(self, _: str = "") -> None:
        self.sounds.muted = not self.sounds.muted
        self.update_settings(muted=self.sounds.muted)
        self.front.open_options()

    def action_safe_numbers(self, _: str = "") -> None:
        self.update_settings(colour_blind=not self.settings.colour_blind)
        self.front.reopen()
        self.front.open_options()

    def action_language(self, _: str = "") -> None:
        """Step to the next language (the system's first), show everything in it, remember it.

        The window reopens: its fonts follow the language (Chinese needs its own)."""
        choices = ["", *LANGUAGES]
        chosen = choices[(choices.index(self.settings.language) + 1) % len(choices)]
        self.update_settings(language=chosen)
        use_language(chosen or best_language(wanted_languages()))
        self.front.reopen()
        self.front.open_options()

    def action_fullscreen(self, _: str = "") -> None:
        """The page already asked for (or left) full screen in the tap's own handler, the
        only place a browser allows it; the switch follows once the page has changed."""

    def follow_fullscreen(self) -> None:
        """Once a frame: tell the page where the Full screen row is, and show the Options
        panel again when full screen came or went."""
        panel = self.panel
        index = None if panel is None else next(
            (i for i in panel.visible(self.chrome()) if panel.items[i].action == "fullscreen"),
            None)
        row = None if panel is None or index is None else panel.item_rect(self.chrome(), index)
        if row != self._fullscreen_row:
            offer_fullscreen(row)
            self._fullscreen_row = row
        if panel is not None and index is not None \
                and panel.items[index].checked != fullscreen_state():
            top = panel.top
            self.front.open_options()
            if self.panel is not None:
                self.panel.scroll(top, self.chrome())

    def action_animations(self, _: str = "") -> None:
        self.update_settings(animations=not self.settings.animations)
        self.front.open_options()

    def action_copy_id(self, argument: str = "") -> None:
        self.panel = None
        game_id = self.front.current_game_id()
        if game_id is not None:
            self.copy(game_id, _("Copied {game_id}").format(game_id=game_id),
                      _("Game ID: {game_id}").format(game_id=game_id))

    def copy(self, text: str, copied: str, plain: str, *, share: bool = False) -> None:
        """Copy (or ``share``) text, and say ``copied`` only once it was: ``plain`` (the
        text for the player to read) while a browser has not answered, or if it refused."""
        done = copy_to_clipboard(text, share=share)
        self._copying = (copied, plain) if done is None else None
        self.notice = copied if done else plain

    def take_copy_outcome(self) -> None:
        """A browser's answer to the last copy, once known: "copied" only if it was."""
        if self._copying is not None and (done := copy_outcome()) is not None:
            copied, plain = self._copying
            if self.notice == plain:  # nothing newer took the footer meanwhile
                self.notice = copied if done else plain
            self._copying = None


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
