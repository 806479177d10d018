"""Conversation trees (ChatGPT, DeepSeek, Open WebUI, LibreChat keep every edit and regenerated
answer as a branch): the thread the person last saw, and optionally every other branch."""

from __future__ import annotations


def thread(parents: dict, leaf) -> list:
    """The ids from the root down to ``leaf``. A cycle or a parent that is not in the tree ends
    the walk instead of failing."""
    path, seen = [], set()
    node = leaf
    while node in parents and node not in seen:
        seen.add(node)
        path.append(node)
        node = parents[node]
    return path[::-1]


def newest_leaf(parents: dict):
    """The last node no other node names as its parent (exports list nodes oldest first)."""
    named = set(parents.values())
    leaves = [n for n in parents if n not in named]
    return leaves[-1] if leaves else None


def ordered(parents: dict, leaf=None, *, all_branches: bool = False) -> list:
    """The displayed thread (ending at ``leaf``, or at the newest leaf when it is missing); with
    ``all_branches`` every other node follows in the order the export lists them."""
    if leaf not in parents:
        leaf = newest_leaf(parents)
    order = thread(parents, leaf) if leaf is not None else []
    if all_branches:
        kept = set(order)
        order += [n for n in parents if n not in kept]
    return order
