"""Replays kept of finished games (issue 36, point 4), on the store alone: the last 100
games and every best are kept, the oldest game that set no best goes first, the texts
stay within their bound, and a kept game that cannot be read costs one line and itself."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from scripted_games import ScriptedPlayer
from session_helpers import FakeClock, layout_session

from game.core.mines import kept as kept_module
from game.core.mines.game import MinesGame
from game.core.mines.game_id import MinesParams
from game.core.mines.kept import (
    MAX_CHARS,
    MAX_GAMES,
    RECENT,
    KeptReplay,
    dump_index,
    keep,
    kept_after,
    kept_games,
    load_game,
)
from game.core.mines.replays import video_from_session
from game.core.session import Session
from game.core.storage import KEPT_REPLAYS, PREFIX, MemoryStore, Progress

BEGINNER = MinesParams(9, 9, 10)


def entry(number: int, *, chars: int = 1000, best: bool = False) -> KeptReplay:
    """The ``number``-th game played (its name grows with it)."""
    return KeptReplay(1_800_000_000_000_000 + number, 0, "beginner", "classic", 9, 9, 10,
                      True, 1234, 20, 20, best, False, chars)


def numbers(games: list[KeptReplay]) -> list[int]:
    return [game.ended_us - 1_800_000_000_000_000 for game in games]


def played(seed: int) -> Session[MinesGame]:
    return ScriptedPlayer(BEGINNER, seed).play()


def won_in_one() -> Session[MinesGame]:
    """A 3x3 board with one mine in a corner, won by opening the opposite corner."""
    clock = FakeClock()
    session = layout_session("*.. ... ...", clock)
    clock.now += 1.5
    session.play("O2,2")
    assert session.status == "won"
    return session


def two_mines(*moves: str) -> Session[MinesGame]:
    """A 3x3 board with mines in two corners (opening the other two wins), played."""
    clock = FakeClock()
    session = layout_session("..* ... *..", clock)
    for move in moves:
        clock.now += 1.0
        session.undo() if move == "undo" else session.play(move)
    return session


def kept_text(store: MemoryStore) -> int:
    """The characters the kept games' slots hold."""
    return sum(len(text) for key, text in store.values.items()
               if key.startswith(f"{PREFIX}replay."))


# ----- which games are kept ------------------------------------------------------------
def test_the_last_hundred_games_are_kept_and_every_best() -> None:
    games: list[KeptReplay] = []
    for number in range(150):
        games = kept_after(games, entry(number, best=number in (3, 40, 120)))
    assert numbers(games) == [3, 40, *range(50, 150)]
    assert len(games) == RECENT + 2


def test_over_the_bound_the_oldest_game_without_a_best_goes_first() -> None:
    size = MAX_CHARS // 10  # ten fit
    games = [entry(number, chars=size, best=number in (0, 5)) for number in range(10)]
    games = kept_after(games, entry(10, chars=size))
    assert numbers(games) == [0, 2, 3, 4, 5, 6, 7, 8, 9, 10]  # 1 went, not the best 0
    games = kept_after(games, entry(11, chars=3 * size))
    assert numbers(games) == [0, 5, 6, 7, 8, 9, 10, 11]  # 2, 3, 4 went; bests stay
    assert sum(game.chars for game in games) <= MAX_CHARS


def test_bests_go_only_when_nothing_else_is_left_the_oldest_first() -> None:
    size = MAX_CHARS // 10
    games = [entry(number, chars=size, best=True) for number in range(10)]
    games = kept_after(games, entry(10, chars=size))
    assert numbers(games) == list(range(1, 11))
    games = kept_after(games, entry(11, chars=size, best=True))
    assert numbers(games) == [*range(1, 10), 11]  # 10 set no best: it goes, though newer


def test_the_index_keeps_at_most_its_count_of_games() -> None:
    games = [entry(number, chars=10, best=True) for number in range(MAX_GAMES)]
    games = kept_after(games, entry(MAX_GAMES, chars=10))
    assert len(games) == MAX_GAMES and numbers(games)[0] == 1


# ----- through the store ----------------------------------------------------------------
def test_a_kept_game_comes_back_as_it_was_played() -> None:
    progress, session = Progress(MemoryStore()), played(1)
    kept = keep(progress, session, replace(entry(1), won=session.status == "won"), "Ana")
    assert kept is not None and kept_games(progress) == [kept]
    loaded = load_game(progress, kept)
    assert loaded is not None
    assert loaded.video.player == "Ana"
    assert loaded.video.details.ended_us == kept.ended_us  # what the index states of it
    assert loaded.video == video_from_session(session, kept.origin("Ana"))
    game = loaded.session
    assert game.events == session.events[:session.ending.event_count]  # type: ignore[union-attr]
    assert game.position.board.to_text() == session.position.board.to_text()


def test_a_game_no_replay_can_show_is_not_kept() -> None:
    """Taken back with undo: no replay file, link or viewer of files shows it."""
    session = two_mines("O0,0", "F2,0", "undo", "O2,2")
    assert session.status == "won" and any(event.action == "undo" for event in session.events)
    progress = Progress(MemoryStore())
    assert keep(progress, session, entry(1)) is None and kept_games(progress) == []


def test_an_unfinished_game_is_not_kept() -> None:
    progress = Progress(MemoryStore())
    session = two_mines("O0,0")
    assert session.status == "playing"
    assert keep(progress, session, entry(1)) is None and kept_games(progress) == []


def test_the_texts_stay_within_their_bound_and_freed_slots_are_emptied(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With a bound that holds three of these games, ten kept leave three, each slot
    reused, and the freed ones empty."""
    store, session = MemoryStore(), played(2)
    progress = Progress(store)
    first = keep(progress, session, entry(0))
    assert first is not None
    monkeypatch.setattr(kept_module, "MAX_CHARS", first.chars * 3)
    for number in range(1, 10):
        keep(progress, session, entry(number))
        assert kept_text(store) <= first.chars * 3
    games = kept_games(progress)
    assert numbers(games) == [7, 8, 9]
    assert sorted(game.slot for game in games) == [0, 1, 2]
    assert all(load_game(progress, game) is not None for game in games)


def test_a_game_too_long_to_keep_is_not(monkeypatch: pytest.MonkeyPatch) -> None:
    progress = Progress(MemoryStore())
    monkeypatch.setattr(kept_module, "MAX_ONE", 200)
    assert keep(progress, played(3), entry(1)) is None
    assert kept_games(progress) == []
    assert keep(progress, won_in_one(), entry(2)) is not None


def test_a_corrupt_kept_game_costs_one_line_and_itself() -> None:
    store = MemoryStore()
    progress = Progress(store)
    first = keep(progress, won_in_one(), entry(1))
    second = keep(progress, won_in_one(), entry(2))
    assert first is not None and second is not None
    store.values[PREFIX + first.key] = f"{first.ended_us}\nnot a replay"
    assert load_game(progress, first) is None
    assert progress.unread() == ["Saved kept replay could not be read (damaged); kept as "
                                 f"{PREFIX}{first.key}.corrupt"]
    assert kept_games(progress) == [second]  # it left the index; the other stays
    assert load_game(progress, second) is not None


def test_a_corrupt_index_costs_one_line_and_keeping_starts_again() -> None:
    store = MemoryStore({PREFIX + KEPT_REPLAYS: json.dumps({"version": 1, "games": [{}]})})
    progress = Progress(store)
    assert kept_games(progress) == []
    assert progress.unread() == ["Saved list of kept replays could not be read (damaged); "
                                 f"kept as {PREFIX}{KEPT_REPLAYS}.corrupt"]
    kept = keep(progress, won_in_one(), entry(1))
    assert kept is not None and kept_games(progress) == [kept]


def test_an_index_naming_no_day_as_the_daily_is_set_aside() -> None:
    kept = json.loads(dump_index([replace(entry(1), daily="29 Nov")]))
    progress = Progress(MemoryStore({PREFIX + KEPT_REPLAYS: json.dumps(kept)}))
    assert kept_games(progress) == []
    assert len(progress.unread()) == 1
    good = dump_index([replace(entry(1), daily="2026-11-29")])
    assert kept_games(Progress(MemoryStore({PREFIX + KEPT_REPLAYS: good}))) == [
        replace(entry(1), daily="2026-11-29")]


def test_a_slot_another_copy_reused_reads_as_gone_not_as_its_game() -> None:
    """Two copies of the game share the store, each keeping from what it read: the index
    holds both games (compare-and-swap), and a slot whose text names another game is
    read as gone, quietly."""
    store = MemoryStore()
    one, other = Progress(store), Progress(store)
    first = keep(one, won_in_one(), entry(1))
    second = keep(other, won_in_one(), entry(2))
    assert first is not None and second is not None
    assert kept_games(one) == [first, second] and first.slot != second.slot
    store.values[PREFIX + first.key] = store.values[PREFIX + second.key]
    assert load_game(one, first) is None
    assert one.unread() == []
    assert kept_games(one) == [second]
