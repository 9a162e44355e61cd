"""Gridgames entry point: ``python main.py`` natively, and pygbag's start file in the browser."""

import asyncio

from game.shell import main

asyncio.run(main())
