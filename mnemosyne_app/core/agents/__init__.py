"""Agents a person lets in: who they are and what each may do (registry.py, grants.py), and the
tamper-evident log of what each read and wrote (access_log.py)."""
