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
    ``all_branches`` every other node follows, parents before children (``by_structure``)."""
    if leaf not in parents:
        leaf = newest_leaf(parents)
    order = thread(parents, leaf) if leaf is not None else []
    if all_branches:
        kept = set(order)
        order += [n for n in by_structure(parents) if n not in kept]
    return order


def by_structure(parents: dict, when: dict | None = None) -> list:
    """Every node, parents before children: depth first from the roots, siblings by time
    (``when``: node -> seconds or None) and then in the order the export lists them. A node whose
    parent is missing from the tree is a root; nodes on a cycle follow at the end, as listed."""
    position = {node: i for i, node in enumerate(parents)}
    when = when or {}

    def key(node):
        t = when.get(node)
        return (t is None, t if t is not None else 0.0, position[node])

    children: dict = {}
    roots = []
    for node, parent in parents.items():
        if parent in parents and parent != node:
            children.setdefault(parent, []).append(node)
        else:
            roots.append(node)
    out, seen = [], set()
    stack = sorted(roots, key=key, reverse=True)
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        out.append(node)
        stack.extend(sorted(children.get(node, []), key=key, reverse=True))
    return out + [n for n in parents if n not in seen]


def by_time(items: list, time_of) -> list:
    """``items`` by ``time_of(item)`` (seconds or None), stable: an item without a time keeps
    its place after the item before it (it is taken to follow what the export put before it)."""
    keyed, last = [], float("-inf")
    for i, item in enumerate(items):
        t = time_of(item)
        last = t if t is not None else last
        keyed.append((last, i, item))
    return [item for _t, _i, item in sorted(keyed, key=lambda k: (k[0], k[1]))]
