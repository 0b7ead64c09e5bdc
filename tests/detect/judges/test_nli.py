"""The NLI judge with tiny real cross-encoders built here (no downloads): loading from a folder,
the class order taken from the model's id2label, and the plumbing through evaluate and the CLI.

The classifier's weights are zeroed so its logits are its bias: the probabilities are then known
exactly whatever the input, which makes the verdicts and scores exact expectations.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dialogkg.api import DialogKG
from dialogkg.cli import app
from dialogkg.detect.embeddings import Embedder
from dialogkg.detect.judges.nli import CrossEncoderNLI, NLIJudge, contradiction_index, entailment_index
from dialogkg.errors import InputError
from tests.detect.judges.conftest import DINNER, SISTERS, STEAK, dinner, unjudged

ORDER = {0: "ENTAILMENT", 1: "NEUTRAL", 2: "CONTRADICTION"}  # not the order of the labels' names
SPECIAL = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
WORDS = [*SPECIAL, "bot", "have", "sisters", "be", "vegan", "eat", "steak"]


def tiny_cross_encoder(folder: Path, id2label: dict[int, str], bias: list[float]) -> Path:
    import torch
    from transformers import AutoModelForSequenceClassification, BertConfig, BertTokenizerFast

    folder.mkdir(parents=True)
    (folder / "vocab.txt").write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    tokenizer = BertTokenizerFast(vocab_file=str(folder / "vocab.txt"), do_lower_case=True)
    config = BertConfig(
        vocab_size=len(WORDS),
        hidden_size=8,
        num_hidden_layers=1,
        num_attention_heads=1,
        intermediate_size=8,
        max_position_embeddings=64,
        num_labels=len(id2label),
        id2label=id2label,
        label2id={v: k for k, v in id2label.items()},
    )
    model = AutoModelForSequenceClassification.from_config(config)
    with torch.no_grad():
        model.classifier.weight.zero_()
        model.classifier.bias.copy_(torch.tensor(bias))
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


def softmax(bias: list[float], k: int) -> float:
    return round(math.exp(bias[k]) / sum(math.exp(b) for b in bias), 4)


def test_the_contradiction_class_comes_from_id2label() -> None:
    assert contradiction_index({"0": "contradiction", "1": "entailment", "2": "neutral"}) == 0
    assert contradiction_index(ORDER) == 2
    with pytest.raises(InputError, match=r"\(0: LABEL_0, 1: LABEL_1, 2: LABEL_2\) does not name exactly one"):
        contradiction_index({0: "LABEL_0", 1: "LABEL_1", 2: "LABEL_2"})


def test_a_folder_without_a_model_config_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="is not a local model folder"):
        NLIJudge(tmp_path)


@pytest.mark.slow
def test_contradiction_in_the_last_class_confirms_and_adds(tmp_path: Path) -> None:
    bias = [0.0, 0.0, 4.0]
    folder = tiny_cross_encoder(tmp_path / "nli", ORDER, bias)
    embedder = Embedder()
    [judged] = DialogKG.open(None).evaluate(
        [dinner()], extractor="annotated", embedder=embedder, judge="nli", nli_model=folder
    )
    [plain] = DialogKG.open(None).evaluate([dinner()], extractor="annotated", embedder=embedder)
    doc = judged.to_json()
    assert unjudged(doc) == plain.to_json()
    pairs = doc["turns"][1]["judged"]["pairs"]  # type: ignore[index]
    assert [(p["historical"], p["current"], p["contradiction"], p["score"]) for p in pairs] == [
        (*SISTERS, True, softmax(bias, 2)),
        (*STEAK, True, softmax(bias, 2)),
    ]
    assert doc["judged"] == {
        "backend": "nli",
        "model": str(folder),
        "contradicting_turns": 1,
        "confirmed": 1,
        "vetoed": 0,
        "added": 1,
        "unjudged_turns": 0,
    }


@pytest.mark.slow
def test_entailment_vetoes_through_the_cli(tmp_path: Path) -> None:
    bias = [3.0, 1.0, 0.0]  # ENTAILMENT wins; contradiction is the least likely class
    folder = tiny_cross_encoder(tmp_path / "nli", ORDER, bias)
    source = tmp_path / "dinner.json"
    source.write_text(json.dumps(DINNER), encoding="utf-8")
    args = ["evaluate", str(source), "--store", str(tmp_path / "s"), "--extractor", "annotated"]
    result = CliRunner().invoke(app, [*args, "--judge", "nli", "--nli-model", str(folder), "--json"])
    assert result.exit_code == 0, result.stderr
    conversation = json.loads(result.stdout)["conversations"][0]
    fourth = conversation["turns"][1]
    assert [c["detector"] for c in fourth["certificates"]] == ["NumMismatch"]  # the cascade's, unchanged
    assert [p["score"] for p in fourth["judged"]["pairs"]] == [softmax(bias, 2)] * 2
    assert conversation["judged"]["vetoed"] == 1 and conversation["judged"]["added"] == 0
    text = CliRunner().invoke(app, [*args, "--judge", "nli", "--nli-model", str(folder)])
    assert text.exit_code == 0, text.stderr
    assert f"judge nli ({folder}): 0 turns contradict; 0 pairs confirmed, 1 vetoed, 0 added" in text.stdout


def test_cli_refuses_nli_without_a_model_folder(tmp_path: Path) -> None:
    source = tmp_path / "dinner.json"
    source.write_text(json.dumps(DINNER), encoding="utf-8")
    args = ["evaluate", str(source), "--store", str(tmp_path / "s"), "--judge", "nli"]
    missing = CliRunner().invoke(app, args)
    assert missing.exit_code == 2
    assert "field --nli-model: the nli judge needs a local cross-encoder folder" in missing.stderr
    wrong = CliRunner().invoke(app, [*args, "--nli-model", str(tmp_path)])
    assert wrong.exit_code == 2
    assert "is not a local model folder (no config.json)" in wrong.stderr
    unknown = CliRunner().invoke(app, [*args[:-1], "oracle"])
    assert unknown.exit_code == 2 and "unknown judge 'oracle'; available: none, nli, llm" in unknown.stderr


# -- the cross-encoder as the NLI backend of CS and DER ------------------------------------------


def test_the_entailment_class_comes_from_id2label_too(tmp_path: Path) -> None:
    assert entailment_index({"0": "contradiction", "1": "entailment", "2": "neutral"}) == 1
    assert entailment_index(ORDER) == 0
    assert entailment_index({0: "not_entailment", 1: "Entails"}) == 1  # not_entailment is not it
    backend = CrossEncoderNLI(
        write_config(tmp_path / "a", {"0": "CONTRADICTION", "1": "NEUTRAL", "2": "ENTAILMENT"})
    )
    assert (backend.name, backend.entailment, backend.contradiction) == ("cross-encoder", 2, 0)
    with pytest.raises(
        InputError, match=r"\(0: not_entailment, 1: entailment\) does not name exactly one contradict"
    ):
        CrossEncoderNLI(write_config(tmp_path / "b", {"0": "not_entailment", "1": "entailment"}))
    with pytest.raises(InputError, match=r"does not name exactly one entail\* class"):
        entailment_index({0: "ENTAILMENT", 1: "entailment", 2: "contradiction"})


def write_config(folder: Path, id2label: dict[str, str]) -> Path:
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({"id2label": id2label}), encoding="utf-8")
    return folder


def cs(bias: list[float]) -> float:
    e, c = (math.exp(bias[k]) / sum(math.exp(b) for b in bias) for k in (0, 2))
    return round(((e - c) + 1) / 2, 4)


@pytest.mark.slow
def test_cross_encoder_cs_and_der_through_the_cli(tmp_path: Path) -> None:
    bias = [2.0, 0.0, 1.0]  # ENTAILMENT first, CONTRADICTION second most likely
    folder = tiny_cross_encoder(tmp_path / "nli", ORDER, bias)
    source = tmp_path / "dinner.json"
    source.write_text(json.dumps(DINNER), encoding="utf-8")
    args = ["evaluate", str(source), "--store", str(tmp_path / "s"), "--extractor", "annotated"]
    args += ["--nli", "cross-encoder", "--nli-model", str(folder)]
    result = CliRunner().invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.stderr
    conversation = json.loads(result.stdout)["conversations"][0]
    assert [(t["index"], t["cs"], t["nli_label"]) for t in conversation["turns"]] == [
        (2, cs(bias), "entailment"),
        (4, cs(bias), "entailment"),
    ]
    assert cs(bias) == 0.7103
    assert conversation["der"] == 1.0
    assert conversation["nli"] == {
        "backend": "cross-encoder",
        "model": str(folder),
        "history_chars": 1500,
        "judged_turns": 2,
        "unjudged_turns": 0,
    }
    assert "judged" not in conversation  # the NLI metrics are not the contradiction judge
    short = CliRunner().invoke(app, [*args, "--nli-history-chars", "30", "--json"])
    assert short.exit_code == 0, short.stderr
    assert json.loads(short.stdout)["conversations"][0]["nli"]["history_chars"] == 30
    text = CliRunner().invoke(app, args)
    assert text.exit_code == 0, text.stderr
    assert f"NLI cross-encoder ({folder}): DER 1.00 over 2 turns" in text.stdout
    assert "│ 0.71 │ entail " in text.stdout


def test_cli_refuses_cross_encoder_nli_without_a_model_folder(tmp_path: Path) -> None:
    source = tmp_path / "dinner.json"
    source.write_text(json.dumps(DINNER), encoding="utf-8")
    args = ["evaluate", str(source), "--store", str(tmp_path / "s"), "--nli", "cross-encoder"]
    missing = CliRunner().invoke(app, args)
    assert missing.exit_code == 2
    assert "field --nli-model: the cross-encoder NLI backend needs a local model folder" in missing.stderr
    unknown = CliRunner().invoke(app, [*args[:-1], "oracle"])
    assert unknown.exit_code == 2 and "unknown NLI backend 'oracle'" in unknown.stderr
