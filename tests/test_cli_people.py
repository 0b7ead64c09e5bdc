"""The command line for people (issue 14): missing stores, extractor changes, evaluate's
warnings, progress and plots, examples in every help text, the README's figures."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import typer.main
from typer.testing import CliRunner

from dialogkg import resources
from dialogkg.api import DialogKG
from dialogkg.cli import app
from dialogkg.defaults import MATCH_THRESHOLD
from tests.conftest import EXAMPLE_ID, example_file
from tests.test_cli import run, run_json

ROOT = Path(__file__).resolve().parent.parent
MUSEUM = Path(str(resources.example_path("museum-hours.json")))
HOME_TOWNS = Path(__file__).parent / "data" / "home-towns.json"
PNG = b"\x89PNG\r\n\x1a\n"
NOTHING = (
    "nothing to score: no assistant turns (SKG-Eval scores each assistant turn against the user "
    "turn before it; give the model's participant the role assistant)"
)


def test_a_missing_store_is_refused_by_every_command_but_ingest_and_evaluate(tmp_path: Path) -> None:
    missing = tmp_path / "mistyped"
    line = (
        f"error: field --store: no store at {missing} (a mistyped path?); `dialogkg ingest FILE "
        f"--store {missing}` creates it, or give --create to start an empty one\n"
    )
    for argv in (
        ["stats"],
        ["query", "turns", "--conversation", EXAMPLE_ID],
        ["check", "--reasoner", "none"],
        ["memory", "--conversation", EXAMPLE_ID],
        ["affected", "--conversation", EXAMPLE_ID, "o4"],
        ["retract", "--conversation", EXAMPLE_ID, "o4"],
        ["render", "--conversation", EXAMPLE_ID, "--graph", str(tmp_path / "g.html")],
    ):
        assert run(*argv, "--store", str(missing), "--json") == (2, "", line), argv
    assert not missing.exists()
    zeros = run_json("stats", "--store", str(missing), "--create")
    assert set(zeros.values()) == {0} and missing.is_dir()
    fresh = tmp_path / "fresh"
    first = run_json("ingest", str(example_file()), "--store", str(fresh))
    assert first["conversations"] == [{"id": EXAMPLE_ID, "turns_ingested": 8, "turns_skipped": 0}]
    scored = run_json("evaluate", str(MUSEUM), "--store", str(tmp_path / "scored"))  # stores, as ingest
    assert [c["id"] for c in scored["conversations"]] == ["museum-hours"]


def test_serve_refuses_a_missing_store_before_listening(tmp_path: Path) -> None:
    keys = tmp_path / "keys.txt"
    keys.write_text("k1 tenant\n")
    missing = tmp_path / "nope"
    code, out, err = run("serve", "--keys", str(keys), "--store", str(missing))
    assert (code, out) == (2, "")
    assert err.startswith(f"error: field --store: no store at {missing} (a mistyped path?)")


def test_another_extractor_is_refused_and_reextract_replaces_the_extraction(tmp_path: Path) -> None:
    store = str(tmp_path / "s")
    run_json("ingest", str(example_file()), "--store", store)
    before = run_json("stats", "--store", store)
    turns = run_json("query", "turns", "--conversation", EXAMPLE_ID, "--store", store)
    code, out, err = run("ingest", str(example_file()), "--extractor", "rules", "--store", store, "--json")
    assert (code, out) == (2, "")
    assert err == (
        f'error: {example_file()}, conversation "{EXAMPLE_ID}", field --extractor: already stored with the '
        "annotated extractor, not rules: give --extractor annotated to add turns to it, or --reextract "
        "to replace its extraction with rules (its turns are kept)\n"
    )
    assert run_json("stats", "--store", store) == before
    again = run_json("ingest", str(example_file()), "--extractor", "rules", "--reextract", "--store", store)
    assert again == {"conversations": [{"id": EXAMPLE_ID, "turns_ingested": 8, "turns_skipped": 0}]}
    after = run_json("stats", "--store", store)
    assert (after["turns"], after["claims"], after["arguments"]) == (8, 5, 5)
    assert run_json("query", "turns", "--conversation", EXAMPLE_ID, "--store", store) == turns
    with DialogKG.open(store) as kg:
        assert [str(x) for x in _extractors(kg)] == ["rules"]
    # Back to the gold extraction: the store is as the first ingest left it, quad for quad.
    run_json("ingest", str(example_file()), "--extractor", "annotated", "--reextract", "--store", store)
    assert run_json("stats", "--store", store) == before


def _extractors(kg: DialogKG) -> list[str]:
    from dialogkg.ingest import stored_extractors

    return stored_extractors(kg.store, EXAMPLE_ID)


def test_reextract_keeps_the_stored_turns_so_the_input_must_repeat_them(tmp_path: Path) -> None:
    store = str(tmp_path / "s")
    run_json("ingest", str(example_file()), "--store", store)
    doc = json.loads(example_file().read_text(encoding="utf-8"))
    doc["turns"][2]["text"] = "something else"
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(doc), encoding="utf-8")
    code, _, err = run("ingest", str(changed), "--extractor", "rules", "--reextract", "--store", store)
    assert code == 2
    assert err == (
        f'error: {changed}, conversation "{EXAMPLE_ID}", turn 3, field text: differs from the stored text; '
        "--reextract keeps the stored turns, so the input must repeat them\n"
    )
    run_json("retract", "--conversation", EXAMPLE_ID, "o5", "--store", store)
    code, _, err = run("ingest", str(example_file()), "--extractor", "rules", "--reextract", "--store", store)
    assert code == 2 and "has recorded retractions" in err and err.count("\n") == 1


def test_a_conversation_with_nothing_to_score_is_a_warning_not_a_zero(tmp_path: Path) -> None:
    chat = tmp_path / "friends.json"
    chat.write_text(
        json.dumps(
            {
                "id": "two-friends",
                "participants": [{"id": "caroline", "role": "user"}, {"id": "melanie", "role": "user"}],
                "turns": [
                    {"speaker": "caroline", "text": "I went to a support group yesterday."},
                    {"speaker": "melanie", "text": "That sounds lovely, how was it?"},
                ],
            }
        ),
        encoding="utf-8",
    )
    store = str(tmp_path / "s")
    code, out, err = run(
        "evaluate", str(chat), "--extractor", "rules", "--store", store, "--create", "--json"
    )
    assert code == 0
    assert json.loads(out) == {
        "conversations": [
            {"id": "two-friends", "session_score": None, "trend": None, "turns": [], "warnings": [NOTHING]}
        ]
    }
    assert err == f'warning: conversation "two-friends": {NOTHING}\n'
    code, out, err = run("evaluate", str(chat), "--extractor", "rules", "--store", store)
    assert code == 0 and " ".join(out.split()) == "two-friends: nothing scored (no assistant turns)"


def test_plot_draws_every_conversation_and_progress_reports_each_phase(tmp_path: Path) -> None:
    store = str(tmp_path / "s")
    plot = tmp_path / "scores.png"
    code, out, err = run(
        "evaluate", str(MUSEUM), str(HOME_TOWNS), "--store", store, "--create", "--plot", str(plot), "--json"
    )
    assert (code, err) == (0, "")
    assert out.count("\n") == 1  # stdout carries the JSON document only: no bar, no note
    doc = json.loads(out)
    first, second = tmp_path / "scores-1-museum-hours.png", tmp_path / "scores-2-home-towns.png"
    assert doc["plots"] == [str(first), str(second)]
    assert first.read_bytes()[:8] == PNG and second.read_bytes()[:8] == PNG
    assert not plot.exists()
    assert [c["id"] for c in doc["conversations"]] == ["museum-hours", "home-towns"]
    [cert] = doc["conversations"][0]["turns"][1]["certificates"]
    assert (cert["detector"], cert["current"], cert["historical"]) == (
        "NumMismatch",
        "(city museum, closes on Fridays at, 22:00)",
        "(city museum, closes on Fridays at, 17:00)",
    )
    single = tmp_path / "one.png"
    assert run_json("evaluate", str(MUSEUM), "--store", store, "--plot", str(single))["plots"] == [
        str(single)
    ]
    page = tmp_path / "all.html"
    run_json("evaluate", str(MUSEUM), str(HOME_TOWNS), "--store", store, "--plot", str(page))
    html = page.read_text(encoding="utf-8")
    assert html.count("<h2>") == 2 and "<h2>museum-hours</h2>" in html and "<h2>home-towns</h2>" in html

    events: list[tuple[str, int]] = []
    with DialogKG.open(tmp_path / "api") as kg:
        kg.evaluate([MUSEUM], progress=lambda phase, n: events.append((phase, n)))
    assert events == [("total", 4), ("store", 4), ("score", 1), ("score", 1), ("score", 1), ("score", 1)]


def test_evaluate_names_each_contradiction_in_words(tmp_path: Path) -> None:
    code, out, _ = run("evaluate", str(MUSEUM), "--store", str(tmp_path / "s"), "--create")
    assert code == 0
    lines = [" ".join(line.split()) for line in out.splitlines()]
    assert (
        "turn 4: NumMismatch (0.92): (city museum, closes on Fridays at, 22:00) contradicts "
        "(city museum, closes on Fridays at, 17:00)"
    ) in lines


def _commands(group: Any, prefix: str = "") -> list[str]:
    """Every command's name, subcommands as ``group name`` (typer ships its own click)."""
    found: list[str] = []
    for name, command in sorted(group.commands.items()):
        if hasattr(command, "commands"):
            found += _commands(command, f"{prefix}{name} ")
        else:
            found.append(f"{prefix}{name}")
    return found


def test_every_command_shows_an_example_in_its_help() -> None:
    commands = _commands(typer.main.get_group(app))
    assert len(commands) >= 17
    for name in commands:
        result = CliRunner().invoke(app, [*name.split(), "--help"], env={"COLUMNS": "200"})
        assert result.exit_code == 0, name
        assert re.search(r"Examples?:", result.stdout), name
        assert f"dialogkg {name} " in result.stdout, name


def test_the_readme_states_the_verify_threshold_the_code_uses() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    stated = re.findall(r"below (\d\.\d+) the\s+verifier abstains", readme)
    assert stated == [f"{MATCH_THRESHOLD}"]


@pytest.mark.slow  # the writer waits its bounded 10 s for the lock before it explains
def test_a_held_store_is_explained_in_words(tmp_path: Path) -> None:
    from tests.store.test_sharing import _hold

    store = tmp_path / "s"
    process, stop = _hold(store, tmp_path)
    try:
        code, out, err = run("retract", "--conversation", EXAMPLE_ID, "o4", "--store", str(store), "--json")
    finally:
        stop.write_text("stop")
        process.wait(timeout=30)
    assert (code, out) == (1, "")
    assert err.startswith(f"error: store {store} is in use by process {process.pid} (")
    assert err.endswith(
        "waited 10 s for it (stop that process, or query the running `dialogkg serve` instead)\n"
    )
    assert err.count("\n") == 1 and "RocksDB" not in err and "IO error" not in err
