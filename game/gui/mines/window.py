"""Minesweeper's pygame-ce window: the session, what each frame shows, the menus.

Moves are played through the session (the "midend": undo, redo, timing,
statistics); input arrives through the hooks of :class:`~game.gui.mines.input.MinesInput`.
Every screen (menu, statistics, replay, game over) is a state of this object,
drawn by the one loop in :mod:`game.gui.shell`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from datetime import date

from game.core.mines.advice import Advisor
from game.core.mines.board import Board
from game.core.mines.game import MINES, MinesGame, new_mines_session
from game.core.mines.game_id import MinesParams
from game.core.mines.generate import GenerationError
from game.core.mines.moves import Move
from game.core.mines.replays import session_record
from game.core.mines.solver import Hint
from game.core.session import GameIdError, Session
from game.core.stats import BEST_TIME, GameRecord, load_stats, record_game
from game.core.storage import GAME, Progress
from game.gui.mines.render import Renderer
from game.gui.mines.scene import MinesScene
from game.gui.sound import Sounds, effect_for
from game.gui.view_input import ViewInput
from game.i18n import N_, _
from game.options import NO_OPTIONS, Options
from game.ui.layout import Layout, Rect
from game.ui.mines.animation import Animation
from game.ui.mines.generation import Generation
from game.ui.mines.keys import MINES_KEYS
from game.ui.mines.pointer import Pointer
from game.ui.mines.replay_player import ReplayPlayer
from game.ui.mines.touch import LONG_PRESS_SECONDS, Touch
from game.ui.panels import record_notice

__all__ = ["LONG_PRESS_SECONDS", "MinesApp"]

GENERATION_BUDGET_SECONDS = 0.010  # of each frame, while a no-guess board is searched for
SAVE_EVERY = 1.0  # seconds between saves of a game in progress, for its timer


class MinesApp(MinesScene):
    """One window, one session, and the UI state around it."""

    game_name = "mines"
    caption = N_("Gridgames — Minesweeper")
    bindings = MINES_KEYS

    def __init__(self, options: Options = NO_OPTIONS, *,
                 clock: Callable[[], float] = time.monotonic,
                 progress: Progress | None = None) -> None:
        """Settings, statistics and the game in progress come back from ``progress``;
        the command line's choices (a board, a seed, a game ID) win over what was saved."""
        saved = self.start_window(clock, progress)
        self.settings = replace(saved, params=options.params(saved.params))
        self.stats = load_stats(self.progress)
        self.last_record: GameRecord | None = None
        self.sounds = Sounds(muted=self.settings.muted)
        self.pointer = Pointer()
        self.dialog = None
        self.hover = self.cursor = None
        self.mouse: tuple[int, int] | None = None  # where the mouse was last seen
        self.hint: Hint | None = None
        self.advisor = Advisor()
        self.player: ReplayPlayer | None = None
        self.daily_day: date | None = None  # the day of the daily board being played
        self.generation: Generation | None = None
        self.animation = Animation()
        self._saved_at = 0.0
        self.flag_mode = False
        self.touch: Touch | None = None
        self._layout: Layout | None = None
        self.view_input = ViewInput(self)
        self._first_session(options)
        if options.video is not None:
            self.watch_video(options.video)

    @property
    def params(self) -> MinesParams:
        """The board the next new game gets (options apply from the next game)."""
        return self.settings.params

    @property
    def game_params(self) -> MinesParams:
        """The board being played now."""
        return self.session.position.params

    def _first_session(self, options: Options) -> None:
        """A shared board if asked for, else the saved game in progress (unless the command
        line chose a seed, or another board or mode), else a new one."""
        game_id, seed = options.game_id, options.seed
        saved = None if game_id or seed is not None else self.progress.load(GAME, self._parse_save)
        chosen = options.board is not None or options.no_guess is not None
        if saved is not None and chosen and saved.position.params != self.params:
            saved = None  # the command line asked for another board: it wins
        if game_id:
            try:
                self.load_game(game_id)
            except GameIdError as error:
                self.new_game(seed=seed)
                self.notice = _("Bad game ID: {reason}").format(reason=error)
        elif saved is not None and not saved.finished:
            self.start_session(saved)
            self.resume_daily()
        else:
            self.new_game(seed=seed)
        self.show_problems()

    def _parse_save(self, text: str) -> Session[MinesGame]:
        return Session.load(text, MINES, clock=self.clock)

    # ----- games --------------------------------------------------------------
    @property
    def board(self) -> Board:
        """The board on screen: the replay's while one runs, else the session's."""
        return self.session.position.board if self.player is None else self.player.board

    @property
    def layout(self) -> Layout:
        assert self._layout is not None, "the window opens in __init__"
        return self._layout

    def new_game(self, params: MinesParams | None = None, *, seed: int | None = None) -> None:
        if params is not None and params != self.params:
            self.update_settings(params=params)
        self.daily_day = None
        self.start_session(new_mines_session(self.params, clock=self.clock, seed=seed))

    def load_game(self, game_id: str) -> None:
        """Open the exact board a game ID describes; a bad ID raises ``GameIdError``."""
        self.daily_day = None
        self.start_session(Session(MINES, game_id, clock=self.clock))

    def start_session(self, session: Session[MinesGame]) -> None:
        self.session = session
        self._recorded = session.outcome is not None
        self.notice = ""
        params = session.position.params
        self.fit_window(params.width, params.height)
        self._forget_cells()
        self.renderer.invalidate()
        self.save_game()
        self.remember_daily()  # a daily's board found: its ID is the one saved now

    def _forget_cells(self) -> None:
        """A new game: drop every piece of UI state that names a cell of the old board
        (the next board may be smaller); the hover is the mouse's cell on the new one."""
        self.pointer.reset()
        self.touch = None
        self.cursor = self.hint = None
        self.animation = Animation()
        self.panel = self.dialog = self.player = self.generation = None
        self.hover = None if self.mouse is None else self.layout.cell_at(self.mouse)

    def open_window(self, layout: Layout) -> None:
        """A window no larger than the screen: the board scrolls inside it if need be."""
        self._layout = layout
        self.renderer = Renderer(self.open_screen(layout.size), layout, self.theme)

    def play(self, moves: list[Move]) -> None:
        """Play moves through the session; a no-guess first opening searches first."""
        for move in moves:
            search = Generation.wanted(self.session.position, move)
            if search is not None:  # marks placed while it runs keep it going
                self.generation = search
                return
            self.hint, self.notice = None, ""
            was_finished = self.session.finished
            changed = self.session.play(move.text())
            self.renderer.mark(changed)
            if self.settings.animations:
                self.animation.start((move.x, move.y), changed, self.board, self.layout,
                                     self.clock(), self.session.game_id)
            if not was_finished:
                self.sounds.play(effect_for(move.kind, changed, self.session.status))
        self._record_if_ended()
        self.save_game()

    def save_game(self) -> None:
        """After every change, so a reload or a crash loses nothing."""
        self.progress.save(GAME, self.session.save())
        self._saved_at = self.clock()

    def _save_while_playing(self) -> None:
        """A tab closes without warning: keep the saved timer within a second."""
        if self.session.status == "playing" and self.clock() - self._saved_at >= SAVE_EVERY:
            self.save_game()

    def _finish_generation(self, layout: list[int]) -> None:
        """Swap in the found layout, keep marks placed meanwhile, and open the first cell."""
        assert self.generation is not None
        first, marks, cursor = self.generation.first, self.session.moves, self.cursor
        self.start_session(Session(MINES, self.generation.game_id(layout), clock=self.clock))
        self.cursor = cursor
        for mark in marks:
            self.session.play(mark)
        self.play([Move("O", *first)])

    def _record_if_ended(self) -> None:
        """Statistics count how a game first ended, once, even if it is undone later."""
        if self._recorded or self.session.outcome is None:
            return
        self._recorded = True
        record = self.last_record = session_record(self.session, self.today().isoformat())
        if record is not None:
            self.stats, bests = record_game(self.progress, self.stats, record)
            tally = self.stats.tally(record.difficulty, record.mode)
            self.notice = record_notice(record, bests, tally.time_rank(record))
            if BEST_TIME in bests and len(tally.best_times) > 1:  # an earlier best beaten
                self.show_new_record(record)
            if self.daily_day is not None:
                self.finish_daily(record)

    # ----- one frame -------------------------------------------------------------
    def draw(self) -> list[Rect]:
        scene = self.scene()
        self.fit_footer(self.renderer.footer_lines(scene.footer))
        return self.renderer.draw(scene)

    def advance(self) -> None:
        self.check_long_press()
        self.take_replay_file()
        self._save_while_playing()
        if self.generation is not None:
            try:
                layout = self.generation.advance(GENERATION_BUDGET_SECONDS)
            except GenerationError as error:
                self.generation, self.notice = None, _("No no-guess board: {reason}").format(
                    reason=error)
                return
            if layout is not None:
                self._finish_generation(layout)
        elif self.player is not None:
            self.renderer.mark(self.player.advance())
        else:
            self.advance_solver()

    # ----- panels and actions ----------------------------------------------------------
    def panel_window(self) -> Layout:
        return self.layout

    def reopen_window(self) -> None:
        self.open_window(self.layout)

    def current_game_id(self) -> str | None:
        return self.session.game_id

