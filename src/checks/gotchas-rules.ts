import { globProblem } from '../subject/glob-bound.js';
/** One rule of a gotchas file: which changed files it applies to and the command that checks each. */
export interface GotchaRule {
  title: string;
  /** 1-based line of the rule's `## heading`. */
  line: number;
  pattern: string;
  check: string;
  message: string;
}

export interface GotchaProblem {
  line: number;
  message: string;
}

export type GotchaParse = { ok: true; rules: GotchaRule[] } | { ok: false; problems: GotchaProblem[] };

const FIELDS = ['pattern', 'check', 'message'] as const;
type Field = (typeof FIELDS)[number];

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const ITEM = /^\s*[-*+]\s+([A-Za-z_-]+)\s*:\s*(.*)$/;
const FENCE = /^\s*(```|~~~)/;

/** `` `grep -n x "$FILE"` `` → `grep -n x "$FILE"`: values are often written as inline code. */
const unwrapCode = (value: string): string => {
  const m = /^(`+)\s?([\s\S]*?)\s?\1$/.exec(value.trim());
  return m ? m[2]! : value.trim();
};

const unquote = (value: string): string => {
  const m = /^(["'])(.*)\1$/.exec(value);
  return m ? m[2]! : value;
};

interface Draft {
  title: string;
  line: number;
  fields: Partial<Record<Field, { value: string; line: number }>>;
  problems: GotchaProblem[];
}

/**
 * Reads a markdown file of rules: each `## heading` opens a rule, whose `- pattern:`, `- check:`
 * and `- message:` list items say what to check. Other prose, other list items and fenced
 * code are free text. Text before the first `##` is an introduction.
 */
export function parseGotchas(markdown: string): GotchaParse {
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  let inFence = false;
  markdown.split(/\r?\n/).forEach((text, i) => {
    const line = i + 1;
    if (FENCE.test(text)) inFence = !inFence;
    if (inFence) return;
    const heading = HEADING.exec(text);
    if (heading) {
      const level = heading[1]!.length;
      if (level === 2) {
        current = { title: heading[2]!, line, fields: {}, problems: [] };
        drafts.push(current);
      } else if (level < 2) {
        current = undefined;
      }
      return;
    }
    const item = ITEM.exec(text);
    if (!item || !current) return;
    const key = item[1]!.toLowerCase() as Field;
    if (!FIELDS.includes(key)) return;
    // A glob or a message may be quoted as in YAML; a check's quotes belong to the shell.
    const value = key === 'check' ? unwrapCode(item[2]!) : unquote(unwrapCode(item[2]!));
    if (current.fields[key]) {
      current.problems.push({
        line,
        message: `rule "${current.title}" has a second \`- ${key}:\` (first at line ${current.fields[key].line})`,
      });
    } else if (value === '') {
      current.problems.push({ line, message: `rule "${current.title}": \`- ${key}:\` is empty` });
    } else {
      current.fields[key] = { value, line };
    }
  });

  const problems: GotchaProblem[] = [];
  const rules: GotchaRule[] = [];
  for (const d of drafts) {
    problems.push(...d.problems);
    const absent = (['pattern', 'check'] as const).filter(
      (f) => !d.fields[f] && !d.problems.some((p) => p.message.includes(`\`- ${f}:\``)),
    );
    if (absent.length > 0) {
      problems.push({ line: d.line, message: `rule "${d.title}" has no ${absent.map((f) => `\`- ${f}:\``).join(' and no ')}` });
    }
    const { pattern, check, message } = d.fields;
    const slow = pattern ? globProblem(pattern.value) : undefined;
    if (slow !== undefined) problems.push({ line: pattern!.line ?? d.line, message: `\`- pattern:\` ${slow}` });
    else if (pattern && check)
      rules.push({ title: d.title, line: d.line, pattern: pattern.value, check: check.value, message: message?.value ?? d.title });
  }
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  if (rules.length === 0)
    return {
      ok: false,
      problems: [{ line: 1, message: 'no rules: each rule is a `## heading` with `- pattern: <glob>` and `- check: <command>`' }],
    };
  return { ok: true, rules };
}
