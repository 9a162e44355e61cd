"""pygbag's runtime installs pygame-ce before the game starts (issue 21, point 1).

The runtime installs a package before a file runs only when its import scan
(``cpythonrc.py``: ``TopLevel_async_handler.scan_imports``) finds it imported there; it scans
the page's Python block, then main.py. An ``import pygame`` met later, deep in ``game/gui``,
fails, and the runtime installs pygame-ce in the background without re-running main.py.
Here the runtime's own scan, read from pygbag's files at test time, runs over the built page
and the built bundle's main.py.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from pygbag_sources import build_web, page_python, runtime_folder, runtime_import_scan

pytestmark = pytest.mark.slow  # a pygbag build, about 5 s


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Path:
    runtime_folder()  # skip before building without pygbag's files
    return build_web(tmp_path_factory.mktemp("web"))


def test_the_runtime_installs_pygame_before_main_py_runs(web: Path) -> None:
    scan = runtime_import_scan()
    page = page_python((web / "index.html").read_text(encoding="utf-8"))
    with zipfile.ZipFile(web / "gridgames.apk") as bundle:
        main = bundle.read("assets/main.py").decode("utf-8")
    before_main = scan(page, "index.html") + scan(main, "main.py")
    assert "pygame" in before_main, f"the runtime would install only {before_main}"


def test_the_scan_is_the_runtimes_own_and_sees_what_it_should() -> None:
    """The scan as read from cpythonrc.py: it finds imports inside functions (pygbag's own
    page imports pygame in custom_site) and skips what the runtime ignores."""
    scan = runtime_import_scan()
    found = scan("import ctypes\nasync def site():\n    import pygame.mixer\n", "page")
    assert found == ["pygame"]
