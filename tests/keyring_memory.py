"""A keyring backend that keeps its passwords in a dict: a real ``keyring`` backend, so the code
under test goes through ``keyring``'s own API as it does on a desktop with one."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

import keyring
from keyring.backend import KeyringBackend


class MemoryKeyring(KeyringBackend):
    priority = 1

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}

    def get_password(self, service, user):
        return self.store.get((service, user))

    def set_password(self, service, user, password):
        self.store[(service, user)] = password

    def delete_password(self, service, user):
        self.store.pop((service, user), None)


@contextmanager
def memory_keyring() -> Iterator[MemoryKeyring]:
    """Use a fresh ``MemoryKeyring`` inside the block, the keyring before it after."""
    before = keyring.get_keyring()
    kept = MemoryKeyring()
    keyring.set_keyring(kept)
    try:
        yield kept
    finally:
        keyring.set_keyring(before)
