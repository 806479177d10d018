"""Fresh tuning sequences, set fresh-tune4 (branch w28y1): state changes and their controls.

What this set is: a tuning set for the extractor's ending of old facts, written without reading the
extractor's rules, its code, its tests or any other bench set, and committed before its first run. Its
first run is the one honest measure of it; once rules are changed on its failures it no longer measures
anything unseen.

What it weighs: precision first (a wrong ending is worse than a missed one). Eight languages (en zh ja de
fr es it pt), six sequences each, 2-4 messages from one person per sequence:
- 3 per language (24 in all) are CONTROLS, marked `# control: why`: nothing of the person's may end.
  They tempt a careless reader: a partner's, sibling's, neighbour's or friend's change told in the
  person's own words, a fact restated in passing, a past state told as past while the current one
  stands, a thing sold or dead that was never the person's, a name shared by two animals, a habit quit
  that is not the one held, a temporary exception, a trip or business stay, a wish, a hypothetical, a
  question "should I quit?", a change denied.
- 3 per language (24 in all) are CHANGES, marked `# change (plain|indirect): kind`: a job (laid off,
  contract not renewed, promoted, self-employed, retired, back to studying), a move (often told only by
  its consequence: a new house's garden, a landlord in the new city, a 5-minute walk), a relationship
  (married, separated, widowed), a birthday, a vehicle written off or stolen, a diet or habit stopped
  or begun, a pet died or rehomed and another adopted, one of many values dropped while the others stay.
  About half are told indirectly; many start from a state given with a duration ("for 6 years",
  "depuis deux ans"), several come inside long messages with relatives' news, some use a couple's "we".

Layout: SEQUENCES = [(language, [(message, [the person's current facts after it]), ...]), ...].
Expected facts are in the language of the message, short and plain, with "User" as the subject in every
language. A fact that stays current repeats its earlier text word for word; an ended fact disappears;
where the person ended something in "no longer" terms, "User no longer X" (in that language) is kept.
Requests, questions, small talk, one-off events, plans and other people's facts are not the person's
facts. Durations and reasons are left out ("User is a nurse", not "User has been a nurse for 6 years").
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    # change (indirect): employer changed, told by "my new manager at X"; old state with a duration
    ("en", [("I've been a nurse on the cardiac ward at St Anne's in Leeds for 6 years. any tips for shoes that "
             "survive 12h shifts?",
             ["User is a nurse", "User works at St Anne's hospital in Leeds"]),
            ("ok so big news lol - my new manager at Harbour House Hospice is lovely, first week of home visits "
             "done and I'm home by 6 every day 🙌 also my brother got into uni so mum is over the moon. can you "
             "help me plan a weekly meal prep?",
             ["User is a nurse", "User works at Harbour House Hospice"])]),
    # change (indirect): a move told by a detail of the new place, a couple's "we"
    ("en", [("We live in a tiny flat in Manchester with our two kids, I work from home for an insurance company.",
             ["User lives in Manchester", "User has two kids", "User works from home for an insurance company"]),
            ("Finally unpacked!! the new house in Stockport has a proper garden so the kids can actually run "
             "around. any ideas for cheap garden furniture?",
             ["User lives in Stockport", "User has two kids", "User works from home for an insurance company"])]),
    # change (plain): instruments accumulate, one dropped while the other stays; a habit begun
    ("en", [("I play guitar and cello, been doing both since school",
             ["User plays guitar", "User plays cello"]),
            ("also started running 3x a week, couch to 5k lol",
             ["User plays guitar", "User plays cello", "User goes running"]),
            ("Gave up the cello, my shoulder cant take it anymore. still playing guitar most evenings tho. "
             "whats a good stretching routine for runners?",
             ["User plays guitar", "User goes running"])]),
    # control: the wife's promotion and her leaving her team are hers, not the user's
    ("en", [("I'm a self-employed electrician in Norwich, my wife Dana works at the council.",
             ["User is a self-employed electrician", "User lives in Norwich", "User is married to Dana"]),
            ("Dana just got promoted to head of planning!! so proud. she's leaving the housing team for it. "
             "can u suggest a nice restaurant in Norwich for a celebration dinner?",
             ["User is a self-employed electrician", "User lives in Norwich", "User is married to Dana"])]),
    # control: "should I quit?" is a question, then the job is restated in passing
    ("en", [("I teach maths at Oakfield Academy, 8 years now.",
             ["User teaches maths at Oakfield Academy"]),
            ("honestly thinking about quitting and doing something else entirely. should I quit teaching? "
             "what jobs do ex-teachers usually go into?",
             ["User teaches maths at Oakfield Academy"]),
            ("still at Oakfield for now, parents evening tonight ugh. quick dinner idea for after?",
             ["User teaches maths at Oakfield Academy"])]),
    # control: a past city and a past habit told as past while the current city stands
    ("en", [("I live in Cardiff and work shifts at a distribution centre.",
             ["User lives in Cardiff", "User works shifts at a distribution centre"]),
            ("When I lived in Glasgow I used to go to a ceilidh every month - is there anything like that "
             "around here?",
             ["User lives in Cardiff", "User works shifts at a distribution centre"])]),

    # -- Chinese ---------------------------------------------------------------------------------
    # change (indirect): a move told by the new home, old city with a duration; the job stays
    ("zh", [("我在北京住了三年了，在一家外企做会计。",
             ["User住在北京", "User是会计", "User在一家外企工作"]),
            ("杭州的新家终于收拾好了，阳台上能看到山😄 工作没换，还是远程给原来那家外企做账。帮我推荐几种适合阳台养的花？",
             ["User住在杭州", "User是会计", "User在一家外企工作"])]),
    # change (plain): a pet died and another adopted
    ("zh", [("我养了一只柯基叫豆豆，已经八岁了",
             ["User有一只叫豆豆的柯基"]),
            ("豆豆上个月走了😭 上周从救助站领养了一只橘猫，叫年糕。猫粮怎么选？",
             ["User有一只叫年糕的橘猫"])]),
    # change (indirect): a diet stopped, told by eating beef, inside a long message of family news
    ("zh", [("我是医院的夜班护士，吃素两年了，有什么高蛋白的素食早餐推荐吗",
             ["User是护士", "User上夜班", "User吃素"]),
            ("最近事情好多：我姐生了二胎，我爸退休了，我自己体检查出贫血，医生让我吃点红肉，现在每周吃两三次牛肉了。有什么简单的炖牛肉做法吗？",
             ["User是护士", "User上夜班", "User吃牛肉"])]),
    # control: the brother quit his job; the user's bakery job is restated in passing
    ("zh", [("我在小区门口的面包店上班，每天五点起床",
             ["User在面包店上班", "User每天五点起床"]),
            ("我弟辞职了，说要去深圳创业。我还在面包店，这周中秋订单忙死了。月饼礼盒的文案帮我写几句？",
             ["User在面包店上班", "User每天五点起床"])]),
    # control: a business trip, a temporary stay in another city
    ("zh", [("我住在南京，在一家设计公司做平面设计。",
             ["User住在南京", "User在一家设计公司做平面设计"]),
            ("这个月被派到成都出差，住公司安排的酒店，月底回南京。成都有什么必吃的？",
             ["User住在南京", "User在一家设计公司做平面设计"])]),
    # control: a friend's divorce, the user's marriage stands
    ("zh", [("我和老公结婚五年了，有个三岁的女儿。",
             ["User已婚", "User有一个女儿"]),
            ("闺蜜离婚了，最近天天来我家哭。我该怎么安慰她？",
             ["User已婚", "User有一个女儿"])]),

    # -- Japanese --------------------------------------------------------------------------------
    # change (plain): quit the bank and became self-employed (own café); old job with a duration
    ("ja", [("地方銀行で10年働いています。趣味はコーヒーの焙煎です。",
             ["Userは地方銀行で働いている", "Userの趣味はコーヒーの焙煎"]),
            ("銀行を辞めて、先月自分のカフェを開きました！メニューの名前を一緒に考えてもらえますか？",
             ["Userは自分のカフェを経営している", "Userの趣味はコーヒーの焙煎"])]),
    # change (plain): dating -> married
    ("ja", [("彼女の美咲と付き合って3年になります。横浜に住んでいます。",
             ["Userは美咲と付き合っている", "Userは横浜に住んでいる"]),
            ("先週美咲と入籍しました💍 式はまだ先だけど、名字の変更手続きって何が必要ですか？",
             ["Userは美咲と結婚している", "Userは横浜に住んでいる"])]),
    # change (indirect): age through a birthday, subject-less
    ("ja", [("32歳の会社員です。最近腰痛がひどくて…",
             ["Userは32歳", "Userは会社員"]),
            ("昨日で33になりました🎂 友達がケーキ焼いてくれた。30代半ばに向けて始めるべき健康習慣ってある？",
             ["Userは33歳", "Userは会社員"])]),
    # control: a family trip, the home city stands
    ("ja", [("大阪に住んでいて、介護士をしています。",
             ["Userは大阪に住んでいる", "Userは介護士"]),
            ("来週から家族で1週間沖縄に行きます！那覇でおすすめのお店ある？",
             ["Userは大阪に住んでいる", "Userは介護士"])]),
    # control: a name shared by two animals; the coworker's cat died, not the user's dog
    ("ja", [("うちの犬はモモっていう柴犬です。",
             ["Userはモモという柴犬を飼っている"]),
            ("同僚の猫もモモって名前なんだけど、昨日亡くなったって。お悔やみのメッセージ、何て書けばいい？",
             ["Userはモモという柴犬を飼っている"])]),
    # control: a change denied ("didn't quit in the end")
    ("ja", [("名古屋の部品メーカーで品質管理をしています。",
             ["Userは名古屋の部品メーカーで品質管理をしている"]),
            ("辞表まで書いたけど、結局辞めませんでした。上司と話して、今の部署に残ることに。気持ちの切り替え方ってありますか？",
             ["Userは名古屋の部品メーカーで品質管理をしている"])]),

    # -- German ----------------------------------------------------------------------------------
    # change (plain): a fixed-term contract not renewed, back to studying
    ("de", [("Ich arbeite seit zwei Jahren befristet als Sachbearbeiterin im Einkauf bei Bosch.",
             ["User arbeitet als Sachbearbeiterin im Einkauf bei Bosch"]),
            ("Mein Vertrag wurde nicht verlängert 🙃 Hab mich dann spontan eingeschrieben und studiere jetzt BWL "
             "an der Uni Hohenheim, erstes Semester. Wie organisier ich mich am besten?",
             ["User studiert BWL an der Uni Hohenheim"])]),
    # change (indirect): the car written off, told by the assessor; the commute by train instead
    ("de", [("Ich fahr einen alten VW Golf und pendle jeden Tag nach Augsburg.",
             ["User fährt einen VW Golf", "User pendelt nach Augsburg"]),
            ("Nach dem Unfall letzte Woche hat der Gutachter den Golf als Totalschaden eingestuft. Mir geht's gut! "
             "Fahre jetzt mit dem Zug nach Augsburg, ist eh entspannter. Lohnt sich das Deutschlandticket für mich?",
             ["User pendelt nach Augsburg", "User fährt mit dem Zug nach Augsburg"])]),
    # change (indirect): separated, told by "seit der Trennung"; a couple's "wir"; the cat stays
    ("de", [("Mein Freund Jonas und ich wohnen zusammen in Leipzig, wir haben eine Katze, Frieda.",
             ["User ist mit Jonas zusammen", "User wohnt mit Jonas in Leipzig", "User hat eine Katze namens Frieda"]),
            ("Seit der Trennung von Jonas wohn ich in einer WG in Connewitz, Frieda ist mit mir gekommen. "
             "Wie bring ich ihr bei, sich mit den anderen Katzen in der WG zu vertragen?",
             ["User wohnt in einer WG in Leipzig-Connewitz", "User hat eine Katze namens Frieda"])]),
    # control: the neighbours move away, the user stays
    ("de", [("Wir wohnen seit zwölf Jahren in Bremen-Findorff, ich bin Busfahrer bei der BSAG.",
             ["User wohnt in Bremen-Findorff", "User ist Busfahrer bei der BSAG"]),
            ("Unsere Nachbarn ziehen nach Hamburg 😢 Die Umzugskisten stehen schon im Flur. Was schenkt man zum Abschied?",
             ["User wohnt in Bremen-Findorff", "User ist Busfahrer bei der BSAG"])]),
    # control: quit coffee, a habit other than the one held; vegan stays
    ("de", [("Ich bin seit vier Jahren Veganerin und arbeite als Krankenpflegerin im Schichtdienst.",
             ["User ist Veganerin", "User arbeitet als Krankenpflegerin im Schichtdienst"]),
            ("Hab vor drei Wochen mit Kaffee aufgehört, die Kopfschmerzen sind endlich weg. Vegan bin ich natürlich "
             "weiterhin. Welche Tees machen wach?",
             ["User ist Veganerin", "User arbeitet als Krankenpflegerin im Schichtdienst", "User trinkt keinen Kaffee mehr"])]),
    # control: a past city and a past job told as past while the farm stands
    ("de", [("Ich wohne bei Dresden und arbeite als Landwirt auf dem Hof meiner Eltern.",
             ["User wohnt bei Dresden", "User arbeitet als Landwirt auf dem Hof seiner Eltern"]),
            ("Als ich noch in München gewohnt und bei einer Versicherung gearbeitet hab, hatte ich nie so viel frische "
             "Luft 😄 Kannst du mir einen Plan für die Kartoffelernte machen?",
             ["User wohnt bei Dresden", "User arbeitet als Landwirt auf dem Hof seiner Eltern"])]),

    # -- French ----------------------------------------------------------------------------------
    # change (indirect): a move told by the landlord in the new city; old city with "depuis deux ans"
    ("fr", [("J'habite à Lyon depuis deux ans, je suis aide-soignante dans un EHPAD.",
             ["User habite à Lyon", "User est aide-soignante dans un EHPAD"]),
            ("Premier mois à Nantes terminé ! le proprio veut déjà qu'on repeigne la cuisine à nos frais 🙄 "
             "Sinon j'ai repris dans un EHPAD près de la gare. Vous pouvez m'aider à lui répondre poliment ?",
             ["User habite à Nantes", "User est aide-soignante dans un EHPAD"])]),
    # change (indirect): widowed, told by "depuis le décès de"; a retired couple's "nous"
    ("fr", [("Mon mari Gérard et moi sommes à la retraite, on vit dans un petit village du Périgord.",
             ["User est mariée à Gérard", "User est à la retraite", "User vit dans un village du Périgord"]),
            ("Depuis le décès de Gérard en mars, la maison me paraît bien grande. Ma fille voudrait que je prenne "
             "un chien. Quelles races sont calmes pour une personne âgée ?",
             ["User est à la retraite", "User vit dans un village du Périgord"])]),
    # change (plain): laid off, inside a long message of family news
    ("fr", [("Je suis cariste chez Renault à Flins, et papa de deux garçons.",
             ["User est cariste chez Renault à Flins", "User a deux garçons"]),
            ("Grosse semaine : j'ai été licencié de chez Renault lundi, ma sœur a eu son permis et mon aîné entre "
             "en sixième. Tu peux m'aider à refaire mon CV ?",
             ["User a deux garçons"])]),
    # control: a couple's trip abroad, home and job stand
    ("fr", [("On habite à Rennes avec ma compagne, je suis prof de SVT.",
             ["User habite à Rennes", "User vit avec sa compagne", "User est prof de SVT"]),
            ("On part trois semaines au Québec en juillet ! Qu'est-ce qu'il faut pour louer une voiture là-bas ?",
             ["User habite à Rennes", "User vit avec sa compagne", "User est prof de SVT"])]),
    # control: the best friend's divorce and leaving home, the user's marriage stands
    ("fr", [("Je suis mariée à Claire depuis 2019, on a une fille.",
             ["User est mariée à Claire", "User a une fille"]),
            ("Mon meilleur ami divorce et il a quitté la maison hier, il dort sur notre canapé. Comment l'aider "
             "sans m'épuiser ?",
             ["User est mariée à Claire", "User a une fille"])]),
    # control: the job restated in passing, then the wife's career change
    ("fr", [("Je suis CPE au lycée Victor-Hugo à Besançon.",
             ["User est CPE au lycée Victor-Hugo à Besançon"]),
            ("tjrs au lycée, conseils de classe toute la semaine, je suis mort 😵 une idée de repas rapide ?",
             ["User est CPE au lycée Victor-Hugo à Besançon"]),
            ("Ma femme vient de quitter l'enseignement pour devenir sophrologue. Tu penses que c'est risqué ?",
             ["User est CPE au lycée Victor-Hugo à Besançon", "User est marié"])]),

    # -- Spanish ---------------------------------------------------------------------------------
    # change (indirect): retired, told by "desde que me jubilé"; old job with a duration
    ("es", [("Soy conductor de autobús en Sevilla desde hace 30 años.",
             ["User es conductor de autobús en Sevilla"]),
            ("Desde que me jubilé en enero tengo tiempo para el huerto por fin 🍅 ¿Qué puedo plantar en marzo?",
             ["User está jubilado", "User tiene un huerto"])]),
    # change (plain): one of two dogs rehomed, the other stays; a couple's "we"
    ("es", [("Tenemos dos perros, Luna y Toby, en un piso pequeño en Zaragoza.",
             ["User tiene una perra llamada Luna", "User tiene un perro llamado Toby", "User vive en Zaragoza"]),
            ("Al final Toby se fue a vivir con mis suegros al pueblo, allí tiene campo y aquí no era feliz. Luna lo "
             "echa de menos. ¿Cómo la animo?",
             ["User tiene una perra llamada Luna", "User vive en Zaragoza"])]),
    # change (plain): the car stolen and not replaced, inside a long message of family news
    ("es", [("Trabajo de enfermera en el Hospital La Paz y voy en mi Seat Ibiza a trabajar.",
             ["User es enfermera en el Hospital La Paz", "User tiene un Seat Ibiza"]),
            ("Menuda semana: me robaron el Ibiza del garaje, mi hermana anunció que se casa en mayo y a mi madre la "
             "operan de la rodilla el jueves. No pienso comprar otro coche, ahora voy en metro. ¿Me ayudas a "
             "organizar las visitas al hospital?",
             ["User es enfermera en el Hospital La Paz", "User va al trabajo en metro"])]),
    # control: a past city told as past while the current one stands
    ("es", [("Vivo en Valencia y trabajo en una gestoría.",
             ["User vive en Valencia", "User trabaja en una gestoría"]),
            ("Cuando vivía en Madrid iba a clases de salsa los jueves, ¿sabes si hay algo parecido por Ruzafa?",
             ["User vive en Valencia", "User trabaja en una gestoría"])]),
    # control: the father's motorbike sold, not the user's Vespa
    ("es", [("Tengo una Vespa para moverme por Málaga, soy repartidor.",
             ["User tiene una Vespa", "User es repartidor"]),
            ("Ayer vendí la moto de mi padre en Wallapop, él ya no la usaba. ¿Cómo se hace el cambio de titularidad?",
             ["User tiene una Vespa", "User es repartidor"])]),
    # control: the daughter changes school, the user stays at hers
    ("es", [("Soy maestra de primaria en el colegio San José, mi hija también estudia allí.",
             ["User es maestra de primaria en el colegio San José", "User tiene una hija"]),
            ("Mi hija se cambia al colegio Los Pinos en septiembre, yo me quedo en el San José. ¿Cómo le explico el "
             "cambio?",
             ["User es maestra de primaria en el colegio San José", "User tiene una hija"])]),

    # -- Italian ---------------------------------------------------------------------------------
    # change (plain): promoted to another role at the same restaurant
    ("it", [("Faccio il cameriere al ristorante Da Gino a Rimini da cinque anni.",
             ["User fa il cameriere al ristorante Da Gino"]),
            ("Sono stato promosso a responsabile di sala da Gino! 🎉 Mi consigli come gestire i turni di sette persone?",
             ["User è responsabile di sala al ristorante Da Gino"])]),
    # change (indirect): self-employed, told by "ho aperto la partita IVA", among family news
    ("it", [("Sono geometra, lavoro in uno studio tecnico a Bergamo da dieci anni.",
             ["User è geometra", "User lavora in uno studio tecnico a Bergamo"]),
            ("Novità: ho aperto la partita IVA e adesso i clienti li seguo per conto mio, mio figlio ha preso la "
             "patente e mia moglie ha cambiato reparto in ospedale. Mi dai una mano con un modello di preventivo?",
             ["User è geometra", "User lavora in proprio"])]),
    # change (indirect): a move told by the commute, a couple's "we"
    ("it", [("Abitiamo a Torino, io e mio marito, e faccio la commessa in centro.",
             ["User abita a Torino", "User è sposata", "User fa la commessa"]),
            ("Da quando stiamo a Bologna ci metto cinque minuti a piedi per arrivare al negozio nuovo 😍 Mi consigli "
             "un corso di ceramica in zona?",
             ["User abita a Bologna", "User è sposata", "User fa la commessa"])]),
    # control: a temporary exception, the diet stands
    ("it", [("Sono vegetariana da sette anni e faccio l'infermiera a Pisa.",
             ["User è vegetariana", "User fa l'infermiera a Pisa"]),
            ("A Natale ho mangiato un pezzetto del cotechino della nonna per non offenderla 😅 ma resto vegetariana. "
             "Ricette per il pranzo di Capodanno senza carne?",
             ["User è vegetariana", "User fa l'infermiera a Pisa"])]),
    # control: a wish to move and quit, not done
    ("it", [("Vivo a Napoli e lavoro in un call center.",
             ["User vive a Napoli", "User lavora in un call center"]),
            ("Vorrei tanto trasferirmi a Milano e mollare il call center, ma gli affitti lì sono assurdi. "
             "Secondo te conviene?",
             ["User vive a Napoli", "User lavora in un call center"])]),
    # control: the husband left his employer; the user's job restated in passing
    ("it", [("Lavoro alla Ferrero ad Alba, in produzione.",
             ["User lavora alla Ferrero ad Alba"]),
            ("Mio marito ha lasciato la Fiat dopo vent'anni e ha aperto un'officina. Io sempre in Ferrero, turni "
             "come al solito. Come lo aiuto con la contabilità?",
             ["User lavora alla Ferrero ad Alba"])]),

    # -- Portuguese ------------------------------------------------------------------------------
    # change (plain): left the job and back to studying; old job with a duration
    ("pt", [("Sou caixa num supermercado em Braga há três anos.",
             ["User é caixa num supermercado em Braga"]),
            ("Larguei o supermercado e voltei a estudar! Agora faço Enfermagem na Universidade do Minho. Dicas para "
             "estudar anatomia?",
             ["User estuda Enfermagem na Universidade do Minho"])]),
    # change (indirect): a move told by the landlord in the new city
    ("pt", [("Moro em Lisboa e sou designer gráfica freelancer.",
             ["User mora em Lisboa", "User é designer gráfica freelancer"]),
            ("O senhorio aqui no Porto quer a renda até dia 8 e ainda não recebi de dois clientes 😩 Como escrevo um "
             "email a cobrar os clientes sem parecer rude?",
             ["User mora no Porto", "User é designer gráfica freelancer"])]),
    # change (plain): a habit begun, then smoking stopped in "já não" terms
    ("pt", [("Fumo há quinze anos, um maço por dia. Trabalho por turnos numa fábrica de calçado.",
             ["User fuma", "User trabalha por turnos numa fábrica de calçado"]),
            ("Comecei a correr de manhã antes do turno.",
             ["User fuma", "User trabalha por turnos numa fábrica de calçado", "User corre de manhã"]),
            ("Já não fumo! Três meses sem um cigarro 💪 Que sapatilhas recomendas para correr 10 km?",
             ["User já não fuma", "User trabalha por turnos numa fábrica de calçado", "User corre de manhã"])]),
    # control: the sister moved, the user stays
    ("pt", [("Moro em São Paulo, sou professora de inglês numa escola de idiomas.",
             ["User mora em São Paulo", "User é professora de inglês numa escola de idiomas"]),
            ("Minha irmã se mudou pra Curitiba semana passada e já tá reclamando do frio kkk. O que eu mando pra ela "
             "de presente de casa nova?",
             ["User mora em São Paulo", "User é professora de inglês numa escola de idiomas"])]),
    # control: a hypothetical sale, the car stands
    ("pt", [("Tenho um Fiat Uno 2010 e trabalho como motorista de aplicativo em Recife.",
             ["User tem um Fiat Uno", "User é motorista de aplicativo em Recife"]),
            ("Se eu vendesse o Uno e pegasse um carro alugado, compensaria pro aplicativo? Faz as contas pra mim?",
             ["User tem um Fiat Uno", "User é motorista de aplicativo em Recife"])]),
    # control: the neighbour's dog died, never the user's; the user's cat stands
    ("pt", [("Tenho uma gata chamada Mel e moro num sítio perto de Campinas, planto café.",
             ["User tem uma gata chamada Mel", "User mora num sítio perto de Campinas", "User planta café"]),
            ("O cachorro do vizinho morreu ontem, a Mel ficou estranha o dia todo procurando ele. Gato sente luto?",
             ["User tem uma gata chamada Mel", "User mora num sítio perto de Campinas", "User planta café"])]),
]
