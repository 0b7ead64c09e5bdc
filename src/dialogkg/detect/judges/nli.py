"""NLI cross-encoders from a local folder the user gives (none ships): as the contradiction judge
of evaluate's pairs, and as the NLI backend of D-SMART's CS and DER.

Which output is which class comes from the model's own ``config.json`` (``id2label``), since NLI
models order their classes differently; a model whose labels name no contradiction class (or, for
CS and DER, no entailment class) is refused rather than guessed at.

As the judge, the premise is the earlier statement and the hypothesis the later one; a pair
contradicts when the model's most probable class is its contradiction class.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from dialogkg.detect.judges.base import (
    Inference,
    JudgeError,
    Judgement,
    JudgePair,
    NLIPair,
    PairVerdict,
    Uninferred,
    most_probable,
)
from dialogkg.errors import InputError, Location

BATCH_SIZE = 16
FIELD = "--nli-model"


def class_index(id2label: Mapping[Any, Any], prefix: str, *, required: bool = True) -> int | None:
    """The one output index whose label starts with ``prefix`` (case-insensitive): "contradict"
    finds CONTRADICTION and contradiction, "entail" finds ENTAILMENT but not not_entailment."""
    found = sorted(int(k) for k, label in id2label.items() if str(label).casefold().startswith(prefix))
    if len(found) == 1:
        return found[0]
    if not found and not required:
        return None
    labels = ", ".join(f"{k}: {v}" for k, v in sorted((int(k), str(v)) for k, v in id2label.items()))
    raise InputError(
        f"the model's id2label ({labels}) does not name exactly one {prefix}* class; "
        "give an NLI cross-encoder whose config labels its classes",
        Location(field=FIELD),
    )


def contradiction_index(id2label: Mapping[Any, Any]) -> int:
    """The output index whose label names contradiction (CONTRADICTION, contradiction, contradict...)."""
    found = class_index(id2label, "contradict")
    assert found is not None
    return found


def entailment_index(id2label: Mapping[Any, Any]) -> int:
    """The output index whose label names entailment (ENTAILMENT, entailment, entails...)."""
    found = class_index(id2label, "entail")
    assert found is not None
    return found


def read_id2label(path: str | Path) -> tuple[Path, Mapping[Any, Any]]:
    """The folder and its config's id2label, checked without loading the model."""
    folder = Path(path).expanduser()
    config = folder / "config.json"
    if not config.is_file():
        raise InputError(
            f"{path} is not a local model folder (no config.json); give the folder of an NLI "
            "cross-encoder (models are never downloaded)",
            Location(field=FIELD),
        )
    try:
        id2label = json.loads(config.read_text(encoding="utf-8")).get("id2label") or {}
    except (OSError, ValueError, AttributeError) as exc:
        raise InputError(f"{config} is not a readable model config: {exc}", Location(field=FIELD)) from None
    return folder, id2label


class LocalCrossEncoder:
    """A sentence-transformers CrossEncoder from a folder, loaded on first use, never downloaded."""

    def __init__(self, folder: Path, batch_size: int = BATCH_SIZE) -> None:
        self.folder = folder
        self.batch_size = batch_size
        self._encoder: Any = None

    def probabilities(self, pairs: Sequence[tuple[str, str]]) -> Any:
        """One row of class probabilities (softmax) per (premise, hypothesis) pair."""
        if self._encoder is None:
            from sentence_transformers import CrossEncoder

            try:
                self._encoder = CrossEncoder(str(self.folder), device="cpu", local_files_only=True)
            except (OSError, ValueError, RuntimeError) as exc:
                raise JudgeError(f"the NLI model at {self.folder} could not be loaded: {exc}") from None
        return self._encoder.predict(
            list(pairs), batch_size=self.batch_size, apply_softmax=True, show_progress_bar=False
        )


class NLIJudge:
    """Checks the folder and its labels at once (no model load); loads the model on first use."""

    name = "nli"

    def __init__(self, path: str | Path, batch_size: int = BATCH_SIZE) -> None:
        folder, id2label = read_id2label(path)
        self.model = str(folder)
        self.batch_size = batch_size
        self.contradiction = contradiction_index(id2label)
        self._encoder = LocalCrossEncoder(folder, batch_size)

    def judge(self, pairs: Sequence[JudgePair]) -> Judgement:
        if not pairs:
            return Judgement(())
        probabilities = self._encoder.probabilities([(p.earlier, p.later) for p in pairs])
        c = self.contradiction
        return Judgement(tuple(PairVerdict(int(row.argmax()) == c, float(row[c])) for row in probabilities))


class CrossEncoderNLI:
    """The NLI backend of CS and DER. P(neutral) is the mass left to the model's other classes (its
    neutral class, if it has one), so the three probabilities always sum to 1."""

    name = "cross-encoder"

    def __init__(self, path: str | Path, batch_size: int = BATCH_SIZE) -> None:
        folder, id2label = read_id2label(path)
        self.model = str(folder)
        self.entailment = entailment_index(id2label)
        self.contradiction = contradiction_index(id2label)
        self._encoder = LocalCrossEncoder(folder, batch_size)

    def infer(self, pairs: Sequence[NLIPair]) -> tuple[Inference | Uninferred, ...]:
        if not pairs:
            return ()
        rows = self._encoder.probabilities([(p.premise, p.hypothesis) for p in pairs])
        answers: list[Inference | Uninferred] = []
        for row in rows:
            e, c = float(row[self.entailment]), float(row[self.contradiction])
            n = max(0.0, 1.0 - e - c)
            answers.append(Inference(e, n, c, most_probable(e, n, c)))
        return tuple(answers)
