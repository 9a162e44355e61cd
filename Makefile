# Two entry points for a fresh machine with Python 3.11+ and make:
#   make play   installs the game into .venv and starts it
#   make test   installs the game with its dev tools and runs lint, types and tests
#               (browser suites run where chromium is installed; they skip otherwise)
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

STAGE := build/stage/gridgames
PYODIDE := 0.26.4
BROWSER_KIT := build/browser

.PHONY: play test fuzz bench web serve stage browser-test screenshots

play: $(VENV)/.installed
	$(BIN)/python main.py

test: $(VENV)/.installed-dev
	-@$(MAKE) --no-print-directory $(BROWSER_KIT)/pyodide/pyodide.js \
		|| echo "no Pyodide (it needs npm): the Pyodide browser tests will skip"
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/pytest

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

# The browser bundle: pygbag packs a staged copy holding only main.py, game/ and assets/,
# so nothing but the game ships whichever pygbag version runs it. tools/pygbag_build.py hands
# pygbag our page (default.tmpl) and icon, so the build works offline, and stops pygbag at
# once, saying why, if it still starts a download (which it would retry for ever).
web: $(VENV)/.installed-web stage
	$(BIN)/python tools/pygbag_build.py --archive $(STAGE)
	rm -rf build/web build/web.zip
	cp -r $(STAGE)/build/web build/web
	cp $(STAGE)/build/web.zip build/web.zip

serve: $(VENV)/.installed-web stage
	$(BIN)/python tools/pygbag_build.py --serve $(STAGE)

stage: $(VENV)/.installed
	rm -rf $(STAGE)
	$(BIN)/python tools/stage.py $(STAGE)

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
