"""Fixtures for the browser suites: a loopback server and headless Chromium.

Everything a browser run needs may be missing (Chromium, Playwright, Pyodide, the pygame-ce
wasm wheel); the fixtures then skip with a message naming what to install, so CI stays
green without them.  ``bench.browser`` holds the machinery the benchmark shares, and
``page_tools`` the helpers the tests share.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from page_tools import skip_unless_ready

from bench.browser import Kit, build_site, chromium, find_kit, serve


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "browser: needs headless Chromium, Playwright and Pyodide; skips without")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The browser suites run on one worker of a parallel run (``-n``, ``--dist
    loadgroup``): their session fixtures build the site once, not once a worker."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.xdist_group("browser"))


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


