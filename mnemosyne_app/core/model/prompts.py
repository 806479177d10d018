"""The one question the model is asked, with examples in several languages: is a statement,
already written by rule from the message, a lasting fact about the person?"""

from __future__ import annotations

EXAMPLES = [
    ("User lives in Lisbon", "yes"),
    ("User is tired today", "no"),
    ("User's daughter Mia loves horses", "yes"),
    ("User thinks that is a good idea", "no"),
    ("User plays the cello", "yes"),
    ("User just got home", "no"),
    ("用户每天早上跑步五公里", "yes"),
    ("用户刚才看了一下", "no"),
    ("L'utilisateur conduit une Volvo bleue", "yes"),
    ("User is looking at the screen", "no"),
    ("User drives a blue Volvo", "yes"),
    ("User was wondering about that", "no"),
]
HEAD = ("Decide whether each statement is a lasting fact about the user (who they are, where they live and work, "
        "family, health, diet, habits, likes, plans) or not (a passing mood, the moment, a remark about the "
        "conversation).\n\n")
PREFIX = HEAD + "".join(f"Statement: {s}.\nLasting: {a}\n" for s, a in EXAMPLES)
ANSWERS = ("yes", "no")
LASTING_GRAMMAR = 'root ::= "yes" | "no"'
MAX_STATEMENT_CHARS = 300


def lasting_prompt(statement: str) -> str:
    """The same prefix for every question, so llama.cpp reuses its evaluation."""
    return PREFIX + f"Statement: {' '.join(statement[:MAX_STATEMENT_CHARS].split())}.\nLasting:"
