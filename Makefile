# Two entry points for a fresh machine with Python 3.11+ and make:
#   make play   installs the game into .venv and starts it
#   make test   installs the game with its dev tools and runs lint, types and tests, on
#               every core and in a random order (browser suites run where chromium is
#               installed; they skip otherwise)
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

STAGE := build/stage/gridgames
PYODIDE := 0.26.4
BROWSER_KIT := build/browser

.PHONY: play test fuzz bench web serve stage browser-test web-standalone web-smoke screenshots

play: $(VENV)/.installed
	$(BIN)/python main.py

test: $(VENV)/.installed-dev
	-@$(MAKE) --no-print-directory $(BROWSER_KIT)/pyodide/pyodide.js \
		|| echo "no Pyodide (it needs npm): the Pyodide browser tests will skip"
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/pytest -n auto --dist loadscope

# Ten times the random input `make test` sends through the real game loop: 200,000 events
# over seeds 1 to 10 (tests/test_random_input.py; GRIDGAMES_FUZZ_SEEDS picks others).
fuzz: $(VENV)/.installed-dev
	GRIDGAMES_FUZZ_EVENTS=$${GRIDGAMES_FUZZ_EVENTS:-200000} \
		GRIDGAMES_FUZZ_SEEDS=$${GRIDGAMES_FUZZ_SEEDS:-1,2,3,4,5,6,7,8,9,10} \
		$(BIN)/pytest tests/test_random_input.py

# Just the browser suites, saying why any skip. The pygame-ce wasm wheel is on no registry:
# the tests that play the real game in Chromium take
# pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl (pygame-web/cdn, cp312/) from
# ../shared/browser/ beside the checkout, build/browser/ or $$GRIDGAMES_PYGAME_WHEEL.
browser-test: $(VENV)/.installed-dev $(BROWSER_KIT)/pyodide/pyodide.js
	$(BIN)/pytest tests/browser

# Every picture in docs/ retaken from the real game, headless (the phone's as laid out and
# worded on a touch page); tools/screenshots.py NAME... retakes some.
screenshots: $(VENV)/.installed
	$(BIN)/python tools/screenshots.py

$(BROWSER_KIT)/pyodide/pyodide.js:
	mkdir -p $(BROWSER_KIT)
	cd $(BROWSER_KIT) && rm -rf package pyodide && npm pack --silent pyodide@$(PYODIDE) >/dev/null \
		&& tar xzf pyodide-$(PYODIDE).tgz && mv package pyodide && rm pyodide-$(PYODIDE).tgz

bench: $(VENV)/.installed-bench
	$(BIN)/python -m bench

# The browser bundle: pygbag packs a staged copy of main.py, game/ and assets/ less the command
# line and the terminal (tools/stage.py), into our page (default.tmpl) and icon, offline.
# tools/pygbag_build.py keeps pygbag's ~300 lines to itself unless it fails, stops it at once if
# it starts a download (it would retry for ever), and writes build/web/ and build/web.zip (the
# itch.io upload) with zip entries sorted and undated: one commit, the same bytes every time.
web: $(VENV)/.installed-web stage
	@$(BIN)/python tools/pygbag_build.py $(STAGE)

serve: $(VENV)/.installed-web stage
	@$(BIN)/python tools/pygbag_build.py --serve $(STAGE)

stage: $(VENV)/.installed
	@rm -rf $(STAGE)
	@$(BIN)/python tools/stage.py $(STAGE)

# The standalone edition, build/web-standalone.zip: the same page and bundle as `make web`,
# started by Pyodide $(PYODIDE) and pygame-ce's wasm wheel served beside it, so it runs from any
# static host with no request leaving it (tools/standalone.py says where the wheel comes from).
web-standalone: web $(BROWSER_KIT)/pyodide/pyodide.js
	@$(BIN)/python tools/standalone.py

# Before every itch.io upload, on a machine with a network: build/web on pygbag's real runtime
# from its CDN in Chromium, to the first board and one tap; skips in one line without the CDN.
web-smoke: web $(VENV)/.installed-dev
	@$(BIN)/python tools/web_smoke.py

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-web: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e ".[web]"
	touch $@

$(VENV)/.installed-bench: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e ".[bench]"
	touch $@

$(VENV)/.installed-dev: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $@
