from __future__ import annotations

import pytest

from dialogkg.extract.revision import asks_revision


@pytest.mark.parametrize(
    ("prompt", "asks"),
    [
        ("Actually, change the meeting to Friday.", True),
        ("Can you switch it to the blue one?", True),
        ("Please update my address?", True),
        ("Use the red one instead.", True),
        ("Why the change?", False),
        ("I thought you were a nurse. Did you change jobs?", False),
        ("Hi! How are you?", False),
        # Doubting what was just said asks for a correction; a check of what was said does not.
        ("That seems high. Could you check that information again?", True),
        ("That doesn't sound quite right. Can you clarify?", True),
        ("That's not correct, it's 90 mg.", True),
        ("That was wrong of me.", False),
        ("I thought you said you were a plumber?", False),
        ("I believe there's a mistake there. Can you check who it was?", True),
        ("There is an error in the total.", True),
        ("You're wrong, it was 1522.", True),
        ("There's a mistake I made in my essay, can you help?", False),
        ("Is there a mistake in my code?", False),
        # An instruction of what to hold authorises the change; a check of what was said does not.
        ("Actually, for this role-play please say you live in Rome.", True),
        ("Pretend you are a pilot.", True),
        ("From now on, you are 40.", True),
        ("Can you say you live in Dallas?", True),
        ("Did you say you live in Rome?", False),
        ("Why did you say you were a nurse?", False),
        ("Could you say that again?", False),
        # a question typed without its mark still only checks
        ("how old did you say you were", False),
        ("so where did you say you live", False),
    ],
)
def test_a_revision_is_asked_for_in_a_statement_or_request_not_in_a_question_about_a_change(
    prompt: str, asks: bool
) -> None:
    assert asks_revision(prompt) is asks
