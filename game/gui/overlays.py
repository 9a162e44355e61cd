"""The panels every window shares besides its menus (Help, About, Pause), scrolling a
panel, and the clock, which runs only while nothing covers the board.

A collaborator of :class:`~game.gui.window.Window`.  Pausing is not a flag of its own:
any panel over the board (the pause panel, the menu, statistics, options, help) pauses
the session's clock, which is core played time (:meth:`Session.pause`); each frame
:meth:`sync_clock` matches the clock to what the window shows.  P opens the pause
panel, and so does the window losing focus (natively, or the page being hidden).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.gui.widgets import Fonts
from game.i18n import _
from game.ui.help import (
    Section,
    about_sections,
    pause_sections,
    reading_panel,
)
from game.ui.input import KeyPress, has_keyboard
from game.ui.menu import Menu, MenuItem, RowKind
from game.version import version

if TYPE_CHECKING:
    from game.gui.contract import Host

WHEEL_ROWS = 3  # rows one wheel notch scrolls a panel
_SCROLL_KEYS = {"page up": -1, "page down": 1, "home": -10**6, "end": 10**6}
_ROW_KEYS = {"up": -1, "down": 1}


class Overlays:
    """The window's reading panels and clock; the game's front supplies its help and the
    session whose clock the window shows."""

    def __init__(self, window: Host) -> None:
        self.window = window
        self._frame_done_at: float | None = None  # when the last frame ended
        self._away_since: float | None = None  # when the player went away, if learnt this frame
        self._reading: tuple[Menu, Callable[[], None]] | None = None  # a panel on show, its opener

    # ----- the panels -----------------------------------------------------------------------
    def open_help(self) -> None:
        """F1 or ? toggles the help; from it, About is a click away."""
        if self._showing(self.open_help):
            self.window.panel = None
            return
        sections = [*self.window.front.help_sections(), *self.window.statistics.glossary()]
        self._read(self.open_help, "help", sections, [
            MenuItem(_("About Gridgames…"), "", "about"),
            MenuItem(_("Close"), self.window.shortcut("help"), "close")])

    def open_about(self) -> None:
        self._read(self.open_about, "about", about_sections(version()), [
            MenuItem(_("← Help"), self.window.shortcut("help"), "help"),
            MenuItem(_("Close"), "", "close")])

    def toggle_pause(self) -> None:
        """P: the pause panel, or back to the game from it."""
        if self._showing(self.toggle_pause):
            self.window.panel = None
            return
        self._read(self.toggle_pause, "pause", pause_sections(), [
            MenuItem(_("Resume"), self.window.shortcut("pause"), "close"),
            MenuItem(_("Help and about"), self.window.shortcut("help"), "help"),
            MenuItem(_("Menu"), self.window.shortcut("toggle_menu"), "menu")])

    def focus_lost(self) -> None:
        """The window lost focus or was hidden: pause a game whose clock is running."""
        session = self.window.front.clock_session()
        if not self.window.board_covered() and session is not None and session.status == "playing":
            self._away_since = self._frame_done_at  # a hidden tab's frames stop: told late
            self.toggle_pause()

    def refit_panel(self) -> None:
        """The window changed size: a page to read is wrapped again to the new width,
        at about the row it was scrolled to; a dialog moves to the new band."""
        window = self.window
        if window.dialog is not None:
            window.dialog.place(window.chrome())
        reading = self._reading
        if reading is not None and window.panel is reading[0]:
            self._reading = None  # so its opener opens it rather than closing it
            reading[1]()
            if window.panel is not None:
                window.panel.scroll(reading[0].top, window.chrome())
        elif window.panel is not None:  # fewer rows may fit the new band: keep the top in range
            window.panel.scroll(0, window.chrome())

    def _showing(self, opener: Callable[[], None]) -> bool:
        return (self._reading is not None and self.window.panel is self._reading[0]
                and self._reading[1] == opener)

    def _read(self, opener: Callable[[], None], name: str, sections: Sequence[Section],
              footer: list[MenuItem]) -> None:
        fonts = Fonts.load()

        def measure(text: str, kind: RowKind) -> int:
            return (fonts.small if kind == "text" else fonts.label).size(text)[0]

        self.window.panel = reading_panel(sections, footer, measure, self.window.chrome(), name)
        self._reading = (self.window.panel, opener)

    # ----- the clock ----------------------------------------------------------------------
    def pause_note(self) -> str:
        """The footer's word while the clock stands still for a panel ("" while it runs)."""
        session = self.window.front.clock_session()
        if session is None or not session.timer.paused or session.status != "playing":
            return ""
        if not has_keyboard():
            return _("Paused · close the panel to go on")
        return _("Paused · {key} or close the panel to go on").format(
            key=self.window.shortcut("pause"))

    def sync_clock(self) -> None:
        """Once a frame: the clock stands still exactly while the board is hidden; after
        the player went away, from the end of the last frame they could have seen."""
        session, now = self.window.front.clock_session(), self.window.clock()
        covered = self.window.board_covered()
        if session is not None and covered and not session.timer.paused:
            away = 0.0 if self._away_since is None else now - self._away_since
            session.timer.pause(earlier_ms=max(0, round(away * 1000)))
        elif session is not None and not covered and session.timer.paused:
            session.timer.resume()
        self._away_since, self._frame_done_at = None, now

    # ----- scrolling a panel ---------------------------------------------------------------------
    def scroll_key(self, press: KeyPress) -> bool:
        """Page Up/Down, Home and End scroll the open panel, and the arrows scroll a page
        to read; True if the key was used."""
        panel, window = self.window.panel, self.window.chrome()
        if panel is None:
            return False
        if press.key in _SCROLL_KEYS:
            panel.scroll(_SCROLL_KEYS[press.key] * max(panel.shown(window) - 1, 1), window)
            return True
        if press.key in _ROW_KEYS and panel.reading and panel.scrolls(window):
            panel.scroll(_ROW_KEYS[press.key], window)
            return True
        return False

    def scroll_panel(self, steps: int) -> None:
        """The wheel over an open panel: up (positive) shows the rows above."""
        if self.window.panel is not None:
            self.window.panel.scroll(-steps * WHEEL_ROWS, self.window.chrome())
