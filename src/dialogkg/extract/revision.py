"""Does a user's turn ask to change something said before?

One definition for the offline extractors (the turn's ``revision`` flag) and SKG-Eval's
revision awareness: a revision marker in a statement or a request counts; a question about a
change ("Why the change?", "Did you switch jobs?") does not, or it would excuse the very
contradiction it asks about.
"""

from __future__ import annotations

import re

REVISION_MARKERS = re.compile(
    r"\b(change|changed|replace|replaced|update|updated|switch|switched|instead)\b", re.I
)
_REQUEST = re.compile(r"^\s*(?:please\s+)?(?:can|could|would|will)\s+(?:you|u)\b|\bplease\b", re.I)
_SENTENCE = re.compile(r"[^.!?]+[.!?]*")


def asks_revision(prompt: str) -> bool:
    """A revision marker in a sentence that is a statement or a request, not a plain question."""
    for sentence in _SENTENCE.findall(prompt):
        if REVISION_MARKERS.search(sentence) and (
            not sentence.rstrip().endswith("?") or _REQUEST.search(sentence)
        ):
            return True
    return False
