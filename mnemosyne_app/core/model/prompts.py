"""Few-shot prompts for a small base model: examples in the message's own language, each
showing one kind of input (statement, several facts, question, request, small talk)."""

from __future__ import annotations

import json
import re

_CJK = re.compile(r"[\u3400-\u9fff]")

EXAMPLES_EN = [
    ("I moved to Lisbon last year and I work as a nurse.", ["User moved to Lisbon last year", "User works as a nurse"]),
    ("Can you recommend a good book?", []),
    ("Please answer in bullet points from now on.", []),
    ("My daughter Mia turns six in May. She loves horses.",
     ["User's daughter Mia turns six in May", "User's daughter Mia loves horses"]),
    ("haha thanks, that was great", []),
]
EXAMPLES_ZH = [
    ("我去年搬到了杭州，现在在一家银行工作。", ["用户去年搬到了杭州", "用户在一家银行工作"]),
    ("你能推荐一本好书吗？", []),
    ("以后请用简短的回答。", []),
    ("我女儿叫小美，五月满六岁，她喜欢画画。", ["用户的女儿叫小美", "用户的女儿五月满六岁", "用户的女儿喜欢画画"]),
    ("哈哈，谢谢你", []),
]
HEAD_EN = ("Extract short standalone facts about the user that the message states. Questions, small talk "
           "and instructions to the assistant contain no facts.\n\n")
HEAD_ZH = "从消息中提取关于用户的简短事实。只提取消息中明确说出的事实；问题、闲聊和对助手的指示没有事实。\n\n"

FACTS_SCHEMA = {
    "type": "object",
    "properties": {"facts": {"type": "array", "maxItems": 4, "items": {"type": "string", "maxLength": 120}}},
    "required": ["facts"],
}
MAX_INPUT_CHARS = 2000  # the tail of a long message is cut: the context window is small


def extraction_prompt(message: str) -> str:
    zh = bool(_CJK.search(message))
    shots = EXAMPLES_ZH if zh else EXAMPLES_EN
    body = "".join(f"Message: {m}\nJSON: {json.dumps({'facts': f}, ensure_ascii=False)}\n\n" for m, f in shots)
    msg = " ".join(message[:MAX_INPUT_CHARS].split())
    return (HEAD_ZH if zh else HEAD_EN) + body + f"Message: {msg}\nJSON: "
