"""Minesweeper's pygame-ce window: the session, what each frame shows, the menus.

Moves are played through the session (the "midend": undo, redo, timing,
statistics); input arrives through the hooks of :class:`~game.gui.mines.input.MinesInput`.
Every screen (menu, statistics, replay, game over) is a state of this object,
drawn by the one loop in :mod:`game.gui.shell`.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Collection
from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.games import MINES, MinesGame, new_mines_session
from game.core.mines.board import Board, Cell
from game.core.mines.game_id import PRESETS, MinesId, MinesParams
from game.core.mines.generate import GenerationError
from game.core.mines.moves import Move
from game.core.mines.solver import Hint, SolverError, hint
from game.core.session import GameIdError, Replay, Session
from game.core.settings import Settings
from game.core.stats import GameRecord, Stats, game_record
from game.core.storage import GAME, SETTINGS, STATS, Progress, parse_json_object
from game.gui.dialog import CustomDialog
from game.gui.front_base import Action
from game.gui.host import open_store, window_room
from game.gui.mines.input import MinesInput
from game.gui.mines.render import Renderer, Scene
from game.gui.sound import Sounds, effect_for
from game.gui.view_input import ViewInput
from game.options import NO_OPTIONS, Options
from game.ui.custom import CustomForm
from game.ui.effects import RGB, Burst
from game.ui.layout import Layout, Rect, board_room, fitted
from game.ui.menu import Menu
from game.ui.mines.generation import Generation
from game.ui.mines.keys import MINES_KEYS
from game.ui.panels import main_menu, options_menu, stats_panel
from game.ui.pointer import Pointer
from game.ui.replay_player import ReplayPlayer
from game.ui.ripple import Ripple
from game.ui.theme import load_themes
from game.ui.touch import LONG_PRESS_SECONDS, Touch
from game.ui.viewport import Point, Size, next_tile, preset_tile

if TYPE_CHECKING:
    from pygame.event import Event

__all__ = ["LONG_PRESS_SECONDS", "MinesApp"]

GENERATION_BUDGET_SECONDS = 0.010  # of each frame, while a no-guess board is searched for
SAVE_EVERY = 1.0  # seconds between saves of a game in progress, for its timer


class MinesApp(MinesInput):
    """One window, one session, and the UI state around it."""

    game_name = "mines"
    caption = "Gridgames — Minesweeper"
    bindings = MINES_KEYS

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
        self.hover = self.cursor = None
        self.hint: Hint | None = None
        self.notice = ""  # a one-off footer message, cleared by the next move
        self.player: ReplayPlayer[MinesGame] | None = None
        self.generation: Generation | None = None
        self.ripple: Ripple | None = None
        self.burst: Burst | None = None
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
    def replay(self) -> Replay[MinesGame] | None:
        """The finished game being watched again, if any."""
        return None if self.player is None else self.player.replay

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
        self.cursor = self.panel = self.dialog = self.hint = self.player = self.generation = None
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
        self.renderer = Renderer(self.open_screen(layout.size), layout, self.theme)

    # ----- the view (see game.gui.view_input) ----------------------------------------
    def handle(self, event: Event) -> None:
        """Drags, the wheel, pinches and resizes move the view; the rest is play."""
        over_board = self.panel is None and self.dialog is None
        if not self.view_input.handle(event, over_board=over_board):
            super().handle(event)

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

    def move_cursor(self, step: str) -> None:
        """The view follows the keyboard cursor."""
        super().move_cursor(step)
        if self.cursor is not None:
            self.show(self.layout.following(self.cursor))

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
        self.check_long_press()
        self._save_while_playing()
        if self.generation is not None:
            try:
                layout = self.generation.advance(GENERATION_BUDGET_SECONDS)
            except GenerationError as error:
                self.generation, self.notice = None, f"No no-guess board: {error}"
                return
            if layout is not None:
                self._finish_generation(layout)
        elif self.player is not None:
            for changed in self.player.due():
                self.renderer.mark(changed)

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
            return "Generating a no-guess board…"
        if self.player is not None:
            return self.player.footer()
        if self.notice:
            return self.notice
        seconds = f"{self.session.elapsed_ms() // 10 / 100:.2f} s"  # cut, as statistics do
        status = self.session.status
        if status == "won":
            return f"You win! {seconds} · click to play again"
        if status == "lost":
            return f"Game over · {seconds} · {self.shortcut('undo')} to undo"
        menu = f"{self.shortcut('toggle_menu')} menu"
        if status == "ready":
            return f"Click a cell to start · {menu}"
        return f"{self.shortcut('hint')} hint · {self.shortcut('undo')} undo · {menu}"

    # ----- panels and actions ----------------------------------------------------------
    def panel_window(self) -> Layout:
        return self.layout

    def reopen_window(self) -> None:
        self._open_window(self.layout)

    def current_game_id(self) -> str | None:
        return self.session.game_id

    def open_menu(self) -> None:
        self.pointer.reset()
        self.panel = main_menu(finished=self.session.finished, game_id=self.session.game_id,
                               game=self.game_name)

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
            "cursor_press": lambda _: self.cursor_press(),
            "cursor_flag": lambda _: self.cursor_flag(),
        }

    def open_custom(self) -> None:
        params = self.params
        self.panel = None
        self.dialog = CustomDialog(CustomForm.of(params.width, params.height, params.mines),
                                   self.layout)

    def dialog_done(self, result: str | None) -> None:
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
        self.player = ReplayPlayer(self.session.replay(), self.clock)
        self.renderer.invalidate()

    def stop_replay(self) -> None:
        self.player = None
        self.renderer.invalidate()


def _parse_stats(text: str) -> Stats:
    return Stats.from_dict(parse_json_object(text))
