"""Browser figures: the real game in headless Chromium, on Pyodide and pygame-ce's wasm wheel.

pygbag's own runtime cannot be downloaded here, but the pygame-ce WebAssembly wheel it
ships runs in Pyodide 0.26.4 (CPython 3.12 on emscripten): the standalone edition
(``make web-standalone``) is built on that.  This module holds what the benchmark and
``tests/browser`` share: finding the pieces (each may be missing, and then the caller
skips), building both editions as ``make web`` and ``make web-standalone`` do, serving the
standalone one on loopback and driving Chromium through Playwright.  Playwright is
imported lazily, so nothing here is needed by the game or by the rest of the test suite.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import importlib
import importlib.util
import io
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tools import pygbag_build, standalone
from tools.stage import stage_bundle
from tools.standalone import KIT_DIR, SHARED_KIT, WHEEL_PATTERN, wheel_candidates

ROOT = Path(__file__).resolve().parent.parent
HARNESS = ROOT / "tests" / "browser" / "harness"
CHROMIUM_ARGS = ("--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync")
RUNTIME_CDN = "https://pygame-web.github.io/archives/0.9/"  # what default.tmpl loads
LOAD_TIMEOUT_MS = 120_000
PAGE_TIMEOUT_MS = 30_000


# ----- what is needed ------------------------------------------------------------------
@dataclass(frozen=True)
class Kit:
    """The pieces a browser run needs; None (or False) where one is missing."""

    chromium: Path | None
    pyodide: Path | None
    wheel: Path | None
    playwright: bool
    pygbag: bool

    def missing(self, *, wheel: bool = True, pyodide: bool = True) -> list[str]:
        """What to install, one line each, for a skip message (Chromium alone, for a page
        on pygbag's own runtime, without ``pyodide``)."""
        lines = []
        if self.chromium is None:
            lines.append("chromium (apt-get install -y chromium, or set GRIDGAMES_CHROMIUM)")
        if not self.playwright:
            lines.append("playwright for Python (.venv/bin/pip install playwright; "
                         "never `playwright install`)")
        if pyodide and self.pyodide is None:
            lines.append(f"Pyodide 0.26.4 (npm pack pyodide@0.26.4, unpacked to "
                         f"{KIT_DIR / 'pyodide'}, or set GRIDGAMES_PYODIDE)")
        if wheel and self.wheel is None:
            lines.append(f"the pygame-ce wasm wheel ({WHEEL_PATTERN} from pygame-web/cdn's "
                         f"cp312/ in ../{SHARED_KIT} beside the checkout or in {KIT_DIR}, "
                         f"or set GRIDGAMES_PYGAME_WHEEL)")
        if wheel and not self.pygbag:
            lines.append("pygbag, which builds the bundle the game pages run "
                         "(.venv/bin/pip install -e '.[web]')")
        return lines


def find_kit() -> Kit:
    """Look in the environment variables first, then in build/browser/, shared/browser/
    beside the checkout and on PATH."""
    chromium = os.environ.get("GRIDGAMES_CHROMIUM") or shutil.which("chromium")
    pyodide = standalone.pyodide_folder()
    return Kit(
        chromium=Path(chromium) if chromium and Path(chromium).exists() else None,
        pyodide=pyodide if (pyodide / "pyodide.js").is_file() else None,
        wheel=next((w for w in wheel_candidates() if w.is_file()), None),
        playwright=importlib.util.find_spec("playwright") is not None,
        pygbag=importlib.util.find_spec("pygbag") is not None,
    )


# ----- the bundle and the site ---------------------------------------------------------
def core_modules(bundle: Path) -> list[str]:
    """The game's modules that reach pygame neither directly nor through another module."""
    import ast

    sources = {".".join(p.relative_to(bundle).with_suffix("").parts).removesuffix(".__init__"): p
               for p in (bundle / "game").rglob("*.py")}
    imports: dict[str, set[str]] = {}
    for name, path in sources.items():
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
        imports[name] = names
    tainted = {name for name, names in imports.items()
               if any(n.split(".")[0] == "pygame" for n in names)}
    while True:
        grown = tainted | {name for name, names in imports.items() if names & tainted}
        if grown == tainted:
            break
        tainted = grown
    return sorted(path.relative_to(bundle).as_posix()
                  for name, path in sources.items() if name not in tainted)


def build_editions(kit: Kit, work: Path) -> Path:
    """``make web`` then ``make web-standalone`` into ``work``; the standalone zip."""
    assert kit.wheel is not None and kit.pyodide is not None
    stage = stage_bundle(work / "stage" / "gridgames")  # the folder names the bundle
    said = io.StringIO()  # the build's one line would spoil the benchmark's JSON
    with contextlib.redirect_stdout(said):
        code = pygbag_build.build(stage, work)
    if code != 0:
        raise RuntimeError(f"the pygbag build failed (its output is above) {said.getvalue()}")
    return standalone.build(work / "web", work, wheel=kit.wheel, pyodide=kit.pyodide)


def build_site(kit: Kit, site: Path) -> Path:
    """What the browser tests serve: the standalone edition's zip extracted, byte for byte
    what ships (with the wheel, and pygbag to build it), beside the test's own pages:
    core.html (the pure core on Pyodide from the edition's pyodide/, reading the staged
    bundle/), itch.html (the game in an 800x600 iframe, as itch.io embeds it), and
    no-runtime.html, the pygbag edition's page with a runtime address that answers 404."""
    site.mkdir(parents=True, exist_ok=True)
    work = site.parent / "editions"
    if not kit.missing():
        with zipfile.ZipFile(build_editions(kit, work)) as edition:
            edition.extractall(site)
        page = (work / "web" / "index.html").read_text(encoding="utf-8")
        (site / "no-runtime.html").write_text(page.replace(RUNTIME_CDN, "missing-cdn/"),
                                              encoding="utf-8")
    else:
        assert kit.pyodide is not None
        (site / "pyodide").symlink_to(kit.pyodide.resolve(), target_is_directory=True)
    for name in ("core.html", "core.js", "core_play.py", "itch.html"):
        shutil.copy2(HARNESS / name, site / name)
    bundle = stage_bundle(site / "bundle")
    (site / "core.json").write_text(json.dumps(core_modules(bundle)))
    return site


def observer_script() -> str:
    """The init script the game pages get: harness/observe.js carrying probe.py."""
    probe = (HARNESS / "probe.py").read_text(encoding="utf-8")
    script = (HARNESS / "observe.js").read_text(encoding="utf-8")
    return script.replace("PROBE_SOURCE", json.dumps(probe))


# WebAssembly must be served as such for streaming compilation.
_CONTENT_TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript",
                  ".js": "text/javascript", ".json": "application/json",
                  ".whl": "application/zip", ".zip": "application/zip"}


class _SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types Pyodide needs, no caching and no log lines."""

    timeout = 30  # a stuck connection cannot hold a server thread forever

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        return _CONTENT_TYPES.get(Path(path).suffix) or super().guess_type(path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextlib.contextmanager
def serve(site: Path) -> Iterator[str]:
    """Serve ``site`` on a free loopback port for the length of the ``with`` block."""
    handler = functools.partial(_SiteHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1},
                              daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@contextlib.contextmanager
def chromium(kit: Kit) -> Iterator[Any]:
    """Headless Debian Chromium under Playwright (the Playwright ``Browser``)."""
    sync_api: Any = importlib.import_module("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(kit.chromium), headless=True,
                                             args=list(CHROMIUM_ARGS), timeout=60_000)
        try:
            yield browser
        finally:
            browser.close()


# ----- one page of the game --------------------------------------------------------------
class GamePage:
    """The game running in a harness page, and a player's hands on it."""

    def __init__(self, page: Any) -> None:
        self.page = page
        page.add_init_script(observer_script())
        self.console_errors: list[str] = []
        page.set_default_timeout(PAGE_TIMEOUT_MS)
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.console_errors.append(f"page error: {error}"))

    def _console(self, message: Any) -> None:
        if message.type == "error":
            self.console_errors.append(message.text)

    def open(self, url: str, query: str = "") -> dict[str, Any]:
        """Load the page (``query`` as in ``?game=...``) and wait for the first drawn board."""
        self.page.goto(url + "index.html" + (f"?{query}" if query else ""))
        self.page.wait_for_function(
            "window.harness.phase === 'failed' || "
            "(window.harness.phase === 'running' && window.harness.state().ready)",
            timeout=LOAD_TIMEOUT_MS)
        error = self.page.evaluate("window.harness.error")
        if error:
            raise RuntimeError(f"the harness failed to start the game:\n{error}")
        return self.state()

    def load_times(self) -> dict[str, float]:
        """Where the page's load goes, in ms: the runtime (Pyodide, pygame-ce's wheel and its
        import, which pygbag's runtime has built in), then each step from runtime ready to
        the first board (main.py's own start counts in the total, not in a step)."""
        page: dict[str, float] = self.page.evaluate("harness.marks")
        game: dict[str, float] = self.page.evaluate("harness.startMarks()")
        steps = {
            "runtime_ready": page["runtime_ready"],
            "pyodide": page["pyodide_ready"],
            "pygame_wheel": page["wheel_loaded"] - page["pyodide_ready"],
            "import_pygame": page["runtime_ready"] - page["wheel_loaded"],
            "unpack_bundle": page["files_copied"] - page["runtime_ready"],
            "import_game": game["game_imported"] - game["start"],
            "open_window": game["front_opened"] - game["front_opening"],
            "first_frame": game["first_frame"] - game["front_opened"],
            "first_board_after_runtime": game["first_frame"] - page["runtime_ready"],
        }
        return {name: round(ms, 1) for name, ms in steps.items()}

    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = self.page.evaluate("window.harness.state()")
        return state

    def frames(self) -> int:
        count: int = self.page.evaluate("window.harness.frames()")
        return count

    def wait_frames(self, count: int = 2) -> None:
        """Let the loop handle and draw the last input, and finish any work it started."""
        target = self.frames() + count
        self.page.wait_for_function(f"window.harness.frames() >= {target}")
        self.page.wait_for_function("!window.harness.busy()")
        target = self.frames() + 1  # the frame that shows the finished work
        self.page.wait_for_function(f"window.harness.frames() >= {target}")

    def to_page(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A game (logical) position as page coordinates, through any canvas scaling."""
        box = self.page.locator("#canvas").bounding_box()
        width, height = self.page.evaluate("[canvas.width, canvas.height]")
        return box["x"] + pos[0] * box["width"] / width, box["y"] + pos[1] * box["height"] / height

    def cell_point(self, cell: tuple[int, int],
                   state: dict[str, Any] | None = None) -> tuple[float, float]:
        """The page position of a cell's centre (``state`` saves reading it again)."""
        state = state or self.state()
        left, top = state["origin"]
        tile = state["tile"]
        return self.to_page((left + cell[0] * tile + tile / 2, top + cell[1] * tile + tile / 2))

    def click(self, point: tuple[float, float], button: str = "left") -> None:
        self.page.mouse.click(*point, button=button)
        self.wait_frames()

    def click_cell(self, cell: tuple[int, int], button: str = "left") -> None:
        self.click(self.cell_point(cell), button)

    def frame_rate(self, seconds: float, *,
                   hover_cells: list[tuple[int, int]] | None = None) -> FrameRate:
        """Run the loop for ``seconds``, idle or while the pointer sweeps ``hover_cells``."""
        state = self.state()
        points = [self.cell_point(c, state) for c in hover_cells or []]
        first_frames, first_ms = self.page.evaluate("[harness.frames(), performance.now()]")
        deadline, step = time.monotonic() + seconds, 0
        while time.monotonic() < deadline:
            if points:
                self.page.mouse.move(*points[step % len(points)])
                step += 1
            else:
                self.page.wait_for_timeout(100)
        last_frames, last_ms = self.page.evaluate("[harness.frames(), performance.now()]")
        frames = last_frames - first_frames
        timed = self.page.evaluate(f"harness.recentFrameMs({frames})")
        with_input = sorted(ms for ms, had_input in timed if had_input)
        durations = with_input or sorted(ms for ms, _ in timed)
        return FrameRate(
            fps=1000 * frames / (last_ms - first_ms),
            frame_ms_median=statistics.median(durations),
            frame_ms_p95=durations[int(0.95 * (len(durations) - 1))],
            input_frames=len(with_input),
        )


@dataclass(frozen=True)
class FrameRate:
    """Frames per second (the harness paces the loop by animation frame, as pygbag does),
    and the time one ``App.frame`` takes.

    Frame times count only frames that handled input when there were any (hovering), and
    every frame otherwise (idle); the browser's clock ticks in 0.1 ms steps.
    """

    fps: float
    frame_ms_median: float
    frame_ms_p95: float
    input_frames: int


def expert_sweep(state: dict[str, Any]) -> list[tuple[int, int]]:
    """Cells along each row in turn, so every move lands on a new cell."""
    return [(x, y) for y in range(state["height"]) for x in range(state["width"])]


# ----- figures ---------------------------------------------------------------------------
def figures() -> dict[str, float | str]:
    """Pyodide's Expert no-guess median; with the wheel, load time and FPS on Expert too."""
    kit = find_kit()
    missing = kit.missing(wheel=False)
    if missing:
        return {"browser_skipped": "missing: " + "; ".join(missing)}
    with tempfile.TemporaryDirectory() as folder, \
            serve(build_site(kit, Path(folder) / "site")) as url, chromium(kit) as browser:
        result = _core_generation(browser, url)
        if kit.wheel is None:
            return result | {"browser_game_skipped": "missing: " + "; ".join(kit.missing())}
        return result | _game_figures(browser, url)


def _game_figures(browser: Any, url: str) -> dict[str, float | str]:
    game = GamePage(browser.new_page(viewport={"width": 1100, "height": 800}))
    started = time.perf_counter()
    state = game.open(url)
    result: dict[str, float | str] = {
        "browser_first_board_ms": round(state["first_frame_ms"], 1),
        "browser_first_board_wall_ms": round((time.perf_counter() - started) * 1000, 1),
    }
    result |= {f"browser_load_{name}_ms": ms for name, ms in game.load_times().items()}
    result |= _expert_fps(game)
    if game.console_errors:
        result["browser_console_errors"] = " | ".join(game.console_errors)[:500]
    return result


def _expert_fps(game: GamePage) -> dict[str, float | str]:
    """Switch to Expert with the menu, as a player would, then count frames."""
    game.click(game.to_page(_centre(game.state()["menu_button"])))
    expert = next(item for item in game.state()["menu"] if item["label"].startswith("Expert"))
    game.click(game.to_page(_centre(expert["rect"])))
    state = game.state()
    if (state["width"], state["height"]) != (30, 16):
        return {"browser_fps_error": "the menu did not switch to Expert"}
    game.page.mouse.move(0, 0)
    figures: dict[str, float | str] = {}
    for name, cells in (("idle", None), ("hover", expert_sweep(state))):
        rate = game.frame_rate(3.0, hover_cells=cells)
        figures |= {f"browser_expert_{name}_fps": round(rate.fps, 1),
                    f"browser_expert_{name}_frame_ms_median": round(rate.frame_ms_median, 2),
                    f"browser_expert_{name}_frame_ms_p95": round(rate.frame_ms_p95, 2)}
    return figures


def _core_generation(browser: Any, url: str, runs: int = 11) -> dict[str, float | str]:
    """Median Expert no-guess generation in Pyodide, for comparison with the native one."""
    page = browser.new_page()
    page.goto(f"{url}core.html?runs={runs}")
    page.wait_for_function("window.coreResult !== null", timeout=LOAD_TIMEOUT_MS * 2)
    outcome: dict[str, Any] = page.evaluate("window.coreResult")
    page.close()
    if "error" in outcome:
        return {"browser_core_error": str(outcome["error"])[:300]}
    return {"browser_pyodide_expert_no_guess_ms_median":
            round(outcome["expert_no_guess_ms_median"], 1)}


def _centre(rect: list[int]) -> tuple[float, float]:
    return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2


if __name__ == "__main__":
    print(json.dumps(figures(), indent=1), file=sys.stdout)
