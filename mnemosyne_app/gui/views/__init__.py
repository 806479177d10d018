"""Windows for reading a store as a person would: conversations as threads, what it knows about
them (Profile), and duplicates to tidy."""
