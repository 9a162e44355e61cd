"""How the pointer, a finger and the keys act on Minesweeper's window.

Mixed into :class:`~game.gui.mines.window.MinesApp`: the base translates pygame's
events and dispatches keys by the bindings (:mod:`game.ui.mines.keys`); these hooks say
what a press, a release, a tap, a long press or a key means on the board and the buttons.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.games import MinesGame
from game.core.mines.board import Board, Cell
from game.core.mines.game_id import MinesParams
from game.core.mines.moves import Move
from game.core.session import Session
from game.gui.front_base import LEFT, FrontBase
from game.ui.input import KeyPress, Pos, binding_for, step_cursor
from game.ui.layout import Layout, contains
from game.ui.mines.generation import Generation
from game.ui.mines.keys import REPLAY_KEYS
from game.ui.pointer import Pointer, click_move
from game.ui.replay_player import ReplayPlayer
from game.ui.touch import Touch

POINTER_EVERY_S = 0.02  # the least time between two logged pointer moves: 50 a second, a
# smooth path at about 0.7 kB a second of save


class MinesInput(FrontBase):
    """The input hooks of Minesweeper's window; the window supplies the state below."""

    clock: Callable[[], float]
    pointer: Pointer
    hover: Cell | None
    mouse: Pos | None
    cursor: Cell | None
    flag_mode: bool
    touch: Touch | None
    generation: Generation | None
    player: ReplayPlayer | None
    scrubbing: bool = False  # the pointer drags along a replay's timeline bar
    new_game_on_release: bool = False
    session: Session[MinesGame]
    _pointer_logged: tuple[object, float, Pos] | None = None  # the session, when, where

    @property
    def layout(self) -> Layout:
        raise NotImplementedError

    @property
    def board(self) -> Board:
        raise NotImplementedError

    def play(self, moves: list[Move]) -> None:
        raise NotImplementedError

    def show(self, layout: Layout) -> None:
        raise NotImplementedError

    def new_game(self, params: MinesParams | None = None, *, seed: int | None = None) -> None:
        raise NotImplementedError

    def stop_replay(self) -> None:
        raise NotImplementedError

    # ----- the pointer ---------------------------------------------------------------------
    def pointer_moved(self, pos: Pos) -> None:
        self.mouse = pos
        if self.scrubbing:
            self.scrub(pos)
        self.hover = self.layout.cell_at(pos)
        self.log_pointer(pos)
        super().pointer_moved(pos)

    def log_pointer(self, pos: Pos, *, now: bool = False) -> None:
        """Note where the pointer (mouse or finger) is while a game is played, so that its
        replay shows the true path: about once a frame, or ``now`` for a press."""
        if self.player is not None or self.panel is not None or self.board.finished:
            return
        point = self.layout.viewport.board_point(pos)
        last, at = self._pointer_logged, self.clock()
        if last is not None and last[0] is self.session and (
                last[2] == point or (not now and at - last[1] < POINTER_EVERY_S)):
            return
        self._pointer_logged = (self.session, at, point)
        self.session.note_pointer(*point)

    def button_down(self, button: int, pos: Pos) -> None:
        self.pointer_moved(pos)
        self.log_pointer(pos, now=True)
        if self.dialog is not None:
            self.dialog_done(self.dialog.click(pos))
        elif self.panel is not None:
            self.panel_click(pos)
        elif self.press_face(button, pos):
            return
        elif contains(self.layout.menu_button, pos):
            self.open_menu()
        elif contains(self.layout.right_button, pos):
            self.activate("hint")
        elif self.player is not None:
            self.scrubbing = contains(self.layout.footer, pos)
            self.scrub(pos)
        elif contains(self.layout.footer_toggle, pos):
            self.flag_mode = not self.flag_mode
        elif self.generation is not None:
            return
        elif self.board.finished:
            self.new_game_on_release = self.hover is not None and button == LEFT
        else:
            self.play(self.pointer.press(button, self.hover))

    def button_up(self, button: int, pos: Pos) -> None:
        self.pointer_moved(pos)
        self.log_pointer(pos, now=True)
        self.scrubbing = False
        if self.release_face(pos):
            return
        if self.new_game_on_release:
            self.new_game_on_release = False
            if self.hover is not None:
                self.new_game()
        elif self.player is None and self.generation is None:
            self.play([self._flag_if_flag_mode(move)
                       for move in self.pointer.release(button, self.hover, self.board)])

    def scrub(self, pos: Pos) -> None:
        """While a replay plays, the footer is its timeline bar: a press or drag there seeks."""
        if self.player is None or not self.scrubbing:
            return
        x, _, width, _ = self.layout.footer
        self.player.seek_fraction((pos[0] - x) / max(width - 1, 1))
        self.replay_moved()

    def replay_moved(self) -> None:
        raise NotImplementedError

    def _flag_if_flag_mode(self, move: Move) -> Move:
        return Move("F", move.x, move.y) if self.flag_mode and move.kind == "O" else move

    def wheel(self, steps: int, *, ctrl: bool) -> None:
        if ctrl:
            self.activate(f"zoom:{steps}")

    # ----- a finger --------------------------------------------------------------------------
    def finger_down(self, finger: int, pos: Pos) -> None:
        if self.touch is not None:
            return  # one finger plays; a second one is ignored
        self.hover = cell = self.layout.cell_at(pos)
        covered = self.panel is not None or self.dialog is not None  # the finger is on those
        on_board = cell is not None and not covered and self.player is None
        if on_board and not self.board.finished and self.generation is None:
            self.log_pointer(pos, now=True)
            self.touch = Touch(finger, pos, cell, self.clock())
        else:
            self.touch = Touch(finger, pos, None, self.clock())
            self.button_down(LEFT, pos)

    def finger_moved(self, finger: int, pos: Pos) -> None:
        touch = self.touch
        if touch is None or touch.finger != finger:
            return
        dx, dy = touch.drag(pos)
        if touch.cell is None:
            self.pointer_moved(pos)
        elif (dx or dy) and self.layout.viewport.scrolls:  # a slide pans a board too big
            self.show(self.layout.scrolled(-dx, -dy))

    def finger_up(self, finger: int, pos: Pos) -> None:
        touch = self.touch
        if touch is None or touch.finger != finger:
            return
        self.touch = None
        if touch.cell is None:
            self.button_up(LEFT, pos)
        elif touch.still:
            tap = Move("F", *touch.cell) if self.flag_mode else click_move(self.board, touch.cell)
            self.play([tap])
        self.hover = None  # a finger leaves no hover behind

    def check_long_press(self) -> None:
        """A still finger on a covered cell flags it once the press is long enough."""
        cell = None if self.touch is None else self.touch.long_press(self.clock)
        if cell is not None and self.board.view(*cell) in "#?F":
            self.play([Move("F", *cell)])

    def pressed_by_finger(self) -> set[Cell] | None:
        """The covered cell a still finger holds down, or None when no finger is on one."""
        touch = self.touch
        if touch is None or touch.cell is None or not touch.still:
            return None
        board, cell = self.board, touch.cell
        return {cell} if board.in_bounds(*cell) and board.view(*cell) in "#?" else set()

    # ----- keys ------------------------------------------------------------------------------
    def modal_key(self, press: KeyPress) -> bool:
        """A dialog takes every key; a replay every plain one, with no menu."""
        if super().modal_key(press):
            return True
        if self.player is None or self.panel is not None or press.ctrl:
            return False
        binding = binding_for(REPLAY_KEYS, press, panel_open=False)
        if binding is not None:
            self.activate(binding.action)
        return True

    def move_cursor(self, step: str) -> None:
        self.cursor = step_cursor(self.cursor, step, self.layout.columns, self.layout.rows)

    def cursor_press(self) -> None:
        if self.board.finished:
            self.new_game()
        elif self.cursor is None:
            self.move_cursor("0,0")
        else:
            self.play([click_move(self.board, self.cursor)])

    def cursor_flag(self) -> None:
        if self.cursor is not None:
            self.play([Move("F", *self.cursor)])
