"""Fuzzed conversations in every input format are stored whole or refused with a typed input error
(issue 13): never a traceback or exit 1, never part of a conversation, never a valid input refused.

The cases are benchmarks/fuzz.py's (valid seeds in the native, OpenAI, {"messages"} and ShareGPT
formats, .json and .jsonl, mutated by byte flips, truncation, deep nesting, huge integers, lone
surrogates, odd line separators, wrong types, missing fields, unknown operations, broken
references and over-long text), drawn here by Hypothesis: derandomised in CI, and cheap (small
conversations, a memory store, one case in twenty through the command line). The campaign
script runs thousands of the full cases.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dialogkg.defaults import MAX_TURN_CHARS

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
from fuzz import VALUE_MUTATIONS, case_from, overlap_similarity_in_ingest, run_case


@pytest.mark.slow
@settings(max_examples=250, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(
    rng=st.randoms(use_true_random=False),
    index=st.integers(0, 10**6),
    mutation=st.sampled_from(["none", "bytes", *VALUE_MUTATIONS]),
    via=st.sampled_from(["api"] * 9 + ["cli"]),
    limit=st.sampled_from([MAX_TURN_CHARS] * 9 + [50]),
)
def test_fuzzed_input_is_stored_whole_or_refused_with_a_typed_error(
    rng: random.Random, index: int, mutation: str, via: str, limit: int
) -> None:
    case = case_from(rng, index, quick=True, mutation=mutation, via=via, limit=limit)
    with tempfile.TemporaryDirectory(prefix="dialogkg-fuzz-") as tmp, overlap_similarity_in_ingest():
        outcome = run_case(case, Path(tmp))
    where = f"mutations {case.mutations} via {case.via}, batch {case.batch_size}: {outcome.detail}"
    assert outcome.kind != "crash", where
    assert not outcome.partial, f"{outcome.partial}; {where}"
    assert not (case.valid and outcome.kind == "rejected"), f"a valid input was refused; {where}"
