"""`evaluate` through the API and the CLI: FORMAT.md's document, identical across runs and stores."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dialogkg.api import DialogKG
from dialogkg.cli import app
from tests.conftest import DATA

PROBES = DATA / "skg-probes.jsonl"


@pytest.mark.slow
def test_evaluate_is_identical_on_every_store_and_stores_the_turns(kg: DialogKG) -> None:
    from dialogkg.detect.embeddings import Embedder

    embedder = Embedder()
    first = [r.to_json() for r in kg.evaluate([PROBES], embedder=embedder)]
    reference = [r.to_json() for r in DialogKG.open(None).evaluate([PROBES], embedder=embedder)]
    assert first == reference
    assert kg.stats("probe-negation").counts["turns"] == 6
    turn = first[0]["turns"][0]  # type: ignore[index]
    assert set(turn) == {
        "index",
        "S_loc",
        "S_cons",
        "S_log",
        "Q",
        "regime",
        "quarantined",
        "contradiction",
        "drift",
        "certificates",
    }


@pytest.mark.slow
def test_cli_evaluate_json_twice_gives_the_same_document(tmp_path: Path) -> None:
    runner = CliRunner()
    outputs = []
    for run in range(2):
        result = runner.invoke(app, ["evaluate", str(PROBES), "--store", str(tmp_path / f"s{run}"), "--json"])
        assert result.exit_code == 0, result.stderr
        outputs.append(result.stdout)
    assert outputs[0] == outputs[1]
    doc = json.loads(outputs[0])
    assert [c["id"] for c in doc["conversations"]][:2] == ["probe-negation", "probe-antonym"]
    assert {"id", "session_score", "trend", "turns"} == set(doc["conversations"][0])


@pytest.mark.slow
@pytest.mark.parametrize("suffix", [".png", ".html"])
def test_plot_renders(tmp_path: Path, suffix: str) -> None:
    out = tmp_path / f"trajectory{suffix}"
    result = CliRunner().invoke(
        app, ["evaluate", str(PROBES), "--store", str(tmp_path / "s"), "--plot", str(out), "--json"]
    )
    assert result.exit_code == 0, result.stderr
    if suffix == ".png":  # one file per conversation, named by place and id
        from PIL import Image

        ids = [json.loads(line)["id"] for line in PROBES.read_text(encoding="utf-8").splitlines()]
        files = [tmp_path / f"trajectory-{k}-{cid}.png" for k, cid in enumerate(ids, start=1)]
        assert json.loads(result.stdout)["plots"] == [str(f) for f in files] and len(files) == 8
        for f in files:
            with Image.open(f) as image:
                assert image.format == "PNG" and image.size == (990, 660)
    else:
        html = out.read_text(encoding="utf-8")
        assert html.count("<img ") == 8 and "data:image/png;base64," in html


@pytest.mark.slow
def test_the_skg_and_scores_are_queryable_after_evaluation(kg: DialogKG) -> None:
    from dialogkg.detect.embeddings import Embedder

    kg.evaluate([PROBES], embedder=Embedder())
    rows = kg.query(
        """PREFIX dkg: <https://w3id.org/dialogkg/ns#>
        PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
        SELECT ?index ?q WHERE {
          GRAPH ?g { ?turn dkg:quality ?q ; dkg:logicalCoherence ?log . }
          GRAPH ?t { ?turn dkg:index ?index ; dkg:inConversation ?conversation . }
        } ORDER BY ?index""",
        conversation="probe-negation",
    ).to_json()["rows"]
    assert rows == [{"index": 2, "q": 1.0}, {"index": 4, "q": 0.9708}, {"index": 6, "q": 0.4}]
    introduced = kg.query(
        """PREFIX dkg: <https://w3id.org/dialogkg/ns#>
        PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
        SELECT DISTINCT ?label ?turn WHERE {
          GRAPH ?g { ?e dkg:introducedAt ?t ; dkg:importance ?i . }
          GRAPH ?h { ?t dkg:index ?turn ; dkg:inConversation ?conversation . ?e rdfs:label ?label . }
        } ORDER BY ?turn ?label""",
        conversation="probe-antonym",
    ).to_json()["rows"]
    assert introduced == [
        {"label": "higher interest rates", "turn": 2},
        {"label": "inflation", "turn": 2},
        {"label": "hiring", "turn": 4},
        {"label": "tighter monetary policy", "turn": 4},
    ]


@pytest.mark.slow
def test_cli_ingest_and_evaluate_plain_chat_with_the_rules_extractor(tmp_path: Path) -> None:
    """Issue #5: no annotations anywhere, and the rules still find the planted numeric conflict."""
    chat = [
        {"role": "user", "content": "How many moons does Mars have?"},
        {"role": "assistant", "content": "Mars has 2 moons, Phobos and Deimos."},
        {"role": "user", "content": "What are they like?"},
        {"role": "assistant", "content": "Phobos and Deimos are small and irregular."},
        {"role": "user", "content": "Remind me how many there are?"},
        {"role": "assistant", "content": "Mars has 3 moons in total."},
    ]
    source = tmp_path / "mars.json"
    source.write_text(json.dumps(chat), encoding="utf-8")
    runner = CliRunner()
    store = str(tmp_path / "s")
    ingested = runner.invoke(app, ["ingest", str(source), "--store", store, "--extractor", "rules", "--json"])
    assert ingested.exit_code == 0, ingested.stderr
    stats = json.loads(
        runner.invoke(app, ["stats", "--conversation", "mars", "--store", store, "--json"]).stdout
    )
    assert stats["turns"] == 6 and stats["claims"] == 4  # 2 moons; small; irregular; 3 moons
    result = runner.invoke(app, ["evaluate", str(source), "--store", store, "--extractor", "rules", "--json"])
    assert result.exit_code == 0, result.stderr
    [conversation] = json.loads(result.stdout)["conversations"]
    fired = {
        t["index"]: [c["detector"] for c in t["certificates"]]
        for t in conversation["turns"]
        if t["certificates"]
    }
    assert fired == {6: ["NumMismatch"]}


def test_cli_evaluate_scores_speakers_named_for_their_roles_without_participants(tmp_path: Path) -> None:
    """No participants and "speaker": "assistant": the assistant's turns are scored (they were
    taken for an unknown role, and evaluate warned that there was nothing to score)."""
    turns = [
        ("user", "Do you like cooking?"),
        ("assistant", "I love cooking, I make dinner every night."),
        ("user", "What do you cook?"),
        ("assistant", "Honestly I hate cooking, I always order takeout."),
    ]
    doc = {"id": "cooking", "turns": [{"speaker": s, "text": t} for s, t in turns]}
    source = tmp_path / "cooking.jsonl"
    source.write_text(json.dumps(doc) + "\n", encoding="utf-8")
    result = CliRunner().invoke(
        app, ["evaluate", str(source), "--store", str(tmp_path / "s"), "--extractor", "rules", "--json"]
    )
    assert result.exit_code == 0, result.stderr
    [conversation] = json.loads(result.stdout)["conversations"]
    assert "warnings" not in conversation
    assert [t["index"] for t in conversation["turns"]] == [2, 4]
    assert [c["detector"] for c in conversation["turns"][1]["certificates"]] == ["Antonym"]
