"""A fourth blind set of state changes (issue 28, branch w28w3): 48 sequences, 6 in each of eight
languages (en zh ja de fr es it pt), written by a case writer who never read the rules
(mnemosyne_app/) nor the other sets (only the docstring and first sequences of
bench/extract_kinds_tune3.py, for the layout). Each sequence is one person typing to an assistant:
the change inside a request, told indirectly or by its consequence ("Got rid of the Civic when the
insurance went up, so it's the e-scooter to work now", "Première semaine de retraite", "Desde el
lunes estoy en el Carrefour de al lado"), "we" forms where a couple or a family did it together,
subject-less sentences where the language allows, long messages with several facts.

Kinds (about 4 per language): a job or an employer changed, a retirement or a layoff; a move; a
relationship begun, married, broken off or divorced; an age through a birthday; a thing sold and
replaced by another way of getting around; a diet stopped or begun; a pet died and another adopted;
"no longer" negations; many-valued attributes (pets, languages, allergies) that accumulate rather
than replace. Controls (2 per language, 16 in all, marked "control"), where nothing may end: a plan
or a hypothetical, someone else's change (a sister's move, a son's 18th birthday, parents who
separated), a question, a habit, a feeling ("on n'est plus que des colocataires").

Committed before its first run, and held out whole: nobody changes a rule on its failures.

SEQUENCES: (language, [(message, the person's current facts after it)]). A fact that stays current
repeats its expected text word for word; an ended fact disappears from the list. Requests,
questions, small talk, one-off events and other people's facts are not the person's facts.
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    ("en", [("I'm a pharmacist at Boots in Leeds, been there six years now.",
             ["User is a pharmacist at Boots in Leeds"]),
            ("I'm no longer at Boots! Today was my first shift as a locum at St James's. "
             "Can you help me write a short LinkedIn post about it?",
             ["User is no longer at Boots", "User is a locum at St James's"])]),
    ("en", [("My fiancée Priya and I are planning a small wedding for next June, about 40 guests. "
             "Can you suggest a timeline for the next few months?",
             ["User's fiancée is Priya"]),
            ("Scrap the wedding timeline. Priya and I called off the engagement last week. Could you help me "
             "word a short message to the guests who already booked hotels?",
             ["Priya and User called off the engagement last week"])]),
    ("en", [("I'm 29, I work nights as a paramedic in Cardiff, and I'm training for my first half marathon.",
             ["User is 29", "User works nights as a paramedic in Cardiff",
              "User is training for their first half marathon"]),
            ("Birthday yesterday, 30 now, officially old 😅 Should I change anything in my recovery routine "
             "after night shifts?",
             ["User is 30 now", "User works nights as a paramedic in Cardiff",
              "User is training for their first half marathon"])]),
    ("en", [("I drive a 2014 Honda Civic to work, about 25 minutes each way.",
             ["User drives a 2014 Honda Civic to work"]),
            ("Got rid of the Civic when the insurance went up, so it's the e-scooter to work now. "
             "What's the best way to carry a laptop on one?",
             ["User goes to work on the e-scooter now"])]),
    ("en", [("I live in Manchester with my two cats, Biscuit and Mochi.",  # control: someone else's move
             ["User lives in Manchester", "User has two cats, Biscuit and Mochi"]),
            ("My sister just moved to Glasgow for her PhD. What's a good housewarming gift I can post to her?",
             ["User lives in Manchester", "User has two cats, Biscuit and Mochi"])]),
    ("en", [("I teach chemistry at a secondary school in Bristol.",  # control: a thought, then a question
             ["User teaches chemistry at a secondary school in Bristol"]),
            ("Honestly thinking about leaving teaching for something in pharma. What could I apply for with "
             "a chemistry degree and eight years in the classroom?",
             ["User teaches chemistry at a secondary school in Bristol", "User has a chemistry degree"]),
            ("And what's a realistic starting salary for that in the South West?",
             ["User teaches chemistry at a secondary school in Bristol", "User has a chemistry degree"])]),
    # -- Chinese ---------------------------------------------------------------------------------
    ("zh", [("我和老公在杭州住了五年，俩人都做电商。",
             ["用户和老公在杭州住了五年", "用户做电商"]),
            ("上个月我们搬到苏州了，新房子离仓库近多了。帮我想想暖房请朋友吃什么？",
             ["用户和老公上个月搬到苏州了", "用户做电商"])]),
    ("zh", [("我在做生酮饮食，已经第三个月了，瘦了八斤。",
             ["用户在做生酮饮食"]),
            ("生酮停了，医生说我血脂太高。现在早餐吃什么比较健康？给我列几个。",
             ["用户停了生酮饮食", "用户血脂太高"])]),
    ("zh", [("我在成都当小学语文老师，教了十年了。",
             ["用户在成都当小学语文老师"]),
            ("怎么让三年级的孩子爱上阅读？",
             ["用户在成都当小学语文老师"]),
            ("辞职以后开了一家小书店，现在天天守在店里。帮我想个书店公众号的名字吧。",
             ["用户开了一家小书店"]),
            ("书店叫“慢读”，开在玉林路。",
             ["用户开了一家小书店", "用户的书店叫慢读，开在玉林路"])]),
    ("zh", [("家里有一只橘猫，叫大橘。",
             ["用户家里有一只橘猫，叫大橘"]),
            ("昨天又领养了一只小狗，叫豆豆，才三个月大。狗和猫怎么才能好好相处？",
             ["用户家里有一只橘猫，叫大橘", "用户领养了一只小狗，叫豆豆"])]),
    ("zh", [("我在北京一家律所做律师。",  # control: a friend's change
             ["用户在北京一家律所做律师"]),
            ("我闺蜜刚从字节跳动辞职了，想去考公务员，你觉得她应该怎么准备？",
             ["用户在北京一家律所做律师"])]),
    ("zh", [("我今年35岁，在深圳做产品经理。",  # control: a question, a hypothetical
             ["用户今年35岁", "用户在深圳做产品经理"]),
            ("35岁以后还能转行做程序员吗？要是转了，收入会掉很多吗？",
             ["用户今年35岁", "用户在深圳做产品经理"])]),
    # -- Japanese --------------------------------------------------------------------------------
    ("ja", [("都内のIT企業でエンジニアをしています。",
             ["ユーザーは都内のIT企業でエンジニアをしています"]),
            ("4月に地元の静岡に戻って、今は市役所で働いています。Excelで住民データを集計するコツを教えてください。",
             ["ユーザーは4月に地元の静岡に戻りました", "ユーザーは今は市役所で働いています"])]),
    ("ja", [("付き合って3年の彼女がいます。",
             ["ユーザーは付き合って3年の彼女がいます"]),
            ("先週、入籍しました！妻の実家へのお礼状、どう書けばいいですか？",
             ["ユーザーは先週入籍しました"])]),
    ("ja", [("44歳、二児の父です。",
             ["ユーザーは44歳です", "ユーザーは二児の父です"]),
            ("誕生日で45になりました。人間ドックで追加したほうがいい検査ってありますか？",
             ["ユーザーは45になりました", "ユーザーは二児の父です"])]),
    ("ja", [("通勤はマイカーで、プリウスに乗っています。",
             ["ユーザーはプリウスに乗っています"]),
            ("プリウスは売っちゃって、もう車は持ってないです。最近は電車とシェアサイクルで通勤してます。定期代を安くする方法ってありますか？",
             ["ユーザーはもう車は持っていません", "ユーザーは最近は電車とシェアサイクルで通勤しています"])]),
    ("ja", [("大阪の広告代理店で働いています。",  # control: a habit
             ["ユーザーは大阪の広告代理店で働いています"]),
            ("最近は毎日18時に会社を出て、ジムに寄ってから帰るようにしています。続けるコツはありますか？",
             ["ユーザーは大阪の広告代理店で働いています", "ユーザーは毎日18時に会社を出て、ジムに寄ってから帰っています"])]),
    ("ja", [("札幌に住んでいて、猫を2匹飼っています。",  # control: a plan not made
             ["ユーザーは札幌に住んでいます", "ユーザーは猫を2匹飼っています"]),
            ("冬がつらいので、来年あたり福岡に移住しようか迷っています。猫連れで飛行機って大丈夫ですか？",
             ["ユーザーは札幌に住んでいます", "ユーザーは猫を2匹飼っています"])]),
    # -- German ----------------------------------------------------------------------------------
    ("de", [("Ich bin Schreiner und arbeite in einem kleinen Betrieb in Freiburg.",
             ["User ist Schreiner", "User arbeitet in einem kleinen Betrieb in Freiburg"]),
            ("Seit ich selbstständig bin, komme ich mit der Buchhaltung nicht mehr hinterher. "
             "Welche Software taugt für eine Ein-Mann-Schreinerei?",
             ["User ist Schreiner", "User ist selbstständig"])]),
    ("de", [("Wir wohnen mit zwei Kindern in einer Dreizimmerwohnung in Leipzig-Connewitz.",
             ["User wohnt in einer Dreizimmerwohnung in Leipzig-Connewitz", "User hat zwei Kinder"]),
            ("Endlich raus aus der Stadt: Seit dem Umzug aufs Land bei Grimma haben die Kinder einen Garten. "
             "Welches Gemüse kann man im Juni noch aussäen?",
             ["User ist aufs Land bei Grimma umgezogen", "User hat zwei Kinder"])]),
    ("de", [("Ich ernähre mich seit vier Jahren vegan.",
             ["User ernährt sich seit vier Jahren vegan"]),
            ("Ich esse inzwischen wieder Fisch und Eier, vegan ging mit meinem Eisenmangel einfach nicht mehr. "
             "Hast du ein Rezept für Lachs aus dem Ofen?",
             ["User isst inzwischen wieder Fisch und Eier", "User hat Eisenmangel"])]),
    ("de", [("Ich spreche Deutsch, Englisch und ein bisschen Türkisch, das hab ich von meiner Oma.",
             ["User spricht Deutsch, Englisch und ein bisschen Türkisch"]),
            ("Seit dem Sprachkurs in Valencia kann ich mich auch auf Spanisch ganz gut unterhalten. "
             "Welche spanischen Romane sind für mich machbar?",
             ["User spricht Deutsch, Englisch und ein bisschen Türkisch",
              "User kann sich auch auf Spanisch ganz gut unterhalten"])]),
    ("de", [("Ich bin 52 und arbeite als Busfahrer bei den Kölner Verkehrs-Betrieben.",  # control: a son's change
             ["User ist 52", "User arbeitet als Busfahrer bei den Kölner Verkehrs-Betrieben"]),
            ("Mein Sohn ist gerade 18 geworden und zieht nach München. Wie hilft man seinem Kind beim ersten Mietvertrag?",
             ["User ist 52", "User arbeitet als Busfahrer bei den Kölner Verkehrs-Betrieben"])]),
    ("de", [("Ich fahre einen alten Passat Kombi, Baujahr 2009.",  # control: questions about selling
             ["User fährt einen alten Passat Kombi, Baujahr 2009"]),
            ("Lohnt es sich noch, den Passat zu verkaufen, oder fahre ich ihn lieber, bis er auseinanderfällt?",
             ["User fährt einen alten Passat Kombi, Baujahr 2009"]),
            ("Und was würde ein gebrauchter kleiner Elektrowagen ungefähr kosten?",
             ["User fährt einen alten Passat Kombi, Baujahr 2009"])]),
    # -- French ----------------------------------------------------------------------------------
    ("fr", [("J'habite à Nantes avec mon copain Julien.",
             ["User habite à Nantes", "User a un copain, Julien"]),
            ("Julien et moi, c'est fini depuis trois semaines. Je cherche un studio pour moi toute seule, "
             "tu peux m'aider à rédiger une annonce ?",
             ["User habite à Nantes", "Julien et User, c'est fini depuis trois semaines"])]),
    ("fr", [("Je suis infirmière de nuit au CHU de Rennes depuis vingt-deux ans.",
             ["User est infirmière de nuit au CHU de Rennes"]),
            ("Première semaine de retraite, et je tourne déjà en rond 😅 Tu aurais des idées d'activités "
             "bénévoles autour de Rennes ?",
             ["User est à la retraite"])]),
    ("fr", [("J'ai un vieux labrador, Filou, et deux poules.",
             ["User a un vieux labrador, Filou", "User a deux poules"]),
            ("Filou nous a quittés en mars. On a adopté une chatte de refuge, Praline, mais elle a l'air "
             "stressée : comment la rassurer ?",
             ["User a deux poules", "User a adopté une chatte de refuge, Praline"])]),
    ("fr", [("J'ai 17 ans et je passe le bac cette année.",
             ["User a 17 ans", "User passe le bac cette année"]),
            ("J'ai eu 18 ans hier, donc je peux enfin m'inscrire au permis accéléré ? Comment ça marche ?",
             ["User a eu 18 ans hier", "User passe le bac cette année"])]),
    ("fr", [("Je travaille chez Decathlon comme vendeuse à Lille.",  # control: a hypothetical
             ["User travaille chez Decathlon comme vendeuse à Lille"]),
            ("Si je démissionnais pour reprendre des études, est-ce que j'aurais droit au chômage ?",
             ["User travaille chez Decathlon comme vendeuse à Lille"])]),
    ("fr", [("Je suis marié depuis quinze ans et on a trois enfants.",  # control: a feeling
             ["User est marié depuis quinze ans", "User a trois enfants"]),
            ("En ce moment j'ai l'impression qu'on n'est plus que des colocataires, ma femme et moi. "
             "Comment relancer la conversation sans que ça tourne au reproche ?",
             ["User est marié depuis quinze ans", "User a trois enfants"])]),
    # -- Spanish ---------------------------------------------------------------------------------
    ("es", [("Trabajo de cajera en un Mercadona de Valencia.",
             ["User trabaja de cajera en un Mercadona de Valencia"]),
            ("Desde el lunes estoy en el Carrefour de al lado, de reponedora, que pagan un poco más. "
             "¿Cómo le pido a mi jefa nueva que me cambie el turno?",
             ["User está de reponedora en el Carrefour desde el lunes"])]),
    ("es", [("Mi mujer y yo vivimos en un piso en Getafe.",
             ["User y su mujer viven en un piso en Getafe"]),
            ("Mi mujer y yo por fin nos hemos mudado a Alcalá de Henares, a una casa con patio. "
             "¿Qué plantas aguantan bien el sol de Madrid en verano?",
             ["User y su mujer se han mudado a Alcalá de Henares, a una casa con patio"])]),
    ("es", [("Soy alérgico a los frutos secos.",
             ["User es alérgico a los frutos secos"]),
            ("Y ahora resulta que también al marisco, me lo confirmó ayer el alergólogo. "
             "¿Qué puedo pedir en una paella sin riesgo?",
             ["User es alérgico a los frutos secos", "User también es alérgico al marisco"])]),
    ("es", [("Estoy casada con Andrés desde 2010, tenemos una hija de ocho años.",
             ["User está casada con Andrés desde 2010", "User tiene una hija de ocho años"]),
            ("Ya firmamos el divorcio. Ahora tengo la custodia compartida y no sé cómo organizar las semanas "
             "con la niña, ¿me ayudas con un calendario?",
             ["User ya firmó el divorcio", "User tiene la custodia compartida", "User tiene una hija de ocho años"])]),
    ("es", [("Vivo en Sevilla y trabajo de enfermero en el Virgen del Rocío.",  # control: a brother's change
             ["User vive en Sevilla", "User trabaja de enfermero en el Virgen del Rocío"]),
            ("Mi hermano se acaba de mudar a Sevilla también y ha dejado su trabajo en Cádiz. "
             "¿Qué barrios le recomiendo para alquilar?",
             ["User vive en Sevilla", "User trabaja de enfermero en el Virgen del Rocío"])]),
    ("es", [("Tengo 41 años y corro unos 30 km a la semana.",  # control: a birthday to come, a plan
             ["User tiene 41 años", "User corre unos 30 km a la semana"]),
            ("Cumplo 42 en noviembre y quiero hacer mi primer maratón antes. ¿Me da tiempo si empiezo a entrenar ya?",
             ["User tiene 41 años", "User corre unos 30 km a la semana"])]),
    # -- Italian ---------------------------------------------------------------------------------
    ("it", [("Faccio la commessa in un negozio di scarpe a Bari.",
             ["User fa la commessa in un negozio di scarpe a Bari"]),
            ("Ho mollato il negozio e adesso lavoro in un call center, turni dalle 14 alle 22. "
             "Mi aiuti a organizzare la settimana per andare in palestra?",
             ["User adesso lavora in un call center, turni dalle 14 alle 22"])]),
    ("it", [("Giro per Roma con uno Scarabeo 125.",
             ["User gira per Roma con uno Scarabeo 125"]),
            ("Venduto lo Scarabeo, adesso uso la metro e il monopattino. Conviene l'abbonamento annuale ATAC?",
             ["User adesso usa la metro e il monopattino"])]),
    ("it", [("Sono single da un anno e vivo da sola a Torino.",
             ["User è single da un anno", "User vive da sola a Torino"]),
            ("Io e Marco ci siamo messi insieme a Capodanno! Cosa posso regalargli per San Valentino senza esagerare?",
             ["Marco e User si sono messi insieme a Capodanno", "User vive da sola a Torino"])]),
    ("it", [("Ho 64 anni e faccio ancora il geometra.",
             ["User ha 64 anni", "User fa ancora il geometra"]),
            ("Che documenti servono per la pensione anticipata?",
             ["User ha 64 anni", "User fa ancora il geometra"]),
            ("Ieri ho compiuto 65 anni e sono ufficialmente in pensione. Cosa mi consigli per non annoiarmi?",
             ["User ha compiuto 65 anni", "User è ufficialmente in pensione"])]),
    ("it", [("Abito a Bologna e lavoro in università come ricercatrice.",  # control: a hypothetical
             ["User abita a Bologna", "User lavora in università come ricercatrice"]),
            ("Mi hanno offerto un posto a Zurigo. Se accettassi, quanto costerebbe un bilocale lì?",
             ["User abita a Bologna", "User lavora in università come ricercatrice"])]),
    ("it", [("Sono vegetariano da dieci anni.",  # control: a feeling ("non ne posso più")
             ["User è vegetariano da dieci anni"]),
            ("Non ne posso più di mangiare sempre le solite cose. Mi dai qualche idea di piatti vegetariani "
             "nuovi con i legumi?",
             ["User è vegetariano da dieci anni"])]),
    # -- Portuguese ------------------------------------------------------------------------------
    ("pt", [("Moro em Belo Horizonte e trabalho como designer freelancer.",
             ["User mora em Belo Horizonte", "User trabalha como designer freelancer"]),
            ("Mudamos pra Floripa em janeiro, eu e minha namorada. Sabe alguma praia boa pra quem trabalha "
             "remoto e quer um café com wi-fi perto?",
             ["User e a namorada mudaram pra Floripa em janeiro", "User trabalha como designer freelancer"])]),
    ("pt", [("Como carne todo dia, não vivo sem um churrasco de domingo.",
             ["User come carne todo dia"]),
            ("Virei vegetariana há dois meses. Me passa uma receita de feijoada sem carne que engane minha família?",
             ["User virou vegetariana há dois meses"])]),
    ("pt", [("Trabalho no Itaú como gerente de contas há doze anos.",
             ["User trabalha no Itaú como gerente de contas há doze anos"]),
            ("Fui desligada do Itaú na reestruturação. Tô pensando em abrir uma confeitaria em casa, "
             "por onde começo com o MEI?",
             ["User foi desligada do Itaú na reestruturação"])]),
    ("pt", [("Tenho 25 anos e vivo no Porto.",
             ["User tem 25 anos", "User vive no Porto"]),
            ("Fiz 26 no sábado e os meus amigos ofereceram-me um curso de surf. Que fato de surf devo comprar "
             "para a água fria do Norte?",
             ["User fez 26 no sábado", "User vive no Porto"])]),
    ("pt", [("Sou casado com a Fernanda e temos um filho, o Pedro.",  # control: parents who separated
             ["User é casado com a Fernanda", "User tem um filho, o Pedro"]),
            ("Meus pais se separaram depois de 40 anos. Como eu converso com o Pedro sobre isso sem assustar ele?",
             ["User é casado com a Fernanda", "User tem um filho, o Pedro"])]),
    ("pt", [("Tenho um Gol 2012 que uso pra trabalhar de Uber.",  # control: a question about selling
             ["User tem um Gol 2012", "User trabalha de Uber"]),
            ("Vale a pena vender o Gol e alugar um carro pra Uber, ou sai mais caro?",
             ["User tem um Gol 2012", "User trabalha de Uber"])]),
]
