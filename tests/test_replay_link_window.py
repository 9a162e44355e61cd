"""Replay links in the window (issue 36, point 6): Share replay copies one; Open game ID
and a page's ``#replay=`` open the viewer on it, which plays to the board and counters
the game ended with; a broken link says why in one line.

The clipboard is SDL's own (pygame.scrap works under the dummy video driver).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from front_helpers import (
    MinesWindow,
    clear_board,
    click,
    mines_window,
    press,
    still_progress,
    sudoku_window,
)
from scripted_games import expert_game

from game.core.mines.game import MinesOptions
from game.core.mines.replays.link import FRAGMENT, read_link
from game.core.settings import Settings
from game.core.storage import PREFIX, SETTINGS, MemoryStore, Progress
from game.gui import shell
from game.gui.dialog import is_id_dialog
from game.gui.host import LINK_BASE
from game.gui.window import Switch
from game.options import Options


@pytest.fixture
def display() -> Iterator[None]:
    pygame.init()
    yield
    pygame.quit()


def won_window() -> MinesWindow:
    """Beginner won with the mouse, its pointer logged as the window logs it; the
    player's name set."""
    settings = Settings(animations=False, player_name="Ann")
    progress = Progress(MemoryStore({PREFIX + SETTINGS: settings.to_json()}))
    app = mines_window(Options(seed=11, own=MinesOptions(no_guess=False)), progress=progress)
    app.frame()
    click(app, (4, 4))
    clear_board(app)
    assert app.front.session.outcome == "won"
    return app


def shared_link(app: MinesWindow) -> str:
    app.activate("share_replay")
    link = pygame.scrap.get_text()
    assert link.startswith(LINK_BASE + "#replay=")
    return link


def at_the_end(app: MinesWindow) -> tuple[str, str]:
    """The viewer's board and counters once the replay has played to its end."""
    player = app.front.player
    assert player is not None
    player.seek_fraction(1.0)
    app.frame()
    counters = player.steps.counters()
    return player.board.to_text(), (f"{counters.time_ms} {counters.clicks} "
                                    f"{counters.solved_three_bv}/{counters.three_bv}")


def test_share_replay_copies_a_link_that_says_what_it_holds(display: None) -> None:
    app = won_window()
    app.activate("menu")
    assert any(item.action == "share_replay" for item in app.panel.items)
    link = shared_link(app)
    assert app.panel is None
    assert app.notice == "Replay link copied · clicks and pointer path"
    shared = read_link(link)
    assert shared.with_path and shared.video.player == "Ann"
    assert shared.session.events == app.front.session.events
    app.front.new_game()
    app.activate("share_replay")  # an unfinished game has none to share
    assert app.notice == "Replays are for finished games"


def test_an_expert_game_shares_its_clicks_only_and_the_viewer_says_so(display: None) -> None:
    """A scripted Expert game (tests/scripted_games.py): its path would not fit."""
    app = mines_window(Options(seed=5), progress=still_progress())
    app.frame()
    app.front.start_session(expert_game(3))
    link = shared_link(app)
    assert len(link) <= 2000
    assert app.notice == "Replay link copied · clicks only (the pointer path did not fit)"
    app.front.load_game(link_part(link))  # as Open game ID hands it over
    assert app.front.player is not None and app.front.player.board.width == 30
    assert app.front.picture.footer().endswith(" · clicks only (the pointer path did not fit)")
    app.activate("replay_stop")
    app.activate("replay")  # the game's own replay adds nothing to its footer
    assert app.front.player is not None and "clicks" not in app.front.picture.footer()


def test_a_pasted_link_opens_the_viewer_at_the_games_final_board(display: None) -> None:
    app = won_window()
    ended = app.front.session.position.board.to_text()
    link = shared_link(app)
    app.activate("replay")  # Watch replay: the game as this window saw it
    watched = at_the_end(app)
    app.activate("replay_stop")
    other = mines_window(Options(seed=5), progress=still_progress())
    other.frame()
    playing = other.front.session.game_id
    pygame.scrap.put_text(f"  {link[:60]}\n{link[60:]}  ")  # as a chat might wrap it
    press(other, pygame.K_v, pygame.KMOD_CTRL)
    assert is_id_dialog(other.dialog)
    assert other.dialog.form.summary() == "Enter watches this replay"
    press(other, pygame.K_RETURN)
    assert other.dialog is None and other.front.player is not None
    assert other.front.session.game_id == playing  # the game in play stays
    assert other.front.picture.footer().endswith(" · clicks and pointer path")
    board, counters = at_the_end(other)
    assert board == ended.replace("?", "#")  # a replay knows no question marks
    assert (board, counters) == (watched[0].replace("?", "#"), watched[1])


def test_a_broken_link_keeps_the_dialog_open_saying_why(display: None) -> None:
    app = mines_window(Options(seed=5), progress=still_progress())
    app.frame()
    press(app, pygame.K_o, pygame.KMOD_CTRL)
    assert is_id_dialog(app.dialog)
    app.dialog.paste(LINK_BASE + "#replay=eNoBroken")
    assert app.dialog.form.summary() == ("Not yet: the replay link is broken: the text was "
                                         "cut short or changed")
    press(app, pygame.K_RETURN)
    assert is_id_dialog(app.dialog) and app.front.player is None


def test_the_pages_fragment_opens_the_viewer_and_a_broken_one_says_why(display: None) -> None:
    link = shared_link(won_window())
    payload = link.partition(f"#{FRAGMENT}=")[2]
    options = shell.query_options(None, payload)
    assert options.game is None  # the default game, Minesweeper
    app = mines_window(options, progress=still_progress())
    app.frame()
    assert app.front.player is not None
    assert app.front.player.board.width == 9
    broken = mines_window(shell.query_options("9x9n10q:s3", payload[:-20]),
                          progress=still_progress())
    broken.frame()
    assert broken.front.player is None
    assert broken.notice.startswith("Cannot watch the link: the replay link is broken: ")
    assert "\n" not in broken.notice


def test_a_link_opened_in_sudoku_hands_over_to_minesweeper(display: None) -> None:
    link = shared_link(won_window())
    app = sudoku_window(Options(seed=1), progress=Progress(MemoryStore()))
    for _ in range(3):
        app.frame()
    press(app, pygame.K_o, pygame.KMOD_CTRL)
    assert is_id_dialog(app.dialog)
    app.dialog.paste(link)
    assert press(app, pygame.K_RETURN) == Switch("mines", link_part(link))


def link_part(link: str) -> str:
    return FRAGMENT + "=" + link.partition(f"#{FRAGMENT}=")[2]
