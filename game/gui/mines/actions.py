"""What Minesweeper's menu items and keys do: boards, options, zoom, undo, hints, statistics,
and the custom-board dialog (:class:`CustomDialog`) they open.

The commands object of :class:`~game.gui.mines.front.MinesFront`, which holds the
session; every action here is named by a menu item or a key binding
(:mod:`game.ui.mines.keys`) and reached through :meth:`Window.activate`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.core.cells import Cell
from game.core.mines.board import MAX_SIDE
from game.core.mines.engine import describe
from game.core.mines.game import MINES_SETTINGS
from game.core.mines.game_id import SIZES, MinesParams
from game.core.mines.kept import KeptGame, KeptReplay, keep, kept_games, load_game, replay_of
from game.core.mines.replays import (
    MAX_BYTES,
    ReplayError,
    Timeline,
    Video,
    read_replay,
    review_video,
    to_evf,
    video_from_session,
)
from game.core.mines.replays.link import LinkError, read_link, replay_link
from game.core.mines.solver import SolverError
from game.core.mines.starts import board_name
from game.core.mines.stats import GameRecord
from game.core.session import HINT, UNDO
from game.file_errors import reason
from game.files import read_capped
from game.gui import host
from game.gui.dialog import CANCEL, LINE, PADDING, TITLE, AnyDialog, Dialog
from game.gui.host import (
    export_file,
    page_address,
    pick_replay_file,
    take_replay_file,
)
from game.gui.widgets import Style, centre
from game.i18n import N_, _
from game.ui.input import KeyPress, has_keyboard
from game.ui.layout import Rect, contains
from game.ui.menu import Chrome
from game.ui.mines.custom import EXTRA_PRESETS, FIELD_LABELS, FIELDS, CustomForm, is_digit
from game.ui.mines.panels import AIDED_NOTICE, CLICK, ReviewMenu, review_panel
from game.ui.mines.replay_player import ReplayPlayer, SessionSteps, VideoSteps
from game.ui.mines.replays_panel import export_name, kept_panel, replays_panel
from game.ui.mines.stats_panel import StatsView

if TYPE_CHECKING:
    from game.gui.mines.parts import MinesParts


class MinesCommands:
    """The named actions of Minesweeper's front; the state they change is the front's."""

    def __init__(self, front: MinesParts) -> None:
        self.front = front
        self.window = front.window

    def action_custom(self, _: str = "") -> None:
        params = self.front.params
        self.window.panel = None
        self.window.dialog = CustomDialog(
            CustomForm.of(params.width, params.height, params.mines), self.front.layout)

    def dialog_done(self, answer: str, dialog: AnyDialog) -> bool:
        """Start the custom board the form holds; True if the answer was that."""
        if answer != "start" or not isinstance(dialog, CustomDialog):
            return False
        numbers = dialog.form.numbers()
        if numbers is not None:
            self.front.new_game(self.sized(*numbers))
        return True

    def sized(self, width: int, height: int, mines: int) -> MinesParams:
        return replace(self.front.params, width=width, height=height, mines=mines)

    def action_difficulty(self, name: str) -> None:
        self.front.new_game(self.sized(*SIZES[name]))

    def action_no_guess(self, _: str = "") -> None:
        self.toggle_option(no_guess=not self.front.params.no_guess)

    def action_question_marks(self, _: str = "") -> None:
        self.toggle_option(question_marks=not self.front.params.question_marks)

    def toggle_option(self, **option: bool) -> None:
        """Options shape a board, so they apply from the next game (the menu stays open)."""
        front = self.front
        self.window.update_section(MINES_SETTINGS, replace(front.params, **option))
        if not front.session.moves:
            front.new_game()
        front.open_options()

    def action_undo(self, argument: str = "") -> None:
        """Undo; at the first opening, which dealt the board, say why nothing happens."""
        session = self.front.session
        if not session.can_undo and session.moves:
            self.window.notice = _("The first opening stays · {key} new game").format(
                key=self.window.shortcut("new_game")) if has_keyboard() \
                else _("The first opening stays · the face: new game")
        self.step_line(session.undo)
        self._tell_if_first_aid()

    def action_redo(self, _: str = "") -> None:
        self.step_line(self.front.session.redo)

    def step_line(self, step: Callable[[], Collection[Cell]]) -> None:
        """Undo or redo, unless a replay or a board search owns the screen."""
        front = self.front
        if front.player is None and front.generation is None:
            self.window.panel = front.hint = None
            changed = step()
            front.renderer.mark(changed)
            if changed:  # nothing to take back or bring again: nothing to write
                front.save_game()

    def action_hint(self, argument: str = "") -> None:
        """Point at a provably safe cell and its proof, or else the least risky one; on a
        large board the view goes to it."""
        front, window = self.front, self.window
        session = front.session
        window.panel = None
        if session.status not in ("playing", "ready"):
            window.notice = ""
            return
        try:
            front.hint, guess = front.advisor.advise(session)
        except SolverError as error:
            window.notice = _("No hint: {reason}").format(reason=error)
            return
        board = front.board
        if board.started:  # the best start is the same for every game: no aid to record
            session.note_hint()
        if guess is None:
            window.notice = _("Safe cell: the outlined numbers prove it")
        else:  # the guessing engine picks the guess (or the start) and says why
            window.notice = _("Hint: {advice}").format(advice=describe(
                guess, board_name(board.width, board.height, board.mines)))
        self._tell_if_first_aid()
        front.show(front.layout.following(front.hint.cell))

    def _tell_if_first_aid(self) -> None:
        """The first hint or undo of a game takes it out of the records: say so, once."""
        session, window = self.front.session, self.window
        aids = sum(event.action in (HINT, UNDO) for event in session.events)
        if aids == 1 and session.ending is None:
            aided = _(AIDED_NOTICE)
            window.notice = f"{window.notice} · {aided}" if window.notice else \
                aided[0].upper() + aided[1:]

    def action_stats(self, view: str = "") -> None:
        """The statistics ``view`` names ("difficulty/mode/tab"), else the totals of the
        board played."""
        params = self.front.game_params
        self.window.action_stats(view or StatsView(params.difficulty, params.mode).argument())

    def action_review(self, argument: str = "") -> None:
        """Review the replay being watched, else the finished game of this window."""
        front, window = self.front, self.window
        steps = None if front.player is None else front.player.steps
        if not isinstance(steps, VideoSteps) and not front.session.finished:
            window.panel, window.notice = None, _("No review: {reason}").format(
                reason=_("unfinished"))  # said in the player's language
            return
        try:
            video = (steps.timeline.video if isinstance(steps, VideoSteps)
                     else video_from_session(front.session))
            window.panel = review_panel(review_video(video))
        except ReplayError as error:
            window.panel, window.notice = None, _("No review: {reason}").format(reason=error)

    def action_review_click(self, row: str) -> None:
        """A click's row of the review tapped, clicked or chosen by key: the board shows it."""
        if isinstance(self.window.panel, ReviewMenu):
            self.window.panel.choose(int(row))

    def follow_review(self) -> None:
        """The review's click chosen stays in view on its panel; a large board scrolls to
        its cells, and a replay behind it goes, paused, to just before that click: the
        board shows what the player saw."""
        front, panel = self.front, self.window.panel
        if not isinstance(panel, ReviewMenu):
            return
        panel.keep_chosen_in_view(front.layout)
        moment = panel.moment_to_show()
        if moment is None:
            return
        layout, outlined = front.layout, panel.outlines()
        for cell in sorted(outlined, key=lambda cell: outlined[cell] == CLICK):
            layout = layout.following(cell)  # the clicked cell last: it shows for sure
        front.show(layout)
        if front.player is not None:
            front.player.paused = True
            front.player.seek_ms(moment)
        self.replay_moved()

    def action_replay(self, argument: str = "") -> None:
        front = self.front
        self.window.panel = None
        if not front.session.finished:
            self.window.notice = _("Replays are for finished games")
            return
        self.watch(ReplayPlayer(SessionSteps(front.session.replay()), self.window.clock))

    def action_share_replay(self, argument: str = "") -> None:
        """Copy (or, where the page can, share) a link that replays the finished game in a
        browser, saying whether the pointer's path fitted in it."""
        front, window = self.front, self.window
        window.panel = None
        if not front.session.finished:
            window.notice = _("Replays are for finished games")
            return
        try:
            link, with_path = replay_link(front.session, page_address(),
                                          window.settings.player_name)
        except ReplayError as error:
            window.notice = _("No replay link: {reason}").format(reason=error)
            return
        holds = link_holds(with_path)
        window.copy(link, _("Replay link copied · {holds}").format(holds=holds),
                    _("Replay link · {holds}").format(holds=holds), share=True)

    def watch_link(self, text: str) -> None:
        """Watch the game a replay link holds; a broken link says why in the footer."""
        try:
            shared = read_link(text)
        except LinkError as error:
            if self.front.player is not None:
                self.action_replay_stop()  # back to the game, where the footer can say why
            self.window.panel = None
            self.window.notice = _("Cannot watch the link: {error}").format(error=error)
            return
        self.window.dialog = self.front.generation = None
        self.watch_video(shared.video)
        self.front.replay_note = link_holds(shared.with_path)

    def take_replay_file(self) -> None:
        """A replay file the browser's page was given (picked or dropped): watch it."""
        taken = take_replay_file()
        if taken is not None:
            self.watch_file(*taken)

    def file_dropped(self, path: str) -> None:
        """A file dropped on the window: watch it, read as every file is (bounded, and
        never waiting on a device or FIFO); one that cannot be read says why."""
        name = Path(path).name
        try:
            data = read_capped(path, MAX_BYTES)
        except OSError as error:
            self.window.notice = _("Cannot watch {name}: {error}").format(
                name=name[:40], error=reason(error))
            return
        self.watch_file(name, data)

    def watch_file(self, name: str, data: bytes) -> None:
        """Watch a replay file's bytes; a file that is no replay says why in the footer."""
        window = self.window
        try:
            video = read_replay(data, name)
        except ReplayError as error:
            if self.front.player is not None:
                self.action_replay_stop()  # back to the game, where the footer can say why
            window.panel = None
            window.notice = _("Cannot watch {name}: {error}").format(name=name[:40], error=error)
            return
        window.dialog = self.front.generation = None
        self.watch_video(video)

    def watch_video(self, video: Video) -> None:
        """Watch a replay file, in a window the size of its board."""
        self.watch(ReplayPlayer(VideoSteps(Timeline(video)), self.window.clock))

    def watch(self, player: ReplayPlayer) -> None:
        front = self.front
        self.window.panel = front.hint = None
        front.replay_note = ""
        front.player = player
        front.fit_window(player.board.width, player.board.height)
        front.renderer.invalidate()

    def action_replay_stop(self, _: str = "") -> None:
        front = self.front
        front.player = None
        front.scrubbing = False
        front.fit_window(front.game_params.width, front.game_params.height)
        front.renderer.invalidate()

    def action_replay_file(self, _: str = "") -> None:
        pick_replay_file()

    def action_replay_pause(self, _: str = "") -> None:
        self.control_replay(ReplayPlayer.toggle_pause)

    def action_replay_speed(self, step: str) -> None:
        """A step up or down (the keys, "1" or "-1"), or round the speeds ("cycle": the
        speed button)."""
        self.control_replay(ReplayPlayer.cycle_speed if step == "cycle"
                            else lambda player: player.change_speed(int(step)))

    def action_replay_restart(self, _: str = "") -> None:
        self.control_replay(ReplayPlayer.restart)

    def action_replay_step(self, step: str) -> None:
        self.control_replay(lambda player: player.step(int(step)))

    def action_replay_trail(self, _: str = "") -> None:
        self.control_replay(ReplayPlayer.toggle_trail)

    def control_replay(self, control: Callable[[ReplayPlayer], None]) -> None:
        if self.front.player is not None:
            control(self.front.player)
            self.replay_moved()

    def replay_moved(self) -> None:
        """The replay jumped: the board may differ anywhere, so repaint it all."""
        self.front.renderer.invalidate()

    # ----- the replays kept: the last games and every best ------------------------------
    def keep_replay(self, record: GameRecord, bests: frozenset[str]) -> None:
        """Keep the game that just ended among the replays (see :mod:`game.core.mines.kept`);
        a store that refuses says so through the progress, as every save does."""
        front, window = self.front, self.window
        params = front.game_params
        day = "" if front.daily_day is None else front.daily_day.isoformat()
        entry = replay_of(record, (params.width, params.height, params.mines),
                          time.time_ns() // 1000, best=bool(bests), daily=day)
        keep(window.progress, front.session, entry, window.settings.player_name)

    def action_replays(self, _: str = "") -> None:
        """The Replays panel: every game kept, newest first."""
        self.window.panel = replays_panel(kept_games(self.window.progress),
                                          pick_file=host.IN_BROWSER)
        self.window.show_problems()

    def action_kept(self, name: str) -> None:
        """One kept game's panel: its numbers, Watch, Review, Export."""
        kept = self._kept(name)
        if kept is not None:
            self.window.panel = kept_panel(kept)

    def action_kept_watch(self, name: str) -> None:
        game = self._kept_game(name)
        if game is not None:
            self.watch_video(game.video)

    def action_kept_review(self, name: str) -> None:
        """The review over the kept game's replay, paused: choosing a click shows it."""
        game = self._kept_game(name)
        if game is not None:
            self.watch_video(game.video)
            assert self.front.player is not None
            self.front.player.paused = True
            self.window.panel = review_panel(review_video(game.video))

    def action_kept_export(self, argument: str) -> None:
        """Export a kept game as ``.evf`` (``evf/<name>``) or as our own save
        (``save/<name>``): a download in a tab, natively a file whose place the footer
        gives."""
        kind, _slash, name = argument.partition("/")
        game = self._kept_game(name)
        if game is None:
            return
        file_name = export_name(game.kept, "evf" if kind == "evf" else "txt")
        data = to_evf(game.video) if kind == "evf" else game.session.save().encode()
        try:
            where = export_file(file_name, data)
        except OSError as error:
            self.window.notice = _("Not exported: {reason}").format(reason=reason(error))
            return
        self.window.notice = _("Downloading {name}").format(name=file_name) if where is None \
            else _("Exported to {path}").format(path=where)

    def _kept(self, name: str) -> KeptReplay | None:
        """The kept game named (by its end); gone, the list opens again saying so."""
        kept = next((game for game in kept_games(self.window.progress)
                     if str(game.ended_us) == name), None)
        if kept is None:
            self._gone()
        return kept

    def _kept_game(self, name: str) -> KeptGame | None:
        """The kept game named, read back; one that cannot be read is set aside (one line
        in the footer) and the list opens again without it."""
        kept = self._kept(name)
        game = None if kept is None else load_game(self.window.progress, kept)
        if kept is not None and game is None:
            self._gone()
        return game

    def _gone(self) -> None:
        self.action_replays()
        if not self.window.notice:
            self.window.notice = _("That replay is no longer kept")


def link_holds(with_path: bool) -> str:
    """What a replay link carries, as the footer says it."""
    if with_path:
        return _("clicks and pointer path")
    return _("clicks only (the pointer path did not fit)")


class CustomDialog(Dialog[CustomForm]):
    """Width, height and mines with - and + buttons, a preset, Cancel and Start."""

    buttons = ((CANCEL, N_("Cancel")), ("start", N_("Start")))
    WIDTH = 320

    def __init__(self, form: CustomForm, window: Chrome) -> None:
        super().__init__(form, window, self.WIDTH, len(FIELDS) + 2, 8, message_lines=1)

    def problem(self) -> str | None:
        return self.form.problem()

    def heading(self) -> str:
        return _("Custom board · sides 1 to {most}").format(most=MAX_SIDE)

    def summary(self) -> str:
        return self.form.summary()

    # ----- geometry -----------------------------------------------------------
    def _row_top(self, row: int) -> int:
        return self.rect[1] + PADDING + TITLE + row * self.row

    def step_button(self, index: int, delta: int) -> Rect:
        """- left of the value, + right of it: as wide as tall, a fingertip on a phone."""
        side = self.row - 6
        box = self.value_box(index)
        x = box[0] - 4 - side if delta < 0 else box[0] + box[2] + 4
        return x, self._row_top(index) + 3, side, side

    def value_box(self, index: int) -> Rect:
        return self.rect[0] + self.rect[2] - PADDING - self.row - 64, \
            self._row_top(index) + 3, 56, self.row - 6

    def preset_button(self, index: int) -> Rect:
        """Under the summary, however many lines it takes."""
        count = len(EXTRA_PRESETS)
        width = (self.rect[2] - (count + 1) * PADDING) // count
        x = self.rect[0] + PADDING + index * (width + PADDING)
        top = self._row_top(len(FIELDS)) + 8 + self.message_lines * LINE
        return x, top, width, self.row - 6

    # ----- input ----------------------------------------------------------------
    def click(self, pos: tuple[int, int]) -> str | None:
        """``"start"`` or ``"cancel"`` when the dialog is done, else None."""
        if (answer := self.button_at(pos)) is not None:
            return answer
        for index in range(len(FIELDS)):
            for delta in (-1, 1):
                if contains(self.step_button(index, delta), pos):
                    self.form.step(index, delta)
            if contains(self.value_box(index), pos):
                self.form.focus = index
        for index, size in enumerate(EXTRA_PRESETS.values()):
            if contains(self.preset_button(index), pos):
                self.form.choose(*size)
        return None if contains(self.rect, pos) else CANCEL

    def key(self, press: KeyPress) -> str | None:
        key = press.key
        if key in ("return", "enter"):
            return self.confirm()
        if key == "escape":
            return CANCEL
        if is_digit(press.text):
            self.form.type_digit(press.text)
        elif key == "backspace":
            self.form.backspace()
        elif key in ("tab", "down", "up"):
            self.form.move_focus(-1 if key == "up" else 1)
        elif key in ("left", "right"):
            self.form.step(self.form.focus, 1 if key == "right" else -1)
        return None

    # ----- drawing ----------------------------------------------------------------
    def state(self) -> tuple[object, ...]:
        return tuple(self.form.values), self.form.focus, self.form.summary()

    def paint(self, screen: pygame.Surface, style: Style) -> Rect:
        lines = self.message(style)
        self.paint_frame(screen, style)
        for index, name in enumerate(FIELDS):
            self._paint_field(screen, style, index, name)
        self.paint_message(screen, style, lines, self._row_top(len(FIELDS)) + 4,
                           wrong=self.problem() is not None)
        for index, label in enumerate(EXTRA_PRESETS):
            self.paint_button(screen, style, self.preset_button(index), _(label), pushed=False)
        return self.rect

    def _paint_field(self, screen: pygame.Surface, style: Style, index: int, name: str) -> None:
        palette, fonts = style.palette, style.fonts
        top = self._row_top(index)
        label = fonts.label.render(_(FIELD_LABELS[name]), True, palette.text)
        screen.blit(label, label.get_rect(midleft=(self.rect[0] + PADDING, top + self.row // 2)))
        for delta, glyph in ((-1, "-"), (1, "+")):
            self.paint_button(screen, style, self.step_button(index, delta), glyph, pushed=False)
        box = self.value_box(index)
        self.paint_box(screen, style, box, focused=index == self.form.focus)
        value = fonts.label.render(self.form.values[index], True, palette.counter_digits)
        screen.blit(value, value.get_rect(center=centre(box)))
