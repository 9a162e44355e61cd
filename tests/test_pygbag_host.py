"""What the game hands pygbag's runtime and takes from it in a browser tab (issue 21, points
3 to 5), with the page's ``window`` faked; tests/browser/test_pygbag_runtime.py checks the
page's side under pygbag's real pythons.js."""

from __future__ import annotations

import json
import urllib.parse
from types import SimpleNamespace

import pytest
from pygbag_sources import runtime_reads

from game.core.mines.game_id import MinesId, MinesParams
from game.gui import host
from game.gui.shell import query_options

# A shared Expert link's game: its ':' and ',' are what decodeURI leaves encoded.
GAME_ID = MinesId(MinesParams(30, 16, 99, no_guess=True), layout=frozenset(range(1, 100)),
                  start=(0, 15)).text()


class Page(SimpleNamespace):
    """The page's ``window`` as the game sees it: the kept query and the Copy function."""

    def gridgamesCopy(self, text: str, share: bool = False) -> None:
        self.copied.append(text)


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> Page:
    window = Page(gridgamesQuery="", copied=[])
    monkeypatch.setattr(host, "IN_BROWSER", True)
    monkeypatch.setattr(host, "_window", lambda: window)
    return window


def test_a_shared_links_game_id_reaches_the_game_whole(page: Page) -> None:
    page.gridgamesQuery = "?game=" + urllib.parse.quote(GAME_ID, safe="") + "&lang=de"
    assert "%3A" in page.gridgamesQuery and "%2C" in page.gridgamesQuery
    assert host.query("game") == GAME_ID
    assert host.query("lang") == "de" and host.query("missing") is None
    assert query_options(host.query("game")).game_id == GAME_ID


def test_a_query_written_by_hand_reads_as_a_form_would() -> None:
    assert host.parse_query("?game=easy%3As7+&game=hard:s1&empty=") == {
        "game": "easy:s7 ", "empty": ""}
    assert host.parse_query("") == {}


def test_natively_no_query_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(host, "_window", lambda: pytest.fail("no page natively"))
    assert host.query("game") is None


def test_copied_text_crosses_to_the_page_as_ascii_json(page: Page) -> None:
    line = "Täglich 2026-11-26: 3 Züge… ✓ 中文"
    assert host.copy_to_clipboard(line) is None  # the page answers later
    (sent,) = page.copied
    assert runtime_reads(sent) == sent, "non-ASCII would arrive garbled"
    assert json.loads(sent) == line  # what the page's JSON.parse gives back


def test_a_replay_links_fragment_and_the_pages_own_address_reach_the_game(page: Page) -> None:
    """Issue 36, point 6: ``#replay=`` is read as the query is; a link made in the page
    points at the page itself, without its query or fragment."""
    page.gridgamesFragment = "#replay=eNq_x-1&other=2"
    page.location = SimpleNamespace(href="https://a.example/play/index.html?lang=de#replay=x")
    assert host.fragment("replay") == "eNq_x-1" and host.fragment("missing") is None
    assert host.page_address() == "https://a.example/play/index.html"
    assert query_options("9x9n10q:s1", host.fragment("replay")).game_id == "replay=eNq_x-1"
    del page.gridgamesFragment  # an older page keeps no fragment: nothing to read
    assert host.fragment("replay") is None


def test_natively_links_point_at_the_published_page(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(host, "_window", lambda: pytest.fail("no page natively"))
    assert host.fragment("replay") is None
    assert host.page_address() == host.LINK_BASE
