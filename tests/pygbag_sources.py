"""pygbag 0.9's own page-side runtime, read at test time, and the page as `make web` builds it.

The runtime's files (``pythons.js``, ``cpythonrc.py``, byte for byte what pygbag's CDN serves)
sit in ``shared/pygbag-0.9/`` beside the checkout (or beside a folder above it, as for the
wasm wheel), or where ``GRIDGAMES_PYGBAG_RUNTIME`` says. They are third-party files: read
from there, never copied into the project. Tests that need them skip, saying so, without.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from html.parser import HTMLParser
from pathlib import Path

import pytest

from bench.browser import ROOT, stage_bundle

RUNTIME_ENV = "GRIDGAMES_PYGBAG_RUNTIME"
SHARED_RUNTIME = Path("shared") / "pygbag-0.9"
BUILD_TIMEOUT_S = 90  # the build tool stops pygbag itself after 60 s


def runtime_folder() -> Path:
    """The folder holding pygbag 0.9's ``pythons.js`` and ``cpythonrc.py``; skips without."""
    places = ([Path(os.environ[RUNTIME_ENV])] if os.environ.get(RUNTIME_ENV)
              else [folder / SHARED_RUNTIME for folder in ROOT.parents])
    for place in places:
        if (place / "pythons.js").is_file() and (place / "cpythonrc.py").is_file():
            return place
    pytest.skip(f"pygbag 0.9's runtime sources are not here: put them in {SHARED_RUNTIME}/ "
                f"beside the checkout or name their folder in {RUNTIME_ENV}")


def build_web(target: Path) -> Path:
    """Stage the game and build it as ``make web`` does; the folder holding index.html,
    favicon.png and gridgames.apk."""
    stage = stage_bundle(target / "gridgames")  # the folder's name names the bundle
    command = [sys.executable, str(ROOT / "tools" / "pygbag_build.py"), str(stage),
               "--out", str(target / "out")]
    done = subprocess.run(command, capture_output=True, text=True, timeout=BUILD_TIMEOUT_S,
                          check=False)
    assert done.returncode == 0, f"the build failed:\n{done.stdout[-2000:]}\n{done.stderr}"
    return target / "out" / "web"


class _SiteScript(HTMLParser):
    """The text of the page's first module script loaded from ``pythons.js``: the block
    pythons.js itself takes as the page's Python (``auto_start``: ``script.text``)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.text: str | None = None
        self._inside = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if (tag == "script" and self.text is None and found.get("type") == "module"
                and "pythons.js" in (found.get("src") or "")):
            self._inside, self.text = True, ""

    def handle_data(self, data: str) -> None:
        if self._inside:
            self.text = (self.text or "") + data

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._inside = False


def page_python(page: str) -> str:
    """The Python the runtime runs first from the built page."""
    parser = _SiteScript()
    parser.feed(page)
    assert parser.text, "the page has no module script loading pythons.js"
    return parser.text


def runtime_reads(text: str) -> str:
    """What pygbag's runtime makes of a string from Python: its bytes read as Latin-1."""
    return text.encode("utf-8").decode("latin-1")


@contextmanager
def _fake_pep0723() -> Iterator[None]:
    """``aio.pep0723``, which scan_imports imports, with no name mapping: in the runtime
    its ``Config.mapping`` turns ``pygame`` into the pygame-ce package's name."""
    package, module = types.ModuleType("aio"), types.ModuleType("aio.pep0723")
    module.Config = types.SimpleNamespace(mapping={})  # type: ignore[attr-defined]
    package.pep0723 = module  # type: ignore[attr-defined]
    saved = {name: sys.modules.get(name) for name in ("aio", "aio.pep0723")}
    sys.modules.update({"aio": package, "aio.pep0723": module})
    try:
        yield
    finally:
        for name, old in saved.items():
            if old is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = old


def _scan_part(node: ast.stmt) -> bool:
    """The scan itself and the class lists it reads."""
    if isinstance(node, ast.FunctionDef):
        return node.name == "scan_imports"
    names = {name.id for name in ast.walk(node) if isinstance(name, ast.Name)}
    return isinstance(node, ast.Assign | ast.AugAssign) and bool({"ignore", "may_need"} & names)


def runtime_import_scan() -> Callable[[str, str], list[str]]:
    """cpythonrc.py's own ``TopLevel_async_handler.scan_imports``, with the class's own
    ``ignore`` and ``may_need`` lists, run natively: the modules it would have the runtime
    install before a file runs. Its ``sys`` is one where nothing is imported yet, as in the
    browser before the game starts."""
    source = (runtime_folder() / "cpythonrc.py").read_text(encoding="utf-8")
    handler = next(node for node in ast.walk(ast.parse(source))
                   if isinstance(node, ast.ClassDef) and node.name == "TopLevel_async_handler")
    handler.body = [node for node in handler.body if _scan_part(node)]
    handler.bases, handler.decorator_list = [], []
    namespace: dict[str, object] = {"sys": types.SimpleNamespace(modules={}),
                                    "DBG": lambda *_: None}  # the runtime's debug print
    exec(compile(ast.Module(body=[handler], type_ignores=[]), "cpythonrc.py", "exec"),
         namespace)
    scan = namespace["TopLevel_async_handler"].scan_imports  # type: ignore[attr-defined]

    def run(code: str, filename: str) -> list[str]:
        with _fake_pep0723():
            return list(scan(code, filename))

    return run
