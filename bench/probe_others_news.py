"""Probe: other people's news is not the writer's fact.

People often tell the assistant about someone else: a sister who moved, a husband's new job, a friend's
engagement, a mother gone vegan, a grandfather's diagnosis, a neighbour's new car, a niece's birthday. Such a
message holds no lasting fact about the writer (beyond, implicitly, that they have that relative or friend),
yet rules reading "moved to", "started at", "is vegan" or "bought a" can put the other person's state on the
writer ("User lives in Denver", "User works at Google", "User is vegan").

200 messages written for that purpose, without reading the rules (not taken from any bench set, none copied
from the other probes): 25 per language (en zh ja de fr es it pt), written natively as people write to a
chatbot (1-4 sentences, sometimes with a request or a question), 20 per kind over ten kinds (2 of each kind
and 3 of five of them in each language):

- moved: someone moved or lives somewhere;       - job: a new job or employer, quit, retired, laid off;
- marriage: married, engaged, divorced;           - diet: vegan, vegetarian, gluten- or lactose-free, low-carb;
- health: an illness, an allergy, an injury;      - car: someone bought or sold a car;
- pet: someone adopted or lost a pet, or someone else's pet;
- hobby: someone took up or quit a hobby or habit (smoking);
- age: someone's age or birthday;                 - studies: someone's studies or school.

The other person is a partner or spouse, a parent or grandparent, a sibling, a child, an in-law (a partner's
relatives), a niece or cousin, a friend, a neighbour, a colleague, a boss, or a celebrity; the grammar varies
(possessives, a name after the first mention, dropped subjects in zh and ja where the other person stays
clear, reported speech). No message uses "we" or states anything lasting about the writer.

Each message carries 1-3 forbidden substrings (case-insensitive): what a fact putting the other person's
state on the writer would hold (the place, the company, the diet word, the illness, the car model, the pet's
name, the hobby, the age), as written in the message (a stem where the word inflects: "divorc", "smok"),
often with an English rendering besides ("Shenzhen" for 深圳, "vegetarian" for "végétarienne"), since a fact
may come out in English. None is the person's name or the relation word, so a relation fact
("User has a sister named Ellie") never matches. A message fails when an extracted fact holds a forbidden
substring and does not tell it as the other person's by a possessive ("User's sister ...", "Der Vater des
Nutzers ...", "用户的爸 ...", "La sœur de l'utilisateur ..."): the store keeps other people's news as theirs
(an entity's page shows it under that person), never as the writer's ("用户在曼彻斯特"); a rewrite that leaves
whose it is unclear ("Die Eltern seiner Freundin", "Le chat de sa grand-mère") fails too. A stricter line
counts the messages where no fact names the other person's state at all, even as theirs; the secondary
figures count the messages that yield any fact, and the facts with attribute family or relationship.

Each message runs through the extractor the bench builds (bench/bench_extract.py, via the probes' shared
bench/probe_wrong_endings.py): the llama extractor with the shared meaning stage; ``--rules-only`` uses the
bench's RulesOnly (the model answers yes to every question the rules leave it).

    .venv/bin/python bench/probe_others_news.py [--rules-only] [--verbose]

First run (2 runs with the model, same result): 77/200 kept off the writer with rules only, 80/200 with the model.
Rules only, by kind: moved 5/20, job 11/20, marriage 13/20, diet 3/20, health 9/20, car 9/20, pet 9/20, hobby 4/20,
age 10/20, studies 4/20; by language: en 10, zh 8, ja 18, de 7, fr 7, es 8, it 8, pt 11 (of 25).
With the model, by kind: moved 5/20, job 12/20, marriage 13/20, diet 3/20, health 9/20, car 9/20, pet 9/20,
hobby 4/20, age 11/20, studies 5/20; by language: en 10, zh 8, ja 18, de 7, fr 7, es 8, it 10, pt 12 (of 25).
With the model 120 messages yield a fact (134 facts, 85 of them family or relationship) and all 120 fail: no
message is cut down to a bare relation fact, the 80 kept off yield nothing at all. Of the 124 wrong facts 122 keep
the whole sentence as a fact about the other person ("User's sister Ellie just moved to Denver for her new job"
as family, "Der Vater des Nutzers hat nach 40 Jahren mit dem Rauchen aufgehört", "用户的老公跳槽去了腾讯",
"ユーザーの夫がトヨタを辞めて", "Le petit-fils de l'utilisateur est allergique aux arachides" as allergy, "El jefe
del usuario es celíaco ..." as health); 2 put the state on the writer: "用户在曼彻斯特" (the nephew's city split
off) and "Mein bester Freund heiratet User is August" (a garbled rewrite). The model leaves empty 3 messages the
rules keep (a boss who quit and a boyfriend's master at the Bocconi in it, a niece's 7th birthday in pt). All 5
celebrities and most hearsay (ja らしい/んだって, zh 听说, "Mum says") come out empty.

Scored as above (a fact holding the other person's state as theirs passes; on the writer, or with whose it is left
unclear, fails), the first run kept 194/200 off the writer with rules only and 195/200 with the model: "用户在曼彻斯特",
"Mein bester Freund heiratet User is August" (the message read as English for its "Was … so?"), "Die Eltern seiner
Freundin", "Der Freund seiner Schwester", "Les enfants de sa sœur", "Le chat de sa grand-mère"; and, beside those, text a
reader cannot follow: "Der kleiner des Nutzers Bruder", "User's husband're somewhere in the Algarve", "User's brother is
been a rough year for them", "User is so proud of him". After session 25's rules: 200/200 both ways, none of those left.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MOVED = "moved"
JOB = "job"
MARRIAGE = "marriage"
DIET = "diet"
HEALTH = "health"
CAR = "car"
PET = "pet"
HOBBY = "hobby"
AGE = "age"
STUDIES = "studies"
KINDS = [MOVED, JOB, MARRIAGE, DIET, HEALTH, CAR, PET, HOBBY, AGE, STUDIES]

RELATION_ATTRIBUTES = {"family", "relationship"}

# a wrong fact holding one of these puts the state on the other person (by a possessive), not on the writer
# ("seiner Freundin", "de sa sœur" are not: a reader of the Profile cannot tell whose they are)
OTHERS_MARKS = ("user's", "用户的", "ユーザーの", "des nutzers", "der nutzerin", "de l'utilisateur", "del usuario", "dell'utente", "do utilizador", "do usuário",
                "da utilizadora", "da usuária")
ZH_KIN = "哥姐弟妹爸妈父母老儿女奶爷姥外舅姨叔伯表堂侄侄孙同朋闺邻"  # "用户表姐", "用户姥姥": a possessive without 的


def told_as_others(fact: str) -> bool:
    """Whether a fact puts its state on someone the writer names (by a possessive) rather than on the writer."""
    low = fact.lower()
    return any(m in low for m in OTHERS_MARKS) or any(f"用户{c}" in fact for c in ZH_KIN)

# (language, kind, message, forbidden): someone else's state or change; no fact may hold a forbidden substring
MESSAGES = [
    # en
    ("en", MOVED, "My sister Ellie just moved to Denver for her new job. Any tips on what to send her as a "
                  "housewarming gift?", ["Denver"]),
    ("en", MOVED, "Mum says she's finally selling the house and moving to a flat in Brighton.", ["Brighton"]),
    ("en", MOVED, "My husband's parents retired to Portugal last spring, they're somewhere in the Algarve now.",
     ["Portugal", "Algarve"]),
    ("en", JOB, "Tom from accounts started at Google on Monday; he says the free food is ridiculous.", ["Google"]),
    ("en", JOB, "My dad got laid off from the plant after 22 years. How can I help him put a CV together?",
     ["laid off", "22 years"]),
    ("en", JOB, "My boss is retiring in June and nobody knows who'll replace her.", ["retir"]),
    ("en", MARRIAGE, "My best friend Priya got engaged last night!! Can you help me write her a sweet message?",
     ["engaged"]),
    ("en", MARRIAGE, "My brother and his wife are getting divorced, it's been a rough year for them.", ["divorc"]),
    ("en", MARRIAGE, "The guy next door just married his girlfriend of ten years, there was a whole party in "
                     "the garden.", ["married"]),
    ("en", DIET, "My girlfriend went vegan in January and she's been cooking amazing stuff. What could I bake "
                 "for her birthday?", ["vegan"]),
    ("en", DIET, "My father-in-law has to eat gluten-free now, doctor's orders.", ["gluten"]),
    ("en", DIET, "Did you know Joaquin Phoenix has been vegan since he was a little kid?", ["vegan"]),
    ("en", HEALTH, "My son was just diagnosed with a peanut allergy. What snacks are safe to pack for school?",
     ["peanut", "allerg"]),
    ("en", HEALTH, "My coworker Dana has been off for two weeks with pneumonia.", ["pneumonia"]),
    ("en", HEALTH, "Grandpa has diabetes now, so he's cutting out sugar completely.", ["diabet", "sugar"]),
    ("en", CAR, "My brother finally sold his old Corolla and bought a Tesla Model 3.", ["Corolla", "Tesla"]),
    ("en", CAR, "My neighbour just got a bright yellow Jeep Wrangler, you can't miss it.", ["Jeep"]),
    ("en", PET, "My sister adopted a kitten called Mochi this weekend; she sends me photos every hour.",
     ["Mochi", "kitten"]),
    ("en", PET, "My aunt's old beagle Rufus died yesterday. What can I write in a sympathy card?",
     ["Rufus", "beagle"]),
    ("en", HOBBY, "My wife has taken up pottery and there are lopsided bowls everywhere.", ["pottery"]),
    ("en", HOBBY, "My dad quit smoking after 30 years, I'm so proud of him.", ["smok"]),
    ("en", AGE, "My mum turns 60 next Saturday. Any ideas for a surprise?", ["60"]),
    ("en", AGE, "Can you believe my little nephew is already 16? He's learning to drive.", ["16", "driv"]),
    ("en", STUDIES, "My daughter got into medical school in Edinburgh!", ["medic", "Edinburgh"]),
    ("en", STUDIES, "My colleague Marco is doing an MBA at night on top of his full-time job.", ["MBA"]),
    # zh
    ("zh", MOVED, "我哥上个月搬去了深圳，说那边房租便宜。", ["深圳", "Shenzhen"]),
    ("zh", MOVED, "我闺蜜要去成都定居了，以后想见一面都难。", ["成都", "Chengdu"]),
    ("zh", JOB, "我老公跳槽去了腾讯，天天加班到十点。", ["腾讯", "Tencent"]),
    ("zh", JOB, "我爸下个月就退休了，他自己都不敢相信。", ["退休", "retire"]),
    ("zh", MARRIAGE, "表姐下周结婚，婆家在杭州。帮我想一句喜庆点的祝福语吧？", ["结婚", "marri"]),
    ("zh", MARRIAGE, "听说隔壁王阿姨跟她老伴离婚了，都七十多岁了。", ["离婚", "divorc"]),
    ("zh", DIET, "我妈最近开始吃素了，说是为了身体好。", ["吃素", "素食", "vegetarian"]),
    ("zh", DIET, "我同事小林对麸质不耐受，聚餐时只能点米饭类的菜。", ["麸质", "gluten"]),
    ("zh", HEALTH, "我姥姥查出来有高血压，现在每天都要吃药。", ["高血压", "hypertension", "blood pressure"]),
    ("zh", HEALTH, "老板这周住院了，好像是阑尾炎。", ["阑尾炎", "appendi"]),
    ("zh", CAR, "我弟刚提了一辆比亚迪，天天开出去兜风。", ["比亚迪", "BYD"]),
    ("zh", CAR, "我爸把那辆开了十年的老捷达卖了。", ["捷达", "Jetta"]),
    ("zh", CAR, "邻居家新买了辆特斯拉，停在楼下可显眼了。", ["特斯拉", "Tesla"]),
    ("zh", PET, "我姐领养了一只橘猫，取名叫“橙子”。", ["橙子", "橘猫", "orange cat"]),
    ("zh", PET, "朋友家的狗豆豆昨天走了，她哭了一整晚。", ["豆豆", "Doudou"]),
    ("zh", PET, "我舅舅养了两只鹦鹉，会说“你好”。", ["鹦鹉", "parrot"]),
    ("zh", HOBBY, "我老婆最近迷上了打羽毛球，每周去三次。", ["羽毛球", "badminton"]),
    ("zh", HOBBY, "我爸戒烟了！坚持了快半年。", ["戒烟", "smok"]),
    ("zh", HOBBY, "我同事小张开始学吉他了，午休时天天在那练。", ["吉他", "guitar"]),
    ("zh", AGE, "我奶奶下个月就九十岁了，想给她办个寿宴，有什么建议吗？", ["九十", "90"]),
    ("zh", AGE, "我儿子今天满三岁了，时间过得真快。", ["三岁", "three", "3"]),
    ("zh", AGE, "周杰伦都四十多了，看起来还是那么年轻。", ["四十", "40"]),
    ("zh", STUDIES, "我表妹考上了北大，学的是法律。", ["北大", "Peking", "法律"]),
    ("zh", STUDIES, "我女朋友在读研，研究方向是人工智能。", ["读研", "人工智能", "artificial"]),
    ("zh", STUDIES, "我侄子去英国读书了，在曼彻斯特。", ["曼彻斯特", "Manchester", "英国"]),
    # ja
    ("ja", MOVED, "兄が先月から福岡に住んでて、向こうの方が物価が安いって言ってた。", ["福岡", "Fukuoka"]),
    ("ja", MOVED, "母が家を売って、姉の近くの札幌に引っ越すことになった。", ["札幌", "Sapporo"]),
    ("ja", MOVED, "お隣さん、来月ドイツに転勤で引っ越すらしい。", ["ドイツ", "Germany"]),
    ("ja", JOB, "夫がトヨタを辞めて、友達とベンチャーを立ち上げたんだ。", ["トヨタ", "Toyota", "ベンチャー"]),
    ("ja", JOB, "同期の佐藤くん、ソニーに転職したんだって。", ["ソニー", "Sony"]),
    ("ja", JOB, "部長が来年の春で定年退職されるそうです。", ["定年", "退職", "retire"]),
    ("ja", MARRIAGE, "親友のゆいが結婚することになった！お祝いのメッセージ、どう書けばいいかな？", ["結婚", "marri"]),
    ("ja", MARRIAGE, "妹の旦那さん、実はバツイチなんだって。", ["バツイチ", "divorc"]),
    ("ja", MARRIAGE, "義理の弟が婚約したらしい。相手はカナダの人。", ["婚約", "engaged", "カナダ"]),
    ("ja", DIET, "彼女が最近ヴィーガンになったので、デートで行けるお店を探してほしい。", ["ヴィーガン", "vegan"]),
    ("ja", DIET, "父が糖質制限を始めて、ご飯をほとんど食べなくなった。", ["糖質", "carb"]),
    ("ja", DIET, "同僚のマリアさんはベジタリアンなので、歓迎会のお店選びに気をつけないと。", ["ベジタリアン", "vegetarian"]),
    ("ja", HEALTH, "娘が小麦アレルギーだと分かって、パンは米粉のものしか食べられなくなりました。",
     ["小麦", "wheat", "アレルギー"]),
    ("ja", HEALTH, "祖父が糖尿病と診断された。食事で気をつけることってある？", ["糖尿病", "diabet"]),
    ("ja", HEALTH, "上司がぎっくり腰で今週ずっと休んでる。", ["ぎっくり腰", "back"]),
    ("ja", CAR, "弟がついにプリウスを買ったらしい。", ["プリウス", "Prius"]),
    ("ja", CAR, "隣の家の人、ずっと乗ってたベンツを手放したみたい。", ["ベンツ", "Benz", "Mercedes"]),
    ("ja", PET, "友達の家の柴犬、こむぎって名前なんだけどめちゃくちゃ可愛い。", ["こむぎ", "柴犬", "Shiba"]),
    ("ja", PET, "姉が保護猫を引き取って、名前は「たま」にしたそう。", ["保護猫", "Tama", "猫"]),
    ("ja", HOBBY, "母が60歳にして社交ダンスを始めた。", ["社交ダンス", "danc"]),
    ("ja", HOBBY, "夫が最近釣りにハマってて、週末はほぼ海にいる。", ["釣り", "fishing"]),
    ("ja", AGE, "父が今年で還暦を迎えるので、お祝いのプランを一緒に考えてくれない？", ["還暦", "60"]),
    ("ja", AGE, "甥っ子がもう二十歳だなんて信じられない。", ["二十歳", "20"]),
    ("ja", STUDIES, "息子が春から大学で建築を勉強してる。", ["建築", "architect"]),
    ("ja", STUDIES, "同僚の田中さん、仕事しながら夜間の大学院に通ってるんだって。", ["大学院", "graduate", "夜間"]),
    # de
    ("de", MOVED, "Meine Schwester ist letzte Woche nach Leipzig gezogen und sucht noch Möbel. Hast du Tipps für "
                  "günstige Second-Hand-Läden dort?", ["Leipzig"]),
    ("de", MOVED, "Mein Schwiegervater will jetzt doch nach Mallorca auswandern, mit 72.",
     ["Mallorca", "auswander", "72"]),
    ("de", JOB, "Mein Mann hat bei Siemens gekündigt und fängt im Mai bei einem Start-up an.", ["Siemens", "Start-up"]),
    ("de", JOB, "Meine Kollegin Jana wird ab nächstem Monat Teamleiterin, verdient hat sie's.", ["Teamleiter"]),
    ("de", MARRIAGE, "Mein bester Freund heiratet im August. Was schenkt man da so?", ["heirat", "married"]),
    ("de", MARRIAGE, "Die Eltern meiner Freundin lassen sich nach 30 Jahren scheiden.", ["scheid", "divorc"]),
    ("de", DIET, "Meine Mutter isst seit Neuestem kein Fleisch mehr, nicht mal an Weihnachten.",
     ["Fleisch", "vegetar"]),
    ("de", DIET, "Mein Sohn verträgt keine Laktose, deshalb gibt's für ihn nur Hafermilch.",
     ["Laktose", "lactose", "Hafermilch"]),
    ("de", HEALTH, "Mein Opa hat Parkinson, und es wird langsam schlimmer.", ["Parkinson"]),
    ("de", HEALTH, "Mein Chef liegt mit Gürtelrose im Bett, deshalb ist das Meeting abgesagt.",
     ["Gürtelrose", "shingles"]),
    ("de", CAR, "Mein Bruder hat sich einen gebrauchten Golf gekauft, Baujahr 2015.", ["Golf", "2015"]),
    ("de", CAR, "Meine Nachbarin hat ihren alten Polo verkauft und fährt jetzt nur noch Fahrrad.", ["Polo", "Fahrrad"]),
    ("de", CAR, "Hast du gehört? Der Freund meiner Schwester fährt jetzt einen Porsche, keine Ahnung, wie er sich "
                "den leisten kann.", ["Porsche"]),
    ("de", PET, "Meine Tochter hat sich ein Kaninchen angeschafft, es heißt Flocke.", ["Flocke", "Kaninchen", "rabbit"]),
    ("de", PET, "Der Hund meiner Nachbarn, Bruno, bellt jede Nacht um drei.", ["Bruno"]),
    ("de", PET, "Meine Eltern mussten ihren Kater Felix nach 18 Jahren einschläfern lassen.", ["Felix", "Kater"]),
    ("de", HOBBY, "Meine Frau hat mit dem Klettern angefangen und ist jetzt dreimal die Woche in der Halle.",
     ["Kletter", "climb"]),
    ("de", HOBBY, "Mein Vater hat nach 40 Jahren mit dem Rauchen aufgehört!", ["Rauch", "smok"]),
    ("de", HOBBY, "Mein Kollege Stefan läuft im Oktober seinen ersten Marathon.", ["Marathon"]),
    ("de", AGE, "Meine Oma wird am Sonntag 95. Was kann man so jemandem noch schenken?", ["95"]),
    ("de", AGE, "Mein kleiner Bruder ist jetzt auch schon 30, unglaublich.", ["30"]),
    ("de", AGE, "Wusstest du, dass Helene Fischer schon 40 ist?", ["40"]),
    ("de", STUDIES, "Mein Sohn hat einen Studienplatz für Medizin in Heidelberg bekommen!", ["Medizin", "Heidelberg"]),
    ("de", STUDIES, "Meine Freundin macht gerade ihren Master in Psychologie.", ["Psycholog", "Master"]),
    ("de", STUDIES, "Meine Nichte macht eine Ausbildung zur Tischlerin.", ["Tischler"]),
    # fr
    ("fr", MOVED, "Ma sœur vient de s'installer à Bordeaux avec son copain, elle adore.", ["Bordeaux"]),
    ("fr", MOVED, "Mes beaux-parents ont vendu leur maison et partent vivre en Bretagne.", ["Bretagne", "Brittany"]),
    ("fr", MOVED, "Ma meilleure amie part à Montréal en septembre, elle va tellement me manquer.",
     ["Montréal", "Montreal"]),
    ("fr", JOB, "Mon père a pris sa retraite vendredi après 35 ans à la SNCF.", ["SNCF", "retraite", "retire"]),
    ("fr", JOB, "Mon copain a été licencié hier, il est complètement abattu. Comment je peux l'aider ?",
     ["licenci", "laid off"]),
    ("fr", JOB, "Ma collègue Sophie a été embauchée chez L'Oréal, elle commence lundi.", ["Oréal", "Oreal"]),
    ("fr", MARRIAGE, "Mon frère s'est fiancé ce week-end, sa copine a dit oui !", ["fianc", "engaged"]),
    ("fr", MARRIAGE, "Ma tante divorce après vingt ans de mariage.", ["divorc"]),
    ("fr", MARRIAGE, "Tu as vu ? Le voisin du dessus s'est marié samedi, il y avait de la musique jusqu'à deux "
                     "heures du matin.", ["marié", "married"]),
    ("fr", DIET, "Ma fille est devenue végétarienne, tu aurais des idées de plats qu'elle aimerait ?",
     ["végétarien", "vegetarian"]),
    ("fr", DIET, "Mon mari ne mange plus de gluten depuis le mois dernier.", ["gluten"]),
    ("fr", DIET, "Mon voisin est végane depuis cinq ans et il fait un pain incroyable.", ["végan", "vegan"]),
    ("fr", HEALTH, "Ma mère s'est cassé le poignet en tombant dans l'escalier.", ["poignet", "wrist"]),
    ("fr", HEALTH, "Mon petit-fils est allergique aux arachides.", ["arachide", "peanut", "allerg"]),
    ("fr", HEALTH, "Mon patron a fait un burn-out, il est arrêté pour trois mois.", ["burn", "arrêt"]),
    ("fr", CAR, "Mon beau-frère s'est acheté une Clio d'occasion.", ["Clio"]),
    ("fr", CAR, "Ma voisine a revendu sa Twingo pour passer au vélo électrique.", ["Twingo", "vélo"]),
    ("fr", PET, "Les enfants de ma sœur ont adopté un chiot qui s'appelle Caramel.", ["Caramel", "chiot", "puppy"]),
    ("fr", PET, "Le chat de ma grand-mère, Minou, a disparu depuis trois jours. Tu as des conseils pour le "
                "retrouver ?", ["Minou"]),
    ("fr", HOBBY, "Mon père s'est mis à la peinture à l'huile depuis qu'il est à la retraite.",
     ["peinture", "paint", "retraite"]),
    ("fr", HOBBY, "Mon oncle a arrêté de fumer, ça fait déjà un mois.", ["fum", "smok"]),
    ("fr", AGE, "Ma nièce fête ses 18 ans samedi, qu'est-ce que je pourrais lui offrir ?", ["18"]),
    ("fr", AGE, "Mon grand-père a eu 100 ans hier, toute la famille était là !", ["100"]),
    ("fr", STUDIES, "Mon fils commence une prépa à Lyon à la rentrée.", ["prépa", "Lyon"]),
    ("fr", STUDIES, "Ma copine reprend ses études de droit à 35 ans.", ["droit", "35"]),
    # es
    ("es", MOVED, "Mi hermano se acaba de mudar a Valencia y dice que allí se vive mucho mejor.", ["Valencia"]),
    ("es", MOVED, "Mis suegros se van a vivir a Málaga cuando se jubilen.", ["Málaga", "Malaga", "jubil"]),
    ("es", JOB, "Mi mujer empezó a trabajar en Inditex el lunes, está encantada.", ["Inditex"]),
    ("es", JOB, "A mi amiga Lucía la despidieron ayer del banco. ¿Cómo la puedo animar?", ["despid", "banco", "fired"]),
    ("es", MARRIAGE, "Mi prima se casa en junio en Sevilla. ¿Qué se suele regalar en una boda?",
     ["se casa", "Sevilla", "marri"]),
    ("es", MARRIAGE, "Mis padres se han separado después de treinta años.", ["separad", "divorc"]),
    ("es", DIET, "Mi novio se ha hecho vegano y ahora en su casa no entra ni un huevo.", ["vegan"]),
    ("es", DIET, "Mi jefe es celíaco, así que para la comida de empresa hay que buscar un sitio sin gluten.",
     ["celíac", "celiac", "gluten"]),
    ("es", HEALTH, "A mi abuela le han detectado cataratas y la operan el mes que viene.", ["catarata", "cataract"]),
    ("es", HEALTH, "Mi compañero de trabajo tiene migrañas casi todas las semanas.", ["migraña", "migraine"]),
    ("es", CAR, "Mi padre por fin vendió el Seat Ibiza que tenía desde 2005.", ["Ibiza", "Seat", "2005"]),
    ("es", CAR, "Mi vecino se ha comprado un Tesla y no para de enseñárselo a todo el mundo.", ["Tesla"]),
    ("es", CAR, "Mi hija se ha sacado el carnet y ya se ha comprado un Fiat 500 de segunda mano.", ["Fiat", "carnet"]),
    ("es", PET, "Mi hermana ha adoptado un galgo que se llama Canela.", ["Canela", "galgo", "greyhound"]),
    ("es", PET, "El gato de mi vecina, Tomás, se cuela en todas las casas del barrio.", ["Tomás", "gato"]),
    ("es", PET, "Se ha muerto Rocky, el perro de mi tío; tenía catorce años. ¿Qué le puedo decir?", ["Rocky", "perro"]),
    ("es", HOBBY, "Mi marido se ha apuntado a clases de salsa.", ["salsa"]),
    ("es", HOBBY, "Mi madre ha empezado a hacer yoga y dice que le duele menos la espalda.", ["yoga"]),
    ("es", HOBBY, "Mi compañera Marta ha dejado el pádel porque se lesionó la rodilla.", ["pádel", "padel", "rodilla"]),
    ("es", AGE, "Mi sobrina cumple quince años el sábado y le están preparando una fiesta enorme.", ["quince", "15"]),
    ("es", AGE, "Mi abuelo tiene 92 años y sigue yendo andando al mercado.", ["92"]),
    ("es", AGE, "¿Sabías que Shakira ya tiene 47 años?", ["47"]),
    ("es", STUDIES, "Mi hijo empieza Ingeniería Informática en la Complutense en septiembre.",
     ["Informática", "Complutense"]),
    ("es", STUDIES, "Mi cuñado está haciendo un doctorado en biología marina.", ["doctorado", "biolog"]),
    ("es", STUDIES, "Mi novia se ha ido de Erasmus a Bolonia este cuatrimestre.", ["Erasmus", "Bolonia", "Bologna"]),
    # it
    ("it", MOVED, "Mia sorella si è trasferita a Torino per lavoro, dice che si trova benissimo.", ["Torino", "Turin"]),
    ("it", MOVED, "I miei suoceri hanno venduto la casa al mare e si sono trasferiti in Puglia.", ["Puglia"]),
    ("it", MOVED, "Il mio migliore amico va a vivere a Londra il mese prossimo. Che regalo d'addio gli posso fare?",
     ["Londra", "London"]),
    ("it", JOB, "Mio marito è stato assunto alla Ferrari, ancora non ci crede nessuno.", ["Ferrari"]),
    ("it", JOB, "Mio padre va in pensione a dicembre dopo quarant'anni in fabbrica.", ["pension", "fabbrica"]),
    ("it", JOB, "La mia capa si è licenziata all'improvviso e nessuno sa perché.", ["licenzia"]),
    ("it", MARRIAGE, "Mio cugino si sposa a settembre in Toscana, sarà un matrimonio enorme.", ["sposa", "Toscana"]),
    ("it", MARRIAGE, "La mia amica Giulia ha divorziato e adesso sembra rinata.", ["divorzi", "divorc"]),
    ("it", MARRIAGE, "Il fratello di mio marito si è fidanzato con una ragazza di Napoli.", ["fidanza", "Napoli"]),
    ("it", DIET, "Mia figlia è diventata vegana e adesso ogni cena è una trattativa.", ["vegan"]),
    ("it", DIET, "Mio nonno deve mangiare senza sale per la pressione.", ["sale", "salt"]),
    ("it", DIET, "La mia collega Chiara è celiaca, mi consigli una torta senza glutine per il suo compleanno?",
     ["celiac", "glutine", "gluten"]),
    ("it", HEALTH, "Mia madre si è rotta il femore, la operano domani.", ["femore", "femur"]),
    ("it", HEALTH, "Il mio vicino ha l'asma e non può stare vicino ai gatti.", ["asma", "asthma"]),
    ("it", HEALTH, "Mio fratello ha scoperto di essere intollerante al lattosio.", ["lattosio", "lactose"]),
    ("it", CAR, "Mio fratello si è comprato una Panda usata.", ["Panda"]),
    ("it", CAR, "Il mio capo ha cambiato macchina: adesso gira con un'Alfa Romeo nuova di zecca.", ["Alfa"]),
    ("it", PET, "Mia zia ha preso un pappagallo che si chiama Pippo.", ["Pippo", "pappagallo", "parrot"]),
    ("it", PET, "Il cane dei miei vicini, Briciola, è scappato di nuovo.", ["Briciola"]),
    ("it", HOBBY, "Mio marito ha ricominciato a suonare la batteria, povere orecchie.", ["batteria", "drum"]),
    ("it", HOBBY, "Mia madre ha smesso di fumare, finalmente!", ["fum", "smok"]),
    ("it", AGE, "Mio figlio compie 10 anni domenica. Mi dai qualche idea per la festa?", ["10"]),
    ("it", AGE, "La mia bisnonna ha 101 anni ed è più lucida di tutti.", ["101"]),
    ("it", STUDIES, "Mia nipote si è iscritta a Giurisprudenza a Bologna.", ["Giurisprudenza", "Bologna"]),
    ("it", STUDIES, "Il mio ragazzo sta facendo un master in economia alla Bocconi.", ["Bocconi", "master", "economia"]),
    # pt
    ("pt", MOVED, "Minha irmã se mudou para Curitiba mês passado e está amando o frio.", ["Curitiba"]),
    ("pt", MOVED, "O meu pai vai viver para o Algarve quando se reformar.", ["Algarve", "reform"]),
    ("pt", JOB, "Meu marido foi contratado pela Petrobras, começa segunda.", ["Petrobras"]),
    ("pt", JOB, "A minha colega Inês foi despedida esta semana, está de rastos.", ["despedid", "fired"]),
    ("pt", MARRIAGE, "Minha melhor amiga ficou noiva ontem! Me ajuda a escrever uma mensagem bonita pra ela?",
     ["noiv", "engaged"]),
    ("pt", MARRIAGE, "O meu cunhado e a mulher divorciaram-se.", ["divorc"]),
    ("pt", DIET, "Minha mãe parou de comer carne, agora é vegetariana.", ["vegetarian", "carne"]),
    ("pt", DIET, "O meu namorado é intolerante à lactose, sabes de alguma sobremesa sem leite?", ["lactose", "leite"]),
    ("pt", HEALTH, "Meu avô está com Alzheimer e às vezes não reconhece ninguém.", ["Alzheimer"]),
    ("pt", HEALTH, "O meu chefe teve um enfarte na semana passada, mas já está a recuperar.", ["enfarte", "heart"]),
    ("pt", CAR, "Meu irmão trocou o Gol velho por um HB20 zerado.", ["HB20", "Gol"]),
    ("pt", CAR, "A minha vizinha vendeu o carro e agora anda só de trotinete.", ["trotinete", "scooter"]),
    ("pt", CAR, "Meu sogro comprou uma Hilux pra usar no sítio.", ["Hilux", "sítio"]),
    ("pt", PET, "Minha filha adotou um gatinho e chamou ele de Paçoca.", ["Paçoca", "gatinho", "kitten"]),
    ("pt", PET, "O cachorro do meu vizinho, o Thor, late o dia inteiro.", ["Thor"]),
    ("pt", PET, "A cadela da minha avó, a Pipoca, teve filhotes ontem.", ["Pipoca", "filhote", "pupp"]),
    ("pt", HOBBY, "Meu namorado começou a fazer crossfit e não fala de outra coisa.", ["crossfit"]),
    ("pt", HOBBY, "O meu pai agora passa os fins de semana a fazer surf na Ericeira.", ["surf", "Ericeira"]),
    ("pt", HOBBY, "Minha tia entrou num coral e vai cantar no Natal.", ["coral", "cant", "choir"]),
    ("pt", AGE, "Minha sobrinha faz 7 anos sábado. Que presente você sugere?", ["7"]),
    ("pt", AGE, "A minha avó fez 88 anos e ainda conduz.", ["88", "conduz"]),
    ("pt", AGE, "Você sabia que o Caetano Veloso já passou dos 80?", ["80"]),
    ("pt", STUDIES, "Meu filho passou em Medicina na USP!", ["Medicina", "USP"]),
    ("pt", STUDIES, "A minha enteada está a fazer Erasmus em Praga.", ["Erasmus", "Praga", "Prague"]),
    ("pt", STUDIES, "Minha esposa voltou a estudar, está fazendo faculdade de Enfermagem à noite.",
     ["Enfermagem", "nurs", "faculdade"]),
]

LANGS = ["en", "zh", "ja", "de", "fr", "es", "it", "pt"]


def main() -> int:
    from probe_wrong_endings import probe_args, probe_extractor  # (the probes' one command line and extractor)

    args = probe_args(__doc__)
    extractor = probe_extractor(args.rules_only)
    kept_off = strict = any_fact = facts = relation_facts = wrong_facts = wrong_marked = 0
    by_kind, by_lang = Counter(), Counter()
    total_kind, total_lang = Counter(), Counter()
    for lang, kind, message, forbidden in MESSAGES:
        out = extractor.extract(message)
        kept = list(zip(out.facts, out.attributes))
        wrong = [(f, a) for f, a in kept if any(s.lower() in f.lower() for s in forbidden)]
        total_kind[kind] += 1
        total_lang[lang] += 1
        any_fact += bool(kept)
        facts += len(kept)
        relation_facts += sum(a in RELATION_ATTRIBUTES for _, a in kept)
        wrong_facts += len(wrong)
        wrong_marked += sum(told_as_others(f) for f, _ in wrong)
        on_writer = [f for f, _ in wrong if not told_as_others(f)]
        strict += not wrong
        if not on_writer:
            kept_off += 1
            by_kind[kind] += 1
            by_lang[lang] += 1
        if on_writer:
            print(f"WRONG [{lang}] ({kind}) {message} -> {kept}")
        elif args.verbose:
            print(f"{'kept ' if kept else 'ok   '} [{lang}] ({kind}) {message} -> {kept}")
    how = "rules only" if args.rules_only else "model"
    print(f"\nothers' news kept off the writer: {kept_off}/{len(MESSAGES)} ({how})")
    print(f"strictly (no fact holds the other person's state at all, even as theirs): {strict}/{len(MESSAGES)}")
    print(f"messages yielding any fact: {any_fact}/{len(MESSAGES)}; facts: {facts}, "
          f"of them family or relationship: {relation_facts}")
    print(f"wrong facts: {wrong_facts}, of them told as the other person's by a possessive "
          f"(\"User's sister ...\", \"des Nutzers\", \"用户的\"): {wrong_marked}")
    print("by kind: " + ", ".join(f"{k} {by_kind[k]}/{total_kind[k]}" for k in KINDS)
          + " | by language: " + ", ".join(f"{g} {by_lang[g]}/{total_lang[g]}" for g in LANGS))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
