# Everything a fresh machine needs: `make run` (the demo) and `make test` (the whole suite).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
PLUGINS := $(wildcard plugins/*/pyproject.toml)

.PHONY: run test bench experiments translations docs demo-data package clean

$(STAMP): pyproject.toml $(PLUGINS)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	# setuptools tells, on every editable install, that a folder named like the package may shadow it: a notice
	# about editable installs in general, not a fault of this project, so it is not shown
	PYTHONWARNINGS="ignore:Editable installation:UserWarning" \
		$(BIN)/pip install --quiet -e ".[test]" $(foreach p,$(dir $(PLUGINS)),-e $(p))
	touch $(STAMP)

## open the application on the bundled demo audit
run: $(STAMP)
	$(BIN)/anonguard

## run every test (engine, CLI, plugins), spread over the machine's cores
test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n auto --dist loadfile --max-worker-restart 0

## time best-row-match against the reference package (separate virtual environment), the selectors and table loading
REF_STAMP := .venv-ref/.installed
$(REF_STAMP):
	$(PYTHON) -m venv .venv-ref
	.venv-ref/bin/pip install --quiet anonymity-loss-coefficient "pandas<3" || echo "reference package unavailable: benchmark runs without it"
	touch $(REF_STAMP)

## anonymeter, the peer tool bench/bench_reference.py compares with (separate virtual environment; not a dependency)
ANONYMETER_STAMP := .venv-anonymeter/.installed
$(ANONYMETER_STAMP):
	$(PYTHON) -m venv .venv-anonymeter
	.venv-anonymeter/bin/pip install --quiet "anonymeter==1.1.0" || echo "anonymeter unavailable: benchmark runs without it"
	touch $(ANONYMETER_STAMP)

## pycanon, the k-anonymity / l-diversity library bench/bench_key_risk.py compares with (its own environment)
PYCANON_STAMP := .venv-pycanon/.installed
$(PYCANON_STAMP):
	$(PYTHON) -m venv .venv-pycanon
	.venv-pycanon/bin/pip install --quiet "pycanon==1.3.6" || echo "pycanon unavailable: benchmark runs without it"
	touch $(PYCANON_STAMP)

## anjana, whose whole-record suppression to k-anonymity bench/bench_treatments.py sets beside local suppression
## (its own environment; it brings its own pycanon 1.3.5)
ANJANA_STAMP := .venv-anjana/.installed
$(ANJANA_STAMP):
	$(PYTHON) -m venv .venv-anjana
	.venv-anjana/bin/pip install --quiet "anjana==1.2.3" || echo "anjana unavailable: benchmark runs without it"
	touch $(ANJANA_STAMP)

## SDMetrics and synthgauge, whose utility measures bench/bench_utility_peers.py sets beside AnonGuard's (their own
## environment; synthgauge 2.2.0 needs seaborn 0.11, which breaks on matplotlib 3.9 or later)
PEERS_STAMP := .venv-peers/.installed
$(PEERS_STAMP):
	$(PYTHON) -m venv .venv-peers
	.venv-peers/bin/pip install --quiet "sdmetrics==0.32.0" "synthgauge==2.2.0" "matplotlib==3.8.4" || echo "sdmetrics and synthgauge unavailable: benchmark runs without them"
	touch $(PEERS_STAMP)

bench: $(STAMP) $(REF_STAMP) $(ANONYMETER_STAMP) $(PYCANON_STAMP) $(ANJANA_STAMP) $(PEERS_STAMP)
	$(BIN)/python bench/bench_reference.py
	$(BIN)/python bench/bench_brm.py
	$(BIN)/python bench/bench_selectors.py
	$(BIN)/python bench/bench_isolation.py
	$(BIN)/python bench/bench_load.py
	$(BIN)/python bench/bench_matrix.py
	$(BIN)/python bench/bench_census.py
	$(BIN)/python bench/bench_cost.py
	$(BIN)/python bench/bench_key_risk.py
	$(BIN)/python bench/bench_suda.py
	$(BIN)/python bench/bench_identity.py
	$(BIN)/python bench/bench_utility.py
	$(BIN)/python bench/bench_treatments.py
	$(BIN)/python bench/bench_search.py
	$(BIN)/python bench/bench_utility_peers.py
	$(BIN)/python bench/bench_reconstruction.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/bench_window.py

## reproduce the papers' findings, compare ALC with the reference package, calibrate the verdicts, set the identity
## attacks beside anonymeter (about 70 minutes on 2 cores, about half of it the calibration)
experiments: $(STAMP) $(REF_STAMP) $(ANONYMETER_STAMP)
	$(BIN)/python experiments/attack_library.py --out docs/experiments_table.md
	$(BIN)/python experiments/membership.py --out docs/membership_table.md
	$(BIN)/python experiments/reference_alc.py --out docs/reference_table.md
	$(BIN)/python experiments/calibration.py --out docs/calibration_table.md
	$(BIN)/python experiments/identity.py --out docs/identity_table.md

## collect the window's strings into anonguard/resources/i18n/*.ts (German, and English complete as a translator's
## starting point), fill in the German ones, compile the German .qm catalogue
translations: $(STAMP)
	$(BIN)/pyside6-lupdate anonguard/gui/*.py -no-obsolete -source-language en -target-language de_DE -ts anonguard/resources/i18n/anonguard_de.ts
	$(BIN)/pyside6-lupdate anonguard/gui/*.py -no-obsolete -source-language en -target-language en -ts anonguard/resources/i18n/anonguard_en.ts
	$(BIN)/python packaging/i18n/fill_de.py
	$(BIN)/python packaging/i18n/fill_en.py
	$(BIN)/pyside6-lrelease anonguard/resources/i18n/anonguard_de.ts -qm anonguard/resources/i18n/anonguard_de.qm

## write docs/hooks.md (the plugin authors' hook reference) and the settings of the audit.json schema from the code
docs: $(STAMP)
	$(BIN)/python docs/make_docs.py

## regenerate the bundled demo data (deterministic)
demo-data: $(STAMP)
	$(BIN)/python packaging/demo/generate.py

## the standalone one-folder desktop bundle in packaging/dist/anonguard, then its smoke test (packaging/README.md)
package: $(STAMP)
	$(BIN)/python -c "import PyInstaller" 2>/dev/null || $(BIN)/pip install --quiet -e ".[package]"
	$(BIN)/pyinstaller --noconfirm --clean --distpath packaging/dist --workpath packaging/build packaging/anonguard.spec
	$(BIN)/python packaging/smoke_test.py packaging/dist/anonguard

clean:
	rm -rf $(VENV) .venv-ref .venv-anonymeter .venv-pycanon .venv-anjana .venv-peers out
