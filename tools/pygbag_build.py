"""Build the browser bundle with pygbag, offline, quietly and the same bytes every time.

``python tools/pygbag_build.py [--serve] FOLDER [--out DIR]``: ``make web`` and ``make serve``
call this on the staged game, and so do the bundle tests.  pygbag is handed ``default.tmpl``
and ``favicon.png``, so a build needs no network; should pygbag still start a download (a
missing template or icon), it would retry every 5 s for ever offline, so its output is
watched and it is stopped at once with a message saying what it wanted.  A build (not
``--serve``) that takes longer than ``BUILD_TIMEOUT_S`` is stopped too.

A build keeps pygbag's output to itself unless it fails, then writes ``DIR/web/`` (the page,
its icon and the ``.apk``) and ``DIR/web.zip`` (those three, for itch.io) with every zip entry
in name order and dated 1980-01-01, so one commit gives the same bytes every time (pygbag's
own zips carry the files' dates).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import threading
import zipfile
from collections import deque
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "default.tmpl"
ICON = ROOT / "favicon.png"
BUILD_TIMEOUT_S = 60
# What pygbag prints just before (or instead of) a download it would retry for ever.
DOWNLOAD_SIGNS = ("caching template", "caching icon", "is not responding", "caching error")
FIXED_DATE = (1980, 1, 1, 0, 0, 0)  # the earliest a zip can say
PAGE_FILES = ("index.html", "favicon.png")
# What the page says to readers of default.tmpl, not to browsers: its opening comment block
# and the script lines that are only a // comment (the web.zip budget counts every byte).
PAGE_NOTES = re.compile(r"^<!--\n.*?^-->\n|^[ \t]*//[^\n]*\n", re.S | re.M)
SHOWN_ON_FAILURE = 40  # lines of pygbag's output


# pygbag reformats the folder it packs with black whenever black can be imported: so the
# bundle is the same on every machine, pygbag runs where black cannot be.
PYGBAG_WITHOUT_BLACK = ("import runpy, sys; sys.modules['black'] = None; "
                        "runpy.run_module('pygbag', run_name='__main__', alter_sys=True)")


def pygbag_command(folder: Path, *, serve: bool) -> list[str]:
    command = [sys.executable, "-c", PYGBAG_WITHOUT_BLACK, "--template", str(TEMPLATE),
               "--icon", str(ICON), "--title", "Gridgames"]
    return [*command, *([] if serve else ["--build"]), str(folder)]


def write_zip(target: Path, entries: Iterable[tuple[str, bytes]],
              store: tuple[str, ...] = ()) -> None:
    """A zip of ``entries`` (name, bytes) in name order, every entry dated ``FIXED_DATE``
    and marked rw-r--r--: nothing of the machine or the hour gets in.  Names ending in one
    of ``store`` (files compressed already) are stored, the rest deflated."""
    target.unlink(missing_ok=True)
    with zipfile.ZipFile(target, "x") as archive:
        for name, data in sorted(entries):
            info = zipfile.ZipInfo(name, FIXED_DATE)
            info.compress_type = zipfile.ZIP_STORED if name.endswith(store) \
                else zipfile.ZIP_DEFLATED
            info.external_attr = 0o100644 << 16
            archive.writestr(info, data, compresslevel=9)


def zip_entries(source: Path) -> list[tuple[str, bytes]]:
    with zipfile.ZipFile(source) as archive:
        return [(name, archive.read(name)) for name in archive.namelist()
                if not name.endswith("/")]


def run_pygbag(folder: Path, *, serve: bool) -> tuple[int, list[str]]:
    """Run pygbag in ``folder``; its exit code (1 if it was stopped) and the last lines it
    said.  Serving, its output is echoed as it comes (the server's address and requests)."""
    process = subprocess.Popen(pygbag_command(folder, serve=serve), cwd=folder,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               bufsize=1, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    output: deque[str] = deque(maxlen=SHOWN_ON_FAILURE)
    reason: list[str] = []
    timer = threading.Timer(BUILD_TIMEOUT_S, _stop, (process, reason,
                            f"pygbag did not finish in {BUILD_TIMEOUT_S} s"))
    if not serve:
        timer.start()
    assert process.stdout is not None
    for line in process.stdout:
        output.append(line)
        if serve:
            print(line, end="")
        if any(sign in line for sign in DOWNLOAD_SIGNS):
            _stop(process, reason, "pygbag started a download (see the line above); offline "
                                   "it retries every 5 s for ever")
    code = process.wait()
    timer.cancel()
    if reason:
        output.append(f"pygbag_build: stopped: {reason[0]}. The page template and icon are "
                      f"local ({TEMPLATE.name}, {ICON.name}), so nothing else should need "
                      f"the network.\n")
        return 1, list(output)
    return code, list(output)


def _stop(process: subprocess.Popen[str], reason: list[str], why: str) -> None:
    if not reason:
        reason.append(why)
    process.kill()


def publish(built: Path, out: Path) -> Path:
    """Copy pygbag's page, icon and .apk to ``out/web`` (the apk re-packed without dates),
    write ``out/web.zip``; the zip's path."""
    web = out / "web"
    shutil.rmtree(web, ignore_errors=True)
    web.mkdir(parents=True)
    apk = next(built.glob("*.apk"))
    for name in PAGE_FILES:
        shutil.copyfile(built / name, web / name)
    page = web / "index.html"
    page.write_text(slim_page(page.read_text(encoding="utf-8")), encoding="utf-8")
    write_zip(web / apk.name, zip_entries(apk))
    archive = out / "web.zip"
    write_zip(archive, [(path.name, path.read_bytes()) for path in sorted(web.iterdir())],
              store=(".apk", ".png"))  # the page deflated: pygbag's --archive stores it
    return archive


def slim_page(page: str) -> str:
    """``page`` without its notes to maintainers (:data:`PAGE_NOTES`); code and the
    runtime loader's markers stay as they are."""
    return PAGE_NOTES.sub("", page)


def build(folder: Path, out: Path) -> int:
    """Build ``folder`` into ``out``; 0 and one line saying what was written, or 1 and
    pygbag's last lines."""
    code, output = run_pygbag(folder, serve=False)
    if code != 0:
        print("".join(output), end="", file=sys.stderr)
        print(f"pygbag_build: pygbag failed (exit {code}) on {folder}", file=sys.stderr)
        return 1
    archive = publish(folder / "build" / "web", out)
    with zipfile.ZipFile(archive) as opened:
        apk = next(name for name in opened.namelist() if name.endswith(".apk"))
    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    print(f"{shown(archive)}: {archive.stat().st_size / 1024:.0f} KB (index.html, favicon.png, "
          f"{apk}), sha256 {digest[:16]}")
    return 0


def shown(path: Path) -> str:
    """``path`` from the checkout when it is inside it (build/web.zip), else whole."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--serve", action="store_true", help="serve on localhost:8000")
    parser.add_argument("--out", type=Path, default=ROOT / "build",
                        help="where web/ and web.zip go (default: build/)")
    parser.add_argument("folder", type=Path)
    args = parser.parse_args()
    folder = args.folder.resolve()
    for needed in (TEMPLATE, ICON, folder / "main.py"):
        if not needed.is_file():
            print(f"pygbag_build: {needed} is missing", file=sys.stderr)
            return 1
    if args.serve:
        code, output = run_pygbag(folder, serve=True)
        if code != 0 and output:
            print(output[-1], end="", file=sys.stderr)
        return code
    return build(folder, args.out.resolve())


if __name__ == "__main__":
    raise SystemExit(main())
