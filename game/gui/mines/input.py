"""What the pointer, a finger and the keys mean on Minesweeper's board and buttons.

The input object of :class:`~game.gui.mines.front.MinesFront`: the window translates
pygame's events and dispatches keys by the bindings (:mod:`game.ui.mines.keys`); these
hooks say what a press, a release, a tap, a long press or a key means.  Drags, the wheel
and pinches over the board move the view (:class:`~game.gui.view_input.ViewInput`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cells import Cell
from game.core.mines.moves import Move
from game.gui.routing import LEFT
from game.gui.widgets import timeline_fraction
from game.ui.input import KeyPress, Pos, binding_for, step_cursor
from game.ui.layout import Layout, contains
from game.ui.mines.keys import REPLAY_KEYS
from game.ui.mines.pointer import click_move
from game.ui.mines.replay_player import CONTROLS
from game.ui.mines.touch import Touch

POINTER_EVERY_S = 0.02  # the least time between two logged pointer moves: 50 a second, a
# smooth path at about 0.7 kB a second of save

if TYPE_CHECKING:
    from game.gui.mines.parts import MinesParts


def flag_mode_after(layout: Layout, flag_mode: bool, pos: Pos) -> bool:
    """A press on the flag-mode switch: a touch screen's two halves set the mode they
    name (Open, Flag); a mouse's single button toggles it."""
    x, _, width, _ = layout.footer_toggle
    if width < 2 * layout.frame.toggle_width:
        return not flag_mode
    return pos[0] >= x + width // 2


class MinesInput:
    """The input hooks of Minesweeper's front; the state they change is the front's."""

    def __init__(self, front: MinesParts) -> None:
        self.front = front
        self.window = front.window
        self.new_game_on_release = False
        self._pointer_logged: tuple[object, float, Pos] | None = None  # session, when, where

    # ----- the pointer ---------------------------------------------------------------------
    def pointer_moved(self, pos: Pos) -> None:
        front = self.front
        front.mouse = pos
        if front.scrubbing:
            self.scrub(pos)
        front.hover = front.layout.cell_at(pos)
        self.log_pointer(pos)

    def log_pointer(self, pos: Pos, *, now: bool = False) -> None:
        """Note where the pointer (mouse or finger) is while a game is played, so that its
        replay shows the true path: about once a frame, or ``now`` for a press."""
        front = self.front
        if front.player is not None or self.window.panel is not None or front.board.finished:
            return
        point = front.layout.viewport.board_point(pos)
        last, at = self._pointer_logged, self.window.clock()
        if last is not None and last[0] is front.session and (
                last[2] == point or (not now and at - last[1] < POINTER_EVERY_S)):
            return
        self._pointer_logged = (front.session, at, point)
        front.session.note_pointer(*point)

    def button_down(self, button: int, pos: Pos) -> None:
        """A press the window offered its dialog, panel and shared buttons first."""
        front, window = self.front, self.window
        layout = front.layout
        self.pointer_moved(pos)
        self.log_pointer(pos, now=True)
        if contains(layout.right_button, pos):
            window.activate("hint")
        elif front.player is not None:
            self.replay_press(pos)
        elif contains(layout.footer_toggle, pos):
            front.flag_mode = flag_mode_after(layout, front.flag_mode, pos)
            window.notice = ""  # the footer says what a tap now does
        elif front.generation is not None:
            return
        elif front.board.finished:
            self.new_game_on_release = front.hover is not None and button == LEFT
        else:
            front.play(front.pointer.press(button, front.hover))

    def button_up(self, button: int, pos: Pos) -> None:
        front = self.front
        self.pointer_moved(pos)
        self.log_pointer(pos, now=True)
        front.scrubbing = False
        if self.new_game_on_release:
            self.new_game_on_release = False
            if front.hover is not None:
                front.new_game()
        elif front.player is None and front.generation is None:
            front.play([self._flag_if_flag_mode(move)
                        for move in front.pointer.release(button, front.hover, front.board)])

    def replay_press(self, pos: Pos) -> None:
        """A press while a replay is watched: its buttons run their action, the seek bar
        seeks (and goes on seeking while dragged), the board pauses or plays on."""
        front, layout = self.front, self.front.layout
        pressed = [action for (action, _), rect in zip(CONTROLS, layout.replay_buttons,
                                                       strict=True) if contains(rect, pos)]
        if pressed:
            self.window.activate(pressed[0])
        elif contains(layout.board, pos):
            self.window.activate("replay_pause")
        front.scrubbing = contains(layout.seek_bar, pos)
        self.scrub(pos)

    def scrub(self, pos: Pos) -> None:
        """A press or drag on a replay's seek bar: the replay goes to that point of it."""
        player = self.front.player
        if player is None or not self.front.scrubbing:
            return
        player.seek_fraction(timeline_fraction(self.front.layout.seek_bar, pos[0]))
        self.front.renderer.invalidate()  # the replay jumped: repaint it all

    def _flag_if_flag_mode(self, move: Move) -> Move:
        return Move("F", move.x, move.y) if self.front.flag_mode and move.kind == "O" else move

    def wheel(self, steps: int, *, ctrl: bool) -> None:
        if ctrl:
            self.window.activate(f"zoom:{steps}")

    # ----- a finger --------------------------------------------------------------------------
    def claims_finger(self, pos: Pos) -> bool:
        """A finger on a board in play is Minesweeper's (tap, long press, slide), and so
        are one on a replay's board (a tap pauses or plays on, a slide pans) and one on its
        seek bar (it seeks as it drags); any other the window taps."""
        front = self.front
        if front.player is not None:
            return front.layout.cell_at(pos) is not None \
                or contains(front.layout.seek_bar, pos)
        return (front.layout.cell_at(pos) is not None and not front.board.finished
                and front.generation is None)

    def finger_down(self, finger: int, pos: Pos) -> None:
        front = self.front
        if front.touch is not None:
            return  # one finger plays; a second one is ignored
        front.hover = cell = front.layout.cell_at(pos)
        front.touch = Touch(finger, pos, cell, self.window.clock())
        if front.player is None:
            self.log_pointer(pos, now=True)
        elif cell is None:  # a replay's seek bar
            self.button_down(LEFT, pos)

    def finger_moved(self, finger: int, pos: Pos) -> None:
        front = self.front
        touch = front.touch
        if touch is None or touch.finger != finger:
            return
        dx, dy = touch.drag(pos)
        if touch.cell is None:
            self.pointer_moved(pos)
        elif (dx or dy) and front.layout.viewport.scrolls:  # a slide pans a board too big
            front.show(front.layout.scrolled(-dx, -dy))

    def finger_up(self, finger: int, pos: Pos) -> None:
        front = self.front
        touch = front.touch
        if touch is None or touch.finger != finger:
            return
        front.touch = None
        if touch.cell is None:
            self.button_up(LEFT, pos)
        elif touch.still:
            self._tap(touch.cell)
        front.hover = None  # a finger leaves no hover behind

    def _tap(self, cell: Cell) -> None:
        """A tap on a cell opens it (flags it in flag mode).  On a replay it pauses or
        plays on, as a tap on a video does: leaving is the close button's, so a tap
        meant to look closer never loses the place (and a slide still pans)."""
        front = self.front
        if front.player is not None:
            self.window.activate("replay_pause")
        elif front.flag_mode:
            front.play([Move("F", *cell)])
        else:
            front.play([click_move(front.board, cell)])

    def check_long_press(self) -> None:
        """A still finger on a covered cell, once the press is long enough, does what a
        tap does not: it flags, or in flag mode opens (as Google's Minesweeper does)."""
        front = self.front
        cell = None if front.touch is None else front.touch.long_press(self.window.clock)
        if cell is None or front.player is not None:
            return
        if not front.flag_mode and front.board.view(*cell) in "#?F":
            front.play([Move("F", *cell)])
        elif front.flag_mode and front.board.view(*cell) in "#?":
            front.play([click_move(front.board, cell)])

    def pressed_by_finger(self) -> set[Cell] | None:
        """The covered cell a still finger holds down, or None when no finger is on one."""
        touch = self.front.touch
        if touch is None or touch.cell is None or not touch.still:
            return None
        board, cell = self.front.board, touch.cell
        return {cell} if board.in_bounds(*cell) and board.view(*cell) in "#?" else set()

    # ----- keys ------------------------------------------------------------------------------
    def modal_key(self, press: KeyPress) -> bool:
        """A replay takes every plain key, with no menu open."""
        if self.front.player is None or self.window.panel is not None or press.ctrl:
            return False
        binding = binding_for(REPLAY_KEYS, press, panel_open=False)
        if binding is not None:
            self.window.activate(binding.action)
        return True

    def action_cursor(self, step: str) -> None:
        """An arrow key (``step`` like ``"-1,0"``) moves the cursor; the view follows it."""
        front = self.front
        front.cursor = step_cursor(front.cursor, step, front.layout.columns, front.layout.rows)
        if front.cursor is not None:
            front.show(front.layout.following(front.cursor))

    def action_cursor_press(self, _: str = "") -> None:
        front = self.front
        if front.board.finished:
            front.new_game()
        elif front.cursor is None:
            self.action_cursor("0,0")
        else:
            front.play([click_move(front.board, front.cursor)])

    def action_cursor_flag(self, _: str = "") -> None:
        if self.front.cursor is not None:
            self.front.play([Move("F", *self.front.cursor)])
