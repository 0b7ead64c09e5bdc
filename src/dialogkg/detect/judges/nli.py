"""An NLI cross-encoder as the judge, from a local folder the user gives (none ships).

Premise is the earlier statement, hypothesis the later one; a pair contradicts when the model's
most probable class is its contradiction class. Which output is which class comes from the
model's own ``config.json`` (``id2label``), since NLI models order their classes differently;
a model whose labels name no contradiction class is refused rather than guessed at.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from dialogkg.detect.judges.base import JudgeError, Judgement, JudgePair, PairVerdict
from dialogkg.errors import InputError, Location

BATCH_SIZE = 16


def contradiction_index(id2label: Mapping[Any, Any]) -> int:
    """The output index whose label names contradiction (CONTRADICTION, contradiction, contradict...)."""
    found = sorted(int(k) for k, label in id2label.items() if str(label).casefold().startswith("contradict"))
    if len(found) != 1:
        labels = ", ".join(f"{k}: {v}" for k, v in sorted((int(k), str(v)) for k, v in id2label.items()))
        raise InputError(
            f"the model's id2label ({labels}) does not name exactly one contradiction class; "
            "the nli judge needs an NLI cross-encoder whose config labels its classes",
            Location(field="--nli-model"),
        )
    return found[0]


class NLIJudge:
    """Checks the folder and its labels at once (no model load); loads the model on first use."""

    name = "nli"

    def __init__(self, path: str | Path, batch_size: int = BATCH_SIZE) -> None:
        folder = Path(path).expanduser()
        config = folder / "config.json"
        if not config.is_file():
            raise InputError(
                f"{path} is not a local model folder (no config.json); give the folder of an NLI "
                "cross-encoder (models are never downloaded)",
                Location(field="--nli-model"),
            )
        try:
            id2label = json.loads(config.read_text(encoding="utf-8")).get("id2label") or {}
        except (OSError, ValueError, AttributeError) as exc:
            raise InputError(
                f"{config} is not a readable model config: {exc}", Location(field="--nli-model")
            ) from None
        self.model = str(folder)
        self.batch_size = batch_size
        self.contradiction = contradiction_index(id2label)
        self._encoder: Any = None

    def _load(self) -> Any:
        if self._encoder is None:
            from sentence_transformers import CrossEncoder

            try:
                self._encoder = CrossEncoder(self.model, device="cpu", local_files_only=True)
            except (OSError, ValueError, RuntimeError) as exc:
                raise JudgeError(f"the NLI model at {self.model} could not be loaded: {exc}") from None
        return self._encoder

    def judge(self, pairs: Sequence[JudgePair]) -> Judgement:
        if not pairs:
            return Judgement(())
        encoder = self._load()
        probabilities = encoder.predict(
            [(p.earlier, p.later) for p in pairs],
            batch_size=self.batch_size,
            apply_softmax=True,
            show_progress_bar=False,
        )
        c = self.contradiction
        return Judgement(tuple(PairVerdict(int(row.argmax()) == c, float(row[c])) for row in probabilities))
