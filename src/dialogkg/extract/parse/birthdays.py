"""When the speaker's birthday is: one month of the year.

"My birthday is July 4th", "my birthday's in December", "I was born in July" and "July 4th."
answering "when is your birthday?" each give ``<speaker> | have birthday | <month>``, exclusive,
so two months are two values of one slot. Only the month is kept: "July" and "July 4th" agree (a
day told once and not again is no second value), and "July 4th" / "July 20th" are left alone. A
month or a year of birth ("born in 1990") is no place of origin."""

from __future__ import annotations

import re

from dialogkg.extract import normalize

BIRTHDAY = "have birthday"

_MONTH = r"(?P<month>" + "|".join(sorted(normalize.MONTHS)) + r")\b"
# "my birthday is (on) July 4th", "my bday's in December", "I was born on the 4th of July",
# "being born on December 24th, ..."
_SAID = re.compile(
    r"\b(?:my\s+(?:birthday|bday|b-day)(?:\s+is|'s|\s+falls)?|(?:i\s+was|being)\s+born)"
    r"(?:\s+(?:on|in))?(?:\s+the\s+\w+\s+of)?\s+" + _MONTH,
    re.I,
)
_ASKED = re.compile(r"\bwhen(?:'s|\s+is)\s+(?:your|ur)\s+(?:birthday|bday|b-day)\b", re.I)
# a reply opening on the month: "July 4th.", "it's in December", "the 4th of July"
_OPENS = re.compile(
    r"^\W*(?:(?:oh|um|it's|its|it\s+is|on|in|mine\s+is|mine's|the\s+\w+\s+of)[,!]?\s+)*" + _MONTH, re.I
)
_YEAR = re.compile(r"^(?:19|20)\d\d$")


def month_of(value: str) -> str | None:
    """The month a birthday's value names, capitalised ("july 4th": "July")."""
    return next((w.capitalize() for w in value.lower().split() if w in normalize.MONTHS), None)


def birthday_said(text: str) -> str | None:
    """The month of the speaker's birthday a sentence states, if it states one."""
    m = _SAID.search(text.replace("\u2019", "'"))
    return m["month"].capitalize() if m is not None and not normalize.asks(text) else None


def birthday_answered(question: str, text: str) -> str | None:
    """The month a reply opens on, when the question asked when the speaker's birthday is."""
    if _ASKED.search(question.replace("\u2019", "'")) is None:
        return None
    m = _OPENS.search(text.replace("\u2019", "'"))
    return m["month"].capitalize() if m is not None else None


def birth_date(value: str) -> bool:
    """Is a place of birth's value a date instead: a month, a year ("born in 1990")?"""
    return month_of(value) is not None or _YEAR.match(value.strip()) is not None
