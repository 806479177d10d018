"""A stop said with no "I" as its subject (issue 28): an Italian object put first and taken up by its clitic ("La
palestra l'ho mollata", "La Vespa me l'hanno rubata"), the German "mit Handball ist jetzt Schluss", the French
"j'ai raccroché la guitare", a German contract not renewed with "mein" left out ("Vertrag wurde nicht verlängert"), a
Chinese work left put first as the topic ("银行那边辞了").
Each ends what it names; said for someone else ("Schluss für ihn") or of the phone ("raccroché le téléphone") it
ends nothing."""

import pytest

from tests.unit.test_stopped_doing import current_and_asked


@pytest.mark.parametrize("messages, gone", [
    (["Vado in palestra 3 volte a settimana.", "La palestra l'ho mollata, adesso faccio nuoto."],
     "L'utente va in palestra 3 volte a settimana"),
    (["Vado al lavoro con la mia Vespa.", "La Vespa me l'hanno rubata sabato sotto casa, ho fatto denuncia."],
     "L'utente va al lavoro con la sua Vespa"),
    (["Le week-end je joue de la guitare dans un groupe de rock.", "Bon, j'ai officiellement raccroché la guitare."],
     "Le week-end l'utilisateur joue de la guitare dans un groupe de rock"),
    (["Ich arbeite als Laborassistentin bei Bayer in Leverkusen.", "Vertrag wurde nicht verlängert 🙄 naja, bin jetzt wieder an der Uni."],
     "Der Nutzer arbeitet als Laborassistentin bei Bayer in Leverkusen"),
    # (Chinese puts the work left first as the topic, "I" left out: "银行那边辞了", or after the verb)
    (["我在一家银行做柜员", "银行那边辞了，现在在南京大学读研一"], "用户在一家银行做柜员"),
    (["我在超市上班", "辞了超市的工作，现在在家带孩子"], "用户在超市上班"),
    # (the person's last day or week at a workplace, told by their owner word alone: "mi", "mia", "minha"; a
    # Portuguese verb opening the clause is no one's name, "Foi a minha …")
    (["Trabajo en Inditex.", "Esa fue mi última semana en Inditex."], "El usuario trabaja en Inditex"),
    (["Lavoro in Fiat.", "È stata la mia ultima settimana in Fiat."], "L'utente lavora in Fiat"),
    (["Trabalho na Galp.", "Foi a minha última semana na Galp."], "O utilizador trabalha na Galp"),
    (["I work at Tesco.", "Today was my last day at Tesco."], "User works at Tesco"),
    # (an Italian pastime put first, taken up by its clitic and denied: "Il pianoforte non lo suono più"; "più" tells
    # Italian from French in so short a message)
    (["Suono il pianoforte.", "Il pianoforte non lo suono più da anni."], "L'utente suona il pianoforte"),
    (["Suono il pianoforte e la chitarra.", "La chitarra non la suono più."], "L'utente suona la chitarra"),
    # (a Japanese stop that names nothing, after a cause that opened on the thing: "ピアノは…ので、今はもう弾いてない")
    (["ピアノとギターを弾きます", "ピアノは実家に置いてきたので、今はもう弾いてない。ギターとウクレレだけ。"], "ユーザーはピアノを弾きます"),
    # (a workplace left by its kind, with when or nothing after it)
    (["I'm a vet nurse at a practice in Bristol.", "I left the vet practice in June and now I'm doing dog grooming."],
     "User is a vet nurse at a practice in Bristol"),
    (["I work at a law firm in Leeds.", "I left the firm last month."], "User works at a law firm in Leeds"),
])
def test_the_stop_ends_what_it_names(tmp_path, messages, gone):
    current, asked = current_and_asked(tmp_path, messages)
    assert gone not in current and gone not in asked, (current, asked)


def test_a_stop_by_a_german_idiom_is_the_persons_and_asks_to_end_the_pastime(tmp_path):
    current, asked = current_and_asked(tmp_path, ["Ich spiele Handball.", "Mit Handball ist jetzt Schluss."])
    assert "Der Nutzer spielt Handball" in asked, (current, asked)


@pytest.mark.parametrize("messages, kept", [
    (["Mein Bruder spielt Handball.", "Mit Handball ist jetzt Schluss für ihn."], "Der Bruder des Nutzers spielt Handball"),
    (["Je joue de la guitare.", "J'ai raccroché le téléphone et je suis partie."], "L'utilisateur joue de la guitare"),
    (["Ich arbeite bei Bayer.", "Sein Vertrag wurde nicht verlängert."], "Der Nutzer arbeitet bei Bayer"),
])
def test_someone_elses_stop_or_the_phone_ends_nothing(tmp_path, messages, kept):
    current, asked = current_and_asked(tmp_path, messages)
    assert kept in current and asked == [], (current, asked)


@pytest.mark.parametrize("messages, kept", [
    # someone else's stop said with their own verb, a quoted one, a stop only for tonight
    (["Je joue au tennis.", "Il a raccroché le tennis après sa blessure."], "L'utilisateur joue au tennis"),
    (["Ich spiele Handball.", "Mit Handball hat er aufgehört."], "Der Nutzer spielt Handball"),
    (["Vado a sciare ogni inverno.", "Mio marito si è rotto il ginocchio. Ha chiuso con lo sci."], "L'utente va a sciare ogni inverno"),
    (["Vado in palestra.", "Mia sorella dice: la palestra l'ho mollata."], "L'utente va in palestra"),
    (["Ich mache Yoga.", "Mit Yoga ist für heute Schluss, gute Nacht."], "Der Nutzer macht Yoga"),
    # someone else's contract, a contract with a phone company or a gym, one named just before
    (["Trabalho como caixa.", "A minha irmã está arrasada. Não renovaram o contrato dela."], "O utilizador trabalha como caixa"),
    (["Trabajo de cajera.", "No me renovaron el contrato con Movistar, ahora estoy con Digi."], "El usuario trabaja de cajera"),
    (["Ich arbeite als Kellnerin.", "Fitnessstudio ist Geschichte, der Vertrag wurde nicht verlängert."],
     "Der Nutzer arbeitet als Kellnerin"),
    (["Ich arbeite als Kellnerin.", "Mein Mann ist frustriert. Vertrag wurde nicht verlängert."], "Der Nutzer arbeitet als Kellnerin"),
    (["銀行で働いています。", "ジムの契約は更新されなかった。"], "ユーザーは銀行で働いています"),
])
def test_someone_elses_or_another_kind_of_stop_ends_nothing(tmp_path, messages, kept):
    current, asked = current_and_asked(tmp_path, messages)
    assert kept in current and asked == [], (current, asked)


def test_an_italian_object_taken_up_is_said_in_plain_order():
    from mnemosyne_app.core.model.statements import statements

    assert [s.text for s in statements("Il tennis l'ho mollato.")] == ["L'utente ha mollato il tennis"]


@pytest.mark.parametrize("message", ["Mi hermana dice que fue su última semana en Zara.",
                                     "Hoy fue el último día de mi hermano en Zara."])
def test_someone_elses_last_day_ends_nothing(tmp_path, message):
    current, asked = current_and_asked(tmp_path, ["Trabajo en Zara.", message])
    assert "El usuario trabaja en Zara" in current and asked == [], (current, asked)


def test_a_last_day_keeps_the_persons_words():
    from mnemosyne_app.core.model.statements import statements

    facts = [s.text for s in statements("È stata la mia ultima settimana in Fiat.")]
    assert facts == ["È stata la sua ultima settimana in Fiat"], facts


@pytest.mark.parametrize("messages, kept", [
    (["I work at a law firm in Leeds.", "I left the office at 6, so tired."], "User works at a law firm in Leeds"),
    (["I work at a law firm in Leeds.", "My brother left the firm last month."], "User works at a law firm in Leeds"),
    (["I work at a law firm in Leeds.", "I left the firm in a mess yesterday, sorry boss."], "User works at a law firm in Leeds"),
    (["ギターを弾きます", "姉はギターを売ったので、もう弾いてない"], "ユーザーはギターを弾きます"),
])
def test_a_place_walked_out_of_or_someone_elses_stop_ends_nothing(tmp_path, messages, kept):
    current, asked = current_and_asked(tmp_path, messages)
    assert kept in current and asked == [], (current, asked)
