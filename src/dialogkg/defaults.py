"""Defaults the command line needs when it defines its options, before any command runs.

Kept free of imports beyond the standard library so that ``dialogkg --version`` stays cheap;
``api.DEFAULT_STORE`` and ``ground.verify.MATCH_THRESHOLD`` must equal these (tested).
"""

from __future__ import annotations

from pathlib import Path

DEFAULT_STORE = Path("dialogkg-store")
MATCH_THRESHOLD = 0.45  # cosine below which verify --text abstains (ungrounded)
DEFAULT_BATCH = 100  # turns validated and written per batch by ingest
MAX_TURN_CHARS = 1_000_000  # characters in one string of a turn (its text, reference, annotations)
NLI_HISTORY_CHARS = 1500  # characters of dialogue history in the NLI premise (score.nli)
