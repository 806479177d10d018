"""Fresh tuning sequences, set fresh-tune6: long, chatty, realistic messages to an assistant.

Who wrote it: a seventh case writer who never read the extractor's rules, its code, its tests or any other
bench set (only the first lines of fresh-tune5, for layout and conventions). This set is for TUNING, not a
blind measure: once rules are changed on its failures it no longer measures anything unseen.

What it weighs: messages as people really write them - 2 to 5 sentences, casual, sometimes with typos and
slang, mixing the person's own state with relatives', partner's, friends' and colleagues' news, and ending
with a question or request to the assistant. Japanese messages are in casual plain forms (da / shiteru /
sunderu) in half of them, polite forms in the other half. Eight languages (en fr de es it pt zh ja), six
sequences each (48 in all), 2-3 messages from one person per sequence:
- 24 CHANGES, marked `# change: kind`: a promotion or a switch to part-time at the same employer (employer
  stays, title changes), a move told indirectly ("first week in the new flat", "since we got to Hamburg"),
  a job ended and another begun, a car sold and replaced by a bike or the metro, a diet stopped or started,
  a breakup, an engagement or a marriage, an age changed by a birthday, a hobby given up while another
  continues, quitting smoking, a pet that died and a new one adopted, studies finished and work begun, a
  temporary stay that ends (the stay is current only while there).
- 12 PARTIAL changes, marked `# partial: kind`: a joined fact where only one part changes (same job at a new
  employer, same employer in a new city, same university in a new subject, partner moves out but the dog
  stays, one of two cats dies, one of two studied languages dropped, side job quit while studies go on).
- 12 CONTROLS, marked `# control: why`: nothing of the person's may change, although the later message
  tempts a careless reader (a relative moves, a friend quits a job, the person visits a city, a friend's car
  is sold, a hypothetical "if I moved to...", a past story "when I lived in Rome in 2010", a colleague's diet).

Layout: SEQUENCES = [(language, [(message, [the person's current facts after it]), ...]), ...].
Expected facts are short atomic facts in the message's language, with "User" as subject, without durations
or details. Only the person's own durable facts count (home, job, employer, partner, named relatives, pets,
vehicle, diet, age, hobbies, habits, studies). A fact that stays current repeats its earlier text word for
word; an ended fact disappears; where the person ended something in "no longer"/"quit" terms, "User no
longer X" (in that language) is kept. Requests, one-off events of the day, plans, wishes, hypotheticals, past
stories and other people's states are not the person's facts.
"""

SEQUENCES = [
    # -- English ---------------------------------------------------------------------------------
    # change: promotion at the same employer (title changes, employer stays)
    ("en", [("Morning! Quick one - I'm a junior data analyst at Harlow & Finch here in Manchester and my manager "
             "wants me to present our Q3 churn numbers next week. My mate Dev just started a coding bootcamp so "
             "he's useless for pub quizzes now lol. Any tips on making a dashboard that execs actually read?",
             ["User works as a junior data analyst", "User works at Harlow & Finch", "User lives in Manchester"]),
            ("Guess who got bumped up to senior data analyst at Harlow?? Same team, same desk by the broken "
             "radiator, just more meetings and a slightly less sad payslip. Dev finished his bootcamp and got "
             "hired at some fintech in Leeds, so proud of him. How do I ask for a proper training budget now "
             "that I'm senior?",
             ["User works as a senior data analyst", "User works at Harlow & Finch", "User lives in Manchester"])]),
    # change: a temporary stay that ends (Berlin current only while there)
    ("en", [("Hiya, I'm a freelance graphic designer living in Leeds, mostly doing labels for local breweries. "
             "Business is good-ish but pricing is a nightmare. Can you suggest a sensible way to price a logo "
             "package?",
             ["User works as a freelance graphic designer", "User lives in Leeds"]),
            ("Greetings from Berlin! I'm here for three months on a design residency at a studio in Kreuzberg, "
             "subletting a tiny room in Neukolln. My brother Callum is minding my plants back in Leeds, bless "
             "him. What are some cheap eats around Hermannplatz?",
             ["User works as a freelance graphic designer", "User lives in Leeds", "User is staying in Berlin",
              "User has a brother named Callum"]),
            ("Back home in Leeds after three months in Berlin and honestly my own bed has never felt so good. "
             "Callum kept exactly two of the plants alive, which is two more than I expected. Can you help me "
             "write a short post about what I learned at the residency for my portfolio site?",
             ["User works as a freelance graphic designer", "User lives in Leeds",
              "User has a brother named Callum"])]),
    # change: quitting smoking and a birthday (age)
    ("en", [("ok so I'm 29, I smoke about ten a day and I've tried patches twice, didn't stick. My girlfriend "
             "Hana keeps nagging me (fair tbh). I live in Glasgow and work nights as a security guard at a "
             "shopping centre. Can you give me a realistic plan to cut down?",
             ["User is 29", "User smokes", "User has a girlfriend named Hana", "User lives in Glasgow",
              "User works as a security guard"]),
            ("Turned 30 on Saturday, Hana threw me a surprise party at her cousin's pub and I didn't even go "
             "outside for a fag once - six weeks smoke-free now!! Still knackered from the night shifts though. "
             "What's a good way to deal with the sweet cravings since I stopped?",
             ["User is 30", "User no longer smokes", "User has a girlfriend named Hana", "User lives in Glasgow",
              "User works as a security guard"])]),
    # partial: same job (nurse), new employer (hospital)
    ("en", [("I'm a nurse at St Mary's in Paddington, mostly on the surgical ward, and I live in Ealing with my "
             "husband Rob. Our daughter Amira starts nursery next month which is terrifying. Any advice on "
             "settling a toddler in?",
             ["User works as a nurse", "User works at St Mary's Hospital", "User lives in Ealing",
              "User has a husband named Rob", "User has a daughter named Amira"]),
            ("Big news on my end, I've moved over to Northwick Park - still nursing, but the commute is half what "
             "it was and the ward manager actually answers emails. Amira cried for two days at nursery and now "
             "refuses to leave lol. Rob's brother is visiting from Lagos next week. Can you suggest some easy "
             "meals I can batch cook around 12-hour shifts?",
             ["User works as a nurse", "User works at Northwick Park Hospital", "User lives in Ealing",
              "User has a husband named Rob", "User has a daughter named Amira"])]),
    # partial: partner moves out, the dog and the home stay
    ("en", [("Me and my girlfriend Sam share a little terrace in Sheffield with our dog Pickle, he's a very "
             "dramatic whippet. I work in planning at the council. Any ideas for keeping a whippet warm in winter "
             "that aren't just buying him six jumpers?",
             ["User has a girlfriend named Sam", "User lives in Sheffield", "User has a dog named Pickle",
              "User works in planning at the council"]),
            ("Bit of a rough month. Sam and I split up and she's moved into her mate's place in Kelham, Pickle's "
             "staying with me at the terrace since she's working away a lot. Work is busy as ever with the local "
             "plan consultation. How do I sort out a joint bank account after a breakup without it getting messy?",
             ["User lives in Sheffield", "User has a dog named Pickle", "User works in planning at the council"])]),
    # control: sister moves abroad, a friend quits his job, the person visits Edinburgh, a colleague eats steak
    ("en", [("I'm a chemistry teacher at a sixth form in Norwich and I've been vegetarian since uni. I've got a "
             "sister, Ellie, who lives in Cambridge. Could you suggest a fun demo for teaching reaction rates?",
             ["User works as a chemistry teacher", "User lives in Norwich", "User is vegetarian",
              "User has a sister named Ellie"]),
            ("Ellie's only gone and moved to Melbourne for her husband's job, I'm gutted. My mate Luke also quit "
             "his job at Aviva to go travelling, everyone's having a midlife crisis except me lol. I'm in "
             "Edinburgh this weekend for a conference and my colleague keeps sending me steak restaurants, not "
             "happening. What are some good veggie places near the Royal Mile?",
             ["User works as a chemistry teacher", "User lives in Norwich", "User is vegetarian",
              "User has a sister named Ellie"])]),

    # -- French ----------------------------------------------------------------------------------
    # change: move told indirectly ("depuis qu'on est arrivés à Nantes")
    ("fr", [("Salut ! J'habite à Lyon, dans le 7e, et je bosse comme infirmier libéral. Ma copine Léa est "
             "pompière. Tu aurais des idées de balades à vélo pas trop dures autour de Lyon pour le week-end ?",
             ["L'utilisateur habite à Lyon", "L'utilisateur est infirmier libéral",
              "L'utilisateur a une copine nommée Léa"]),
            ("Depuis qu'on est arrivés à Nantes, Léa passe son temps sur les bords de l'Erdre, elle adore. J'ai "
             "repris une patientèle à Rezé, donc toujours infirmier libéral mais beaucoup moins de bouchons qu'à "
             "Lyon. Ma soeur Camille reste à Lyon et elle nous en veut un peu. Tu connais des bons coins pour "
             "manger des galettes à Nantes ?",
             ["L'utilisateur habite à Nantes", "L'utilisateur est infirmier libéral",
              "L'utilisateur a une copine nommée Léa", "L'utilisateur a une soeur nommée Camille"])]),
    # change: vegetarian diet stopped (told in "no longer" terms)
    ("fr", [("Je suis végétarien depuis cinq ans et je fais de la course à pied trois fois par semaine. J'habite "
             "à Lille et je suis comptable chez KPMG. Tu peux me proposer un plan de repas riche en protéines sans "
             "viande ?",
             ["L'utilisateur est végétarien", "L'utilisateur fait de la course à pied", "L'utilisateur habite à Lille",
              "L'utilisateur est comptable", "L'utilisateur travaille chez KPMG"]),
            ("Bon, petite confession : je suis plus végé, mon médecin m'a trouvé une grosse carence en fer et "
             "franchement la viande me manquait. Je remange du poulet et du poisson depuis un mois. Mon collègue "
             "Hugo, lui, vient de passer vegan, l'ironie. Tu peux me donner des recettes simples avec du poulet "
             "pour la semaine ?",
             ["L'utilisateur n'est plus végétarien", "L'utilisateur fait de la course à pied",
              "L'utilisateur habite à Lille", "L'utilisateur est comptable", "L'utilisateur travaille chez KPMG"])]),
    # change: job ended (fixed-term contract) and another begun
    ("fr", [("Coucou, je suis vendeur chez Decathlon à Montpellier, en CDD, et j'ai 24 ans. Mon contrat finit fin "
             "mars et j'ai un peu la pression. Tu peux relire ma lettre de motivation si je te la colle ?",
             ["L'utilisateur est vendeur", "L'utilisateur travaille chez Decathlon", "L'utilisateur habite à Montpellier",
              "L'utilisateur a 24 ans"]),
            ("Ça y est, mon contrat chez Decathlon est fini et lundi j'ai commencé comme préparateur de commandes "
             "chez Amazon à Castelnau, horaires de nuit mais mieux payé. Mon pote Yanis m'a dit qu'il cherchait "
             "aussi, je vais le pistonner lol. Tu as des conseils pour dormir le jour après une nuit de boulot ?",
             ["L'utilisateur est préparateur de commandes", "L'utilisateur travaille chez Amazon",
              "L'utilisateur habite à Montpellier", "L'utilisateur a 24 ans"])]),
    # partial: same employer and job, new city (full remote)
    ("fr", [("Je suis développeur back-end chez Doctolib et j'habite à Paris, dans le 11e. Je fais de l'escalade "
             "le week-end à Arkose. Tu peux m'expliquer la différence entre un index B-tree et un index hash dans "
             "Postgres ?",
             ["L'utilisateur est développeur back-end", "L'utilisateur travaille chez Doctolib",
              "L'utilisateur habite à Paris", "L'utilisateur fait de l'escalade"]),
            ("Petite nouvelle : Doctolib a accepté mon passage en full remote, donc on a posé nos cartons à Annecy "
             "avec mes deux chats, Pixel et Moka. Toujours le même poste, je monte juste à Paris une fois par mois. "
             "Et l'escalade en vraie falaise ici, c'est autre chose ! Tu connais des sites de grimpe pour débutants "
             "autour du lac ?",
             ["L'utilisateur est développeur back-end", "L'utilisateur travaille chez Doctolib",
              "L'utilisateur habite à Annecy", "L'utilisateur fait de l'escalade",
              "L'utilisateur a un chat nommé Pixel", "L'utilisateur a un chat nommé Moka"])]),
    # partial: same job (maths teacher), same city, new school
    ("fr", [("Je suis prof de maths au collège Jean Moulin à Toulouse et je vis avec mon mari Antoine et notre "
             "fils Noé. Les 4e me rendent chèvre cette année. Tu aurais des idées d'activités ludiques pour le "
             "théorème de Pythagore ?",
             ["L'utilisateur est professeur de mathématiques", "L'utilisateur travaille au collège Jean Moulin",
              "L'utilisateur habite à Toulouse", "L'utilisateur a un mari nommé Antoine",
              "L'utilisateur a un fils nommé Noé"]),
            ("J'ai eu ma mutation ! Depuis la rentrée je suis au lycée Bellevue, toujours à Toulouse, toujours les "
             "maths mais avec des secondes. Antoine a enfin fini ses travaux dans la cuisine et Noé est entré en "
             "CP. Tu peux m'aider à construire une progression annuelle pour une classe de seconde ?",
             ["L'utilisateur est professeur de mathématiques", "L'utilisateur travaille au lycée Bellevue",
              "L'utilisateur habite à Toulouse", "L'utilisateur a un mari nommé Antoine",
              "L'utilisateur a un fils nommé Noé"])]),
    # control: brother moves to Montreal, a hypothetical move, a colleague changes job
    ("fr", [("J'habite à Strasbourg, je suis kiné dans un cabinet à la Krutenau et j'ai un frère, Mathis. Je joue "
             "du violoncelle dans un orchestre amateur. Tu connais des exercices pour éviter les douleurs de "
             "poignet au violoncelle ?",
             ["L'utilisateur habite à Strasbourg", "L'utilisateur est kinésithérapeute",
              "L'utilisateur a un frère nommé Mathis", "L'utilisateur joue du violoncelle"]),
            ("Mathis vient de déménager à Montréal avec sa copine, il m'envoie des photos de neige toute la "
             "journée. Franchement si je partais au Québec moi aussi, est-ce que mon diplôme de kiné serait "
             "reconnu ? Je me pose juste la question, je vais pas quitter Strasbourg de sitôt. Ma collègue Inès, "
             "elle, arrête le métier pour devenir prof de yoga. Tu peux me résumer les démarches d'équivalence "
             "pour les kinés au Québec ?",
             ["L'utilisateur habite à Strasbourg", "L'utilisateur est kinésithérapeute",
              "L'utilisateur a un frère nommé Mathis", "L'utilisateur joue du violoncelle"])]),

    # -- German ----------------------------------------------------------------------------------
    # change: move told indirectly ("seit wir in Hamburg sind") and employer changed with it
    ("de", [("Hallo! Ich wohne in Köln-Ehrenfeld und arbeite als Tontechniker beim WDR. Meine Frau Anja ist "
             "Grundschullehrerin. Kannst du mir ein paar gute Podcasts über Audiotechnik empfehlen?",
             ["Der Nutzer wohnt in Köln", "Der Nutzer arbeitet als Tontechniker", "Der Nutzer arbeitet beim WDR",
              "Der Nutzer hat eine Frau namens Anja"]),
            ("Seit wir in Hamburg sind, regnet es gefühlt jeden Tag, aber Anja liebt die Elbe. Ich bin jetzt "
             "Tontechniker beim NDR, der Wechsel vom WDR lief zum Glück reibungslos. Mein Schwager Dirk hat uns "
             "beim Umzug geholfen und sich dabei den Rücken verrenkt, der Arme. Wo kann man in Hamburg gut "
             "Fischbrötchen essen, abseits der Touristenfallen?",
             ["Der Nutzer wohnt in Hamburg", "Der Nutzer arbeitet als Tontechniker", "Der Nutzer arbeitet beim NDR",
              "Der Nutzer hat eine Frau namens Anja", "Der Nutzer hat einen Schwager namens Dirk"])]),
    # change: car sold, replaced by an e-bike
    ("de", [("Ich fahr einen alten VW Passat, mit dem ich jeden Tag von Fürth nach Erlangen zu Siemens pendle, "
             "und der Sprit frisst mich langsam auf. Bin Elektroingenieur, also eigentlich sollte ich's besser "
             "wissen lol. Lohnt sich für so eine Strecke ein E-Auto?",
             ["Der Nutzer fährt einen VW Passat", "Der Nutzer wohnt in Fürth", "Der Nutzer arbeitet bei Siemens",
              "Der Nutzer ist Elektroingenieur"]),
            ("Update: Der Passat ist verkauft, ein Student aus Nürnberg hat ihn genommen. Ich fahr jetzt mit dem "
             "E-Bike nach Erlangen, 40 Minuten, und bin abends viel entspannter. Mein Kumpel Stefan hat sich "
             "dafür einen Tesla gekauft, typisch. Welche Regenkleidung taugt fürs tägliche Pendeln mit dem Rad?",
             ["Der Nutzer fährt E-Bike", "Der Nutzer wohnt in Fürth", "Der Nutzer arbeitet bei Siemens",
              "Der Nutzer ist Elektroingenieur"])]),
    # change: a cat that died, then a dog adopted
    ("de", [("Mein Kater Moritz ist 16 und schläft nur noch, aber er frisst noch gut. Ich wohne in einer "
             "Altbauwohnung in Leipzig und arbeite als Buchhändler bei Thalia. Gibt es Tipps, wie man einer "
             "alten Katze das Leben leichter macht?",
             ["Der Nutzer hat einen Kater namens Moritz", "Der Nutzer wohnt in Leipzig",
              "Der Nutzer arbeitet als Buchhändler", "Der Nutzer arbeitet bei Thalia"]),
            ("Moritz ist letzte Woche eingeschlafen, die Tierärztin kam zu mir nach Hause. Die Wohnung ist so "
             "still ohne ihn. Meine Schwester Katrin will mich am Wochenende ablenken und mit mir in den Harz "
             "fahren. Wie erkläre ich meiner kleinen Nichte, dass die Katze gestorben ist?",
             ["Der Nutzer wohnt in Leipzig", "Der Nutzer arbeitet als Buchhändler", "Der Nutzer arbeitet bei Thalia",
              "Der Nutzer hat eine Schwester namens Katrin"]),
            ("Ich hab's getan: Seit Samstag wohnt Lotte bei mir, eine dreijährige Mischlingshündin aus dem "
             "Tierheim. Sie hat schon meinen Lieblingsschal angeknabbert, aber egal. Katrin ist schon ganz "
             "verliebt in sie. Wie gewöhne ich einen Tierheimhund ans Alleinsein während meiner Schichten im Laden?",
             ["Der Nutzer wohnt in Leipzig", "Der Nutzer arbeitet als Buchhändler", "Der Nutzer arbeitet bei Thalia",
              "Der Nutzer hat eine Schwester namens Katrin", "Der Nutzer hat eine Hündin namens Lotte"])]),
    # partial: same job (cook), same city, new employer
    ("de", [("Ich bin Koch im Restaurant Zur Linde in Freiburg und geh nebenbei bouldern. Meine Freundin Mira "
             "studiert noch Medizin. Hast du ein gutes Rezept für Spätzle, das auch für 80 Portionen funktioniert?",
             ["Der Nutzer arbeitet als Koch", "Der Nutzer arbeitet im Restaurant Zur Linde", "Der Nutzer wohnt in Freiburg",
              "Der Nutzer geht bouldern", "Der Nutzer hat eine Freundin namens Mira"]),
            ("Hab gewechselt, seit Montag steh ich in der Küche vom Hotel Colombi, immer noch in Freiburg und "
             "immer noch Koch, aber endlich mit geregelten Zeiten. Mira hat ihr Physikum bestanden, wir haben "
             "gestern bis drei Uhr gefeiert. Wie organisiert man eine Mise en place für ein großes Bankett am besten?",
             ["Der Nutzer arbeitet als Koch", "Der Nutzer arbeitet im Hotel Colombi", "Der Nutzer wohnt in Freiburg",
              "Der Nutzer geht bouldern", "Der Nutzer hat eine Freundin namens Mira"])]),
    # partial: same university, new subject
    ("de", [("Ich studier Maschinenbau an der TU Dresden, bin 21 und wohn in einer WG in der Neustadt. Die "
             "Klausurphase bringt mich grad um. Kannst du mir Integration durch Substitution nochmal ganz einfach "
             "erklären?",
             ["Der Nutzer studiert Maschinenbau", "Der Nutzer studiert an der TU Dresden", "Der Nutzer ist 21",
              "Der Nutzer wohnt in Dresden", "Der Nutzer wohnt in einer WG"]),
            ("Ich hab mich umgeschrieben, bin jetzt in Informatik, immer noch an der TU, Maschinenbau war einfach "
             "nicht meins. Mein Mitbewohner Felix hat übrigens gerade seinen Bachelor fertig und zieht nach "
             "München. Welche Programmiersprache sollte ich als Erstes richtig lernen?",
             ["Der Nutzer studiert Informatik", "Der Nutzer studiert an der TU Dresden", "Der Nutzer ist 21",
              "Der Nutzer wohnt in Dresden", "Der Nutzer wohnt in einer WG"])]),
    # control: a colleague's vegan diet, a business trip, a neighbour selling his car
    ("de", [("Ich bin Versicherungsmakler in Stuttgart, verheiratet mit Sabine, und wir haben einen Dackel namens "
             "Bruno. Im Verein spiele ich Tischtennis. Kannst du mir helfen, eine freundliche Erinnerungsmail an "
             "einen Kunden zu schreiben?",
             ["Der Nutzer ist Versicherungsmakler", "Der Nutzer wohnt in Stuttgart", "Der Nutzer ist mit Sabine verheiratet",
              "Der Nutzer hat einen Dackel namens Bruno", "Der Nutzer spielt Tischtennis"]),
            ("Meine Kollegin Jana ist jetzt komplett vegan und bringt jeden Tag Linsensalat mit, ich bleib aber bei "
             "meiner Currywurst haha. Nächste Woche bin ich drei Tage in Berlin auf einer Messe, Sabine passt "
             "derweil auf Bruno auf. Außerdem verkauft mein Nachbar seinen Golf, falls du wen kennst lol. Was "
             "sollte ich auf einer Versicherungsmesse unbedingt fragen?",
             ["Der Nutzer ist Versicherungsmakler", "Der Nutzer wohnt in Stuttgart", "Der Nutzer ist mit Sabine verheiratet",
              "Der Nutzer hat einen Dackel namens Bruno", "Der Nutzer spielt Tischtennis"])]),

    # -- Spanish ---------------------------------------------------------------------------------
    # change: breakup (home and job stay)
    ("es", [("¡Hola! Vivo en Madrid, en Lavapiés, con mi novia Lucía y trabajo de diseñador UX en Cabify. Este "
             "finde queremos ir a la sierra. ¿Me recomiendas alguna ruta fácil cerca de Cercedilla?",
             ["El usuario vive en Madrid", "El usuario tiene una novia llamada Lucía",
              "El usuario trabaja como diseñador UX", "El usuario trabaja en Cabify"]),
            ("Bueno, pues Lucía y yo lo hemos dejado, después de cuatro años. Ella se ha ido a vivir con su hermana "
             "a Getafe y yo me quedo en el piso de Lavapiés. Mi amigo Dani dice que me apunte a pádel para "
             "despejarme jaja. ¿Cómo organizo los gastos del piso ahora que pago el alquiler yo solo?",
             ["El usuario vive en Madrid", "El usuario trabaja como diseñador UX", "El usuario trabaja en Cabify"])]),
    # change: studies finished, work begun
    ("es", [("Estoy en cuarto de Enfermería en la Universidad de Sevilla y me quedan las prácticas de verano. "
             "Vivo con mis padres en Dos Hermanas y tengo una gata, Canela, que duerme encima de mis apuntes. "
             "¿Me ayudas a repasar la escala de Glasgow para el examen?",
             ["El usuario estudia Enfermería", "El usuario estudia en la Universidad de Sevilla",
              "El usuario vive en Dos Hermanas", "El usuario vive con sus padres",
              "El usuario tiene una gata llamada Canela"]),
            ("¡Por fin terminé la carrera! Ya tengo el título y desde el lunes trabajo de enfermero en urgencias del "
             "Hospital Virgen del Rocío. Mi prima Rocío también ha empezado allí pero en pediatría, qué casualidad. "
             "¿Qué me recomiendas para sobrevivir al primer turno de noche?",
             ["El usuario trabaja como enfermero", "El usuario trabaja en el Hospital Virgen del Rocío",
              "El usuario vive en Dos Hermanas", "El usuario vive con sus padres",
              "El usuario tiene una gata llamada Canela", "El usuario tiene una prima llamada Rocío"])]),
    # change: switch to part-time at the same employer, with a new post
    ("es", [("Trabajo a jornada completa como cajero en un Mercadona de Zaragoza y tengo 52 años. Mi mujer Pilar "
             "ya está jubilada y me pica un poco la envidia jeje. ¿Sabes cómo se calcula la base reguladora de la "
             "pensión?",
             ["El usuario trabaja como cajero", "El usuario trabaja en Mercadona", "El usuario trabaja a jornada completa",
              "El usuario vive en Zaragoza", "El usuario tiene 52 años", "El usuario está casado con Pilar"]),
            ("He pedido la reducción y desde este mes estoy a media jornada en el Mercadona, y me han pasado de "
             "caja a reponedor por las mañanas. Así cuido más a mi madre, que está delicada. Pilar se ha apuntado "
             "a clases de cerámica y está encantada. ¿Cómo afecta trabajar a media jornada a mi futura pensión?",
             ["El usuario trabaja como reponedor", "El usuario trabaja en Mercadona", "El usuario trabaja a media jornada",
              "El usuario vive en Zaragoza", "El usuario tiene 52 años", "El usuario está casado con Pilar"])]),
    # partial: one of two cats dies, the other stays
    ("es", [("Tengo dos gatos, Nube y Trufa, y vivo en Valencia en un piso pequeñito con balcón. Trabajo desde "
             "casa como traductor y se me suben al teclado todo el rato. ¿Cómo hago para que no se peleen por el "
             "comedero?",
             ["El usuario tiene un gato llamado Nube", "El usuario tiene un gato llamado Trufa",
              "El usuario vive en Valencia", "El usuario trabaja como traductor"]),
            ("Trufa murió el jueves, tenía una insuficiencia renal que no vimos a tiempo. Nube está rarísimo, lo "
             "busca por toda la casa. Mi vecina Amparo me ha traído una planta, qué detalle. ¿Es normal que un gato "
             "esté de duelo por otro? ¿Qué puedo hacer por Nube?",
             ["El usuario tiene un gato llamado Nube", "El usuario vive en Valencia",
              "El usuario trabaja como traductor"])]),
    # partial: same job (English teacher), new employer, same city
    ("es", [("Soy profe de inglés en una academia de Málaga, Academia Sol, y me encanta surfear cuando hay olas, "
             "que es poco jaja. Mi hermana Marta vive en Granada. ¿Tienes ideas de juegos para practicar los "
             "phrasal verbs con adolescentes?",
             ["El usuario trabaja como profesor de inglés", "El usuario trabaja en Academia Sol",
              "El usuario vive en Málaga", "El usuario hace surf", "El usuario tiene una hermana llamada Marta"]),
            ("¡¡Aprobé las oposiciones!! Ya no estoy en la academia, ahora doy inglés en el IES Playamar de "
             "Torremolinos, y sigo viviendo en Málaga así que son veinte minutitos en coche. Marta está "
             "embarazada, voy a ser tío. ¿Cómo preparo una primera clase con un grupo de 30 de bachillerato?",
             ["El usuario trabaja como profesor de inglés", "El usuario trabaja en el IES Playamar",
              "El usuario vive en Málaga", "El usuario hace surf", "El usuario tiene una hermana llamada Marta"])]),
    # control: a friend's car to sell, a past story (lived in Rome in 2010), a brother-in-law's job
    ("es", [("Vivo en Bilbao, trabajo de ingeniero en Iberdrola y tengo un Seat León del 2015. Mi mujer Ainhoa "
             "y yo tenemos un hijo, Unai. ¿Qué revisión le toca a un coche con 120.000 km?",
             ["El usuario vive en Bilbao", "El usuario trabaja como ingeniero", "El usuario trabaja en Iberdrola",
              "El usuario tiene un Seat León", "El usuario está casado con Ainhoa",
              "El usuario tiene un hijo llamado Unai"]),
            ("Mi amigo Iker quiere vender su Audi A3 y me ha pedido que le ayude con el anuncio, yo de eso ni idea. "
             "Me recuerda a cuando vivía en Roma en 2010 y vendí mi Vespa en dos días jaja. Mi cuñado se ha "
             "quedado en paro también, mal año. ¿Cómo redacto un anuncio que venda un coche rápido?",
             ["El usuario vive en Bilbao", "El usuario trabaja como ingeniero", "El usuario trabaja en Iberdrola",
              "El usuario tiene un Seat León", "El usuario está casado con Ainhoa",
              "El usuario tiene un hijo llamado Unai"])]),

    # -- Italian ---------------------------------------------------------------------------------
    # change: engaged, then married
    ("it", [("Ciao! Abito a Torino con la mia fidanzata Giulia e lavoro come ingegnere meccanico all'Iveco. "
             "Stiamo organizzando il matrimonio per settembre e sto impazzendo con la lista degli invitati. Mi "
             "aiuti a fare un budget realistico per 120 persone?",
             ["L'utente abita a Torino", "L'utente ha una fidanzata di nome Giulia",
              "L'utente lavora come ingegnere meccanico", "L'utente lavora all'Iveco"]),
            ("Ce l'abbiamo fatta, io e Giulia ci siamo sposati sabato a Superga, è stato perfetto a parte la "
             "pioggia! Mio cugino Paolo ha fatto un discorso imbarazzantissimo ma ridevano tutti. Adesso partiamo "
             "per la Puglia in luna di miele. Cosa non dobbiamo perderci tra Lecce e Otranto?",
             ["L'utente abita a Torino", "L'utente è sposato con Giulia", "L'utente lavora come ingegnere meccanico",
              "L'utente lavora all'Iveco", "L'utente ha un cugino di nome Paolo"])]),
    # change: a hobby given up (five-a-side), another continues (guitar)
    ("it", [("Gioco a calcetto il martedì con i colleghi e suono la chitarra in una band di cover, i Ferro Vecchio. "
             "Vivo e lavoro a Verona, in Intesa Sanpaolo. Mi consigli una pedaliera per chitarra economica ma "
             "decente?",
             ["L'utente gioca a calcetto", "L'utente suona la chitarra", "L'utente abita a Verona",
              "L'utente lavora in Intesa Sanpaolo"]),
            ("Niente, col calcetto ho chiuso: mi sono rotto il crociato a dicembre e l'ortopedico mi ha detto "
             "basta. La band invece va alla grande, sabato suoniamo al Cohen e il nostro batterista Marco ha appena "
             "avuto una bambina. Che esercizi posso fare per riprendermi dopo l'operazione al crociato?",
             ["L'utente non gioca più a calcetto", "L'utente suona la chitarra", "L'utente abita a Verona",
              "L'utente lavora in Intesa Sanpaolo"])]),
    # change: move told indirectly ("prima settimana nel nuovo appartamento in Bolognina"), employer stays
    ("it", [("Vivo a Milano da dieci anni, zona Isola, e faccio il grafico allo Studio Nebbia, un'agenzia piccolina. "
             "Oggi il cliente ha cambiato idea per la quinta volta, che nervi. Mi dai qualche idea per il logo di "
             "una pasticceria?",
             ["L'utente abita a Milano", "L'utente lavora come grafico", "L'utente lavora allo Studio Nebbia"]),
            ("Prima settimana nel nuovo appartamento in Bolognina e già adoro i portici, anche se il trasloco è "
             "stato un inferno. Con lo Studio Nebbia continuo da remoto, per fortuna me l'hanno lasciato fare. Mia "
             "sorella Chiara resta a Milano e dice che la abbandono lol. Dove si mangiano i tortellini migliori a "
             "Bologna senza spendere un rene?",
             ["L'utente abita a Bologna", "L'utente lavora come grafico", "L'utente lavora allo Studio Nebbia",
              "L'utente ha una sorella di nome Chiara"])]),
    # partial: side job quit, studies continue
    ("it", [("Studio Giurisprudenza alla Statale di Milano e la sera faccio il cameriere da Da Mario, una pizzeria "
             "a Città Studi. Ho 23 anni e sono stanco morto. Mi fai uno schema sul contratto di compravendita per "
             "l'esame di privato?",
             ["L'utente studia Giurisprudenza", "L'utente studia alla Statale di Milano",
              "L'utente lavora come cameriere", "L'utente lavora da Da Mario", "L'utente ha 23 anni"]),
            ("Ho mollato la pizzeria, non riuscivo più a studiare e a gennaio ho tre esami. Per ora mi arrangio con "
             "la borsa di studio. Il mio coinquilino Ahmed invece ha appena trovato lavoro proprio da Da Mario, che "
             "coincidenza. Mi aiuti a fare un piano di studio per tre esami in sei settimane?",
             ["L'utente studia Giurisprudenza", "L'utente studia alla Statale di Milano", "L'utente ha 23 anni"])]),
    # control: brother moves to London, a weekend in Naples, a colleague quits
    ("it", [("Sono infermiere all'ospedale Careggi di Firenze, abito a Sesto Fiorentino e ho un fratello, Luca. "
             "Nel tempo libero faccio trekking. Mi consigli un giro ad anello sul Monte Morello?",
             ["L'utente lavora come infermiere", "L'utente lavora all'ospedale Careggi",
              "L'utente abita a Sesto Fiorentino", "L'utente ha un fratello di nome Luca", "L'utente fa trekking"]),
            ("Luca si è trasferito a Londra per lavoro, ha trovato posto in una startup fintech e già si lamenta "
             "del meteo. Io questo weekend vado a Napoli per il compleanno di un amico, prima volta! Il mio collega "
             "Matteo invece si è licenziato per aprire un B&B. Cosa devo assolutamente mangiare a Napoli in due giorni?",
             ["L'utente lavora come infermiere", "L'utente lavora all'ospedale Careggi",
              "L'utente abita a Sesto Fiorentino", "L'utente ha un fratello di nome Luca", "L'utente fa trekking"])]),
    # control: a colleague's vegan diet, a hypothetical move to Spain
    ("it", [("Ho 38 anni, abito a Bari con mia moglie Francesca e nostro figlio Tommaso e faccio il commercialista. "
             "Sono celiaco da sempre quindi la pizza fuori è un'impresa. Conosci qualche pizzeria senza glutine "
             "affidabile a Bari?",
             ["L'utente ha 38 anni", "L'utente abita a Bari", "L'utente è sposato con Francesca",
              "L'utente ha un figlio di nome Tommaso", "L'utente fa il commercialista", "L'utente è celiaco"]),
            ("La mia collega Serena è diventata vegana e mi ha convinto ad assaggiare il seitan, mah. Francesca "
             "sogna la Spagna: se ci trasferissimo a Valencia, potrei continuare a lavorare da lì come "
             "commercialista italiano? Per ora è solo un sogno eh. Quali sarebbero i problemi fiscali principali?",
             ["L'utente ha 38 anni", "L'utente abita a Bari", "L'utente è sposato con Francesca",
              "L'utente ha un figlio di nome Tommaso", "L'utente fa il commercialista", "L'utente è celiaco"])]),

    # -- Portuguese ------------------------------------------------------------------------------
    # change: move told indirectly ("primeira semana no apartamento novo no Porto"), employer stays
    ("pt", [("Olá! Moro em Lisboa, em Arroios, e trabalho como arquiteto no Atelier Ribeira. Tenho um cão, o Tejo, "
             "que precisa de correr imenso. Sabes de parques em Lisboa onde se possa soltar o cão?",
             ["O utilizador mora em Lisboa", "O utilizador trabalha como arquiteto",
              "O utilizador trabalha no Atelier Ribeira", "O utilizador tem um cão chamado Tejo"]),
            ("Primeira semana no apartamento novo no Porto e o Tejo já descobriu a praia de Matosinhos, está no "
             "céu. Continuo no Atelier Ribeira, agora em teletrabalho, só vou a Lisboa de quinze em quinze dias. A "
             "minha mãe acha que eu fugi dela haha. Que bairros do Porto têm bons cafés para trabalhar com o portátil?",
             ["O utilizador mora no Porto", "O utilizador trabalha como arquiteto",
              "O utilizador trabalha no Atelier Ribeira", "O utilizador tem um cão chamado Tejo"])]),
    # change: a birthday (age)
    ("pt", [("Tenho 34 anos, moro em Coimbra e sou professor de Educação Física. Corro maratonas há uns anos e "
             "este ano quero baixar das 3h30. Consegues fazer-me um plano de treino para a maratona do Porto em "
             "novembro?",
             ["O utilizador tem 34 anos", "O utilizador mora em Coimbra", "O utilizador é professor de Educação Física",
              "O utilizador corre maratonas"]),
            ("Ontem fiz 35 e a minha namorada Beatriz ofereceu-me uns ténis novos de corrida, acertou em cheio. O "
             "meu irmão Gonçalo, que está em Londres, ligou-me à meia-noite para cantar os parabéns, que figura. "
             "Continuo a treinar para a maratona. Como devo fazer a rodagem de uns ténis novos antes da prova?",
             ["O utilizador tem 35 anos", "O utilizador mora em Coimbra", "O utilizador é professor de Educação Física",
              "O utilizador corre maratonas", "O utilizador tem uma namorada chamada Beatriz",
              "O utilizador tem um irmão chamado Gonçalo"])]),
    # change: a diet started, then an engagement
    ("pt", [("Vivo em Braga com o meu namorado Rui e sou farmacêutico na Farmácia Central. Hoje saí tardíssimo "
             "e não tenho paciência nenhuma para cozinhar. Que jantar rápido posso fazer com grão e espinafres?",
             ["O utilizador mora em Braga", "O utilizador tem um namorado chamado Rui",
              "O utilizador é farmacêutico", "O utilizador trabalha na Farmácia Central"]),
            ("Desde janeiro que sou vegetariano, vi um documentário e nunca mais consegui olhar para um bife. O Rui "
             "ainda não está convencido mas já come as minhas lentilhas. A minha colega Sofia vai casar em maio e "
             "estou a ajudar com as flores. Tens uma receita de feijoada vegetariana que engane um minhoto?",
             ["O utilizador mora em Braga", "O utilizador tem um namorado chamado Rui",
              "O utilizador é farmacêutico", "O utilizador trabalha na Farmácia Central",
              "O utilizador é vegetariano"]),
            ("O Rui pediu-me em casamento no Bom Jesus, no domingo, com o anel escondido numa caixa de pastéis de "
             "nata!! Claro que disse que sim. Agora é pensar na festa, ele quer coisa grande e eu quero coisa "
             "pequena. Como se organiza um casamento vegetariano sem a família toda reclamar?",
             ["O utilizador mora em Braga", "O utilizador está noivo do Rui",
              "O utilizador é farmacêutico", "O utilizador trabalha na Farmácia Central",
              "O utilizador é vegetariano"])]),
    # partial: same job (software engineer), same city, new employer
    ("pt", [("Sou engenheiro de software na Farfetch e moro em Aveiro com a minha mulher Joana e a nossa gata Mia. "
             "Faço surf na Costa Nova quando dá. Podes explicar-me como funciona o padrão saga em microsserviços?",
             ["O utilizador é engenheiro de software", "O utilizador trabalha na Farfetch", "O utilizador mora em Aveiro",
              "O utilizador é casado com a Joana", "O utilizador tem uma gata chamada Mia", "O utilizador faz surf"]),
            ("Mudei de empresa: saí da Farfetch e entrei na Critical Software, continuo engenheiro de software e "
             "continuo cá em Aveiro. A Joana está contente porque o escritório novo fica a dez minutos de casa, e "
             "a Mia continua a dormir em cima do meu portátil lol. Que perguntas devo fazer no primeiro one-on-one "
             "com a nova chefe?",
             ["O utilizador é engenheiro de software", "O utilizador trabalha na Critical Software",
              "O utilizador mora em Aveiro", "O utilizador é casado com a Joana", "O utilizador tem uma gata chamada Mia",
              "O utilizador faz surf"])]),
    # control: sister moves to Paris, a friend's car for sale, a hypothetical sale of the motorbike
    ("pt", [("Moro em Faro, sou rececionista no Hotel Eva e ando de mota, uma Honda CB500. Tenho uma irmã, a Marta, "
             "que é a pessoa mais desarrumada do mundo. Que manutenção devo fazer à mota antes do verão?",
             ["O utilizador mora em Faro", "O utilizador é rececionista", "O utilizador trabalha no Hotel Eva",
              "O utilizador tem uma mota Honda CB500", "O utilizador tem uma irmã chamada Marta"]),
            ("A Marta mudou-se para Paris com o namorado, vai trabalhar num restaurante português lá. E o meu amigo "
             "Nuno quer vender o Clio dele e pediu-me para tratar dos anúncios porque está embarcado. Se eu "
             "vendesse a mota ficava sem maneira de ir trabalhar, nem pensar! Qual é o melhor site em Portugal para "
             "vender um carro usado?",
             ["O utilizador mora em Faro", "O utilizador é rececionista", "O utilizador trabalha no Hotel Eva",
              "O utilizador tem uma mota Honda CB500", "O utilizador tem uma irmã chamada Marta"])]),
    # control: a past story (lived in London in 2015), a weekend trip to Seville, a colleague's vegan diet
    ("pt", [("Sou contabilista na Deloitte em Lisboa, moro em Almada e atravesso a ponte todos os dias, um "
             "pesadelo. Sou vegan há uns anos. Tens dicas para aproveitar melhor o tempo no trânsito?",
             ["O utilizador é contabilista", "O utilizador trabalha na Deloitte", "O utilizador mora em Almada",
              "O utilizador é vegan"]),
            ("Quando morei em Londres em 2015 andava de metro e lia imenso, tenho saudades disso. Este fim de "
             "semana vou a Sevilha com uns amigos, primeira vez! O meu colega Pedro, que também é vegan, já lá foi "
             "e diz que se come bem. Que restaurantes vegan me recomendas em Sevilha?",
             ["O utilizador é contabilista", "O utilizador trabalha na Deloitte", "O utilizador mora em Almada",
              "O utilizador é vegan"])]),

    # -- Chinese ---------------------------------------------------------------------------------
    # change: promotion at the same employer
    ("zh", [("我在腾讯做产品经理，住在深圳南山区，每天加班到很晚。女朋友小雨在广州工作，我们只有周末才能见面。"
             "你能帮我想几个异地恋周末约会的点子吗？",
             ["用户是产品经理", "用户在腾讯工作", "用户住在深圳", "用户有一个女朋友叫小雨"]),
            ("好消息！这次绩效评估我升为高级产品经理了，还是在腾讯原来的部门，就是要带三个新人。小雨她们公司也给她"
             "涨了工资，我们打算请双方父母吃顿饭。第一次带团队，有什么要注意的吗？",
             ["用户是高级产品经理", "用户在腾讯工作", "用户住在深圳", "用户有一个女朋友叫小雨"])]),
    # change: car sold, replaced by the metro
    ("zh", [("我住在北京朝阳区，开一辆比亚迪秦，每天开车去望京上班，我是一名会计。最近停车费又涨了，好烦。"
             "你觉得在北京养车一年大概要花多少钱？",
             ["用户住在北京", "用户开一辆比亚迪秦", "用户是会计"]),
            ("车上个月卖了，卖给了我表弟，现在每天坐地铁14号线上班，其实还挺方便，还能在车上看书。我同事老王倒是"
             "刚买了一辆理想，天天跟我炫耀。你能推荐几本适合通勤路上看的书吗？",
             ["用户住在北京", "用户坐地铁上班", "用户是会计"])]),
    # change: a birthday (age) and a diet started; a hobby continues
    ("zh", [("我今年39岁，在成都一所中学当语文老师，平时喜欢打羽毛球。老公阿杰是厨师，家里天天大鱼大肉。"
             "你能推荐几本适合初二学生的课外书吗？",
             ["用户39岁", "用户住在成都", "用户是语文老师", "用户打羽毛球", "用户的丈夫叫阿杰"]),
            ("上周刚过完40岁生日，体检查出血脂有点高，所以我开始吃素了，阿杰只好给我单独做菜哈哈。羽毛球还是每周"
             "打两次。我妹妹小芳也说要跟我一起吃素，看她能坚持几天。素食怎么搭配才能保证蛋白质够？",
             ["用户40岁", "用户住在成都", "用户是语文老师", "用户打羽毛球", "用户的丈夫叫阿杰", "用户吃素",
              "用户有一个妹妹叫小芳"])]),
    # partial: same employer and job (store manager), new city
    ("zh", [("我在星巴克当店长，管南京新街口那家店，住在南京鼓楼区。养了一只柯基叫可乐。最近店里招人好难，"
             "你有什么招聘文案的建议吗？",
             ["用户是店长", "用户在星巴克工作", "用户住在南京", "用户有一只柯基叫可乐"]),
            ("公司把我调到苏州去了，现在管金鸡湖边上那家星巴克，还是店长，房子在园区租的，可乐也跟我过来了。南京的"
             "老同事小陈接了我原来的店。苏州有什么适合遛狗的公园？",
             ["用户是店长", "用户在星巴克工作", "用户住在苏州", "用户有一只柯基叫可乐"])]),
    # control: a cousin moves to Shanghai, a colleague quits, the person visits Shanghai
    ("zh", [("我是程序员，在杭州阿里巴巴上班，住在滨江。平时喜欢跑步，一周跑三次。你能帮我看看这段Python代码为什么"
             "这么慢吗？",
             ["用户是程序员", "用户在阿里巴巴工作", "用户住在杭州", "用户喜欢跑步"]),
            ("我表哥阿强刚从杭州搬去上海了，说那边机会多。我们组的小李也辞职了，回老家考公务员。这周末我去上海找表哥"
             "玩，顺便跑个半马。上海有什么好吃的本帮菜馆推荐吗？",
             ["用户是程序员", "用户在阿里巴巴工作", "用户住在杭州", "用户喜欢跑步", "用户有一个表哥叫阿强"])]),
    # control: a hypothetical move to Japan, a friend's car to sell, a past story (lived in Hong Kong in 2012)
    ("zh", [("我住在广州天河，在一家外贸公司做英语翻译，老婆叫阿敏，我们有个儿子叫豆豆。你能帮我翻译一封询价邮件吗？",
             ["用户住在广州", "用户是英语翻译", "用户的妻子叫阿敏", "用户有一个儿子叫豆豆"]),
            ("最近在想，如果我搬去日本工作，阿敏和豆豆能适应吗？只是随便想想啦，短期内肯定不会走。朋友阿伟要卖他的"
             "本田雅阁，托我帮他写个二手车广告。2012年我在香港住的时候也卖过车，那次亏惨了。二手车广告怎么写比较"
             "吸引人？",
             ["用户住在广州", "用户是英语翻译", "用户的妻子叫阿敏", "用户有一个儿子叫豆豆"])]),

    # -- Japanese --------------------------------------------------------------------------------
    # change: move told indirectly ("大阪に引っ越してから"), employer stays; casual
    ("ja", [("東京の中野に住んでて、IT企業でSEやってる。彼女の美咲とは付き合って3年くらい。最近肩こりがひどいんだけど、"
             "デスクワーク向けのストレッチ教えてくれない？",
             ["ユーザーは東京に住んでいる", "ユーザーはSEとして働いている", "ユーザーには美咲という彼女がいる"]),
            ("大阪に引っ越してから1ヶ月、たこ焼きばっか食べてるわ笑。会社はリモートOKだから同じとこで続けてる。"
             "美咲は東京に残ったけど、月一で会いに来てくれる。大阪で一人でも入りやすい飲み屋ってある？",
             ["ユーザーは大阪に住んでいる", "ユーザーはSEとして働いている", "ユーザーには美咲という彼女がいる"])]),
    # change: switch to part-time at the same employer (title changes), a daughter born; polite
    ("ja", [("ユニクロの渋谷店で店長をしています。夫の健太と二人で世田谷に住んでいて、来月出産予定です。"
             "産休に入る前の引き継ぎ資料の作り方のコツを教えていただけますか？",
             ["ユーザーは店長として働いている", "ユーザーはユニクロで働いている", "ユーザーは世田谷に住んでいる",
              "ユーザーには健太という夫がいる"]),
            ("娘の陽菜が生まれて、育休が明けたので先月から同じユニクロでパートとして復帰しました。店長は後輩の佐藤さんに"
             "引き継いでもらいました。健太も週2で在宅勤務にしてくれて助かっています。慣らし保育中の仕事の調整について"
             "アドバイスをいただけますか？",
             ["ユーザーはパートとして働いている", "ユーザーはユニクロで働いている", "ユーザーは世田谷に住んでいる",
              "ユーザーには健太という夫がいる", "ユーザーには陽菜という娘がいる"])]),
    # change: a birthday (age) and a marriage; casual
    ("ja", [("27歳、福岡在住で看護師やってる。彼氏の大輔とは来年結婚しよっかって話してる。夜勤明けってなんでこんなに"
             "甘いもの食べたくなるんだろ？",
             ["ユーザーは27歳だ", "ユーザーは福岡に住んでいる", "ユーザーは看護師として働いている",
              "ユーザーには大輔という彼氏がいる"]),
            ("先週28になって、その日に大輔と婚姻届出してきた！名字変わると手続き多すぎてびっくりしてる。妹の彩花が"
             "ブーケ作ってくれたのがめっちゃ嬉しかった。名義変更ってどの順番でやるのが効率いい？",
             ["ユーザーは28歳だ", "ユーザーは福岡に住んでいる", "ユーザーは看護師として働いている",
              "ユーザーは大輔と結婚している", "ユーザーには彩花という妹がいる"])]),
    # partial: two studied languages, one dropped (in "quit" terms), the other continues; polite
    ("ja", [("名古屋に住んでいる会社員です。趣味で英語と韓国語を勉強していて、週末はカフェで勉強することが多いです。"
             "TOEICで800点を取るにはどんな勉強法がいいでしょうか？",
             ["ユーザーは名古屋に住んでいる", "ユーザーは会社員だ", "ユーザーは英語を勉強している",
              "ユーザーは韓国語を勉強している"]),
            ("韓国語は正直きつくなってきたので、やめることにしました。英語は続けていて、来月TOEICを受けます。"
             "同僚の田中さんは逆に韓国語を始めたそうなので、教材を全部譲りました。試験前の一週間はどう過ごすのが"
             "いいですか？",
             ["ユーザーは名古屋に住んでいる", "ユーザーは会社員だ", "ユーザーは英語を勉強している",
              "ユーザーはもう韓国語を勉強していない"])]),
    # control: a brother moves to Sapporo, a friend quits his job, a planned visit; casual
    ("ja", [("横浜に住んでて、トヨタの販売店で営業やってる。兄貴の翔太とよく一緒にキャンプ行くんだ。"
             "初心者向けのソロキャンプ道具、何揃えればいい？",
             ["ユーザーは横浜に住んでいる", "ユーザーは営業として働いている", "ユーザーはトヨタの販売店で働いている",
              "ユーザーには翔太という兄がいる", "ユーザーはキャンプをする"]),
            ("翔太が転勤で札幌に引っ越すことになって、キャンプ仲間が減るのが寂しい。大学の友達の健二も会社辞めて"
             "独立するらしい。来月は札幌に遊びに行くつもり。北海道で秋にキャンプするなら何に気をつければいい？",
             ["ユーザーは横浜に住んでいる", "ユーザーは営業として働いている", "ユーザーはトヨタの販売店で働いている",
              "ユーザーには翔太という兄がいる", "ユーザーはキャンプをする"])]),
    # control: a past story (lived in London), a client's vegan diet; polite
    ("ja", [("京都に住んでいて、フリーランスで翻訳の仕事をしています。夫の拓也と柴犬のこむぎと暮らしています。"
             "英日翻訳の単価の相場を教えていただけますか？",
             ["ユーザーは京都に住んでいる", "ユーザーはフリーランスの翻訳者だ", "ユーザーには拓也という夫がいる",
              "ユーザーはこむぎという柴犬を飼っている"]),
            ("昔ロンドンに住んでいた頃によく通ったカフェが閉店したと聞いて、少し寂しくなりました。取引先の担当の方が"
             "ヴィーガンになったそうで、今度の会食のお店選びに悩んでいます。京都でヴィーガン対応の和食のお店は"
             "ありますか？",
             ["ユーザーは京都に住んでいる", "ユーザーはフリーランスの翻訳者だ", "ユーザーには拓也という夫がいる",
              "ユーザーはこむぎという柴犬を飼っている"])]),
]
