"""Sudoku's pygame-ce front: the grid, the number row and what each frame shows.

The sibling of :class:`game.gui.mines.window.MinesApp`: keys, clicks and taps become moves
played through the session (undo, redo, timer, saving) or UI updates (the
selected cell, notes mode, the menu), and the loop in :mod:`game.gui.shell` runs it.
Making a puzzle can take a few hundred milliseconds, and there are no threads in
the browser, so the frame that asks for one shows "Generating…" and the next
frame makes it: the window never freezes without saying why.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection
from dataclasses import dataclass

import pygame

from game.core.games import SUDOKU, SudokuPosition, sudoku_session
from game.core.mines.board import Cell
from game.core.session import GameIdError, Session
from game.core.settings import Settings
from game.core.storage import SETTINGS, Progress
from game.core.sudoku.grid import DIFFICULTIES, SIDE, Difficulty
from game.core.sudoku.play import SudokuGame, SudokuMove, SudokuMoveKind
from game.gui.front_base import Action, FrontBase
from game.gui.host import IN_BROWSER, open_store
from game.gui.sound import Sounds, effect_for
from game.gui.sudoku.render import SudokuRenderer, SudokuScene
from game.options import Options
from game.ui.layout import Rect, contains
from game.ui.menu import Menu, Window
from game.ui.panels import sudoku_menu, sudoku_options_menu
from game.ui.sudoku.layout import SudokuLayout
from game.ui.theme import load_themes

TITLE = "Gridgames — Sudoku"
GAME = "sudoku_game"  # the saved game in progress; settings are shared with Minesweeper
_ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0),
           pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
_KEYPAD = (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5, pygame.K_KP6,
           pygame.K_KP7, pygame.K_KP8, pygame.K_KP9)
_DIGIT_KEYS = {pygame.K_0 + digit: digit for digit in range(1, SIDE + 1)} | dict(
    zip(_KEYPAD, range(1, SIDE + 1), strict=True))
_ERASE_KEYS = {pygame.K_0, pygame.K_KP0, pygame.K_DELETE, pygame.K_BACKSPACE}
_DIFFICULTY_KEYS = dict(zip((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4), DIFFICULTIES,
                            strict=True))  # while the menu is open
_DIFFICULTY_NAMES: dict[str, Difficulty] = {name: name for name in DIFFICULTIES}
_LETTER_ACTIONS = {pygame.K_n: "notes", pygame.K_c: "copy_id", pygame.K_o: "options",
                   pygame.K_t: "theme", pygame.K_v: "sound", pygame.K_a: "animations",
                   pygame.K_F2: "new_game",
                   pygame.K_TAB: "switch:mines"}
_GESTURES = {pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.FINGERDOWN}
_SOUND_LIKE = {"R": "O", "P": "F", "E": "F"}  # Minesweeper's effect for each kind of move
LEFT = 1


@dataclass
class Loading:
    """A session being made; ``shown`` once a frame has said so on screen."""

    message: str
    make: Callable[[], Session[SudokuPosition]]
    shown: bool = False


class SudokuApp(FrontBase):
    """One window, one Sudoku session, and the UI state around it."""

    def __init__(self, options: Options, *, clock: Callable[[], float] = time.monotonic,
                 progress: Progress | None = None) -> None:
        """Settings and the game in progress come back from ``progress``; a game ID
        or seed on the command line (with ``--sudoku``) wins over the saved game."""
        self.clock = clock
        self.progress = progress or Progress(open_store())
        self._problems_seen = len(self.progress.problems)  # the other game already said those
        self.settings = self.progress.load(SETTINGS, Settings.from_json) or Settings()
        self.sounds = Sounds(muted=self.settings.muted)
        self.themes = load_themes()
        self.layout = SudokuLayout()
        self.running = True
        self.switch_to: str | None = None  # another game's name, for the shell to open
        self.session: Session[SudokuPosition] | None = None
        self.loading: Loading | None = None
        self.difficulty: Difficulty = options.sudoku_difficulty  # of the next new puzzle
        self.title = ""  # the puzzle's difficulty (or grade) as the footer names it
        self.selected: Cell | None = None
        self.notes_mode = False
        self.panel: Menu | None = None
        self.notice = ""  # a one-off footer message, cleared by the next move
        self._face_held = False
        self._open_window()
        self._first_session(options)

    def _first_session(self, options: Options) -> None:
        game_id = options.game_id if options.sudoku else None
        if game_id:
            self._load("Opening the shared puzzle…", lambda: self._shared(game_id))
        elif options.sudoku and options.seed is not None:
            self.new_game(self.difficulty, seed=options.seed)
        else:
            self._load("Opening the game in progress…", self._resumed)

    def _shared(self, game_id: str) -> Session[SudokuPosition]:
        try:
            return Session(SUDOKU, game_id, clock=self.clock)
        except GameIdError as error:
            self.notice = f"Bad game ID: {error}"
            return sudoku_session(self.difficulty, clock=self.clock)

    def _resumed(self) -> Session[SudokuPosition]:
        """The saved game if it is still going, else a new one as hard as it was."""
        saved = self.progress.load(GAME, self._parse_save)
        if self.progress.problems[self._problems_seen:]:
            self.notice = self.progress.problems[self._problems_seen]
        if saved is not None and not saved.finished:
            return saved
        if saved is not None:
            self._adopt_difficulty(saved.position.difficulty)
        return sudoku_session(self.difficulty, clock=self.clock)

    def _parse_save(self, text: str) -> Session[SudokuPosition]:
        return Session.load(text, SUDOKU, clock=self.clock)

    def _adopt_difficulty(self, name: str) -> None:
        """New puzzles follow the one played (unless it was a graded "guessing" one)."""
        self.title = name.capitalize()
        self.difficulty = _DIFFICULTY_NAMES.get(name, self.difficulty)

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
        article = "an" if difficulty[0] in "aeiou" else "a"
        self._load(f"Generating {article} {difficulty} puzzle…",
                   lambda: sudoku_session(difficulty, clock=self.clock, seed=seed))

    def load_game(self, game_id: str) -> None:
        """Open the exact puzzle a game ID describes; a bad ID raises ``GameIdError``."""
        self.start_session(Session(SUDOKU, game_id, clock=self.clock))

    def _load(self, message: str, make: Callable[[], Session[SudokuPosition]]) -> None:
        self.loading = Loading(message, make)
        self.panel = None
        self.notice = ""

    def advance(self) -> None:
        """A puzzle is made only once its "Generating…" frame has been drawn."""
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
        self.panel = None
        self._adopt_difficulty(session.position.difficulty)
        self._save_game()

    def _save_game(self) -> None:
        """After every change, so a reload or a crash loses nothing."""
        if self.session is not None:
            self.progress.save(GAME, self.session.save())

    def play(self, kind: SudokuMoveKind, digit: int = 0) -> None:
        """Play a move at the selected cell through the session."""
        session = self.live_session
        if self.selected is None:
            self.notice = "Select a cell first: click or tap it, or use the arrow keys"
            return
        if session is None:
            return
        move = SudokuMove(kind, *self.selected, digit)
        was_finished = session.finished
        changed = session.play(move.text())
        self.notice = ""
        if not was_finished:
            self.sounds.play(self._effect(move, changed, session.position.game))
        self._save_game()

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

    def toggle_notes(self) -> None:
        self.panel = None
        self.notes_mode = not self.notes_mode

    def step_line(self, *, forward: bool) -> None:
        """Redo, or undo, unless a puzzle is being made."""
        self.panel = None
        session = self.live_session
        if session is None:
            return
        if forward:
            session.redo()
        else:
            session.undo()
        self.notice = ""
        self._save_game()

    # ----- one frame ------------------------------------------------------------------------
    def draw(self) -> list[Rect]:
        return self.renderer.draw(self.scene())

    def scene(self) -> SudokuScene:
        session = self.live_session
        return SudokuScene(
            game=self.game,
            selected=self.selected,
            notes_mode=self.notes_mode,
            seconds=0 if session is None else session.elapsed_ms() // 1000,
            face=self._face(),
            footer=self._footer(),
            menu=self.panel,
        )

    def _face(self) -> str:
        game = self.game
        if game is None:
            return "oh"
        if game.finished:
            return "win" if game.status == "won" else "lose"
        return "smile_pressed" if self._face_held else "smile"

    def _footer(self) -> str:
        session = self.live_session
        if self.loading is not None:
            return self.loading.message
        if self.notice or session is None:
            return self.notice
        if session.status == "won":
            return f"Solved! {_clock_text(session.elapsed_ms())} · F2 or the face: new puzzle"
        if session.status == "lost":
            return "Game over · Ctrl+Z takes the last digit back · F2 new puzzle"
        if self.notes_mode:
            return "Notes on: digits are pencil marks · N for digits"
        if self.selected is None:
            return f"{self.title} · click a cell, then type a digit · M menu"
        return f"{self.title} · N notes · Ctrl+Z undo · M menu"

    # ----- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in _GESTURES:
            self.sounds.unlock()
        if event.type == pygame.QUIT:
            self.running = False
        elif getattr(event, "touch", False):
            return  # SDL's mouse copy of a finger: the finger events act instead
        elif event.type == pygame.FINGERDOWN:
            self._press(self._finger_pos(event))
        elif event.type == pygame.FINGERUP:
            self._release(self._finger_pos(event))
        elif event.type == pygame.MOUSEMOTION and self.panel is not None:
            self.panel.highlighted = self.panel.item_at(self.layout, event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == LEFT:
            self._release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key, event.mod)

    def _finger_pos(self, event: pygame.event.Event) -> tuple[int, int]:
        """SDL gives fingers as fractions of the window; the layout works in pixels."""
        width, height = self.layout.size
        return int(event.x * width), int(event.y * height)

    def _press(self, pos: tuple[int, int]) -> None:
        layout = self.layout
        digit, cell = layout.key_at(pos), layout.cell_at(pos)
        if self.panel is not None:
            self.panel_click(pos)
        elif contains(layout.face, pos):
            self._face_held = True
        elif contains(layout.menu_button, pos):
            self.open_menu()
        elif contains(layout.notes_toggle, pos):
            self.toggle_notes()
        elif contains(layout.erase_button, pos):
            self.erase()
        elif digit is not None:
            self.enter_digit(digit)
        elif cell is not None and self.loading is None:
            self.selected = cell

    def _release(self, pos: tuple[int, int]) -> None:
        if self._face_held:
            self._face_held = False
            if contains(self.layout.face, pos):
                self.new_game(self.difficulty)

    def _key(self, key: int, mod: int) -> None:
        if mod & pygame.KMOD_CTRL:
            self.undo_key(key, mod)
        elif self.panel is not None:
            self.panel_key(key)
        elif key in _ARROWS:
            self._move_selection(*_ARROWS[key])
        elif key in _DIGIT_KEYS:
            self.enter_digit(_DIGIT_KEYS[key], note=bool(mod & pygame.KMOD_SHIFT))
        elif key in _ERASE_KEYS:
            self.erase()
        else:
            self._shortcut(key)

    def _shortcut(self, key: int) -> None:
        """Keys that work the same whether or not the menu is open."""
        if key in _LETTER_ACTIONS:
            self.activate(_LETTER_ACTIONS[key])
        elif key in (pygame.K_m, pygame.K_ESCAPE):
            self.toggle_menu()

    def _move_selection(self, dx: int, dy: int) -> None:
        """The first arrow press selects the middle cell; then arrows stop at the edges."""
        x, y = self.selected if self.selected is not None else (SIDE // 2 - dx, SIDE // 2 - dy)
        self.selected = (min(max(x + dx, 0), SIDE - 1), min(max(y + dy, 0), SIDE - 1))

    # ----- the menu and its actions --------------------------------------------------------------
    def panel_window(self) -> Window:
        return self.layout

    def reopen_window(self) -> None:
        self._open_window()

    def panel_shortcut(self, key: int) -> None:
        if key in _DIFFICULTY_KEYS:
            self.activate(f"difficulty:{_DIFFICULTY_KEYS[key]}")
        else:
            self._shortcut(key)

    def open_menu(self) -> None:
        game_id = "" if self.session is None else self.session.game_id
        self.panel = sudoku_menu(notes=self.notes_mode, game_id=game_id)

    def open_options(self) -> None:
        self.panel = sudoku_options_menu(self.settings, self.theme.label)

    def own_actions(self) -> dict[str, Action]:
        return {
            "difficulty": lambda name: self.new_game(_DIFFICULTY_NAMES[name]),
            "new_game": lambda _: self.new_game(self.difficulty),
            "undo": lambda _: self.step_line(forward=False),
            "redo": lambda _: self.step_line(forward=True),
            "notes": lambda _: self.toggle_notes(),
        }

    def current_game_id(self) -> str | None:
        return None if self.session is None else self.session.game_id

    # ----- settings shared with Minesweeper -----------------------------------------------------
    def _open_window(self) -> None:
        flags = 0 if IN_BROWSER else pygame.SCALED
        screen = pygame.display.set_mode(self.layout.size, flags)
        pygame.display.set_caption(TITLE)
        self.renderer = SudokuRenderer(screen, self.layout, self.theme)



def _clock_text(milliseconds: int) -> str:
    seconds = milliseconds // 1000
    return f"{seconds // 60:02d}:{seconds % 60:02d}"
