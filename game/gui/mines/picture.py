"""What Minesweeper's window shows each frame: the scene its renderer paints, drawn from the
front's state (the session's, or a replay's while one is watched), and the footer's words.

The picture object of :class:`~game.gui.mines.front.MinesFront`: it reads the front and
changes nothing, so what a frame shows is a function of the game's state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cells import Cell
from game.core.stats import hundredths
from game.gui.host import touch_screen
from game.gui.mines.daily import MinesDaily
from game.gui.mines.input import MinesInput
from game.gui.mines.render import Scene
from game.gui.widgets import footer_lines
from game.i18n import _
from game.ui.layout import Layout, Rect
from game.ui.mines.effects import RGB
from game.ui.mines.keys import REPLAY_KEYS
from game.ui.mines.panels import outlined_cells
from game.ui.mines.replay_player import (
    WIDEST_COUNTERS,
    ReplayPlayer,
    click_mark,
    counter_items,
    pointer_arrow,
    trail_dots,
)
from game.ui.mines.replay_player import Pointer as ReplayPointer
from game.ui.text_fit import ITEMS

if TYPE_CHECKING:
    from game.gui.mines.parts import MinesParts


class MinesPicture:
    """The scene and footer of the front's state; ``input`` knows a finger's pressed cell,
    ``daily`` names the daily board being played."""

    def __init__(self, front: MinesParts, input: MinesInput, daily: MinesDaily) -> None:
        self.front = front
        self.window = front.window
        self.input = input
        self.daily = daily
        self._widest: tuple[Layout, int] | None = None  # the widest counters' lines, by layout

    def footer_lines(self, scene: Scene) -> int:
        """The lines the scene's footer takes, with room for the live counters as they
        grow, from before the first click: the window keeps its size and the board stays
        put while a game is played."""
        lines = self.front.renderer.status.lines_for(scene.footer, by_item=scene.by_item)
        if self.window.settings.live_counters and self.front.player is None:
            lines = max(lines, self._widest_lines())
        return lines

    def _widest_lines(self) -> int:
        """The lines the widest counters take in this layout's footer (measured once per
        layout: the counters' own text is measured every frame)."""
        layout = self.front.layout
        if self._widest is None or self._widest[0] != layout:
            widest = footer_lines(self.front.renderer.style, WIDEST_COUNTERS,
                                  layout.footer_text, by_item=True)
            self._widest = layout, len(widest)
        return self._widest[1]

    def scene(self) -> Scene:
        front, window = self.front, self.window
        if front.player is not None:
            return self._replay_scene(front.player)
        hints = set() if front.hint is None else {front.hint.cell}
        pressed = self._pressed_cells()
        footer, counters = self.footer_text()
        return Scene(
            board=front.board,
            seconds=front.session.elapsed_ms() // 1000,
            face=self._face(pressing=bool(pressed)),
            footer=footer,
            counters=counters,
            # a finger hovers over nothing: the mouse events a browser may make of a tap
            # would leave a lit cell where it was
            hover=None if touch_screen() else front.hover,
            pressed=pressed,
            flag_mode=front.flag_mode,
            cursor=front.cursor,
            hints=hints,
            evidence=set() if front.hint is None else set(front.hint.evidence),
            menu=window.panel,
            outlines=outlined_cells(window.panel),
            dialog=window.dialog,
            waiting=front.animation.waiting(window.clock),
            particles=front.animation.particles(window.clock),
        )

    def _replay_scene(self, player: ReplayPlayer) -> Scene:
        """The replay as it was at its position: the player's cursor, not the live hover."""
        return Scene(board=player.board, seconds=player.elapsed_ms() // 1000,
                     face=self._face(pressing=False), footer=self.footer(),
                     progress=player.fraction, controls=player.faces(), menu=self.window.panel,
                     outlines=outlined_cells(self.window.panel),
                     particles=self._pointer_sprite(player))

    def _pointer_sprite(self, player: ReplayPlayer) -> list[tuple[Rect, RGB]]:
        """The replay's mouse cursor, drawn as an arrow where it was, over its trail and
        click markers (when on)."""
        steps, sprites, tile = player.steps, [], self.front.layout.tile
        if player.trail_on:
            sprites += trail_dots([self._on_screen(point) for point in steps.trail()],
                                  max(2, tile // 12))
            for kind, point in steps.marks():
                sprites += click_mark(kind, *self._on_screen(point), max(9, tile * 2 // 5))
        pointer = steps.pointer()
        return sprites if pointer is None else sprites + pointer_arrow(*self._on_screen(pointer))

    def _on_screen(self, point: ReplayPointer) -> tuple[int, int]:
        """A replay position (in cells) as window pixels."""
        left, top = self.front.layout.board[:2]
        tile = self.front.layout.tile
        return left + round(point[0] * tile), top + round(point[1] * tile)

    def _pressed_cells(self) -> set[Cell]:
        by_finger = self.input.pressed_by_finger()
        if by_finger is not None:
            return by_finger
        return self.front.pointer.pressed_cells(self.front.hover, self.front.board)

    def _face(self, *, pressing: bool) -> str:
        """Sunglasses or crosses at the end, else "oh" while a cell is held down."""
        status = self.front.board.status
        if status in ("won", "lost"):
            return "win" if status == "won" else "lose"
        if self.window.router.face_held:
            return "smile_pressed"
        return "oh" if pressing else "smile"

    def footer(self) -> str:
        return self.footer_text()[0]

    def footer_text(self) -> tuple[str, bool]:
        """What the footer says, and whether that is the live counters (a line of items)."""
        front, window = self.front, self.window
        session = front.session
        if window.settings.live_counters and session.status == "playing" and \
                front.player is None and front.generation is None and \
                not window.overlays.pause_note() and not window.notice:
            tally = front.tally
            now = tally.counters(session.events_since(tally.counted),
                                 session.position.board, session.elapsed_ms())
            return ITEMS.join(counter_items(now)), True
        return self._footer_words(), False

    def _footer_words(self) -> str:
        front, window = self.front, self.window
        if front.generation is not None:
            if front.generation.params.no_guess:
                return _("Generating a no-guess board…")
            return _("Laying the mines…")
        if front.player is not None:  # a phone shows no key names: its counters alone
            shown = front.player.footer("" if touch_screen() else self._replay_keys())
            return f"{shown} · {front.replay_note}" if front.replay_note else shown
        if window.overlays.pause_note():
            return window.overlays.pause_note()
        if window.notice:
            return window.notice
        daily, footer = self.daily.playing_label(), self._status_footer()
        return f"{daily} · {footer}" if daily else footer

    def _status_footer(self) -> str:
        """What the game's state asks of the player, in keys or, on a phone, taps."""
        session = self.front.session
        seconds = hundredths(session.elapsed_ms()) / 100  # as statistics keep it
        status, key = session.status, self.window.shortcut
        if touch_screen():  # no keys on a phone: what fingers do instead
            return _touch_footer(status, seconds, flag_mode=self.front.flag_mode)
        if status == "won":
            return _("You win! {seconds:.2f} s · click to play again").format(seconds=seconds)
        if status == "lost":
            return _("Game over · {seconds:.2f} s · {key} to undo").format(
                seconds=seconds, key=key("undo"))
        menu = _("{key} menu").format(key=key("toggle_menu"))
        if status == "ready":
            return _("Click a cell to start · {menu}").format(menu=menu)
        return _("{hint_key} hint · {undo_key} undo · {menu}").format(
            hint_key=key("hint"), undo_key=key("undo"), menu=menu)

    def _replay_keys(self) -> str:
        """The replay's keys, as the footer lists them."""
        return ", ".join(dict.fromkeys(_(binding.label) for binding in REPLAY_KEYS))


def _touch_footer(status: str, seconds: float, *, flag_mode: bool) -> str:
    """The footer on a touch screen: what fingers do (as the flag switch says), no key
    named."""
    if status == "won":
        return _("You win! {seconds:.2f} s · tap the face to play again").format(
            seconds=seconds)
    if status == "lost":
        return _("Game over · {seconds:.2f} s · undo is in the menu").format(seconds=seconds)
    if flag_mode:
        return _("Tap flags · hold opens · slide scrolls")
    return _("Tap a cell to start · hold flags") if status == "ready" \
        else _("Tap opens · hold flags · slide scrolls")
