"""Whether the speaker is an early riser, from the set ways chat says it.

"I'm always up at 5am" and, later, "I never get up before 10" cannot both hold; nor can "I'm a
total morning person" and "I'm such a night owl, I sleep in every day". Read from what one is (a
morning person, an early bird or riser; a night owl, not a morning person), from waking early,
and from the hour one wakes (by 7 is early, from 9 on late, "never before 10" late; up since 5)
or goes to bed ("in bed by 9" is early, "stay up until 3am" late). The hours between say neither,
nor does an afternoon or evening hour. The claim is a bare state ("be early riser"), so it meets
only itself in the cascade."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from dialogkg.extract import normalize

if TYPE_CHECKING:
    from spacy.tokens import Span

RELATION = "be early riser"
_DEGREE = r"(?:always|usually|normally|totally|definitely|such|so|really|a|an|total|big|huge|real)"
_I = r"\b(?:i'm|i am|im|i)\s+(?:" + _DEGREE + r"\s+)*"
_EARLY_KIND = re.compile(_I + r"(?:morning person|early bird|early riser)\b", re.I)
_NOT_EARLY_KIND = re.compile(
    r"(?:" + _I + r"not|\bi(?:'ve| have)\s+never\s+been)\s+(?:really\s+|much\s+of\s+)?an?\s+"
    r"(?:morning person|early bird|early riser)\b|" + _I + r"night owl\b",
    re.I,
)
# "I'm up at 5am", "I wake up at 6", "I get up around 5:30", "I usually wake up by 7", "I'm out
# of bed by 5"
_WAKE_AT = re.compile(
    _I + r"(?:(?:wake|get|am|'m)?\s*up|(?:am\s+|'m\s+|get\s+)?out\s+of\s+bed)\s+(?:at|by|around|about)\s+"
    r"(?P<hour>\d{1,2})(?::\d\d)?\s*(?P<half>[ap]\.?m\b)?",
    re.I,
)
# "I always wake up early", "i've been up since 5" (a late hour since which one is up says nothing)
# ("I like to get up before the sun", "I wake up at dawn")
_WAKE_EARLY = re.compile(
    _I + r"(?:(?:like|love|try)\s+to\s+)?(?:wake|get)\s+up\s+"
    r"(?:(?:super\s+|really\s+|very\s+|so\s+)?early\b|(?:before|at|with)\s+(?:the\s+)?(?:sun(?:rise)?|dawn)\b)",
    re.I,
)
_UP_SINCE = re.compile(r"\bi(?:'ve|\s+have)\s+been\s+up\s+since\s+(?P<hour>[3-6])(?!\d)(?!\s*pm)", re.I)
_NEVER_BEFORE = re.compile(
    r"(?:\b(?:i\s+)?(?:[a-z]+ly\s+)?(?:never|don't|do not|can't|cannot)\s+(?:ever\s+)?"
    r"(?:(?:get|wake)\s+up|(?:get|roll)\s+out\s+of\s+bed)"
    r"|\b(?:i'm|i am|im)\s+(?:never|not)\s+(?:ever\s+)?(?:up|awake|out of bed))\s+"
    r"(?:before|until|till|til)\s+(?P<hour>\d{1,2}|noon|midday)",
    re.I,
)
# To bed early ("always in bed by 9", "I go to bed at 9pm") or up late ("I stay up until 3am").
_EARLY_BED = re.compile(
    _I + r"(?:in bed|go to bed|asleep|go to sleep)\s+(?:by|at|around|before)\s+(?:[789]|10)(?!\d)", re.I
)
_UP_LATE = re.compile(_I + r"stay up (?:until|till|til|past) (?:[1-4]\s*(?:am\b)?|midnight)", re.I)
# ("I usually sleep till 10", "I slept till noon like always")
_LATE_HOUR = r"(?:until|till|til)\s+(?:noon|midday|(?:9|1[0-2])(?!\d)(?!\s*pm))"
_SLEEP_IN = re.compile(
    r"\bi\s+(?:(?:always|usually|normally)\s+sleep\s+(?:in\b|" + _LATE_HOUR + r")"
    r"|sleep\s+in\s+every\s+(?:day|morning)\b"
    r"|(?:sleep|slept)\s+" + _LATE_HOUR + r"\s*,?\s+(?:like|as)\s+(?:always|usual))",
    re.I,
)


# Some days only: "I sleep in on weekends" leaves the weekdays open.
_SOME_DAYS = re.compile(
    r"\b(?<!even on )(?<!even )(?:weekends?|saturdays?|sundays?|days off|holidays?|vacation|weekdays?)\b",
    re.I,
)  # ("even on weekends", "even weekends" is every day)


# An hour in words ("I'm up at five"), read as its digits.
_HOUR_WORDS = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:-|years?|days?|times?))",
    re.I,
)


def early(sentence: Span) -> bool | None:
    """True if the sentence says the speaker rises early, False if late, None if neither."""
    text = _HOUR_WORDS.sub(
        lambda m: str(normalize.NUMBER_WORDS[m[0].lower()]), sentence.text.replace("\u2019", "'")
    )
    if normalize.asks(text) or _SOME_DAYS.search(text):
        return None
    if _NOT_EARLY_KIND.search(text) or _SLEEP_IN.search(text) or _UP_LATE.search(text):
        return False
    if _EARLY_BED.search(text):
        return True
    if (never := _NEVER_BEFORE.search(text)) is not None:
        hour = 12 if never["hour"].lower() in ("noon", "midday") else int(never["hour"])
        return False if hour >= 9 else None
    if _EARLY_KIND.search(text) or _WAKE_EARLY.search(text) or _UP_SINCE.search(text):
        return True
    if (wake := _WAKE_AT.search(text)) is not None:
        return _by_hour(wake)
    return None


def _by_hour(said: re.Match[str]) -> bool | None:
    """Early by 7, late from 9 to noon, neither between or for an afternoon or evening hour."""
    if (said["half"] or "").lower().startswith("p"):
        return None
    hour = int(said["hour"])
    return True if hour <= 7 else False if 9 <= hour <= 12 else None


# "What time do you usually get up?", "When do you wake up?"
_WAKE_ASKED = re.compile(
    r"\b(?:what time|when)\s+do\s+(?:you|u)\s+(?:usually\s+|normally\s+)?(?:get|wake)\s+up\b", re.I
)
# A reply that opens on the hour: "Around 5am.", "6:30 usually", "usually by 10"
_HOUR_REPLY = re.compile(
    r"^\W*(?:(?:usually|normally|like|about|around|by|at|oh|um|haha|lol)[,.!]?\s+)*"
    r"(?P<hour>\d{1,2})(?::\d\d)?\s*(?P<half>[ap]\.?m\b)?",
    re.I,
)


def risen_at(questions: list[str], reply: str) -> bool | None:
    """Early (True) or late (False) by the hour a reply opens on, when the question before asked
    when the speaker gets up; None otherwise (or for the hours between, 8 to 9)."""
    if not any(_WAKE_ASKED.search(q) for q in questions) or (m := _HOUR_REPLY.match(reply)) is None:
        return None
    return _by_hour(m)
