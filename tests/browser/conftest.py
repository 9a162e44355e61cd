"""Fixtures for the browser suites: a loopback server and headless Chromium.

Everything a browser run needs may be missing (Chromium, Playwright, Pyodide, the pygame-ce
wasm wheel); the fixtures then skip with a message naming what to install, so CI stays
green without them.  ``bench.browser`` holds the machinery the benchmark shares, and
``page_tools`` the helpers the tests share.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import groupby
from pathlib import Path
from typing import Any

import pytest
from page_tools import skip_unless_ready

from bench.browser import Kit, build_site, chromium, find_kit, serve

HERE = Path(__file__).parent
_WRITTEN = pytest.StashKey[int]()  # a browser test's place in the collection, as written


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "browser: needs headless Chromium, Playwright and Pyodide; skips without")
    config.pluginmanager.register(_AsWritten())


class _AsWritten:
    """Notes each browser test's place before anything reorders the tests."""

    @pytest.hookimpl(wrapper=True, tryfirst=True)  # registered last: outside pytest-randomly
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> Iterator[None]:
        for index, item in enumerate(items):
            if HERE in item.path.parents:
                item.stash[_WRITTEN] = index
        result: None = yield
        return result


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A random order (pytest-randomly) moves each browser module as a whole but keeps its
    tests as written: they play on one page a module, each from where the one before left
    it (pytest then groups them by their page's parameters, as in any order)."""
    for _, group in groupby(range(len(items)), lambda index: items[index].path):
        places = list(group)
        if _WRITTEN in items[places[0]].stash:
            written = sorted((items[place] for place in places), key=lambda item: item.stash[
                _WRITTEN])
            for place, item in zip(places, written, strict=True):
                items[place] = item


@pytest.fixture(scope="session")
def kit() -> Kit:
    return find_kit()


@pytest.fixture(scope="session")
def game_kit(kit: Kit) -> Kit:
    """The kit, for tests of the game itself: these also need the pygame-ce wheel."""
    skip_unless_ready(kit, wheel=True)
    return kit


@pytest.fixture(scope="session")
def site(kit: Kit, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The standalone edition, built as `make web-standalone` builds it and extracted, beside
    the test's own pages (see ``build_site``)."""
    skip_unless_ready(kit, wheel=False)
    return build_site(kit, tmp_path_factory.mktemp("browser") / "site")


@pytest.fixture(scope="session")
def site_url(site: Path) -> Iterator[str]:
    """The site on a loopback port."""
    with serve(site) as url:
        yield url


@pytest.fixture(scope="module")
def browser(kit: Kit) -> Iterator[Any]:
    """Per module: Playwright's sync API keeps an asyncio loop running in this thread
    while it is open, and the native tests after the browser ones need asyncio.run.
    Chromium alone: the pages that need Pyodide skip through their site without it."""
    skip_unless_ready(kit, wheel=False, pyodide=False)
    with chromium(kit) as launched:
        yield launched


