"""Where the speaker is at the moment of the chat, and whether they have been out today.

A chat is one sitting, so "I'm on my lunch break at the office" and, a few turns later, "I'm home
alone tonight" cannot both hold; nor can "I went for a five mile run this morning" and "I haven't
left the house all day". Two bare states are read, each from the set ways chat says it:

- at home now (``HOME``): "I'm at home", "I'm home alone", "I'm curled up on the couch", "I've
  been stuck in bed all day", "I haven't left the house"; away: "I'm at the office / the gym /
  the airport", "I'm on vacation / my lunch break / my way to work", "I'm
  driving to my parents' house", "I'm visiting my sister", "I'm not home right now".
- out today (``OUT``): "I went for a run this morning", "I just got back from the dentist", "I
  just got home" (home now, but away until then: no sign against an earlier "I'm at the gym"),
  and being away now; not: "I haven't left the house all day", "I haven't been outside at all".

Only the present is read: a habit ("I'm usually at the gym by 6"), a plan ("I'll be home
tonight"), a wish, a condition ("when I'm at work") or a question says nothing of now. Working
from home makes the office no sign of being away. Being at a place inside a home ("in the
kitchen") says nothing: the cabin's porch is not one's own. Each state meets only itself in the
cascade (a bare state, negated for the other value), and only within one session when the turns
name theirs: a chat of several sittings (days apart) is not one moment."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from dialogkg.extract import normalize

if TYPE_CHECKING:
    from spacy.tokens import Span

HOME = normalize.HOME_NOW
OUT = normalize.OUT_TODAY

_AM = r"\b(?:i'm|i\s+am|im|we're|we\s+are)\s+"
_ADV = r"(?:just|still|currently|actually|finally|already|now|right\s+now|all|so|pretty|here|back)\s+"
_POSTURE = (
    r"(?:sitting|lying|laying|relaxing|chilling|hanging\s+out|lounging|curled\s+up|cuddled\s+up|"
    r"snuggled\s+up|stuck|stranded|staying|resting|sat|parked)\s+"
)
# (a reply may leave out the "I'm": "Just chilling at home", "Just visiting the mountains")
_BARE = r"^\W*(?:(?:just|currently|still|right\s+now)\s+)+"
_BEING = (
    r"(?:" + _AM + r"(?:" + _ADV + r")*(?:" + _POSTURE + r")?|" + _BARE + _POSTURE + r")(?:" + _ADV + r")*"
)

# At home: "home" itself, or a part of one's own home.
_HOME_PLACE = (
    r"(?:(?:at\s+)?home\b(?!\s*(?:town|-|school|made|cooked|grown|office|based|owner|depot|stretch)\b)"
    r"(?!\s+from\s+(?:work|the|school|college))"
    r"|in\s+bed\b|in\s+my\s+(?:bed|pajamas|pjs|pyjamas|kitchen|living\s+room|bedroom|backyard|garden|"
    r"apartment|house|flat|room)\b"
    r"|on\s+(?:my|the)\s+(?:couch|sofa)\b|on\s+my\s+(?:balcony|porch|deck|patio)\b)"
)
_AT_HOME = re.compile(_BEING + _HOME_PLACE, re.I)
_NOT_HOME = re.compile(_AM + r"not\s+(?:at\s+)?home\b", re.I)

# Away: a place one goes to, a trip or a break, a journey.
_AWAY_SPOT = (
    r"(?:office|work|gym|beach|park|mall|airport|library|store|grocery\s+store|supermarket|bar|pub|"
    r"club|restaurant|cafe|coffee\s+shop|concert|game|stadium|lake|cabin|hotel|lecture|dentist|"
    r"doctor|doctor's|dentist's|hospital|station|zoo|museum|movies|theater|theatre|salon|campsite)"
)
_KIN = (
    r"(?:friend|friends|parents|mom|mum|dad|sister|brother|grandma|grandpa|grandparents|aunt|uncle|"
    r"cousin|in-laws|boyfriend|girlfriend)"
)
_AWAY_PLACE = (
    r"(?:at\s+(?:the\s+|my\s+|a\s+|work\b)?" + _AWAY_SPOT + r"\b"
    r"|at\s+(?:my|a|our)\s+" + _KIN + r"(?:'s?|s')(?:\s+(?:house|place|apartment))?"
    r"|in\s+(?:the\s+|my\s+|a\s+)?(?:office|class|meeting|lecture|car|traffic|hotel|hospital|mountains|cabin|"
    r"air|waiting\s+room)\b"
    r"|in\s+(?:my|a|the)\s+\w+\s+(?:class|lecture|meeting)\b"
    r"|on\s+(?:my\s+|a\s+|the\s+)?(?:vacation|holiday|trip|business\s+trip|work\s+trip|road\s+trip|"
    r"cruise|lunch\s+break|break|way|road|plane|train|bus|flight|shift|beach|subway)\b"
    r"|out\s+(?:with|at|for|shopping|and\s+about)\b)"
)
_AT_AWAY = re.compile(_BEING + _AWAY_PLACE, re.I)
# A stay away ("I'm visiting my sister", "we're camping") is now; a journey ("I'm driving to my
# parents' house") only when said so, as "heading to Boston" is as often a plan.
_SUBJECT = r"(?:" + _AM + r"(?:" + _ADV + r")*|" + _BARE + r")"
_STAYING = re.compile(
    _SUBJECT + r"(?:visiting|traveling|travelling|camping|hiking|backpacking|touring)\b", re.I
)
_JOURNEY = re.compile(_SUBJECT + r"(?:driving|flying|heading|commuting|walking|riding)\b", re.I)
_NOW_SAID = re.compile(r"\b(?:right\s+now|at\s+the\s+moment|currently)\b", re.I)

# Home all day: "I haven't left the house all day", "I've been stuck in bed all day", "I've been
# in bed since this morning".
_STAYED_IN = re.compile(
    r"\b(?:i|we)\s+(?:haven't|have\s+not|havent|didn't|did\s+not)\s+(?:even\s+)?"
    r"(?:left|leave|been\s+out\s+of|gotten\s+out\s+of|got\s+out\s+of|stepped\s+out\s+of)\s+"
    r"(?:the|my|our)\s+(?:house|apartment|flat|home|bed|place)\b"
    r"|\b(?:i|we)(?:'ve|\s+have)\s+been\s+(?:\w+\s+){0,2}?(?:at\s+home|home|inside|indoors|in\s+bed)\b"
    r"[^.!?]*\b(?:all\s+(?:day|morning|afternoon|weekend)|since\s+(?:this\s+)?(?:morning|noon|lunch|breakfast)"
    r"|since\s+i\s+woke\s+up)\b"
    r"|\b(?:i|we)\s+stayed\s+(?:at\s+home|home|in|inside|indoors|in\s+bed)\s+all\s+(?:day|morning)\b",
    re.I,
)
_NOT_OUT = re.compile(
    r"\b(?:i|we)\s+(?:haven't|have\s+not|havent)\s+(?:even\s+)?(?:been\s+able\s+to\s+)?"
    r"(?:go|gone|been|get|gotten|stepped|set\s+foot)\s+(?:outside|out(?:doors)?)\b",
    re.I,
)
# Home again, which an earlier "I'm at the gym" does not gainsay: "I just got home", "I'm home
# now", "I'm back home".
_ARRIVED = re.compile(
    r"(?:^|\b(?:i|we)\s+)(?:(?:just|finally)\s+)+(?:got|came|arrived|made\s+it)\s+(?:back\s+)?home\b"
    r"|\bhome\s+now\b|\bback\s+(?:at\s+)?home\b",
    re.I,
)

# Out today: a trip out said of this morning or today, or "just got back from".
_WENT = (
    r"(?:went(?!\s+(?:to\s+(?:bed|sleep)|back\s+to|home|through|with|over|off|quiet|crazy|vegan|vegetarian)\b)|"
    r"ran(?!\s+(?:out|into|late|over)\b)|walked(?!\s+(?:away|out\s+on)\b)|"
    r"hiked|biked|cycled|swam|drove|jogged|shopped|skied|surfed|"
    r"(?:got|came)\s+back\s+from|spent\s+(?:the|all)\s+(?:whole\s+)?(?:day|morning|afternoon)\s+(?:at|in|on)|"
    r"had\s+(?:a\s+)?(?:picnic|lunch\s+out|brunch\s+out))\b"
)
# (the subject may be shared: "I woke up early and already went for a run")
_OUTING = re.compile(r"(?:\b(?:i|we)|\band)\s+(?:(?:just|already|also|finally)\s+)*" + _WENT, re.I)
_JUST_WENT = re.compile(r"\b(?:i|we)\s+just\s+(?:(?:already|also|finally)\s+)*" + _WENT, re.I)
_TODAY = re.compile(r"\b(?:this\s+morning|this\s+afternoon|today|earlier\s+today)\b", re.I)
_BACK_FROM = re.compile(
    r"(?:^|\b(?:i|we)\s+)(?:(?:just|only|finally)\s+)+(?:got|came)\s+back\s+(?:home\s+)?from\b", re.I
)

# What makes a sentence say nothing of now.
_NOT_NOW = re.compile(
    r"\b(?:usually|always|often|sometimes|normally|typically|generally|every|never|most\s+days|"
    r"whenever|when|if|while|until|once|weekends?|weekdays?|times?\s+a\s+(?:day|week|month)|"
    r"tomorrow|next|later|soon|this\s+weekend|someday|one\s+day|wish|hope|would|could|should|"
    r"want|wanna|can't\s+wait|love\s+to|like\s+to|going\s+to|gonna|will|i'll|we'll|i'd|"
    r"yesterday|last|ago|used\s+to|was|were|had\s+been)\b",
    re.I,
)
_FROM_HOME = re.compile(r"\b(?:from\s+home|remote(?:ly)?|home\s+office)\b", re.I)


def _text(sentence: Span) -> str | None:
    text = sentence.text.replace("\u2019", "'")
    return None if normalize.asks(text) else text


def home_now(sentence: Span) -> bool | None:
    """True if the sentence puts the speaker at home now, False if away, None if neither."""
    text = _text(sentence)
    if text is None:
        return None
    if _STAYED_IN.search(text):
        return True
    if _NOT_NOW.search(text) or _ARRIVED.search(text):
        return None
    home, away = _AT_HOME.search(text), _away(text, sentence.doc.text)
    if _NOT_HOME.search(text):
        return False
    if (home is None) == (not away):
        return None  # neither, or both ("at home on my lunch break")
    return home is not None


def out_today(sentence: Span) -> bool | None:
    """True if the speaker has been out today, False if they have not left home, None if the
    sentence says neither."""
    text = _text(sentence)
    if text is None:
        return None
    if _STAYED_IN.search(text) or _NOT_OUT.search(text):
        return False
    if _BACK_FROM.search(text) or _ARRIVED.search(text) or _JUST_WENT.search(text):
        return True
    if _OUTING.search(text) and _TODAY.search(text) and re.search(r"\b(?:i|we)\b", text, re.I):
        return True
    if _NOT_NOW.search(text) or _AT_HOME.search(text):
        return None
    return True if _away(text, sentence.doc.text) else None


def _away(text: str, turn: str) -> bool:
    """Away now, said by a place, a trip or a journey (the office is no sign of it when the turn
    says one works from home)."""
    at = _AT_AWAY.search(text)
    if at is not None and re.search(r"\b(?:office|work)\b", at[0], re.I) and _FROM_HOME.search(turn):
        return False
    journey = _JOURNEY.search(text) is not None and _NOW_SAID.search(text) is not None
    return at is not None or journey or _STAYING.search(text) is not None
