"""Minesweeper's front in the generic window: the session and the UI state around it.

Moves are played through the session (the "midend": undo, redo, timing, statistics).
The window (:class:`~game.gui.window.Window`) holds this front; the front holds its
collaborators, each a small object with one concern: :class:`MinesInput` (what a press,
a finger or a key means), :class:`MinesCommands` (what its menu items and keys do),
:class:`MinesView` (scrolling, zoom, fitting), :class:`MinesSolve` (the auto-player),
:class:`MinesDaily` (the daily board), :class:`MinesReplays` (watching and reviewing a
replay), :class:`MinesKept` (the replays kept), :class:`MinesRecords` (a finished game's
statistics), :class:`MinesSaving` (the game saved and brought back), :class:`MinesSearch`
(a board searched for across frames) and :class:`MinesPicture` (what a frame shows).
Every screen (menu, statistics, replay, game over) is a state of this object, drawn by
the one loop in :mod:`game.gui.shell`.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from game.core.cells import Cell
from game.core.mines.advice import Advisor
from game.core.mines.board import Board
from game.core.mines.game import MINES, MINES_SETTINGS, MinesGame, MinesOptions, new_mines_session
from game.core.mines.game_id import MinesParams
from game.core.mines.moves import Move
from game.core.mines.replays import Video
from game.core.mines.replays.link import is_link
from game.core.mines.solver import Hint
from game.core.session import Session
from game.gui import host
from game.gui.dialog import AnyDialog
from game.gui.mines.actions import MinesCommands
from game.gui.mines.daily import MinesDaily
from game.gui.mines.input import MinesInput
from game.gui.mines.kept import MinesKept
from game.gui.mines.picture import MinesPicture
from game.gui.mines.records import MinesRecords
from game.gui.mines.render import Renderer, Scene
from game.gui.mines.replays import MinesReplays
from game.gui.mines.saving import MinesSaving
from game.gui.mines.search import MinesSearch
from game.gui.mines.solve import MinesSolve
from game.gui.mines.view import MinesView
from game.gui.sound import effect_for
from game.gui.window import Window
from game.i18n import N_
from game.options import Options
from game.ui.help import Section
from game.ui.input import FileDrop, Input
from game.ui.layout import Layout, Rect
from game.ui.mines.animation import Animation
from game.ui.mines.generation import Generation
from game.ui.mines.keys import MINES_KEYS, REPLAY_KEYS
from game.ui.mines.panels import main_menu, mines_sections
from game.ui.mines.pointer import Pointer
from game.ui.mines.replay_player import ReplayPlayer, SessionTally
from game.ui.mines.touch import LONG_PRESS_SECONDS, Touch
from game.ui.panels import kept_panel

__all__ = ["LONG_PRESS_SECONDS", "MinesFront"]

# Of each frame, while a board is searched for or counted: a whole 60th of a second, so the
# waiting window still draws some 30 times a second (its frames take up to ~45 ms of CPU with
# the search's longest step) while the search has most of the time (bench.big_click).
GENERATION_BUDGET_SECONDS = host.FRAME_SECONDS


class MinesFront:
    """One session and the UI state around it, in the window that holds it."""

    name = "mines"
    caption = N_("Gridgames — Minesweeper")
    bindings = MINES_KEYS

    def __init__(self, window: Window[Any], options: Options) -> None:
        """Statistics and the game in progress come back from the window's progress; the
        command line's choices (a board, a seed, a game ID) win over what was saved."""
        self.window = window
        asked = options.own_as(MinesOptions)
        window.settings = window.settings.with_section(
            MINES_SETTINGS, asked.params(window.settings.of(MINES_SETTINGS)))
        self.pointer = Pointer()
        self.hover: Cell | None = None
        self.cursor: Cell | None = None
        self.mouse: tuple[int, int] | None = None  # where the mouse was last seen
        self.hint: Hint | None = None
        self.advisor = Advisor()
        self.player: ReplayPlayer | None = None
        self.daily_day: date | None = None  # the day of the daily board being played
        self.from_id = False  # the board came from a game ID: ranked apart
        self.generation: Generation | None = None
        self.animation = Animation()
        self.flag_mode = False
        self.scrubbing = False  # the pointer drags along a replay's timeline bar
        self.replay_note = ""  # what the footer adds while a replay plays (a link's contents)
        self.touch: Touch | None = None
        self.shown: Layout | None = None  # None until the window opens
        self.input = MinesInput(self)
        self.commands = MinesCommands(self)
        self.view = MinesView(self)
        self.solver = MinesSolve(self)
        self.daily = MinesDaily(self)
        self.replays = MinesReplays(self, self.view)
        self.kept = MinesKept(self, self.replays)
        self.records = MinesRecords(self, self.kept, self.daily)
        self.saving = MinesSaving(self, self.daily)
        self.picture = MinesPicture(self, self.input, self.daily)
        self.search = MinesSearch(self)
        # whose action_<name> methods the window runs, the front's own first
        self.actors = (self, self.commands, self.daily, self.view, self.input, self.solver,
                       self.replays, self.kept)
        self.saving.first_session(options, asked)
        if isinstance(options.own, Video):  # ``gridgames replay watch``
            self.replays.watch_video(options.own)
        elif options.game_id is not None and is_link(options.game_id):  # a replay link
            self.replays.watch_link(options.game_id)

    @property
    def params(self) -> MinesParams:
        """The board the next new game gets (options apply from the next game)."""
        return self.window.settings.of(MINES_SETTINGS)

    @property
    def game_params(self) -> MinesParams:
        """The board being played now."""
        return self.session.position.params

    # ----- games --------------------------------------------------------------
    @property
    def board(self) -> Board:
        """The board on screen: the replay's while one runs, else the session's."""
        return self.session.position.board if self.player is None else self.player.board

    @property
    def layout(self) -> Layout:
        assert self.shown is not None, "the window opens in __init__"
        return self.shown

    def new_game(self, params: MinesParams | None = None, *, seed: int | None = None) -> None:
        self.records.finish_counting()  # while the game that ended is still the daily's
        if params is not None and params != self.params:
            self.window.update_section(MINES_SETTINGS, params)
        self.daily_day, self.from_id = None, False
        self.start_session(new_mines_session(self.params, clock=self.window.clock, seed=seed))

    def load_game(self, game_id: str) -> None:
        """Open the exact board a game ID describes, or watch a replay link's game; a bad
        ID raises ``GameIdError``."""
        if is_link(game_id):
            self.replays.watch_link(game_id)
            return
        self.records.finish_counting()
        self.daily_day, self.from_id = None, True
        self.start_session(Session(MINES, game_id, clock=self.window.clock))

    def start_session(self, session: Session[MinesGame]) -> None:
        self.records.finish_counting()
        self.session = session
        self.tally = SessionTally(session.base_id)  # the live counters of its events
        self.records.recorded = session.outcome is not None
        self.window.notice = ""
        self.player = None  # a replay watched ends: the window fits the game without its band
        params = session.position.params
        self.view.fit_window(params.width, params.height)
        self._forget_cells()
        self.renderer.invalidate()
        self.saving.save_position()
        self.daily.remember_daily()  # a daily's board found: its ID is the one saved now

    def _forget_cells(self) -> None:
        """A new game: drop every piece of UI state that names a cell of the old board
        (the next board may be smaller); the hover is the mouse's cell on the new one."""
        self.pointer.reset()
        self.touch = None
        self.cursor = self.hint = None
        self.animation = Animation()
        self.window.panel = self.window.dialog = self.player = self.generation = None
        self.hover = None if self.mouse is None else self.layout.cell_at(self.mouse)

    def open_window(self, layout: Layout) -> None:
        """A window no larger than the screen: the board scrolls inside it if need be."""
        self.shown = layout
        self.renderer = Renderer(self.window.open_screen(layout.size, self.caption), layout,
                                 self.window.theme)

    def show(self, layout: Layout) -> None:
        """Scroll to (or zoom into) another layout of the same window."""
        self.shown = layout
        self.renderer.set_layout(layout)

    def play(self, moves: list[Move]) -> None:
        """Play moves through the session; a no-guess first opening searches first."""
        window, session, changed_any = self.window, self.session, False
        for move in moves:
            search = Generation.wanted(session.position, move)
            if search is not None:  # marks placed while it runs keep it going
                self.generation = search
                return
            self.hint, window.notice = None, ""
            was_finished = session.finished
            changed = session.play(move.text())
            changed_any = changed_any or bool(changed)
            self.renderer.mark(changed)
            if window.settings.animations:
                self.animation.start((move.x, move.y), changed, self.board, self.layout,
                                     window.clock(), lambda: session.game_id)
            if not was_finished:
                window.sounds.play(effect_for(move.kind, changed, session.status))
        if changed_any:  # a press that changes nothing writes nothing
            self.records.record_if_ended()
            self.saving.save_position()

    def save_game(self) -> None:
        """The game as it stands, and the statistics of one that ended if they are still
        being counted (the window is closing, or handing over to another game)."""
        self.records.finish_counting()
        self.saving.save_position()

    # ----- what the window asks of a game -----------------------------------------------
    def chrome(self) -> Layout:
        return self.layout

    def reopen(self) -> None:
        self.open_window(self.layout)

    def current_game_id(self) -> str | None:
        return self.session.game_id

    def clock_session(self) -> Session[MinesGame]:
        return self.session

    def help_sections(self) -> Sequence[Section]:
        return mines_sections(self.bindings, REPLAY_KEYS)

    def open_menu(self) -> None:
        self.pointer.reset()
        session = self.session
        self.window.panel = main_menu(daily=self.daily.daily_label(), finished=session.finished,
                                      game=self.name,
                                      board=self.game_params.difficulty,
                                      can_undo=session.can_undo, can_redo=session.can_redo)

    def open_options(self) -> None:
        self.commands.open_options()

    def take_input(self, done: Input, *, over_board: bool) -> bool:
        """Over the board, drags, the wheel and pinches move the view; a running solve
        stops at any key, click or tap; a file dropped on the window is watched."""
        if isinstance(done, FileDrop):
            self.replays.file_dropped(done.path)
            return True
        return (over_board and self.view.view_input.handle(done)) or self.solver.intercept(done)

    def dialog_done(self, answer: str, dialog: AnyDialog) -> bool:
        return self.commands.dialog_done(answer, dialog)

    def resized(self, size: tuple[int, int]) -> None:
        self.view.resized(size)

    def fit_page(self, room: tuple[int, int]) -> None:
        self.view.fit_page(room)

    def action_new_game(self, _: str) -> None:
        self.new_game()

    # ----- one frame -------------------------------------------------------------
    def advance(self) -> None:
        self.window.panel = kept_panel(self.window.panel, self.session)
        self.input.check_long_press()
        self.replays.take_replay_file()
        self.saving.save_while_playing()
        self.records.advance(GENERATION_BUDGET_SECONDS)
        if self.search.advance(GENERATION_BUDGET_SECONDS):
            return
        if self.player is not None:
            self.renderer.mark(self.player.advance())
        else:
            self.solver.advance_solver()

    def draw(self) -> list[Rect]:
        self.replays.follow_review()
        scene = self.scene()
        self.view.fit_footer(self.picture.footer_lines(scene))
        return self.renderer.draw(scene)

    def scene(self) -> Scene:
        """What the frame shows (:class:`MinesPicture`'s, of the state as it is)."""
        return self.picture.scene()
