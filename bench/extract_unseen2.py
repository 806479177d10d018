"""State changes nobody tuned on, a second blind set (issue 28): 65 sequences in eight languages,
written on branch w28h2 without reading the extraction rules, their code or the first blind set
(bench/extract_unseen.py), and committed before their first run. The whole set is held out: no rule
is to be changed on its failures.

Each sequence is two or three messages as a person tells an assistant about their life, chatty,
sometimes with a request attached (a request is never a fact) or two facts in one message. 48
sequences change a state: a job change told as quitting one job and starting another, a change of
employer, a promotion, retiring, graduating, moving (once after a trip that is not a move), getting
engaged, married, separated, divorced, widowed, a pet got or died, a car sold or bought or replaced
by another way of getting around, a diet started or stopped, an age changed by a birthday, and a
bare negation ("not X anymore"). 17 controls must end nothing: a hypothetical, a plan not yet carried
out, someone else's change, a second pet, a language added, a negated thing never stated, a story
about long ago, a trip.

How the expected facts were written (the author's reading of what a person would want kept):
- a fact is the person's own clause in the third person, in the message's language and words;
- when a message tells a new state, leaving the old one in the same breath ("I left X and joined Y"),
  the new state is the fact and the leaving is not one of its own; when nothing new is stated
  (retired, died, divorced, "not X anymore"), that statement is the fact;
- a hypothetical is no fact; a plan, a trip, someone else's change and a past story are facts
  about the person's life that end nothing.

SEQUENCES: (language, [(message, the person's current facts after it)]). A fact that stays current
repeats its expected text word for word (bench_extract counts "ended" decisions that way).
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    ("en", [("Hey! Some context for future chats: I'm a barista at a little coffee shop in Portland.",
             ["User is a barista at a little coffee shop in Portland"]),
            ("Big news, I handed in my notice at the coffee shop and I'm now working as a dental receptionist. "
             "Can you help me draft a thank-you card for my old manager?",
             ["User is now working as a dental receptionist"])]),
    ("en", [("For context when you help me with emails: I work in procurement at Unilever.",
             ["User works in procurement at Unilever"]),
            ("Update: I've left Unilever and joined Reckitt, same kind of role. Could you tweak my LinkedIn headline?",
             ["User has joined Reckitt"])]),
    ("en", [("I live in Bristol, in a flat near the harbour.", ["User lives in Bristol in a flat near the harbour"]),
            ("I'm off to Lisbon for a week in May, any tips for day trips from there?",
             ["User lives in Bristol in a flat near the harbour", "User is going to Lisbon for a week in May"]),
            ("We finally did it: we've moved to Glasgow! Any tips for meeting people in a new city?",
             ["User is going to Lisbon for a week in May", "User has moved to Glasgow"])]),
    ("en", [("Bit of background: I'm married to Daniel and we live in Cardiff.",
             ["User is married to Daniel", "User lives in Cardiff"]),
            ("Daniel and I are officially divorced as of Friday. Strange feeling, honestly. "
             "Can you suggest a few journaling prompts?",
             ["User lives in Cardiff", "User and Daniel are officially divorced as of Friday"])]),
    ("en", [("I'm 41 and trying to get back into running.", ["User is 41", "User is trying to get back into running"]),
            ("It was my birthday yesterday, I'm 42 now. Can you build me a 10k plan for the spring?",
             ["User is trying to get back into running", "User is 42 now"])]),
    ("en", [("I smoke about ten a day, which I know isn't great.", ["User smokes about ten a day"]),
            ("Just so you know, I don't smoke anymore.", ["User doesn't smoke anymore"])]),
    ("en", [("I work as a nurse on a cardiac ward.", ["User works as a nurse on a cardiac ward"]),  # control: hypothetical
            ("Sometimes I wonder: if I quit nursing, would I be any good at teaching? Just thinking out loud.",
             ["User works as a nurse on a cardiac ward"])]),
    ("en", [("I live in Austin and work remotely for a Berlin startup.",  # control: someone else's move
             ["User lives in Austin", "User works remotely for a Berlin startup"]),
            ("My sister just moved from Austin to Denver for a new job. Any ideas for a going-away present?",
             ["User lives in Austin", "User works remotely for a Berlin startup",
              "User's sister just moved from Austin to Denver for a new job"])]),
    # -- French ----------------------------------------------------------------------------------
    ("fr", [("Je suis chargée de clientèle dans une agence bancaire à Nantes.",
             ["L'utilisateur est chargée de clientèle dans une agence bancaire à Nantes"]),
            ("Bonne nouvelle : j'ai été promue directrice d'agence ! Tu peux m'aider à préparer un petit mot pour l'équipe ?",
             ["L'utilisateur a été promue directrice d'agence"])]),
    ("fr", [("Je suis professeur de mathématiques dans un lycée de Toulouse.",
             ["L'utilisateur est professeur de mathématiques dans un lycée de Toulouse"]),
            ("Ça y est, je suis à la retraite depuis vendredi ! Trente-huit ans d'enseignement... "
             "J'aimerais des idées d'activités pour occuper mes matinées.",
             ["L'utilisateur est à la retraite depuis vendredi"])]),
    ("fr", [("J'ai un vieux chat roux qui s'appelle Pistache.",
             ["L'utilisateur a un vieux chat roux qui s'appelle Pistache"]),
            ("Pistache est mort cette nuit, dans son sommeil. La maison est bien vide.",
             ["Pistache est mort cette nuit dans son sommeil"])]),
    ("fr", [("Je suis fiancée à Julien depuis Noël.", ["L'utilisateur est fiancée à Julien depuis Noël"]),
            ("Je me suis mariée samedi avec Julien, à la mairie de Lille. C'était parfait !",
             ["L'utilisateur s'est mariée samedi avec Julien à la mairie de Lille"])]),
    ("fr", [("Côté alimentation, je mange de tout.", ["L'utilisateur mange de tout"]),
            ("Depuis le mois dernier, je suis végétarien. Tu aurais des idées de recettes riches en protéines ?",
             ["L'utilisateur est végétarien depuis le mois dernier"])]),
    ("fr", [("J'habite à Lyon, dans le quartier de la Croix-Rousse.",
             ["L'utilisateur habite à Lyon dans le quartier de la Croix-Rousse"]),
            ("Petite correction pour tes notes : je n'habite plus à Lyon.", ["L'utilisateur n'habite plus à Lyon"])]),
    ("fr", [("Je travaille comme infirmière de nuit à l'hôpital de Rennes.",  # control: a plan
             ["L'utilisateur travaille comme infirmière de nuit à l'hôpital de Rennes"]),
            ("J'envisage de passer en horaires de jour l'an prochain, mais rien n'est fait. "
             "Tu peux m'aider à peser le pour et le contre ?",
             ["L'utilisateur travaille comme infirmière de nuit à l'hôpital de Rennes",
              "L'utilisateur envisage de passer en horaires de jour l'an prochain"])]),
    ("fr", [("J'ai une chienne, Praline, un cocker de trois ans.",  # control: a second pet
             ["L'utilisateur a une chienne, Praline, un cocker de trois ans"]),
            ("Je viens d'adopter un deuxième chien, un petit bâtard que j'ai appelé Filou !",
             ["L'utilisateur a une chienne, Praline, un cocker de trois ans",
              "L'utilisateur vient d'adopter un deuxième chien, un petit bâtard appelé Filou"])]),
    # -- German ----------------------------------------------------------------------------------
    ("de", [("Ich arbeite als Elektriker bei einem kleinen Handwerksbetrieb in Kassel.",
             ["Der Nutzer arbeitet als Elektriker bei einem kleinen Handwerksbetrieb in Kassel"]),
            ("Kurzes Update: Ich habe im Betrieb gekündigt und mache jetzt eine Umschulung zum Fachinformatiker. "
             "Kannst du mir ein paar Lernressourcen für Netzwerktechnik empfehlen?",
             ["Der Nutzer macht jetzt eine Umschulung zum Fachinformatiker"])]),
    ("de", [("Ich wohne in Leipzig, ganz in der Nähe vom Hauptbahnhof.",
             ["Der Nutzer wohnt in Leipzig ganz in der Nähe vom Hauptbahnhof"]),
            ("Wir sind vor zwei Wochen nach Freiburg gezogen. Die Kisten stehen noch überall herum!",
             ["Der Nutzer ist vor zwei Wochen nach Freiburg gezogen"])]),
    ("de", [("Ich fahre einen alten VW Passat Kombi.", ["Der Nutzer fährt einen alten VW Passat Kombi"]),
            ("Den Passat habe ich letzte Woche verkauft, ich fahre jetzt mit dem E-Bike zur Arbeit. "
             "Welche Regenjacke würdest du empfehlen?",
             ["Der Nutzer fährt jetzt mit dem E-Bike zur Arbeit"])]),
    ("de", [("Ich bin seit 44 Jahren mit Helmut verheiratet.", ["Der Nutzer ist seit 44 Jahren mit Helmut verheiratet"]),
            ("Mein Mann Helmut ist im Oktober gestorben. Kannst du mir helfen, eine Danksagung für die Trauerkarten "
             "zu formulieren?",
             ["Der Mann des Nutzers, Helmut, ist im Oktober gestorben"])]),
    ("de", [("Ich studiere Maschinenbau an der TU München.", ["Der Nutzer studiert Maschinenbau an der TU München"]),
            ("Geschafft!!! Ich habe gestern meine Masterarbeit verteidigt und bin jetzt offiziell fertig mit dem Studium.",
             ["Der Nutzer hat gestern seine Masterarbeit verteidigt", "Der Nutzer ist jetzt offiziell fertig mit dem Studium"])]),
    ("de", [("Ich bin 37 und arbeite als Grafikdesignerin.", ["Der Nutzer ist 37", "Der Nutzer arbeitet als Grafikdesignerin"]),
            ("Heute ist mein Geburtstag, ich werde 38! Hast du eine Idee für einen Kuchen ohne Backofen?",
             ["Der Nutzer arbeitet als Grafikdesignerin", "Der Nutzer wird 38"])]),
    ("de", [("Ich spreche Deutsch und Englisch.", ["Der Nutzer spricht Deutsch und Englisch"]),  # control: a language
            ("Seit September lerne ich Japanisch an der Volkshochschule, macht richtig Spaß.",
             ["Der Nutzer spricht Deutsch und Englisch", "Der Nutzer lernt seit September Japanisch an der Volkshochschule"])]),
    ("de", [("Ich wohne in Hamburg-Altona.", ["Der Nutzer wohnt in Hamburg-Altona"]),  # control: long ago
            ("Als Student habe ich mal ein Jahr in Wien gewohnt. Was sollte ich bei einem Wochenendtrip dorthin "
             "unbedingt sehen?",
             ["Der Nutzer wohnt in Hamburg-Altona", "Der Nutzer hat als Student ein Jahr in Wien gewohnt"])]),
    ("de", [("Ich arbeite als Bäcker und stehe jeden Tag um drei Uhr auf.",  # control: a negation never stated
             ["Der Nutzer arbeitet als Bäcker", "Der Nutzer steht jeden Tag um drei Uhr auf"]),
            ("Ach, und ich trinke keinen Kaffee, falls du mir mal Tipps gegen Müdigkeit gibst.",
             ["Der Nutzer arbeitet als Bäcker", "Der Nutzer steht jeden Tag um drei Uhr auf",
              "Der Nutzer trinkt keinen Kaffee"])]),
    # -- Spanish ---------------------------------------------------------------------------------
    ("es", [("Trabajo de enfermera en el Hospital Clínic de Barcelona.",
             ["El usuario trabaja de enfermera en el Hospital Clínic de Barcelona"]),
            ("Te cuento: he dejado el Clínic y desde el lunes estoy en el Hospital del Mar, en urgencias. "
             "¿Me ayudas a organizar mis turnos?",
             ["El usuario está en el Hospital del Mar en urgencias desde el lunes"])]),
    ("es", [("Mi novio Marcos y yo llevamos cuatro años juntos.",
             ["El usuario y su novio Marcos llevan cuatro años juntos"]),
            ("Marcos y yo lo hemos dejado. Fue de mutuo acuerdo, pero estoy un poco tocada. ¿Me recomiendas algún libro?",
             ["El usuario y Marcos lo han dejado"])]),
    ("es", [("Para que lo sepas, no tengo mascotas.", ["El usuario no tiene mascotas"]),
            ("¡Al final he adoptado una gata! Es atigrada y se llama Canela.",
             ["El usuario ha adoptado una gata que se llama Canela"])]),
    ("es", [("Soy vegana desde hace tres años.", ["El usuario es vegana desde hace tres años"]),
            ("Ya no soy vegana, por temas de salud. ¿Me propones un menú semanal con huevos y pescado?",
             ["El usuario ya no es vegana por temas de salud"])]),
    ("es", [("Soy conductor de autobús en la EMT de Madrid.", ["El usuario es conductor de autobús en la EMT de Madrid"]),
            ("¡Me jubilé la semana pasada después de 40 años al volante! Ahora quiero aprender a pintar acuarela, "
             "¿por dónde empiezo?",
             ["El usuario se jubiló la semana pasada después de 40 años al volante",
              "El usuario quiere aprender a pintar acuarela"])]),
    ("es", [("Trabajo de dependienta en una tienda de ropa del centro de Sevilla.",
             ["El usuario trabaja de dependienta en una tienda de ropa del centro de Sevilla"]),
            ("Una cosa para tus notas: ya no trabajo en la tienda.", ["El usuario ya no trabaja en la tienda"])]),
    ("es", [("Vivo en Bilbao, en el barrio de Deusto.", ["El usuario vive en Bilbao en el barrio de Deusto"]),  # control
            ("Si me saliera trabajo en Madrid, ¿crees que me compensaría mudarme? Es solo una idea, de momento no hay nada.",
             ["El usuario vive en Bilbao en el barrio de Deusto"])]),
    ("es", [("Soy profesora de inglés en una academia.", ["El usuario es profesora de inglés en una academia"]),  # control
            ("Por cierto, no tengo coche, así que cualquier plan tiene que ser en transporte público.",
             ["El usuario es profesora de inglés en una academia", "El usuario no tiene coche"])]),
    # -- Italian ---------------------------------------------------------------------------------
    ("it", [("Faccio la cameriera in una trattoria a Bologna.", ["L'utente fa la cameriera in una trattoria a Bologna"]),
            ("Ho lasciato la trattoria e adesso lavoro come segretaria in uno studio dentistico. "
             "Mi aiuti a scrivere un messaggio di saluto ai colleghi?",
             ["L'utente adesso lavora come segretaria in uno studio dentistico"])]),
    ("it", [("Abito a Torino da quasi dieci anni.", ["L'utente abita a Torino da quasi dieci anni"]),
            ("Novità: mi sono trasferita a Genova per stare più vicina al mare! Conosci qualche corso di vela per principianti?",
             ["L'utente si è trasferita a Genova per stare più vicina al mare"])]),
    ("it", [("Sto con Luca da cinque anni.", ["L'utente sta con Luca da cinque anni"]),
            ("Luca mi ha chiesto di sposarlo e ho detto di sì! Siamo fidanzati ufficialmente. "
             "Mi dai qualche idea per annunciarlo ai parenti?",
             ["L'utente e Luca sono fidanzati ufficialmente"])]),
    ("it", [("Lavoro come sviluppatore junior in una software house di Milano.",
             ["L'utente lavora come sviluppatore junior in una software house di Milano"]),
            ("Mi hanno promosso a sviluppatore senior! Da lunedì guido anche un piccolo team.",
             ["L'utente è stato promosso a sviluppatore senior", "L'utente guida un piccolo team da lunedì"])]),
    ("it", [("Mi sposto ovunque con il mio scooter, un vecchio Liberty.",
             ["L'utente si sposta ovunque con il suo scooter, un vecchio Liberty"]),
            ("Ho venduto lo scooter e mi sono comprata una Panda usata. Sai dirmi ogni quanto va fatto il tagliando?",
             ["L'utente si è comprata una Panda usata"])]),
    ("it", [("Ho 25 anni e studio giurisprudenza.", ["L'utente ha 25 anni", "L'utente studia giurisprudenza"]),
            ("Ieri ho compiuto 26 anni! Festa piccola ma bellissima.",
             ["L'utente studia giurisprudenza", "L'utente ha compiuto 26 anni"])]),
    ("it", [("Vivo a Napoli con i miei genitori.", ["L'utente vive a Napoli con i suoi genitori"]),  # control
            ("Mio fratello si trasferisce a Londra per lavoro la settimana prossima. Mi consigli un regalo d'addio?",
             ["L'utente vive a Napoli con i suoi genitori",
              "Il fratello dell'utente si trasferisce a Londra per lavoro la settimana prossima"])]),
    ("it", [("Abito a Firenze, in Oltrarno.", ["L'utente abita a Firenze in Oltrarno"]),  # control: a trip
            ("Il mese prossimo vado due settimane in Sicilia in vacanza, da Palermo a Siracusa. Che tappe mi consigli?",
             ["L'utente abita a Firenze in Oltrarno",
              "Il mese prossimo l'utente va due settimane in Sicilia in vacanza, da Palermo a Siracusa"])]),
    # -- Portuguese ------------------------------------------------------------------------------
    ("pt", [("Trabalho como contabilista na Deloitte, em Lisboa.",
             ["O utilizador trabalha como contabilista na Deloitte em Lisboa"]),
            ("Saí da Deloitte e entrei na EDP, na área financeira. Podes ajudar-me a atualizar o meu CV?",
             ["O utilizador entrou na EDP na área financeira"])]),
    ("pt", [("Estou no último ano de Arquitetura na Universidade do Porto.",
             ["O utilizador está no último ano de Arquitetura na Universidade do Porto"]),
            ("Terminei o curso! Já sou arquiteta, finalmente. Queres ajudar-me a montar um portefólio?",
             ["O utilizador terminou o curso", "O utilizador já é arquiteta"])]),
    ("pt", [("Sou casada com o Rui há doze anos.", ["O utilizador é casada com o Rui há doze anos"]),
            ("Eu e o Rui divorciámo-nos em setembro. Tens dicas de livros para quem está a recomeçar?",
             ["O utilizador e o Rui divorciaram-se em setembro"])]),
    ("pt", [("Eu como de tudo, carne, peixe, o que vier.", ["O utilizador come de tudo, carne, peixe, o que vier"]),
            ("Virei vegetariano faz duas semanas! Me passa umas receitas com grão-de-bico?",
             ["O utilizador virou vegetariano faz duas semanas"])]),
    ("pt", [("Tenho um coelho anão chamado Bolacha.", ["O utilizador tem um coelho anão chamado Bolacha"]),
            ("O Bolacha morreu ontem, estava velhinho. Os miúdos estão muito tristes.",
             ["O Bolacha morreu ontem"])]),
    ("pt", [("Vivo em Coimbra, perto da universidade.", ["O utilizador vive em Coimbra perto da universidade"]),
            ("Já não vivo em Coimbra, só para saberes.", ["O utilizador já não vive em Coimbra"])]),
    ("pt", [("Trabalho como enfermeiro no Hospital de Santa Maria.",  # control: a plan
             ["O utilizador trabalha como enfermeiro no Hospital de Santa Maria"]),
            ("Estou a pensar emigrar para a Suíça no próximo ano, mas ainda não decidi nada. Que documentos precisaria?",
             ["O utilizador trabalha como enfermeiro no Hospital de Santa Maria",
              "O utilizador está a pensar emigrar para a Suíça no próximo ano"])]),
    ("pt", [("Falo português e inglês.", ["O utilizador fala português e inglês"]),  # control: a language
            ("Comecei a aprender alemão por causa do trabalho. Tens alguma app para recomendar?",
             ["O utilizador fala português e inglês", "O utilizador começou a aprender alemão por causa do trabalho"])]),
    # -- Chinese ---------------------------------------------------------------------------------
    ("zh", [("我在一家广告公司做文案策划，已经三年了。", ["用户在一家广告公司做文案策划"]),
            ("跟你说个事：我辞职了，现在在一所小学当语文老师。能帮我想想第一节课怎么上吗？",
             ["用户现在在一所小学当语文老师"])]),
    ("zh", [("我住在成都，平时喜欢去吃火锅。", ["用户住在成都", "用户平时喜欢去吃火锅"]),
            ("上个月我们搬到杭州了，还在慢慢适应。杭州有什么好吃的推荐吗？",
             ["用户平时喜欢去吃火锅", "用户上个月搬到杭州了"])]),
    ("zh", [("我和女朋友小雨在一起四年了。", ["用户和女朋友小雨在一起四年了"]),
            ("我们上周六领证结婚了！想给亲戚发个消息，帮我写一段吧。", ["用户上周六领证结婚了"])]),
    ("zh", [("我开一辆白色的丰田卡罗拉上下班。", ["用户开一辆白色的丰田卡罗拉上下班"]),
            ("车已经卖掉了，现在每天坐地铁上班，其实也挺方便的。", ["用户现在每天坐地铁上班"])]),
    ("zh", [("我今年32岁，在上海做护士。", ["用户今年32岁", "用户在上海做护士"]),
            ("昨天是我生日，33岁了！同事们给我买了个蛋糕。", ["用户在上海做护士", "用户33岁了"])]),
    ("zh", [("我是一名中学物理老师，教了快三十年书。", ["用户是一名中学物理老师", "用户教了快三十年书"]),
            ("我上个月正式退休了！想学书法，能推荐几本入门字帖吗？", ["用户教了快三十年书", "用户上个月正式退休了", "用户想学书法"])]),
    ("zh", [("我养了一只橘猫，叫年糕。", ["用户养了一只橘猫，叫年糕"]),  # control: a second pet
            ("我们又领养了一只小黑猫，取名叫芝麻，两只猫现在天天打架。",
             ["用户养了一只橘猫，叫年糕", "用户又领养了一只小黑猫，取名叫芝麻"])]),
    ("zh", [("我住在北京，在一家互联网公司上班。", ["用户住在北京", "用户在一家互联网公司上班"]),  # control: long ago
            ("大学的时候我在西安住过四年。这周末想在北京找家正宗的陕西菜，有推荐吗？",
             ["用户住在北京", "用户在一家互联网公司上班", "用户大学的时候在西安住过四年"])]),
    # -- Japanese --------------------------------------------------------------------------------
    ("ja", [("今は楽天でエンジニアとして働いています。", ["ユーザーは楽天でエンジニアとして働いています"]),
            ("実は先月楽天を辞めて、メルカリに転職しました。新しいチームへの自己紹介文を一緒に考えてくれますか？",
             ["ユーザーはメルカリに転職しました"])]),
    ("ja", [("大阪の吹田市に住んでいます。", ["ユーザーは大阪の吹田市に住んでいます"]),
            ("転勤で四月から福岡に引っ越しました。福岡でおすすめのラーメン屋はありますか？",
             ["ユーザーは転勤で四月から福岡に引っ越しました"])]),
    ("ja", [("京都の大学で経済学を勉強している大学四年生です。", ["ユーザーは京都の大学で経済学を勉強している大学四年生です"]),
            ("無事に卒業して、この春から地元の銀行で働き始めました！", ["ユーザーはこの春から地元の銀行で働き始めました"])]),
    ("ja", [("うちでは柴犬のコタロウを飼っています。", ["ユーザーは柴犬のコタロウを飼っています"]),
            ("先週、コタロウが亡くなりました。14年間一緒にいてくれて、本当に寂しいです。",
             ["ユーザーの柴犬コタロウが先週亡くなりました"])]),
    ("ja", [("糖質制限ダイエットをしています。", ["ユーザーは糖質制限ダイエットをしています"]),
            ("糖質制限はやめました。続けるのがつらくて。普通の食事でできる健康的な献立を教えてください。",
             ["ユーザーは糖質制限をやめました"])]),
    ("ja", [("タバコを吸います。一日半箱くらいです。", ["ユーザーはタバコを吸います"]),
            ("そういえば、もうタバコは吸っていません。", ["ユーザーはもうタバコは吸っていません"])]),
    ("ja", [("東京の出版社で編集者をしています。", ["ユーザーは東京の出版社で編集者をしています"]),  # control: hypothetical
            ("もし会社を辞めてフリーランスになったら、やっていけると思いますか？まだ全然決めていないんですけど。",
             ["ユーザーは東京の出版社で編集者をしています"])]),
    ("ja", [("名古屋に住んでいます。", ["ユーザーは名古屋に住んでいます"]),  # control: a trip
            ("来月、友達と一週間だけ沖縄に旅行に行きます。おすすめの離島はありますか？",
             ["ユーザーは名古屋に住んでいます", "ユーザーは来月友達と一週間だけ沖縄に旅行に行きます"])]),
]
