#!/usr/bin/env python3
"""Lists the C++ functions longer than a limit (default 120 lines, the house style's hard limit).

A brace-matching scan of clang-formatted code: comments, string and character literals are blanked,
then every block opened in a namespace or a class body whose header ends in a parameter list (with
its qualifiers and a constructor's initializers) is a function; its length runs from the header's
first line to its closing brace. Lambdas and local classes count as part of the function they are
in: cutting a function means cutting them too.

  tests/check-function-length.py [--limit N] [--exclude PREFIX]... [PATH...]

Paths default to core/ and app/. Exits 1 when a function is over the limit, so it can run as a test.
"""

import argparse
import os
import re
import sys

CONTROL = re.compile(r"\b(if|for|while|switch|catch|do|else|try)\s*$")
SCOPE = re.compile(r"\b(namespace|class|struct|union|enum)\b")


def blank_literals(text):
    """The text with comments, strings and character literals turned to spaces (newlines kept)."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "#" and text[text.rfind("\n", 0, i) + 1 : i].strip() == "":
            # A preprocessor line (and its continuations) holds no braces that count.
            j = i
            while True:
                j = text.find("\n", j)
                if j < 0 or text[j - 1] != "\\":
                    break
                j += 1
            j = n if j < 0 else j
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = re.match(r'R"([^(\s]*)\(', text[i:])
            if not m:
                out.append(c)
                i += 1
                continue
            end = text.find(")" + m.group(1) + '"', i)
            j = n if end < 0 else end + len(m.group(1)) + 2
            out.append('""' + re.sub(r"[^\n]", " ", text[i + 2 : j]))
            i = j
        elif c in "\"'":
            # A digit separator (1'000) is not a character literal.
            if c == "'" and i > 0 and text[i - 1].isdigit() and i + 1 < n and text[i + 1].isalnum():
                out.append(" ")
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (min(j, n) - i - 1) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def function_name(header):
    """The qualified name before the header's first top-level parameter list, or None."""
    depth = 0
    for k, ch in enumerate(header):
        if ch == "(" and depth == 0:
            m = re.search(r"((?:[\w~]+(?:<[^<>]*>)?::)*(?:operator\s*[^\s(]+|[\w~]+))\s*$", header[:k])
            return m.group(1) if m else None
        if ch in "<[":
            depth += 1
        elif ch in ">]" and depth > 0:
            depth -= 1
    return None


def functions(path):
    """(name, first line, last line) of every function defined in @p path."""
    with open(path, encoding="utf-8", errors="replace") as f:
        text = blank_literals(f.read())
    found = []
    stack = []  # per open brace: "scope" (namespace, class, extern) or "body" (function, block, initializer)
    header_start = 0  # where the text before the next brace at this level starts
    for i, ch in enumerate(text):
        if ch in ";}":
            if ch == "}" and stack:
                kind, name, start = stack.pop()
                if kind == "function":
                    found.append((name, start, text.count("\n", 0, i) + 1))
            header_start = i + 1
        elif ch == "{":
            header = text[header_start:i]
            enclosing = stack[-1][0] if stack else "scope"
            if enclosing != "scope":
                stack.append(("body", None, 0))
            elif SCOPE.search(header) and "(" not in header.split("{")[0].split("=")[0]:
                stack.append(("scope", None, 0))
            elif re.search(r'extern\s+""', header):
                stack.append(("scope", None, 0))
            elif ")" in header and not CONTROL.search(header) and "=" not in header.split("(")[0]:
                name = function_name(" ".join(header.split()))
                stripped = header.lstrip()
                first = text.count("\n", 0, header_start + (len(header) - len(stripped))) + 1
                stack.append(("function", name or "?", first))
            else:
                stack.append(("body", None, 0))
            header_start = i + 1
    return found


def main():
    parser = argparse.ArgumentParser(description="Lists the C++ functions longer than a limit.")
    parser.add_argument("--limit", type=int, default=120)
    parser.add_argument("--exclude", action="append", default=[], help="a path prefix to leave out")
    parser.add_argument("paths", nargs="*", default=["core", "app"])
    args = parser.parse_args()
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    files = []
    for p in args.paths:
        if os.path.isfile(p):
            files.append(p)
        for root, _, names in os.walk(p):
            files += [os.path.join(root, n) for n in names if n.endswith((".cpp", ".h"))]
    long_ones = []
    for path in sorted(files):
        if any(path.startswith(e) for e in args.exclude):
            continue
        for name, first, last in functions(path):
            if last - first + 1 > args.limit:
                long_ones.append((last - first + 1, path, first, name))
    for length, path, first, name in sorted(long_ones, reverse=True):
        print(f"{length:5} {path}:{first} {name}")
    if long_ones:
        print(f"check-function-length: {len(long_ones)} function(s) over {args.limit} lines", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
