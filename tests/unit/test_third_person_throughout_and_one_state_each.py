"""A fact says the person in the third person throughout, and one fact is one state: no "ma compagne",
"wir haben", "que je" or te-form fragment left inside a kept fact, a household's "we" after a comma its own
fact, someone else's clause or wish not glued to the person's or kept as theirs
(core/model/normalise.py, clauses.py, others.py, passing.py)."""

from __future__ import annotations

from mnemosyne_app.core.model.normalise import _de_third
from mnemosyne_app.core.model.statements import statements


def _texts(message: str) -> list[str]:
    return [s.text for s in statements(message)]


# -- the household's "we": the rest of its clause is the person's words too ----------------------

def test_a_french_household_we_says_the_persons_partner_in_the_third_person():
    # ("on vit à Brest" is a home since session 27: the partner lived with is a fact of its own, as after "je vis à")
    assert _texts("On vit à Brest avec ma copine.") == ["L'utilisateur vit à Brest", "L'utilisateur vit avec sa copine"]


def test_a_spanish_household_we_says_our_as_theirs():
    assert "El usuario vive en Cádiz con sus dos gatos" in _texts("Vivimos en Cádiz con nuestros dos gatos.")


def test_an_italian_household_we_says_our_as_theirs():
    assert "L'utente ha adottato un cane per sua figlia" in _texts("Abbiamo adottato un cane per nostra figlia.")


def test_a_portuguese_household_we_says_my_as_theirs():
    assert "O utilizador mora em Braga com sua mãe" in _texts("Moramos em Braga com minha mãe.")


def test_a_french_couples_plural_participle_is_said_of_one_person():
    assert "L'utilisateur s'est installé à Colmar" in _texts("On s'est installés à Colmar.")


def test_someone_elses_partner_is_left_as_said():
    assert _texts("Mon voisin habite à Brest avec sa copine.") == ["Le voisin de l'utilisateur habite à Brest avec sa copine"]


# -- a second statement after a comma, opened on the household's "we" -----------------------------

def test_a_french_on_after_a_comma_is_a_fact_of_its_own():
    assert _texts("Je suis pacsé avec Hugo depuis 2021, on a un fils.") == [
        "L'utilisateur est pacsé avec Hugo depuis 2021", "L'utilisateur a un fils"]


def test_a_french_on_after_a_couples_clause_is_a_fact_of_its_own():
    texts = _texts("Ma femme et moi sommes instituteurs, on vit près de Dijon.")
    assert "L'utilisateur vit près de Dijon" in texts
    assert not any(", on " in t for t in texts)


def test_a_german_wir_after_a_comma_is_a_fact_of_its_own():
    texts = _texts("Meine Freundin Mia und ich wohnen in Kassel, wir haben einen Hund, Bruno.")
    assert "Der Nutzer hat einen Hund, Bruno" in texts
    assert not any("wir" in t for t in texts)


def test_an_impersonal_on_stays_no_fact_of_the_persons():
    assert not any("dit" in t for t in _texts("Je travaille chez Decathlon, on dit que c'est une bonne boîte."))


# -- someone named with a verb of their own, after a comma: their clause, not the person's -----------

def test_a_german_clause_of_someone_named_is_not_glued_to_the_persons():
    texts = _texts("Nach der Scheidung wohne ich in Jena, Bello ist bei mir geblieben.")
    assert not any("Bello" in t and "Jena" in t for t in texts)


# -- a German verb in -eln keeps its "e" in the third person ----------------------------------------

def test_a_german_verb_in_eln_keeps_its_e():
    assert [_de_third(v) for v in ("pendle", "sammle", "segle", "bastle")] == ["pendelt", "sammelt", "segelt", "bastelt"]


def test_a_german_verb_with_a_double_l_or_a_vowel_before_le_stays_regular():
    assert [_de_third(v) for v in ("stelle", "wähle", "fühle")] == ["stellt", "wählt", "fühlt"]


def test_a_german_commute_fact_is_spelt_right():
    assert "Der Nutzer pendelt jeden Morgen nach Ulm" in _texts("Ich pendle jeden Morgen nach Ulm.")


# -- someone else's wish that the person do something: no fact ---------------------------------------

def test_a_french_wish_of_someone_else_for_the_person_is_no_fact():
    assert _texts("Mon fils voudrait que je déménage près de chez lui.") == []


def test_a_spanish_wish_of_someone_else_for_the_person_is_no_fact():
    assert _texts("Mi hermana quiere que me mude a Bilbao.") == []


def test_an_italian_wish_of_someone_else_for_the_person_is_no_fact():
    assert _texts("Mia madre vorrebbe che io tornassi a Lecce.") == []


def test_a_portuguese_wish_of_someone_else_for_the_person_is_no_fact():
    assert _texts("A minha mãe quer que eu volte para Faro.") == []


def test_a_chinese_wish_of_someone_else_for_the_person_is_no_fact():
    assert _texts("我爸一直想让我考公务员") == []


def test_a_wish_of_someone_else_for_themselves_is_left_to_the_rules():
    # (not the person as the one to act: the rule does not apply; the person's own fact beside it stays)
    assert "L'utilisateur est infirmier" in _texts("Je suis infirmier. Mon fils voudrait qu'on parte en vacances.")


# -- Chinese: a clause with no subject after "X让我…" is the person's doing, if told as done ------------

def test_a_chinese_clause_after_a_request_made_of_the_person_is_theirs_when_done():
    assert "用户现在每天走一万步了" in _texts("教练让我多走路，现在每天走一万步了。")


def test_a_chinese_clause_after_a_request_is_no_ones_when_not_told_as_done():
    texts = _texts("教练让我多走路，说对膝盖好。")
    assert not any(t.startswith(("教练说", "用户说")) for t in texts)


def test_a_chinese_clause_after_someone_elses_with_only_my_home_in_it_is_theirs():
    assert _texts("表姐失业了，这几天一直住我家。") == []


def test_a_chinese_clause_of_the_persons_own_with_my_home_in_it_stays():
    assert "用户搬到我家附近的小区了".replace("我", "用户") in _texts("我搬到我家附近的小区了")


# -- Japanese: a clause cut at its te-form takes the sentence's past -------------------------------

def test_a_japanese_te_form_before_a_past_is_past():
    texts = _texts("保育園を辞めて、春から塾の講師になりました。")
    assert "ユーザーは保育園を辞めた" in texts
    assert not any(t.endswith("て") for t in texts)


def test_a_japanese_te_form_before_a_plan_is_not_said_as_done():
    assert not any(t.endswith("辞めた") for t in _texts("保育園を辞めて、塾の講師になる予定です。"))


def test_a_japanese_without_doing_stays_as_said():
    assert not any("ないだ" in t for t in _texts("朝ごはんを食べないで、会社に行きました。"))


# -- a bare owned noun said beside "I" is no fact -----------------------------------------------------

def test_an_italian_couple_spelt_out_after_the_verb_is_no_fact_of_its_own():
    assert _texts("Viviamo a Lecce, io e mia moglie.") == ["L'utente vive a Lecce"]


# -- a fronted clause with no comma is not cut at a noun that looks like the person's verb ------------

def test_an_italian_noun_after_a_preposition_is_no_verb_of_the_persons():
    texts = _texts("Da quando mi sono trasferito a Parma per studio mi manca la famiglia.")
    assert "L'utente si è trasferito a Parma per studio" in texts
    assert not any("studia" in t for t in texts)


def test_a_spanish_noun_after_an_article_is_no_verb_of_the_persons():
    texts = _texts("Desde que dejé el trabajo me dedico a la cerámica.")
    assert not any("trabaja" in t for t in texts)


def test_a_fronted_clause_is_still_cut_before_the_persons_own_verb():
    assert "El usuario va en bici" in _texts("Desde que vendí la moto voy en bici.")


def test_a_japanese_te_form_before_now_is_what_was_done_first():
    texts = _texts("退職金でミシンを買って、今は家で洋服を作っています。")
    assert "ユーザーは退職金でミシンを買った" in texts
    assert not any(t.endswith("買って") for t in texts)


def test_a_japanese_te_form_before_an_ongoing_present_is_left_ongoing():
    assert "ユーザーは神戸に住んでいます" in _texts("神戸に住んでいて、薬剤師をしています。")


# -- Italian: an object put first and taken up by a clitic opens a clause of its own ------------------

def test_an_italian_object_taken_up_by_a_clitic_is_not_glued_to_the_clause_before():
    texts = _texts("Mi sono messo in proprio e adesso i progetti li firmo io.")
    assert not any("firmo" in t or " li " in t for t in texts)


def test_an_italian_plain_second_clause_of_the_persons_is_still_its_own_fact():
    assert "L'utente lavora a Pisa" in _texts("Ho cambiato casa e lavoro a Pisa.")
