"""The geometric contradiction detector cascade (SKG-Eval 4.5, Table 2, appendices B-C).

One pair (current edge, historical edge) on a shared anchor node goes through the detectors
in order; the first that fires gives the confidence, an abstaining guard stops the cascade
with no contradiction.

Thresholds the paper does not state, chosen here:
- THETA_OBJ_NEG = 0.40: figure 3 draws NegFlip's condition as os > 0.40.
- THETA_MIN_OBJ = 0.25 and THETA_MIN_REL = 0.30: below these cosines (all-MiniLM-L6-v2),
  two labels share no topic, so a pair is noise, not a conflict; 0.25 also makes strong drift
  (1 - os for os < 0.40) range over (0.60, 0.75).
- THETA_DIV_OBJ = 0.60: under an EXCLUSIVE relation, objects below 0.60 are plainly two
  different values. THETA_ST = 0.75: objects of the same entity type (two cities, two
  colours) between 0.60 and 0.75 are still two values, which only Same-Type EOC (floor 0.60)
  catches; paraphrases of one value score above 0.75.
- ADDITIVE pairs under the same relation (rs >= 0.85) are never residual drift: "includes a
  fleece" after "includes boots" adds an item, it does not contradict (the issue's rule).

Chat extensions (issue 11), all driven by the reviewed lexicons rather than new thresholds:
- NegFlip's objects also align when the negated side names a set the other side names a member
  of ("no pets" against "my dog", hypernyms.tsv), whatever their cosine.
- Antonym also fires on opposite object values under aligned relations (rs > REL_NUM, the
  paper's bar for "same relation" in NumMismatch): "married" vs "single".
- MemberGuard: a counted or named set absorbs its members ("three kids" then "my daughter"),
  so a hypernym pair abstains before the numeric and exclusive detectors.
- Relations of one class (relations.tsv: like/love/enjoy, ...) are one relation: a preference
  list worded differently accumulates under ADDITIVE, it never drifts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from dialogkg.detect.lexicons import Lexicons, default_lexicons

DetectorName = Literal["NegFlip", "Antonym", "NumMismatch", "EOC", "SameTypeEOC", "SemDrift"]
GuardName = Literal["IntentGate", "ElabGuard", "NoiseFloor", "MemberGuard"]
# A "contradiction" verdict rests on these; SemDrift is drift (a change of subject under an
# aligned relation), reported apart, though it still lowers S_log as the paper's formula says.
HARD_DETECTORS: frozenset[str] = frozenset({"NegFlip", "Antonym", "NumMismatch", "EOC", "SameTypeEOC"})

THETA_OBJ_NEG = 0.40
THETA_MIN_OBJ = 0.25
THETA_MIN_REL = 0.30
THETA_DIV_OBJ = 0.60
THETA_ST = 0.75
REL_NUM = 0.70
REL_EOC = 0.85
REL_DRIFT = 0.60
DRIFT_OBJ_MAX = 0.75
STRONG_DRIFT = 0.40
ADDITIVE_SAME_RELATION = 0.85

CONFIDENCE = {"NegFlip": 0.95, "Antonym": 0.88, "NumMismatch": 0.92}
SUPPRESSED_TYPES = frozenset({"elaboration", "solution", "diagnosis"})
# Same-type groups of the entity taxonomy (Definition 1).
SAME_TYPE_GROUPS = frozenset(
    {"Person", "Number", "Time", "Organization", "Object", "Concept", "Event", "Condition"}
)

_NUMBER = re.compile(r"\b(\d+(?:\.\d+)?)\b")
_NUMBER_WORDS = {
    word: str(value)
    for value, word in enumerate(
        (
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
        )
    )
}


@dataclass(frozen=True)
class EdgeView:
    """What the cascade needs of a fact edge."""

    relation: str
    relation_type: str
    intent: str
    property_type: str
    object_label: str
    object_type: str


@dataclass(frozen=True)
class Outcome:
    detector: DetectorName | GuardName | None  # None: nothing fired, nothing abstained
    confidence: float

    @property
    def fired(self) -> bool:
        return self.confidence > 0

    @property
    def is_hard(self) -> bool:
        return self.fired and self.detector in HARD_DETECTORS


def numbers(text: str) -> frozenset[str]:
    found = set(_NUMBER.findall(text))
    found |= {_NUMBER_WORDS[w] for w in re.findall(r"[a-z]+", text.lower()) if w in _NUMBER_WORDS}
    return frozenset(str(float(n)) for n in found)


def cascade(
    current: EdgeView, historical: EdgeView, rs: float, os: float, lexicons: Lexicons | None = None
) -> Outcome:
    lex = lexicons or default_lexicons()
    neg_c = lex.negated(current.relation) or current.relation_type == "negation_assertion"
    neg_h = lex.negated(historical.relation) or historical.relation_type == "negation_assertion"
    said_c = f"{current.relation} {current.object_label}"
    said_h = f"{historical.relation} {historical.object_label}"
    if (
        neg_c != neg_h
        and (os > THETA_OBJ_NEG or lex.broader(said_c if neg_c else said_h, said_h if neg_c else said_c))
        and current.relation_type not in SUPPRESSED_TYPES
        and historical.relation_type not in SUPPRESSED_TYPES
    ):
        return Outcome("NegFlip", CONFIDENCE["NegFlip"])
    if lex.opposite(current.relation, historical.relation) and os > THETA_MIN_OBJ:
        return Outcome("Antonym", CONFIDENCE["Antonym"])
    if rs > REL_NUM and lex.opposite_values(current.object_label, historical.object_label):
        return Outcome("Antonym", CONFIDENCE["Antonym"])
    if current.intent != historical.intent:
        return Outcome("IntentGate", 0.0)
    if current.relation_type in SUPPRESSED_TYPES:
        return Outcome("ElabGuard", 0.0)
    if rs < THETA_MIN_REL or os < THETA_MIN_OBJ:
        return Outcome("NoiseFloor", 0.0)
    if lex.broader(said_h, said_c) or lex.broader(said_c, said_h):
        return Outcome("MemberGuard", 0.0)
    n_c, n_h = numbers(current.object_label), numbers(historical.object_label)
    if rs > REL_NUM and n_c and n_h and n_c != n_h:
        return Outcome("NumMismatch", CONFIDENCE["NumMismatch"])
    both_exclusive = current.property_type == historical.property_type == "EXCLUSIVE"
    if rs > REL_EOC and os < THETA_DIV_OBJ and both_exclusive:
        return Outcome("EOC", 1.0 - os)
    same_group = current.object_type == historical.object_type and current.object_type in SAME_TYPE_GROUPS
    if rs > REL_EOC and same_group and os < THETA_ST and both_exclusive:
        return Outcome("SameTypeEOC", max(0.60, 1.0 - os))
    additive_accumulation = current.property_type == historical.property_type == "ADDITIVE" and (
        rs >= ADDITIVE_SAME_RELATION or lex.canonical(current.relation) == lex.canonical(historical.relation)
    )
    if rs > REL_DRIFT and THETA_MIN_OBJ < os < DRIFT_OBJ_MAX and not additive_accumulation:
        return Outcome("SemDrift", 1.0 - os if os < STRONG_DRIFT else 0.45)
    return Outcome(None, 0.0)
