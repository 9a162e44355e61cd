"""What Minesweeper's menu items and keys do: boards, options, zoom, undo, hints, statistics.

Mixed into :class:`~game.gui.mines.window.MinesApp`, which holds the session and the
window; every action here is named by a menu item or a key binding
(:mod:`game.ui.mines.keys`) and reached through :meth:`FrontBase.activate`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import replace

from game.core.games import MinesGame
from game.core.mines.advice import Advisor
from game.core.mines.board import Cell
from game.core.mines.engine import describe
from game.core.mines.game_id import PRESETS, MinesParams
from game.core.mines.solver import Hint, SolverError
from game.core.replays import (
    ReplayError,
    Timeline,
    Video,
    read_replay,
    review_video,
    video_from_session,
)
from game.core.session import HINT, UNDO, Session
from game.core.stats import GameRecord, Stats
from game.gui import host
from game.gui.dialog import CustomDialog
from game.gui.front_base import Action
from game.gui.host import pick_replay_file, take_replay_file
from game.gui.mines.daily import MinesDaily
from game.gui.mines.render import Renderer
from game.i18n import _
from game.ui.custom import CustomForm
from game.ui.help import Section, mines_sections
from game.ui.layout import Layout
from game.ui.mines.keys import REPLAY_KEYS
from game.ui.panels import AIDED_NOTICE, main_menu, options_menu, review_panel
from game.ui.replay_player import ReplayPlayer, SessionSteps, VideoSteps
from game.ui.stats_panel import StatsView, stats_panel
from game.ui.viewport import Point


class MinesActions(MinesDaily):
    """The named actions of Minesweeper's window; the window supplies the state below."""

    session: Session[MinesGame]
    stats: Stats
    last_record: GameRecord | None
    hint: Hint | None
    advisor: Advisor  # the session's solver, following its moves
    renderer: Renderer

    @property
    def params(self) -> MinesParams:
        raise NotImplementedError

    @property
    def game_params(self) -> MinesParams:
        raise NotImplementedError

    def open_window(self, layout: Layout) -> None:
        raise NotImplementedError

    def load_game(self, game_id: str) -> None:
        raise NotImplementedError

    def save_game(self) -> None:
        raise NotImplementedError

    def zoom(self, steps: int, anchor: Point | None = None) -> None:
        raise NotImplementedError

    def open_menu(self) -> None:
        self.pointer.reset()
        self.panel = main_menu(daily=self.daily_label(), finished=self.session.finished,
                               pick_file=host.IN_BROWSER,
                               game_id=self.session.game_id,
                               game=self.game_name)

    def open_options(self) -> None:
        self.panel = options_menu(self.settings, self.theme.label)

    def help_sections(self) -> Sequence[Section]:
        return mines_sections(self.bindings, REPLAY_KEYS)

    def clock_session(self) -> Session[MinesGame]:
        return self.session

    def own_actions(self) -> dict[str, Action]:
        return {
            "difficulty": lambda name: self.new_game(self._sized(*PRESETS[name])),
            "no_guess": lambda _: self._toggle_option(no_guess=not self.params.no_guess),
            "question_marks": lambda _: self._toggle_option(
                question_marks=not self.params.question_marks),
            "new_game": lambda _: self.new_game(),
            "undo": lambda _: self._undo(),
            "redo": lambda _: self._step_line(self.session.redo),
            "hint": lambda _: self.show_hint(),
            "stats": self._show_stats,
            "replay": lambda _: self.start_replay(),
            "replay_file": lambda _: pick_replay_file(),
            "replay_pause": lambda _: self._control_replay(ReplayPlayer.toggle_pause),
            "replay_speed": lambda step: self._control_replay(
                lambda player: player.change_speed(int(step))),
            "replay_step": lambda step: self._control_replay(
                lambda player: player.step(int(step))),
            "replay_trail": lambda _: self._control_replay(ReplayPlayer.toggle_trail),
            "replay_stop": lambda _: self.stop_replay(),
            "review": lambda _: self._show_review(),
            "daily": lambda _: self.open_daily(),
            "daily_again": lambda _: self.play_daily(counted=False),
            "daily_copy": lambda _: self.copy_daily(),
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

    def dialog_done(self, answer: str | None) -> None:
        """Start the custom board the form holds; other answers as every window does."""
        dialog = self.dialog
        if answer == "start" and isinstance(dialog, CustomDialog):
            self.dialog, numbers = None, dialog.form.numbers()
            if numbers is not None:
                self.new_game(self._sized(*numbers))
        else:
            super().dialog_done(answer)

    def _sized(self, width: int, height: int, mines: int) -> MinesParams:
        return replace(self.params, width=width, height=height, mines=mines)

    def _toggle_option(self, **option: bool) -> None:
        """Options shape a board, so they apply from the next game (the menu stays open)."""
        self.update_settings(params=replace(self.params, **option))
        if not self.session.moves:
            self.new_game()
        self.open_options()

    def _undo(self) -> None:
        """Undo; at the first opening, which dealt the board, say why nothing happens."""
        if not self.session.can_undo and self.session.moves:
            self.notice = _("The first opening stays · {key} new game").format(
                key=self.shortcut("new_game"))
        self._step_line(self.session.undo)
        self._tell_if_first_aid()

    def _step_line(self, step: Callable[[], Collection[Cell]]) -> None:
        """Undo or redo, unless a replay or a board search owns the screen."""
        if self.player is None and self.generation is None:
            self.panel = self.hint = None
            self.renderer.mark(step())
            self.save_game()

    def show_hint(self) -> None:
        """Point at a provably safe cell and its proof, or else the least risky one."""
        self.panel = None
        if self.session.status != "playing":
            self.notice = _("The first click is always safe") \
                if self.session.status == "ready" else ""
            return
        try:
            self.hint, guess = self.advisor.advise(self.session)
        except SolverError as error:
            self.notice = _("No hint: {reason}").format(reason=error)
            return
        self.session.note_hint()
        if guess is None:
            self.notice = _("Safe cell: the outlined numbers prove it")
        else:  # the guessing engine picks the guess and says why
            self.notice = _("Hint: {advice}").format(advice=describe(guess))
        self._tell_if_first_aid()

    def _tell_if_first_aid(self) -> None:
        """The first hint or undo of a game takes it out of the records: say so, once."""
        aids = sum(event.action in (HINT, UNDO) for event in self.session.events)
        if aids == 1 and self.session.ending is None:
            aided = _(AIDED_NOTICE)
            self.notice = f"{self.notice} · {aided}" if self.notice else \
                aided[0].upper() + aided[1:]

    def _show_stats(self, view: str = "") -> None:
        """The statistics ``view`` names ("difficulty/mode/tab"), else the totals of the
        board played."""
        played = (self.game_params.difficulty, self.game_params.mode)
        self.panel = stats_panel(self.stats, StatsView.parse(view, played), self.last_record)

    def show_new_record(self, record: GameRecord) -> None:
        """A best time that beats an earlier one: the ten best open on it, highlighted,
        like Windows' hall of fame (a first win only says so in the footer)."""
        rank = self.stats.tally(record.difficulty, record.mode).time_rank(record)
        view = StatsView(record.difficulty, record.mode, "best")
        self.panel = stats_panel(self.stats, view, record, new_rank=rank)

    def _show_review(self) -> None:
        """Review the replay being watched, else the finished game of this window."""
        steps = None if self.player is None else self.player.steps
        try:
            video = (steps.timeline.video if isinstance(steps, VideoSteps)
                     else video_from_session(self.session))
            self.panel = review_panel(review_video(video))
        except ReplayError as error:
            self.panel, self.notice = None, _("No review: {reason}").format(reason=error)

    def start_replay(self) -> None:
        self.panel = None
        if not self.session.finished:
            self.notice = _("Replays are for finished games")
            return
        self.watch(ReplayPlayer(SessionSteps(self.session.replay()), self.clock))

    def take_replay_file(self) -> None:
        """A replay file the browser's page was given (picked or dropped): watch it."""
        taken = take_replay_file()
        if taken is not None:
            self.watch_file(*taken)

    def watch_file(self, name: str, data: bytes) -> None:
        """Watch a replay file's bytes; a file that is no replay says why in the footer."""
        try:
            video = read_replay(data, name)
        except ReplayError as error:
            if self.player is not None:
                self.stop_replay()  # back to the game, where the footer can say why
            self.panel = None
            self.notice = _("Cannot watch {name}: {error}").format(name=name[:40], error=error)
            return
        self.dialog = self.generation = None
        self.watch_video(video)

    def watch_video(self, video: Video) -> None:
        """Watch a replay file, in a window the size of its board."""
        self.watch(ReplayPlayer(VideoSteps(Timeline(video)), self.clock))

    def watch(self, player: ReplayPlayer) -> None:
        self.panel = self.hint = None
        self.player = player
        self.fit_window(player.board.width, player.board.height)
        self.renderer.invalidate()

    def stop_replay(self) -> None:
        self.player = None
        self.scrubbing = False
        self.fit_window(self.game_params.width, self.game_params.height)
        self.renderer.invalidate()

    def _control_replay(self, control: Callable[[ReplayPlayer], None]) -> None:
        if self.player is not None:
            control(self.player)
            self.replay_moved()

    def replay_moved(self) -> None:
        """The replay jumped: the board may differ anywhere, so repaint it all."""
        self.renderer.invalidate()

    def fit_window(self, columns: int, rows: int) -> None:
        """Reopen the window at another board size (a replay's, then the game's again)."""
        layout = Layout(columns, rows, self.settings.tile)
        if layout != self.layout:
            self.open_window(layout)
