"""A stop ends the thing it names, not another that shares its verb or its maker's name (session 37).

- A car sold or stolen is no workplace left, though the maker is both a car and an employer: "sold my BMW" left
  "works at BMW in Munich" ended before. A job is still left in words of work, and the car itself still ends.
- A language stopped is that language: "stopped learning Korean" ended "is learning Japanese" before, by the verb
  both share. The language named still ends.
- A pet grown up is still had: "My cats are no longer kittens", "Mis perros ya no son cachorros" ended the pets
  before, by the rules' negation or the meaning stage's "a pet gone". A pet no longer had still ends.
- Found by an adversarial hunt (652 pairs in eight languages, 48 wrong endings on the code before):
  - shares sold are no car: "sold my Tesla shares", "BMW-Aktien verkauft", "把比亚迪的股票卖了" ended the car;
  - an allergy denied is to its allergen: "nicht mehr allergisch gegen Pollen" ended "allergisch gegen Nüsse" by
    their "gegen", "グルテンのアレルギーはない" ended "ダニのアレルギー" by their "アレルギー";
  - someone else's stop is theirs: "My boyfriend quit smoking", "用户的妈不抽烟了" ended "User smokes";
  - a way of going is its own kind: "fahre nicht mehr mit der U-Bahn" ended "fährt mit dem Rad" (the verb "fahren"
    read as a car). The vehicle is still the way the person gets around (issue 28's "a possession sold and replaced
    by another way of getting around"): "I no longer drive to work, I take the train now" ends the car, as three
    case writers expect ("These days I take the bus to work" ends "drives a Honda Jazz");
  - a stay of a week or for work is no home: "Estoy una semana en Berlín por trabajo" ended "vive en Valencia";
  - a provider switched as its customer is no workplace: "Je ne suis plus client Orange, je suis passé chez Free",
    "Handyvertrag zu O2 gewechselt" ended work at Orange and Vodafone;
  - a pet lost "but found" the same day is still had: "Max ran away yesterday but we found him this morning";
  - a place left at a time of the day is no work or home left: "left St Mary's hospital at 8 after a night shift",
    "周末离开深圳去香港玩了";
  - a pause of a week is no stop: "这周不练瑜伽了"; a roof box sold is no car sold ("Dachbox von meinem Auto");
  - what goes on is not what stopped: "Não toco mais violão, só bateria agora" ended the drums (cut at "mais").
- Guarded after a second review (320 new pairs; 19 regressions of the first try, mended): an age is no hour ("left
  Google at 35"), a leaving for good is one whatever the hour ("pour de bon vendredi à 17h"), a Chinese stop from
  today on is no pause ("从今天起我不练瑜伽了"), a job with "customer" in it is work ("customer success manager at
  Vodafone", "conseiller client chez Free"), a change of carrier beside a new job ends the old job, a pet "found
  dead" is gone, a car sold with its roof box is sold; and a car named by its make still ends when the new way of
  going is public transport ("Ya no tengo el Ibiza, ahora voy en metro").
- Missed endings the hunt showed, mended: a stop opened by a word of candour ("La verdad es que ya no hablo alemán",
  "A dire il vero non parlo più tedesco", "Pra ser sincero não falo mais alemão") was dropped whole; a goldfish that
  died ended nothing outside English ("Mon poisson rouge est mort", "Mein Goldfisch ist gestorben"), and "mon poisson
  rouge" is said whole ("Le poisson rouge de l'utilisateur", not "Le poisson de l'utilisateur rouge").
"""

import pytest

from tests.unit.test_memberships_and_projects_ended import _held_and_after


@pytest.mark.parametrize("held, later, kept", [
    ("I work at BMW in Munich.", "I sold my BMW last week and bought a Skoda.", "BMW"),
    ("Je travaille chez Renault à Flins.", "On m'a volé ma Renault devant la gare.", "Renault"),
    ("Ich arbeite bei Opel in Rüsselsheim.", "Ich habe meinen Opel verkauft.", "Opel"),
    ("Trabajo en Seat en Martorell.", "Vendí mi Seat el mes pasado.", "Seat"),
    ("I'm learning Japanese.", "I stopped learning Korean last year, too hard.", "Japanese"),
    ("J'apprends l'espagnol.", "J'ai arrêté d'apprendre l'allemand.", "espagnol"),
    ("Ich lerne Italienisch.", "Ich lerne kein Spanisch mehr.", "Italienisch"),
    ("I have two cats.", "My cats are no longer kittens, what food should they eat now?", "cats"),
    ("I have a kitten named Mochi.", "Mochi is no longer a kitten, she turned one!", "Mochi"),
    ("Tengo dos perros, Toby y Luna.", "Mis perros ya no son cachorros, ¡ya tienen dos años!", "Toby"),
    ("Ho un cucciolo, Rocco.", "Rocco non è più un cucciolo, ormai ha due anni.", "Rocco"),
    ("Tenho um filhote, o Thor.", "O Thor já não é filhote, tem um ano.", "Thor"),
    ("我养了一只小猫叫咪咪。", "咪咪已经不是小猫了，长得好胖。", "咪咪"),
    ("我有两只狗。", "我家狗狗已经不是小狗了，该换什么狗粮？", "狗"),
    ("I drive a Tesla Model 3.", "I sold my Tesla shares last week, was that dumb?", "Tesla"),
    ("Ich habe einen BMW.", "Ich habe meine BMW-Aktien verkauft. War das Panik?", "BMW"),
    ("我开一辆比亚迪。", "我把比亚迪的股票卖了，是不是太慌了？", "比亚迪"),
    ("J'ai une Renault Clio.", "J'ai vendu mes actions Renault après les résultats. J'ai paniqué ?", "Clio"),
    ("Ich bin allergisch gegen Nüsse.", "Ich bin nicht mehr allergisch gegen Pollen nach der Hyposensibilisierung!", "Nüsse"),
    ("Sono allergica alle noci.", "Non sono più allergica al polline dopo il vaccino!", "noci"),
    ("Je suis allergique aux noix et aux crustacés.", "Je ne suis plus allergique aux crustacés d'après mon médecin !",
     "noix"),
    ("ダニのアレルギーがあります。", "グルテンのアレルギーはないと検査でわかりました。", "ダニ"),
    ("I smoke.", "My boyfriend quit smoking, should I reward him?", "smokes"),
    ("Je fume.", "Mon copain a arrêté de fumer, je lui offre quoi ?", "fume"),
    ("我抽烟。", "我妈不抽烟了，医生让她戒的。我是不是也该戒？", "抽烟"),
    ("タバコを吸います。", "彼氏がタバコをやめました！ご褒美は何がいい？", "タバコ"),
    ("Ich fahre mit dem Rad zur Arbeit.", "Ich fahre nicht mehr mit der U-Bahn, zu viele Streiks.", "Rad"),
    ("Ich fahre mit dem Bus zur Arbeit.", "Ich fahre nicht mehr mit dem Rad, seit es mir geklaut wurde.", "Bus"),
    ("Ich fahre mit dem Rad zur Arbeit.", "Ich fahre kein Motorrad mehr, zu gefährlich.", "Rad"),
    ("Ich fahre einen Opel Corsa.", "Ich fahre nicht mehr mit dem Bus, zu teuer. Wo parke ich günstig?", "Corsa"),
    ("韓国語を勉強しています。", "中国語の勉強はやめました。韓国語のおすすめの教材は？", "韓国語"),
    ("Soy profe de inglés en una academia de Málaga, Academia Sol.",
     "Ya no estoy en la academia, ahora doy inglés en el IES Playamar de Torremolinos.", "Academia Sol"),
    ("Ich wohne in Köln.", "Ich bin gerade eine Woche auf Dienstreise in Berlin. Wo kann man abends gut essen?", "Köln"),
    ("Vivo en Valencia.", "Estoy una semana en Berlín por trabajo. ¿Dónde como?", "Valencia"),
    ("Vivo a Bari.", "Sono a Berlino una settimana per lavoro. Dove mangio?", "Bari"),
    ("Moro em Porto Alegre.", "Tô em Berlim uma semana a trabalho. Onde como?", "Porto Alegre"),
    ("Je travaille chez Orange.", "Je ne suis plus client Orange, je suis passé chez Free. C'est bien ?", "Orange"),
    ("Ich arbeite bei Vodafone.", "Ich habe meinen Handyvertrag zu O2 gewechselt, viel günstiger.", "Vodafone"),
    ("Ich arbeite bei der Telekom.", "Ich bin kein Telekom-Kunde mehr, bin zu Vodafone gewechselt.", "Telekom"),
    ("I have a dog named Max.", "Max ran away yesterday but we found him this morning! How do I stop it?", "Max"),
    ("Ich habe einen Hund namens Bello.", "Bello ist gestern weggelaufen, aber wir haben ihn heute früh gefunden!", "Bello"),
    ("Tenho um cachorro chamado Bob.", "O Bob fugiu ontem mas achamos ele hoje cedo! Como evito isso?", "Bob"),
    ("I work as a nurse at St Mary's hospital.", "I left St Mary's hospital at 8 this morning after a night shift.",
     "nurse"),
    ("我住在北京。", "早上6点离开北京去赶飞罗马的航班，先看什么？", "北京"),
    ("我住在深圳。", "周末离开深圳去香港玩了，晚上去哪？", "深圳"),
    ("我练瑜伽。", "这周不练瑜伽了，腰扭了。有什么温和的拉伸？", "瑜伽"),
    ("Ich habe einen VW Golf.", "Ich habe die Dachbox von meinem Auto verkauft. Tipps zum leichten Packen?", "Golf"),
    ("Ich habe eine Katze namens Mia.", "Mia ist gestern weggelaufen, aber wir haben sie heute früh im Keller gefunden.",
     "Mia"),
    ("Toco violão e bateria.", "Não toco mais violão, só bateria agora. Um bom pad de estudo?", "bateria"),
])
def test_another_thing_of_the_same_word_stays(tmp_path, held, later, kept):
    before, current = _held_and_after(tmp_path, held, later)
    assert [c for c in before if kept in c], before
    assert [c for c in before if kept in c][0] in current, current


@pytest.mark.parametrize("held, later, key", [
    ("I drive a BMW.", "I sold my BMW last week.", "BMW"),
    ("Je roule en Renault Clio.", "J'ai vendu ma Renault Clio.", "Clio"),
    ("I speak Spanish and Italian.", "I don't speak Italian anymore, I forgot it all.", "Italian"),
    ("I'm learning Japanese.", "I stopped learning Japanese last year, too hard.", "Japanese"),
    ("I work at BMW in Munich.", "I quit my job at BMW last month.", "BMW"),
    ("I have a kitten named Mochi.", "I no longer have Mochi, she went to live with my sister.", "Mochi"),
    ("Tengo dos perros, Toby y Luna.", "Toby murió la semana pasada.", "Toby"),
    ("I drive a Tesla Model 3.", "I sold my Tesla last week, was that dumb?", "Tesla"),
    ("Ich bin allergisch gegen Nüsse.", "Ich bin nicht mehr allergisch gegen Nüsse, der Test war negativ!", "Nüsse"),
    ("Sono allergica alle noci.", "Non sono più allergica alle noci!", "noci"),
    ("ダニのアレルギーがあります。", "ダニのアレルギーはもうありません。", "ダニ"),
    ("I smoke.", "I quit smoking last month!", "smokes"),
    ("My husband is vegan.", "My husband is no longer vegan, he eats fish now.", "vegan"),
    ("I drive a Golf.", "I sold my Golf, I take the train now.", "Golf"),
    ("I drive a Golf.", "I no longer drive to work, I take the train now. Is a season ticket worth it?", "Golf"),
    ("I drive a Honda Jazz.", "These days I take the bus to work, it's cheaper.", "Jazz"),
    ("Ich wohne in Köln.", "Seit einer Woche wohne ich in Berlin!", "Köln"),
    ("Je travaille chez Orange.", "J'ai quitté Orange, je suis passé chez Free comme technicien.", "Orange"),
    ("I have a dog named Max.", "Max died, we found him this morning.", "Max"),
    ("I have a dog named Max.", "Max ran away, but we found him dead on the road.", "Max"),
    ("I work as a nurse at St Mary's hospital.", "I left St Mary's hospital last month, I work at a clinic now.", "nurse"),
    ("我住在北京。", "我离开北京了，现在住在成都。", "北京"),
    ("Ich habe einen VW Golf.", "Ich habe mein Auto verkauft.", "Golf"),
    ("Toco violão e bateria.", "Não toco mais violão, só bateria agora.", "violão"),
    ("I work at Google.", "I left Google at 35 to start my own bakery.", "Google"),
    ("I work at Tesco.", "I left Tesco for the last time at 6pm yesterday, twelve years there.", "Tesco"),
    ("Je suis infirmière à Necker.", "J'ai quitté Necker pour de bon vendredi à 17h, j'ai rendu mon badge.", "Necker"),
    ("我练瑜伽。", "从今天起我不练瑜伽了，彻底放弃。", "瑜伽"),
    ("我抽烟。", "今天开始我不抽烟了。", "抽烟"),
    ("I work at Tesco.", "I'm a customer success manager at Vodafone now, left Tesco in March.", "Tesco"),
    ("Je travaille à la Fnac.", "Je suis conseiller client chez Free maintenant, j'ai quitté la Fnac.", "Fnac"),
    ("ソニーで働いています。", "携帯会社を楽天モバイルに変えて、ソニーも辞めてドコモに転職しました。", "ソニー"),
    ("Je fume.", "Mon copain a arrêté de fumer en mai et moi aussi la semaine dernière.", "fume"),
    ("Tenho um cachorro chamado Thor.", "O Thor fugiu ontem mas achamos ele morto na estrada.", "Thor"),
    ("Ho una Volvo V60.", "Ho venduto la Volvo insieme al box da tetto.", "Volvo"),
    ("I drive a Golf.", "I sold the Golf and the roof box.", "Golf"),
    ("Ich fahre einen Passat.", "Ich fahre nicht mehr mit dem Passat, sondern mit der S-Bahn.", "Passat"),
    ("Conduzco un Seat Ibiza.", "Ya no tengo el Ibiza, ahora voy en metro a todas partes.", "Ibiza"),
    ("I smoke.", "My girlfriend quit smoking in May and I finally stopped too last week.", "smokes"),
    ("Ich habe einen Kater namens Felix.", "Felix ist weggelaufen, aber wir haben ihn leider tot am Straßenrand gefunden.",
     "Felix"),    ("韓国語を勉強しています。", "韓国語の勉強はやめました。", "韓国語"),
    ("Hablo inglés y alemán.", "La verdad es que ya no hablo alemán, se me ha olvidado todo.", "alemán"),
    ("Vivo en Madrid.", "Sinceramente, ya no vivo en Madrid, me mudé a Sevilla.", "Madrid"),
    ("Parlo inglese e tedesco.", "A dire il vero non parlo più tedesco, ho dimenticato tutto.", "tedesco"),
    ("Falo inglês e alemão.", "Pra ser sincero não falo mais alemão, esqueci tudo.", "alemão"),
    ("我会说英语和德语。", "说实话德语我已经不会说了，全忘了。", "德语"),
    ("J'ai un poisson rouge.", "Mon poisson rouge est mort ce matin :( Comment l'annoncer à mon fils ?", "poisson"),
    ("Ich habe einen Goldfisch.", "Mein Goldfisch ist heute Morgen gestorben :( Wie sage ich es meinem Sohn?", "Goldfisch"),
    ("Ho un pesce rosso.", "Il mio pesce rosso è morto stamattina :( Come lo dico a mio figlio?", "pesce"),
])

def test_the_thing_named_still_ends(tmp_path, held, later, key):
    before, current = _held_and_after(tmp_path, held, later)
    ended = [c for c in before if key in c]
    assert ended, before
    assert not [c for c in ended if c in current], current


def test_a_pet_of_two_words_is_said_whole():
    from mnemosyne_app.core.model.normalise import normalise

    assert normalise("Mon poisson rouge est mort ce matin", "fr") == "Le poisson rouge de l'utilisateur est mort ce matin"
    assert normalise("Il mio pesce rosso è morto", "it") == "Il pesce rosso dell'utente è morto"
    assert normalise("Ma fille s'appelle Léa", "fr") == "La fille de l'utilisateur s'appelle Léa"
