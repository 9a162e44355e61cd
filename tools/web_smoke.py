"""A live smoke test of the page players get: ``make web-smoke``, before every itch.io upload.

Serves ``build/web`` (``make web`` builds it first) on loopback and opens it in headless
Chromium, where our page loads pygbag's real runtime from its CDN; waits for the game's own
"first board drawn" signal (``gridgamesLoading.boardDrawn``, called by game/gui/host.py), taps
the middle of the board and reads the result back from the canvas: the tapped cell must
change.  Where the CDN cannot be reached it skips, in one line, and exits with status 77
(``SKIPPED``, as Automake's test drivers mark a skip): never 0, so that a script or a CI
job cannot take a test that did not run for one that passed.
"""

from __future__ import annotations

import argparse
import io
import sys
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.browser import RUNTIME_CDN, chromium, find_kit, serve  # the checkout's

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "build" / "web"
PROBE_TIMEOUT_S = 10
FIRST_BOARD_TIMEOUT_MS = 180_000  # the runtime comes from the CDN: a slow link takes long
TAPPED_BOX = 16  # px each way around the tap: most of a cell at any tile size
CHANGED_SHARE = 0.3  # of the box's pixels: a covered cell opened, not a hover tint
SKIPPED = 77  # the exit status of a smoke test that could not run here (no network)


def cdn_problem(url: str = RUNTIME_CDN + "pythons.js") -> str | None:
    """Why pygbag's runtime cannot be fetched, or None when it can."""
    request = urllib.request.Request(url, method="HEAD")
    try:
        with urllib.request.urlopen(request, timeout=PROBE_TIMEOUT_S) as response:
            return None if response.status == 200 else f"HTTP {response.status}"
    except OSError as error:
        return str(getattr(error, "reason", error))


def smoke(browser: Any, url: str) -> dict[str, Any]:
    """Open the page at ``url``, wait for the first board, tap the board's middle; what
    happened (``ok`` and the figures behind it)."""
    context = browser.new_context(viewport={"width": 800, "height": 700}, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    try:
        page.goto(url + "index.html")
        page.wait_for_function("window.gridgamesLoading.firstBoardMs !== undefined || "
                               "document.getElementById('loading').classList.contains('failed')",
                               timeout=FIRST_BOARD_TIMEOUT_MS)
        first_board_ms = page.evaluate("window.gridgamesLoading.firstBoardMs")
        if first_board_ms is None:
            return {"ok": False, "why": page.locator("#stage").inner_text(), "errors": errors}
        canvas = page.locator("#canvas")
        box = canvas.bounding_box()
        middle = (box["width"] / 2, box["height"] * 0.55)  # below the status bar
        before = canvas.screenshot()
        page.touchscreen.tap(box["x"] + middle[0], box["y"] + middle[1])
        page.wait_for_timeout(1500)  # the ripple that opens an area takes up to 1.4 s
        changed = _changed_share(before, canvas.screenshot(), middle)
        return {"ok": changed >= CHANGED_SHARE and not errors,
                "first_board_ms": round(first_board_ms), "tapped_cell_changed": changed,
                "errors": errors}
    finally:
        context.close()


def _changed_share(before: bytes, after: bytes, centre: tuple[float, float]) -> float:
    """The share of pixels around ``centre`` that differ between two PNG shots."""
    import pygame

    shots = [pygame.image.load(io.BytesIO(png), "shot.png") for png in (before, after)]
    x, y = int(centre[0]), int(centre[1])
    points = [(x + dx, y + dy) for dx in range(-TAPPED_BOX, TAPPED_BOX)
              for dy in range(-TAPPED_BOX, TAPPED_BOX)]
    differ = sum(shots[0].get_at(point) != shots[1].get_at(point) for point in points)
    return round(differ / len(points), 2)


def main(argv: list[str] | None = None) -> int:
    """0 passed, 1 failed or could not run, ``SKIPPED`` offline."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=WEB, help="the built page (build/web)")
    args = parser.parse_args(argv)
    problem = cdn_problem()
    if problem is not None:
        print(f"web-smoke: skipped (status {SKIPPED}): pygbag's runtime ({RUNTIME_CDN}) "
              f"cannot be reached ({problem})")
        return SKIPPED
    kit = find_kit()
    missing = kit.missing(wheel=False, pyodide=False)
    if missing or not (args.site / "index.html").is_file():
        print("web-smoke: cannot run: needs " + "; ".join(missing or [f"{args.site} (make web)"]),
              file=sys.stderr)
        return 1
    with serve(args.site) as url, chromium(kit) as browser:
        result = smoke(browser, url)
    verdict = "passed" if result["ok"] else "FAILED"
    print(f"web-smoke: {verdict} on pygbag's runtime: {result}")
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
