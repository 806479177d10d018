"""Tuning sequences of changes of state as people type them to an assistant (issue 28, branch w28w1,
"people-tune"). Written by a case writer who never read the rules (nothing under mnemosyne_app/), nor
the blind sets (bench/extract_unseen*.py), nor any other case file but the layout of
bench/extract_kinds_tune3.py; from how people write, not from what a rule does. Committed before its
first run.

96 sequences, 12 in each of en zh ja de fr es it pt: job or employer changes (quitting, a layoff,
retiring, starting), moves, relationship status, age through a birthday, a car, scooter or Vespa sold,
stolen or given up for another way of getting around, diets stopped or begun, pets (a death, a lost one,
a new one: many-valued, they accumulate), languages and hobbies accumulating, bare negations ("don't ...
anymore", 不再/已经不/不...了, もう…ない, nicht mehr, ne…plus, ya no, non…più, não…mais / já não). The
change is buried in a request, told by its consequence, subject-less where the language allows, with
dates, typos and several facts in one message. Three in each language are CONTROLS (marked), where
nothing may end: hypotheticals, plans not done, other people's changes, questions, habits, quotes.

This is a tuning set: rules may be changed on its failures; no held-out figure.
First run (branch w28w1 at a0bd80c, with the model gemma-3-270m-q4_k_m.gguf; nothing changed on it):
update sequences right 27/96 (en 2/12, zh 2/12, ja 4/12, de 1/12, fr 5/12, es 5/12, it 5/12, pt 3/12);
steps with the right current facts 97/200;
"ended" decisions: precision 0.81 (26/32), recall 0.37 (26/70); by language: de 4/5 of 9, en 1/3 of 9,
es 4/4 of 9, fr 6/7 of 9, it 4/4 of 8, ja 1/1 of 8, pt 5/6 of 9, zh 1/2 of 9;
failed sequences by kind (69 failed; one may count under several): old fact still current 29, new state
extracted under another attribute 7, new state never extracted 22, new state extracted in other words 29,
wrongly ended 3, a fact nobody stated kept 42, a proposal left waiting 1.
Seen in its output, not acted on: facts joined by "and" kept as one fact ("User speaks English and Polish",
"User is 29 and trying to get into running"), so ending one part ends or keeps both; many Japanese first
messages give no fact. Of the 6 endings scored wrong, 2 end a fact that must stay: a plan ("Thinking about
handing in my notice") and another person's move (我闺蜜...从南京搬回老家了); 1 is a joined fact ended with
its kept half ("a deux chats, Caramel et Réglisse"); 3 end the right fact in words the scorer does not match
to the expected text (Priya, Leipzig, the Gol). One miss is the expected
wording itself: "ユーザーは糖質制限をもうやっていません" for the message's "もうやってないです".

SEQUENCES: (language, [(message, the person's current facts after it)]). A fact that stays current
repeats its expected text word for word (bench_extract counts "ended" decisions that way).
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    ("en", [("hi! quick context about me: I'm 34, I live in Leeds and I work as a nurse at St James's hospital. "
             "I also have a cat called Pip.",
             ["User is 34", "User lives in Leeds", "User works as a nurse at St James's hospital",
              "User has a cat called Pip"]),
            ("ok so big news, handed in my notice at St James's and I'm starting at a GP surgery in Headingley "
             "on the 3rd of March. can you help me write a goodbye message for the ward team?",
             ["User is 34", "User lives in Leeds", "User has a cat called Pip",
              "User is starting at a GP surgery in Headingley on the 3rd of March"])]),
    ("en", [("I teach maths at a secondary school in Bristol.",
             ["User teaches maths at a secondary school in Bristol"]),
            ("Finally retired after 31 years in the classroom!! What hobbies do retired people actually enjoy?",
             ["User retired after 31 years in the classroom"]),
            ("Signed up for a pottery class on Thursdays, the first one went great. Do you know any kiln "
             "suppliers near Bristol?",
             ["User retired after 31 years in the classroom", "User signed up for a pottery class on Thursdays"])]),
    ("en", [("My girlfriend Priya and I have been together 3 years.", ["User has a girlfriend, Priya"]),
            ("Priya and I got engaged last night!!! ok I need help planning a small engagement dinner for ~20 people",
             ["User got engaged to Priya last night"])]),
    ("en", [("I'm 29 and trying to get into running.", ["User is 29", "User is trying to get into running"]),
            ("Well, 30 as of yesterday 🎉 anyway, can you make me a 10k training plan for 8 weeks?",
             ["User is trying to get into running", "User is 30 as of yesterday"])]),
    ("en", [("I drive a 2014 Ford Fiesta to work every day.", ["User drives a 2014 Ford Fiesta to work"]),
            ("The Fiesta's gone, sold it to my neighbour in June. Been commuting by e-bike since. "
             "What's a decent lock for a Cube e-bike?",
             ["User sold the Fiesta and has been commuting by e-bike since"])]),
    ("en", [("We have two pets: a dog called Biscuit and a rabbit called Nibbles.",
             ["User has a dog called Biscuit", "User has a rabbit called Nibbles"]),
            ("Sadly Nibbles passed away on Sunday. How do I explain it to a six-year-old?",
             ["User has a dog called Biscuit", "User's rabbit Nibbles passed away on Sunday"]),
            ("We adopted a kitten yesterday, named her Luna. What should I buy for the first week?",
             ["User has a dog called Biscuit", "User's rabbit Nibbles passed away on Sunday",
              "User adopted a kitten named Luna"])]),
    ("en", [("I'm gluten-free and lactose intolerant.", ["User is gluten-free", "User is lactose intolerant"]),
            ("turns out im not actually coeliac, so I dont eat gluten free anymore. still lactose intolerant tho. "
             "pasta recipe pls?",
             ["User is lactose intolerant", "User doesn't eat gluten free anymore"])]),
    ("en", [("I rent a flat in Manchester.", ["User rents a flat in Manchester"]),
            ("Now that we've got the keys to our house in Stockport I need to cancel my old broadband. "
             "Can you draft an email to Virgin Media?",
             ["User has got the keys to their house in Stockport"])]),
    ("en", [("I speak English and Polish, and I play the violin.",
             ["User speaks English", "User speaks Polish", "User plays the violin"]),
            ("I've been learning Portuguese on Duolingo for 2 months, 60-day streak! I don't really play violin "
             "anymore, no time. Can you quiz me on verbs?",
             ["User speaks English", "User speaks Polish", "User has been learning Portuguese for 2 months",
              "User doesn't really play violin anymore"])]),
    ("en", [("I work at Barclays in Canary Wharf.", ["User works at Barclays in Canary Wharf"]),  # control: a plan
            ("Thinking about handing in my notice and going freelance. What would I need to save first?",
             ["User works at Barclays in Canary Wharf"]),
            ("My manager came back with a counter-offer so I'm staying put for now. How do I negotiate the raise?",
             ["User works at Barclays in Canary Wharf"])]),
    ("en", [("I'm married and live in Glasgow.", ["User is married", "User lives in Glasgow"]),  # control: a quote
            ("A friend texted me 'I'm leaving Tom and moving to London.' I'm stunned. How do I support her "
             "without taking sides?",
             ["User is married", "User lives in Glasgow"])]),
    ("en", [("I live in Cardiff and cycle to work.", ["User lives in Cardiff", "User cycles to work"]),  # control: a habit
            ("Every winter I stop cycling and take the bus for a couple of months. Is a monthly bus pass worth it?",
             ["User lives in Cardiff", "User cycles to work"])]),
    # -- Chinese ---------------------------------------------------------------------------------
    ("zh", [("我在字节跳动做产品经理，住在北京。", ["用户在字节跳动做产品经理", "用户住在北京"]),
            ("帮我改一下这封邮件的语气：上个月已经从字节离职了，3月1号去小红书报到，想给老领导发个感谢。",
             ["用户住在北京", "用户3月1号去小红书报到"])]),
    ("zh", [("我今年27岁。", ["用户今年27岁"]),
            ("昨天过了28岁生日，朋友送了个拍立得，有什么拍照技巧吗？", ["用户昨天过了28岁生日"])]),
    ("zh", [("我和男朋友同居两年了。", ["用户和男朋友同居两年了"]),
            ("分手了，这周末搬出去。一个人住的话租什么样的房子比较好？", ["用户分手了"])]),
    ("zh", [("我有一辆特斯拉Model 3。", ["用户有一辆特斯拉Model 3"]),
            ("车上周卖掉了，现在都坐地铁通勤，能帮我算算一个月地铁费大概多少吗？", ["用户现在坐地铁通勤"])]),
    ("zh", [("我在生酮饮食，一天碳水不超过20克。", ["用户在生酮饮食"]),
            ("已经不搞生酮了，太难坚持。给我推荐几个正常一点的减脂早餐吧。", ["用户已经不搞生酮了"])]),
    ("zh", [("家里养了一只柯基叫可乐。", ["用户养了一只柯基叫可乐"]),
            ("上周又领养了一只橘猫，叫橙子。狗和猫怎么让它们好好相处？",
             ["用户养了一只柯基叫可乐", "用户领养了一只橘猫叫橙子"]),
            ("可乐前天走了，14岁，老死的。橙子这两天一直在找它，怎么办",
             ["用户领养了一只橘猫叫橙子", "用户的柯基可乐前天走了"])]),
    ("zh", [("我住在杭州西湖区。", ["用户住在杭州西湖区"]),
            ("搬到苏州快一个月了，还没办居住证，需要准备哪些材料？", ["用户搬到苏州快一个月了"])]),
    ("zh", [("我是中学语文老师，今年59岁。", ["用户是中学语文老师", "用户今年59岁"]),
            ("上个月正式退休了，闲下来有点不习惯。你觉得学书法从楷书开始好吗？", ["用户今年59岁", "用户上个月正式退休了"]),
            ("报了老年大学的书法班，每周二上课。",
             ["用户今年59岁", "用户上个月正式退休了", "用户报了老年大学的书法班"])]),
    ("zh", [("我会说粤语和英语，平时喜欢打羽毛球。", ["用户会说粤语", "用户会说英语", "用户喜欢打羽毛球"]),
            ("膝盖受伤以后就不打羽毛球了，最近开始学日语，五十音快背完了。",
             ["用户会说粤语", "用户会说英语", "用户不打羽毛球了", "用户最近开始学日语"])]),
    ("zh", [("我在深圳一家外企做会计。", ["用户在深圳一家外企做会计"]),  # control: a hypothetical
            ("要是我辞职去考公务员，你觉得靠谱吗？", ["用户在深圳一家外企做会计"])]),
    ("zh", [("我住在南京，已婚。", ["用户住在南京", "用户已婚"]),  # control: another person's changes
            ("我闺蜜刚离婚，还从南京搬回老家了，我该怎么安慰她？", ["用户住在南京", "用户已婚"])]),
    ("zh", [("我在美团上班，每天骑电动车上班。", ["用户在美团上班", "用户每天骑电动车上班"]),  # control: a habit
            ("下雨天我一般不骑车，改打车。有没有便宜一点的打车软件？", ["用户在美团上班", "用户每天骑电动车上班"])]),
    # -- Japanese --------------------------------------------------------------------------------
    ("ja", [("都内のIT企業でSEをしています。", ["ユーザーは都内のIT企業でSEをしています"]),
            ("実は3月末で今の会社を退職して、4月からメルカリでPMとして働いています。職務経歴書の書き方を見てほしいです。",
             ["ユーザーは4月からメルカリでPMとして働いています"])]),
    ("ja", [("35歳、二児の母です。", ["ユーザーは35歳です", "ユーザーは二児の母です"]),
            ("先週の金曜で36になりました。誕生日にもらったルンバ、使い方がよく分からないんですが…",
             ["ユーザーは二児の母です", "ユーザーは先週の金曜で36歳になりました"])]),
    ("ja", [("夫と大阪で暮らしています。", ["ユーザーは夫と大阪で暮らしています"]),
            ("去年離婚して、今は娘と二人で神戸に住んでいます。シングルマザー向けの支援制度を教えてください。",
             ["ユーザーは去年離婚しました", "ユーザーは今は娘と二人で神戸に住んでいます"])]),
    ("ja", [("通勤はプリウスです。", ["ユーザーの通勤はプリウスです"]),
            ("プリウスは手放しました。今は電動アシスト自転車で通っています。雨の日の対策ってありますか？",
             ["ユーザーは今は電動アシスト自転車で通っています"])]),
    ("ja", [("糖質制限をしています。", ["ユーザーは糖質制限をしています"]),
            ("糖質制限はもうやってないです。普通のご飯に戻しました。バランスのいい献立を一週間分お願いします。",
             ["ユーザーは糖質制限をもうやっていません"])]),
    ("ja", [("柴犬のこてつを飼っています。", ["ユーザーは柴犬のこてつを飼っています"]),
            ("先月から保護猫のミケも家族になりました。こてつとの相性が心配です。",
             ["ユーザーは柴犬のこてつを飼っています", "ユーザーは先月から保護猫のミケを飼っています"])]),
    ("ja", [("札幌に住んでいます。", ["ユーザーは札幌に住んでいます"]),
            ("仙台に越してきて2週間、まだ段ボールだらけです。転入届って何日以内でしたっけ？",
             ["ユーザーは仙台に越してきて2週間です"])]),
    ("ja", [("食品メーカーで営業をしています。", ["ユーザーは食品メーカーで営業をしています"]),
            ("会社の早期退職に応じて、10月で辞めました。失業保険はいつからもらえますか？",
             ["ユーザーは10月で会社を辞めました"])]),
    ("ja", [("英語と韓国語が話せます。趣味はギターです。",
             ["ユーザーは英語が話せます", "ユーザーは韓国語が話せます", "ユーザーの趣味はギターです"]),
            ("ギターはもう弾いてないですね。最近はスペイン語を始めました。おすすめの教材ありますか？",
             ["ユーザーは英語が話せます", "ユーザーは韓国語が話せます", "ユーザーはギターをもう弾いていません",
              "ユーザーは最近スペイン語を始めました"])]),
    ("ja", [("名古屋の病院で看護師をしています。", ["ユーザーは名古屋の病院で看護師をしています"]),  # control: a hypothetical
            ("看護師を辞めて海外で働くとしたら、どんな国がいいと思いますか？", ["ユーザーは名古屋の病院で看護師をしています"])]),
    ("ja", [("彼氏と付き合って5年になります。", ["ユーザーは彼氏と付き合って5年になります"]),  # control: another person's break-up
            ("友達が彼氏と別れて落ち込んでいます。励ましのLINEを考えてもらえますか？", ["ユーザーは彼氏と付き合って5年になります"])]),
    ("ja", [("福岡在住で、マツダのCX-5に乗っています。",  # control: a quote
             ["ユーザーは福岡在住です", "ユーザーはマツダのCX-5に乗っています"]),
            ("父が「車を売って東京に引っ越す」と言い出しました。どう説得すればいいですか？",
             ["ユーザーは福岡在住です", "ユーザーはマツダのCX-5に乗っています"])]),
    # -- German ----------------------------------------------------------------------------------
    ("de", [("Kurz zu mir: ich bin 41, wohne in Köln und arbeite als Elektriker bei RheinEnergie.",
             ["User ist 41", "User wohnt in Köln", "User arbeitet als Elektriker bei RheinEnergie"]),
            ("Hab zum 30.6. bei RheinEnergie gekündigt, ab Juli bin ich selbstständig. Was muss ich beim "
             "Gewerbeamt anmelden?",
             ["User ist 41", "User wohnt in Köln", "User ist ab Juli selbstständig"])]),
    ("de", [("Ich bin Softwareentwickler bei SAP in Walldorf.", ["User ist Softwareentwickler bei SAP in Walldorf"]),
            ("Mir wurde letzte Woche betriebsbedingt gekündigt. Wie lange bekomme ich Arbeitslosengeld?",
             ["User wurde letzte Woche betriebsbedingt gekündigt"])]),
    ("de", [("Ich bin 49 und laufe seit Jahren Marathon.", ["User ist 49", "User läuft seit Jahren Marathon"]),
            ("Jetzt bin ich offiziell 50 – am Sonntag war die Feier. Gibt es für meine Altersklasse andere "
             "Zeitlimits beim Berlin-Marathon?",
             ["User läuft seit Jahren Marathon", "User ist jetzt offiziell 50"])]),
    ("de", [("Meine Freundin Lena und ich wohnen zusammen in Leipzig.",
             ["User hat eine Freundin, Lena", "User wohnt in Leipzig"]),
            ("Lena und ich haben uns getrennt, ich bin erstmal zu meinem Bruder nach Halle gezogen. Wie kündige "
             "ich einen gemeinsamen Mietvertrag?",
             ["User und Lena haben sich getrennt", "User ist zum Bruder nach Halle gezogen"])]),
    ("de", [("Ich fahre einen alten Passat Kombi.", ["User fährt einen alten Passat Kombi"]),
            ("Den Passat hab ich verkauft, seitdem fahr ich nur noch mit dem Deutschlandticket. Lohnt sich "
             "eine BahnCard 25 zusätzlich?",
             ["User fährt nur noch mit dem Deutschlandticket"])]),
    ("de", [("Ich ernähre mich seit drei Jahren vegan.", ["User ernährt sich seit drei Jahren vegan"]),
            ("Bin nicht mehr vegan, esse jetzt wieder Fisch wegen meiner Eisenwerte. Hast du ein Rezept für "
             "Lachs aus dem Ofen?",
             ["User ist nicht mehr vegan", "User isst jetzt wieder Fisch"])]),
    ("de", [("Wir haben einen Kater namens Moritz.", ["User hat einen Kater namens Moritz"]),
            ("Seit gestern wohnt auch ein Wellensittich bei uns, Pieps heißt er. Verträgt sich das mit einer Katze?",
             ["User hat einen Kater namens Moritz", "User hat einen Wellensittich namens Pieps"]),
            ("Moritz mussten wir am 12. März einschläfern lassen, er war 17. Pieps ist seitdem ganz ruhig, "
             "ist das normal?",
             ["User hat einen Wellensittich namens Pieps", "User musste Moritz am 12. März einschläfern lassen"])]),
    ("de", [("Ich bin Beamter beim Finanzamt München.", ["User ist Beamter beim Finanzamt München"]),
            ("Seit dem 1. April bin ich in Pension und wir sind an den Chiemsee gezogen. Welche Wanderungen "
             "kannst du empfehlen?",
             ["User ist seit dem 1. April in Pension", "User ist an den Chiemsee gezogen"])]),
    ("de", [("Ich spreche Deutsch und Türkisch und spiele Schach im Verein.",
             ["User spricht Deutsch", "User spricht Türkisch", "User spielt Schach im Verein"]),
            ("Seit Januar lerne ich Arabisch, und seit kurzem gehe ich auch zum Bouldern. Hast du Tipps für Anfänger?",
             ["User spricht Deutsch", "User spricht Türkisch", "User spielt Schach im Verein",
              "User lernt seit Januar Arabisch", "User geht seit kurzem zum Bouldern"])]),
    ("de", [("Ich wohne in Frankfurt.", ["User wohnt in Frankfurt"]),  # control: a plan not done
            ("Wir überlegen, nächstes Jahr nach Wien zu ziehen. Wie ist der Wohnungsmarkt dort?",
             ["User wohnt in Frankfurt"])]),
    ("de", [("Ich arbeite als Pflegerin in einem Altenheim in Dresden.",  # control: a colleague's change
             ["User arbeitet als Pflegerin in einem Altenheim in Dresden"]),
            ("Meine Kollegin hat gekündigt und ich muss jetzt ihre Schichten mit übernehmen. Wie spreche ich "
             "das bei der Heimleitung an?",
             ["User arbeitet als Pflegerin in einem Altenheim in Dresden"])]),
    ("de", [("Ich bin Vegetarier und wohne in Freiburg.", ["User ist Vegetarier", "User wohnt in Freiburg"]),  # control: a habit
            ("Am Wochenende bin ich meistens nicht in Freiburg, sondern bei meinen Eltern im Schwarzwald. "
             "Was kann man dort bei Regen machen?",
             ["User ist Vegetarier", "User wohnt in Freiburg"])]),
    # -- French ----------------------------------------------------------------------------------
    ("fr", [("Je suis comptable chez KPMG à Lyon.", ["User est comptable chez KPMG à Lyon"]),
            ("J'ai quitté KPMG fin janvier, je bosse maintenant chez Decathlon au siège de Lille. Tu peux "
             "m'aider à trouver un appart là-bas ?",
             ["User bosse maintenant chez Decathlon au siège de Lille"])]),
    ("fr", [("Je travaille chez Renault à Flins depuis 2012.", ["User travaille chez Renault à Flins depuis 2012"]),
            ("Je fais partie du plan social, mon dernier jour chez Renault c'était le 28 février. Comment je "
             "m'inscris à France Travail ?",
             ["Le dernier jour de User chez Renault était le 28 février"])]),
    ("fr", [("J'ai 17 ans et je passe le bac cette année.", ["User a 17 ans", "User passe le bac cette année"]),
            ("j'ai eu 18 ans samedi dernier !! du coup je peux m'inscrire au permis accéléré ? c'est quoi les démarches",
             ["User passe le bac cette année", "User a eu 18 ans samedi dernier"])]),
    ("fr", [("Je suis pacsée avec Julien depuis 2019.", ["User est pacsée avec Julien depuis 2019"]),
            ("On s'est mariés le 14 juin, enfin ! Tu peux m'aider à écrire les remerciements pour les invités ?",
             ["User s'est mariée le 14 juin"])]),
    ("fr", [("J'habite à Bordeaux, dans le quartier des Chartrons.",
             ["User habite à Bordeaux, dans le quartier des Chartrons"]),
            ("Je n'habite plus à Bordeaux depuis l'été, je suis à Nantes maintenant. Tu connais un bon club "
             "de badminton là-bas ?",
             ["User n'habite plus à Bordeaux depuis l'été", "User est à Nantes maintenant"])]),
    ("fr", [("Je vais au boulot en scooter.", ["User va au boulot en scooter"]),
            ("Mon scooter s'est fait voler devant la gare mardi, et franchement je vais pas en racheter un, "
             "je prends le tram maintenant. C'est quoi l'abonnement le moins cher ?",
             ["User prend le tram maintenant"])]),
    ("fr", [("Je suis végétarienne.", ["User est végétarienne"]),
            ("Depuis ma grossesse je remange de la viande, mon médecin me l'a conseillé. Des idées de plats "
             "avec du bœuf ?",
             ["User remange de la viande depuis sa grossesse"])]),
    ("fr", [("J'ai deux chats, Caramel et Réglisse.", ["User a un chat nommé Caramel", "User a un chat nommé Réglisse"]),
            ("Caramel est mort la semaine dernière, il avait 15 ans. Réglisse le cherche partout, c'est normal ?",
             ["User a un chat nommé Réglisse", "Le chat de User, Caramel, est mort la semaine dernière"]),
            ("On a adopté un chiot à la SPA ce week-end, il s'appelle Gribouille.",
             ["User a un chat nommé Réglisse", "Le chat de User, Caramel, est mort la semaine dernière",
              "User a adopté un chiot nommé Gribouille"])]),
    ("fr", [("Je parle français, arabe et un peu d'anglais. Je fais du judo depuis l'enfance.",
             ["User parle français", "User parle arabe", "User parle un peu d'anglais",
              "User fait du judo depuis l'enfance"]),
            ("Je ne fais plus de judo depuis mon opération du genou, mais je me suis mis à la natation. Tu peux "
             "me faire un programme pour 3 séances par semaine ?",
             ["User parle français", "User parle arabe", "User parle un peu d'anglais",
              "User ne fait plus de judo", "User s'est mis à la natation"])]),
    ("fr", [("Je suis infirmière à Marseille.", ["User est infirmière à Marseille"]),  # control: a hypothetical
            ("Si je démissionnais pour partir au Québec, je pourrais exercer là-bas directement ?",
             ["User est infirmière à Marseille"])]),
    ("fr", [("Je suis célibataire et je vis à Rennes.", ["User est célibataire", "User vit à Rennes"]),  # control: another person
            ("Ma mère vient de prendre sa retraite et elle déménage à Rennes pour être près de moi. Des idées "
             "d'activités pour elle ?",
             ["User est célibataire", "User vit à Rennes"])]),
    ("fr", [("Je travaille chez Airbus à Toulouse.", ["User travaille chez Airbus à Toulouse"]),  # control: a quote
            ("Comment on dit « j'ai quitté mon travail » en espagnol ? C'est pour un exercice.",
             ["User travaille chez Airbus à Toulouse"])]),
    # -- Spanish ---------------------------------------------------------------------------------
    ("es", [("Trabajo de camarero en un bar de Málaga.", ["User trabaja de camarero en un bar de Málaga"]),
            ("Dejé el bar en septiembre y ahora estoy de recepcionista en un hotel de Marbella. ¿Me ayudas a "
             "mejorar mi inglés para atender a los clientes?",
             ["User ahora está de recepcionista en un hotel de Marbella"])]),
    ("es", [("Soy ingeniera en Telefónica, en Madrid.", ["User es ingeniera en Telefónica en Madrid"]),
            ("Me despidieron en el ERE de marzo. ¿Cuánto me corresponde de paro si cotizé 9 años?",
             ["User fue despedida en el ERE de marzo"])]),
    ("es", [("Tengo 44 años y dos hijos.", ["User tiene 44 años", "User tiene dos hijos"]),
            ("Ayer cumplí 45 y mis hijos me regalaron una bici de carretera. ¿Cómo ajusto el sillín?",
             ["User tiene dos hijos", "User cumplió 45 ayer", "User tiene una bici de carretera"])]),
    ("es", [("Estoy casado con Marta desde hace 12 años.", ["User está casado con Marta desde hace 12 años"]),
            ("Marta y yo nos separamos en agosto, ya firmamos el divorcio. ¿Cómo organizo la custodia compartida "
             "en vacaciones?",
             ["User y Marta se separaron en agosto y firmaron el divorcio"])]),
    ("es", [("Vivo en Valencia con mi abuela.", ["User vive en Valencia con su abuela"]),
            ("Ya no vivo con mi abuela, me fui a un piso compartido en Barcelona por el máster. ¿Qué barrios "
             "son baratos?",
             ["User ya no vive con su abuela", "User se fue a un piso compartido en Barcelona"])]),
    ("es", [("Tengo un Seat Ibiza del 2010.", ["User tiene un Seat Ibiza del 2010"]),
            ("Al final vendí el Ibiza, no me compensaba el seguro. Ahora me muevo en patinete eléctrico. ¿Es "
             "obligatorio el casco en Sevilla?",
             ["User vendió el Ibiza y ahora se mueve en patinete eléctrico"])]),
    ("es", [("Hago ayuno intermitente 16:8 desde hace un año.", ["User hace ayuno intermitente 16:8 desde hace un año"]),
            ("Dejé el ayuno intermitente porque me daba migrañas. ¿Qué desayuno con proteína me recomiendas?",
             ["User dejó el ayuno intermitente"])]),
    ("es", [("Tengo una perra, Lola, y un gato, Simba.", ["User tiene una perra, Lola", "User tiene un gato, Simba"]),
            ("Simba se escapó hace tres semanas y no ha vuelto 😢 Lola está rara desde entonces. ¿Cómo la animo?",
             ["User tiene una perra, Lola", "El gato de User, Simba, se escapó hace tres semanas"])]),
    ("es", [("Soy profesor de instituto en Salamanca, hablo español y francés.",
             ["User es profesor de instituto en Salamanca", "User habla español", "User habla francés"]),
            ("Me jubilé en junio y por fin me he apuntado a clases de italiano. ¿Me recomiendas alguna serie "
             "italiana fácil?",
             ["User habla español", "User habla francés", "User se jubiló en junio",
              "User se ha apuntado a clases de italiano"])]),
    ("es", [("Vivo en Bilbao.", ["User vive en Bilbao"]),  # control: a question
            ("¿Qué tendría que hacer si quisiera mudarme a Lisboa? Papeles, cuenta de banco, etc.",
             ["User vive en Bilbao"])]),
    ("es", [("Trabajo en Mercadona como cajera.", ["User trabaja en Mercadona como cajera"]),  # control: a friend's change
            ("Una amiga dejó su trabajo en Zara y ahora no sabe qué hacer. ¿Qué le puedo decir?",
             ["User trabaja en Mercadona como cajera"])]),
    ("es", [("Soy vegano y vivo en Granada.", ["User es vegano", "User vive en Granada"]),  # control: a habit
            ("Los fines de semana no suelo cocinar, pido comida a domicilio. ¿Qué apps tienen buenas opciones "
             "veganas en Granada?",
             ["User es vegano", "User vive en Granada"])]),
    # -- Italian ---------------------------------------------------------------------------------
    ("it", [("Lavoro in banca, a Intesa Sanpaolo, a Torino.", ["User lavora a Intesa Sanpaolo a Torino"]),
            ("Mi sono licenziato da Intesa il mese scorso e da lunedì comincio in Lavazza come analista. Mi "
             "aiuti a preparare il primo giorno?",
             ["User da lunedì comincia in Lavazza come analista"])]),
    ("it", [("Faccio il macchinista per Trenitalia da 35 anni.", ["User fa il macchinista per Trenitalia da 35 anni"]),
            ("Sono andato in pensione il 1° ottobre. Adesso che ho tempo, cosa posso seminare nell'orto a novembre?",
             ["User è andato in pensione il 1° ottobre"])]),
    ("it", [("Ho 25 anni e studio medicina a Padova.", ["User ha 25 anni", "User studia medicina a Padova"]),
            ("Oggi compio 26 anni e sono ancora al quarto anno 😅 dammi un po' di motivazione per la sessione "
             "di gennaio",
             ["User studia medicina a Padova", "User compie 26 anni oggi", "User è ancora al quarto anno"])]),
    ("it", [("Sono fidanzata con Luca da quattro anni.", ["User è fidanzata con Luca da quattro anni"]),
            ("Con Luca è finita a Natale. Adesso vivo da sola per la prima volta, mi consigli come organizzare "
             "la spesa per una persona?",
             ["La storia di User con Luca è finita a Natale", "User adesso vive da sola"])]),
    ("it", [("Sono pescetariana.", ["User è pescetariana"]),
            ("Non sono più pescetariana, sono diventata vegana a settembre. Ricetta per una carbonara vegana?",
             ["User non è più pescetariana", "User è diventata vegana a settembre"])]),
    ("it", [("Abito a Napoli, al Vomero.", ["User abita a Napoli, al Vomero"]),
            ("Da quando mi sono trasferita a Bologna per lavoro mi manca il mare. Che gite al mare si possono "
             "fare in giornata?",
             ["User si è trasferita a Bologna per lavoro"])]),
    ("it", [("Vado al lavoro con la mia Vespa.", ["User va al lavoro con la Vespa"]),
            ("La Vespa me l'hanno rubata sabato sotto casa, ho fatto denuncia. Intanto prendo l'autobus, "
             "conviene l'abbonamento annuale?",
             ["User intanto prende l'autobus"])]),
    ("it", [("Ho un pastore tedesco che si chiama Rex.", ["User ha un pastore tedesco che si chiama Rex"]),
            ("Abbiamo preso anche due galline, Gina e Pina, per le uova. Cosa mangiano?",
             ["User ha un pastore tedesco che si chiama Rex", "User ha due galline, Gina e Pina"])]),
    ("it", [("Parlo italiano e tedesco, e suono il pianoforte.",
             ["User parla italiano", "User parla tedesco", "User suona il pianoforte"]),
            ("Il pianoforte non lo suono più da anni, l'ho venduto. Però sto imparando il cinese da gennaio! "
             "Come si memorizzano i caratteri?",
             ["User parla italiano", "User parla tedesco", "User non suona più il pianoforte",
              "User sta imparando il cinese da gennaio"])]),
    ("it", [("Lavoro come commessa da Zara a Milano.", ["User lavora come commessa da Zara a Milano"]),  # control: a hypothetical
            ("Se mi licenziassi adesso, avrei diritto alla NASpI?", ["User lavora come commessa da Zara a Milano"])]),
    ("it", [("Sono sposato e abito a Verona.", ["User è sposato", "User abita a Verona"]),  # control: a colleague's change
            ("Un mio collega si è appena separato e cerca casa a Verona. Conosci siti affidabili per gli affitti?",
             ["User è sposato", "User abita a Verona"])]),
    ("it", [("Ho una Fiat Panda.", ["User ha una Fiat Panda"]),  # control: a plan, asked
            ("Sto pensando di vendere la Panda e prendere una bici elettrica. Quanto potrei ricavarci?",
             ["User ha una Fiat Panda"])]),
    # -- Portuguese ------------------------------------------------------------------------------
    ("pt", [("Trabalho como enfermeira no Hospital de Santa Maria, em Lisboa.",
             ["User trabalha como enfermeira no Hospital de Santa Maria, em Lisboa"]),
            ("Saí do Santa Maria em dezembro e agora estou numa clínica privada em Cascais. Podes ajudar-me a "
             "organizar os meus turnos?",
             ["User agora está numa clínica privada em Cascais"])]),
    ("pt", [("Sou desenvolvedor na Nubank em São Paulo.", ["User é desenvolvedor na Nubank em São Paulo"]),
            ("Fui demitido na semana passada, cortaram 10% do time. Como faço pra sacar o FGTS?",
             ["User foi demitido na semana passada"])]),
    ("pt", [("Oi! Tenho 32 anos, moro em Curitiba e sou designer gráfico.",
             ["User tem 32 anos", "User mora em Curitiba", "User é designer gráfico"]),
            ("Fiz 33 no domingo e quero finalmente aprender a nadar. Tem natação pra adulto em Curitiba?",
             ["User mora em Curitiba", "User é designer gráfico", "User fez 33 no domingo"])]),
    ("pt", [("Namoro o Pedro há dois anos.", ["User namora o Pedro há dois anos"]),
            ("Eu e o Pedro terminamos. Não quero falar disso, só me passa uma playlist animada pra correr.",
             ["User e o Pedro terminaram"])]),
    ("pt", [("Moro no Porto.", ["User mora no Porto"]),
            ("Já não moro no Porto, voltei para Braga para ficar perto da família. Sabes de algum ginásio bom lá?",
             ["User já não mora no Porto", "User voltou para Braga"])]),
    ("pt", [("Tenho um Gol 2012 que uso pra tudo.", ["User tem um Gol 2012"]),
            ("Vendi o Gol mês passado, tava dando muito gasto. Agora vou de bike pro trabalho. Qual capacete vc "
             "recomenda?",
             ["User vendeu o Gol e agora vai de bike pro trabalho"])]),
    ("pt", [("Estou fazendo a dieta low carb.", ["User está fazendo a dieta low carb"]),
            ("Parei com o low carb faz uns dois meses. Me passa uma receita de pão caseiro?",
             ["User parou com o low carb"])]),
    ("pt", [("Tenho um gato chamado Frajola.", ["User tem um gato chamado Frajola"]),
            ("Adotei uma cachorrinha vira-lata ontem, chama Pipoca! Como apresento ela pro Frajola?",
             ["User tem um gato chamado Frajola", "User adotou uma cachorrinha vira-lata chamada Pipoca"]),
            ("O Frajola morreu essa madrugada, tinha 16 anos. Estou arrasada.",
             ["User adotou uma cachorrinha vira-lata chamada Pipoca", "O gato de User, Frajola, morreu"])]),
    ("pt", [("Falo português e inglês e jogo futebol às quartas.",
             ["User fala português", "User fala inglês", "User joga futebol às quartas"]),
            ("Não jogo mais futebol, rompi o ligamento. Comecei a aprender espanhol pra uma viagem. Tem algum "
             "podcast bom?",
             ["User fala português", "User fala inglês", "User não joga mais futebol", "User começou a aprender espanhol"])]),
    ("pt", [("Moro em Belo Horizonte e trabalho no Itaú.",  # control: a hypothetical
             ["User mora em Belo Horizonte", "User trabalha no Itaú"]),
            ("Se eu pedisse demissão e me mudasse pra Floripa, quanto eu precisaria guardar?",
             ["User mora em Belo Horizonte", "User trabalha no Itaú"])]),
    ("pt", [("Sou casada e tenho um filho de 5 anos.", ["User é casada", "User tem um filho de 5 anos"]),  # control: a neighbour
            ("Minha vizinha vendeu o carro e agora vai de bicicleta com o filho pra escola. É seguro levar "
             "criança de bike?",
             ["User é casada", "User tem um filho de 5 anos"])]),
    ("pt", [("Sou professora de história numa escola pública.",  # control: a quote
             ["User é professora de história numa escola pública"]),
            ("Um aluno escreveu na redação: 'não moro mais com meus pais'. Como abordo isso com ele com cuidado?",
             ["User é professora de história numa escola pública"])]),
]
