"""Probe: a person's many-valued facts in everyday chat, which accumulate and end only when the person says so.

A person can hold several facts of one kind at once: languages they speak or learn, allergies and intolerances,
hobbies and sports, instruments, ongoing projects (a thesis, a novel, a renovation, a side project), courses,
volunteering, clubs and teams, medications, subscriptions and memberships. A later message that adds another item
of the same kind must end nothing; a later message that says one item stopped must end exactly that item. This
probe holds fresh pairs (held message, later message) about such facts, written from scratch for this file by a
case writer who never read the extractor's rules, nor any bench set other than the format of
bench/probe_life_changes_chat.py, natively in the eight languages (en fr de es it pt zh ja), chatty as people
write to an assistant: two to four sentences, some typos, slang and emoji, most ending with a request or a
question that has nothing to do with the fact. About half the endings are told directly ("gave up climbing",
"j'ai arrêté la clarinette", "nicht mehr", "ya no soy alérgico", "non faccio più", "parei de tocar", "不钓鱼了",
"退会しました") and half only by what the change leaves ("listed the trumpet on ebay", "revendu mes bouquins de
russe", "das Klavier ist verkauft", "devolví los libros", "ho regalato il sassofono", "pendurei o skate na
parede", "古筝已经挂闲鱼卖掉了", "ゴルフバッグ一式、メルカリで売れました").

ENDINGS (80, 10 a language, one of each kind a language): exactly the held fact containing ``key`` must end.
- allergy_gone: outgrown or desensitised, a negative test ("oral challenge… zero reaction", "plus allergique aux
  acariens", "Hyposensibilisierung… komplett negativ", "prick test pulito", "过敏原检测都是阴性", "負荷試験で問題なし");
- hobby_quit: a hobby or sport given up, or its gear sold or given away;
- instrument_stopped: stopped playing, sold or gave the instrument away;
- language_dropped: gave up learning a language or left its course ("désinstallé Duolingo", "Norwegischkurs
  abgebrochen", "Aliança Francesa… cancelei a matrícula", "HSKはもう受けません");
- project_done: a novel, a thesis, a renovation finished, or a side project archived ("typed THE END", "ABGEGEBEN",
  "defendí la tesis", "prima notte nel trullo finito", "仓库归档了", "卒業論文、提出しました");
- course_done: an evening course, a first-aid or cooking course, a school finished, a certificate received;
- club_left: a book club, a chess club, a bowling club, a hiking club, the Rotary, a university club, a team left;
- medication_stopped: a drug tapered off, struck from the prescription, a cure finished;
- membership_cancelled: a gym, a motoring club, a streaming service cancelled or not renewed;
- volunteering_stopped: a last shift, a goodbye to the group, "non faccio più volontariato".

CONTROLS (80, 10 a language): the later message must end nothing (the held fact with ``key`` stays).
- adds_another (three a language): a second language, a new allergy, a new hobby, another instrument, a new
  project, some told with "also" / "en plus" / "auch", some only as "started X" ("signed up for italian classes",
  "je viens de m'inscrire à l'escalade", "Neues Projekt gestartet", "empecé natación", "又报了个尤克里里的班",
  "今年からフルートも始めました");
- pause: an injury, exams, a holiday, a few weeks off;
- others_change: a son, a daughter, a sister, a partner, a friend, a brother or a mother quit the same kind of
  thing, sometimes the very same item;
- plan_or_wish: "thinking about dropping out", "j'hésite à abandonner", "Überlege… weglassen", "quasi quasi non
  rinnovo", "tô pensando em cancelar", "有点想休学了", "辞めようかなぁと考え中";
- same_again: the held item said again with how long or "still";
- past_story: a different item quit years ago;
- negated_change: "nearly quit… staying", "j'ai failli résilier", "estuve a punto de dejar", "解約しかけたけど";
- detail_of_same: a new dose, a new racket, a new teacher, a new role in the same volunteering, a new chapter of
  the same book, the next stage of the same renovation.

Each case is written as (language, held message, later message, key, tag); bench/probe_wrong_endings.py's run_tagged
turns them into its run_probe's shapes, as bench/probe_life_changes_chat.py uses it: an ending is a fact current
before the new message and not after it. ``--rules-only`` uses the bench's RulesOnly (model answers yes).

    .venv/bin/python bench/probe_many_valued.py [--rules-only] [--verbose]

First run (before any rule was tuned on it), with the model, at 93cb72e, about 70 s wall time:
    controls: 0/80 with a wrong ending (1 whose held fact was not extracted)
    endings: 14/80 right, 66 missed, 0 with another fact ended too (1 whose held fact was not extracted)
Missed by kind: project_done 8/8, course_done 8/8, club_left 8/8, medication_stopped 8/8, membership_cancelled
8/8, volunteering_stopped 7/8, allergy_gone 6/8, hobby_quit 5/8, language_dropped 5/8, instrument_stopped 3/8. By
language: en 8, fr 8, de 9, es 8, it 8, pt 9, zh 7, ja 9. What ended was a hobby, an instrument, a language or an
allergy said stopped by "no longer" or a stop verb; a club, a membership, a course, a medication or volunteering
(facts no attribute rule places) ended in none. A held-out probe of the same kinds, written beside it by another
helper and only run (64 endings, 80 controls): controls 0/80 wrongly ended, endings 6/64 right.

After session 34's rules, tuned on this probe (so no longer a blind measure): controls 0/80 wrongly ended, endings
29/80 right. Missed by kind: medication_stopped 8/8 (a doctor's words, a pronoun, a box put away), club_left 7/8 (a
badge given back, a goodbye, "Saí do Pé na Estrada"), allergy_gone 6/8 (a test, food eaten without reaction),
course_done 6/8, hobby_quit 5/8, project_done 5/8 (told by their subject: "Les travaux … sont terminés", "die Arbeit
ist RAUS"), volunteering_stopped 5/8 (a last shift), language_dropped 4/8, instrument_stopped 3/8 (sold, given away),
membership_cancelled 2/8 ("Lettre de résiliation … partie", "niente più addebito di DAZN"). The held-out probe: endings
6/64 → 9/64, controls wrongly ended 0/80 → 0/80.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

# (language, held message, later message, key: a piece of the held fact that must end, tag)
ENDING_CASES = [
    # en
    ("en", "I'm allergic to peanuts.",
     "the allergist did the oral challenge thing yesterday, I ate like ten peanuts with zero reaction 😭🥜 can u "
     "suggest a really good satay recipe to celebrate?", "peanuts", "allergy_gone"),
    ("en", "I go rock climbing on weekends.",
     "gave up climbing tbh, my fingers just couldnt take it anymore. whats a hobby thats chill but still gets me out "
     "of the house?", "climbing", "hobby_quit"),
    ("en", "I play the trumpet.",
     "finally listed the trumpet on ebay and a guy picked it up this morning, the neighbours must be thrilled lol 🎺 "
     "anyway what should I do with the empty corner in my room?", "trumpet", "instrument_stopped"),
    ("en", "I'm learning Japanese.",
     "ok I officially stopped learning Japanese. two years and I still cant read a menu 😅 do you think Spanish would "
     "be easier for an english speaker?", "Japanese", "language_dropped"),
    ("en", "I'm writing a fantasy novel.",
     "typed THE END at 2am last night!!! 140k words, three years of my life. now the terrifying part, how do i write "
     "a query letter for agents?", "novel", "project_done"),
    ("en", "I'm taking an evening course in accounting.",
     "Finished the accounting course yesterday and passed the final with 82%! What jobs could I realistically apply "
     "for with just that certificate?", "accounting", "course_done"),
    ("en", "I'm in a book club called the Tuesday Readers.",
     "sent my goodbye message to the Tuesday Readers group chat last night, way too much drama for a book club tbh. "
     "can u recommend a couple of short novels I can just read on my own?", "Tuesday Readers", "club_left"),
    ("en", "I take sertraline every morning.",
     "My doctor and I tapered me off the sertraline over the last couple of months and as of this week I'm not on it "
     "anymore 🙏 Any tips for keeping a good sleep routine?", "sertraline", "medication_stopped"),
    ("en", "I have a membership at PureGym.",
     "cancelled my PureGym membership today, I literally went twice since january 💀 can you give me a 20 min home "
     "workout with no equipment?", "PureGym", "membership_cancelled"),
    ("en", "I volunteer at the Oxfam shop on Saturdays.",
     "My last saturday shift at Oxfam was this weekend, they got me a card and a cake and I cried a bit lol. Whats a "
     "nice way to thank the other volunteers?", "Oxfam", "volunteering_stopped"),
    # fr
    ("fr", "Je suis allergique aux acariens.",
     "Bon nouvelle, après 3 ans de désensibilisation je suis plus allergique aux acariens 🎉 Tu peux me conseiller un "
     "bon aspirateur pas trop cher ?", "acariens", "allergy_gone"),
    ("fr", "Je fais de la poterie.",
     "J'ai donné mon tour et tout mon matos de poterie à une copine, de toute façon j'avais plus une minute à moi. T'as "
     "une idée de petit cadeau pour la remercier de l'avoir embarqué ?", "poterie", "hobby_quit"),
    ("fr", "Je joue de la clarinette.",
     "J'ai arrêté la clarinette en septembre et franchement ça me manque pas du tout 😅 Tu connais des podcasts sympas "
     "sur l'histoire du jazz ?", "clarinette", "instrument_stopped"),
    ("fr", "J'apprends le russe.",
     "J'ai désinstallé Duolingo et revendu mes bouquins de russe sur Vinted, l'alphabet a eu raison de moi lol. Tu "
     "peux m'aider à planifier une semaine en Croatie ?", "russe", "language_dropped"),
    ("fr", "Je rénove une longère en Bretagne.",
     "Les travaux de la longère sont ENFIN terminés !!! Deux ans de chantier 😭 Tu m'aides à écrire un petit mot de "
     "remerciement pour les artisans ?", "longère", "project_done"),
    ("fr", "Je suis une formation de secourisme à la Croix-Rouge.",
     "J'ai reçu mon certificat de secourisme ce matin, évaluation finale réussie 🚑 C'est quoi les gestes à réviser "
     "en priorité pour pas les oublier ?", "secourisme", "course_done"),
    ("fr", "Je fais partie du club d'échecs de Villeurbanne.",
     "J'ai quitté le club d'échecs de Villeurbanne, l'ambiance était beaucoup trop compet pour moi. Tu connais des "
     "sites pour jouer en ligne tranquillou ?", "Villeurbanne", "club_left"),
    ("fr", "Je prends de l'isotrétinoïne pour mon acné.",
     "Dernière gélule d'isotrétinoïne avalée ce matin !! La derma dit que la cure est bouclée 🥳 Tu me conseilles quoi "
     "comme crème hydratante maintenant ?", "isotrétinoïne", "medication_stopped"),
    ("fr", "Je suis abonnée à Basic-Fit.",
     "Lettre de résiliation Basic-Fit partie en recommandé, fini les prélèvements pour rien 💸 Tu peux me faire un "
     "programme de course à pied pour débutante ?", "Basic-Fit", "membership_cancelled"),
    ("fr", "Je suis bénévole aux Restos du Cœur.",
     "J'ai arrêté le bénévolat aux Restos du Cœur, avec le nouveau boulot c'était plus possible 😔 T'aurais des idées "
     "d'assos où on peut aider juste de temps en temps ?", "Restos du Cœur", "volunteering_stopped"),
    # de
    ("de", "Ich habe eine Allergie gegen Birkenpollen.",
     "Dieses Frühjahr null Niesen, die Hyposensibilisierung hat echt was gebracht und der Test beim Allergologen war "
     "komplett negativ 🌳 Kannst du mir ne schöne Radtour in Brandenburg empfehlen?", "Birkenpollen",
     "allergy_gone"),
    ("de", "Ich mache Kickboxen.",
     "Hab mit dem Kickboxen aufgehört, nach der dritten Gehirnerschütterung reichts mir echt. Was wär ne Sportart, "
     "die nicht so auf den Kopf geht? 😅", "Kickboxen", "hobby_quit"),
    ("de", "Ich spiele Klavier.",
     "Das Klavier ist verkauft, heute wurde es abgeholt, und ehrlich gesagt vermiss ich das Üben null 😳 Hast du "
     "Ideen, wie ich die freie Ecke im Wohnzimmer gestalten kann?", "Klavier", "instrument_stopped"),
    ("de", "Ich lerne Norwegisch.",
     "Hab den Norwegischkurs abgebrochen und lern jetzt kein Norwegisch mehr, der Umzug nach Oslo ist eh geplatzt. "
     "Kannst du mir helfen, ne Absage an den Vermieter dort zu schreiben?", "Norwegisch", "language_dropped"),
    ("de", "Ich schreibe meine Masterarbeit über Windkraft.",
     "Heute früh die drei gebundenen Exemplare ins Prüfungsamt gebracht, die Arbeit ist RAUS!!! 🎉🎉 Was mach ich "
     "jetzt bloß mit der ganzen Freizeit lol?", "Windkraft", "project_done"),
    ("de", "Ich mache einen Kurs in Gebärdensprache an der VHS.",
     "Der Kurs in Gebärdensprache an der VHS ist vorbei, gestern war die letzte Stunde 🥲 Gibts gute YouTube-Kanäle, "
     "mit denen ich alleine weiterüben kann?", "Gebärdensprache", "course_done"),
    ("de", "Ich bin im Kegelverein Alle Neune.",
     "Hab meinen Mitgliedsausweis von Alle Neune zurückgegeben, die Truppe war mir am Ende einfach zu verbohrt. "
     "Kannst du mir nen netten Brettspielabend in Köln raussuchen?", "Alle Neune", "club_left"),
    ("de", "Ich nehme Ramipril gegen Bluthochdruck.",
     "Mein Hausarzt hat das Ramipril abgesetzt, seit ich 15 Kilo runter hab ist der Blutdruck normal 💪 Kannst du mir "
     "ein paar leichte Abendessen vorschlagen?", "Ramipril", "medication_stopped"),
    ("de", "Ich bin Mitglied im ADAC.",
     "Hab grad meine ADAC-Mitgliedschaft gekündigt, ich fahr eh nur noch Bahn. Lohnt sich die BahnCard 50 für mich, "
     "wenn ich zweimal im Monat nach Hamburg fahr?", "ADAC", "membership_cancelled"),
    ("de", "Ich engagiere mich ehrenamtlich bei der Tafel.",
     "Heute meine letzte Schicht bei der Tafel gehabt, die haben mir sogar nen Kuchen gebacken 🥹 Wie bedank ich mich "
     "am besten beim Team?", "Tafel", "volunteering_stopped"),
    # es
    ("es", "Soy alérgico al huevo.",
     "Ya no soy alérgico al huevo!! el alergólogo me hizo la prueba de provocación y nada de nada 🥚 me pasas una "
     "receta de tortilla de patatas en condiciones?", "huevo", "allergy_gone"),
    ("es", "Hago surf.",
     "Vendí la tabla de surf y el neopreno por wallapop, entre el frío y la espalda ya no me compensaba. Qué deporte "
     "me recomiendas que se pueda hacer en casa?", "surf", "hobby_quit"),
    ("es", "Toco la batería.",
     "Dejé la batería, los vecinos me tenían frito y tampoco avanzaba mucho jaja. Me ayudas a escribir una nota de "
     "disculpa para la comunidad?", "batería", "instrument_stopped"),
    ("es", "Estoy aprendiendo alemán.",
     "Me borré de la academia de alemán y devolví los libros, con el máster no me da la vida 😮‍💨 Algún truco para "
     "organizarme mejor la semana?", "alemán", "language_dropped"),
    ("es", "Estoy escribiendo mi tesis doctoral.",
     "Defendí la tesis el viernes!!! Sobresaliente cum laude 🎓🥳 y ahora qué, cómo se hace un buen CV para "
     "la empresa privada?", "tesis", "project_done"),
    ("es", "Voy a un curso de cocina japonesa.",
     "Hoy nos dieron el diploma del curso de cocina japonesa y hubo cena de despedida con la profe 🍣 Qué cuchillo "
     "me compro para seguir practicando en casa?", "cocina japonesa", "course_done"),
    ("es", "Soy socio del club de senderismo Los Caracoles.",
     "Me di de baja de Los Caracoles, demasiado madrugón los domingos 😅 Conoces alguna ruta fácil por la sierra de "
     "Madrid para ir solo?", "Los Caracoles", "club_left"),
    ("es", "Tomo omeprazol todos los días.",
     "La digestiva me dijo que ya puedo tirar la caja de omeprazol que tengo en el cajón, la gastritis está curada 🙌 "
     "Qué desayuno me recomiendas que no sea muy pesado?", "omeprazol", "medication_stopped"),
    ("es", "Estoy apuntado al gimnasio McFit.",
     "He cancelado lo del McFit, me pillaba lejísimos y no iba nunca. Me haces una rutina para correr 3 días a la "
     "semana?", "McFit", "membership_cancelled"),
    ("es", "Hago voluntariado en una protectora de animales.",
     "El sábado fue mi último turno en la protectora, me mudo a Valencia 🐶😢 Sabes cómo encontrar piso compartido "
     "allí sin que me timen?", "protectora", "volunteering_stopped"),
    # it
    ("it", "Sono allergico alle graminacee.",
     "Quest'anno primo maggio al parco senza uno starnuto, e il prick test dell'allergologo è uscito pulito 🌾😎 mi "
     "consigli un bel posto per un picnic vicino a Torino?", "graminacee", "allergy_gone"),
    ("it", "Faccio paracadutismo.",
     "Ho smesso col paracadutismo, da quando è nata mia figlia non me la sento più. Che hobby mi consigli con un po' "
     "di adrenalina ma meno rischioso?", "paracadutismo", "hobby_quit"),
    ("it", "Suono il sassofono.",
     "Ho regalato il sassofono a mio nipote, da me prendeva solo polvere da due anni 🎷 Mi aiuti a trovare un buon "
     "insegnante per lui a Bologna?", "sassofono", "instrument_stopped"),
    ("it", "Sto imparando il coreano.",
     "Ho lasciato perdere il coreano, troppa fatica tra lavoro e palestra 😅 Mi consigli qualche serie coreana coi "
     "sottotitoli in italiano almeno?", "coreano", "language_dropped"),
    ("it", "Sto ristrutturando un trullo in Puglia.",
     "Ieri prima notte nel trullo finito, niente più operai né polvere!! 🥹 Mi aiuti a scrivere l'annuncio per "
     "affittarlo d'estate?", "trullo", "project_done"),
    ("it", "Frequento un corso di fotografia.",
     "Ho finito il corso di fotografia, stasera ultima lezione con la mostra dei nostri scatti 📸 Che obiettivo mi "
     "conviene comprare per i ritratti?", "fotografia", "course_done"),
    ("it", "Faccio parte del Rotary Club di Padova.",
     "Ho restituito la spilla del Rotary e per la prima volta da anni il giovedì sera sono libero 😌 Mi consigli "
     "un'associazione un po' più concreta in zona?", "Rotary", "club_left"),
    ("it", "Prendo la cardioaspirina.",
     "Il cardiologo mi ha detto che non devo più prendere la cardioaspirina, gli esami sono buoni 👍 Mi dai qualche "
     "consiglio per la camminata veloce?", "cardioaspirina", "medication_stopped"),
    ("it", "Sono abbonato a DAZN.",
     "Dal mese prossimo niente più addebito di DAZN, le partite me le guardo al bar con gli amici ⚽ Mi trovi un pub "
     "a Milano zona Isola con il maxischermo?", "DAZN", "membership_cancelled"),
    ("it", "Faccio volontariato con la Caritas.",
     "Non faccio più volontariato con la Caritas, i turni serali con i bimbi piccoli non li reggevo più. Conosci "
     "qualcosa da fare nel weekend per dare una mano?", "Caritas", "volunteering_stopped"),
    # pt
    ("pt", "Tenho alergia a camarão.",
     "Gente, não tenho mais alergia a camarão!! Refiz o teste e deu negativo 🦐🎉 Me passa uma receita de moqueca?",
     "camarão", "allergy_gone"),
    ("pt", "Faço skate.",
     "Pendurei o skate na parede do quarto, agora é só enfeite mesmo, meus joelhos agradecem kkk 🛹 Que esporte de "
     "baixo impacto você indica pra quem tem 35?", "skate", "hobby_quit"),
    ("pt", "Toco cavaquinho.",
     "Parei de tocar cavaquinho, não tava conseguindo conciliar com a faculdade 😕 Tem algum app bom pra organizar "
     "horário de estudo?", "cavaquinho", "instrument_stopped"),
    ("pt", "Estou aprendendo francês.",
     "Cancelei a matrícula na Aliança Francesa e doei os livros de francês pra biblioteca do bairro, não era pra mim "
     "😅 Me ajuda a montar um roteiro de 3 dias em Buenos Aires?", "francês", "language_dropped"),
    ("pt", "Estou fazendo meu TCC sobre energia solar.",
     "Terminei o TCC!!! Apresentei hoje e tirei 9,5 😭🙏 Como eu coloco isso no LinkedIn sem parecer metido?",
     "TCC", "project_done"),
    ("pt", "Faço um curso de barista.",
     "Recebi o certificado de barista hoje, a última aula foi de latte art ☕❤️ Que máquina de espresso vale a pena "
     "pra casa até 2 mil reais?", "barista", "course_done"),
    ("pt", "Sou sócio do clube de corrida Pé na Estrada.",
     "Saí do Pé na Estrada, o pessoal só queria saber de competir 🙄 Você monta uma planilha de corrida leve pra eu "
     "fazer sozinho?", "Pé na Estrada", "club_left"),
    ("pt", "Tomo losartana para pressão.",
     "O cardiologista riscou a losartana da minha receita, a pressão tá normal faz meses 🙌 Quais alimentos ajudam "
     "a manter assim?", "losartana", "medication_stopped"),
    ("pt", "Sou assinante do Spotify Premium.",
     "Cancelei o Spotify Premium, tava pagando e quase não usava. Tem alguma alternativa gratuita boa pra ouvir "
     "podcast?", "Spotify", "membership_cancelled"),
    ("pt", "Sou voluntária numa ONG de alfabetização de adultos.",
     "Me despedi da turma de alfabetização ontem, a dona Cida até me deu um bolo 🥹 com o mestrado não dá mais. Como "
     "agradeço a coordenação de um jeito bonito?", "alfabetização", "volunteering_stopped"),
    # zh
    ("zh", "我对芒果过敏。",
     "昨天去复查，过敏原检测全是阴性，医生说现在吃芒果完全没问题了🥭哈哈哈 推荐几个芒果甜品的做法呗？", "芒果",
     "allergy_gone"),
    ("zh", "我周末会去钓鱼。",
     "我不钓鱼了，老婆说一坐一整天太浪费时间😂 有没有适合夫妻一起玩的周末活动推荐？", "钓鱼", "hobby_quit"),
    ("zh", "我在学古筝。",
     "古筝已经挂闲鱼卖掉了，手指头终于不用再缠胶布了哈哈 你知道有什么护手霜比较好用吗？", "古筝",
     "instrument_stopped"),
    ("zh", "我在学西班牙语。",
     "西班牙语我放弃了，动词变位真的要命😵 你觉得学日语会不会简单一点？", "西班牙语", "language_dropped"),
    ("zh", "我在写一个开源的记账App，叫小算盘。",
     "小算盘的仓库昨天归档了，README最上面加了一行停更说明😮‍💨 帮我想想下一个练手项目做点啥？", "小算盘",
     "project_done"),
    ("zh", "我在上PMP备考班。",
     "PMP备考班上完了，下个月就考试🤞 能帮我出几道模拟题吗？", "PMP", "course_done"),
    ("zh", "我是学校羽毛球社的。",
     "今天把羽毛球社的社服和钥匙都交给新社长了，大四了要专心找工作。简历上社团经历怎么写比较好？", "羽毛球社",
     "club_left"),
    ("zh", "我每天吃二甲双胍。",
     "医生说血糖控制得不错，二甲双胍可以停了，我已经一周没吃了💪 能推荐几道低糖的家常菜吗？", "二甲双胍",
     "medication_stopped"),
    ("zh", "我是爱奇艺会员。",
     "爱奇艺到期了我没续，现在一打开全是开通会员的弹窗哈哈🙄 最近有啥好看的纪录片推荐吗？", "爱奇艺",
     "membership_cancelled"),
    ("zh", "我在社区养老院做志愿者。",
     "养老院的志愿者我不做了，搬家以后太远了😢 新小区附近一般去哪找志愿服务？", "养老院", "volunteering_stopped"),
    # ja
    ("ja", "私はそばアレルギーです。",
     "もうそばアレルギーじゃなくなりました！負荷試験で問題なしって言われて感動😭 東京でおすすめの十割そばのお店、教えてもらえますか？",
     "そば", "allergy_gone"),
    ("ja", "休日はゴルフをしています。",
     "ゴルフバッグ一式、メルカリで売れました⛳ もう早起きして打ちっぱなし行かなくていいと思うと気が楽です笑 週末の新しい過ごし方、何かアイデアありますか？",
     "ゴルフ", "hobby_quit"),
    ("ja", "三味線を習っています。",
     "三味線は先月でやめました。お稽古代も高いし、正座がもう限界で…😅 膝に優しいストレッチ教えてください！", "三味線",
     "instrument_stopped"),
    ("ja", "中国語を勉強しています。",
     "中国語のテキスト、全部ブックオフに持っていきました笑 HSKはもう受けません。代わりに何か資格取りたいんですけど、おすすめありますか？",
     "中国語", "language_dropped"),
    ("ja", "卒業論文を書いています。",
     "卒業論文、さっき提出しました！！やっと終わった〜🎉 渋谷で打ち上げにいい居酒屋探してもらえますか？", "卒業論文",
     "project_done"),
    ("ja", "英会話スクールに通っています。",
     "英会話スクールの最後のレッスンで先生から寄せ書きもらいました🥲 これから独学でやるならどの教材がいいですか？",
     "英会話スクール", "course_done"),
    ("ja", "地元の草野球チームに入っています。",
     "草野球チーム、退部しました。土日が全部つぶれるのがしんどくて。家族で行ける日帰り温泉、関東でおすすめありますか？", "草野球",
     "club_left"),
    ("ja", "アレグラを毎日飲んでいます。",
     "花粉の季節が終わったので、アレグラの残りは薬箱の奥にしまいました🌸 最近寝つきが悪いんですけど、何かいい方法ありますか？",
     "アレグラ", "medication_stopped"),
    ("ja", "エニタイムフィットネスの会員です。",
     "エニタイム、今月で退会しました💦 結局月2回しか行ってなかったので…。家でできる筋トレメニュー作ってもらえますか？", "エニタイム",
     "membership_cancelled"),
    ("ja", "週末に子ども食堂でボランティアをしています。",
     "子ども食堂、先週が最後のお手伝いでした。子どもたちから手紙もらって泣いちゃった😭 転勤先の福岡で地域活動を探したいんですが、どう調べればいいですか？",
     "子ども食堂", "volunteering_stopped"),
]

CONTROL_CASES = [
    # en
    ("en", "I speak French.",
     "signed up for italian classes at the community centre, first one is thursday 🇮🇹 whats the best app to "
     "practise vocab between lessons?", "French", "adds_another"),
    ("en", "I'm allergic to shellfish.",
     "ugh turns out I'm also allergic to kiwi now?? found out the hard way at brunch 🥝😩 can u list desserts that "
     "usually have kiwi in them so i can avoid them?", "shellfish", "adds_another"),
    ("en", "I play the guitar.",
     "Just started ukulele lessons! my teacher says the chord shapes will feel weirdly familiar. Any easy songs for a "
     "total beginner on uke?", "guitar", "adds_another"),
    ("en", "I play five-a-side football on Wednesdays.",
     "sprained my ankle so no five-a-side for a few weeks 😤 what are some upper body exercises i can do sitting "
     "down?", "five-a-side", "pause"),
    ("en", "I do karate.",
     "my son quit karate yesterday, says its boring now that he's 12 🙄 how do i get him into some other sport "
     "without nagging?", "karate", "others_change"),
    ("en", "I'm doing a part-time MBA.",
     "honestly thinking about dropping out of the MBA, the workload with a toddler is brutal. can you help me list "
     "the pros and cons?", "MBA", "plan_or_wish"),
    ("en", "I knit.",
     "been knitting for 15 years and I still cant do a decent cable stitch lol 🧶 can u explain it step by step?",
     "knit", "same_again"),
    ("en", "I play tennis.",
     "back in uni I quit rowing after one term bc of the 5am starts, never regretted it 😂 anyway whats a good "
     "stretch routine before a match?", "tennis", "past_story"),
    ("en", "I volunteer at a food bank.",
     "I nearly quit the food bank last month because of the new coordinator but we talked it out and I'm staying 💪 "
     "can you help me draft a flyer for our christmas drive?", "food bank", "negated_change"),
    ("en", "I take levothyroxine.",
     "endo bumped my dose up to 75mcg after the last blood test. is it normal to feel a bit jittery the first week "
     "after a change?", "levothyroxine", "detail_of_same"),
    # fr
    ("fr", "Je parle espagnol.",
     "Je me suis mise au portugais depuis lundi, j'ai trouvé une prof sur Italki 🇧🇷 Tu peux me donner 10 "
     "expressions de base pour le Brésil ?", "espagnol", "adds_another"),
    ("fr", "Je suis intolérante au lactose.",
     "Le gastro m'a diagnostiqué une intolérance au gluten en plus 🙃 Tu peux me proposer un menu de la semaine sans "
     "gluten ?", "lactose", "adds_another"),
    ("fr", "Je fais du yoga.",
     "Je viens de m'inscrire à l'escalade en salle avec mon coloc, première séance jeudi !! Faut que j'achète des "
     "chaussons direct ou je peux louer ?", "yoga", "adds_another"),
    ("fr", "Je joue au handball.",
     "Entorse au genou, le kiné dit pas de hand pendant un mois 😩 Tu peux me trouver des séries à binge en "
     "attendant ?", "handball", "pause"),
    ("fr", "Je joue du piano.",
     "Ma fille a arrêté le piano après 6 ans, elle veut faire de la batterie maintenant 🥁 Tu sais combien coûte une "
     "batterie électronique correcte ?", "piano", "others_change"),
    ("fr", "Je fais une thèse en biologie marine.",
     "Franchement j'hésite à abandonner ma thèse, mon directeur répond jamais à mes mails. Tu peux m'aider à rédiger "
     "un mail pour lui demander un rdv ?", "biologie marine", "plan_or_wish"),
    ("fr", "Je chante dans une chorale.",
     "Ça fait 12 ans que je chante dans ma chorale et toujours autant le trac avant les concerts 😅 T'as des "
     "exercices de respiration ?", "chorale", "same_again"),
    ("fr", "Je fais du judo.",
     "Quand j'étais ado j'ai lâché le foot au bout de deux saisons, j'étais nulle lol. Tu peux m'expliquer vite fait "
     "les règles du rugby pour le match de samedi ?", "judo", "past_story"),
    ("fr", "Je suis abonné à Netflix.",
     "J'ai failli résilier Netflix hier mais finalement j'ai gardé, y a la nouvelle saison qui sort 😂 Tu me "
     "conseilles quoi comme série coréenne ?", "Netflix", "negated_change"),
    ("fr", "Je fais du tennis de table.",
     "Je me suis offert une nouvelle raquette Butterfly, grosse différence au service 🏓 Tu connais des exercices "
     "pour améliorer mon revers ?", "tennis de table", "detail_of_same"),
    # de
    ("de", "Ich spreche Türkisch.",
     "Seit Januar lern ich Arabisch an der Uni, die Schrift ist echt hart 😵 Hast du Tipps, wie man sich die "
     "Buchstaben merkt?", "Türkisch", "adds_another"),
    ("de", "Ich spiele Geige.",
     "Hab mir jetzt auch ne Bratsche geholt, mein Orchester braucht dringend Leute dafür 😄 Wie lang dauert es, bis "
     "man den Altschlüssel flüssig liest?", "Geige", "adds_another"),
    ("de", "Ich baue in meiner Freizeit ein Holzboot.",
     "Neues Projekt gestartet: ich programmier ne App für unseren Kleingartenverein. Welches Framework würdest du "
     "nem Anfänger empfehlen?", "Holzboot", "adds_another"),
    ("de", "Ich spiele Volleyball im Verein.",
     "Die nächsten drei Wochen kein Volleyball, ich hab Prüfungsphase 📚 Kannst du mir nen Lernplan für Statistik "
     "machen?", "Volleyball", "pause"),
    ("de", "Ich gehe jeden Sonntag zum Reiten.",
     "Meine Schwester hat ihr Pferd verkauft und reitet nicht mehr, mit dem Baby hat sie keine Zeit. Was schenk ich "
     "ihr zum Geburtstag?", "Reiten", "others_change"),
    ("de", "Ich nehme Metformin.",
     "Überlege, meinen Arzt zu fragen, ob ich das Metformin weglassen kann, die Werte sind echt gut geworden. Welche "
     "Fragen sollte ich beim Termin stellen?", "Metformin", "plan_or_wish"),
    ("de", "Ich singe im Chor Vox Nova.",
     "Seit fast 8 Jahren bin ich jetzt bei Vox Nova und immer noch jeden Donnerstag dabei 🎶 Kannst du mir ein paar "
     "Aufwärmübungen für die Stimme geben?", "Vox Nova", "same_again"),
    ("de", "Ich bin allergisch gegen Katzen.",
     "Als Kind war ich gegen Erdbeeren allergisch, das hat sich aber mit zehn verwachsen 🍓 Hast du ein gutes Rezept "
     "für Erdbeerkuchen?", "Katzen", "past_story"),
    ("de", "Ich habe einen Ausweis der Stadtbibliothek.",
     "Wollte den Ausweis der Stadtbibliothek eigentlich nicht verlängern, hab's dann aber doch gemacht, die haben "
     "jetzt ne mega Comicabteilung 😍 Kannst du mir ein paar Graphic Novels empfehlen?", "Stadtbibliothek",
     "negated_change"),
    ("de", "Ich lerne Italienisch.",
     "Hab ne neue Lehrerin für Italienisch, sie ist aus Neapel und redet sooo schnell 😂 Wie kann ich mein "
     "Hörverständnis verbessern?", "Italienisch", "detail_of_same"),
    # es
    ("es", "Hablo inglés.",
     "Me acabo de apuntar a clases de chino mandarín los martes 🇨🇳 Me explicas cómo funcionan los tonos?", "inglés",
     "adds_another"),
    ("es", "Soy alérgica a las nueces.",
     "Ahora encima me ha salido alergia al melocotón, me picó toda la boca 😩 Qué frutas de verano suelen dar "
     "problemas parecidos?", "nueces", "adds_another"),
    ("es", "Juego al pádel.",
     "Empecé natación los lunes y miércoles para compensar la espalda 🏊‍♀️ Cuántos largos debería hacer al "
     "principio?", "pádel", "adds_another"),
    ("es", "Canto en un coro gospel.",
     "Este mes no voy a los ensayos del coro, estoy de vacaciones en México 🌮 Qué tengo que ver sí o sí en Oaxaca?",
     "gospel", "pause"),
    ("es", "Hago crossfit.",
     "Mi novio dejó el crossfit porque se lesionó el hombro y ahora está insoportable en casa jaja. Qué plan de "
     "sábado me recomiendas para animarlo?", "crossfit", "others_change"),
    ("es", "Estoy reformando una masía en el Empordà.",
     "A veces pienso en dejar la obra de la masía a medias y venderla, el presupuesto se ha ido al doble 😫 Me ayudas "
     "a calcular si me compensa?", "masía", "plan_or_wish"),
    ("es", "Toco el violín.",
     "Llevo 20 años tocando el violín y todavía me cuesta el vibrato, qué vergüenza jaja 🎻 Me explicas algún "
     "ejercicio para mejorarlo?", "violín", "same_again"),
    ("es", "Juego al ajedrez.",
     "De pequeño dejé el baloncesto porque era el más bajito del equipo 😂 Oye, qué aperturas me recomiendas para "
     "alguien de nivel intermedio?", "ajedrez", "past_story"),
    ("es", "Tomo fluoxetina.",
     "Estuve a punto de dejar la fluoxetina por mi cuenta, pero hablé con la psiquiatra y sigo con ella. Me das ideas "
     "para dormir mejor?", "fluoxetina", "negated_change"),
    ("es", "Soy voluntario en Cruz Roja.",
     "En Cruz Roja me han pasado del banco de alimentos a acompañar a mayores, me hace mucha ilusión 🥰 Qué temas de "
     "conversación funcionan bien con gente de 80 años?", "Cruz Roja", "detail_of_same"),
    # it
    ("it", "Parlo tedesco.",
     "Ho cominciato a studiare giapponese per il viaggio di ottobre 🇯🇵 Mi spieghi la differenza tra hiragana e "
     "katakana?", "tedesco", "adds_another"),
    ("it", "Suono il pianoforte.",
     "Mi sono comprata un'arpa celtica e ho iniziato le lezioni, che amore 😍 Quanto ci vuole per riuscire a suonare "
     "un pezzo semplice?", "pianoforte", "adds_another"),
    ("it", "Sono intollerante al lattosio.",
     "Il medico dice che sono pure celiaca 🙃 mi fai una lista della spesa senza glutine per la settimana?",
     "lattosio", "adds_another"),
    ("it", "Gioco a rugby.",
     "Mi sono rotto un dito, quindi niente rugby per un mese 🤕 Mi consigli qualche libro da leggere nel frattempo?",
     "rugby", "pause"),
    ("it", "Faccio danza classica.",
     "La mia migliore amica ha smesso con la danza dopo 15 anni, dice che col balletto ha chiuso. Che regalo le "
     "faccio per tirarla su?", "danza classica", "others_change"),
    ("it", "Sono iscritto al Club Alpino Italiano.",
     "Quasi quasi l'anno prossimo non rinnovo la tessera del Club Alpino, faccio così poche gite. Secondo te quanto "
     "costa assicurarsi da soli per la montagna?", "Club Alpino", "plan_or_wish"),
    ("it", "Faccio volontariato in un canile.",
     "Sono 5 anni che vado al canile ogni domenica mattina e piango ancora quando adottano uno dei miei preferiti 🐕 "
     "Mi aiuti a scrivere un post per trovare casa a Pepe?", "canile", "same_again"),
    ("it", "Studio arabo.",
     "Al liceo avevo mollato il francese dopo due anni, non mi entrava proprio in testa 😂 Mi consigli un dizionario "
     "di arabo buono e non troppo caro?", "arabo", "past_story"),
    ("it", "Gioco in una squadra di calcetto, i Bradipi.",
     "Volevo lasciare i Bradipi dopo l'ultima sconfitta 10-2, ma alla fine non ce l'ho fatta, troppo affetto 😂 Mi "
     "inventi un coro da stadio per la squadra?", "Bradipi", "negated_change"),
    ("it", "Sto scrivendo un giallo ambientato a Trieste.",
     "Ho cominciato il capitolo 12 del giallo e finalmente entra in scena l'ispettrice 🕵️‍♀️ Mi aiuti a trovare un "
     "nome credibile per una poliziotta friulana?", "Trieste", "detail_of_same"),
    # pt
    ("pt", "Falo espanhol.",
     "Comecei aulas de italiano pela empresa, toda terça e quinta 🇮🇹 Qual a melhor forma de não misturar as duas "
     "línguas?", "espanhol", "adds_another"),
    ("pt", "Toco violão.",
     "Comprei um teclado usado e tô aprendendo sozinho pelo YouTube 🎹 Que música fácil você sugere pra começar?",
     "violão", "adds_another"),
    ("pt", "Sou alérgico a dipirona.",
     "Descobri que também sou alérgico a ibuprofeno, fiquei todo empolado 😣 Que remédio pra dor de cabeça eu posso "
     "tomar então?", "dipirona", "adds_another"),
    ("pt", "Faço jiu-jitsu.",
     "Tô de molho duas semanas sem jiu-jitsu por causa de uma costela trincada 🥲 Me indica uns filmes de luta pra "
     "matar a saudade?", "jiu-jitsu", "pause"),
    ("pt", "Faço aula de teatro.",
     "Meu irmão largou o teatro, disse que cansou de decorar texto kkk. Que peça você acha que minha turma deveria "
     "montar no fim do ano?", "teatro", "others_change"),
    ("pt", "Sou sócia da Smart Fit.",
     "Tô pensando em cancelar a Smart Fit e só correr na rua, o que você acha? Me ajuda a comparar custo e "
     "benefício?", "Smart Fit", "plan_or_wish"),
    ("pt", "Jogo vôlei de praia.",
     "10 anos de vôlei de praia e continuo amando cada domingo em Copacabana 🏐☀️ Qual protetor solar aguenta melhor "
     "o suor?", "vôlei", "same_again"),
    ("pt", "Estou escrevendo um livro de contos.",
     "Uns anos atrás abandonei um romance policial na metade e nunca mais abri o arquivo 😂 Você me dá umas dicas pra "
     "revisar diálogos?", "contos", "past_story"),
    ("pt", "Tomo metilfenidato.",
     "Quase parei o metilfenidato por causa da insônia, mas conversei com a médica e continuo tomando. Dicas pra "
     "desligar o cérebro à noite?", "metilfenidato", "negated_change"),
    ("pt", "Sou voluntário no GRAACC.",
     "No GRAACC agora tô na brinquedoteca em vez da recepção, muito mais legal 🧸 Que brincadeiras funcionam com "
     "crianças de 6 a 10 anos?", "GRAACC", "detail_of_same"),
    # zh
    ("zh", "我会说粤语。",
     "最近开始学韩语了，每天背二十个单词📚 有什么好用的韩语APP推荐吗？", "粤语", "adds_another"),
    ("zh", "我对花生过敏。",
     "前几天吃海鲜又起疹子了，医院说我对虾也过敏😭 以后点外卖怎么避开这些？", "花生", "adds_another"),
    ("zh", "我在学吉他。",
     "又报了个尤克里里的班🤣 周六上午上课，你说两个一起学会不会手忙脚乱？", "吉他", "adds_another"),
    ("zh", "我每周打两次篮球。",
     "期末考试周，这两周先不去打篮球了😩 帮我做个复习计划吧，五门课", "篮球", "pause"),
    ("zh", "我在练书法。",
     "我女儿说书法太枯燥，不学了，改学画画去了。你觉得给小孩买什么画具比较好？", "书法", "others_change"),
    ("zh", "我在读在职研究生。",
     "最近工作太忙，有点想休学了，在职研究生真的太累😮‍💨 你能帮我分析一下休学的利弊吗？", "在职研究生",
     "plan_or_wish"),
    ("zh", "我参加了一个读书会，叫周三书屋。",
     "周三书屋我已经去了三年了，还是每周都去📖 下次轮到我选书，有什么适合讨论的小说推荐？", "周三书屋",
     "same_again"),
    ("zh", "我在练瑜伽。",
     "大学的时候我学过半年跆拳道，后来膝盖受伤就不练了。对了，瑜伽有哪些体式对膝盖比较友好？", "瑜伽",
     "past_story"),
    ("zh", "我在乐刻健身办了年卡。",
     "本来想把乐刻的卡转让掉的，结果新来的教练太好了，又舍不得了哈哈💪 帮我排个增肌的一周计划？", "乐刻",
     "negated_change"),
    ("zh", "我在写一本武侠小说。",
     "武侠小说写到第二十章了，终于要让男主下山了哈哈⚔️ 帮我给反派门派起几个名字？", "武侠小说", "detail_of_same"),
    # ja
    ("ja", "韓国語が話せます。",
     "最近タイ語の勉強を始めました🇹🇭 文字がかわいいけど全然読めない笑 覚えやすいコツありますか？", "韓国語",
     "adds_another"),
    ("ja", "小麦アレルギーがあります。",
     "血液検査で大豆アレルギーも見つかりました…😢 醤油とか味噌もダメなのかな？代わりになる調味料ありますか？", "小麦",
     "adds_another"),
    ("ja", "ピアノを弾きます。",
     "今年からフルートも始めました！息が続かなくて苦戦中です😂 腹式呼吸の練習方法を教えてください。", "ピアノ",
     "adds_another"),
    ("ja", "毎朝ジョギングをしています。",
     "今週はハワイ旅行中なので、ジョギングはお休み🌺 ホノルルでおすすめの朝ごはんのお店ありますか？", "ジョギング",
     "pause"),
    ("ja", "茶道を習っています。",
     "母が茶道教室を辞めちゃいました。先生と合わなかったみたいで。母の日のプレゼント、何がいいと思います？", "茶道",
     "others_change"),
    ("ja", "将棋クラブに入っています。",
     "将棋クラブ、来年は辞めようかなぁと考え中です。仕事が忙しくて。辞めるときの挨拶ってどう書けばいいですか？", "将棋",
     "plan_or_wish"),
    ("ja", "アトピーの治療でデュピクセントを使っています。",
     "デュピクセント始めてもう2年、まだ続けてます。肌の調子はかなりいいです✨ 敏感肌向けの日焼け止めを教えてもらえますか？",
     "デュピクセント", "same_again"),
    ("ja", "書道教室に通っています。",
     "小学生の頃、スイミングを途中で辞めたのを今でも少し後悔してます笑 ところで、書道で使う半紙のおすすめってありますか？", "書道",
     "past_story"),
    ("ja", "Amazonプライム会員です。",
     "Amazonプライム、値上げで解約しかけたけど、結局そのままにしました😅 プライムビデオでおすすめの邦画ありますか？",
     "Amazonプライム", "negated_change"),
    ("ja", "古民家を自分で改修しています。",
     "古民家の改修、今週は土間の床張りに取りかかりました🔨 無垢材の床のお手入れ方法を教えてください！", "古民家",
     "detail_of_same"),
]

def main() -> int:
    from probe_wrong_endings import run_tagged

    return run_tagged(__doc__, CONTROL_CASES, ENDING_CASES)


if __name__ == "__main__":
    sys.exit(main())
