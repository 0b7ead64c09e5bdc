"""The memory-grounded response prompt: standing memory, replaced facts, the answer's facts and the
renderer's summary, as OpenAI chat messages."""

from __future__ import annotations

from pathlib import Path

from dialogkg.api import DialogKG
from dialogkg.detect.embeddings import Embedder
from dialogkg.memory.respond import response_messages

DATA = Path(__file__).resolve().parents[1] / "data"
EXAMPLE = Path(__file__).resolve().parents[2] / "src" / "dialogkg" / "examples" / "checkout-outage.json"


def test_the_prompt_carries_memory_replacements_answer_and_summary() -> None:
    with DialogKG.open(None) as kg:
        kg.ingest([DATA / "meeting-revision.json"], extractor="annotated")
        answer = kg.answer("meeting-revision", "When is the design review scheduled?", embedder=Embedder())
        messages = kg.response_prompt("meeting-revision", "Can you remind me when it is?", answer=answer)
    assert [m["role"] for m in messages] == ["system", "user"]
    assert messages[1]["content"] == "Can you remind me when it is?"
    system = messages[0]["content"]
    memory = system.split("STANDING MEMORY:\n", 1)[1].split("\n\n", 1)[0]
    assert memory.splitlines() == [
        "- design review is held in room 4 (turn 2, assistant)",
        "- design review is scheduled on Thursday (turn 3, dana)",
        "- design review is scheduled on Thursday (turn 4, assistant)",
        "- design review is attended by Ana (turn 6, assistant)",
        "- design review is attended by Ben (turn 6, assistant)",
    ]
    assert "- design review is scheduled on Tuesday (turn 1), replaced at turn 3 by Thursday" in system
    answered = "ANSWER FROM MEMORY:\n- Thursday, resting on:\n- design review is scheduled on Thursday (turn"
    assert answered in system


def test_the_summary_lines_and_an_abstention_are_rendered() -> None:
    with DialogKG.open(None) as kg:
        kg.ingest([EXAMPLE], extractor="annotated")
        view = kg.memory("checkout-outage")
        summary = kg.render("checkout-outage")["summary"]
        answer = kg.answer("checkout-outage", "What is the capital of Peru?", embedder=Embedder())
    assert answer.abstained
    assert isinstance(summary, list) and summary
    messages = response_messages("What next?", view, answer, [str(x) for x in summary], max_facts=2)
    system = messages[0]["content"]
    assert "- the memory does not answer this; closest facts:" in system
    assert f"REASONING STATE:\n- {summary[0]}" in system
    assert f"({len(view.facts) - 2} older facts left out)" in system
