"""verify --text checks meaning: a changed value, place, number or polarity is not grounded, and
plain-text debugging chats give the verdicts their operations call for."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from dialogkg.api import DialogKG
from dialogkg.cli import app
from dialogkg.conversation.readers import parse_conversation
from dialogkg.detect.embeddings import Embedder
from tests.conftest import DATA, EXAMPLE_ID, example_file

pytestmark = pytest.mark.slow  # the embedding model


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return Embedder()


def _extractors() -> list[Any]:
    """The rules always; the parser when its model is installed."""
    try:
        from dialogkg.extract import nlp

        parse = nlp.available()
    except ImportError:
        parse = False
    reason = "no spaCy English model installed"
    return ["rules", pytest.param("parse", marks=pytest.mark.skipif(not parse, reason=reason))]


@pytest.mark.parametrize(
    ("candidate", "verdict", "reason"),
    [
        (
            "Checkout fails since 09:30.",
            "ungrounded",
            "contradicts o1 (NumMismatch: '09:30' vs '14:05'): checkout fails since 14:05",
        ),
        (
            "Half of card payments time out.",
            "ungrounded",
            "contradicts o2 (NumMismatch: 'Half' vs 'a third'): a third of card payments time out",
        ),
        ("Checkout fails since 14:05.", "grounded", "o1 stands (active)"),
        ("A third of card payments time out.", "grounded", "o2 stands (active)"),
    ],
)
def test_bundled_example_value_changes(embedder: Embedder, candidate: str, verdict: str, reason: str) -> None:
    kg = DialogKG.open(None)
    kg.ingest([example_file()])
    result = kg.verify(EXAMPLE_ID, text=candidate, embedder=embedder)
    assert (result.verdict, result.reason) == (verdict, reason)


CLAIMS = (
    "The outage started in Frankfurt",
    "Users like the new checkout page",
    "The deploy target is the production cluster",
    "The payment gateway is healthy",
    "The retry limit is 3",
    "The outage started at 14:05",
    "Our CI builds got twice as slow since Monday",
    "The cache hit rate in the logs is 98 percent",
)


@pytest.fixture(scope="module")
def standing() -> DialogKG:
    turns = [
        {
            "speaker": "ana",
            "text": f"{c}.",
            "annotations": {"operations": [{"op": "Observe", "id": f"o{i}", "claim": c}]},
        }
        for i, c in enumerate(CLAIMS, start=1)
    ]
    kg = DialogKG.open(None)
    kg.ingest(
        [parse_conversation({"id": "kinds", "participants": [{"id": "ana", "role": "user"}], "turns": turns})]
    )
    return kg


@pytest.mark.parametrize(
    ("candidate", "argument", "detector"),
    [
        ("The outage started in Dublin.", "o1", "EOC: 'Dublin' vs 'Frankfurt'"),  # place
        ("Users hate the new checkout page.", "o2", "Antonym: 'hate' vs 'like'"),
        ("The deploy target is the test cluster.", "o3", None),  # slot value (triples)
        ("The payment gateway is unhealthy.", "o4", "NegFlip: 'unhealthy' vs 'healthy'"),
        ("The retry limit is five.", "o5", "NumMismatch: 'five' vs '3'"),
        ("The outage started at 9am.", "o6", "NumMismatch: '9 am' vs '14:05'"),
        # a multiple is a number; a qualifier one side leaves out is no second change
        ("CI builds got three times as slow since Monday.", "o7", "NumMismatch: 'three times' vs 'twice'"),
        ("The cache hit rate is 40 percent.", "o8", "NumMismatch: '40' vs '98'"),
    ],
)
def test_a_changed_value_place_number_or_polarity_is_ungrounded(
    standing: DialogKG, embedder: Embedder, candidate: str, argument: str, detector: str | None
) -> None:
    result = standing.verify("kinds", text=candidate, embedder=embedder)
    assert result.verdict == "ungrounded"
    assert result.reason.startswith(f"contradicts {argument} (")
    assert result.reason.endswith(f"): {CLAIMS[int(argument[1:]) - 1]}")
    if detector is not None:
        assert f"({detector})" in result.reason


def test_polarity_by_negation_names_the_argument(standing: DialogKG, embedder: Embedder) -> None:
    result = standing.verify("kinds", text="The payment gateway is not healthy.", embedder=embedder)
    assert (result.verdict, result.reason) == ("ungrounded", "contradicts o4: The payment gateway is healthy")


@pytest.mark.parametrize(
    ("candidate", "argument"),
    [
        ("The outage began in Frankfurt.", "o1"),  # wording, not value
        ("Users love the new checkout page.", "o2"),
        ("The retry limit is three.", "o5"),
        ("CI builds got twice as slow since Monday.", "o7"),
        ("The cache hit rate is 98 percent.", "o8"),
    ],
)
def test_restatements_stay_grounded(
    standing: DialogKG, embedder: Embedder, candidate: str, argument: str
) -> None:
    result = standing.verify("kinds", text=candidate, embedder=embedder)
    assert (result.verdict, result.reason) == ("grounded", f"{argument} stands (active)")


CACHE, DISK, WORKER, POOL = "chat-cache-stale", "chat-disk-full", "chat-worker-leak", "chat-api-pool"
STALE = "The cache layer is serving stale entries."
LEAK = "There is a memory leak in the resize library."
# (conversation, turns ingested, candidate, verdict, reason)
CHATS = [
    (CACHE, 2, STALE, "grounded", "r2.0 stands (active)"),  # a standing hypothesis
    (CACHE, 3, STALE, "ungrounded", "r2.0 was weakened at turn 3 by r3.0"),  # ruled out
    (CACHE, 5, STALE, "ungrounded", "r2.0 was abandoned at turn 4"),  # retracted by its speaker
    (CACHE, 5, "The cache hit ratio is zero today.", "grounded", "r3.0 stands (active)"),
    (DISK, 2, "The backup volume is full.", "grounded", "r2.0 stands (active)"),
    (DISK, 4, "The backup volume is full.", "ungrounded", "r2.0 was weakened at turn 4 by r4.0"),
    (DISK, 6, "The volume has 40% free space.", "grounded", "r4.0 stands (active)"),
    (
        DISK,
        6,
        "The backup credentials expired.",
        "grounded",
        "r3.0 stands (active); rests on r5.0, all standing",
    ),
    (
        DISK,
        6,
        "The storage API returns 403 errors.",
        "ungrounded",
        "contradicts r5.0 (NumMismatch: '403' vs '401'): The storage API returns 401 errors",
    ),
    (WORKER, 2, LEAK, "grounded", "r2.0 stands (active)"),
    (WORKER, 4, LEAK, "ungrounded", "r2.0 was abandoned at turn 4"),  # "Scratch that, I drop ..."
    (WORKER, 5, "Memory usage is flat at 300 MB until each restart.", "grounded", "r3.0 stands (active)"),
    # "..., so it's not the pool" rules out by a short name; "Never mind the pool idea" retracts.
    (POOL, 3, "The connection pool is exhausted.", "grounded", "r2.0 stands (active)"),
    (POOL, 4, "The connection pool is exhausted.", "ungrounded", "r2.0 was weakened at turn 4 by r4.0"),
    (POOL, 5, "The connection pool is exhausted.", "ungrounded", "r2.0 was abandoned at turn 5"),
    (POOL, 6, "Only 10 of 100 connections are in use.", "grounded", "r4.0 stands (active)"),
]


PODS, RELAY, FONT, CI = "chat-deploy-pods", "chat-mail-relay", "chat-font-crash", "chat-ci-slow"
# Statements with no triple in them still observe ("The database migration is running."), and a
# name is one value ("is called main"): the parser's chat (conversation, candidate, verdict, reason).
PARSED = [
    # "logs" tagged a verb: the statement still observes, and its antonym contradicts it
    (RELAY, "The relay logs show every message accepted.", "grounded", "r3.0 stands (active)"),
    (
        RELAY,
        "The relay logs show every message rejected.",
        "ungrounded",
        "contradicts r3.0 (Antonym: 'rejected' vs 'accepted'): The relay logs show every message accepted",
    ),
    (RELAY, "The mail relay is rejecting the sender.", "ungrounded", "r2.0 was abandoned at turn 4"),
    (RELAY, "The cron job is disabled.", "grounded", "r4.1 stands (active)"),
    # a hedge before a claim is no part of its value; state opposites of a debugging chat
    (
        FONT,
        "The settings API returns valid JSON.",
        "ungrounded",
        "contradicts r3.0 (Antonym: 'valid' vs 'malformed'): Perhaps the settings API returns malformed JSON",
    ),
    (
        FONT,
        "The settings API returns malformed JSON.",
        "grounded",
        "r3.0 stands (active); rests on r5.0, all standing",
    ),
    (
        FONT,
        "The font file is missing from the bundle.",
        "ungrounded",
        "contradicts r4.0 (Antonym: 'missing from' vs 'present in'): The font file is present in the bundle",
    ),
    (PODS, "Three of the five pods are crashing.", "grounded", "r3.0 stands (active)"),
    (
        PODS,
        "Four of the five pods are crashing.",
        "ungrounded",
        "contradicts r3.0 (NumMismatch: 'Four' vs 'Three'): Three of the five pods are crashing",
    ),
    (PODS, "The database migration is running.", "grounded", "r4.0 stands (active)"),
    (
        PODS,
        "The database migration is not running.",
        "ungrounded",
        "contradicts r4.0: The database migration is running",
    ),
    (
        PODS,
        "The release branch is called develop.",
        "ungrounded",
        "contradicts r5.0 (EOC: 'be called develop' vs 'be called main'): The release branch is called main",
    ),
    # a qualifier left out beside a changed number; a multiple; "That confirms Y" opening a turn
    # takes the observation before it as evidence
    (CI, "The dependency cache is invalidated on every run.", "ungrounded", "r2.0 was abandoned at turn 4"),
    (
        CI,
        "The cache hit rate is 40 percent.",
        "ungrounded",
        "contradicts r3.0 (NumMismatch: '40' vs '98'): The cache hit rate in the logs is 98 percent",
    ),
    (
        CI,
        "CI builds got three times as slow since Monday.",
        "ungrounded",
        "contradicts r1.0 (NumMismatch: 'three times' vs 'twice'): "
        "Our CI builds got twice as slow since Monday",
    ),
    (
        CI,
        "The new test shards are competing for the runners.",
        "grounded",
        "r4.1 stands (active); rests on r5.0, all standing",
    ),
    (
        PODS,
        "The build server is in Dublin.",
        "ungrounded",
        "contradicts r2.0 (EOC: 'Dublin' vs 'Frankfurt'): The build server is in Frankfurt",
    ),
]


@pytest.mark.parametrize(("conversation", "candidate", "verdict", "reason"), PARSED)
def test_plain_statements_observe_and_names_are_one_value(
    embedder: Embedder, conversation: str, candidate: str, verdict: str, reason: str
) -> None:
    pytest.importorskip("spacy")
    kg = DialogKG.open(None)
    kg.ingest([DATA / f"{conversation}.json"], extractor="parse")
    result = kg.verify(conversation, text=candidate, embedder=embedder)
    assert (result.verdict, result.reason) == (verdict, reason)


@pytest.mark.parametrize("extractor", _extractors())
@pytest.mark.parametrize(("conversation", "turns", "candidate", "verdict", "reason"), CHATS)
def test_debugging_chats_in_plain_text(
    embedder: Embedder,
    extractor: str,
    conversation: str,
    turns: int,
    candidate: str,
    verdict: str,
    reason: str,
) -> None:
    doc = json.loads((DATA / f"{conversation}.json").read_text(encoding="utf-8"))
    kg = DialogKG.open(None)
    kg.ingest([parse_conversation(dict(doc, turns=doc["turns"][:turns]))], extractor=extractor)
    result = kg.verify(conversation, text=candidate, embedder=embedder)
    assert (result.verdict, result.reason) == (verdict, reason)


@pytest.mark.parametrize("extractor", _extractors())
def test_inferred_links_keep_their_matched_words_and_the_retraction_observes_nothing(extractor: str) -> None:
    kg = DialogKG.open(None)
    kg.ingest([DATA / "chat-cache-stale.json"], extractor=extractor)
    result = kg.query(
        """PREFIX dkg: <https://w3id.org/dialogkg/ns#>
        SELECT ?op ?text ?similarity WHERE { GRAPH ?g {
          ?node a dkg:Operation , ?class ; dkg:matchedText ?text ; dkg:matchSimilarity ?similarity .
          BIND(STRAFTER(STR(?class), "#") AS ?op)
          FILTER(?class != dkg:Operation) } } ORDER BY ?text"""
    )
    ops, texts = result.literal_values("op"), result.literal_values("text")
    found = list(zip(ops, texts, map(float, result.literal_values("similarity")), strict=True))
    assert list(zip(ops, texts, strict=True)) == [
        ("ReviseOperation", "the cache"),
        ("UndermineOperation", "the cache theory"),
    ]
    assert all(0.4 <= s <= 1.0 for _, _, s in found)
    state = kg.state("chat-cache-stale")
    assert "r4.0" not in state.args  # "I was wrong about the cache" is no new observation
    assert (state.args["r2.0"].status, state.attacks) == ("abandoned", [("r3.0", "r2.0")])


def test_cli_verify_text_after_a_retraction(tmp_path: Path) -> None:
    runner = CliRunner()
    store = str(tmp_path / "s")
    ingested = runner.invoke(
        app,
        ["ingest", str(DATA / "chat-cache-stale.json"), "--extractor", "rules", "--store", store, "--json"],
    )
    assert ingested.exit_code == 0, ingested.stderr
    args = ["verify", "--conversation", "chat-cache-stale", "--store", store, "--json", "--text"]
    stale = runner.invoke(app, [*args, "The cache layer is serving stale entries."])
    assert stale.exit_code == 0, stale.stderr
    assert json.loads(stale.stdout)["reason"] == "r2.0 was abandoned at turn 4"
    ruled = json.loads(runner.invoke(app, [*args, "The cache hit ratio is zero today."]).stdout)
    assert (ruled["verdict"], ruled["argument"]) == ("grounded", "r3.0")


def test_a_left_out_word_that_denies_or_holds_a_value_is_a_change() -> None:
    """Only a qualifier that holds no value and denies nothing may be left out beside the changed
    span: "not 40 percent" and "40 percent in Dublin" are not "98 percent" said again."""
    from dialogkg.detect.embeddings import Embedder
    from dialogkg.ground.meaning import aligned_conflict

    embedder = Embedder()
    claim = "The cache hit rate in the logs is 98 percent"
    found = aligned_conflict("The cache hit rate is 40 percent", claim, embedder)
    assert found is not None and (found.candidate, found.claim) == ("40", "98")
    assert aligned_conflict("The cache hit rate is not 40 percent", claim, embedder) is None
    assert aligned_conflict("The cache hit rate in the logs in Dublin is 40 percent", claim, embedder) is None
