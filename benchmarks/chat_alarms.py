"""False alarms on plain chat nobody planted a contradiction in.

LoCoMo's ten conversations (two people over many sessions, each turn with its session) and
MT-Bench-101's dialogues (a user and an assistant) hold no contradiction on purpose, so every
hard-detector firing there is a verdict to read: a false alarm, unless a speaker's life changed
between sessions in a way the detectors should have seen. Each LoCoMo conversation is scored
twice, once with each speaker as the assistant (only assistant turns are scored). Every firing
is listed in the result file with both claims, so a change can be reviewed pair by pair; the
figures are counts, and lower is better only while the contradiction benchmarks (DECODE dev,
``plain_chat.py``) hold.

    python benchmarks/chat_alarms.py [--quick] [--json] [--turns N] [--mtbench N] [--extractor auto]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import SHARED_DATA, machine, report
from locomo_qa import to_conversation as locomo_document
from mtbench_drift import to_conversation as mtbench_conversation

LOCOMO = SHARED_DATA / "locomo" / "locomo10.json"
MTBENCH = SHARED_DATA / "mt-bench-101" / "mtbench101.jsonl"
QUICK = {"conversations": 2, "turns": 80, "mtbench": 20}


def locomo_conversation(sample: dict[str, Any], assistant: str, limit: int | None) -> dict[str, Any]:
    """One LoCoMo conversation as ``locomo_qa`` reads it (sessions kept), ``assistant``
    ("speaker_a" or "speaker_b") in the assistant's role."""
    doc, _ = locomo_document(sample, limit)
    name = sample["conversation"][assistant]
    roles = [{**p, "role": "assistant" if p["id"] == name else "user"} for p in doc["participants"]]
    return {**doc, "id": f"{sample['sample_id']}-{assistant}", "participants": roles}


def _assistant_turns(conversation: dict[str, Any]) -> int:
    speakers = {p["id"] for p in conversation.get("participants", ()) if p["role"] == "assistant"}
    return sum(t.get("role") == "assistant" or t.get("speaker") in speakers for t in conversation["turns"])


def hard_firings(conversation: dict[str, Any], extractor: Any, embedder: Any) -> list[dict[str, Any]]:
    from dialogkg.conversation.readers import parse_conversation
    from dialogkg.score.evaluate import evaluate_conversation

    result = evaluate_conversation(parse_conversation(conversation), extractor, embedder)
    return [
        {
            "conversation": conversation["id"],
            "turn": t.index,
            "detector": f.detector,
            "current": [f.current.relation, f.current.triple.obj, f.current.triple.rel_type],
            "historical": [f.historical.turn, f.historical.relation, f.historical.triple.obj],
            "text": conversation["turns"][t.index - 1]["text"],
        }
        for t in result.turns
        for f in t.firings
        if f.is_hard
    ]


def main(argv: list[str] | None = None) -> None:
    from dialogkg.detect.embeddings import Embedder, EmbeddingCache, default_cache_path
    from dialogkg.extract.base import get_extractor

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="two LoCoMo conversations, a few turns")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--turns", type=int, default=None, help="LoCoMo turns per conversation")
    parser.add_argument("--mtbench", type=int, default=150, help="MT-Bench-101 dialogues (the first N)")
    parser.add_argument("--extractor", default="auto")
    args = parser.parse_args(argv)
    for path in (LOCOMO, MTBENCH):
        if not path.exists():
            raise SystemExit(f"error: {path} not found")
    samples = json.loads(LOCOMO.read_text(encoding="utf-8"))
    dialogues = [
        json.loads(line) for line in MTBENCH.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    turns, mtbench = args.turns, args.mtbench
    if args.quick:
        samples, turns, mtbench = samples[: QUICK["conversations"]], QUICK["turns"], QUICK["mtbench"]
    extractor = get_extractor(args.extractor)
    embedder = Embedder(cache=EmbeddingCache(default_cache_path(None)))
    locomo = [
        locomo_conversation(sample, side, turns) for side in ("speaker_b", "speaker_a") for sample in samples
    ]
    chats = [mtbench_conversation(item) for item in dialogues[:mtbench]]
    firings = {
        "locomo": [f for c in locomo for f in hard_firings(c, extractor, embedder)],
        "mtbench": [f for c in chats for f in hard_firings(c, extractor, embedder)],
    }
    summary: dict[str, Any] = {"extractor": args.extractor}
    for name, scored in (("locomo", locomo), ("mtbench", chats)):
        summary[f"{name}_conversations"] = len(scored)
        summary[f"{name}_assistant_turns"] = sum(_assistant_turns(c) for c in scored)
        summary[f"{name}_hard_firings"] = len(firings[name])
        summary[f"{name}_conversations_with_firing"] = len({f["conversation"] for f in firings[name]})
    doc = {
        "benchmark": "chat_alarms",
        "machine": machine("dialogkg", "spacy", "sentence-transformers"),
        "results": firings["locomo"] + firings["mtbench"],
        "summary": summary,
    }
    report("chat_alarms", doc, args.json, args.quick)


if __name__ == "__main__":
    main()
