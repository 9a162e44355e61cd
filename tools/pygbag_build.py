"""Run pygbag on a staged game folder with our page template and icon, never waiting for ever.

``python tools/pygbag_build.py [--archive] [--serve] FOLDER``: ``make web`` and ``make serve``
call this, and so does the bundle test.  pygbag is handed ``default.tmpl`` and
``docs/icon.png``, so a build needs no network; should pygbag still start a download (a
missing template or icon), it would retry every 5 s for ever offline, so its output is
watched and it is stopped at once with a message saying what it wanted.  A build (not
``--serve``) that takes longer than ``BUILD_TIMEOUT_S`` is stopped too.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "default.tmpl"
ICON = ROOT / "docs" / "icon.png"
BUILD_TIMEOUT_S = 60
# What pygbag prints just before (or instead of) a download it would retry for ever.
DOWNLOAD_SIGNS = ("caching template", "caching icon", "is not responding", "caching error")


def pygbag_command(folder: Path, *, archive: bool, serve: bool) -> list[str]:
    command = [sys.executable, "-m", "pygbag", "--template", str(TEMPLATE),
               "--icon", str(ICON), "--title", "Gridgames"]
    if not serve:
        command.append("--build")
    if archive:
        command.append("--archive")
    return [*command, str(folder)]


def run(folder: Path, *, archive: bool = False, serve: bool = False) -> int:
    """Run pygbag, echoing its output; 0 on success, else 1 after saying why."""
    for needed in (TEMPLATE, ICON, folder / "main.py"):
        if not needed.is_file():
            print(f"pygbag_build: {needed} is missing", file=sys.stderr)
            return 1
    process = subprocess.Popen(pygbag_command(folder, archive=archive, serve=serve),
                               cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True, bufsize=1,
                               env={**os.environ, "PYTHONUNBUFFERED": "1"})  # lines as said
    reason: list[str] = []
    if not serve:
        timer = threading.Timer(BUILD_TIMEOUT_S, _stop, (process, reason,
                                f"pygbag did not finish in {BUILD_TIMEOUT_S} s"))
        timer.start()
    assert process.stdout is not None
    for line in process.stdout:
        print(line, end="")
        if any(sign in line for sign in DOWNLOAD_SIGNS):
            _stop(process, reason, "pygbag started a download (see the line above); offline "
                                   "it retries every 5 s for ever")
    code = process.wait()
    if not serve:
        timer.cancel()
    if reason:
        print(f"pygbag_build: stopped: {reason[0]}. The page template and icon are local "
              f"({TEMPLATE.name}, {ICON.relative_to(ROOT)}), so nothing else should need "
              f"the network.", file=sys.stderr)
        return 1
    return code


def _stop(process: subprocess.Popen[str], reason: list[str], why: str) -> None:
    if not reason:
        reason.append(why)
    process.kill()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--archive", action="store_true", help="also write build/web.zip")
    parser.add_argument("--serve", action="store_true", help="serve on localhost:8000")
    parser.add_argument("folder", type=Path)
    args = parser.parse_args()
    return run(args.folder.resolve(), archive=args.archive, serve=args.serve)


if __name__ == "__main__":
    raise SystemExit(main())
