"""Watching a replay in Minesweeper's window: the finished game's, a link's, a file's (picked,
dropped or given on the command line), its controls, its sharing as a link, and the review
over it.

The replays object of :class:`~game.gui.mines.front.MinesFront`; the replay itself plays in
a :class:`~game.ui.mines.replay_player.ReplayPlayer`, which the front draws instead of its
session while one is on show.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.core.mines.replays import (
    MAX_BYTES,
    ReplayError,
    Timeline,
    Video,
    read_replay,
    review_video,
    video_from_session,
)
from game.core.mines.replays.link import LinkError, read_link, replay_link
from game.file_errors import reason
from game.files import read_capped
from game.gui.host import page_address, pick_replay_file, take_replay_file
from game.gui.mines.view import MinesView
from game.i18n import _
from game.ui.mines.panels import CLICK, ReviewMenu, review_panel
from game.ui.mines.replay_player import ReplayPlayer, SessionSteps, VideoSteps

if TYPE_CHECKING:
    from game.gui.mines.parts import MinesParts


class MinesReplays:
    """The replay on show and its controls; the player it plays in is the front's."""

    def __init__(self, front: MinesParts, view: MinesView) -> None:
        """``view`` fits the window to the replay's board, and back to the game's."""
        self.front = front
        self.window = front.window
        self.view = view

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
        window.clipboard.copy(link, _("Replay link copied · {holds}").format(holds=holds),
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
        self.view.fit_window(player.board.width, player.board.height)
        front.renderer.invalidate()

    def action_replay_stop(self, _: str = "") -> None:
        front = self.front
        front.player = None
        front.scrubbing = False
        self.view.fit_window(front.game_params.width, front.game_params.height)
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


def link_holds(with_path: bool) -> str:
    """What a replay link carries, as the footer says it."""
    if with_path:
        return _("clicks and pointer path")
    return _("clicks only (the pointer path did not fit)")
