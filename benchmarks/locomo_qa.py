"""LoCoMo question answering from memory: the reasoning tree's offline policy against transcript
retrieval, in the same run, with the same encoder.

Each LoCoMo conversation (all sessions in order, one turn per utterance, each turn naming its
session; image captions left out) is ingested with the default offline extractor, and every
question is answered by ``answer`` (offline policy) over the memory as it stands after the last
ingested turn. The baseline encodes every turn with the same model, retrieves the TOP_K turns
nearest the question, and answers with the best one's text. Figures:

- ``f1``: mean token F1 (SQuAD normalisation) over answerable questions (categories 1-4: multi-hop,
  temporal, open-domain, single-hop); an abstention scores 0. ``f1_baseline`` the same for the
  baseline. ``per_category`` also gives category 5 (adversarial: LoCoMo credits "not mentioned"),
  scored 1 for an abstention, else 0; the baseline never abstains.
- ``evidence_recall``: share of a question's gold evidence turns among the turns of the facts the
  answer used (the baseline: among its TOP_K retrieved turns), averaged over answerable questions.
- ``abstention_precision``: of all abstentions, the share on adversarial questions;
  ``abstention_recall``: of adversarial questions, the share abstained.
- ``s_per_answer`` (and ``s_per_answer_baseline``): wall seconds per question, after ingest.

Splits: ``dev`` is the conversations at even positions of the file, ``test`` those at odd ones;
the abstention threshold was chosen on dev with ``--sweep`` (see ``choose``). ``--quick`` takes the first test
conversation's first QUICK_TURNS turns and the questions whose evidence lies in them.
``--store DIR`` keeps the ingested store between runs (ingest is most of the time).

    python benchmarks/locomo_qa.py [--quick] [--json] [--split dev|test] [--sweep] [--store DIR]
"""

from __future__ import annotations

import argparse
import json
import re
import string
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import SHARED_DATA, machine, report

from dialogkg.api import DialogKG
from dialogkg.conversation.readers import parse_conversation
from dialogkg.detect.embeddings import Embedder, EmbeddingCache, default_cache_path
from dialogkg.memory.answer import answer_question
from dialogkg.memory.offline import OFFLINE_THRESHOLD, OfflinePolicy

DATA = SHARED_DATA / "locomo" / "locomo10.json"
TOP_K = 3  # facts an answer lists at most (offline policy) and turns the baseline retrieves
QUICK_TURNS = 150
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
KEEP_F1 = 0.9  # --sweep keeps at least this share of the best answerable F1
SWEEP = [round(0.20 + 0.05 * k, 2) for k in range(11)]


def to_conversation(sample: dict[str, Any], limit: int | None) -> tuple[dict[str, Any], dict[str, int]]:
    """The native conversation and the map from LoCoMo's dialogue ids (D3:7) to turn indices."""
    c = sample["conversation"]
    sessions = sorted(
        (k for k in c if re.fullmatch(r"session_\d+", k) and isinstance(c[k], list)),
        key=lambda k: int(k.split("_")[1]),
    )
    speakers = [c["speaker_a"], c["speaker_b"]]
    turns: list[dict[str, Any]] = []
    index: dict[str, int] = {}
    for key in sessions:
        for t in c[key]:
            if limit is not None and len(turns) >= limit:
                break
            turns.append({"speaker": t["speaker"], "text": t["text"], "session": key})
            index[t["dia_id"]] = len(turns)
    participants = [{"id": s, "name": s, "role": "user"} for s in speakers]
    return {"id": f"locomo-{sample['sample_id']}", "participants": participants, "turns": turns}, index


def normalise(text: str) -> list[str]:
    text = str(text).lower()
    text = "".join(ch for ch in text if ch not in set(string.punctuation))
    text = re.sub(r"\b(a|an|the|and)\b", " ", text)
    return text.split()


def token_f1(prediction: str, gold: str) -> float:
    p, g = normalise(prediction), normalise(gold)
    common = sum((Counter(p) & Counter(g)).values())
    if not p or not g or not common:
        return 0.0
    precision, recall = common / len(p), common / len(g)
    return 2 * precision * recall / (precision + recall)


def evidence_turns(qa: dict[str, Any], index: dict[str, int]) -> set[int] | None:
    """Turn indices of the gold evidence; None when some evidence lies outside the ingested turns."""
    found = set()
    for ref in qa.get("evidence", []):
        for part in re.split(r"[;,\s]+", str(ref)):
            if not part:
                continue
            if part not in index:
                return None
            found.add(index[part])
    return found or None


def run(args: argparse.Namespace) -> dict[str, Any]:
    samples = json.loads(DATA.read_text(encoding="utf-8"))
    chosen = samples[0 if args.split == "dev" else 1 :: 2]
    if args.quick:
        chosen = chosen[:1]
    if args.conversations is not None:
        chosen = chosen[: args.conversations]
    limit = args.turns if args.turns is not None else QUICK_TURNS if args.quick else None
    embedder = Embedder(cache=EmbeddingCache(default_cache_path(None)))
    thresholds = SWEEP if args.sweep else [args.threshold]
    rows: list[dict[str, Any]] = []
    ingest_s = 0.0
    ours_s = baseline_s = 0.0
    with DialogKG.open(args.store) as kg:
        for sample in chosen:
            native, index = to_conversation(sample, limit)
            conversation = parse_conversation(native, str(DATA))
            started = time.perf_counter()
            kg.ingest([conversation], extractor=args.extractor)
            ingest_s += time.perf_counter() - started
            view = kg.memory(conversation.id)
            texts = [t.text for t in conversation.turns]
            turn_vectors = embedder.encode(texts)
            for qa in sample["qa"]:
                evidence = evidence_turns(qa, index)
                if evidence is None:
                    continue
                category = int(qa["category"])
                gold = str(qa.get("answer", "")) if category != 5 else ""
                started = time.perf_counter()
                q = embedder.encode([qa["question"]])[0]
                nearest = [int(i) + 1 for i in (-(turn_vectors @ q)).argsort(kind="stable")[:TOP_K]]
                baseline_answer = texts[nearest[0] - 1]
                baseline_s += time.perf_counter() - started
                row: dict[str, Any] = {
                    "conversation": conversation.id,
                    "question": qa["question"],
                    "category": category,
                    "gold": gold,
                    "evidence": sorted(evidence),
                    "baseline": baseline_answer,
                    "baseline_turns": nearest,
                    "by_threshold": {},
                }
                for threshold in thresholds:
                    started = time.perf_counter()
                    result = answer_question(
                        view, qa["question"], OfflinePolicy(embedder, threshold=threshold)
                    )
                    ours_s += time.perf_counter() - started
                    row["by_threshold"][str(threshold)] = {
                        "answer": result.answer,
                        "abstained": result.abstained,
                        "support": round(result.support, 4),
                        "fact_turns": sorted({f.turn for f in result.facts}),
                        "trajectory": [s.action.name for s in result.trajectory],
                    }
                rows.append(row)
    per_threshold = {t: score(rows, str(t)) for t in thresholds}
    main = per_threshold[thresholds[0]] if not args.sweep else choose(list(per_threshold.values()))
    answers = len(rows) * len(thresholds)
    summary: dict[str, Any] = {
        "split": args.split,
        "extractor": args.extractor,
        "threshold": main["threshold"],
        "f1": main["f1"],
        "f1_baseline": main["f1_baseline"],
        "evidence_recall": main["evidence_recall"],
        "evidence_recall_baseline": main["evidence_recall_baseline"],
        "abstention_precision": main["abstention_precision"],
        "abstention_recall": main["abstention_recall"],
        "f1_all": main["f1_all"],
        "f1_all_baseline": main["f1_all_baseline"],
        "per_category": main["per_category"],
        "find_path_share": main["find_path_share"],
        "s_per_answer": round(ours_s / max(1, answers), 4),
        "s_per_answer_baseline": round(baseline_s / max(1, len(rows)), 4),
        "questions": len(rows),
        "conversations": len(chosen),
        "ingest_s": round(ingest_s, 1),
    }
    if args.sweep:
        summary["sweep"] = {
            str(t): {k: s[k] for k in ("f1", "f1_all", "abstention_precision", "abstention_recall")}
            for t, s in per_threshold.items()
        }
    for row in rows:
        row["ours"] = row.pop("by_threshold")[str(main["threshold"])]
    return {
        "benchmark": "locomo_qa",
        "machine": machine("sentence-transformers", "spacy"),
        "results": rows,
        "summary": summary,
    }


def choose(scores: list[dict[str, Any]]) -> dict[str, Any]:
    """The sweep's pick: the highest threshold (most abstention) whose answerable F1 stays within
    KEEP_F1 of the best answerable F1 of the sweep (LoCoMo's own all-category score rewards
    abstaining on everything, since an answerable question's F1 is small beside an adversarial
    question's full credit)."""
    best = max(s["f1"] or 0.0 for s in scores)
    kept = [s for s in scores if (s["f1"] or 0.0) >= KEEP_F1 * best]
    return max(kept, key=lambda s: s["threshold"])


def score(rows: list[dict[str, Any]], key: str) -> dict[str, Any]:
    answerable = [r for r in rows if r["category"] != 5]
    adversarial = [r for r in rows if r["category"] == 5]

    def ours(r: dict[str, Any]) -> dict[str, Any]:
        answer: dict[str, Any] = r["by_threshold"][key]
        return answer

    def f1(r: dict[str, Any]) -> float:
        o = ours(r)
        if r["category"] == 5:
            return 1.0 if o["abstained"] else 0.0
        return 0.0 if o["abstained"] else token_f1(o["answer"] or "", r["gold"])

    def f1_base(r: dict[str, Any]) -> float:
        return 0.0 if r["category"] == 5 else token_f1(r["baseline"], r["gold"])

    def recall(turns: list[int], r: dict[str, Any]) -> float:
        return len(set(turns) & set(r["evidence"])) / len(r["evidence"])

    abstained = [r for r in rows if ours(r)["abstained"]]
    per_category = {}
    for number, name in CATEGORIES.items():
        group = [r for r in rows if r["category"] == number]
        if group:
            per_category[name] = {
                "questions": len(group),
                "f1": _mean([f1(r) for r in group]),
                "f1_baseline": _mean([f1_base(r) for r in group]),
            }
    return {
        "threshold": float(key),
        "f1": _mean([f1(r) for r in answerable]),
        "f1_baseline": _mean([f1_base(r) for r in answerable]),
        "f1_all": _mean([f1(r) for r in rows]),
        "f1_all_baseline": _mean([f1_base(r) for r in rows]),
        "evidence_recall": _mean(
            [0.0 if ours(r)["abstained"] else recall(ours(r)["fact_turns"], r) for r in answerable]
        ),
        "evidence_recall_baseline": _mean([recall(r["baseline_turns"], r) for r in answerable]),
        "abstention_precision": _mean([1.0 if r["category"] == 5 else 0.0 for r in abstained]),
        "abstention_recall": _mean([1.0 if ours(r)["abstained"] else 0.0 for r in adversarial]),
        "find_path_share": _mean([1.0 if "FIND_PATH" in ours(r)["trajectory"] else 0.0 for r in rows]),
        "per_category": per_category,
    }  # fmt: skip


def _mean(values: list[float]) -> float | None:
    return round(sum(values) / len(values), 4) if values else None


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help=f"first test conversation, {QUICK_TURNS} turns")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--split", choices=("dev", "test"), default="test")
    parser.add_argument("--sweep", action="store_true", help=f"try thresholds {SWEEP[0]}..{SWEEP[-1]}")
    parser.add_argument("--threshold", type=float, default=OFFLINE_THRESHOLD)
    parser.add_argument("--extractor", default="auto")
    parser.add_argument(
        "--turns", type=int, default=None, help="ingest only each conversation's first N turns"
    )
    parser.add_argument(
        "--conversations", type=int, default=None, help="only the split's first N conversations"
    )
    parser.add_argument("--store", type=Path, default=None, help="keep the ingested store here")
    args = parser.parse_args(argv)
    if not DATA.exists():
        raise SystemExit(f"error: {DATA} not found")
    doc = run(args)
    name = f"locomo_qa-{args.split}" + ("-sweep" if args.sweep else "")
    report(name, doc, args.json, args.quick)


if __name__ == "__main__":
    main()
