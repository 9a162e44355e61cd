"""Sudoku's front in the generic window: the grid, the number row and what each frame shows.

The sibling of :class:`game.gui.mines.front.MinesFront`: keys, clicks and taps become
moves played through the session (undo, redo, timer, saving) or UI updates (the selected
cell, notes mode, the menu); :class:`SudokuInput` reads the pointer and
:class:`SudokuCommands` does what the menus and keys name.
Making a puzzle can take a few hundred milliseconds, and there are no threads in
the browser, so the frame that asks for one shows "Generating…" and the next
frame makes it: the window never freezes without saying why.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.core.cells import Cell
from game.core.session import GameIdError, Session
from game.core.storage import GAME as MINES_GAME
from game.core.storage import NAMES
from game.core.sudoku.grid import SIDE, Difficulty, SudokuOptions
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
from game.gui.sudoku.render import SudokuRenderer, SudokuScene
from game.gui.window import FrontDefaults, Window
from game.i18n import N_, _
from game.options import Options
from game.ui.frame import FOOTER_LINES
from game.ui.help import Section
from game.ui.layout import Rect
from game.ui.panels import end_card, kept_panel
from game.ui.sudoku.keys import SUDOKU_KEYS
from game.ui.sudoku.layout import SudokuLayout, fitted_layout
from game.ui.sudoku.panels import grade_name, sudoku_ending, sudoku_sections

GENERATING = {"easy": N_("Generating an easy puzzle…"),
              "medium": N_("Generating a medium puzzle…"),
              "hard": N_("Generating a hard puzzle…"),
              "expert": N_("Generating an expert puzzle…")}
GAME = "sudoku_game"  # the saved game in progress; settings are shared with Minesweeper
_SOUND_LIKE = {"R": "O", "P": "F", "E": "F"}  # Minesweeper's effect for each kind of move


@dataclass
class Loading:
    """A session being made; ``shown`` once a frame has said so on screen."""

    message: str
    make: Callable[[], Session[SudokuPosition]]
    shown: bool = False


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
        # the difficulty the command line asked for wins over the game in progress
        self._asked = asked.asked
        self.title = ""  # the puzzle's difficulty (or grade) as the footer names it
        self.selected: Cell | None = None
        self.notes_mode = False
        self.hint: Hint | None = None  # on show until the next move
        self.hint_step = 0  # the step of it on show
        self._recorded = False  # whether this session's ending is in the statistics
        self.input = SudokuInput(self)
        self.commands = SudokuCommands(self)
        self.actors = (self, self.commands, self.input)  # whose action_<name> the window runs
        self._open_window()
        self._first_session(options)

    def _first_session(self, options: Options) -> None:
        game_id = options.game_id
        if game_id:
            self._load(_("Opening the shared puzzle…"), lambda: self._shared(game_id))
        elif options.seed is not None:
            self.new_game(self.difficulty, seed=options.seed)
        else:
            self._load(_("Opening the game in progress…"), self._resumed)

    def _shared(self, game_id: str) -> Session[SudokuPosition]:
        try:
            return Session(SUDOKU, game_id, clock=self.window.clock)
        except GameIdError as error:
            self.window.notice = _("Bad game ID: {reason}").format(reason=error)
            return sudoku_session(self.difficulty, clock=self.window.clock)

    def _resumed(self) -> Session[SudokuPosition]:
        """The saved game if it is still going (and as hard as the command line asked),
        else a new one as hard as asked, or as the saved one."""
        self.window.progress.names[GAME] = NAMES[MINES_GAME]  # as the player calls it
        saved = self.window.progress.load(GAME, self._parse_save)
        self.window.show_problems()
        wanted = saved is not None and self._asked in (None, saved.position.difficulty)
        if saved is not None and wanted and not saved.finished:
            return saved
        if saved is not None and self._asked is None:
            self._adopt_difficulty(saved.position.difficulty)
        return sudoku_session(self.difficulty, clock=self.window.clock)

    def _parse_save(self, text: str) -> Session[SudokuPosition]:
        return Session.load(text, SUDOKU, clock=self.window.clock)

    def _adopt_difficulty(self, name: str) -> None:
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
        self._load(_(GENERATING[difficulty]),
                   lambda: sudoku_session(difficulty, clock=self.window.clock, seed=seed))

    def load_game(self, game_id: str) -> None:
        """Open the exact puzzle a game ID describes; a bad ID raises ``GameIdError``."""
        self.start_session(Session(SUDOKU, game_id, clock=self.window.clock))

    def _load(self, message: str, make: Callable[[], Session[SudokuPosition]]) -> None:
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
        self._adopt_difficulty(session.position.difficulty)
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
        session = self.live_session
        scene = SudokuScene(
            game=self.game,
            selected=self.selected,
            notes_mode=self.notes_mode,
            seconds=0 if session is None else session.elapsed_ms() // 1000,
            face=self._face(),
            footer=self._footer(),
            menu=self.window.panel,
            dialog=self.window.dialog,
        )
        if self.hint is not None:
            self._show_hint(scene, self.hint)
        return scene

    def _show_hint(self, scene: SudokuScene, hint: Hint) -> None:
        """The hint's cells on the grid: the cell to fill, the cells the step on show speaks
        of, and with the last step (the single) the placed digits that leave it one place."""
        index = self.hint_step
        scene.hint_cell = _cell(hint.cell)
        if index == len(hint.steps) - 1:
            scene.proof = frozenset(map(_cell, hint.proof))
        scene.marks = tuple((_cell(cell), role) for cell, role in sorted(hint.marks(index).items()))

    def _face(self) -> str:
        game = self.game
        if game is None:
            return "oh"
        if game.finished:
            return "win" if game.status == "won" else "lose"
        return "smile_pressed" if self.window.router.face_held else "smile"

    def _footer(self) -> str:
        session = self.live_session
        if self.loading is not None:
            return self.loading.message
        if self.window.overlays.pause_note():
            return self.window.overlays.pause_note()
        if self.window.notice or session is None:
            return self.window.notice
        if touch_screen():  # no keys on a phone: what fingers do instead
            return self._touch_footer(session.status, session.elapsed_ms())
        key = self.window.shortcut
        if session.status == "won":
            return _("Solved! {time} · {key} or the face: new puzzle").format(
                time=_clock_text(session.elapsed_ms()), key=key("new_game"))
        if session.status == "lost":
            return _("Game over · {undo_key} takes the last digit back · {new_key} new puzzle"
                     ).format(undo_key=key("undo"), new_key=key("new_game"))
        if self.notes_mode:
            return _("Notes on: digits are pencil marks · {key} for digits").format(
                key=key("notes"))
        menu = _("{key} menu").format(key=key("toggle_menu"))
        title = grade_name(self.title)
        title = title[:1].upper() + title[1:]
        if self.selected is None:
            return _("{difficulty} · click a cell, then type a digit · {menu}").format(
                difficulty=title, menu=menu)
        return _("{difficulty} · {notes_key} notes · {undo_key} undo · {menu}").format(
            difficulty=title, notes_key=key("notes"), undo_key=key("undo"), menu=menu)

    def _touch_footer(self, status: str, elapsed_ms: int) -> str:
        if status == "won":
            return _("Solved! {time} · the face: new puzzle").format(time=_clock_text(elapsed_ms))
        if status == "lost":
            return _("Game over · Undo takes the last digit back · the face: new puzzle")
        if self.notes_mode:
            return _("Notes on: digits are pencil marks · the pencil for digits")
        title = grade_name(self.title)
        return _("{difficulty} · tap a cell, then a number").format(
            difficulty=title[:1].upper() + title[1:])

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
    def action_difficulty(self, name: str) -> None:
        self.new_game(DIFFICULTY_NAMES[name])

    def action_new_game(self, _: str) -> None:
        self.new_game(self.difficulty)

    def action_digit(self, digit: str) -> None:
        self.enter_digit(int(digit))

    def action_note(self, digit: str) -> None:
        self.enter_digit(int(digit), note=True)

    def action_erase(self, _: str) -> None:
        self.erase()

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


def _cell(index: int) -> Cell:
    return index % SIDE, index // SIDE


def _clock_text(milliseconds: int) -> str:
    seconds = milliseconds // 1000
    return f"{seconds // 60:02d}:{seconds % 60:02d}"
