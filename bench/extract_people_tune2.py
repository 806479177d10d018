"""More tuning sequences written by a case writer who never read the rules (issue 28, branch w28w4).

Who and how: a test-case writer session given only issue 28, the layout of bench/extract_kinds_tune3.py
(its docstring and first sequences) and the way expected facts are written; it read nothing under
mnemosyne_app/, none of the blind sets (bench/extract_unseen*.py) and no other case file. The 96 sequences
(12 in each of en zh ja de fr es it pt) were written as people type to an assistant, each imagined as a
different person: the change buried in a request, told by its consequence ("the bus and an e-scooter
for me now"), "we" forms, subject-less sentences (ja, zh, es, it, pt), dates, typos and lower case, long
messages with several facts. Kinds: jobs left, lost, retired from, promoted in and started; moves (a family
moving together); relationship status; age through a birthday; a car, a bike, a flat sold, stolen or
replaced; diets stopped; pets that die and pets that join (many-valued: they accumulate); languages,
instruments and hobbies taken up and given up; bare negations ("anymore", 不再/已经不, もう…ない,
nicht mehr, ne…plus, ya no, non…più, não…mais). Three in each language are CONTROLS (marked) where nothing
may end: hypotheticals, plans, other people's changes, questions, habits, feelings, quotes. Other people's
facts, requests and questions are not the person's facts: a message with only those leaves the list as it was.

This is a tuning set (people-tune2): rules may be changed on its failures; no held-out figure.
Committed before its first run (20c2eec).
First run (branch w28w4 at 20c2eec, with the model gemma-3-270m-q4_k_m): update sequences right 32/96
(en 3/12, zh 3/12, ja 3/12, de 2/12, fr 3/12, es 8/12, it 5/12, pt 5/12; steps 122/198); "ended" decisions:
precision 0.88 (29/33), recall 0.41 (29/70); failed sequences by kind (64 failed; one may count under
several): old fact still current 36, new state extracted under another attribute 10, new state never
extracted 13, new state extracted in other words 19, wrongly ended 2, a fact nobody stated kept 43,
a proposal left waiting 4.

SEQUENCES: (language, [(message, the person's current facts after it)]). A fact that stays current
repeats its expected text word for word (bench_extract counts "ended" decisions that way).
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    ("en", [("ok long story but: I'm 34, I live in Bristol, I work as a vet nurse and I've got a rescue greyhound called Pip.",
             ["User is 34", "User lives in Bristol", "User works as a vet nurse",
              "User has got a rescue greyhound called Pip"]),
            ("Quick update since last time - I left the vet practice in June and now I'm doing dog grooming from home, "
             "still in Bristol. Pip's doing great. Can you write me a flyer for the grooming?",
             ["User is 34", "User lives in Bristol", "User is now doing dog grooming from home",
              "User has got a rescue greyhound called Pip"])]),
    ("en", [("I've been a postman in Leeds for 31 years.", ["User has been a postman in Leeds for 31 years"]),
            ("Retired on Friday!! 31 years of delivering letters, done. What hobbies suit someone who can't sit still?",
             ["User retired on Friday"])]),
    ("en", [("We live in Croydon, me, my husband and our two boys.",
             ["User lives in Croydon", "User has a husband", "User has two boys"]),
            ("We finally did it and moved up to Harrogate over Easter. How can I help the boys settle into a new school?",
             ["User moved up to Harrogate over Easter", "User has a husband", "User has two boys"])]),
    ("en", [("I'm 27 and trying to get into running.", ["User is 27", "User is trying to get into running"]),
            ("birthday was yesterday so im officially 28 lol. can u make me a 10k plan for october",
             ["User is officially 28", "User is trying to get into running"])]),
    ("en", [("My fiancée Priya and I are planning a June wedding.", ["User is engaged to Priya"]),
            ("The wedding's off. Priya and I ended things in March. Can you draft an email asking the venue for our deposit back?",
             ["Priya and User ended things in March"])]),
    ("en", [("I drive a 2014 Honda Civic.", ["User drives a 2014 Honda Civic"]),
            ("Sold the Civic last weekend, got a decent price for it. It's the bus and an e-scooter for me now. "
             "Are e-scooters allowed in bike lanes in the UK?",
             ["User now takes the bus and an e-scooter"])]),
    ("en", [("I have a cat called Miso.", ["User has a cat called Miso"]),
            ("We adopted a grey kitten yesterday, his name is Tofu. How do I introduce him to Miso?",
             ["User has a cat called Miso", "User adopted a grey kitten called Tofu"]),
            ("Miso passed away this morning. She was 16. I don't really know what to do with myself.",
             ["User adopted a grey kitten called Tofu"])]),
    ("en", [("I'm keto, so no bread or pasta please when you suggest meals.", ["User is keto"]),
            ("not doing keto anymore btw, it made me miserable. give me a pasta recipe thats not too heavy",
             ["User is not doing keto anymore"])]),
    ("en", [("I speak Spanish fluently. I'm also learning Japanese on Duolingo.",
             ["User speaks Spanish fluently", "User is learning Japanese on Duolingo"]),
            ("I gave up on Japanese after six months, but I just started Korean classes at the community center. "
             "Any tips for learning Hangul?",
             ["User speaks Spanish fluently", "User just started Korean classes at the community center"])]),
    ("en", [("I live in Austin and work as a nurse at St. David's.",  # control: plans and a question
             ["User lives in Austin", "User works as a nurse at St. David's"]),
            ("I've been thinking about moving to Portland and maybe leaving nursing altogether. "
             "What would I need to become a dental hygienist in Oregon?",
             ["User lives in Austin", "User works as a nurse at St. David's"])]),
    ("en", [("I'm vegetarian and I play cello in a community orchestra.",  # control: another person's changes
             ["User is vegetarian", "User plays cello in a community orchestra"]),
            ("My brother just quit the orchestra and started eating meat again, lol. Anyway, which pieces would suit a "
             "cello and piano duet?",
             ["User is vegetarian", "User plays cello in a community orchestra"])]),
    ("en", [("I've been living in Glasgow for 5 years.", ["User has been living in Glasgow for 5 years"]),  # control: a feeling
            ("Some days I wish I'd never left home. Is it normal to still feel homesick after five years?",
             ["User has been living in Glasgow for 5 years"])]),
    # -- Chinese ---------------------------------------------------------------------------------
    ("zh", [("我在字节做产品经理。", ["用户在字节做产品经理"]),
            ("上个月裸辞了，现在在老家开了一家奶茶店。帮我想几个店名？", ["用户现在在老家开了一家奶茶店"])]),
    ("zh", [("我在一家外企做财务，已经干了八年。", ["用户在一家外企做财务"]),
            ("公司裁员，我被优化了😂 下周去面试一家国企的会计岗，帮我准备一下自我介绍", ["用户被公司裁员了"])]),
    ("zh", [("我们一家住在武汉。", ["用户一家住在武汉"]),
            ("今年暑假我们全家搬到了杭州，孩子要转学，杭州的小学怎么报名？", ["用户全家搬到了杭州"])]),
    ("zh", [("我今年35岁。", ["用户今年35岁"]),
            ("昨天刚过完36岁生日，感觉身体大不如前了。有什么适合的运动吗？", ["用户刚过完36岁生日"])]),
    ("zh", [("我和女朋友在一起三年了。", ["用户和女朋友在一起三年了"]),
            ("我们分手了。怎么才能走出来啊", ["用户和女朋友分手了"])]),
    ("zh", [("我每天骑电动车上班。", ["用户每天骑电动车上班"]),
            ("电动车前天在小区被偷了，这几天只能挤地铁，好烦。报警有用吗？", ["用户这几天只能挤地铁"])]),
    ("zh", [("我养了一只柯基，叫豆豆。", ["用户养了一只柯基叫豆豆"]),
            ("又领养了一只橘猫，叫年糕。猫和狗怎么相处比较好？", ["用户养了一只柯基叫豆豆", "用户领养了一只橘猫叫年糕"]),
            ("豆豆上周走了，十二岁。年糕这几天一直在找它。", ["用户领养了一只橘猫叫年糕"])]),
    ("zh", [("我在做16:8轻断食。", ["用户在做16:8轻断食"]),
            ("轻断食已经不做了，胃受不了。推荐点养胃的早餐吧", ["用户已经不做轻断食了"])]),
    ("zh", [("我在学古筝，每周上一次课。", ["用户在学古筝"]),
            ("古筝不再学了，太费时间。最近迷上了攀岩，新手需要买什么装备？", ["用户最近迷上了攀岩"])]),
    ("zh", [("我在北京一家医院当护士。", ["用户在北京一家医院当护士"]),  # control: a hypothetical
            ("如果我辞职去深圳，护士执业证还能用吗？", ["用户在北京一家医院当护士"])]),
    ("zh", [("我住在南京。", ["用户住在南京"]),  # control: another person's change
            ("我妈退休了，搬去海南住了。海南冬天需要带厚衣服吗？", ["用户住在南京"])]),
    ("zh", [("我是素食者。", ["用户是素食者"]),  # control: a quote
            ("我同事老说“你不吃肉迟早会生病”，这是真的吗？", ["用户是素食者"])]),
    # -- Japanese --------------------------------------------------------------------------------
    ("ja", [("都内の広告代理店で営業をしています。", ["ユーザーは都内の広告代理店で営業をしています"]),
            ("3月末で退職して、4月から地元の市役所で働いています。公務員の研修ってどんな感じですか？",
             ["ユーザーは4月から地元の市役所で働いています"])]),
    ("ja", [("高校で数学を教えています。", ["ユーザーは高校で数学を教えています"]),
            ("今年の春に定年退職しました。家庭菜園を始めたいのですが、何から始めればいいですか？",
             ["ユーザーは今年の春に定年退職しました"])]),
    ("ja", [("名古屋に住んでいます。", ["ユーザーは名古屋に住んでいます"]),
            ("夫の転勤で、家族で札幌に引っ越してきました。冬の服装で気をつけることは？",
             ["ユーザーは家族で札幌に引っ越してきました"])]),
    ("ja", [("44歳です。", ["ユーザーは44歳です"]),
            ("先週45歳の誕生日を迎えました。人間ドックでは何を受けるべきでしょうか。", ["ユーザーは先週45歳の誕生日を迎えました"])]),
    ("ja", [("結婚して10年になります。", ["ユーザーは結婚して10年になります"]),
            ("去年離婚して、今は娘と二人暮らしです。", ["ユーザーは去年離婚しました", "ユーザーは今は娘と二人暮らしです"])]),
    ("ja", [("ロードバイクで通勤しています。", ["ユーザーはロードバイクで通勤しています"]),
            ("駅でロードバイクを盗まれてしまって、最近は電車通勤です。被害届ってどう出すんですか？",
             ["ユーザーは最近は電車通勤です"])]),
    ("ja", [("柴犬のコタロウを飼っています。", ["ユーザーは柴犬のコタロウを飼っています"]),
            ("先月、保護猫のミケを迎えました。コタロウとの相性が心配です。",
             ["ユーザーは柴犬のコタロウを飼っています", "ユーザーは先月保護猫のミケを迎えました"])]),
    ("ja", [("毎晩ビールを飲んでいます。", ["ユーザーは毎晩ビールを飲んでいます"]),
            ("健康診断で引っかかって、もうお酒は飲んでいません。ノンアルのおすすめある？", ["ユーザーはもうお酒は飲んでいません"])]),
    ("ja", [("ピアノを習っています。", ["ユーザーはピアノを習っています"]),
            ("最近ギターも始めました。", ["ユーザーはピアノを習っています", "ユーザーは最近ギターも始めました"]),
            ("ピアノはもうやめました。ギター一本に絞ります。コード進行の練習法を教えて",
             ["ユーザーは最近ギターも始めました"])]),
    ("ja", [("大阪の銀行で働いています。", ["ユーザーは大阪の銀行で働いています"]),  # control: a hypothetical
            ("もし東京の会社に転職したら、年収はどのくらい上がりますか？", ["ユーザーは大阪の銀行で働いています"])]),
    ("ja", [("ヴィーガンです。", ["ユーザーはヴィーガンです"]),  # control: another person's change
            ("姉がヴィーガンをやめて、お肉を食べ始めました。一緒に食べられる料理はありますか？", ["ユーザーはヴィーガンです"])]),
    ("ja", [("京都に住んでいます。", ["ユーザーは京都に住んでいます"]),  # control: a plan not done
            ("来年あたり沖縄に移住しようかと考えています。向こうで仕事は見つかりますかね？", ["ユーザーは京都に住んでいます"])]),
    # -- German ----------------------------------------------------------------------------------
    ("de", [("Ich arbeite als Krankenpfleger in der Charité.", ["User arbeitet als Krankenpfleger in der Charité"]),
            ("Kurzes Update: hab zum 1. Juni in der Charité aufgehört und bin jetzt Pflegedienstleitung bei einem ambulanten "
             "Dienst in Potsdam. Kannst du mir helfen, eine Dienstplanvorlage in Excel zu bauen?",
             ["User ist jetzt Pflegedienstleitung bei einem ambulanten Dienst in Potsdam"])]),
    ("de", [("Ich bin Ingenieurin bei Continental in Hannover.", ["User ist Ingenieurin bei Continental in Hannover"]),
            ("Continental hat meine ganze Abteilung abgebaut, ich bin seit Montag arbeitslos. Wie melde ich mich bei der "
             "Agentur für Arbeit?", ["User ist seit Montag arbeitslos"])]),
    ("de", [("Wir wohnen in Leipzig.", ["User wohnt in Leipzig"]),
            ("Wir sind im Herbst nach Dresden gezogen, näher an meine Eltern. Welche Stadtteile sind gut für Familien?",
             ["User ist im Herbst nach Dresden gezogen"])]),
    ("de", [("Ich bin 59 und will fitter werden.", ["User ist 59", "User will fitter werden"]),
            ("Seit gestern bin ich 60 - unglaublich. Welche Impfungen werden ab 60 empfohlen?",
             ["Seit gestern ist User 60", "User will fitter werden"])]),
    ("de", [("Ich bin seit sechs Jahren mit Jonas zusammen.", ["User ist seit sechs Jahren mit Jonas zusammen"]),
            ("Jonas und ich sind nicht mehr zusammen. Hilfst du mir, die gemeinsame Wohnung zu kündigen?",
             ["Jonas und User sind nicht mehr zusammen"])]),
    ("de", [("Ich habe eine Eigentumswohnung in Mainz und wohne auch dort.",
             ["User hat eine Eigentumswohnung in Mainz", "User wohnt in Mainz"]),
            ("Die Wohnung in Mainz ist seit dem Notartermin am 14. verkauft, jetzt wohne ich zur Miete in Wiesbaden. "
             "Muss ich den Gewinn versteuern?",
             ["User wohnt jetzt zur Miete in Wiesbaden"])]),
    ("de", [("Wir haben einen Wellensittich namens Pepe.", ["User hat einen Wellensittich namens Pepe"]),
            ("Pepe ist leider gestorben. Dafür haben wir zwei Kaninchen aus dem Tierheim geholt. Was fressen Kaninchen im Winter?",
             ["User hat zwei Kaninchen aus dem Tierheim geholt"])]),
    ("de", [("Ich esse glutenfrei.", ["User isst glutenfrei"]),
            ("Ich ess wieder ganz normal, die Zöliakie-Diagnose war falsch. Hast du ein Rezept für Sauerteigbrot?",
             ["User isst wieder ganz normal"])]),
    ("de", [("Ich spiele Trompete im Musikverein.", ["User spielt Trompete im Musikverein"]),
            ("Neben der Trompete hab ich jetzt auch mit Schach im Verein angefangen.",
             ["User spielt Trompete im Musikverein", "User hat jetzt auch mit Schach im Verein angefangen"]),
            ("Trompete spiele ich nicht mehr, die Zähne machen nicht mit. Welche Schacheröffnung ist für Anfänger gut?",
             ["User hat jetzt auch mit Schach im Verein angefangen"])]),
    ("de", [("Ich arbeite bei der Deutschen Bahn.", ["User arbeitet bei der Deutschen Bahn"]),  # control: a quote
            ("Mein Chef meinte heute: \"Wenn du so weitermachst, arbeitest du hier nicht mehr lange.\" Wie reagiere ich darauf?",
             ["User arbeitet bei der Deutschen Bahn"])]),
    ("de", [("Ich lebe vegan.", ["User lebt vegan"]),  # control: a hypothetical
            ("Wenn ich nicht mehr vegan leben würde, würde ich als Erstes Käse essen. Gibt es guten veganen Käse?",
             ["User lebt vegan"])]),
    ("de", [("Ich wohne in Freiburg.", ["User wohnt in Freiburg"]),  # control: another person's move
            ("Meine Tochter zieht nächste Woche nach Berlin. Wie gehe ich mit dem leeren Nest um?",
             ["User wohnt in Freiburg"])]),
    # -- French ----------------------------------------------------------------------------------
    ("fr", [("Je suis caissière chez Carrefour à Nantes.", ["User est caissière chez Carrefour à Nantes"]),
            ("Bonne nouvelle : depuis lundi je suis cheffe de rayon ! Tu peux m'aider à préparer ma première réunion d'équipe ?",
             ["Depuis lundi User est cheffe de rayon"])]),
    ("fr", [("Je bosse chez Decathlon comme vendeur.", ["User bosse chez Decathlon comme vendeur"]),
            ("J'ai démissionné de Decathlon en septembre, je suis en formation de boulanger maintenant. T'as une recette de brioche ?",
             ["User est en formation de boulanger maintenant"])]),
    ("fr", [("On habite à Lille avec les enfants.", ["User habite à Lille avec les enfants"]),
            ("Ça y est, on a emménagé à Bordeaux le 2 août ! Le déménagement a été un enfer. Des idées de sorties en famille ?",
             ["User a emménagé à Bordeaux le 2 août"])]),
    ("fr", [("J'ai 64 ans.", ["User a 64 ans"]),
            ("Je viens de fêter mes 65 ans, donc je peux enfin partir à la retraite. Comment je fais ma demande ?",
             ["User vient de fêter ses 65 ans"])]),
    ("fr", [("Je suis pacsée avec Julien.", ["User est pacsée avec Julien"]),
            ("Julien et moi, c'est fini depuis l'été. Comment on rompt un PACS ?", ["Julien et User, c'est fini depuis l'été"])]),
    ("fr", [("J'ai une Clio diesel.", ["User a une Clio diesel"]),
            ("J'ai revendu ma Clio et j'ai pris une Zoé électrique. Où trouver des bornes de recharge gratuites à Rennes ?",
             ["User a pris une Zoé électrique"])]),
    ("fr", [("Je fume un paquet par jour.", ["User fume un paquet par jour"]),
            ("Je ne fume plus depuis le 1er janvier ! Trois mois sans clope. Des astuces contre les fringales ?",
             ["User ne fume plus depuis le 1er janvier"])]),
    ("fr", [("J'ai un chien, Oscar.", ["User a un chien, Oscar"]),
            ("On a aussi adopté un lapin nain qui s'appelle Noisette.",
             ["User a un chien, Oscar", "User a adopté un lapin nain qui s'appelle Noisette"]),
            ("Oscar est mort la semaine dernière, il avait 14 ans... Noisette le cherche partout.",
             ["User a adopté un lapin nain qui s'appelle Noisette"])]),
    ("fr", [("Je parle anglais et j'apprends l'italien.", ["User parle anglais", "User apprend l'italien"]),
            ("J'ai laissé tomber l'italien, maintenant je me mets à l'allemand pour le boulot. Par quoi je commence ?",
             ["User parle anglais", "User se met à l'allemand pour le boulot"])]),
    ("fr", [("Je suis prof de maths dans un collège à Grenoble.",  # control: a question
             ["User est prof de maths dans un collège à Grenoble"]),
            ("Est-ce qu'un prof peut demander une mutation en Bretagne en cours d'année ?",
             ["User est prof de maths dans un collège à Grenoble"])]),
    ("fr", [("Je suis végétarien.", ["User est végétarien"]),  # control: another person's change
            ("Ma coloc a arrêté d'être végétarienne, moi je tiens bon. Une idée de plat qu'on peut partager ?",
             ["User est végétarien"])]),
    ("fr", [("J'habite à Marseille.", ["User habite à Marseille"]),  # control: a plan not done
            ("Je pensais déménager à Montpellier l'an prochain, mais finalement je reste. Tu peux m'aider à négocier mon bail ?",
             ["User habite à Marseille"])]),
    # -- Spanish ---------------------------------------------------------------------------------
    ("es", [("Soy camarera en un bar de tapas en Málaga.", ["User es camarera en un bar de tapas en Málaga"]),
            ("Dejé el bar en agosto y desde hace dos semanas trabajo de recepcionista en un hotel. "
             "¿Cómo contesto el teléfono en inglés de forma profesional?",
             ["Desde hace dos semanas User trabaja de recepcionista en un hotel"])]),
    ("es", [("Trabajo en Correos desde 1985.", ["User trabaja en Correos desde 1985"]),
            ("Me jubilé el mes pasado, después de casi 40 años. ¿Qué puedo hacer con tanto tiempo libre?",
             ["User se jubiló el mes pasado"])]),
    ("es", [("Vivo en Bilbao.", ["User vive en Bilbao"]),
            ("Nos mudamos a Zaragoza en enero, toda la familia. ¿Qué colegios públicos recomiendas?",
             ["User se mudó a Zaragoza en enero con toda la familia"])]),
    ("es", [("Tengo 17 años.", ["User tiene 17 años"]),
            ("¡Ya cumplí los 18! ¿Qué necesito para sacarme el carnet de conducir?", ["User ya cumplió los 18"])]),
    ("es", [("Estoy soltera.", ["User está soltera"]),
            ("Desde hace tres meses salgo con Marcos, un chico del gimnasio. ¿Qué le regalo por su cumple?",
             ["Desde hace tres meses User sale con Marcos"])]),
    ("es", [("Tengo una Vespa de segunda mano.", ["User tiene una Vespa de segunda mano"]),
            ("Me robaron la Vespa 😭 ahora voy en bici a la uni. ¿Qué candado es más seguro?",
             ["User ahora va en bici a la uni"])]),
    ("es", [("Juego al pádel los martes.", ["User juega al pádel los martes"]),
            ("Ya no juego al pádel, me lesioné la rodilla. Ahora hago natación tres veces por semana.",
             ["User ahora hace natación tres veces por semana"])]),
    ("es", [("Tengo un perro, Toby.", ["User tiene un perro, Toby"]),
            ("Hemos adoptado dos gatitos, Luna y Sol. ¿Cómo hago para que Toby no los persiga?",
             ["User tiene un perro, Toby", "User ha adoptado dos gatitos, Luna y Sol"])]),
    ("es", [("Soy vegana desde hace cinco años.", ["User es vegana desde hace cinco años"]),
            ("Pues ya no soy vegana, volví a comer pescado. ¿Qué pescados tienen menos mercurio?",
             ["User ya no es vegana", "User volvió a comer pescado"])]),
    ("es", [("Trabajo como enfermero en Valencia.", ["User trabaja como enfermero en Valencia"]),  # control: a hypothetical
            ("Si me fuera a trabajar a Alemania, ¿me convalidarían el título?", ["User trabaja como enfermero en Valencia"])]),
    ("es", [("Vivo en Granada.", ["User vive en Granada"]),  # control: another person's move
            ("Mi mejor amiga se ha mudado a Londres y la echo mucho de menos. ¿Qué le puedo mandar por correo?",
             ["User vive en Granada"])]),
    ("es", [("Soy profesor de secundaria.", ["User es profesor de secundaria"]),  # control: a habit
            ("Cada verano dejo de dar clases dos meses y me aburro muchísimo. ¿Algún curso online que me recomiendes?",
             ["User es profesor de secundaria"])]),
    # -- Italian ---------------------------------------------------------------------------------
    ("it", [("Faccio l'impiegata in banca a Bologna.", ["User fa l'impiegata in banca a Bologna"]),
            ("Da ottobre non lavoro più in banca: ho aperto una libreria con mia sorella. Mi aiuti a scrivere un post per Instagram?",
             ["User ha aperto una libreria con sua sorella"])]),
    ("it", [("Lavoro in un call center a Napoli.", ["User lavora in un call center a Napoli"]),
            ("Mi hanno licenziato venerdì, il call center chiude. Come funziona la NASpI?",
             ["User è stato licenziato venerdì"])]),
    ("it", [("Vivo a Milano da dieci anni.", ["User vive a Milano da dieci anni"]),
            ("Ci siamo trasferiti a Bergamo a marzo. Conosci qualche buon pediatra in zona?",
             ["User si è trasferito a Bergamo a marzo"])]),
    ("it", [("Ho 29 anni.", ["User ha 29 anni"]),
            ("Oggi compio 30 anni e mi sento vecchissima 😅 idee per una festa piccola?", ["Oggi User compie 30 anni"])]),
    ("it", [("Sono fidanzata con Luca.", ["User è fidanzata con Luca"]),
            ("Io e Luca ci siamo sposati sabato! Come si cambia lo stato civile sul sito del comune?",
             ["User e Luca si sono sposati sabato"])]),
    ("it", [("Ho una Panda del 2010.", ["User ha una Panda del 2010"]),
            ("Venduta la Panda, adesso prendo il treno per andare in ufficio. Conviene l'abbonamento annuale?",
             ["Adesso User prende il treno per andare in ufficio"])]),
    ("it", [("Fumo la sigaretta elettronica.", ["User fuma la sigaretta elettronica"]),
            ("Non fumo più la sigaretta elettronica da un mese. Come gestisco la voglia?",
             ["User non fuma più la sigaretta elettronica da un mese"])]),
    ("it", [("Ho un gatto, si chiama Birillo.", ["User ha un gatto che si chiama Birillo"]),
            ("Abbiamo preso anche un cane, un meticcio di nome Rocco. Come faccio ad abituarli a stare insieme?",
             ["User ha un gatto che si chiama Birillo", "User ha preso anche un cane, un meticcio di nome Rocco"])]),
    ("it", [("Suono il violino da quando avevo otto anni.", ["User suona il violino da quando aveva otto anni"]),
            ("Ho smesso con il violino, ora canto in un coro gospel. Mi consigli degli esercizi per la respirazione?",
             ["Ora User canta in un coro gospel"])]),
    ("it", [("Abito a Torino.", ["User abita a Torino"]),  # control: a hypothetical
            ("Se mi trasferissi a Lisbona, potrei lavorare da remoto per un'azienda italiana?", ["User abita a Torino"])]),
    ("it", [("Sono vegetariana.", ["User è vegetariana"]),  # control: another person's change
            ("Mio fratello non è più vegetariano da quando vive in Argentina. Cosa posso cucinare quando viene a trovarmi?",
             ["User è vegetariana"])]),
    ("it", [("Lavoro come infermiera all'ospedale di Padova.", ["User lavora come infermiera all'ospedale di Padova"]),  # control: a question
            ("È vero che dopo i 60 anni non si può più fare il turno di notte?",
             ["User lavora come infermiera all'ospedale di Padova"])]),
    # -- Portuguese ------------------------------------------------------------------------------
    ("pt", [("Sou professora de inglês numa escola de línguas no Porto.",
             ["User é professora de inglês numa escola de línguas no Porto"]),
            ("Saí da escola em julho e agora trabalho como tradutora freelancer. Podes ajudar-me a fazer uma tabela de preços?",
             ["User agora trabalha como tradutora freelancer"])]),
    ("pt", [("Trabalho na Petrobras como técnico.", ["User trabalha na Petrobras como técnico"]),
            ("Me aposentei semana passada!! Quero aprender a pescar, por onde começo?", ["User se aposentou semana passada"])]),
    ("pt", [("Moro em Curitiba.", ["User mora em Curitiba"]),
            ("A gente se mudou pra Florianópolis em maio. Quais praias são boas pra criança?",
             ["User se mudou pra Florianópolis em maio"])]),
    ("pt", [("Tenho 49 anos.", ["User tem 49 anos"]),
            ("Fiz 50 ontem! Que exames devo fazer depois dos 50?", ["User fez 50 anos ontem"])]),
    ("pt", [("Sou casado com a Ana.", ["User é casado com a Ana"]),
            ("A Ana e eu nos separamos em fevereiro. Como conto isso pra minha mãe?", ["Ana e User se separaram em fevereiro"])]),
    ("pt", [("Tenho um Gol 2012.", ["User tem um Gol 2012"]),
            ("Vendi o Gol e comprei uma moto, sai muito mais barato. Que capacete é bom?", ["User comprou uma moto"])]),
    ("pt", [("Moro com meus pais.", ["User mora com seus pais"]),
            ("Não moro mais com meus pais, aluguei um apartamento sozinha no centro. Como transfiro a conta de luz pro meu nome?",
             ["User alugou um apartamento sozinha no centro"])]),
    ("pt", [("Tenho um papagaio chamado Louro.", ["User tem um papagaio chamado Louro"]),
            ("Ganhei uma cachorrinha de presente, a Mel.",
             ["User tem um papagaio chamado Louro", "User ganhou uma cachorrinha de presente, a Mel"]),
            ("O Louro morreu ontem, tinha 20 anos.", ["User ganhou uma cachorrinha de presente, a Mel"])]),
    ("pt", [("Estou na dieta low carb.", ["User está na dieta low carb"]),
            ("Larguei a low carb, não aguentava mais. Agora tô só contando calorias. Quantas calorias tem um pão francês?",
             ["User agora está só contando calorias"])]),
    ("pt", [("Trabalho num banco em Lisboa.", ["User trabalha num banco em Lisboa"]),  # control: a hypothetical
            ("Se eu deixasse o banco para abrir um café, achas que era uma loucura?", ["User trabalha num banco em Lisboa"])]),
    ("pt", [("Moro em Recife.", ["User mora em Recife"]),  # control: another person's change
            ("Meu irmão se mudou pra São Paulo e arrumou emprego numa startup. Como ajudo ele com a saudade?",
             ["User mora em Recife"])]),
    ("pt", [("Sou solteira.", ["User é solteira"]),  # control: a feeling
            ("Às vezes acho que nunca vou casar. É normal se sentir assim?", ["User é solteira"])]),
]
