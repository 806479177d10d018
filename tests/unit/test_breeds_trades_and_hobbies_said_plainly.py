"""Pets by a breed, Italian trades by "faccio la …" and Japanese hobbies said as the person's hobby, each placed
(before: "abbiamo un beagle di nome Rocco", "Faccio la pediatra", "趣味はマラソンで、…" placed nothing, and the
Japanese one was not even kept). Someone else's hobby and an errand ("faccio la spesa") stay unplaced."""

import pytest

from tests.unit.test_state_changes import read


@pytest.mark.parametrize("message, fact", [
    ("Abbiamo un beagle di nome Rocco.", ("L'utente ha un beagle di nome Rocco", "pet")),
    ("Tengo un husky que se llama Thor.", ("El usuario tiene un husky que se llama Thor", "pet")),
    ("Ich habe einen Dackel namens Waldi.", ("Der Nutzer hat einen Dackel namens Waldi", "pet")),
    ("Tenho uma vira-lata chamada Pipoca.", ("O utilizador tem uma vira-lata chamada Pipoca", "pet")),
    ("Faccio la pediatra in un ambulatorio a Bari.", ("L'utente fa la pediatra in un ambulatorio a Bari", "job")),
    ("Faccio la maestra elementare.", ("L'utente fa la maestra elementare", "job")),
    ("Sono pediatra.", ("L'utente è pediatra", "job")),
    ("私の趣味は料理です。", ("ユーザーの趣味は料理です", "hobby")),
])
def test_placed(message, fact):
    assert [(t, a) for t, a, _ in read(message)] == [fact]


def test_a_hobby_said_before_what_the_person_does_of_it():
    assert [(t, a) for t, a, _ in read("趣味はマラソンで、毎朝10キロ走っています。")][0] == ("ユーザーの趣味はマラソンです", "hobby")


@pytest.mark.parametrize("message", ["Faccio la spesa.", "夫の趣味はゴルフです。", "I watched a boxer on TV.",
                                     "通勤は電車で、片道一時間です。"])
def test_not_placed(message):
    assert all(a not in ("pet", "job", "hobby") for _, a, _ in read(message))
