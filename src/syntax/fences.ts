/** A fenced code block (```lang … ``` or ~~~lang … ~~~) of a markdown text. */
export interface FencedBlock {
  /** The first word of the info string (`python` in ```python title="x"), lower-cased; '' when the fence names none. */
  tag: string;
  /** 1-based line of the opening fence. */
  openLine: number;
  /** 1-based line of the closing fence; undefined when the block runs to the end of the text unclosed. */
  closeLine: number | undefined;
  /** 1-based line of the block's first content line (openLine + 1). */
  firstLine: number;
  /** The content, with the fence's own indentation removed from each line as CommonMark does. */
  body: string;
  /** Per content line, how many leading spaces were removed (to map a column back to the original line). */
  removedIndent: readonly number[];
}

const OPENING = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

/** `python`, `c++`, `c#` from an info string; pandoc's `{.python}` and `python:src/main.py` too. */
function tagOf(info: string): string {
  const m = /^[{.\s]*([\w#+-]+)/.exec(info.trim());
  return m ? m[1]!.toLowerCase() : '';
}

/**
 * Finds the top-level fenced blocks, CommonMark style: a closing fence uses the same
 * character, is at least as long as the opening one and carries nothing else. Indentation
 * is allowed at any depth, since fences inside list items are indented.
 */
export function fencedBlocks(text: string): FencedBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!.length;
    const fence = open[2]!;
    const info = open[3]!;
    // A backtick fence's info string may not contain a backtick (that is inline code).
    if (fence[0] === '`' && info.includes('`')) continue;
    const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end]!)) end++;
    const content = lines.slice(i + 1, end);
    const removedIndent = content.map((l) => Math.min(indent, /^ */.exec(l)![0].length));
    blocks.push({
      tag: tagOf(info),
      openLine: i + 1,
      closeLine: end < lines.length ? end + 1 : undefined,
      firstLine: i + 2,
      body: content.map((l, k) => l.slice(removedIndent[k])).join('\n'),
      removedIndent,
    });
    i = end;
  }
  return blocks;
}
