"""The replays kept in Minesweeper's window: the last games and every best, their panel,
and watching, reviewing or exporting one of them.

The kept-replays object of :class:`~game.gui.mines.front.MinesFront`; what is kept, and
how, is the core's (:mod:`game.core.mines.kept`), watching one is
:class:`~game.gui.mines.replays.MinesReplays`'.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from game.core.mines.kept import KeptGame, KeptReplay, keep, kept_games, load_game, replay_of
from game.core.mines.replays import review_video, to_evf
from game.core.mines.stats import GameRecord
from game.file_errors import reason
from game.gui import host
from game.gui.host import export_file
from game.gui.mines.replays import MinesReplays
from game.i18n import _
from game.ui.mines.panels import review_panel
from game.ui.mines.replays_panel import export_name, kept_panel, replays_panel

if TYPE_CHECKING:
    from game.gui.mines.parts import MinesParts


class MinesKept:
    """The games kept as replays, for the front whose games end; ``replays`` watches them."""

    def __init__(self, front: MinesParts, replays: MinesReplays) -> None:
        self.front = front
        self.window = front.window
        self.replays = replays

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
            self.replays.watch_video(game.video)

    def action_kept_review(self, name: str) -> None:
        """The review over the kept game's replay, paused: choosing a click shows it."""
        game = self._kept_game(name)
        if game is not None:
            self.replays.watch_video(game.video)
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
