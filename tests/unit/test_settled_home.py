"""A new home told with what only a move that happened leaves (issue 28): the keys collected, the boxes unpacked, the
first week there ("update: keys collected!! the new place in Brighton has a balcony", "杭州的新家终于收拾好了"). The
phrase about the new home was a guess, its ending asked; with the move told done it is the person's home now, ended
surely and said as where they live. Without such words, said by someone else, or a home that fell through, it stays
a guess or nothing (core/model/told_by_the_new.py settled_home). Short Italian and Portuguese messages with no verb of
the person's are read in their language ("La nuova casa a Bologna ha un terrazzo")."""

import pytest

from tests.unit.test_stopped_doing import current_and_asked


@pytest.mark.parametrize("messages, now", [
    (["I live in a tiny flat above a chip shop in Croydon.",
      "update: keys collected!! the new place in Brighton has a balcony so I finally want to grow tomatoes."],
     "User lives in Brighton"),
    (["I live in a flat in Bolton.", "Finally unpacked!! the new house in Bury has a garden for the kids."],
     "User lives in Bury"),
    (["J'habite à Lyon.", "On a récupéré les clés ! Le nouvel appart à Nantes a un balcon."], "L'utilisateur habite à Nantes"),
    (["Wir wohnen in Köln.", "Endlich eingezogen! Die neue Wohnung in Bonn hat einen Garten."], "Der Nutzer wohnt in Bonn"),
    (["Vivo en Madrid.", "¡Ya estamos instalados! La nueva casa en Getafe tiene terraza."], "El usuario vive en Getafe"),
    (["Abito a Torino.", "Trasloco finito! La nuova casa a Bologna ha un terrazzo."], "L'utente abita a Bologna"),
    (["Moro em Lisboa.", "Pegamos as chaves! O novo apartamento no Porto tem varanda."], "O utilizador mora em Porto"),
    (["我住在南京。", "宁波的新家终于收拾好了，阳台很大。"], "用户住在宁波"),
    (["東京に住んでいます。", "荷解きがやっと終わりました。神戸の新居は駅から近いです。"], "ユーザーは神戸に住んでいる"),
    # (a detail of the new home denied is a detail of a home had)
    (["I live in Leeds.", "Keys collected! The new flat in York has no lift though."], "User lives in York"),
])
def test_a_move_told_done_ends_the_old_home(tmp_path, messages, now):
    current, asked = current_and_asked(tmp_path, messages)
    assert now in current and asked == [], (current, asked)
    # (the home said first is no longer current: nothing else said of a home is)
    homes = [c for c in current if any(w in c for w in ("lives in", "habite", "wohnt", "vive en", "abita", "mora", "住", "flat"))]
    assert homes == [now], current


@pytest.mark.parametrize("messages, held", [
    # no word of the move done: a guess, asked
    (["I live in a flat in Bolton.", "the new house in Bury has a garden for the kids."], "User lives in a flat in Bolton"),
    # someone else unpacked; a home that fell through
    (["I live in Leeds.", "My sister finally unpacked! The new house in York is lovely."], "User lives in Leeds"),
    (["I live in Leeds.", "The new flat in York didn't work out, still unpacking here."], "User lives in Leeds"),
])
def test_without_the_move_told_done_the_old_home_stays(tmp_path, messages, held):
    current, asked = current_and_asked(tmp_path, messages)
    assert held in current, (current, asked)
    assert not any(c.startswith("User lives in") and c != held for c in current), current


@pytest.mark.parametrize("messages", [
    # someone else's move, a guest's housewarming, the keys not yet had, a move still to come
    ["I live in London.", "Spent all Saturday unpacking boxes at my sister's. The new house in Leeds is gorgeous."],
    ["I live in London.", "Housewarming at Jake's tonight! The new flat in Shoreditch is huge."],
    ["I live in London.", "Helped my parents get settled in. The new house in York is lovely."],
    ["I live in London.", "Still haven't got the keys. The new flat in Brighton has a balcony."],
    ["I live in London.", "Can't wait till we've moved in. The new house in Bath has a garden."],
    ["Vivo en Madrid.", "Todavía no nos dieron las llaves. La nueva casa en Getafe tiene terraza."],
    ["我住在北京。", "还没拿到钥匙，杭州的新家很大"],
    ["我住在北京。", "去朋友家暖房了，杭州的新家很漂亮"],
    ["東京に住んでいます。", "鍵を受け取るのは来週です。新しい家は神戸です。"],
    ["東京に住んでいます。", "引っ越しが終わったら連絡するね。新しい家は神戸です。"],
])
def test_a_move_not_the_persons_or_not_done_is_still_asked(tmp_path, messages):
    from mnemosyne_app.core.model.statements import statements

    current, asked = current_and_asked(tmp_path, messages)
    held = [s.text for s in statements(messages[0])][0]
    assert held in current, (current, asked)
