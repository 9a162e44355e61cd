"""Sudoku's front in the generic window: the session and the UI state around it.

The sibling of :class:`game.gui.mines.front.MinesFront`: keys, clicks and taps become
moves played through the session (undo, redo, timer, saving) or UI updates (the selected
cell, notes mode, the menu); :class:`SudokuInput` reads the pointer,
:class:`SudokuCommands` does what the menus and keys name, :class:`SudokuPicture` says
what a frame shows and :class:`SudokuSaving` brings the first puzzle.
Making a puzzle can take a few hundred milliseconds, and there are no threads in
the browser, so the frame that asks for one shows "Generating…" and the next
frame makes it: the window never freezes without saying why.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import replace
from typing import Any

from game.core.cells import Cell
from game.core.session import Session
from game.core.sudoku.grid import Difficulty, SudokuOptions
from game.core.sudoku.hint import Hint
from game.core.sudoku.play import (
    SUDOKU,
    SudokuGame,
    SudokuMove,
    SudokuMoveKind,
    SudokuPosition,
    sudoku_session,
)
from game.core.sudoku.stats import sudoku_record
from game.gui.host import fills_page, touch_screen, window_room
from game.gui.sound import effect_for
from game.gui.sudoku.actions import DIFFICULTY_NAMES, SudokuCommands
from game.gui.sudoku.input import SudokuInput
from game.gui.sudoku.parts import Loading
from game.gui.sudoku.picture import SudokuPicture
from game.gui.sudoku.render import SudokuRenderer, SudokuScene
from game.gui.sudoku.saving import GAME, SudokuSaving
from game.gui.window import FrontDefaults, Window
from game.i18n import N_, _
from game.options import Options
from game.ui.frame import FOOTER_LINES
from game.ui.help import Section
from game.ui.layout import Rect
from game.ui.panels import end_card, kept_panel
from game.ui.sudoku.keys import SUDOKU_KEYS
from game.ui.sudoku.layout import SudokuLayout, fitted_layout
from game.ui.sudoku.panels import sudoku_ending, sudoku_sections

GENERATING = {"easy": N_("Generating an easy puzzle…"),
              "medium": N_("Generating a medium puzzle…"),
              "hard": N_("Generating a hard puzzle…"),
              "expert": N_("Generating an expert puzzle…")}
_SOUND_LIKE = {"R": "O", "P": "F", "E": "F"}  # Minesweeper's effect for each kind of move


class SudokuFront(FrontDefaults):
    """One Sudoku session and the UI state around it, in the window that holds it."""

    name = "sudoku"
    caption = N_("Gridgames — Sudoku")
    bindings = SUDOKU_KEYS

    def __init__(self, window: Window[Any], options: Options) -> None:
        """The game in progress comes back from the window's progress; a game ID or seed
        on the command line (with ``--sudoku``) wins over the saved game."""
        self.window = window
        self.layout = fitted_layout(window_room(), touch_screen(), fill=fills_page())
        self.session: Session[SudokuPosition] | None = None
        self.loading: Loading | None = None
        asked = options.own_as(SudokuOptions)
        self.difficulty: Difficulty = asked.difficulty  # of the next new puzzle
        self.title = ""  # the puzzle's difficulty (or grade) as the footer names it
        self.selected: Cell | None = None
        self.notes_mode = False
        self.hint: Hint | None = None  # on show until the next move
        self.hint_step = 0  # the step of it on show
        self._recorded = False  # whether this session's ending is in the statistics
        self.input = SudokuInput(self)
        self.commands = SudokuCommands(self)
        self.picture = SudokuPicture(self)
        self.saving = SudokuSaving(self, asked.asked)
        self.actors = (self, self.commands, self.input)  # whose action_<name> the window runs
        self._open_window()
        self.saving.first_session(options)

    def adopt_difficulty(self, name: str) -> None:
        """New puzzles follow the one played (unless it was a graded "guessing" one)."""
        self.title = name
        self.difficulty = DIFFICULTY_NAMES.get(name, self.difficulty)

    # ----- games --------------------------------------------------------------------------
    @property
    def game(self) -> SudokuGame | None:
        """The puzzle on screen; None while one is being made."""
        return None if self.live_session is None else self.live_session.position.game

    @property
    def live_session(self) -> Session[SudokuPosition] | None:
        """The session moves go to; None while a new one is being made."""
        return None if self.loading is not None else self.session

    def new_game(self, difficulty: Difficulty, *, seed: int | None = None) -> None:
        """Ask for a puzzle: this frame says so, the next one generates it."""
        self.difficulty = difficulty
        self.load(_(GENERATING[difficulty]),
                   lambda: sudoku_session(difficulty, clock=self.window.clock, seed=seed))

    def load_game(self, game_id: str) -> None:
        """Open the exact puzzle a game ID describes; a bad ID raises ``GameIdError``."""
        self.start_session(Session(SUDOKU, game_id, clock=self.window.clock))

    def load(self, message: str, make: Callable[[], Session[SudokuPosition]]) -> None:
        """Say ``message`` this frame; ``make`` the session on the next."""
        self.loading = Loading(message, make)
        self.window.panel = None
        self.window.notice = ""

    def advance(self) -> None:
        """A puzzle is made only once its "Generating…" frame has been drawn; an end card
        goes with its game."""
        self.window.panel = kept_panel(self.window.panel, self.live_session)
        loading = self.loading
        if loading is None:
            return
        if loading.shown:
            self.start_session(loading.make())
        else:
            loading.shown = True  # this frame draws it; the next may take its time

    def start_session(self, session: Session[SudokuPosition]) -> None:
        self.loading = None
        self.session = session
        self.window.panel = None
        self.hint = None
        self.selected = None  # a new puzzle starts with nothing picked
        self._recorded = session.ending is not None
        self.adopt_difficulty(session.position.difficulty)
        self.save_game()

    def save_game(self) -> None:
        """After every change, so a reload or a crash loses nothing."""
        if self.session is not None:
            self.window.progress.save(GAME, self.session.save())

    def play(self, kind: SudokuMoveKind, digit: int = 0) -> None:
        """Play a move at the selected cell through the session."""
        session = self.live_session
        if self.selected is None:
            self.window.notice = _("Select a cell first: click or tap it, or use the arrow keys")
            return
        if session is None:
            return
        move = SudokuMove(kind, *self.selected, digit)
        was_finished = session.finished
        changed = session.play(move.text())
        self.window.notice = ""
        self.hint = None
        if not was_finished:
            self.window.sounds.play(self._effect(move, changed, session.position.game))
        self._record_if_ended(session)
        if changed:  # a move that changes nothing writes nothing
            self.save_game()

    def _record_if_ended(self, session: Session[SudokuPosition]) -> None:
        """Statistics count how a game first ended, once, even if it is undone later; the
        game's end card says how it stands."""
        record = None if self._recorded else sudoku_record(session)
        if record is None:
            return
        self._recorded = True
        statistics = self.window.statistics
        bests = statistics.record(record)
        ending = sudoku_ending(record, statistics.stats.tally(record.difficulty),
                               game_id=session.game_id, bests=bests, unsaved=statistics.unsaved)
        self.window.panel = end_card(ending, session, self.bindings, self.layout.frame)

    def _effect(self, move: SudokuMove, changed: Collection[Cell], game: SudokuGame) -> str | None:
        """Minesweeper's sounds: a wrong digit costs a life, so it explodes."""
        if changed and game.status == "playing" and game.is_wrong(move.x, move.y):
            return "explode"
        return effect_for(_SOUND_LIKE[move.kind], changed, game.status)

    def enter_digit(self, digit: int, *, note: bool = False) -> None:
        """A digit from a key or the number row: a pencil mark in notes mode."""
        self.play("P" if note or self.notes_mode else "R", digit)

    def erase(self) -> None:
        self.play("E")

    # ----- one frame ------------------------------------------------------------------------
    def draw(self) -> list[Rect]:
        scene = self.scene()
        lines = max(self.renderer.status.lines_for(scene.footer), FOOTER_LINES)
        if lines != self.layout.footer_lines and not self.layout.fills:
            # a long hint: the window's footer grows to hold it (a page's keeps its lines)
            self.layout = replace(self.layout, footer_lines=lines)
            self._open_window()
        return self.renderer.draw(scene)

    def scene(self) -> SudokuScene:
        """What the frame shows (:class:`SudokuPicture`'s, of the state as it is)."""
        return self.picture.scene()

    # ----- what the window asks of a game -----------------------------------------------------
    def chrome(self) -> SudokuLayout:
        return self.layout

    def reopen(self) -> None:
        self._open_window()

    def current_game_id(self) -> str | None:
        return None if self.session is None else self.session.game_id

    def clock_session(self) -> Session[SudokuPosition] | None:
        return self.live_session

    def help_sections(self) -> Sequence[Section]:
        return sudoku_sections(self.bindings)

    def open_menu(self) -> None:
        self.commands.open_menu()

    def open_options(self) -> None:
        self.commands.open_options()

    # ----- actions: the window finds them by name -------------------------------------------
    def action_new_game(self, _: str) -> None:
        self.new_game(self.difficulty)

    def resized(self, size: tuple[int, int]) -> None:
        """The grid's cells follow the new size, which the window keeps (the grid centred
        in it), as Minesweeper's board does: no snap back to the grid's own size; a page's
        window is the page."""
        self.layout = fitted_layout(size, touch_screen(), window=size, fill=fills_page())
        self._open_window()

    def fit_page(self, room: tuple[int, int]) -> None:
        self.resized(room)

    def _open_window(self) -> None:
        self.renderer = SudokuRenderer(self.window.open_screen(self.layout.size, self.caption),
                                       self.layout, self.window.theme)
        self.layout = self.renderer.layout  # its action row measured for the words

