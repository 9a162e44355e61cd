"""Minesweeper's front in the generic window: the session, the UI state around it, and
what each frame shows.

Moves are played through the session (the "midend": undo, redo, timing, statistics).
The window (:class:`~game.gui.window.Window`) holds this front; the front holds its
collaborators, each a small object with one concern: :class:`MinesInput` (what a press,
a finger or a key means), :class:`MinesCommands` (what its menu items and keys do),
:class:`MinesView` (scrolling, zoom, fitting), :class:`MinesSolve` (the auto-player) and
:class:`MinesDaily` (the daily board).  Every screen (menu, statistics, replay, game
over) is a state of this object, drawn by the one loop in :mod:`game.gui.shell`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import date
from typing import Any

from game.core.cells import Cell
from game.core.mines.advice import Advisor
from game.core.mines.board import Board
from game.core.mines.daily import result_line
from game.core.mines.game import MINES, MINES_SETTINGS, MinesGame, MinesOptions, new_mines_session
from game.core.mines.game_id import MinesParams
from game.core.mines.generate import GenerationError
from game.core.mines.moves import Move
from game.core.mines.replays import Video, iter_session_record
from game.core.mines.replays.link import is_link
from game.core.mines.solver import Hint
from game.core.mines.stats import GameRecord
from game.core.session import GameIdError, Session
from game.core.stats import hundredths
from game.core.storage import GAME
from game.gui import host
from game.gui.dialog import CANCEL, AnyDialog, is_name_dialog, name_dialog
from game.gui.host import touch_screen
from game.gui.mines.actions import MinesCommands
from game.gui.mines.daily import MinesDaily
from game.gui.mines.input import MinesInput
from game.gui.mines.render import Renderer, Scene
from game.gui.mines.solve import MinesSolve
from game.gui.mines.view import MinesView
from game.gui.sound import effect_for
from game.gui.widgets import footer_lines
from game.gui.window import Window
from game.i18n import N_, _
from game.options import Options
from game.ui.help import Section
from game.ui.input import FileDrop, Input
from game.ui.layout import Layout, Rect
from game.ui.mines.animation import Animation
from game.ui.mines.effects import RGB
from game.ui.mines.generation import BIG_BOARD_CELLS, Generation, Stepwise
from game.ui.mines.keys import MINES_KEYS, REPLAY_KEYS
from game.ui.mines.panels import (
    main_menu,
    mines_sections,
    options_menu,
    outlined_cells,
    record_notice,
)
from game.ui.mines.pointer import Pointer
from game.ui.mines.replay_player import (
    WIDEST_COUNTERS,
    ReplayPlayer,
    SessionTally,
    click_mark,
    counter_items,
    pointer_arrow,
    trail_dots,
)
from game.ui.mines.replay_player import Pointer as ReplayPointer
from game.ui.mines.stats_panel import category_name, mines_ending
from game.ui.mines.touch import LONG_PRESS_SECONDS, Touch
from game.ui.panels import end_card, kept_panel, share_line
from game.ui.text_fit import ITEMS

__all__ = ["LONG_PRESS_SECONDS", "MinesFront"]

# Of each frame, while a board is searched for or counted: a whole 60th of a second, so the
# waiting window still draws some 30 times a second (its frames take up to ~45 ms of CPU with
# the search's longest step) while the search has most of the time (bench.big_click).
GENERATION_BUDGET_SECONDS = host.FRAME_SECONDS
SAVE_EVERY = 1.0  # seconds between saves of a game in progress, for its timer


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
        self.counting: Stepwise[GameRecord | None] | None = None  # a huge board's statistics
        self.animation = Animation()
        self.flag_mode = False
        self.scrubbing = False  # the pointer drags along a replay's timeline bar
        self.replay_note = ""  # what the footer adds while a replay plays (a link's contents)
        self.touch: Touch | None = None
        self.shown: Layout | None = None  # None until the window opens
        self._saved_at = 0.0
        self._widest: tuple[Layout, int] | None = None  # the widest counters' lines, by layout
        self.input = MinesInput(self)
        self.commands = MinesCommands(self)
        self.view = MinesView(self)
        self.solver = MinesSolve(self)
        self.daily = MinesDaily(self)
        # whose action_<name> methods the window runs, the front's own first
        self.actors = (self, self.commands, self.daily, self.view, self.input, self.solver)
        self._first_session(options, asked)
        if isinstance(options.own, Video):  # ``gridgames replay watch``
            self.commands.watch_video(options.own)
        elif options.game_id is not None and is_link(options.game_id):  # a replay link
            self.commands.watch_link(options.game_id)

    @property
    def params(self) -> MinesParams:
        """The board the next new game gets (options apply from the next game)."""
        return self.window.settings.of(MINES_SETTINGS)

    @property
    def game_params(self) -> MinesParams:
        """The board being played now."""
        return self.session.position.params

    def _first_session(self, options: Options, asked: MinesOptions) -> None:
        """A shared board if asked for, else the saved game in progress (unless the command
        line chose a seed, or another board or mode), else a new one."""
        game_id, seed = options.game_id, options.seed
        if game_id is not None and is_link(game_id):  # watched once the game is in place
            game_id = None
        saved = None if game_id or seed is not None else self.window.progress.load(
            GAME, self._parse_save)
        chosen = asked.board is not None or asked.no_guess is not None
        if saved is not None and chosen and saved.position.params != self.params:
            saved = None  # the command line asked for another board: it wins
        if game_id:
            try:
                self.load_game(game_id)
            except GameIdError as error:
                self.new_game(seed=seed)
                self.window.notice = _("Bad game ID: {reason}").format(reason=error)
        elif saved is not None and not saved.finished:
            self.start_session(saved)
            self.daily.resume_daily()
        else:
            self.new_game(seed=seed)
        self.window.show_problems()

    def _parse_save(self, text: str) -> Session[MinesGame]:
        return Session.load(text, MINES, clock=self.window.clock)

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
        self._finish_counting()  # while the game that ended is still the daily's, if it is
        if params is not None and params != self.params:
            self.window.update_section(MINES_SETTINGS, params)
        self.daily_day, self.from_id = None, False
        self.start_session(new_mines_session(self.params, clock=self.window.clock, seed=seed))

    def load_game(self, game_id: str) -> None:
        """Open the exact board a game ID describes, or watch a replay link's game; a bad
        ID raises ``GameIdError``."""
        if is_link(game_id):
            self.commands.watch_link(game_id)
            return
        self._finish_counting()
        self.daily_day, self.from_id = None, True
        self.start_session(Session(MINES, game_id, clock=self.window.clock))

    def start_session(self, session: Session[MinesGame]) -> None:
        self._finish_counting()
        self.session = session
        self.tally = SessionTally(session.base_id)  # the live counters of its events
        self._recorded = session.outcome is not None
        self.window.notice = ""
        self.player = None  # a replay watched ends: the window fits the game without its band
        params = session.position.params
        self.fit_window(params.width, params.height)
        self._forget_cells()
        self.renderer.invalidate()
        self._save_position()
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
            self._record_if_ended()
            self._save_position()

    def save_game(self) -> None:
        """The game as it stands, and the statistics of one that ended if they are still
        being counted (the window is closing, or handing over to another game)."""
        self._finish_counting()
        self._save_position()

    def _save_position(self) -> None:
        """After every change, so a reload or a crash loses nothing."""
        self.window.progress.save(GAME, self.session.save())
        self._saved_at = self.window.clock()

    def _save_while_playing(self) -> None:
        """A tab closes without warning: keep the saved timer within a second."""
        if self.session.status == "playing" and \
                self.window.clock() - self._saved_at >= SAVE_EVERY:
            self._save_position()

    def _finish_generation(self, layout: list[int]) -> None:
        """Swap in the found layout, keep marks placed meanwhile, and open the first cell."""
        assert self.generation is not None
        first, marks, cursor = self.generation.first, self.session.moves, self.cursor
        self.start_session(Session(MINES, self.generation.game_id(layout),
                                   clock=self.window.clock))
        self.cursor = cursor
        for mark in marks:
            self.session.play(mark)
        self.play([Move("O", *first)])

    def _record_if_ended(self) -> None:
        """Statistics count how a game first ended, once, even if it is undone later; a
        huge board's figures are counted across frames, as its mines were laid."""
        if self._recorded or self.session.outcome is None:
            return
        self._recorded = True
        counting = Stepwise(iter_session_record(self.session, self.daily.today().isoformat()))
        if self.game_params.cell_count > BIG_BOARD_CELLS:
            self.counting = counting
        else:
            self._count(counting.finish())

    def _finish_counting(self) -> None:
        """A game whose statistics are still being counted is about to leave: count the
        rest now rather than lose it (its card would show over the next game: none)."""
        if self.counting is not None:
            self._count(self.counting.finish(), card=False)

    def _count(self, record: GameRecord | None, *, card: bool = True) -> None:
        """Add a finished game to the statistics and say what it achieved: in the footer,
        and on the game's end card while it is still the game on screen (``card``)."""
        self.counting = None
        if record is None:
            return
        statistics = self.window.statistics
        source = "daily" if self.daily_day is not None else "shared" if self.from_id else ""
        record = replace(record, source=source)
        bests = statistics.record(record)
        self.commands.keep_replay(record, bests)
        tally = statistics.stats.tally(record.difficulty, record.mode)
        note = record_notice(record, bests, tally.time_rank(record), statistics.unsaved)
        self.window.notice = note
        day, streak = self.daily_day, None
        share = share_line(_("Minesweeper"), category_name((record.difficulty, record.mode)),
                           record.won, record.time_cs, self.session.game_id)
        if day is not None:
            streak = self.daily.finish_daily(record)
            share = result_line(day, record, streak)
        if card:
            ending = mines_ending(record, tally, share=share, note=note, streak=streak)
            self.window.panel = end_card(ending, self.session, self.bindings,
                                         self.layout.frame)

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
        self.window.panel = options_menu(self.window.settings, self.window.theme.label,
                                         host.fullscreen_state())

    def take_input(self, done: Input, *, over_board: bool) -> bool:
        """Over the board, drags, the wheel and pinches move the view; a running solve
        stops at any key, click or tap; a file dropped on the window is watched."""
        if isinstance(done, FileDrop):
            self.commands.file_dropped(done.path)
            return True
        return (over_board and self.view.view_input.handle(done)) or self.solver.intercept(done)

    def fit_window(self, columns: int, rows: int) -> None:
        self.view.fit_window(columns, rows)

    def dialog_done(self, answer: str, dialog: AnyDialog) -> bool:
        """The name dialog keeps its name (checked already) and goes back to Options; the
        commands take the others."""
        if not is_name_dialog(dialog):
            return self.commands.dialog_done(answer, dialog)
        name = dialog.form.name()
        if answer != CANCEL and name is not None:
            self.window.update_settings(player_name=name)
        self.open_options()
        return True

    def resized(self, size: tuple[int, int]) -> None:
        self.view.resized(size)

    def fit_page(self, room: tuple[int, int]) -> None:
        self.view.fit_page(room)

    # ----- actions: the window finds them by name, on the front or a collaborator ---------
    def action_new_game(self, _: str) -> None:
        self.new_game()

    def action_live_counters(self, _: str = "") -> None:
        """The footer's live counters on or off (the menu stays open)."""
        self.window.update_settings(live_counters=not self.window.settings.live_counters)
        self.open_options()

    def action_player_name(self, _: str = "") -> None:
        """Type the name exported replays carry, in a dialog over the window (on a phone's
        page, in the browser's prompt at once: the keyboard comes with it)."""
        dialog = name_dialog(self.window.chrome(), self.window.settings.player_name)
        self.window.panel, self.window.dialog = None, dialog
        dialog.ask_page()

    # ----- one frame -------------------------------------------------------------
    def advance(self) -> None:
        self.window.panel = kept_panel(self.window.panel, self.session)
        self.input.check_long_press()
        self.commands.take_replay_file()
        self._save_while_playing()
        if self.counting is not None and self.counting.advance(GENERATION_BUDGET_SECONDS):
            self._count(self.counting.result)
        if self.generation is not None:
            try:
                found = self.generation.advance(GENERATION_BUDGET_SECONDS)
            except GenerationError as error:
                self.generation = None
                self.window.notice = _("No no-guess board: {reason}").format(reason=error)
                return
            if found:
                self._finish_generation(self.generation.result)
        elif self.player is not None:
            self.renderer.mark(self.player.advance())
        else:
            self.solver.advance_solver()

    def draw(self) -> list[Rect]:
        self.commands.follow_review()
        scene = self.scene()
        lines = self.renderer.status.lines_for(scene.footer, by_item=scene.by_item)
        if self.window.settings.live_counters and self.player is None:
            # room for the counters as they grow, from before the first click: the window
            # keeps its size and the board stays put while a game is played
            lines = max(lines, self._widest_lines())
        self.view.fit_footer(lines)
        return self.renderer.draw(scene)

    def _widest_lines(self) -> int:
        """The lines the widest counters take in this layout's footer (measured once per
        layout: the counters' own text is measured every frame)."""
        layout = self.layout
        if self._widest is None or self._widest[0] != layout:
            widest = footer_lines(self.renderer.style, WIDEST_COUNTERS, layout.footer_text,
                                  by_item=True)
            self._widest = layout, len(widest)
        return self._widest[1]

    def scene(self) -> Scene:
        if self.player is not None:
            return self._replay_scene(self.player)
        window = self.window
        hints = set() if self.hint is None else {self.hint.cell}
        pressed = self._pressed_cells()
        footer, counters = self._footer_text()
        return Scene(
            board=self.board,
            seconds=self.session.elapsed_ms() // 1000,
            face=self._face(pressing=bool(pressed)),
            footer=footer,
            counters=counters,
            # a finger hovers over nothing: the mouse events a browser may make of a tap
            # would leave a lit cell where it was
            hover=None if touch_screen() else self.hover,
            pressed=pressed,
            flag_mode=self.flag_mode,
            cursor=self.cursor,
            hints=hints,
            evidence=set() if self.hint is None else set(self.hint.evidence),
            menu=window.panel,
            outlines=outlined_cells(window.panel),
            dialog=window.dialog,
            waiting=self.animation.waiting(window.clock),
            particles=self.animation.particles(window.clock),
        )

    def _replay_scene(self, player: ReplayPlayer) -> Scene:
        """The replay as it was at its position: the player's cursor, not the live hover."""
        return Scene(board=player.board, seconds=player.elapsed_ms() // 1000,
                     face=self._face(pressing=False), footer=self._footer(),
                     progress=player.fraction, controls=player.faces(), menu=self.window.panel,
                     outlines=outlined_cells(self.window.panel),
                     particles=self._pointer_sprite(player))

    def _pointer_sprite(self, player: ReplayPlayer) -> list[tuple[Rect, RGB]]:
        """The replay's mouse cursor, drawn as an arrow where it was, over its trail and
        click markers (when on)."""
        steps, sprites, tile = player.steps, [], self.layout.tile
        if player.trail_on:
            sprites += trail_dots([self._on_screen(point) for point in steps.trail()],
                                  max(2, tile // 12))
            for kind, point in steps.marks():
                sprites += click_mark(kind, *self._on_screen(point), max(9, tile * 2 // 5))
        pointer = steps.pointer()
        return sprites if pointer is None else sprites + pointer_arrow(*self._on_screen(pointer))

    def _on_screen(self, point: ReplayPointer) -> tuple[int, int]:
        """A replay position (in cells) as window pixels."""
        left, top = self.layout.board[:2]
        tile = self.layout.tile
        return left + round(point[0] * tile), top + round(point[1] * tile)

    def _pressed_cells(self) -> set[Cell]:
        by_finger = self.input.pressed_by_finger()
        if by_finger is not None:
            return by_finger
        return self.pointer.pressed_cells(self.hover, self.board)

    def _face(self, *, pressing: bool) -> str:
        """Sunglasses or crosses at the end, else "oh" while a cell is held down."""
        status = self.board.status
        if status in ("won", "lost"):
            return "win" if status == "won" else "lose"
        if self.window.router.face_held:
            return "smile_pressed"
        return "oh" if pressing else "smile"

    def _footer(self) -> str:
        return self._footer_text()[0]

    def _footer_text(self) -> tuple[str, bool]:
        """What the footer says, and whether that is the live counters (a line of items)."""
        window, session = self.window, self.session
        if window.settings.live_counters and session.status == "playing" and \
                self.player is None and self.generation is None and \
                not window.overlays.pause_note() and not window.notice:
            now = self.tally.counters(session.events_since(self.tally.counted),
                                      session.position.board, session.elapsed_ms())
            return ITEMS.join(counter_items(now)), True
        return self._footer_words(), False

    def _footer_words(self) -> str:
        window = self.window
        if self.generation is not None:
            if self.generation.params.no_guess:
                return _("Generating a no-guess board…")
            return _("Laying the mines…")
        if self.player is not None:  # a phone shows no key names: its counters alone
            shown = self.player.footer("" if touch_screen() else self._replay_keys())
            return f"{shown} · {self.replay_note}" if self.replay_note else shown
        if window.overlays.pause_note():
            return window.overlays.pause_note()
        if window.notice:
            return window.notice
        daily, footer = self.daily.playing_label(), self._status_footer()
        return f"{daily} · {footer}" if daily else footer

    def _status_footer(self) -> str:
        """What the game's state asks of the player, in keys or, on a phone, taps."""
        window = self.window
        seconds = hundredths(self.session.elapsed_ms()) / 100  # as statistics keep it
        status, key = self.session.status, window.shortcut
        if touch_screen():  # no keys on a phone: what fingers do instead
            return _touch_footer(status, seconds, flag_mode=self.flag_mode)
        if status == "won":
            return _("You win! {seconds:.2f} s · click to play again").format(seconds=seconds)
        if status == "lost":
            return _("Game over · {seconds:.2f} s · {key} to undo").format(
                seconds=seconds, key=key("undo"))
        menu = _("{key} menu").format(key=key("toggle_menu"))
        if status == "ready":
            return _("Click a cell to start · {menu}").format(menu=menu)
        return _("{hint_key} hint · {undo_key} undo · {menu}").format(
            hint_key=key("hint"), undo_key=key("undo"), menu=menu)

    def _replay_keys(self) -> str:
        """The replay's keys, as the footer lists them."""
        return ", ".join(dict.fromkeys(_(binding.label) for binding in REPLAY_KEYS))


def _touch_footer(status: str, seconds: float, *, flag_mode: bool) -> str:
    """The footer on a touch screen: what fingers do (as the flag switch says), no key
    named."""
    if status == "won":
        return _("You win! {seconds:.2f} s · tap the face to play again").format(
            seconds=seconds)
    if status == "lost":
        return _("Game over · {seconds:.2f} s · undo is in the menu").format(seconds=seconds)
    if flag_mode:
        return _("Tap flags · hold opens · slide scrolls")
    return _("Tap a cell to start · hold flags") if status == "ready" \
        else _("Tap opens · hold flags · slide scrolls")
