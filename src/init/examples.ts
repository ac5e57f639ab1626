/**
 * Spec §15 for `init`: one met and one unmet example for each LLM assertion init writes (`tests`,
 * `errors-handled`), in the language most of the repository's source is in, so that the assertions
 * earn their power to block from the first run (`critic-gate test` shows whether the model reads
 * them as expected). Written beside the config, under `.github/critic-gate/examples/`. A tree in
 * none of these languages gets no examples: its assertions block as before.
 */

/** Where init writes the examples. */
export const EXAMPLES_DIR = '.github/critic-gate/examples';

type Expect = 'met' | 'unmet';

type InitAssertion = 'tests' | 'errors-handled';

interface LanguageExamples {
  ext: string;
  /** Per assertion id, the text of its met and its unmet example. */
  files: Record<InitAssertion, Record<Expect, string>>;
  /**
   * How a file of the repository's own shows an assertion met: its path and its text. The met
   * example is then that file, where one qualifies (see ownMetExample).
   */
  own: Record<InitAssertion, { path: RegExp; text: RegExp }>;
}

/** Text that ignores an error outright: a file holding it is no example of handling errors. */
const SWALLOWS = /catch\s*(?:\(\s*\w*\s*\))?\s*\{\s*\}|except[^\n]*:\s*\n\s*pass\b|\b_\s*=\s*\w+\.\w+\(|,\s*_\s*:?=/;

const JS_OWN = {
  tests: { path: /\.(?:test|spec)\.[cm]?[jt]sx?$/, text: /\b(?:it|test)\s*\(/ },
  'errors-handled': { path: /\.[cm]?[jt]sx?$/, text: /catch\s*\(\s*\w+\s*\)\s*\{[^}]*\bthrow\b/ },
};

const TYPESCRIPT: LanguageExamples = {
  ext: 'ts',
  own: JS_OWN,
  files: {
    'errors-handled': {
      met: `import { readFile } from 'node:fs/promises';

export async function loadSettings(path: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(\`cannot read the settings file \${path}\`, { cause: error });
  }
  return JSON.parse(text) as Record<string, unknown>;
}
`,
      unmet: `import { readFile } from 'node:fs/promises';

export async function loadSettings(path: string): Promise<Record<string, unknown>> {
  let text = '{}';
  try {
    text = await readFile(path, 'utf8');
  } catch {}
  return JSON.parse(text) as Record<string, unknown>;
}
`,
    },
    tests: {
      met: `import assert from 'node:assert/strict';
import { test } from 'node:test';

export function slugify(title: string): string {
  return title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

test('slugify joins words with dashes and drops punctuation', () => {
  assert.equal(slugify('  Hello, World!  '), 'hello-world');
});
`,
      unmet: `export function slugify(title: string): string {
  return title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
`,
    },
  },
};

const JAVASCRIPT: LanguageExamples = {
  ext: 'js',
  own: JS_OWN,
  files: {
    'errors-handled': {
      met: `import { readFile } from 'node:fs/promises';

export async function loadSettings(path) {
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(\`cannot read the settings file \${path}\`, { cause: error });
  }
  return JSON.parse(text);
}
`,
      unmet: `import { readFile } from 'node:fs/promises';

export async function loadSettings(path) {
  let text = '{}';
  try {
    text = await readFile(path, 'utf8');
  } catch {}
  return JSON.parse(text);
}
`,
    },
    tests: {
      met: `import assert from 'node:assert/strict';
import { test } from 'node:test';

export function slugify(title) {
  return title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

test('slugify joins words with dashes and drops punctuation', () => {
  assert.equal(slugify('  Hello, World!  '), 'hello-world');
});
`,
      unmet: `export function slugify(title) {
  return title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
`,
    },
  },
};

const PYTHON: LanguageExamples = {
  ext: 'py',
  own: {
    tests: { path: /(?:^|\/)test_[^/]*\.py$|_test\.py$/, text: /\bdef test_\w+\s*\(/ },
    'errors-handled': { path: /\.py$/, text: /except\b[^\n]*:\s*\n(?:[ \t]+[^\n]*\n)*?[ \t]+raise\b/ },
  },
  files: {
    'errors-handled': {
      met: `import json


def load_settings(path):
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as error:
        raise RuntimeError(f"cannot read the settings file {path}") from error
    return json.loads(text)
`,
      unmet: `import json


def load_settings(path):
    text = "{}"
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except Exception:
        pass
    return json.loads(text)
`,
    },
    tests: {
      met: `import re
import unittest


def slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.strip().lower()).strip("-")


class SlugifyTest(unittest.TestCase):
    def test_joins_words_with_dashes_and_drops_punctuation(self):
        self.assertEqual(slugify("  Hello, World!  "), "hello-world")
`,
      unmet: `import re


def slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.strip().lower()).strip("-")
`,
    },
  },
};

const GO: LanguageExamples = {
  ext: 'go',
  own: {
    tests: { path: /_test\.go$/, text: /\bfunc Test\w*\s*\(\s*\w+\s+\*testing\.T\s*\)/ },
    'errors-handled': { path: /\.go$/, text: /if err != nil \{\s*\n\s*return\b[^\n]*(?:fmt\.Errorf|errors\.)/ },
  },
  files: {
    'errors-handled': {
      met: `package examples

import (
	"encoding/json"
	"fmt"
	"os"
)

func LoadSettings(path string) (map[string]any, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read the settings file %s: %w", path, err)
	}
	var settings map[string]any
	if err := json.Unmarshal(data, &settings); err != nil {
		return nil, fmt.Errorf("the settings file %s is not JSON: %w", path, err)
	}
	return settings, nil
}
`,
      unmet: `package examples

import (
	"encoding/json"
	"os"
)

func LoadSettings(path string) map[string]any {
	data, _ := os.ReadFile(path)
	var settings map[string]any
	_ = json.Unmarshal(data, &settings)
	return settings
}
`,
    },
    tests: {
      met: `package examples

import (
	"strings"
	"testing"
)

func Shout(s string) string { return strings.ToUpper(s) + "!" }

func TestShout(t *testing.T) {
	if got := Shout("hello"); got != "HELLO!" {
		t.Fatalf("Shout(hello) = %q, want HELLO!", got)
	}
}
`,
      unmet: `package examples

import "strings"

func Shout(s string) string { return strings.ToUpper(s) + "!" }
`,
    },
  },
};

const LANGUAGES: Record<string, LanguageExamples> = {
  ts: TYPESCRIPT,
  tsx: TYPESCRIPT,
  mts: TYPESCRIPT,
  cts: TYPESCRIPT,
  js: JAVASCRIPT,
  jsx: JAVASCRIPT,
  mjs: JAVASCRIPT,
  cjs: JAVASCRIPT,
  py: PYTHON,
  go: GO,
};

const extOf = (path: string): string | undefined => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();

/** The examples' language: the one most of the tree's source files are in (first listed on a tie); none when no file is. */
function languageOf(paths: readonly string[]): LanguageExamples | undefined {
  const counts = new Map<LanguageExamples, number>();
  for (const p of paths) {
    const lang = LANGUAGES[extOf(p) ?? ''];
    if (lang) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The most lines a file of the repository may have to serve as an example: the judge reads it whole. */
const MAX_OWN_LINES = 150;

/**
 * The met example from the repository's own code, where it has one: the shortest file (of at most
 * MAX_OWN_LINES lines, outside the examples' folder) whose text shows the assertion met and, for
 * errors, none that ignores one. Undefined when none qualifies: a written example is used instead.
 */
async function ownMetExample(
  lang: LanguageExamples,
  id: InitAssertion,
  paths: readonly string[],
  read: (path: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  const rule = lang.own[id];
  const candidates = paths.filter((p) => rule.path.test(p) && !p.startsWith(`${EXAMPLES_DIR}/`) && LANGUAGES[extOf(p) ?? ''] === lang);
  let best: { path: string; lines: number } | undefined;
  // Bounded: a large repository is not read whole for a starting config.
  for (const path of candidates.slice(0, 400)) {
    const text = await read(path);
    if (text === undefined || !rule.text.test(text) || (id === 'errors-handled' && SWALLOWS.test(text))) continue;
    const lines = text.split('\n').length;
    if (lines <= MAX_OWN_LINES && (best === undefined || lines < best.lines)) best = { path, lines };
  }
  return best?.path;
}

export interface InitExamples {
  /** The example files to write, repository-relative. */
  files: { path: string; text: string }[];
  /** The rendered config with an `examples:` list under each assertion that has some. */
  config: string;
}

/**
 * The examples for a tree and the config with them. The met example is a file of the repository's
 * own where one shows the assertion met (ownMetExample), else one init writes; the unmet example is
 * always written. Each `examples:` list goes at the end of its assertion's block (the lines indented
 * under `  - id: <id>`); an assertion the config does not write, or a tree in no known language, is
 * left as it is. `read`: a file of the tree as text, undefined when it cannot be read.
 */
export async function withInitExamples(
  config: string,
  paths: readonly string[],
  read: (path: string) => Promise<string | undefined>,
): Promise<InitExamples> {
  const lang = languageOf(paths);
  if (lang === undefined) return { files: [], config };
  const lines = config.split('\n');
  const files: InitExamples['files'] = [];
  for (const id of Object.keys(lang.files) as InitAssertion[]) {
    const at = lines.indexOf(`  - id: ${id}`);
    if (at < 0) continue;
    let end = at + 1;
    while (end < lines.length && lines[end]!.startsWith('    ')) end++;
    const own = await ownMetExample(lang, id, paths, read);
    const entries = (['met', 'unmet'] as const).map((expect) => {
      if (expect === 'met' && own !== undefined)
        return `      - {file: ${JSON.stringify(own)}, expect: met}   # this repository's own code`;
      const path = `${EXAMPLES_DIR}/${id}-${expect}.${lang.ext}`;
      files.push({ path, text: lang.files[id][expect] });
      return `      - {file: ${path}, expect: ${expect}}`;
    });
    lines.splice(
      end,
      0,
      '    examples:                # the judge must read these as expected in a run, or the assertion is only a warning there',
      ...entries,
    );
  }
  return { files, config: lines.join('\n') };
}
