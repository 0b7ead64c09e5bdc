# Quick start:  make demo   (install, then run the three engines on the bundled examples)
#               make test   (install, lint, type-check and run the whole test suite)
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
STAMP   = $(VENV)/.dialogkg-installed
EXAMPLE = examples/checkout-outage.json
EXAMPLE2 = examples/museum-hours.json

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

# Each engine on the bundled examples: a verdict and its dependency chain, what a retraction
# would unseat, a contradiction and its Turtle certificate, the memory after a correction, plots.
demo: install
	@$(BIN)/dialogkg ingest $(EXAMPLE) $(EXAMPLE2)
	@echo; echo "== Grounded Continuation: is h2 grounded, and on what? =="
	@$(BIN)/dialogkg verify --conversation checkout-outage --id h2
	@echo; echo "== What would retracting o4 unseat? (nothing is changed) =="
	@$(BIN)/dialogkg affected --conversation checkout-outage o4
	@echo; echo "== SKG-Eval: scoring the assistant of museum-hours =="
	@$(BIN)/dialogkg evaluate $(EXAMPLE2) --plot dialogkg-demo-scores.png
	@$(BIN)/dialogkg certificates export --conversation museum-hours --out dialogkg-demo-certificates.ttl
	@echo; echo "== D-SMART: checkout-outage's standing memory after eli's correction at turn 6 =="
	@$(BIN)/dialogkg memory --conversation checkout-outage
	@echo; echo "== The dependency graph, for a browser =="
	@$(BIN)/dialogkg render --conversation checkout-outage --graph dialogkg-demo-graph.html

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
	rm -rf dialogkg-store dialogkg-store.* dialogkg-demo-* dialogkg-demo.trig .pytest_cache .mypy_cache .ruff_cache
