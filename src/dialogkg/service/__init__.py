"""Long-running front ends over the API: the HTTP service and the MCP server."""
