"""A stop said with no "I" as its subject (issue 28): an Italian object put first and taken up by its clitic ("La
palestra l'ho mollata", "La Vespa me l'hanno rubata"), the German "mit Handball ist jetzt Schluss", the French
"j'ai raccroché la guitare", a German contract not renewed with "mein" left out ("Vertrag wurde nicht verlängert").
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
