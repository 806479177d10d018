"""Ways for agents to write into the store: a loopback HTTP API and an MCP server (stdio)."""
