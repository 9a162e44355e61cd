"""Gridgames entry point: ``python main.py [options]``, and pygbag's start file."""

import asyncio

from game.gui.host import IN_BROWSER

if not IN_BROWSER:  # natively the command line decides: a window, or the terminal with --text
    from game.cli import run

    raise SystemExit(run())

# pygbag's runtime installs pygame-ce before it runs this file only when its import scan
# (cpythonrc.py: scan_imports) finds pygame imported here or in the page: the imports deep in
# game/gui come too late (the runtime would install it in the background and never re-run us).
import pygame  # noqa: F401

from game.gui.shell import main

asyncio.run(main())
