"""What Sudoku's window shows each frame: the scene its renderer paints, drawn from the
front's state, with the hint's cells outlined, and the footer's words.

The picture object of :class:`~game.gui.sudoku.front.SudokuFront`: it reads the front and
changes nothing, so what a frame shows is a function of the game's state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cells import Cell
from game.core.sudoku.grid import SIDE
from game.core.sudoku.hint import Hint
from game.gui.host import touch_screen
from game.gui.sudoku.render import SudokuScene
from game.i18n import _
from game.ui.sudoku.panels import grade_name

if TYPE_CHECKING:
    from game.gui.sudoku.parts import SudokuParts


class SudokuPicture:
    """The scene and footer of the front's state."""

    def __init__(self, front: SudokuParts) -> None:
        self.front = front
        self.window = front.window

    def scene(self) -> SudokuScene:
        front = self.front
        session = front.live_session
        scene = SudokuScene(
            game=front.game,
            selected=front.selected,
            notes_mode=front.notes_mode,
            seconds=0 if session is None else session.elapsed_ms() // 1000,
            face=self._face(),
            footer=self.footer(),
            menu=self.window.panel,
            dialog=self.window.dialog,
        )
        if front.hint is not None:
            self._show_hint(scene, front.hint)
        return scene

    def _show_hint(self, scene: SudokuScene, hint: Hint) -> None:
        """The hint's cells on the grid: the cell to fill, the cells the step on show speaks
        of, and with the last step (the single) the placed digits that leave it one place."""
        index = self.front.hint_step
        scene.hint_cell = _cell(hint.cell)
        if index == len(hint.steps) - 1:
            scene.proof = frozenset(map(_cell, hint.proof))
        scene.marks = tuple((_cell(cell), role) for cell, role in sorted(hint.marks(index).items()))

    def _face(self) -> str:
        game = self.front.game
        if game is None:
            return "oh"
        if game.finished:
            return "win" if game.status == "won" else "lose"
        return "smile_pressed" if self.window.router.face_held else "smile"

    def footer(self) -> str:
        front, window = self.front, self.window
        session = front.live_session
        if front.loading is not None:
            return front.loading.message
        if window.overlays.pause_note():
            return window.overlays.pause_note()
        if window.notice or session is None:
            return window.notice
        if touch_screen():  # no keys on a phone: what fingers do instead
            return self._touch_footer(session.status, session.elapsed_ms())
        key = window.shortcut
        if session.status == "won":
            return _("Solved! {time} · {key} or the face: new puzzle").format(
                time=_clock_text(session.elapsed_ms()), key=key("new_game"))
        if session.status == "lost":
            return _("Game over · {undo_key} takes the last digit back · {new_key} new puzzle"
                     ).format(undo_key=key("undo"), new_key=key("new_game"))
        if front.notes_mode:
            return _("Notes on: digits are pencil marks · {key} for digits").format(
                key=key("notes"))
        menu = _("{key} menu").format(key=key("toggle_menu"))
        title = grade_name(front.title)
        title = title[:1].upper() + title[1:]
        if front.selected is None:
            return _("{difficulty} · click a cell, then type a digit · {menu}").format(
                difficulty=title, menu=menu)
        return _("{difficulty} · {notes_key} notes · {undo_key} undo · {menu}").format(
            difficulty=title, notes_key=key("notes"), undo_key=key("undo"), menu=menu)

    def _touch_footer(self, status: str, elapsed_ms: int) -> str:
        if status == "won":
            return _("Solved! {time} · the face: new puzzle").format(time=_clock_text(elapsed_ms))
        if status == "lost":
            return _("Game over · Undo takes the last digit back · the face: new puzzle")
        if self.front.notes_mode:
            return _("Notes on: digits are pencil marks · the pencil for digits")
        title = grade_name(self.front.title)
        return _("{difficulty} · tap a cell, then a number").format(
            difficulty=title[:1].upper() + title[1:])


def _cell(index: int) -> Cell:
    return index % SIDE, index // SIDE


def _clock_text(milliseconds: int) -> str:
    seconds = milliseconds // 1000
    return f"{seconds // 60:02d}:{seconds % 60:02d}"
