"""Input formats (native, OpenAI messages, ShareGPT) read into typed conversations."""

from __future__ import annotations

from dialogkg.conversation.model import Conversation, Participant, Turn
from dialogkg.conversation.readers import read_conversations, read_file

__all__ = ["Conversation", "Participant", "Turn", "read_conversations", "read_file"]
