"""Minesweeper's pygame-ce front: window, input and what each frame shows.

Events become moves, played through the session (the "midend": undo, redo,
timing, statistics), or UI updates (hover, pressed preview, cursor, panels).
Every screen (menu, statistics, replay, game over) is a state of this object,
drawn by the one loop in :mod:`game.gui.shell`.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Collection, Generator
from dataclasses import dataclass, replace

import pygame

from game.core.games import MINES, MinesGame, new_mines_session
from game.core.mines.board import Board, Cell
from game.core.mines.game_id import PRESETS, MinesId, MinesParams
from game.core.mines.generate import GenerationError, iter_no_guess_layout
from game.core.mines.moves import Move
from game.core.mines.solver import Hint, SolverError, hint
from game.core.session import GameIdError, Replay, Session
from game.core.settings import Settings
from game.core.stats import GameRecord, Stats, game_record
from game.core.storage import GAME, SETTINGS, STATS, Progress, parse_json_object
from game.gui.dialog import CustomDialog
from game.gui.front_base import Action, FrontBase
from game.gui.host import open_store, window_flags, window_room
from game.gui.mines.render import Renderer, Scene
from game.gui.sound import Sounds, effect_for
from game.gui.view_input import ViewInput
from game.options import Options
from game.ui.custom import CustomForm
from game.ui.effects import RGB, Burst
from game.ui.layout import Layout, Rect, board_room, contains, fitted
from game.ui.menu import Menu, Window
from game.ui.panels import main_menu, options_menu, stats_panel
from game.ui.pointer import LEFT, Pointer, click_move
from game.ui.ripple import Ripple
from game.ui.theme import load_themes
from game.ui.viewport import Point, Size, next_tile, preset_tile

TITLE = "Gridgames — Minesweeper"
GENERATION_BUDGET_SECONDS = 0.010  # of each frame, while a no-guess board is searched for
REPLAY_FAST = 8.0
SAVE_EVERY = 1.0  # seconds between saves of a game in progress, for its timer
NO_OPTIONS = Options()
_ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0),
           pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
_DIFFICULTY_KEYS = {pygame.K_1: "beginner", pygame.K_2: "intermediate", pygame.K_3: "expert"}
_ZOOM_KEYS = {pygame.K_EQUALS: 1, pygame.K_PLUS: 1, pygame.K_KP_PLUS: 1,
              pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1}
_GESTURES = {pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.FINGERDOWN}
_LETTER_ACTIONS = {pygame.K_g: "no_guess", pygame.K_q: "question_marks", pygame.K_h: "hint",
                   pygame.K_s: "stats", pygame.K_w: "replay", pygame.K_c: "copy_id",
                   pygame.K_v: "sound", pygame.K_t: "theme", pygame.K_o: "options",
                   pygame.K_a: "animations",
                   pygame.K_4: "custom",
                   pygame.K_F2: "new_game", pygame.K_r: "new_game",
                   pygame.K_TAB: "switch:sudoku"}


LONG_PRESS_SECONDS = 0.4
TOUCH_SLOP = 12  # logical pixels a finger may drift before a press stops being a tap


@dataclass
class Touch:
    """One finger on the board: a tap opens (or chords), a long still press flags."""

    finger: int
    start: tuple[int, int]
    cell: Cell | None  # None: the finger came down off the board, so it acts as a click
    began: float
    moved: bool = False
    fired: bool = False  # the long press already flagged


class Generation:
    """A no-guess layout being searched for across frames (no threads in the browser)."""

    def __init__(self, params: MinesParams, seed: int, first: Cell) -> None:
        self.first = first
        index = first[1] * params.width + first[0]
        self._steps: Generator[None, None, list[int]] = iter_no_guess_layout(
            params.width, params.height, params.mines, index, random.Random(seed))

    def advance(self, budget: float) -> list[int] | None:
        """Work for about ``budget`` seconds; the layout once found, else None."""
        deadline = time.perf_counter() + budget
        try:
            while time.perf_counter() < deadline:
                next(self._steps)
        except StopIteration as done:
            layout: list[int] = done.value
            return layout
        return None


class MinesApp(FrontBase):
    """One window, one session, and the UI state around it."""

    def __init__(self, options: Options = NO_OPTIONS, *,
                 clock: Callable[[], float] = time.monotonic,
                 progress: Progress | None = None) -> None:
        """Settings, statistics and the game in progress come back from ``progress``;
        the command line's choices (a board, a seed, a game ID) win over what was saved."""
        self.clock = clock
        self.progress = progress or Progress(open_store())
        saved = self.progress.load(SETTINGS, Settings.from_json) or Settings()
        self.settings = replace(saved, params=options.params(saved.params))
        self.stats = self.progress.load(STATS, _parse_stats) or Stats()
        self.last_record: GameRecord | None = None
        self.sounds = Sounds(muted=self.settings.muted)
        self.themes = load_themes()
        self.running = True
        self.switch_to: str | None = None  # another game's name, for the shell to open
        self.pointer = Pointer()
        self.panel: Menu | None = None
        self.dialog: CustomDialog | None = None
        self.hover: Cell | None = None
        self.cursor: Cell | None = None
        self.hint: Hint | None = None
        self.notice = ""  # a one-off footer message, cleared by the next move
        self.replay: Replay[MinesGame] | None = None
        self.generation: Generation | None = None
        self.ripple: Ripple | None = None
        self.burst: Burst | None = None
        self._replay_speed = 1.0
        self._next_replay_at = 0.0
        self._face_held = False
        self._new_game_on_release = False
        self._saved_at = 0.0
        self.flag_mode = False
        self.touch: Touch | None = None
        self._layout: Layout | None = None
        self.view_input = ViewInput(self)
        self._first_session(options.game_id, options.seed)

    @property
    def params(self) -> MinesParams:
        """The board the next new game gets (options apply from the next game)."""
        return self.settings.params

    @property
    def game_params(self) -> MinesParams:
        """The board being played now."""
        return self.session.position.params

    def _first_session(self, game_id: str | None, seed: int | None) -> None:
        """A shared board if asked for, else the saved game in progress, else a new one."""
        saved = None if game_id or seed is not None else self.progress.load(GAME, self._parse_save)
        if game_id:
            try:
                self.load_game(game_id)
            except GameIdError as error:
                self.new_game(seed=seed)
                self.notice = f"Bad game ID: {error}"
        elif saved is not None and not saved.finished:
            self.start_session(saved)
        else:
            self.new_game(seed=seed)
        if self.progress.problems:
            self.notice = self.progress.problems[0]

    def _parse_save(self, text: str) -> Session[MinesGame]:
        return Session.load(text, MINES, clock=self.clock)

    # ----- games --------------------------------------------------------------
    @property
    def board(self) -> Board:
        """The board on screen: the replay's while one runs, else the session's."""
        return (self.replay or self.session).position.board

    @property
    def layout(self) -> Layout:
        assert self._layout is not None, "the window opens in __init__"
        return self._layout

    def new_game(self, params: MinesParams | None = None, *, seed: int | None = None) -> None:
        if params is not None and params != self.params:
            self.update_settings(params=params)
        self.start_session(new_mines_session(self.params, clock=self.clock, seed=seed))

    def load_game(self, game_id: str) -> None:
        """Open the exact board a game ID describes; a bad ID raises ``GameIdError``."""
        self.start_session(Session(MINES, game_id, clock=self.clock))

    def start_session(self, session: Session[MinesGame]) -> None:
        self.session = session
        self._recorded = session.outcome is not None
        self.pointer.reset()
        self.cursor = self.panel = self.dialog = self.hint = self.replay = self.generation = None
        self.ripple = self.burst = None
        self.notice = ""
        params = session.position.params
        if self._layout is None or self._layout.board_size != (params.width, params.height):
            self._open_window(fitted(params.width, params.height, window_room(),
                                     self.settings.tile or None))
        self.renderer.invalidate()
        self._save_game()

    def _open_window(self, layout: Layout) -> None:
        """A window no larger than the screen: the board scrolls inside it if need be."""
        self._layout = layout
        screen = pygame.display.set_mode(layout.size, window_flags())
        pygame.display.set_caption(TITLE)
        self.renderer = Renderer(screen, layout, self.theme)

    # ----- the view (see game.gui.view_input) ----------------------------------------
    def show(self, layout: Layout) -> None:
        self._layout = layout
        self.renderer.set_layout(layout)

    def zoom(self, steps: int, anchor: Point | None = None) -> None:
        """Another tile size, remembered; the board under ``anchor`` stays put."""
        tile = next_tile(self.layout.tile, steps)
        self.update_settings(tile=tile)
        zoomed = self.layout.zoomed(tile, anchor or self.layout.cell_centre(self._middle()))
        size = fitted(zoomed.columns, zoomed.rows, window_room(), tile).size
        if size == zoomed.size:
            self.show(zoomed)
        else:  # the window grows or shrinks with a board it can show whole
            self._open_window(replace(zoomed, window=size))
        if self.panel is not None:
            self.open_options()

    def _middle(self) -> Cell:
        x0, y0, x1, y1 = self.layout.viewport.visible()
        return (x0 + x1) // 2, (y0 + y1) // 2

    def refit(self, size: Size) -> None:
        """The player resized the window: the same game, laid out in the new size."""
        layout = self.layout
        tile = self.settings.tile or preset_tile(layout.columns, layout.rows, board_room(size))
        self._open_window(Layout(layout.columns, layout.rows, tile, size, layout.offset))

    def cancel_press(self) -> None:
        self.pointer.reset()
        self.touch, self.hover = None, None

    def play(self, moves: list[Move]) -> None:
        """Play moves through the session; a no-guess first opening searches first."""
        for move in moves:
            if self._needs_generation(move):
                self.generation = Generation(self.game_params, self._seed(), (move.x, move.y))
                return
            self.hint, self.notice = None, ""
            was_finished = self.session.finished
            changed = self.session.play(move.text())
            self.renderer.mark(changed)
            if self.settings.animations:
                self._animate(move, changed)
            if not was_finished:
                self.sounds.play(effect_for(move.kind, changed, self.session.status))
        self._record_if_ended()
        self._save_game()

    def _save_game(self) -> None:
        """After every change, so a reload or a crash loses nothing."""
        self.progress.save(GAME, self.session.save())
        self._saved_at = self.clock()

    def _save_while_playing(self) -> None:
        """A tab closes without warning: keep the saved timer within a second."""
        if self.session.status == "playing" and self.clock() - self._saved_at >= SAVE_EVERY:
            self._save_game()

    def _needs_generation(self, move: Move) -> bool:
        board = self.board
        return (self.game_params.no_guess and move.kind == "O" and not board.started
                and board.in_bounds(move.x, move.y) and board.view(move.x, move.y) in "#?")

    def _seed(self) -> int:
        seed = self.session.position.origin.seed
        assert seed is not None, "an unstarted game always has a seed"
        return seed

    def _finish_generation(self, layout: list[int]) -> None:
        """Swap in the found layout, keep marks placed meanwhile, and open the first cell."""
        assert self.generation is not None
        first, marks, cursor = self.generation.first, self.session.moves, self.cursor
        game_id = MinesId(self.game_params, layout=frozenset(layout)).text()
        self.start_session(Session(MINES, game_id, clock=self.clock))
        self.cursor = cursor
        for mark in marks:
            self.session.play(mark)
        self.play([Move("O", *first)])

    def _record_if_ended(self) -> None:
        """Statistics count how a game first ended, once, even if it is undone later."""
        if self._recorded or self.session.outcome is None:
            return
        self._recorded = True
        self.last_record = game_record(self.session)
        if self.last_record is not None:
            self.stats.add(self.last_record)
            self.progress.save(STATS, json.dumps(self.stats.to_dict()))

    # ----- one frame -------------------------------------------------------------
    def draw(self) -> list[Rect]:
        return self.renderer.draw(self.scene())

    def advance(self) -> None:
        self._check_long_press()
        self._save_while_playing()
        if self.generation is not None:
            try:
                layout = self.generation.advance(GENERATION_BUDGET_SECONDS)
            except GenerationError as error:
                self.generation, self.notice = None, f"No no-guess board: {error}"
                return
            if layout is not None:
                self._finish_generation(layout)
        elif self.replay is not None and not self.replay.done:
            self._advance_replay()

    def _animate(self, move: Move, changed: Collection[Cell]) -> None:
        """The ripple of what the move changed, and sparks or confetti if it ended the game."""
        now = self.clock()
        self.ripple = Ripple.spread((move.x, move.y), changed, now)
        rng = random.Random(self.session.game_id)
        if self.session.status == "lost":
            exploded = next((c for c in changed if self.board.view(*c) == "!"), (move.x, move.y))
            self.burst = Burst.explosion(self.layout.cell_centre(exploded), now, rng)
        elif self.session.status == "won":
            self.burst = Burst.confetti(self.layout.board, now, rng)

    def _particles(self) -> list[tuple[Rect, RGB]]:
        if self.burst is None:
            return []
        squares = self.burst.squares(self.clock())
        if not squares:
            self.burst = None
        return squares

    def _waiting_cells(self) -> set[Cell]:
        """Cells a ripple has not reached yet; the ripple ends once it has reached all."""
        if self.ripple is None:
            return set()
        now = self.clock()
        if self.ripple.done(now):
            self.ripple = None
            return set()
        return self.ripple.waiting(now)

    def scene(self) -> Scene:
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
            waiting=self._waiting_cells(),
            particles=self._particles(),
        )

    def _pressed_cells(self) -> set[Cell]:
        touch = self.touch
        if touch is not None and touch.cell is not None and not (touch.moved or touch.fired):
            return {touch.cell} if self.board.view(*touch.cell) in "#?" else set()
        return self.pointer.pressed_cells(self.hover, self.board)

    def _face(self, *, pressing: bool) -> str:
        """Sunglasses or crosses at the end, else "oh" while a cell is held down."""
        status = self.board.status
        if status in ("won", "lost"):
            return "win" if status == "won" else "lose"
        if self._face_held:
            return "smile_pressed"
        return "oh" if pressing else "smile"

    def _footer(self) -> str:
        if self.generation is not None:
            return "Generating a no-guess board…"
        if self.replay is not None:
            speed = "fast" if self._replay_speed > 1 else "real speed"
            return f"Replay {self.replay.index}/{len(self.replay.events)} ({speed}) · Space · Esc"
        if self.notice:
            return self.notice
        seconds = f"{self.session.elapsed_ms() // 10 / 100:.2f} s"  # cut, as statistics do
        status = self.session.status
        if status == "won":
            return f"You win! {seconds} · click to play again"
        if status == "lost":
            return f"Game over · {seconds} · Ctrl+Z to undo"
        if status == "ready":
            return "Click a cell to start · M menu"
        return "H hint · Ctrl+Z undo · M menu"

    # ----- input -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in _GESTURES:
            self.sounds.unlock()
        if event.type == pygame.QUIT:
            self.running = False
        elif self.panel is None and self.dialog is None and self.view_input.handle(event):
            return
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED):
            self.view_input.handle(event)  # under a menu too
        elif getattr(event, "touch", False):
            return  # SDL's mouse copy of a finger: the finger events below act instead
        elif event.type == pygame.FINGERDOWN:
            self._finger_down(event)
        elif event.type == pygame.FINGERMOTION:
            self._finger_motion(event)
        elif event.type == pygame.FINGERUP:
            self._finger_up(event)
        elif event.type == pygame.MOUSEMOTION:
            self._pointer_moved(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button <= 3:
            self._button_down(event.button, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button <= 3:
            self._button_up(event.button, event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key, event.mod, getattr(event, "unicode", ""))

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        self.hover = self.layout.cell_at(pos)
        if self.panel is not None:
            self.panel.highlighted = self.panel.item_at(self.layout, pos)

    def _button_down(self, button: int, pos: tuple[int, int]) -> None:
        self._pointer_moved(pos)
        if self.dialog is not None:
            self._dialog_done(self.dialog.click(pos))
        elif self.panel is not None:
            self.panel_click(pos)
        elif contains(self.layout.face, pos):
            self._face_held = button == LEFT
        elif contains(self.layout.menu_button, pos):
            self.open_menu()
        elif contains(self.layout.hint_button, pos):
            self.activate("hint")
        elif contains(self.layout.flag_toggle, pos):
            self.flag_mode = not self.flag_mode
        elif self.replay is not None or self.generation is not None:
            return
        elif self.board.finished:
            self._new_game_on_release = self.hover is not None and button == LEFT
        else:
            self.play(self.pointer.press(button, self.hover))

    def _button_up(self, button: int, pos: tuple[int, int]) -> None:
        self._pointer_moved(pos)
        if self._face_held:
            self._face_held = False
            if contains(self.layout.face, pos):
                self.new_game()
        elif self._new_game_on_release:
            self._new_game_on_release = False
            if self.hover is not None:
                self.new_game()
        elif self.replay is None and self.generation is None:
            self.play([self._flag_if_flag_mode(move)
                       for move in self.pointer.release(button, self.hover, self.board)])

    def _flag_if_flag_mode(self, move: Move) -> Move:
        return Move("F", move.x, move.y) if self.flag_mode and move.kind == "O" else move

    # ----- touch ----------------------------------------------------------------------
    def _finger_pos(self, event: pygame.event.Event) -> tuple[int, int]:
        """SDL gives fingers as fractions of the window; the layout works in pixels."""
        width, height = self.layout.size
        return int(event.x * width), int(event.y * height)

    def _finger_down(self, event: pygame.event.Event) -> None:
        if self.touch is not None:
            return  # one finger plays; a second one is ignored
        pos = self._finger_pos(event)
        self.hover = cell = self.layout.cell_at(pos)
        on_board = cell is not None and self.panel is None and self.replay is None
        if on_board and not self.board.finished and self.generation is None:
            self.touch = Touch(event.finger_id, pos, cell, self.clock())
        else:
            self.touch = Touch(event.finger_id, pos, None, self.clock())
            self._button_down(LEFT, pos)

    def _finger_motion(self, event: pygame.event.Event) -> None:
        touch = self.touch
        if touch is None or touch.finger != event.finger_id:
            return
        x, y = self._finger_pos(event)
        if abs(x - touch.start[0]) + abs(y - touch.start[1]) > TOUCH_SLOP:
            touch.moved = True
        if touch.cell is None:
            self._pointer_moved((x, y))

    def _finger_up(self, event: pygame.event.Event) -> None:
        touch, self.touch = self.touch, None
        if touch is None or touch.finger != event.finger_id:
            self.touch = touch
            return
        if touch.cell is None:
            self._button_up(LEFT, self._finger_pos(event))
        elif not (touch.moved or touch.fired):
            tap = Move("F", *touch.cell) if self.flag_mode else click_move(self.board, touch.cell)
            self.play([tap])
        self.hover = None  # a finger leaves no hover behind

    def _check_long_press(self) -> None:
        touch = self.touch
        if touch is None or touch.cell is None or touch.moved or touch.fired:
            return
        if self.clock() - touch.began >= LONG_PRESS_SECONDS:
            touch.fired = True
            if self.board.view(*touch.cell) in "#?F":
                self.play([Move("F", *touch.cell)])

    def _key(self, key: int, mod: int, text: str = "") -> None:
        if self.dialog is not None:
            self._dialog_done(self.dialog.key(key, text))
        elif mod & pygame.KMOD_CTRL:
            self._control_key(key, mod)
        elif self.panel is not None:
            self.panel_key(key)
        elif self.replay is not None:
            self._replay_key(key)
        elif key in _ARROWS:
            self._move_cursor(*_ARROWS[key])
        elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self._cursor_click()
        elif key == pygame.K_f and self.cursor is not None:
            self.play([Move("F", *self.cursor)])
        else:
            self._shortcut(key)

    def _control_key(self, key: int, mod: int) -> None:
        if key in _ZOOM_KEYS:
            self.zoom(_ZOOM_KEYS[key])
        else:
            self.undo_key(key, mod)

    def _shortcut(self, key: int) -> None:
        """Keys that work the same whether or not a panel is open."""
        if key in _DIFFICULTY_KEYS:
            self.activate(f"difficulty:{_DIFFICULTY_KEYS[key]}")
        elif key in _LETTER_ACTIONS:
            self.activate(_LETTER_ACTIONS[key])
        elif key in (pygame.K_m, pygame.K_ESCAPE):
            self.toggle_menu()

    def _move_cursor(self, dx: int, dy: int) -> None:
        columns, rows = self.layout.columns, self.layout.rows
        x, y = self.cursor if self.cursor is not None else (columns // 2 - dx, rows // 2 - dy)
        self.cursor = (min(max(x + dx, 0), columns - 1), min(max(y + dy, 0), rows - 1))
        self.show(self.layout.following(self.cursor))

    def _cursor_click(self) -> None:
        if self.board.finished:
            self.new_game()
        elif self.cursor is None:
            self._move_cursor(0, 0)
        else:
            self.play([click_move(self.board, self.cursor)])

    # ----- panels and actions ----------------------------------------------------------
    def panel_window(self) -> Window:
        return self.layout

    def reopen_window(self) -> None:
        self._open_window(self.layout)

    def current_game_id(self) -> str | None:
        return self.session.game_id

    def panel_shortcut(self, key: int) -> None:
        self._shortcut(key)

    def open_menu(self) -> None:
        self.pointer.reset()
        self.panel = main_menu(finished=self.session.finished, game_id=self.session.game_id)

    def open_options(self) -> None:
        self.panel = options_menu(self.settings, self.theme.label)

    def own_actions(self) -> dict[str, Action]:
        return {
            "difficulty": lambda name: self.new_game(self._sized(*PRESETS[name])),
            "no_guess": lambda _: self._toggle_option(no_guess=not self.params.no_guess),
            "question_marks": lambda _: self._toggle_option(
                question_marks=not self.params.question_marks),
            "new_game": lambda _: self.new_game(),
            "undo": lambda _: self._step_line(self.session.undo),
            "redo": lambda _: self._step_line(self.session.redo),
            "hint": lambda _: self.show_hint(),
            "stats": lambda _: self._show_stats(),
            "replay": lambda _: self.start_replay(),
            "custom": lambda _: self.open_custom(),
            "zoom": lambda steps: self.zoom(int(steps)),
        }

    def open_custom(self) -> None:
        params = self.params
        self.panel = None
        self.dialog = CustomDialog(CustomForm.of(params.width, params.height, params.mines),
                                   self.layout)

    def _dialog_done(self, result: str | None) -> None:
        """Start the custom board the form holds, or just close the dialog."""
        if result is None or self.dialog is None:
            return
        numbers = self.dialog.form.numbers()
        self.dialog = None
        if result == "start" and numbers is not None:
            self.new_game(self._sized(*numbers))

    def _sized(self, width: int, height: int, mines: int) -> MinesParams:
        return replace(self.params, width=width, height=height, mines=mines)

    def _toggle_option(self, **option: bool) -> None:
        """Options shape a board, so they apply from the next game (the menu stays open)."""
        self.update_settings(params=replace(self.params, **option))
        if not self.session.moves:
            self.new_game()
        self.open_options()

    def _step_line(self, step: Callable[[], Collection[Cell]]) -> None:
        """Undo or redo, unless a replay or a board search owns the screen."""
        if self.replay is None and self.generation is None:
            self.panel = self.hint = None
            self.renderer.mark(step())
            self._save_game()

    def show_hint(self) -> None:
        """Point at a provably safe cell and its proof, or else the least risky one."""
        self.panel = None
        if self.session.status != "playing":
            self.notice = "The first click is always safe" if self.session.status == "ready" else ""
            return
        try:
            self.hint = hint(self.board.to_text(), self.board.mines)
        except SolverError as error:
            self.notice = f"No hint: {error}"
            return
        self.session.note_hint()
        if self.hint.safe:
            self.notice = "Safe cell: the outlined numbers prove it"
        else:
            self.notice = f"Hint: no safe cell; this one is {self.hint.probability:.0%} a mine"

    def _show_stats(self) -> None:
        self.panel = stats_panel(self.stats, self.game_params, self.last_record)

    def start_replay(self) -> None:
        self.panel = None
        if not self.session.finished:
            self.notice = "Replays are for finished games"
            return
        self.replay = self.session.replay()
        self._replay_speed = 1.0
        self._next_replay_at = self.clock() + self.replay.delay_ms() / 1000
        self.renderer.invalidate()

    def _advance_replay(self) -> None:
        assert self.replay is not None
        while not self.replay.done and self.clock() >= self._next_replay_at:
            self.renderer.mark(self.replay.step())
            self._next_replay_at += self.replay.delay_ms() / 1000 / self._replay_speed

    def _replay_key(self, key: int) -> None:
        if key == pygame.K_SPACE:
            self._replay_speed = 1.0 if self._replay_speed > 1 else REPLAY_FAST
            self._next_replay_at = self.clock()
        elif key in (pygame.K_ESCAPE, pygame.K_m):
            self.replay = None
            self.renderer.invalidate()



def _parse_stats(text: str) -> Stats:
    return Stats.from_dict(parse_json_object(text))
