#!/usr/bin/env python3
"""The rules (src/core) and the computer player (src/ai) report facts; every
sentence a person reads lives in the text layer (src/text). This check fails
when src/core or src/ai hold a UI sentence:

  - a call of tr() (the translation of a front end's sentence or label);
  - a string literal with a non-ASCII character (the Chinese of a sentence);
  - a string literal that reads as a sentence of the UI: it ends with '.',
    '!' or '?' and holds a lower-case word ("Choose a game mode.", " wins!",
    "'s turn.");
  - a phrase: a string literal with two or more words of letters (words are
    separated by white space: "Empty record", "is not a number",
    "Column 8 is outside");
  - a piece of a phrase: a literal that starts or ends with white space and
    holds a word of two letters or more ("Column ", " board"), the start or
    end of a sentence glued from parts.

Errors are facts in src/core and src/ai (core/error.hpp, ai::ProtocolError,
ai::BookError) and src/text words them. Comments, #include lines and the
messages of assert()/static_assert() (for programmers) are left out, and so
is ALLOWED below: literals that are not text for people, each with its
reason. Usage: check_no_sentences.py SOURCE_DIR [DIR ...] (default DIRs:
src/core src/ai). Prints each finding as FILE:LINE: TEXT.
"""
import pathlib
import re
import sys

LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
TR_CALL = re.compile(r'(?<![A-Za-z0-9_])tr\s*\(')
SENTENCE_END = re.compile(r'[.!?]\s*$')
WORD = re.compile(r'[a-z]{2,}')
LETTERS = re.compile(r'[A-Za-z]')
LONG_WORD = re.compile(r'[A-Za-z]{2,}')
SKIPPED_LINE = re.compile(r'^\s*#\s*include|(?<![A-Za-z0-9_])(static_)?assert\s*\(')

# (file under the source dir, literal): why it is not text for people.
ALLOWED = {
    ('src/ai/protocol.cpp', 'DONE '): 'engine protocol keyword (ai/protocol.hpp), read by the game',
    ('src/ai/protocol.cpp', 'FAIL '): 'engine protocol keyword (ai/protocol.hpp), read by the game',
    ('src/ai/protocol.cpp', 'GRADED '): 'engine protocol keyword (ai/protocol.hpp), read by the game',
    ('src/ai/protocol.cpp', 'CHOSE '): 'engine protocol keyword (ai/protocol.hpp), read by the game',
    ('src/ai/protocol.cpp', 'PART '): 'engine protocol keyword (ai/protocol.hpp), read by the game',
    ('src/ai/request_server.cpp', 'FAIL '): 'engine protocol keyword (ai/protocol.hpp), read by the game',
    ('src/core/interchange.cpp', 'Piskvorky '): 'the first word of a PSQ file header, read by Piskvork',
}


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


def problem_of(literal):
    """What makes `literal` UI text, or None."""
    if any(ord(ch) > 0x7f for ch in literal):
        return 'non-ASCII text'
    if SENTENCE_END.search(literal) and WORD.search(literal):
        return 'a sentence'
    if sum(1 for word in literal.split() if LETTERS.search(word)) >= 2:
        return 'a phrase'
    if literal != literal.strip() and LONG_WORD.search(literal):
        return 'a piece of a phrase'
    return None


def findings(path, name):
    code = without_comments(path.read_text(encoding='utf-8', errors='replace'))
    for number, line in enumerate(code.split('\n'), start=1):
        if TR_CALL.search(line):
            yield number, 'tr() call: ' + line.strip()
        if SKIPPED_LINE.search(line):
            continue
        for literal in LITERAL.findall(line):
            what = problem_of(literal)
            if what and (name, literal) not in ALLOWED:
                yield number, what + ': "' + literal + '"'


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
            name = path.relative_to(root).as_posix()
            for number, what in findings(path, name):
                problems.append(f'{name}:{number}: {what}')
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
