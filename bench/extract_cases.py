"""Hand-written extraction cases: (message, expected facts). Empty lists mean "nothing to keep"."""

CASES = [
    # plain statements
    ("I'm allergic to peanuts.", ["User is allergic to peanuts"]),
    ("I live in Porto.", ["User lives in Porto"]),
    ("I work as a data engineer at a bank.", ["User works as a data engineer at a bank"]),
    ("My favourite programming language is Rust.", ["User's favourite programming language is Rust"]),
    ("I have been vegetarian for ten years.", ["User has been vegetarian for ten years"]),
    ("My wife Sara is a pediatrician.", ["User's wife Sara is a pediatrician"]),
    ("I drive a blue Volvo.", ["User drives a blue Volvo"]),
    ("I was born in 1988 in Kraków.", ["User was born in 1988 in Kraków"]),
    # several facts in one message
    ("I prefer Python examples and I'm allergic to peanuts.", ["User prefers Python examples", "User is allergic to peanuts"]),
    ("I moved to Berlin in March and started a new job at a startup.", ["User moved to Berlin in March", "User started a new job at a startup"]),
    ("My son Leo is seven and he plays football on Saturdays.", ["User's son Leo is seven", "User's son Leo plays football on Saturdays"]),
    ("I run three times a week and I'm training for the Lisbon marathon.", ["User runs three times a week", "User is training for the Lisbon marathon"]),
    ("I speak Spanish and Portuguese, and I'm learning Japanese.", ["User speaks Spanish and Portuguese", "User is learning Japanese"]),
    ("We adopted a cat called Miso last week; she is very shy.", ["User adopted a cat called Miso", "User's cat Miso is very shy"]),
    # questions
    ("What's the weather like today?", []),
    ("Can you recommend a good sci-fi book?", []),
    ("How do I reverse a list in Python?", []),
    ("Is it safe to eat sushi while pregnant?", []),
    # chit-chat
    ("haha thanks, that was great", []),
    ("ok cool", []),
    ("Good morning!", []),
    # instructions to the assistant
    ("Please answer in bullet points from now on.", []),
    ("Remind me to call the dentist tomorrow.", []),
    ("Write a haiku about autumn.", []),
    # Chinese: statements
    ("我对花生过敏。", ["用户对花生过敏"]),
    ("我住在杭州。", ["用户住在杭州"]),
    ("我在一家银行做数据分析师。", ["用户在一家银行做数据分析师"]),
    ("我叫李雷，在上海做前端开发。", ["用户叫李雷", "用户在上海做前端开发"]),
    ("我女儿今年五岁，喜欢画画。", ["用户的女儿今年五岁", "用户的女儿喜欢画画"]),
    ("我每天早上跑步五公里。", ["用户每天早上跑步五公里"]),
    ("我是素食者，已经十年了。", ["用户是素食者"]),
    ("我下个月要去东京出差。", ["用户下个月要去东京出差"]),
    ("客户要求退款，工单号 RF-88213，等待财务复核。", ["客户要求退款，工单号 RF-88213"]),
    # Chinese: questions, chit-chat, instructions
    ("今天天气怎么样？", []),
    ("你能推荐一本好书吗？", []),
    ("Python 怎么读取文件？", []),
    ("哈哈，谢谢你", []),
    ("以后请用简短的回答。", []),
    ("帮我写一首关于春天的诗。", []),
    ("早上好！", []),
    # mixed: a statement with a question
    ("I just got a puppy named Biscuit. What should I feed him?", ["User got a puppy named Biscuit"]),
    ("我刚买了一辆电动车，充电桩怎么装？", ["用户买了一辆电动车"]),
]
