/**
 * Which lines of a text belong to a stack trace or error dump. Frames are recognised by their
 * runtime's exact shape (a file and line number where the runtime prints one); a message line
 * such as `ValueError: bad value` counts only next to frames, so code that merely raises or
 * mentions an error is never taken for a trace.
 */

export type TraceLanguage = 'Python' | 'JavaScript' | 'Java/Kotlin' | 'Go' | 'Rust' | '.NET';

interface Shape {
  runtime: TraceLanguage;
  re: RegExp;
}

/** Lines that are a frame or a runtime's own trace header: decisive on their own. */
const FRAMES: readonly Shape[] = [
  { runtime: 'Python', re: /^Traceback \(most recent call last\):\s*$/ },
  { runtime: 'Python', re: /^\s*File "[^"]+", line \d+(?:, in \S.*)?$/ },
  {
    runtime: 'Python',
    re: /^(?:During handling of the above exception, another exception occurred|The above exception was the direct cause of the following exception):\s*$/,
  },
  // `    at fn (file.js:12:5)`, `at async fn (node:internal/x:1:2)`, `at file:///app/x.mjs:3:9`, `at <anonymous>`
  {
    runtime: 'JavaScript',
    re: /^\s*at (?:async )?(?:new )?(?:[^\s()]+(?: \[as [^\]]+\])? \((?:[^()]+):\d+:\d+\)|\(?(?:file:\/\/|node:|\/|[A-Za-z]:\\|https?:\/\/)[^()\s]*:\d+:\d+\)?|<anonymous>|[^\s()]+ \((?:native|<anonymous>|index \d+)\))$/,
  },
  {
    runtime: 'Java/Kotlin',
    re: /^\s*at [\w$.<>/-]+\((?:[\w$.-]+\.(?:java|kt|kts|scala|groovy|clj):\d+|Native Method|Unknown Source|[\w$.-]+\.(?:java|kt))\)(?: ~?\[[^\]]*\])?$/,
  },
  { runtime: 'Java/Kotlin', re: /^\s*\.\.\. \d+ (?:more|common frames omitted)$/ },
  { runtime: 'Java/Kotlin', re: /^Exception in thread "[^"]*" [\w$.]+/ },
  { runtime: 'Java/Kotlin', re: /^Caused by: [\w$.]+(?:Exception|Error|Throwable)\b/ },
  { runtime: 'Go', re: /^goroutine \d+ \[[^\]]+\]:$/ },
  { runtime: 'Go', re: /^\t\S+\.go:\d+(?: \+0x[0-9a-f]+)?$/ },
  { runtime: 'Go', re: /^(?:panic|fatal error): .+/ },
  { runtime: 'Rust', re: /^thread '[^']*' panicked at / },
  { runtime: 'Rust', re: /^note: .*`RUST_BACKTRACE=(?:1|full)`/ },
  { runtime: 'Rust', re: /^stack backtrace:$/ },
  { runtime: 'Rust', re: /^\s+at \.?\/?[^\s:]+\.rs:\d+(?::\d+)?$/ },
  { runtime: 'Rust', re: /^\s+\d+: (?:0x[0-9a-f]+ - )?[\w<>{}#]+(?:::[\w<>{}#]+)*$/ },
  { runtime: '.NET', re: /^\s*at [\w.`<>[\],|]+\([^)]*\)(?: in .+:line \d+)?$/ },
  { runtime: '.NET', re: /^Unhandled [eE]xception\. [\w.]+(?:Exception|Error)\b/ },
  { runtime: '.NET', re: /^\s*--- End of (?:inner exception )?stack trace(?: from previous location)? ---$/ },
  { runtime: '.NET', re: /^\s*---> [\w.]+Exception\b/ },
];

/** Lines a trace holds around its frames: the error's message, Python's echoed source, Go's function lines, carets. */
const AROUND: readonly RegExp[] = [
  /^(?:Uncaught |Error: )?[\w$.]*(?:Error|Exception|Warning|Exit|Interrupt|Throwable)\b(?:\s*\[[^\]]*\])?(?::.*)?$/,
  /^\s*\^+[~^]*\s*$/,
  /^\s{4}\S.*$/,
  /^(?:created by )?[\w./*()-]+\(.*\)$/,
  /^\[signal .*\]$/,
  /^exit status \d+$/,
  /^\s*Node\.js v\d+/,
  /^\S+\.(?:js|mjs|cjs|ts):\d+$/,
];

/** How near a frame a message line must be to count. */
const REACH = 3;

export interface TraceScan {
  /** 1-based numbers of the lines that belong to a trace. */
  lines: number[];
  nonEmpty: number;
  /** The runtimes seen, most frames first. */
  runtimes: TraceLanguage[];
  /** The first line of a trace. */
  first: number | undefined;
}

export function scanStackTrace(lines: readonly { n: number; text: string }[]): TraceScan {
  const frameAt = new Map<number, TraceLanguage>();
  lines.forEach((l, i) => {
    const shape = FRAMES.find((s) => s.re.test(l.text));
    if (shape) frameAt.set(i, shape.runtime);
  });
  const counts = new Map<TraceLanguage, number>();
  for (const r of frameAt.values()) counts.set(r, (counts.get(r) ?? 0) + 1);
  const frames = [...frameAt.keys()];
  const near = (i: number): boolean => frames.some((f) => Math.abs(f - i) <= REACH);
  const hits: number[] = [];
  let nonEmpty = 0;
  lines.forEach((l, i) => {
    if (l.text.trim() === '') return;
    nonEmpty++;
    if (frameAt.has(i) || (frames.length > 0 && near(i) && AROUND.some((re) => re.test(l.text)))) hits.push(l.n);
  });
  const runtimes = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([r]) => r);
  return { lines: hits, nonEmpty, runtimes, first: hits[0] };
}
