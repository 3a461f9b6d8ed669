#!/usr/bin/env python3
"""The rules (src/core) and the computer player (src/ai) report facts; every
sentence a person reads lives in the text layer (src/text). This check fails
when src/core or src/ai hold a UI sentence:

  - a call of tr() (the translation of a front end's sentence or label);
  - a string literal with a non-ASCII character (the Chinese of a sentence);
  - a string literal that reads as a sentence of the UI: it ends with '.',
    '!' or '?' and holds a lower-case word ("Choose a game mode.", " wins!",
    "'s turn.").

Comments are left out. Usage: check_no_sentences.py SOURCE_DIR [DIR ...]
(default DIRs: src/core src/ai). Prints each finding as FILE:LINE: TEXT.
"""
import pathlib
import re
import sys

LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
TR_CALL = re.compile(r'(?<![A-Za-z0-9_])tr\s*\(')
SENTENCE_END = re.compile(r'[.!?]\s*$')
WORD = re.compile(r'[a-z]{2,}')


def without_comments(text):
    """The text with // and /* */ comments blanked (lines kept), literals kept."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c and text[j] != '\n':
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith('//', i):
            j = text.find('\n', i)
            i = n if j < 0 else j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append('\n' * text.count('\n', i, j))
            i = j
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def findings(path):
    code = without_comments(path.read_text(encoding='utf-8', errors='replace'))
    for number, line in enumerate(code.split('\n'), start=1):
        if TR_CALL.search(line):
            yield number, 'tr() call: ' + line.strip()
        for literal in LITERAL.findall(line):
            if any(ord(ch) > 0x7f for ch in literal):
                yield number, 'non-ASCII text: "' + literal + '"'
            elif SENTENCE_END.search(literal) and WORD.search(literal):
                yield number, 'a sentence: "' + literal + '"'


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    root = pathlib.Path(sys.argv[1])
    dirs = sys.argv[2:] or ['src/core', 'src/ai']
    count = 0
    problems = []
    for folder in dirs:
        for path in sorted((root / folder).rglob('*')):
            if path.suffix not in ('.cpp', '.hpp', '.h', '.inc'):
                continue
            count += 1
            for number, what in findings(path):
                problems.append(f'{path.relative_to(root)}:{number}: {what}')
    if count == 0:
        print('no sources found under', ', '.join(dirs))
        return 1
    for problem in problems:
        print(problem)
    if problems:
        print(f'{len(problems)} UI sentence(s) in {", ".join(dirs)}: word them in src/text instead')
        return 1
    print(f'{count} files in {", ".join(dirs)}: no UI sentence')
    return 0


if __name__ == '__main__':
    sys.exit(main())
