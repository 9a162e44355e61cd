"""``make web-smoke`` offline: a skip that no script can read as a pass."""

from __future__ import annotations

import pytest

from tools import web_smoke


def test_without_the_network_the_smoke_test_skips_with_status_77(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(web_smoke, "cdn_problem", lambda: "Name or service not known")
    assert web_smoke.main([]) == web_smoke.SKIPPED == 77
    [line] = capsys.readouterr().out.splitlines()
    assert line.startswith("web-smoke: skipped (status 77): pygbag's runtime")
    assert line.endswith("cannot be reached (Name or service not known)")


def test_the_probe_says_why_the_runtime_cannot_be_fetched() -> None:
    assert web_smoke.cdn_problem("http://127.0.0.1:9/pythons.js")  # nothing listens on 9
