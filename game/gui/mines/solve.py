"""Solve: the auto-player in Minesweeper's window, one move per tick through the session.

Mixed into :class:`~game.gui.mines.window.MinesApp`.  The loop's logic is pure
(:mod:`game.ui.mines.autoplay`); here its steps become the window's hint highlight and
footer, its moves go through :meth:`play` like the player's own (undo, sounds,
statistics, saving), and any key, click or tap of the player stops it.
"""

from __future__ import annotations

from game.core.mines.solver import SolverError
from game.core.session import HINT
from game.gui.front_base import Action
from game.gui.mines.view import MinesView
from game.i18n import _
from game.ui.input import ButtonDown, FingerDown, Input, KeyPress, binding_for, has_keyboard
from game.ui.mines.autoplay import AutoPlayer, Step, plan

GUESSING = "guess"  # the argument of the "solve" action that lets it guess on its own


class MinesSolve(MinesView):
    """The auto-player's hooks; the window calls :meth:`advance_solver` once a frame."""

    autoplay: AutoPlayer | None = None

    def own_actions(self) -> dict[str, Action]:
        return {**super().own_actions(), "solve": self.solve}

    def solve(self, mode: str) -> None:
        """Start solving; stop it; or, stopped at a guess, play that guess and go on."""
        self.panel = None
        auto = self.autoplay
        if auto is not None and auto.held:
            auto.guesses = auto.guesses or mode == GUESSING
            auto.allow()
        elif auto is not None:
            self.stop_solving(self._stopped())
        elif self.session.finished or self.player is not None:
            self.notice = _("Nothing to solve: start a game first")
        else:
            self.autoplay = AutoPlayer(guesses=mode == GUESSING, next_at=self.clock())

    def stop_solving(self, why: str | None = None) -> None:
        """Stop the auto-player; ``why`` replaces the footer's line when given."""
        self.autoplay = None
        if why is not None:
            self.notice = why

    def dispatch(self, done: Input) -> None:
        """Any key, click or tap stops a running solve and is used up doing so; stopped at
        a guess, it only lets go (the player may guess elsewhere).  Its own keys pass, and
        so does all input while the game is paused (it is the panel's: P goes on)."""
        auto = self.autoplay
        if auto is not None and not self.board_covered() \
                and isinstance(done, KeyPress | ButtonDown | FingerDown) \
                and not self._solve_key(done):
            self.stop_solving(None if auto.held else self._stopped())
            if not auto.held:
                return
        super().dispatch(done)

    def _stopped(self) -> str:
        if not has_keyboard():
            return _("Solve stopped · Solve in the menu goes on")
        return _("Solve stopped · {key} goes on").format(key=self.shortcut("solve"))

    def _solve_key(self, done: Input) -> bool:
        if not isinstance(done, KeyPress):
            return False
        binding = binding_for(self.bindings, done, panel_open=self.panel is not None)
        return binding is not None and binding.action.partition(":")[0] == "solve"

    def advance_solver(self) -> None:
        """Play the step on show and show the next one, when a tick is due (not while the
        game is paused: a panel or dialog covers the board)."""
        auto = self.autoplay
        if auto is None or self.generation is not None or self.board_covered() \
                or not auto.due(self.clock()):
            return
        if auto.moves and not self.board.started:  # the first opening found no board
            self.stop_solving()
            return
        move = auto.take()
        if move is not None:
            if not any(event.action == HINT for event in self.session.events):
                self.session.note_hint()  # a solved game is an aided one: no records
            self.play([move])
        if self.generation is None:
            self._show_next(auto)

    def _show_next(self, auto: AutoPlayer) -> None:
        try:
            step = plan(self.session, self.advisor)
        except SolverError as error:
            self.stop_solving(_("Solve stopped: {reason}").format(reason=error))
            return
        if step is None:  # the game is over: its own footer says how
            self.stop_solving()
            return
        auto.shown, self.hint = step, step.hint
        self.notice = self._footer_line(step, auto)
        self.show(self.layout.following(step.hint.cell))

    def _footer_line(self, step: Step, auto: AutoPlayer) -> str:
        if not auto.held:
            return step.words
        return _("{step} · {key} takes it, {guess_key} guesses on").format(
            step=step.words, key=self.shortcut("solve"),
            guess_key=self.shortcut("solve:" + GUESSING))
