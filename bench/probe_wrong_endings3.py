"""Probe: fresh pairs for wrong endings by a second job, others' jobs, a partner, a diet detail, a second vehicle.

A wrong ending (a held fact made past by a message that did not end it) is the worst failure of a
state change: the person's right fact disappears. This probe holds new pairs for the kinds where a
message talks about the same slot (work, home, diet, vehicle) without changing the held value, written
from scratch for this file (not taken from any bench set, and written without reading the extractor's
rules), natively in the eight languages (en zh ja de fr es it pt), chatty as people write to an
assistant, most with a request or a question:

- second_job: an extra job beside the held one (weekend shifts, freelance on the side, tutoring in the
  evenings, volunteering, a cover shift: "on the side", "as well", "nebenbei", "en plus", "además",
  "inoltre", "além disso", "兼职", "副業");
- others_job: a partner's, friend's or parent's new job, promotion or firing, the person's own work
  mentioned in passing without change;
- partner_home: a partner moving in, an engagement with a flat "someday", a week at the partner's place,
  the partner's own move;
- diet_detail: a further restriction ("no eggs either", "no alcohol too"), "not strict", "never liked
  meat anyway", one exception, a partner's diet;
- second_vehicle: a second car, a rental on holiday, a company car for one trip, an e-scooter or e-bike
  besides the car, a borrowed van;
- place_not_home: the office's city on a commute, a weekend cottage, the parents' town visited, a
  business trip, an online course from another town's university, where one grew up;
- job_denial_detail: "not on call this week", "I don't manage anyone", four days a week in the same job.

CONTROLS (language, kind, held messages, new message): the new message must end nothing.
ENDINGS (language, held messages, new message, key): real changes with the same surface (a side job that
becomes the only job, a move in with a partner in another town, a diet dropped, a car sold for another,
a move to the office's city); exactly the held fact containing ``key`` must end.

Counts: 160 controls, 20 a language (second_job 3, others_job 3, partner_home 3, diet_detail 3,
second_vehicle 3, place_not_home 3, job_denial_detail 2 in each), so by kind second_job 24, others_job 24,
partner_home 24, diet_detail 24, second_vehicle 24, place_not_home 24, job_denial_detail 16; 40 endings,
5 a language (job, residence with a partner, diet, vehicle, residence to the office's city).

The runner is bench/probe_wrong_endings.py's (run_pair, probe_args, probe_extractor): a MemoryBrain with
the llama extractor and the shared meaning stage; an ending is a fact current before the new message
and not after it. ``--rules-only`` uses the bench's RulesOnly (model answers yes).

    .venv/bin/python bench/probe_wrong_endings3.py [--rules-only] [--verbose]

First run (session 30, with only the rule that asks about work said beside other work already in, supersede._WORK_BESIDE): with the model 6/160 controls wrongly ended (1 whose held fact was not
extracted: "Solo como comida halal."), 32/40 endings right, 8 missed; rules only the same but 33/40, 7 missed (the
Italian cook ended). The 6 are all second_vehicle (a second car for the wife or husband ends the held car, en ja fr
it pt, 5; a company car for one trip, zh, 1); by language en 1, zh 1, ja 1, fr 1, it 1, pt 1, de and es 0; the
other six kinds 0. Missed: a move in with a partner in another town (en York, ja 大阪, fr Bruxelles: 3), the side
job made the only job after leaving the first (es mecánico, it cuoco with the model only, pt eletricista: 3), a
move to the office's city (it Monza to Milano: 1), "I've given up being vegetarian" (en: 1); by language en 2,
ja 1, fr 1, es 1, it 2, pt 1, zh and de 0.

After session 30's fixes (tests/unit/test_second_jobs_cars_and_leavings.py) and their review's mends, both ways: 0/160
controls wrongly ended (the halal diet now held), 39/40 endings right. Left: "He dejado el taller y ahora vivo de la
fotografía" (a workshop left is no job left by the rules: "taller" is also a class). ("I've moved in with my girlfriend in
York, so I'm a York resident now" ends Leeds by the move in with a partner in a town, not by "a York resident": that rule
ended Austin for "a Texas resident" and Boston for "a PGY-2 resident", and was withdrawn.)
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

# (language, kind, held messages, new message)
CONTROLS = [
    # en
    ("en", "second_job", ["I'm a nurse at the Royal Infirmary."],
     "I've also started doing weekend shifts at a care home for some extra cash. Can you help me work out "
     "if it's worth it after tax?"),
    ("en", "second_job", ["I work as a graphic designer at an ad agency."],
     "Picked up a freelance logo job on the side, on top of the agency stuff. How much should I charge for a logo?"),
    ("en", "second_job", ["I'm a secondary school maths teacher."],
     "I tutor a couple of kids in the evenings as well now. Any ideas for making algebra less boring?"),
    ("en", "others_job", ["I'm a software engineer at a bank."],
     "My wife just got promoted to head of marketing! I'm still fixing the same old legacy code at the bank, ha. "
     "What's a nice way to celebrate?"),
    ("en", "others_job", ["I work as a paramedic."],
     "My dad got laid off from the factory after 30 years. Between my shifts on the ambulance I'm trying to help "
     "him with his CV. What should he put first?"),
    ("en", "others_job", ["I'm a pharmacist."],
     "My best friend just landed a job at Google! Meanwhile I counted pills all day as usual. Can you suggest a "
     "gift for her?"),
    ("en", "partner_home", ["I live in Bristol."],
     "My boyfriend's moving in with me next month! How do we split the rent fairly when he earns more?"),
    ("en", "partner_home", ["I live in Glasgow."],
     "We got engaged on Saturday!! We keep browsing houses online for someday, but for now we're staying put. "
     "Any tips for an engagement party?"),
    ("en", "partner_home", ["I live in Manchester."],
     "I'm staying at my girlfriend's place in Liverpool this week while she recovers from knee surgery. "
     "What easy meals can I cook for her?"),
    ("en", "diet_detail", ["I'm vegetarian."],
     "I don't eat eggs either, they've always grossed me out. Can you suggest a breakfast with enough protein?"),
    ("en", "diet_detail", ["I'm vegan."],
     "Okay, confession: I had a bite of my nephew's birthday cake, just the once. Back to normal tomorrow. "
     "Do you have a good vegan cake recipe for his next party?"),
    ("en", "diet_detail", ["I'm pescatarian."],
     "My partner is a full-on carnivore, so it's two pans every night. Any fish recipes a meat lover might like too?"),
    ("en", "second_vehicle", ["I drive a Volkswagen Golf."],
     "We just bought a second car, a little Fiat 500 for my wife's commute. Is it cheaper to insure them together?"),
    ("en", "second_vehicle", ["I have a Yamaha motorbike."],
     "We're renting a car in Crete next week for the holiday. Do I need an international licence?"),
    ("en", "second_vehicle", ["I drive a Ford Focus."],
     "Got myself an e-scooter for the last mile to the station, so the Focus mostly stays in the driveway on "
     "weekdays now. Are e-scooters legal on UK roads?"),
    ("en", "place_not_home", ["I live in Reading."],
     "I commute into London three days a week for the office. Is a season ticket worth it?"),
    ("en", "place_not_home", ["I live in Leeds."],
     "We've got a little cottage in the Lake District that we go to most weekends. What's a good walk near Keswick?"),
    ("en", "place_not_home", ["I live in Cardiff."],
     "Off to Edinburgh on Tuesday for a two-day conference. What should I see in an evening?"),
    ("en", "job_denial_detail", ["I work as a nurse at St Mary's Hospital."],
     "I'm not on call this week, thank goodness. Any ideas for a relaxing Saturday?"),
    ("en", "job_denial_detail", ["I'm a project manager at a construction firm."],
     "I've dropped to four days a week, same job, same firm, just Fridays off now. What hobby should I pick up?"),
    # zh
    ("zh", "second_job", ["我是一名小学老师。"], "最近周末我还在一家培训机构兼职教英语，想问问兼职收入要怎么报税？"),
    ("zh", "second_job", ["我在一家银行做柜员。"], "下班后我顺便开网约车赚点外快，银行的工作还是照常上。你觉得晚上几点跑单比较划算？"),
    ("zh", "second_job", ["我是医院的护士。"], "这周我临时替同事顶了两个急诊的班，累死了。有什么快速恢复精力的方法吗？"),
    ("zh", "others_job", ["我是程序员。"], "我老公升职当部门经理了！我还是天天写代码。帮我想想怎么给他庆祝一下？"),
    ("zh", "others_job", ["我在一家设计公司做设计师。"], "我爸被单位辞退了，他今年五十五，心情很差。我这边工作也挺忙的，该怎么安慰他比较好？"),
    ("zh", "others_job", ["我是会计。"], "我闺蜜跳槽去了字节，工资涨了一半。我还是老样子天天做账。你觉得送她什么礼物好？"),
    ("zh", "partner_home", ["我住在成都。"], "我男朋友下个月搬过来跟我一起住，我们要怎么分摊房租和水电比较公平？"),
    ("zh", "partner_home", ["我住在武汉。"], "我们订婚啦！以后想一起买房，不过现在还不急。订婚宴一般要准备些什么？"),
    ("zh", "partner_home", ["我住在西安。"], "我女朋友调去深圳工作了，我们要异地一段时间。异地恋有什么维持感情的好办法吗？"),
    ("zh", "diet_detail", ["我吃素。"], "我连鸡蛋和牛奶也不吃。能推荐几道高蛋白的早餐吗？"),
    ("zh", "diet_detail", ["我只吃清真食品。"], "我也不喝酒。下周部门聚餐，我该怎么跟同事说比较自然？"),
    ("zh", "diet_detail", ["我吃素。"], "我老婆不吃素，所以家里经常要做两份菜。有没有荤素都能吃的菜推荐？"),
    ("zh", "second_vehicle", ["我开一辆丰田卡罗拉。"], "我老婆最近也买了辆比亚迪电动车，家里现在两辆车了。两辆车保险放一起买会便宜吗？"),
    ("zh", "second_vehicle", ["我有一辆本田摩托车。"], "下周去海南玩，打算在那边租辆车自驾。租车需要注意什么？"),
    ("zh", "second_vehicle", ["我开一辆大众帕萨特。"], "这次出差公司给我配了辆车，开了三天感觉还不错。出差用车的油费一般怎么报销？"),
    ("zh", "place_not_home", ["我住在苏州。"], "我每天坐高铁去上海上班，单程半小时。有什么通勤路上学习的好方法？"),
    ("zh", "place_not_home", ["我住在北京。"], "我是在哈尔滨长大的，所以特别想念东北菜。北京哪里能吃到正宗的锅包肉？"),
    ("zh", "place_not_home", ["我住在广州。"], "这个周末回湛江看我爸妈。带点什么礼物给老人比较好？"),
    ("zh", "job_denial_detail", ["我是一名外科医生。"], "这周我不用值夜班，终于能睡个好觉了。推荐几部轻松的电影吧？"),
    ("zh", "job_denial_detail", ["我在一家互联网公司做产品经理。"],
     "我不带团队，手下没人，就是自己负责一个产品线。这样的工作在年终述职时要怎么写才显得有分量？"),
    # ja
    ("ja", "second_job", ["経理の仕事をしています。"], "最近、副業でWebライターも始めました。本業の経理は続けています。確定申告は必要ですか？"),
    ("ja", "second_job", ["看護師をしています。"], "週末だけ、近所のカフェでバイトもしています。体力的にきついので、疲れを取るコツを教えてください。"),
    ("ja", "second_job", ["高校の英語教師をしています。"], "夜はオンラインで大人向けに英会話も教え始めました。レッスンのネタになりそうな話題はありますか？"),
    ("ja", "others_job", ["エンジニアとして働いています。"], "夫が昇進して課長になりました！私は相変わらずコードを書いてます。お祝いに何をしたらいいと思いますか？"),
    ("ja", "others_job", ["薬剤師です。"], "父が会社をリストラされてしまいました。私も仕事が忙しくてなかなか実家に帰れません。どう声をかけたらいいでしょう？"),
    ("ja", "others_job", ["保育士をしています。"],
     "友達が外資系の会社に転職して、年収がすごく上がったそうです。私は今日も園でバタバタでした。友達へのお祝いのメッセージを考えてくれますか？"),
    ("ja", "partner_home", ["横浜に住んでいます。"], "来月、彼氏がうちに引っ越してきて一緒に住むことになりました。家事の分担ってどう決めたらいいですか？"),
    ("ja", "partner_home", ["福岡に住んでいます。"], "婚約しました！いつか一緒に家を買いたいねと話していますが、まだ先の話です。婚約指輪のお手入れ方法を教えてください。"),
    ("ja", "partner_home", ["名古屋に住んでいます。"], "彼女が大阪に引っ越したので、しばらく遠距離になります。遠距離を続けるコツってありますか？"),
    ("ja", "diet_detail", ["ベジタリアンです。"], "卵も食べないんです。タンパク質をしっかり取れる朝ごはんを教えてください。"),
    ("ja", "diet_detail", ["グルテンフリーの食事をしています。"], "そこまで厳密ではなくて、醤油くらいは気にしません。米粉で作れるおやつのレシピはありますか？"),
    ("ja", "diet_detail", ["ベジタリアンです。"], "妻はお肉が大好きなので、夕食は毎回二種類作っています。両方が楽しめるメニューのアイデアをください。"),
    ("ja", "second_vehicle", ["ホンダのフィットに乗っています。"], "妻用に軽自動車をもう一台買いました。二台目の自動車保険は安くなりますか？"),
    ("ja", "second_vehicle", ["スズキのバイクに乗っています。"], "沖縄旅行でレンタカーを借りる予定です。沖縄で運転するときの注意点はありますか？"),
    ("ja", "second_vehicle", ["トヨタのプリウスに乗っています。"],
     "実家の片付けで出た粗大ごみを運ぶために、友達から軽トラを一日借りました。荷物をしっかり固定する方法を教えてください。"),
    ("ja", "place_not_home", ["千葉に住んでいます。"], "毎日、東京の会社まで電車で一時間かけて通っています。通勤時間を有効に使う方法はありますか？"),
    ("ja", "place_not_home", ["大阪に住んでいます。"], "来週、札幌に三日間出張します。夜に一人で行けるおすすめの店はありますか？"),
    ("ja", "place_not_home", ["京都に住んでいます。"], "出身は広島なので、たまにお好み焼きが無性に食べたくなります。家で広島風を作るコツを教えてください。"),
    ("ja", "job_denial_detail", ["システムエンジニアをしています。"], "今週はオンコール当番じゃないので、週末はゆっくりできそうです。おすすめの温泉はありますか？"),
    ("ja", "job_denial_detail", ["看護師をしています。"],
     "今月から週4日勤務になりました。同じ病院で、仕事の内容も変わりません。空いた平日に何を始めたらいいと思いますか？"),
    # de
    ("de", "second_job", ["Ich arbeite als Krankenpfleger in der Uniklinik."],
     "Nebenbei mache ich jetzt noch Nachtwachen in einem Pflegeheim, als Minijob. Wie viel darf ich da eigentlich "
     "verdienen, ohne Steuern zu zahlen?"),
    ("de", "second_job", ["Ich bin Grundschullehrerin."],
     "Am Wochenende gebe ich jetzt zusätzlich Nachhilfe in Mathe. Hast du Ideen, wie man Bruchrechnen spannend erklärt?"),
    ("de", "second_job", ["Ich arbeite als Softwareentwickler bei einer Versicherung."],
     "Ich hab nebenbei ein kleines Freelance-Projekt angenommen, eine Website für einen Bäcker. Muss ich das meinem "
     "Arbeitgeber melden?"),
    ("de", "others_job", ["Ich bin Ingenieurin bei Bosch."],
     "Mein Mann wurde gerade zum Abteilungsleiter befördert! Bei mir im Büro ist alles wie immer. Was wäre ein "
     "schönes Geschenk für ihn?"),
    ("de", "others_job", ["Ich arbeite als Elektriker."],
     "Meinem besten Kumpel wurde gekündigt, und ich weiß nicht, wie ich ihm helfen soll. Ich hab selbst grad viel "
     "auf Baustellen zu tun. Was kann ich ihm sagen?"),
    ("de", "others_job", ["Ich bin Steuerberaterin."],
     "Meine Mutter hat mit 58 noch einen neuen Job als Schulsekretärin gefunden, ich bin so stolz! Bei mir ist "
     "gerade Hochsaison mit den Steuererklärungen. Hast du eine Idee für eine Glückwunschkarte?"),
    ("de", "partner_home", ["Ich wohne in Leipzig."],
     "Meine Freundin zieht nächsten Monat bei mir ein. Wie teilen wir die Miete am fairsten auf?"),
    ("de", "partner_home", ["Ich wohne in Hamburg."],
     "Wir haben uns verlobt! Irgendwann wollen wir zusammen eine Wohnung kaufen, aber das hat noch Zeit. "
     "Wie plant man eine Verlobungsfeier?"),
    ("de", "partner_home", ["Ich wohne in München."],
     "Ich bin diese Woche bei meinem Freund in Augsburg, weil er sich das Bein gebrochen hat. Was kann ich ihm "
     "Einfaches kochen?"),
    ("de", "diet_detail", ["Ich bin Vegetarierin."],
     "Eier esse ich übrigens auch nicht. Kannst du mir ein proteinreiches Frühstück vorschlagen?"),
    ("de", "diet_detail", ["Ich lebe vegan."],
     "Ich war eh nie ein großer Fleischfan, die Umstellung fiel mir also leicht. Hast du ein Rezept für "
     "veganen Käsekuchen?"),
    ("de", "diet_detail", ["Ich esse glutenfrei."],
     "Alkohol trinke ich auch keinen. Was kann ich auf einer Hochzeit bestellen, ohne blöd aufzufallen?"),
    ("de", "second_vehicle", ["Ich fahre einen VW Passat."],
     "Wir haben uns noch einen zweiten Wagen zugelegt, einen kleinen Renault Zoe für meine Frau. Lohnt sich da "
     "eine Wallbox?"),
    ("de", "second_vehicle", ["Ich fahre einen Audi A4."],
     "Für den Umzug meiner Schwester leihe ich mir am Samstag einen Transporter. Worauf muss ich beim Fahren achten?"),
    ("de", "second_vehicle", ["Ich habe ein Motorrad, eine Kawasaki."],
     "Im Urlaub auf Mallorca nehmen wir einen Mietwagen. Brauche ich da eine Vollkasko ohne Selbstbeteiligung?"),
    ("de", "place_not_home", ["Ich wohne in Potsdam."],
     "Ich pendle jeden Tag nach Berlin ins Büro. Lohnt sich das Deutschlandticket für mich?"),
    ("de", "place_not_home", ["Ich wohne in Stuttgart."],
     "Ich bin in Dresden aufgewachsen und vermisse manchmal die Elbe. Was kann man in Dresden an einem Wochenende "
     "machen?"),
    ("de", "place_not_home", ["Ich wohne in Frankfurt."],
     "Dieses Semester belege ich online einen Kurs an der Fernuni Hagen. Wie organisiere ich das neben der Arbeit?"),
    ("de", "job_denial_detail", ["Ich arbeite als Ärztin im Krankenhaus."],
     "Diese Woche habe ich keine Rufbereitschaft, endlich mal ein freies Wochenende. Hast du einen Ausflugstipp?"),
    ("de", "job_denial_detail", ["Ich arbeite als Bauingenieur."],
     "Ich arbeite nicht mehr Vollzeit, sondern nur noch vier Tage die Woche, gleicher Job, gleiche Firma. "
     "Was mache ich mit dem freien Freitag?"),
    # fr
    ("fr", "second_job", ["Je suis infirmière."],
     "En plus, je fais des gardes le week-end dans une clinique privée. Tu peux m'aider à calculer combien ça me "
     "rapporte vraiment ?"),
    ("fr", "second_job", ["Je suis comptable dans une PME."],
     "J'ai commencé à donner des cours de guitare le soir, en plus de mon boulot. Combien je devrais demander de "
     "l'heure ?"),
    ("fr", "second_job", ["Je travaille comme développeur web."],
     "Je fais aussi du bénévolat aux Restos du Cœur le samedi matin. Tu as des idées pour motiver des collègues à "
     "venir ?"),
    ("fr", "others_job", ["Je suis professeur de français au collège."],
     "Ma copine vient d'être promue directrice d'agence ! Moi, toujours mes copies à corriger, rien de neuf. "
     "Tu as une idée de resto pour fêter ça ?"),
    ("fr", "others_job", ["Je travaille comme boulanger."],
     "Mon frère s'est fait virer de sa boîte hier. Moi je suis au fournil dès 4 h, j'ai pas trop le temps de le "
     "voir. Comment je peux le soutenir ?"),
    ("fr", "others_job", ["Je suis kinésithérapeute."],
     "Mon père vient de trouver un poste à la mairie après deux ans de chômage. Au cabinet, rien de nouveau de mon "
     "côté. Quel petit cadeau lui offrir ?"),
    ("fr", "partner_home", ["J'habite à Lyon."],
     "Mon copain emménage chez moi le mois prochain. Comment on partage le loyer de façon équitable ?"),
    ("fr", "partner_home", ["J'habite à Toulouse."],
     "On s'est fiancés ! Un jour on aimerait acheter une maison ensemble, mais pas tout de suite. Tu as des idées "
     "pour annoncer les fiançailles à la famille ?"),
    ("fr", "partner_home", ["J'habite à Lille."],
     "Ma copine a déménagé à Bruxelles pour son nouveau travail, on va être à distance un moment. Des conseils pour "
     "tenir le coup ?"),
    ("fr", "diet_detail", ["Je suis végétarien."],
     "Je ne mange pas de poisson non plus, au cas où. Tu peux me proposer un plat riche en protéines pour ce soir ?"),
    ("fr", "diet_detail", ["Je suis végane."],
     "Je ne suis pas super stricte, si un plat contient un peu de miel je n'en fais pas une histoire. Tu as une "
     "recette de gâteau sans œufs ?"),
    ("fr", "diet_detail", ["Je mange sans gluten."],
     "Mon mari, lui, mange de tout, alors je cuisine souvent deux plats. Tu as une idée de recette que tout le "
     "monde aimera ?"),
    ("fr", "second_vehicle", ["J'ai une Peugeot 308."],
     "On vient d'acheter une deuxième voiture, une petite Clio pour ma femme. Est-ce qu'on peut assurer les deux "
     "sur le même contrat ?"),
    ("fr", "second_vehicle", ["Je roule en Renault Mégane."],
     "En plus de la voiture, je me suis acheté une trottinette électrique pour aller à la gare. C'est obligatoire "
     "d'avoir une assurance ?"),
    ("fr", "second_vehicle", ["J'ai une moto Yamaha."],
     "Pour les vacances en Corse, on va louer une voiture. Tu connais des loueurs pas trop chers ?"),
    ("fr", "place_not_home", ["J'habite à Versailles."],
     "Je vais bosser à Paris tous les jours en RER. Tu as des astuces pour que le trajet passe plus vite ?"),
    ("fr", "place_not_home", ["J'habite à Bordeaux."],
     "On a une petite maison de campagne en Dordogne où on va presque tous les week-ends. Qu'est-ce que je peux "
     "planter dans le jardin en automne ?"),
    ("fr", "place_not_home", ["J'habite à Strasbourg."],
     "Je pars en déplacement à Marseille lundi pour trois jours. Qu'est-ce que je peux visiter le soir ?"),
    ("fr", "job_denial_detail", ["Je suis pompier professionnel."],
     "Je ne suis pas d'astreinte cette semaine, enfin un peu de calme. Tu me conseilles une série ?"),
    ("fr", "job_denial_detail", ["Je suis ingénieure chez Airbus."],
     "Je ne gère personne, je suis juste dans l'équipe technique, donc ce n'est pas moi qui fais les entretiens "
     "annuels. Comment je prépare le mien ?"),
    # es
    ("es", "second_job", ["Soy enfermero."],
     "Además, los fines de semana hago turnos en una residencia de mayores. ¿Me ayudas a organizarme para no "
     "quemarme?"),
    ("es", "second_job", ["Trabajo como diseñadora gráfica en una agencia."],
     "Ahora también hago encargos como freelance por las noches, aparte de la agencia. ¿Cuánto cobro por un logo?"),
    ("es", "second_job", ["Soy profesor de historia en un instituto."],
     "Este mes estoy dando clases particulares por las tardes además del instituto. ¿Cómo declaro esos ingresos?"),
    ("es", "others_job", ["Soy abogada."],
     "¡A mi marido lo han ascendido a director comercial! Yo sigo con mis juicios como siempre. ¿Qué podemos hacer "
     "para celebrarlo?"),
    ("es", "others_job", ["Trabajo como mecánico."],
     "A mi cuñado lo despidieron la semana pasada. Yo en el taller sin novedad. ¿Cómo le puedo ayudar a buscar "
     "trabajo?"),
    ("es", "others_job", ["Soy farmacéutica."],
     "Mi mejor amiga ha empezado a trabajar en una startup en Barcelona. Yo en la farmacia, igual que siempre. "
     "¿Qué le regalo para su primer día?"),
    ("es", "partner_home", ["Vivo en Valencia."],
     "Mi novia se viene a vivir conmigo el mes que viene. ¿Cómo repartimos los gastos de casa de forma justa?"),
    ("es", "partner_home", ["Vivo en Bilbao."],
     "¡Nos hemos prometido! Algún día queremos comprar un piso juntos, pero de momento nada. ¿Cómo se organiza una "
     "pedida de mano?"),
    ("es", "partner_home", ["Vivo en Zaragoza."],
     "Esta semana me quedo en casa de mi novio en Huesca porque está con gripe. ¿Qué sopa le puedo preparar?"),
    ("es", "diet_detail", ["Soy vegetariana."],
     "Tampoco tomo lácteos, me sientan fatal. ¿Me recomiendas un desayuno con proteína?"),
    ("es", "diet_detail", ["Soy vegano."],
     "La verdad es que la carne nunca me gustó mucho, así que no me costó nada. ¿Tienes una receta de croquetas "
     "veganas?"),
    ("es", "diet_detail", ["Solo como comida halal."],
     "Tampoco bebo alcohol. ¿Cómo le explico a mi jefe que no voy a brindar en la cena de empresa?"),
    ("es", "second_vehicle", ["Tengo un Seat León."],
     "Nos hemos comprado un segundo coche, un Toyota Yaris para mi mujer. ¿Sale más barato asegurarlos juntos?"),
    ("es", "second_vehicle", ["Tengo una moto Honda."],
     "En las vacaciones en Tenerife vamos a alquilar un coche. ¿Qué seguro me recomiendas coger?"),
    ("es", "second_vehicle", ["Conduzco un Renault Clio."],
     "La empresa me deja un coche para el viaje a Sevilla de la semana que viene. ¿Cómo se calculan los kilómetros "
     "para las dietas?"),
    ("es", "place_not_home", ["Vivo en Alcalá de Henares."],
     "Todos los días voy a Madrid a trabajar en tren. ¿Me sale a cuenta el abono transporte?"),
    ("es", "place_not_home", ["Vivo en Málaga."],
     "Me crié en Granada y echo de menos las tapas gratis. ¿Qué bares me recomiendas para cuando vaya de visita?"),
    ("es", "place_not_home", ["Vivo en Barcelona."],
     "Este fin de semana voy a ver a mis padres a Lleida. ¿Qué les llevo de regalo?"),
    ("es", "job_denial_detail", ["Soy médico de urgencias."],
     "Esta semana no estoy de guardia, por fin. ¿Me recomiendas una ruta de senderismo cerca?"),
    ("es", "job_denial_detail", ["Trabajo como analista de datos en un banco."],
     "Ya no trabajo a jornada completa, ahora hago cuatro días a la semana, mismo puesto y misma empresa. "
     "¿Qué hago con los viernes libres?"),
    # it
    ("it", "second_job", ["Faccio l'infermiera."],
     "Inoltre il sabato faccio qualche turno in una casa di riposo. Mi aiuti a capire come si dichiarano questi "
     "soldi?"),
    ("it", "second_job", ["Lavoro come programmatore in una banca."],
     "Ho preso un piccolo lavoro da freelance, un sito per un ristorante, oltre al mio lavoro in banca. "
     "Quanto dovrei chiedere?"),
    ("it", "second_job", ["Sono insegnante di matematica alle medie."],
     "La sera do anche ripetizioni a due ragazzi del liceo. Hai qualche consiglio per spiegare le equazioni?"),
    ("it", "others_job", ["Sono avvocato."],
     "Mia moglie è stata promossa a responsabile delle vendite! Io in studio sempre le solite pratiche. "
     "Come possiamo festeggiare?"),
    ("it", "others_job", ["Faccio il cuoco."],
     "Mio padre è stato licenziato dopo vent'anni in fabbrica. Io in cucina ho turni infiniti e non riesco a "
     "stargli vicino. Cosa posso fare?"),
    ("it", "others_job", ["Sono commercialista."],
     "La mia migliore amica ha trovato lavoro a Milano in una casa di moda. Io qui in ufficio, tutto uguale. "
     "Che regalo le faccio?"),
    ("it", "partner_home", ["Abito a Torino."],
     "Il mio ragazzo viene a vivere da me il mese prossimo. Come dividiamo le spese in modo giusto?"),
    ("it", "partner_home", ["Abito a Firenze."],
     "Ci siamo fidanzati ufficialmente! Un giorno vorremmo comprare casa insieme, ma per ora no. Come si organizza "
     "una festa di fidanzamento?"),
    ("it", "partner_home", ["Abito a Napoli."],
     "La mia ragazza si è trasferita a Roma per lavoro, quindi per un po' staremo a distanza. Come si fa a farla "
     "funzionare?"),
    ("it", "diet_detail", ["Sono vegetariano."],
     "Non mangio neanche le uova. Mi consigli una colazione con un po' di proteine?"),
    ("it", "diet_detail", ["Mangio senza glutine."],
     "Non bevo nemmeno alcolici. Cosa posso ordinare all'aperitivo senza sembrare strana?"),
    ("it", "diet_detail", ["Sono vegana."],
     "Ieri al matrimonio di mia cugina ho mangiato una fetta di torta con le uova, un'eccezione. Mi dai una ricetta "
     "di torta vegana per la prossima festa?"),
    ("it", "second_vehicle", ["Ho una Fiat Panda."],
     "Abbiamo comprato una seconda macchina, una Toyota Yaris per mio marito. Conviene fare un'unica assicurazione?"),
    ("it", "second_vehicle", ["Ho una Vespa."],
     "Oltre alla Vespa adesso ho anche una bici elettrica per andare al lavoro. Serve il casco per legge?"),
    ("it", "second_vehicle", ["Guido un'Alfa Romeo Giulietta."],
     "Per le vacanze in Sardegna noleggiamo una macchina. Mi consigli un noleggio affidabile?"),
    ("it", "place_not_home", ["Abito a Monza."],
     "Ogni giorno vado in ufficio a Milano col treno. Conviene l'abbonamento annuale?"),
    ("it", "place_not_home", ["Abito a Bologna."],
     "Sono cresciuto a Bari e mi manca il mare. Quali spiagge mi consigli per quest'estate in Puglia?"),
    ("it", "place_not_home", ["Abito a Verona."],
     "La settimana prossima vado a Genova per lavoro, tre giorni. Cosa posso mangiare di tipico la sera?"),
    ("it", "job_denial_detail", ["Sono medico di base."],
     "Questa settimana non sono reperibile, finalmente. Mi suggerisci una gita per domenica?"),
    ("it", "job_denial_detail", ["Lavoro come ingegnere in un'azienda di automazione."],
     "Non gestisco nessuno, sono solo nel team tecnico, quindi i colloqui non li faccio io. Come mi preparo alla "
     "valutazione annuale?"),
    # pt
    ("pt", "second_job", ["Sou enfermeira."],
     "Além disso, agora faço uns plantões extras nos fins de semana numa clínica particular. Como eu declaro essa "
     "renda no imposto?"),
    ("pt", "second_job", ["Trabalho como designer numa agência."],
     "Peguei um freela por fora, uma identidade visual pra uma padaria. Quanto devo cobrar?"),
    ("pt", "second_job", ["Sou professor de inglês numa escola."],
     "À noite eu também dou aulas particulares online. Tem alguma dica de plataforma boa pra isso?"),
    ("pt", "others_job", ["Sou advogada."],
     "Meu marido foi promovido a gerente! Eu continuo com os mesmos processos no escritório. Como a gente pode "
     "comemorar?"),
    ("pt", "others_job", ["Trabalho como eletricista."],
     "Meu irmão foi demitido ontem e tá arrasado. Eu aqui nas obras sem parar. O que eu falo pra ele?"),
    ("pt", "others_job", ["Sou dentista."],
     "Minha mãe conseguiu um emprego novo na prefeitura, depois de dois anos parada! No consultório tudo igual. "
     "Que presente eu dou pra ela?"),
    ("pt", "partner_home", ["Moro em Porto Alegre."],
     "Minha namorada vem morar comigo mês que vem. Como a gente divide as contas de forma justa?"),
    ("pt", "partner_home", ["Moro no Porto."],
     "Ficámos noivos! Um dia queremos comprar casa juntos, mas ainda não é para já. Como se organiza um jantar de "
     "noivado?"),
    ("pt", "partner_home", ["Moro em Belo Horizonte."],
     "Vou passar esta semana na casa do meu namorado em Contagem porque ele operou o joelho. O que posso cozinhar "
     "pra ele?"),
    ("pt", "diet_detail", ["Sou vegetariana."],
     "Também não como ovo. Pode me sugerir um café da manhã com bastante proteína?"),
    ("pt", "diet_detail", ["Sou vegano."],
     "Nunca gostei muito de carne, então foi fácil. Tem alguma receita de feijoada vegana?"),
    ("pt", "diet_detail", ["Não como glúten."],
     "Também não bebo álcool. O que eu peço num happy hour sem parecer estranho?"),
    ("pt", "second_vehicle", ["Tenho um Honda Civic."],
     "Compramos um segundo carro, um Fiat Mobi pra minha esposa. Compensa fazer o seguro dos dois juntos?"),
    ("pt", "second_vehicle", ["Tenho uma moto Yamaha."],
     "Nas férias no Nordeste vamos alugar um carro. Qual locadora você recomenda?"),
    ("pt", "second_vehicle", ["Tenho um Volkswagen Gol."],
     "Peguei emprestada a van do meu cunhado pra levar as coisas da festa. Precisa de carteira especial pra "
     "dirigir van?"),
    ("pt", "place_not_home", ["Moro em Niterói."],
     "Todo dia atravesso a ponte pra trabalhar no Rio. Alguma dica pra aproveitar o tempo no trânsito?"),
    ("pt", "place_not_home", ["Moro em Campinas."],
     "Temos uma casinha em Ubatuba onde passamos quase todo fim de semana. Que plantas aguentam bem a maresia?"),
    ("pt", "place_not_home", ["Moro em Lisboa."],
     "Cresci em Braga e ainda sinto falta da comida de lá. Sabes onde se come um bom bacalhau à Braga em Lisboa?"),
    ("pt", "job_denial_detail", ["Sou médica."],
     "Essa semana não estou de plantão, finalmente! Me indica uma série boa?"),
    ("pt", "job_denial_detail", ["Trabalho como contador numa empresa de logística."],
     "Não trabalho mais em tempo integral, agora são quatro dias por semana, mesmo cargo, mesma empresa. "
     "O que eu faço com as sextas livres?"),
]

# (language, held messages, new message, key: a piece of the one held fact that must end)
ENDINGS = [
    ("en", ["I'm an accountant at a logistics company."],
     "I finally quit the logistics company! The dog walking I did on the side is now my full-time business. "
     "What invoicing software would you recommend?", "accountant"),
    ("en", ["I live in Leeds."],
     "I've moved in with my girlfriend in York, so I'm a York resident now! Any good bakeries near the Minster?",
     "Leeds"),
    ("en", ["I'm vegetarian."],
     "I've given up being vegetarian, I eat chicken and fish again now. Can you suggest a simple chicken recipe?",
     "vegetarian"),
    ("en", ["I drive a Honda Civic."],
     "I sold the Honda last week and bought a used Mazda 3. What should I check at its first service?", "Honda"),
    ("en", ["I live in Reading."],
     "I got tired of the commute, so I've moved to London, ten minutes from the office. How do people make friends "
     "in a new city?", "Reading"),
    ("zh", ["我是银行柜员。"], "我已经从银行辞职了，现在专职做之前兼职的婚礼摄影。接单合同要注意什么？", "柜员"),
    ("zh", ["我住在西安。"], "我搬到成都跟男朋友一起住了，已经不在西安了。成都有什么好吃的推荐？", "西安"),
    ("zh", ["我吃素。"], "我不吃素了，医生说我贫血，现在开始吃肉了。有什么补铁的菜？", "素"),
    ("zh", ["我开一辆大众帕萨特。"], "我把帕萨特卖了，换了一辆特斯拉Model 3。电车冬天续航掉得厉害吗？", "帕萨特"),
    ("zh", ["我住在苏州。"], "天天坐高铁太累了，我干脆搬到上海了，离公司就两站地铁。上海租房要注意什么？", "苏州"),
    ("ja", ["経理の仕事をしています。"], "会社を辞めて、副業でやっていたWebライターを本業にしました。フリーランスの確定申告で気をつけることは？", "経理"),
    ("ja", ["名古屋に住んでいます。"], "名古屋を離れて、大阪の彼女の家で一緒に暮らし始めました。大阪でおすすめの散歩コースはありますか？", "名古屋"),
    ("ja", ["ベジタリアンです。"], "ベジタリアンをやめて、今は肉も魚も食べています。簡単な鶏肉料理を教えてください。", "ベジタリアン"),
    ("ja", ["ホンダのフィットに乗っています。"], "フィットを売って、マツダのCX-5に買い替えました。最初の点検はいつ頃がいいですか？", "フィット"),
    ("ja", ["千葉に住んでいます。"], "通勤がつらくて、会社のある東京に引っ越しました。都内で自炊を楽にするコツはありますか？", "千葉"),
    ("de", ["Ich arbeite als Bürokauffrau."],
     "Ich habe meinen Job als Bürokauffrau gekündigt und mache jetzt nur noch meine Hundepension, die vorher "
     "nebenbei lief. Welche Versicherung brauche ich dafür?", "Bürokauffrau"),
    ("de", ["Ich wohne in Hamburg."],
     "Ich bin zu meinem Freund nach Bremen gezogen, die Wohnung in Hamburg habe ich aufgegeben. Was kann man in "
     "Bremen am Wochenende machen?", "Hamburg"),
    ("de", ["Ich lebe vegan."],
     "Ich lebe nicht mehr vegan, ich esse wieder Käse und Eier. Hast du ein gutes Rezept für Quiche?", "vegan"),
    ("de", ["Ich fahre einen VW Passat."],
     "Den Passat habe ich verkauft und mir einen gebrauchten Skoda Octavia gekauft. Worauf muss ich bei der "
     "Ummeldung achten?", "Passat"),
    ("de", ["Ich wohne in Potsdam."],
     "Das Pendeln war mir zu viel, ich bin jetzt nach Berlin gezogen, fünf Minuten vom Büro. Wie finde ich in "
     "Berlin schnell Anschluss?", "Potsdam"),
    ("fr", ["Je suis comptable dans une PME."],
     "J'ai démissionné de la PME, et les cours de guitare que je donnais le soir sont devenus mon seul métier. "
     "Comment je fixe mes tarifs maintenant ?", "comptable"),
    ("fr", ["J'habite à Lille."],
     "J'ai rejoint ma copine à Bruxelles, on vit ensemble là-bas depuis septembre. Tu connais de bonnes friteries "
     "à Bruxelles ?", "Lille"),
    ("fr", ["Je suis végétarien."],
     "J'ai arrêté d'être végétarien, je remange du poulet et du poisson. Une idée de recette facile ?", "végétarien"),
    ("fr", ["J'ai une Peugeot 308."],
     "J'ai vendu ma Peugeot et j'ai acheté une Tesla Model Y. Comment je recharge à la maison ?", "Peugeot"),
    ("fr", ["J'habite à Versailles."],
     "Marre du RER, j'ai déménagé à Paris, à deux pas du bureau. Des idées de quartiers sympas pour sortir ?",
     "Versailles"),
    ("es", ["Trabajo como mecánico."],
     "He dejado el taller y ahora vivo de la fotografía, que antes era solo un trabajo de fin de semana. "
     "¿Cómo me doy de alta como autónomo?", "mecánico"),
    ("es", ["Vivo en Zaragoza."],
     "Me he mudado a Huesca a vivir con mi novio, ya no estoy en Zaragoza. ¿Qué se puede hacer en Huesca un "
     "domingo?", "Zaragoza"),
    ("es", ["Soy vegano."],
     "He dejado de ser vegano, he vuelto a comer huevos y pescado. ¿Me pasas una receta de tortilla?", "vegan"),
    ("es", ["Tengo un Seat León."],
     "Vendí el Seat y me compré un Kia Niro híbrido. ¿Cada cuánto hay que hacerle la revisión?", "Seat"),
    ("es", ["Vivo en Alcalá de Henares."],
     "Me cansé del tren y me he mudado a Madrid, al lado de la oficina. ¿Qué barrios tienen buen ambiente?",
     "Alcalá"),
    ("it", ["Faccio il cuoco."],
     "Ho lasciato la cucina del ristorante e ora faccio solo il fotografo di matrimoni, che prima era un lavoretto "
     "del weekend. Come faccio a trovare clienti?", "cuoco"),
    ("it", ["Abito a Napoli."],
     "Mi sono trasferita a Roma dalla mia ragazza, viviamo insieme da un mese. Che quartieri di Roma mi consigli "
     "per fare due passi?", "Napoli"),
    ("it", ["Sono vegana."],
     "Non sono più vegana, ho ripreso a mangiare formaggi e pesce. Mi dai una ricetta veloce col salmone?", "vegan"),
    ("it", ["Ho una Fiat Panda."],
     "Ho venduto la Panda e ho preso una Renault Captur usata. Ogni quanto va fatto il tagliando?", "Panda"),
    ("it", ["Abito a Monza."],
     "Basta treni: mi sono trasferito a Milano, a dieci minuti dall'ufficio. Dove si mangia bene in zona Isola?",
     "Monza"),
    ("pt", ["Trabalho como eletricista."],
     "Larguei a profissão de eletricista e agora vivo só da confeitaria, que antes era um bico de fim de semana. "
     "Como eu formalizo como MEI?", "eletricista"),
    ("pt", ["Moro em Belo Horizonte."],
     "Me mudei pra Curitiba pra morar com meu namorado, saí de BH em agosto. O que tem de bom pra fazer em "
     "Curitiba?", "Belo Horizonte"),
    ("pt", ["Sou vegetariana."],
     "Deixei de ser vegetariana, voltei a comer frango e peixe. Tem uma receita fácil de peixe assado?",
     "vegetarian"),
    ("pt", ["Tenho um Volkswagen Gol."],
     "Vendi o Gol e comprei um Hyundai HB20. Quando devo fazer a primeira revisão?", "Gol"),
    ("pt", ["Moro em Niterói."],
     "Cansei da ponte e me mudei pro Rio, pertinho do trabalho. Qual bairro tem vida noturna boa?", "Niterói"),
]


def main() -> int:
    from probe_wrong_endings import run_probe

    return run_probe(__doc__, CONTROLS, ENDINGS)


if __name__ == "__main__":
    sys.exit(main())
