"""docs/ is true to the README (issue 23): every picture there is shown by the README with a
caption, and every picture the README shows is there."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_picture_in_docs_is_shown_by_the_readme_with_a_caption() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = re.findall(r"!\[([^\]]*)\]\((docs/[^)]+\.png)\)", readme)
    captions = {path: caption for caption, path in shown}
    pictures = {f"docs/{path.name}" for path in (ROOT / "docs").glob("*.png")}
    assert pictures == set(captions)
    assert all(len(caption.split()) >= 2 for caption in captions.values()), captions
