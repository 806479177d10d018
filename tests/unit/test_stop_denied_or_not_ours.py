"""A stop that is denied, nearly done, only for a while, someone else's, or a thing told lost from
somewhere else ends none of the person's facts (found by review of the stop rules, core/model/
stopping.py); "going to" a place is no plan."""

import pytest

from mnemosyne_app.core.model.statements import statements
from tests.unit.test_stop_ends_the_thing import current_and_asked


@pytest.mark.parametrize("messages, kept", [
    # denied or nearly done
    (["Estudio francés.", "No dejé el francés."], "francés"),
    (["我在学钢琴。", "我没放弃钢琴。"], "钢琴"),
    (["Tengo un Renault Clio.", "No vendí el Clio al final."], "Clio"),
    (["I drive a Golf.", "I nearly sold the Golf last week."], "Golf"),
    (["I drive a Golf.", "I never sold the Golf."], "Golf"),
    (["J'ai une Clio.", "Je n'ai pas vendu la Clio."], "Clio"),
    (["Ich fahre einen Golf.", "Ich habe den Golf doch nicht verkauft."], "Golf"),
    # denied by a contracted "not" inside the verb, or a perfect the stop verbs lacked
    (["I work as a nurse.", "I didn't quit my job, I just took a few days off."], "nurse"),
    (["Soy vegetariana.", "No he dejado de ser vegetariana."], "vegetariana"),
    (["Sou vegano.", "Não deixei de ser vegano."], "vegano"),
    # Japanese quitting denied in its ongoing or past form ("haven't quit", "didn't quit")
    (["ベジタリアンです。", "ベジタリアンはやめていません。"], "ベジタリアンです"),
    (["銀行で働いています。", "仕事は辞めてないです。"], "銀行で働いています"),
    (["タバコを吸っています。", "タバコはやめなかった。"], "吸っています"),
    # only for a while
    (["I run every morning.", "I stopped running for a week when I had flu."], "run"),
    (["I do yoga every morning.", "I stopped yoga for two weeks over Christmas."], "yoga"),
    (["I'm vegetarian.", "I gave up cheese for Lent."], "vegetarian"),
    (["Soy vegetariana.", "Dejé los lácteos durante la Cuaresma."], "vegetariana"),
    # someone else's, named by the person's possessive (Japanese: the relative before the topic)
    (["ピアノを習っています。", "兄はピアノをやめました。"], "ピアノ"),
])
def test_a_stop_that_is_not_the_persons_done_stop_ends_nothing(tmp_path, messages, kept):
    current, _ = current_and_asked(tmp_path, messages)
    assert any(kept in c and not any(w in c for w in ("dejé", "dejado", "deixei", "quit", "放弃", "vendí", "sold", "stopped", "やめ", "retired"))
               for c in current), current


@pytest.mark.parametrize("messages, name", [
    (["I drive a Golf.", "The Golf's gone from the showroom, someone bought it."], "Golf"),
    (["Ho una Punto del 2008.", "Venduta la Punto del vicino."], "Punto"),
])
def test_a_thing_told_lost_from_somewhere_else_is_asked_not_ended(tmp_path, messages, name):
    current, asked = current_and_asked(tmp_path, messages)
    held = [c for c in current if name in c and "gone" not in c and "Venduta" not in c]
    assert held and all(h in asked for h in held)


def test_a_thing_told_lost_with_nothing_after_still_ends(tmp_path):
    current, asked = current_and_asked(tmp_path, ["I drive a 2014 Ford Fiesta to work.", "The Fiesta's gone."])
    assert not any("drives" in c for c in current) and not asked


@pytest.mark.parametrize("message", ["I'm going to school in Leeds.", "I'm going to church on Sundays these days."])
def test_going_to_a_place_is_no_plan(message):
    assert statements(message)


@pytest.mark.parametrize("messages, gone", [
    # the perfects the denial test needs are stops when said plainly (control for the above)
    (["Soy vegetariana.", "He dejado de ser vegetariana."], "User es vegetariana"),
    (["Sou vegano.", "Deixei de ser vegano."], "User é vegano"),
])
def test_a_plain_perfect_stop_still_ends_the_state(tmp_path, messages, gone):
    current, asked = current_and_asked(tmp_path, messages)
    assert not any(c.endswith(gone.split(" ", 1)[1]) and "dej" not in c and "Deix" not in c for c in current), current


@pytest.mark.parametrize("messages, gone", [
    # (control for the Japanese denials above: the stop said plainly still ends the state)
    (["ビーガンです。", "ビーガンはやめました。"], "ビーガンです"),
    (["銀行で働いています。", "先月、銀行を辞めました。"], "銀行で働いています"),
])
def test_a_plain_japanese_stop_still_ends_the_state(tmp_path, messages, gone):
    current, _ = current_and_asked(tmp_path, messages)
    assert not any(c.endswith(gone) for c in current), current
    assert any(c.endswith(gone) for c in current_and_asked(tmp_path / "held", messages[:1])[0])
