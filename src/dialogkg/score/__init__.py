"""SKG-Eval scoring: local relevance, historical consistency, fusion with guards, session trend."""
