"""The browser builds: a plain ``pygbag .`` in a used checkout packs only the game, offline,
and ``make web`` gives the same bytes every time, in one line of output.

Skips without pygbag (``.venv/bin/pip install -e '.[web]'``) or outside a git checkout.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from tools import pygbag_build
from tools.stage import ROOT, slim_catalogue, slim_json, stage_bundle
from tools.standalone import StandaloneError, checked_wheel, standalone_page

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(importlib.util.find_spec("pygbag") is None,
                                 reason="pygbag is not installed (.venv/bin/pip install -e "
                                        "'.[web]' installs the pinned version)")]
PYGBAG_TIMEOUT_S = 60
PINNED_PYGBAG = next(need.removeprefix("pygbag==") for need in tomllib.loads(
    (ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    ["web"] if need.startswith("pygbag=="))
# What a checkout holds after make test, pip install . and an editor: none of it may ship.
LEFTOVERS = ("build/lib/game/cli.py", "build/lib/main.py", "build/bdist.linux-x86_64/x",
             "gridgames.egg-info/PKG-INFO", ".hypothesis/examples/x", ".venv/bin/python",
             ".mypy_cache/3.11/x.json", ".pytest_cache/v/x", "game/__pycache__/x.pyc",
             "node_modules/x/index.js", "dist/gridgames-0.1.0.tar.gz")


def apk_files(apk: Path) -> dict[str, bytes]:
    """The bundle's files by their path in the game's folder (pygbag puts it under assets/)."""
    with zipfile.ZipFile(apk) as bundle:
        return {name.removeprefix("assets/"): bundle.read(name)
                for name in bundle.namelist() if not name.endswith("/")}


@pytest.fixture(scope="module")
def checkout(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the committed tree (as a clone has it) with the leftovers of use."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                            check=False)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    target = tmp_path_factory.mktemp("clone") / "gridgames"
    for name in listed.stdout.decode().split("\0"):
        if name and (ROOT / name).is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target / name)
    for name in LEFTOVERS:
        (target / name).parent.mkdir(parents=True, exist_ok=True)
        (target / name).write_text("left over\n")
    return target


@pytest.fixture(scope="module")
def plain_build(checkout: Path) -> subprocess.CompletedProcess[str]:
    """``timeout 60 pygbag --build .`` at the root, as the design card says."""
    installed = metadata.version("pygbag")
    assert installed == PINNED_PYGBAG, \
        f"pygbag {installed} is installed, pyproject.toml pins {PINNED_PYGBAG} (the first " \
        f"to read pygbag.ini): .venv/bin/pip install -e '.[dev]'"
    return subprocess.run(["timeout", str(PYGBAG_TIMEOUT_S), sys.executable, "-m", "pygbag",
                           "--build", "."], cwd=checkout, capture_output=True, text=True,
                          timeout=PYGBAG_TIMEOUT_S + 30, check=False)


def test_plain_pygbag_at_the_root_builds_offline_with_our_page_and_icon(
        checkout: Path, plain_build: subprocess.CompletedProcess[str]) -> None:
    assert plain_build.returncode == 0, plain_build.stdout[-2000:] + plain_build.stderr
    said = plain_build.stdout
    assert not [sign for sign in pygbag_build.DOWNLOAD_SIGNS if sign in said], said[-2000:]
    assert "building from local template default.tmpl" in said
    web = checkout / "build" / "web"
    assert (web / "favicon.png").read_bytes() == (ROOT / "favicon.png").read_bytes()
    assert "<title>Gridgames</title>" in (web / "index.html").read_text(encoding="utf-8")


def test_plain_pygbag_at_the_root_packs_what_make_web_packs_and_nothing_else(
        checkout: Path, plain_build: subprocess.CompletedProcess[str],
        tmp_path: Path) -> None:
    """The same files as make web's bundle; make web's catalogues and JSON are the same
    files slimmed (tools/stage.py), the rest, the Python included, the same bytes."""
    packed = apk_files(checkout / "build" / "web" / "gridgames.apk")
    stage = stage_bundle(tmp_path / "stage" / "gridgames")
    assert pygbag_build.build(stage, tmp_path / "out") == 0
    shipped = apk_files(tmp_path / "out" / "web" / "gridgames.apk")
    assert sorted(packed) == sorted(shipped)
    assert {name.split("/")[0] for name in packed} == {"main.py", "game", "assets"}
    assert "game/VERSION" in packed and not [n for n in packed if n.startswith("game/text/")]
    for name, data in packed.items():
        if name.endswith(".po"):
            data = slim_catalogue(data.decode("utf-8")).encode("utf-8")
        elif name.endswith(".json"):
            data = slim_json(data.decode("utf-8")).encode("utf-8")
        assert data == shipped[name], name


def test_two_web_builds_give_the_same_bytes_say_one_line_and_keep_black_away(
        tmp_path: Path) -> None:
    """pygbag runs black over the folder it packs when it can import it (the bundle would
    then depend on the machine): a black that only leaves a mark shows it is never imported."""
    fake = tmp_path / "fake" / "black"
    fake.mkdir(parents=True)
    mark = tmp_path / "black-was-imported"
    (fake / "__init__.py").write_text(f"open({str(mark)!r}, 'w').close()\n")
    digests, outputs = [], []
    for run in ("one", "two"):
        stage = stage_bundle(tmp_path / run / "gridgames")  # files with new dates each time
        done = subprocess.run([sys.executable, str(ROOT / "tools" / "pygbag_build.py"),
                               str(stage), "--out", str(tmp_path / run / "out")],
                              capture_output=True, text=True, timeout=90, check=False,
                              env={**os.environ, "PYTHONPATH": str(fake.parent)})
        assert done.returncode == 0, done.stdout + done.stderr
        digests.append(hashlib.sha256((tmp_path / run / "out" / "web.zip").read_bytes()))
        outputs.append(done.stdout.splitlines() + done.stderr.splitlines())
    assert not mark.exists()
    assert digests[0].hexdigest() == digests[1].hexdigest()
    assert [len(lines) for lines in outputs] == [1, 1], outputs
    assert digests[0].hexdigest()[:16] in outputs[0][0]
    with zipfile.ZipFile(tmp_path / "one" / "out" / "web.zip") as archive:
        assert archive.namelist() == ["favicon.png", "gridgames.apk", "index.html"]
        assert {info.date_time for info in archive.infolist()} == {pygbag_build.FIXED_DATE}


def test_a_build_that_starts_a_download_is_stopped_at_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Offline pygbag would retry a download every 5 s for ever: a page template it must
    fetch (none here) stops the build with a message, in seconds."""
    monkeypatch.setattr(pygbag_build, "TEMPLATE", tmp_path / "no-such.tmpl")
    stage = stage_bundle(tmp_path / "gridgames")
    code, said = pygbag_build.run_pygbag(stage, serve=False)
    assert code == 1
    assert "stopped: pygbag started a download" in said[-1]


def test_a_wheel_that_is_not_the_pinned_one_is_refused(tmp_path: Path) -> None:
    wheel = tmp_path / "pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"
    wheel.write_bytes(b"PK not the real one")
    with pytest.raises(StandaloneError, match="not the pinned pygame-ce wheel"):
        checked_wheel(wheel)


def test_the_standalone_page_differs_from_pygbags_only_in_its_runtime_loader() -> None:
    page = "<head>\n<!-- RUNTIME LOADER BEGIN -->\n<script src=x/pythons.js>\n" \
           "<!-- RUNTIME LOADER END -->\n</head>"
    swapped = standalone_page(page, "w.whl")
    assert swapped.startswith("<head>\n<!-- RUNTIME LOADER BEGIN -->\n")
    assert swapped.endswith("<!-- RUNTIME LOADER END -->\n</head>")
    assert "pythons.js" not in swapped
    assert '<script src="loader.js" data-wheel="w.whl"></script>' in swapped


def test_the_shipped_page_drops_its_notes_to_maintainers_and_keeps_its_code() -> None:
    """The page's opening comment and its whole-line // comments stay in default.tmpl; the
    Python block after the runtime's script tag and the loader's markers stay in the page."""
    page = ("<html>\n<!--\nnotes for maintainers\n-->\n<script>\n  // why\n  go(); // here\n"
            "</script>\n<!-- RUNTIME LOADER BEGIN -->\n<script src=x>#<!--\nprint(1)\n"
            "# -->\n</script>\n<!-- RUNTIME LOADER END -->\n")
    slimmed = pygbag_build.slim_page(page)
    assert "maintainers" not in slimmed and "// why" not in slimmed
    assert "go(); // here" in slimmed and "#<!--\nprint(1)\n# -->" in slimmed
    assert slimmed.count("RUNTIME LOADER") == 2
    template = (ROOT / "default.tmpl").read_text(encoding="utf-8")
    assert len(pygbag_build.slim_page(template)) < len(template)
