"""Make the Chinese font the window uses: a subset of Noto Sans CJK SC (SIL OFL 1.1).

The whole font is 16 MB; the browser bundle has a budget of 250 KB.  So the game ships
only the glyphs it can show in Chinese: every Chinese character (and Chinese
punctuation) of the Simplified Chinese catalogues' messages (the shared one's and each
game's) that the window uses (the terminal's own messages show in the terminal's
font); numbers, game IDs and key names in a Chinese line are drawn in DejaVu Sans.
The outlines are rescaled to 64 units per em, which the eye cannot tell from the
original's 1000 for ideographs at the sizes words take (14 and 16 px) and which takes
half the space once zipped; hinting and layout tables are dropped (FreeType hints and
pygame lays out text itself).

Run it after the catalogue changes (``tests/test_i18n.py`` says when a glyph is missing):

    apt-get install fonts-noto-cjk            # or point --source at NotoSansCJK-Regular.ttc
    .venv/bin/pip install -e ".[assets]"      # fontTools
    .venv/bin/python tools/cjk_font.py
"""

from __future__ import annotations

import argparse
import logging
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import po  # noqa: E402 (the checkout's game package, found through ROOT)
from game.i18n import LANGUAGES, LOCALE_DIR, catalogues  # noqa: E402
from game.ui.text_fit import CJK  # noqa: E402

SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SC_INDEX = 2  # the collection holds JP, KR, SC, TC, HK: SC is the third
OUTPUT = ROOT / "assets" / "fonts" / "NotoSansSC-Subset.otf"
UNITS_PER_EM = 64
# Drawn around translated text but not in the catalogue (in DejaVu Sans, whatever the
# language): em dash, ellipsis, times, middle dot, arrows.
SYMBOLS = "—…×·←→"
CHINESE = re.compile(f"[{CJK}]")
TERMINAL_ONLY = "game/text/"


def window_messages(catalogue: Path = LOCALE_DIR / "zh_CN.po") -> list[str]:
    """The translations in ``catalogue`` of the messages the window can show: those with a
    source reference outside the terminal front (the repository's .po keeps them)."""
    text = catalogue.read_text(encoding="utf-8")
    shown = []
    for block in text.split("\n\n"):
        places = [word for line in block.splitlines() if line.startswith("#:")
                  for word in line[2:].split()]
        if places and any(not place.startswith(TERMINAL_ONLY) for place in places):
            shown += [value for entry in po.parse(block) for value in entry.msgstr.values()]
    return shown


def characters() -> str:
    """Every Chinese character (and Chinese punctuation) the subset must draw, sorted: the
    rest of a line is drawn in DejaVu Sans (game/gui/mixed_font.py)."""
    wanted = set("".join(LANGUAGES.values()))  # Options names each language in itself
    for catalogue in catalogues("zh_CN"):  # the shared one and each game's
        wanted |= set("".join(window_messages(catalogue)))
    return "".join(sorted(char for char in wanted if CHINESE.match(char)))


def make_subset(source: Path, output: Path) -> int:
    """Write the subset of ``source`` to ``output``; return its size in bytes."""
    from fontTools import subset
    from fontTools.ttLib.scaleUpem import scale_upem  # type: ignore[import-untyped]

    logging.getLogger("fontTools").setLevel(logging.ERROR)  # it narrates dropped tables
    options = subset.Options()
    options.font_number = SC_INDEX
    options.hinting = False
    options.layout_features = []
    options.desubroutinize = True  # smaller once the bundle is zipped
    options.drop_tables += ["VORG", "vhea", "vmtx", "GPOS", "GSUB", "BASE", "DSIG"]
    options.name_IDs = [0, 1, 2, 13]  # copyright, names, licence (LICENSE-Noto.txt in full)
    font = subset.load_font(str(source), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters())
    subsetter.subset(font)
    scale_upem(font, UNITS_PER_EM)
    subset.save_font(font, str(output), options)
    return output.stat().st_size


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.partition("\n")[0])
    parser.add_argument("--source", type=Path, default=SOURCE,
                        help="Noto Sans CJK Regular (.ttc, Simplified Chinese is font 2)")
    args = parser.parse_args(arguments)
    if not args.source.exists():
        print(f"no {args.source}: apt-get install fonts-noto-cjk, or give --source")
        return 1
    size = make_subset(args.source, OUTPUT)
    print(f"{OUTPUT.relative_to(ROOT)}: {len(characters())} characters, {size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
