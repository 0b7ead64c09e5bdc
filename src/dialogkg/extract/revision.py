"""Does a user's turn ask to change something said before?

One definition for the offline extractors (the turn's ``revision`` flag) and SKG-Eval's
revision awareness: a revision marker in a statement or a request counts; a question about a
change ("Why the change?", "Did you switch jobs?") does not, or it would excuse the very
contradiction it asks about.
"""

from __future__ import annotations

import re

from dialogkg.extract.normalize import asks

REVISION_MARKERS = re.compile(
    r"\b(change|changed|replace|replaced|update|updated|switch|switched|instead)\b", re.I
)
# The user doubting what was just said asks for it to be corrected ("That seems high. Could you
# check that again?", "That doesn't sound quite right.").
CHALLENGES = re.compile(
    r"\b(?:that|this)(?:'s| is| was)? "
    r"(?:not (?:quite )?(?:right|correct|accurate)|wrong|incorrect|inaccurate)\b"
    r"(?! (?:of|to|for|with|about)\b)"
    r"|\b(?:that|this|it) (?:doesn't|does not|didn't|did not) (?:sound|seem|look) "
    r"(?:quite |entirely |exactly )?right\b"
    r"|\b(?:that|this|it) (?:seems|sounds|looks) (?:a bit |a little |too |way |rather |quite )?"
    r"(?:high|low|wrong|off|incorrect|inaccurate|odd)\b"
    r"|\b(?:check|double-check|recheck|re-check|verify) (?:that|this|it)(?: information)? again\b"
    r"|\bi don't think (?:that|this|it)(?:'s| is) (?:right|correct|accurate)\b"
    r"|\byou made (?:a|an) (?:mistake|error)\b"
    r"|\bthere(?:'s| is| was| seems to be| might be) (?:a |an )?(?:mistake|error|mix-up)s? "
    r"(?:there|here|in)\b"
    r"|\b(?:that|this)(?:'s| is| was) (?:a |an )?(?:mistake|error)\b"
    r"|\byou(?:'re| are) (?:wrong|mistaken)\b",
    re.I,
)
# Telling the assistant what to hold from now on ("for this story, please say you live in Rome",
# "pretend you are a pilot", "from now on, you're 40") authorises the change it brings.
INSTRUCTIONS = re.compile(
    r"\b(?:say|pretend|assume|suppose|imagine)\s+(?:that\s+)?you(?:'re|r)?\b"
    r"|\bfrom now on\b|\bact as (?:if|though)\b",
    re.I,
)
_REQUEST = re.compile(r"^\s*(?:please\s+)?(?:can|could|would|will)\s+(?:you|u)\b|\bplease\b", re.I)
_SENTENCE = re.compile(r"[^.!?]+[.!?]*")


def asks_revision(prompt: str) -> bool:
    """A revision marker or an instruction in a sentence that is a statement or a request, not a
    plain question ("Did you say you live in Rome?" checks); or a challenge of what was said."""
    if CHALLENGES.search(prompt.replace("\u2019", "'")):
        return True
    for sentence in _SENTENCE.findall(prompt):
        marked = REVISION_MARKERS.search(sentence) or INSTRUCTIONS.search(sentence)
        # a question typed without its mark ("how old did you say you were") checks too
        asked = sentence.rstrip().endswith("?") or asks(sentence)
        if marked and (not asked or _REQUEST.search(sentence)):
            return True
    return False
