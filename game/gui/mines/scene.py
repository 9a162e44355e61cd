"""What Minesweeper's window shows each frame: the scene the renderer draws.

Mixed into :class:`~game.gui.mines.window.MinesApp`: the board or the replay being
watched, the face, the footer's words, the pressed cells and the replay's cursor,
worked out from the window's state once a frame.
"""

from __future__ import annotations

from game.core.mines.board import Cell
from game.gui.host import touch_screen
from game.gui.mines.render import Scene
from game.gui.mines.solve import MinesSolve
from game.i18n import _
from game.ui.effects import RGB
from game.ui.layout import Rect
from game.ui.mines.animation import Animation
from game.ui.mines.keys import REPLAY_KEYS
from game.ui.replay_player import (
    Pointer,
    ReplayPlayer,
    click_mark,
    pointer_arrow,
    trail_dots,
)


class MinesScene(MinesSolve):
    """The scene hooks of Minesweeper's window; the window supplies its state."""

    animation: Animation

    def scene(self) -> Scene:
        if self.player is not None:
            return self._replay_scene(self.player)
        hints = set() if self.hint is None else {self.hint.cell}
        pressed = self._pressed_cells()
        return Scene(
            board=self.board,
            seconds=self.session.elapsed_ms() // 1000,
            face=self._face(pressing=bool(pressed)),
            footer=self._footer(),
            hover=self.hover,
            pressed=pressed,
            flag_mode=self.flag_mode,
            cursor=self.cursor,
            hints=hints,
            evidence=set() if self.hint is None else set(self.hint.evidence),
            menu=self.panel,
            dialog=self.dialog,
            waiting=self.animation.waiting(self.clock),
            particles=self.animation.particles(self.clock),
        )

    def _replay_scene(self, player: ReplayPlayer) -> Scene:
        """The replay as it was at its position: the player's cursor, not the live hover."""
        return Scene(board=player.board, seconds=player.elapsed_ms() // 1000,
                     face=self._face(pressing=False), footer=self._footer(),
                     progress=player.fraction, menu=self.panel,
                     particles=self._pointer_sprite(player))

    def _pointer_sprite(self, player: ReplayPlayer) -> list[tuple[Rect, RGB]]:
        """The replay's mouse cursor, drawn as an arrow where it was, over its trail and
        click markers (when on)."""
        steps, sprites, tile = player.steps, [], self.layout.tile
        if player.trail_on:
            sprites += trail_dots([self._on_screen(point) for point in steps.trail()],
                                  max(2, tile // 12))
            for kind, point in steps.marks():
                sprites += click_mark(kind, *self._on_screen(point), max(9, tile * 2 // 5))
        pointer = steps.pointer()
        return sprites if pointer is None else sprites + pointer_arrow(*self._on_screen(pointer))

    def _on_screen(self, point: Pointer) -> tuple[int, int]:
        """A replay position (in cells) as window pixels."""
        left, top = self.layout.board[:2]
        tile = self.layout.tile
        return left + round(point[0] * tile), top + round(point[1] * tile)

    def _pressed_cells(self) -> set[Cell]:
        by_finger = self.pressed_by_finger()
        if by_finger is not None:
            return by_finger
        return self.pointer.pressed_cells(self.hover, self.board)

    def _face(self, *, pressing: bool) -> str:
        """Sunglasses or crosses at the end, else "oh" while a cell is held down."""
        status = self.board.status
        if status in ("won", "lost"):
            return "win" if status == "won" else "lose"
        if self.face_held:
            return "smile_pressed"
        return "oh" if pressing else "smile"

    def _footer(self) -> str:
        if self.generation is not None:
            if self.generation.params.no_guess:
                return _("Generating a no-guess board…")
            return _("Laying the mines…")
        if self.player is not None:  # a phone shows no key names: its counters alone
            return self.player.footer("" if touch_screen() else self._replay_keys())
        if self.pause_note():
            return self.pause_note()
        if self.notice:
            return self.notice
        seconds = self.session.elapsed_ms() // 10 / 100  # cut, as statistics do
        status = self.session.status
        if status == "won":
            return _("You win! {seconds:.2f} s · click to play again").format(seconds=seconds)
        if status == "lost":
            return _("Game over · {seconds:.2f} s · {key} to undo").format(
                seconds=seconds, key=self.shortcut("undo"))
        if touch_screen():  # no keys on a phone: what fingers do instead
            return _("Tap a cell to start · hold flags") if status == "ready" \
                else _("Tap opens · hold flags · slide scrolls")
        menu = _("{key} menu").format(key=self.shortcut("toggle_menu"))
        if status == "ready":
            return _("Click a cell to start · {menu}").format(menu=menu)
        return _("{hint_key} hint · {undo_key} undo · {menu}").format(
            hint_key=self.shortcut("hint"), undo_key=self.shortcut("undo"), menu=menu)

    def _replay_keys(self) -> str:
        """The replay's keys, as the footer lists them."""
        return ", ".join(dict.fromkeys(_(binding.label) for binding in REPLAY_KEYS))
