"""The LLM extractor: prompts, an OpenAI-protocol client, a response cache, and the re-prompt loop.

``config`` says which model and server, ``client`` speaks the chat-completions protocol,
``cache`` makes re-runs free and deterministic, ``prompts`` holds the versioned prompt texts,
``extractor`` runs distillation, triple extraction and operation classification per turn.
"""
