"""Which hours the speaker works: nights or days, from the set ways chat says it.

"I work the night shift at the hospital" and, later, "I'm at my desk by 9 every morning until
5" cannot both hold. Read from a shift named ("the night shift", "graveyard", "nights", "the day
shift", "days"), from "9 to 5", and from being at work by a morning hour every morning or a
shift that ends in the afternoon. Only the present is read: "I used to work nights" and "I'll
work days next month" say nothing of now. The claim is one functional slot ("work shift":
night or day), so two values across turns are EOC's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Span

RELATION = "work shift"
_NOW = r"(?:usually|always|still|currently|now|mostly|actually|just|normally)"
_I_WORK = r"\b(?:i|we)\s+(?:" + _NOW + r"\s+)*work\s+"
_NIGHT = re.compile(
    _I_WORK + r"(?:the\s+|a\s+)?(?:night|graveyard|overnight)\s+shifts?\b"
    r"|" + _I_WORK + r"(?:nights|overnights)\b"
    r"|\b(?:i'm|i am|im)\s+(?:" + _NOW + r"\s+)*on\s+(?:the\s+)?(?:night|graveyard|overnight)\s+shift\b",
    re.I,
)
_DAY = re.compile(
    _I_WORK + r"(?:the\s+|a\s+)?day\s+shifts?\b"
    r"|" + _I_WORK + r"days\b"
    r"|\b(?:i|i've|i\s+have)\s+(?:" + _NOW + r"\s+)*(?:work|worked)\s+(?:a\s+)?"
    r"(?:9|nine)\s*(?:to|-)\s*(?:5|five)\b"
    r"|\b(?:i'm|i am|im)\s+(?:" + _NOW + r"\s+)*at\s+(?:the\s+office|my\s+desk|work)\s+by\s+"
    r"(?:[6-9]|10)(?::\d\d)?\s*(?:am|a\.m\.)?\s+every\s+(?:morning|day|weekday)\b"
    r"|\bmy\s+shift\s+(?:" + _NOW + r"\s+)*ends\s+at\s+[2-6](?::\d\d)?\s*(?:pm\b|in\s+the\s+afternoon\b)",
    re.I,
)


def work_shift(sentence: Span) -> str | None:
    """ "night", "day", or None when the sentence says neither (or both)."""
    text = sentence.text
    night, day = _NIGHT.search(text) is not None, _DAY.search(text) is not None
    if night == day:
        return None
    return "night" if night else "day"
