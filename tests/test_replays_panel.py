"""The Replays panel in the window (issue 36, point 4): a finished game is kept and listed
with its numbers; from its row it is watched, reviewed and exported (natively a file that
our reader and ms_toollib read, in a browser a download); a kept game that cannot be read
costs one line in the footer, and the panel still opens."""

from __future__ import annotations

import base64
from pathlib import Path
from types import SimpleNamespace

import pytest
from front_helpers import MinesWindow, clear_board, click
from replay_files import ms_facts

from game.core.mines.kept import kept_games, load_game
from game.core.mines.replays import read_replay, summary, to_evf
from game.core.storage import KEPT_REPLAYS, PREFIX
from game.gui import host
from game.ui.menu import MenuItem
from game.ui.mines.panels import ReviewMenu


def open_replays(app: MinesWindow) -> list[MenuItem]:
    """Open the menu, choose Replays…, and return the panel's rows."""
    app.front.open_menu()
    assert app.panel is not None
    item = next(item for item in app.panel.items if item.label == "Replays…")
    app.activate(item.action)
    assert app.panel is not None and app.panel.name == "replays"
    return app.panel.items


def game_rows(app: MinesWindow) -> list[MenuItem]:
    return [item for item in open_replays(app) if item.action.startswith("kept:")]


def lose(app: MinesWindow) -> None:
    """Open a safe cell, then a mine."""
    board = app.front.board
    click(app, (0, 0)) if not board.is_mine(0, 0) else click(app, (8, 8))
    mine = next((x, y) for y in range(board.height) for x in range(board.width)
                if board.is_mine(x, y))
    click(app, mine)
    assert app.front.session.status == "lost"


def test_finished_games_are_listed_newest_first_with_their_numbers(app: MinesWindow) -> None:
    clear_board(app)
    won = app.statistics.last
    assert won is not None and won.won
    app.front.new_game()
    lose(app)
    rows = game_rows(app)
    assert len(rows) == 2
    assert rows[0].label.startswith("Beginner · ") and rows[0].key.startswith("✗ ")
    assert rows[1].key == f"✓ {won.seconds:.2f} s · {won.three_bv_per_second:.2f} PB"
    assert rows[0].key.count("PB") == 0  # a loss sets no best


def test_a_kept_game_is_watched_from_its_row(app: MinesWindow) -> None:
    clear_board(app)
    view = app.front.board.to_text()
    row = game_rows(app)[0]
    app.activate(row.action)
    assert app.panel is not None
    watch = next(item for item in app.panel.items if item.label == "Watch")
    app.activate(watch.action)
    player = app.front.player
    assert player is not None and app.panel is None
    player.seek_ms(10**9)  # to its end: the board as the game ended
    assert player.board.to_text() == view


def test_a_kept_game_is_reviewed_over_its_replay(app: MinesWindow) -> None:
    clear_board(app)
    app.front.new_game()  # the game kept is not the one in play
    app.activate(game_rows(app)[0].action)
    app.activate(next(item.action for item in app.panel.items  # type: ignore[union-attr]
                      if item.label == "Review"))
    assert isinstance(app.panel, ReviewMenu) and app.panel.items[0].key == "won"
    assert app.front.player is not None and app.front.player.paused


@pytest.mark.parametrize("kind", ["evf", "save"])
def test_a_native_export_writes_a_file_our_reader_and_ms_toollib_read(
        app: MinesWindow, private_data_folder: Path, kind: str) -> None:
    clear_board(app)
    record = app.statistics.last
    assert record is not None
    app.activate(game_rows(app)[0].action)
    app.activate(f"kept_export:{kind}/{kept_games(app.progress)[0].ended_us}")
    path = Path(app.notice.removeprefix("Exported to "))
    assert app.notice.startswith("Exported to ") and path.parent == private_data_folder / "exports"
    data = path.read_bytes()
    ours = summary(read_replay(data, path.name))
    assert (ours["width"], ours["mines"], ours["completed"]) == (9, 10, True)
    assert ours["time_s"] == pytest.approx(record.seconds, abs=0.011)
    assert ours["bbbv"] == record.three_bv
    if kind == "evf":
        assert path.suffix == ".evf" and ours["fair"] and ours["end_us"] > 0
        oracle = ms_facts("evf", data)
        assert {key: oracle[key] for key in ("width", "height", "mines", "bbbv", "completed")} \
            == {key: ours[key] for key in ("width", "height", "mines", "bbbv", "completed")}
        assert oracle["time_s"] == pytest.approx(ours["time_s"], abs=0.001)
    else:
        assert path.suffix == ".txt" and data.startswith(b"gridgames-save")
    app.activate(f"kept_export:{kind}/{kept_games(app.progress)[0].ended_us}")
    assert Path(app.notice.removeprefix("Exported to ")) != path  # never over the first


def test_a_browser_export_is_a_download_of_the_same_bytes(
        app: MinesWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    clear_board(app)
    downloads: list[tuple[str, str]] = []
    page = SimpleNamespace(gridgamesDownload=lambda name, data: downloads.append((name, data)))
    monkeypatch.setattr(host, "IN_BROWSER", True)
    monkeypatch.setattr(host, "_window", lambda: page)
    kept = kept_games(app.progress)[0]
    app.activate(f"kept_export:evf/{kept.ended_us}")
    (name, data), = downloads
    assert name.startswith('"gridgames-beginner-') and name.endswith('.evf"')
    assert app.notice == f"Downloading {name.strip(chr(34))}"
    game = load_game(app.progress, kept)
    assert game is not None and base64.b64decode(data) == to_evf(game.video)


def test_a_corrupt_kept_game_costs_one_line_and_the_panel_still_opens(
        app: MinesWindow) -> None:
    clear_board(app)
    app.front.new_game()
    clear_board(app)
    first, second = kept_games(app.progress)
    store = app.progress.store
    store.write(PREFIX + first.key, f"{first.ended_us}\neNoBroken")
    app.activate(f"kept_watch:{first.ended_us}")
    assert app.front.player is None
    assert app.notice == ("Saved kept replay could not be read (damaged); kept as "
                          f"{PREFIX}{first.key}.corrupt")
    assert app.panel is not None and app.panel.name == "replays"
    assert [row.action for row in app.panel.items if row.action.startswith("kept:")] == \
        [f"kept:{second.ended_us}"]


def test_a_corrupt_list_costs_one_line_and_the_panel_opens_empty(app: MinesWindow) -> None:
    clear_board(app)
    app.progress.store.write(PREFIX + KEPT_REPLAYS, "{not json")
    rows = open_replays(app)
    assert [row.label for row in rows][1] == "No replay kept yet: finished games appear here"
    assert app.notice.startswith("Saved list of kept replays could not be read (damaged)")


def test_a_page_that_cannot_download_says_so_in_one_line(
        app: MinesWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    clear_board(app)
    monkeypatch.setattr(host, "IN_BROWSER", True)
    monkeypatch.setattr(host, "_window", lambda: SimpleNamespace())  # an older page
    app.activate(f"kept_export:save/{kept_games(app.progress)[0].ended_us}")
    assert app.notice == "Not exported: the page cannot download files"
