# Quick start:  make demo   (install, ingest the bundled example into ./dialogkg-store)
#               make test   (install, lint, type-check and run the whole test suite)
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
STAMP   = $(VENV)/.dialogkg-installed
EXAMPLE = examples/checkout-outage.json

.PHONY: install demo test lint bench clean ontology-docs

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml constraints.txt requirements-parser.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -c constraints.txt torch==2.13.0
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[test,embeddings,parse,serve,mcp]'
	$(BIN)/python -m pip install --quiet --no-deps --require-hashes -r requirements-parser.txt
	touch $(STAMP)

install: $(STAMP)

demo: install
	$(BIN)/dialogkg ingest $(EXAMPLE)
	$(BIN)/dialogkg query commitments --conversation checkout-outage
	$(BIN)/dialogkg export --conversation checkout-outage --format trig --out dialogkg-demo.trig

lint: install
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/mypy

test: lint
	$(BIN)/python -m pytest

# The ontology's HTML reference (docs/ontology.html); pyLODE is an extra, not in `make install`.
ontology-docs: install
	$(BIN)/python -m pip install --quiet -c constraints.txt -e '.[docs]'
	$(BIN)/python scripts/ontology_docs.py

bench: install
	$(BIN)/python benchmarks/ingest.py --quick

clean:
	rm -rf dialogkg-store dialogkg-demo.trig .pytest_cache .mypy_cache .ruff_cache
