"""A stop, a loss or a sale ends the fact that holds the thing (issue 28, "old fact still current";
core/model/stopping.py, core/write/stopped.py): by the stop's verb and its object matched to a current
fact, whatever follows the stop (a reason, a time), in the languages that drop the subject or put the
object first too. Each ending failed before the rule; the controls (someone else's stop, a plan, a
habit, a question, another thing stopped) keep the old fact."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model.llama_extractor import LlamaExtractor
from mnemosyne_app.core.model.statements import statements
from tests.unit.test_fact_spans import said
from tests.unit.test_stopped_doing import current_and_asked


@pytest.mark.parametrize("messages, old", [
    # a negation followed by its reason or its time: the old fact never says why
    (["I play the cello in a string quartet.", "I don't really play the cello anymore, no time."],
     "User plays the cello in a string quartet"),
    (["Je fais de l'escalade le samedi.", "Je ne fais plus d'escalade depuis ma blessure au dos."],
     "L'utilisateur fait de l'escalade le samedi"),
    (["Jogo vôlei às sextas.", "Não jogo mais vôlei, machuquei o ombro."], "O utilizador joga vôlei às sextas"),
    # ... with its object put first
    (["Ich spiele Posaune in einer Blaskapelle.", "Posaune spiele ich nicht mehr, mir fehlt die Puste."],
     "Der Nutzer spielt Posaune in einer Blaskapelle"),
    # a stop said by its verb: its object alone names the doing
    (["I'm learning Korean on an app.", "I gave up on Korean after a year."], "User is learning Korean on an app"),
    (["J'apprends le russe.", "J'ai laissé tomber le russe."], "L'utilisateur apprend le russe"),
    (["Suono la chitarra in una band.", "Ho smesso con la chitarra, ora faccio yoga."],
     "L'utente suona la chitarra in una band"),
    (["Ich arbeite als Kellner im Café Einstein.", "Hab zum 1. Mai im Café Einstein aufgehört."],
     "Der Nutzer arbeitet als Kellner im Café Einstein"),
    # a thing sold by its name, a reason after it
    (["Tengo un Renault Clio.", "Al final vendí el Clio, no me compensaba."], "El usuario tiene un Renault Clio"),
    # Chinese and Japanese, the subject dropped and the thing put first
    (["我在学二胡。", "二胡不再学了，太难了。"], "用户在学二胡"),
    (["我每天骑摩托车上班。", "摩托车昨天在公司楼下被偷了。"], "用户每天骑摩托车上班"),
    (["バイオリンを習っています。", "バイオリンはもうやめました。"], "ユーザーはバイオリンを習っています"),
    (["スクーターで通勤しています。", "駐輪場でスクーターを盗まれてしまって。"], "ユーザーはスクーターで通勤しています"),
    # a pet by its name, of a fact no rule placed (an animal no rule knows)
    (["Wir haben einen Axolotl namens Kurt.", "Kurt ist leider gestorben."], "Der Nutzer hat einen Axolotl namens Kurt"),
    # a pet run away, by its name, as a dead one
    (["Tengo un gato, Tigre.", "Tigre se escapó el lunes y no ha vuelto."], "El usuario tiene un gato, Tigre"),
    # a car sold by its name and replaced in the same message: the new one reaches only the cars a rule placed
    (["Tenho um Corcel 1978.", "Vendi o Corcel e comprei uma bicicleta elétrica."], "O utilizador tem um Corcel 1978"),
    # the verb of the state stopped is matched as its object is ("mora" was left out as naming nothing, so
    # one word was left, too few to end by)
    (["Moro com a minha avó.", "Não moro mais com a minha avó, aluguei um quarto no centro."],
     "O utilizador mora com a sua avó"),
    # "und" is a word of grammar, not one the old fact must say
    (["Ich bin seit drei Jahren mit Lukas zusammen.", "Lukas und ich sind nicht mehr zusammen."],
     "Der Nutzer ist seit drei Jahren mit Lukas zusammen"),
    # the thing told lost as the subject, no person said: a fact holding its name makes it the person's
    (["I drive a 2015 Skoda Octavia.", "The Octavia's gone, sold it last month."], "User drives a 2015 Skoda Octavia"),
    (["Vado in ufficio con la mia Lambretta.", "La Lambretta me l'hanno rubata ieri."], "L'utente va in ufficio con la sua Lambretta"),
    (["Ho una Punto del 2008.", "Venduta la Punto, adesso vado in bici."], "L'utente ha una Punto del 2008"),
])
def test_a_stop_of_the_persons_ends_the_fact_holding_the_thing(tmp_path, messages, old):
    current, asked = current_and_asked(tmp_path, [messages[0]])
    assert old in current  # (the control of the test itself: the old fact was kept)
    current, asked = current_and_asked(tmp_path / "after", messages)
    assert old not in current and old not in asked


def test_a_car_sold_named_by_its_class_ends_the_one_car_fact(tmp_path):
    current, _ = current_and_asked(tmp_path, ["我有一辆特斯拉Model Y。", "车上周卖掉了。"])
    assert "用户有一辆特斯拉Model Y" not in current


def test_a_negation_guessed_of_work_naming_every_word_of_the_workplace_ends_it(tmp_path):
    # (it was asked: "banca" is no name, and only a name made a guessed ending sure)
    current, asked = current_and_asked(tmp_path, ["Faccio l'impiegata in banca a Bologna.",
                                                  "Da ottobre non lavoro più in banca: ho aperto una libreria."])
    assert not [f for f in current + asked if "impiegata" in f]


@pytest.mark.parametrize("messages, old", [
    # someone else's stop
    (["I play the cello in a string quartet.", "My brother quit the cello last year."],
     "User plays the cello in a string quartet"),
    (["我在学二胡。", "我弟弟二胡不再学了。"], "用户在学二胡"),
    # a plan, a habit, a question
    (["I'm learning Korean on an app.", "I'm thinking about giving up Korean."], "User is learning Korean on an app"),
    (["I cycle to work.", "Every winter I stop cycling for a few months."], "User cycles to work"),
    (["Tengo un Renault Clio.", "¿Debería vender el Clio?"], "El usuario tiene un Renault Clio"),
    # another thing stopped, or something else lost
    (["I'm learning Korean on an app.", "I gave up on sugar after Christmas."], "User is learning Korean on an app"),
    (["I play chess at a club.", "I lost my match on Sunday."], "User plays chess at a club"),
    # what follows the stop is not what stopped
    (["I swim at the lake in summer.", "I don't play tennis anymore, I swim at the lake instead."],
     "User swims at the lake in summer"),
    # a death by a name the old fact gives someone, not as a pet's name
    (["Wir haben einen Axolotl namens Kurt.", "Peter ist leider gestorben."], "Der Nutzer hat einen Axolotl namens Kurt"),
])
def test_a_stop_that_is_not_the_persons_or_not_of_the_thing_ends_nothing(tmp_path, messages, old):
    current, asked = current_and_asked(tmp_path, messages)
    assert old in current and old not in asked


def test_a_car_sold_named_by_its_class_when_two_are_held_is_asked(tmp_path):
    current, asked = current_and_asked(tmp_path, ["我有一辆特斯拉Model Y。", "我还有一辆宝马X5。", "车上周卖掉了。"])
    held = [f for f in current if "特斯拉" in f or "宝马" in f]
    assert len(held) == 2 and set(held) <= set(asked)  # (neither ended, both asked: which car was sold?)


class _YesThenNo(LlamaExtractor):
    """The real rules; the model answers yes to every unplaced statement of the first message and no
    to every later one (as gemma answered no to "El usuario ya no juega al pádel, me lesioné la rodilla")."""

    def __init__(self):
        super().__init__()
        self.answer = "yes"

    def complete(self, statement):
        return self.answer


def _current_after_model_no(tmp_path, messages: list[str]) -> list[str]:
    extractor = _YesThenNo()
    with MemoryBrain(tmp_path, scope="m", extractor=extractor, embedder="none") as brain:
        for n, text in enumerate(messages):
            said(brain, f"2024-0{n + 1}-01", text)
            extractor.answer = "no"
        return [f["text"] for f in brain.profile()["current"]]


@pytest.mark.parametrize("messages, old", [
    (["Juego al pádel los martes.", "Ya no juego al pádel, me lesioné la rodilla."], "El usuario juega al pádel los martes"),
    (["I'm learning Korean on an app.", "I gave up on Korean after a year."], "User is learning Korean on an app"),
    (["我每周打羽毛球。", "膝盖受伤以后就不打羽毛球了。"], "用户每周打羽毛球"),
])
def test_the_persons_stop_ends_the_old_fact_whatever_the_model_answers(tmp_path, messages, old):
    assert old not in _current_after_model_no(tmp_path, messages)


@pytest.mark.parametrize("messages, old", [
    # someone else's stop ends nothing of the person's, however it is kept
    (["Juego al pádel los martes.", "Mi hermano ya no juega al pádel."], "El usuario juega al pádel los martes"),
    (["I'm learning Korean on an app.", "My sister gave up on Korean."], "User is learning Korean on an app"),
])
def test_someone_elses_stop_ends_nothing_whatever_the_model_answers(tmp_path, messages, old):
    assert old in _current_after_model_no(tmp_path, messages)


@pytest.mark.parametrize("message", ["胃受不了。", "天气不好了。"])
def test_a_chinese_negation_that_stops_no_doing_is_still_asked_of_the_model(message):
    assert all(s.needs_model for s in statements(message) if s.attribute is None)


def test_a_retirement_said_beside_a_portuguese_question_with_a_c_cedilla_ends_the_job(tmp_path):
    # ("por onde começo?": its "ç" made the message French, and "Me aposentei" no one's clause)
    current, _ = current_and_asked(tmp_path, ["Trabalho numa escola como professor.",
                                              "Me aposentei mês passado!! Quero fazer cerâmica, por onde começo?"])
    assert "O utilizador trabalha numa escola como professor" not in current
    assert "O utilizador se aposentou mês passado" in current


@pytest.mark.parametrize("message, new_state", [
    # the new state said beside the stop, by a verb of doing the tables did not know, or as speech writes it
    ("Ho smesso con la chitarra, ora canto in un coro.", "L'utente ora canta in un coro"),
    ("Parei com o futebol. Agora tô nadando três vezes por semana.", "O utilizador agora está nadando três vezes por semana"),
])
def test_the_new_state_said_beside_a_stop_is_its_own_statement(message, new_state):
    assert new_state in [s.text for s in statements(message)]


@pytest.mark.parametrize("messages, old", [
    # a retirement, when no rule placed the work: the one fact said by a verb of working ends
    (["I've been a bus driver in Glasgow for 25 years.", "Retired last Friday after 25 years!"],
     "User has been a bus driver in Glasgow for 25 years"),
    (["中学で英語を教えています。", "この春、定年退職しました。"], "ユーザーは中学で英語を教えています"),
])
def test_a_retirement_ends_the_work_said_by_a_verb_of_working(tmp_path, messages, old):
    current, asked = current_and_asked(tmp_path, messages)
    assert old not in current and old not in asked


def test_a_retirement_with_two_facts_said_by_a_verb_of_doing_asks(tmp_path):
    # (neither placed as work: which of them the retirement ended is the person's to say)
    current, asked = current_and_asked(tmp_path, ["ジムでヨガをしています。", "図書館でボランティアをしています。", "この春、定年退職しました。"])
    for doing in ("ユーザーはジムでヨガをしています", "ユーザーは図書館でボランティアをしています"):
        assert doing in current and doing in asked


def test_a_retirement_ends_the_teaching_placed_as_work_and_keeps_the_pastime(tmp_path):
    # (teaching at a school is placed as the job, core/model/work_vehicle_home.py: ended surely, and the
    # yoga, no work left to guess between, is neither ended nor asked)
    current, asked = current_and_asked(tmp_path, ["中学で英語を教えています。", "ジムでヨガをしています。", "この春、定年退職しました。"])
    assert "ユーザーは中学で英語を教えています" not in current
    assert "ユーザーはジムでヨガをしています" in current and not asked


@pytest.mark.parametrize("messages, old", [
    (["I've been a vegan for years.", "Retired last Friday after 25 years!"], "User has been a vegan for years"),
])
def test_a_retirement_ends_no_fact_that_is_not_work(tmp_path, messages, old):
    current, asked = current_and_asked(tmp_path, messages)
    assert old in current and old not in asked


@pytest.mark.parametrize("messages, old", [
    (["I live in Leeds.", "I don't live with my parents anymore."], "User lives in Leeds"),
    (["Moro com a minha avó.", "Não moro mais em Lisboa."], "O utilizador mora com a sua avó"),
    (["I work at Acme.", "I no longer work on weekends."], "User works at Acme"),
])
def test_a_negation_of_the_same_verb_with_another_object_ends_nothing(tmp_path, messages, old):
    # (where the person lives may still be asked of, by the residence's own rule: supersede.py)
    current, _ = current_and_asked(tmp_path, messages)
    assert old in current


def test_a_thing_told_lost_that_no_fact_holds_ends_nothing(tmp_path):
    current, asked = current_and_asked(tmp_path, ["I drive a 2015 Skoda Octavia.", "The Fabia's gone, my sister sold it."])
    assert "User drives a 2015 Skoda Octavia" in current and not asked
