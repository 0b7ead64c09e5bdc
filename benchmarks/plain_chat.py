"""Plain chat written blind: is the last bot turn a contradiction of what the bot said before?

``benchmarks/data/plain-chat.jsonl`` holds persona chit-chat in DECODE's style (a person and a
chatbot about jobs, family, pets, food, places, habits), written for this project by language
models told only the task, half ending in a bot turn that goes back on the bot's own earlier
words, half ending cleanly but close to a slip (a narrower value, someone else's fact, a past
consistently told). Each line says why. It is ours, under the project's licence, and it exists
because DECODE's test split has been read too often to guide work:

- ``dev``: the batches read while mending the parse extractor (stop 41), and the 100 ``HA-*``
  dialogues written for stop 53 and read there; tune on these.
- ``test``: batches measured and never read: 100 of stop 41 and the 100 ``HB-*`` dialogues written
  with ``HA-*`` (in casual lower case, each either side as opener; a user's "hi!" is put before
  those the bot opened, so every dialogue opens with the user); report these.

The verdict and baselines are DECODE's (``decode_eval.py``): a hard detector on the last bot
turn, the embedding baseline (the last bot turn's highest cosine to an earlier bot turn, at or
above 0.6), the length rule and the majority class. The set is a proxy: language models slip
more plainly than BlenderBot did, and their contradictions lean on facts the bot stated.

    python benchmarks/plain_chat.py [--split dev|test] [--quick] [--json] [--extractor auto]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import OutsideBenchmark, run_outside
from decode_eval import contradiction_fired, contradiction_score, echoes_history, summarise

DATA = Path(__file__).resolve().parent / "data" / "plain-chat.jsonl"


def adapt(item: dict[str, Any]) -> dict[str, Any]:
    return {"id": item["id"], "turns": item["turns"]}


def select(items: list[dict[str, Any]], split: str) -> list[dict[str, Any]]:
    return [item for item in items if item["split"] == split]


def similar_to_history(item: dict[str, Any], result: Any, embedder: Any) -> bool:
    return echoes_history([t["text"] for t in item["turns"] if t["role"] == "assistant"], embedder)


BENCHMARK = OutsideBenchmark(
    name="plain_chat",
    doc=__doc__ or "",
    data=DATA,
    sample=40,
    adapt=adapt,
    is_positive=lambda item: item["label"] == "contradiction",
    skg_predicts=contradiction_fired,
    skg_score=contradiction_score,
    baseline_predicts=similar_to_history,
    splits=("dev", "test"),
    select=select,
    summarise=summarise,
)


if __name__ == "__main__":
    run_outside(BENCHMARK)
