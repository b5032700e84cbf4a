# Everything a fresh machine needs: `make run` (the demo) and `make test` (the whole suite).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
PLUGINS := $(wildcard plugins/*/pyproject.toml)

.PHONY: run test bench demo-data clean

$(STAMP): pyproject.toml $(PLUGINS)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e ".[test]" $(foreach p,$(dir $(PLUGINS)),-e $(p))
	touch $(STAMP)

## open the application on the bundled demo audit
run: $(STAMP)
	$(BIN)/anonguard

## run every test (engine, CLI, plugins)
test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

## time best-row-match against the reference package (separate virtual environment)
REF_STAMP := .venv-ref/.installed
$(REF_STAMP):
	$(PYTHON) -m venv .venv-ref
	.venv-ref/bin/pip install --quiet anonymity-loss-coefficient "pandas<3" || echo "reference package unavailable: benchmark runs without it"
	touch $(REF_STAMP)

bench: $(STAMP) $(REF_STAMP)
	$(BIN)/python bench/bench_brm.py

## regenerate the bundled demo data (deterministic)
demo-data: $(STAMP)
	$(BIN)/python resources/demo/generate.py

clean:
	rm -rf $(VENV) .venv-ref out
