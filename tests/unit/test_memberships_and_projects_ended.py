"""Many-valued facts given up or finished (issue 28, session 34; our own wording, found on bench/probe_many_valued.py,
whose first run ended none of its 8 clubs, 8 memberships, 8 courses and 8 projects):

- a membership, a subscription or a place in a group given up by its own verbs ("cancelled my … membership", "aus dem
  Verein ausgetreten", "ADAC-Mitgliedschaft gekündigt", "me he dado de baja de …", "Cancelei o …", "退会しました") ends the
  held fact that names the same thing, whatever words of membership it says ("has a membership at …" / "… Mitglied im
  …"); "left" and its kin only before a group's noun ("left the chess club", not "left the office at six");
- a project or a course finished ("finished the pottery course", "defendí la tesis", "Terminei o TCC", "ho finito il
  corso di …", "卒業論文、提出しました") ends the ongoing one it names; not a part of it ("finished chapter 3 of my
  novel"), nor a finish of something else ("finished dinner");
- each said "today" is no passing moment; a split negation ends the nearest doing it names ("Non faccio più X con la
  Y, … non li reggevo più");
- someone else's, a plan, a pause, another item of the same kind end nothing."""

import pytest

from mnemosyne_app import MemoryBrain
from mnemosyne_app.core.model import stopping
from tests.unit.test_fact_spans import RulesOnly, said


def _after(tmp_path, *messages):
    """The current facts after the messages in turn."""
    return _held_and_after(tmp_path, *messages)[1]


def _held_and_after(tmp_path, held, *messages):
    """The current facts after the held message, and after the messages in turn."""
    with MemoryBrain(tmp_path, scope="m", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", held)
        before = [f["text"] for f in brain.profile()["current"]]
        for k, message in enumerate(messages):
            said(brain, f"2024-0{k + 2}-01", message)
        return before, [f["text"] for f in brain.profile()["current"]]


@pytest.mark.parametrize("held, later, key", [
    ("I have a membership at FitFactory.", "Cancelled my FitFactory membership today, I never went. Any home workouts?",
     "FitFactory"),
    ("I'm in a chess club, the Knights of Leith.", "I left the Knights of Leith chess club last month. Where can I play online?",
     "Knights"),
    ("Ich bin Mitglied im ACE.", "Hab meine ACE-Mitgliedschaft gekündigt, ich fahre nur noch Rad.", "ACE"),
    ("Je suis bénévole à la Banque Alimentaire.", "J'ai arrêté le bénévolat à la Banque Alimentaire, plus le temps.",
     "Banque"),
    ("Faccio volontariato con l'Emergency.",
     "Non faccio più volontariato con l'Emergency, i turni di notte non li reggevo più. Idee per il weekend?", "Emergency"),
    ("Sou assinante da Netflix.", "Cancelei a Netflix, quase não via nada. Alguma série grátis?", "Netflix"),
    ("Estoy apuntada al gimnasio BodyMax.", "He cancelado lo del BodyMax, me pillaba lejos. ¿Una rutina para casa?", "BodyMax"),
    ("ゴールドジムの会員です。", "ゴールドジム、今月で退会しました。家でできる運動はありますか？", "ゴールドジム"),
    ("我是腾讯视频会员。", "腾讯视频到期了我没续，最近有啥好看的吗？", "腾讯视频"),
])
def test_a_membership_given_up_ends_the_one_it_names(tmp_path, held, later, key):
    before, current = _held_and_after(tmp_path, held, later)
    assert [c for c in before if key in c], before
    assert not [c for c in before if c in current], current


@pytest.mark.parametrize("held, later, key", [
    ("I'm taking a pottery course at the community centre.", "Finished the pottery course yesterday! What glaze should I buy?",
     "community"),
    ("Estoy escribiendo mi tesis sobre el olivo.", "¡Defendí la tesis el jueves! ¿Cómo hago un CV?", "olivo"),
    ("Faccio un corso di ceramica.", "Ho finito il corso di ceramica, stasera c'è la mostra. Che forno compro?", "ceramica"),
    ("Estou fazendo meu TCC sobre café.", "Terminei o TCC!!! Apresentei hoje. Como ponho no LinkedIn?", "fazendo"),
    ("修士論文を書いています。", "修士論文、さっき提出しました！！打ち上げの店を探して。", "修士論文"),
    ("Ich mache einen Spanischkurs an der VHS.", "Hab den Spanischkurs abgebrochen, keine Zeit mehr. Tipps für Podcasts?",
     "VHS"),
])
def test_a_project_or_course_finished_ends_the_ongoing_one(tmp_path, held, later, key):
    before, current = _held_and_after(tmp_path, held, later)
    assert [c for c in before if key in c], before
    assert not [c for c in before if c in current], current


@pytest.mark.parametrize("held, later, kept", [
    ("I'm writing a novel about lighthouses.", "Finished chapter 3 of my novel last night! How do I pace chapter 4?",
     "User is writing a novel about lighthouses"),
    ("I'm writing a novel about lighthouses.", "I finished dinner early and read a bit. Any tea recommendations?",
     "User is writing a novel about lighthouses"),
    ("I have a membership at FitFactory.", "My sister cancelled her FitFactory membership today. Should I too?",
     "User has a membership at FitFactory"),
    ("I have a membership at FitFactory.", "Thinking about cancelling my FitFactory membership, it's pricey.",
     "User has a membership at FitFactory"),
    ("I'm in the Knights of Leith chess club.", "I also joined a running club last week! Any beginner tips?",
     "User is in the Knights of Leith chess club"),
    ("I'm in the Knights of Leith chess club.", "I left the office at six and went straight to the Knights of Leith.",
     "User is in the Knights of Leith chess club"),
    ("Ich bin Mitglied im ACE.", "Mein Bruder ist aus dem ACE ausgetreten. Lohnt sich das noch?", "Der Nutzer ist Mitglied im ACE"),
    ("Faccio un corso di ceramica.", "Due settimane di pausa dal corso di ceramica, mi sono slogata il polso.",
     "L'utente fa un corso di ceramica"),
])
def test_what_is_no_ending_ends_nothing(tmp_path, held, later, kept):
    assert kept in _after(tmp_path, held, later)


@pytest.mark.parametrize("text, verb", [
    ("User left the book club", True),
    ("User left the office at six", False),
    ("O utilizador saiu do clube de leitura", True),
    ("O utilizador saiu do Rio ontem", False),
    ("L'utente è uscito dal lavoro alle sei", False),
    ("User finished the evening course", True),
    ("User finished dinner", False),
    ("User almost cancelled the gym membership", False),
])
def test_leaving_and_finishing_only_of_a_group_or_a_project(text, verb):
    assert bool(stopping.stop_said(text)) is verb


# The review's traps (session 34): a day's session cancelled, left or finished, another day's class, a subscription at
# the person's employer, a part or a draft, a condition, "还没续", someone named, a tooth broken off.
@pytest.mark.parametrize("held, later, kept", [
    ("I go to a yoga class on Tuesdays.", "I cancelled my yoga class today, too tired. Any stretches for bed?",
     "User goes to a yoga class on Tuesdays"),
    ("I go to the gym every day.", "Left the gym yesterday, it was way too packed. Best time to go?",
     "User goes to the gym every day"),
    ("I play for the Hawks rugby club.", "Left the club, so drunk lol 😂 how do I cure a hangover?",
     "User plays for the Hawks rugby club"),
    ("Je prends des cours de piano.", "J'ai fini le cours, je rentre à la maison. Une recette rapide ?",
     "L'utilisateur prend des cours de piano"),
    ("Ich mache einen Yogakurs am Dienstag.", "Hab den Yogakurs am Samstag gekündigt, zu früh. Dienstag reicht mir!",
     "Der Nutzer macht einen Yogakurs am Dienstag"),
    ("I work at Netflix as a designer.", "Cancelled my Netflix subscription lol, I get it free as staff.",
     "User works at Netflix as a designer"),
    ("I'm doing a French course at the Alliance.", "Once I've finished the French course I'll apply for jobs in Lyon.",
     "User is doing a French course at the Alliance"),
    ("J'écris un roman fantastique.", "J'ai terminé le roman… enfin, le premier jet 😅 comment on réécrit ?",
     "L'utilisateur écrit un roman fantastique"),
    ("卒業論文を書いています。", "卒業論文の第一章が書き終わりました！", "ユーザーは卒業論文を書いています"),
    ("我是腾讯视频会员。", "腾讯视频还没续，等双十一打折。", "用户是腾讯视频会员"),
    ("我在合唱团唱歌。", "小王退出了合唱团，我还在。", "用户在合唱团唱歌"),
    ("我在上日语课。", "日语课今天取消了，老师病了。", "用户在上日语课"),
])
def test_a_session_a_part_or_someone_elses_ends_nothing(tmp_path, held, later, kept):
    assert kept in _after(tmp_path, held, later)


@pytest.mark.parametrize("message", [
    "I cancelled lunch with Sarah today, not in the mood.",
    "Hoy cancelé la reunión con mi jefe, estaba agotada.",
    "Mir ist gestern ein Zahn abgebrochen.",
    "我的航班取消了，好烦。",
    "今天的班上完了，回家睡觉。",
])
def test_a_passing_cancellation_is_no_fact(tmp_path, message):
    with MemoryBrain(tmp_path, scope="n", extractor=RulesOnly(), embedder="none") as brain:
        said(brain, "2024-01-01", message)
        assert [f["text"] for f in brain.profile()["current"]] == []
