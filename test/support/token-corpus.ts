/**
 * Hard material for context fitting (issue 15): the kinds of text a pull request carries that
 * tokenizers split finely — long runs without spaces, digits, CJK, emoji, mixed scripts — plus
 * real files (this repository's lockfile, a minified bundle from node_modules) and ordinary code
 * to measure how much of the budget the estimate wastes. Deterministic: a seeded generator.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prng } from '../../bench/lib/mutations.mjs';

export interface CorpusText {
  name: string;
  text: string;
  /** Ordinary code: the estimate should not waste much budget on it. */
  ordinary?: boolean;
}

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Seeded, so the corpus is the same every run; random enough that bytes look random to a tokenizer. */
const random = prng;

const bytes = (n: number, seed: number): Buffer => {
  const next = random(seed);
  return Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256)));
};

const lines76 = (s: string, width = 76): string => (s.match(new RegExp(`.{1,${width}}`, 'g')) ?? []).join('\n');

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

function csvDecimals(rows: number, seed: number): string {
  const next = random(seed);
  const out = ['id,lat,lon,value,ratio,timestamp'];
  for (let i = 0; i < rows; i++) {
    out.push(
      [
        i + 1,
        (next() * 180 - 90).toFixed(6),
        (next() * 360 - 180).toFixed(6),
        (next() * 1e6).toFixed(2),
        next().toFixed(8),
        1_700_000_000 + Math.floor(next() * 1e8),
      ].join(','),
    );
  }
  return out.join('\n');
}

const KOREAN = [
  '이 변경은 사용자 인증 흐름을 개선하고 세션 만료 시 오류 메시지를 명확하게 표시합니다.',
  '테스트는 모든 경계 조건을 다루며, 실패한 경우 재시도 횟수를 기록합니다.',
  '설정 파일의 기본값이 바뀌었으므로 배포 전에 환경 변수를 다시 확인해 주세요.',
  '데이터베이스 마이그레이션은 되돌릴 수 있도록 작성되었습니다.',
];
const GERMAN = [
  'Die Änderung überarbeitet die Fehlerbehandlung der Schnittstelle und ergänzt Prüfungen für ungültige Eingaben.',
  'Außerdem wurden Übersetzungen für Benutzeroberflächenelemente hinzugefügt, die bisher fehlten.',
  'Bei Zeitüberschreitungen wird die Anfrage höchstens dreimal wiederholt, danach erscheint eine verständliche Meldung.',
];
const CJK_EMOJI = [
  '🚀 发布说明：修复了登录问题 ✅ ログインの不具合を修正しました 🎉',
  '性能提升 30% 📈 メモリ使用量を削減 🧠 한국어 지원 추가 🇰🇷',
  '⚠️ 注意：配置文件格式已更改 🔧 設定ファイルの形式が変わりました 📝',
  '👍👍👍 谢谢 🙏 ありがとう 🌸🌸 감사합니다 💯',
];

function prose(sentences: readonly string[], count: number, seed: number): string {
  const next = random(seed);
  return Array.from({ length: count }, () => pick(next, sentences)).join('\n');
}

function hexHashes(count: number, seed: number): string {
  return Array.from({ length: count }, (_, i) => `${bytes(32, seed + i).toString('hex')}  assets/file-${i}.bin`).join('\n');
}

function mixedScripts(count: number, seed: number): string {
  const next = random(seed);
  const parts = [
    'مرحبا بالعالم',
    'שלום עולם',
    'Привет, мир',
    'γειά σου κόσμε',
    'नमस्ते दुनिया',
    'สวัสดีชาวโลก',
    'Xin chào thế giới',
    'ẞ ø å ç ñ ü',
  ];
  return Array.from({ length: count }, (_, i) => `"key_${i}": "${pick(next, parts)} ${pick(next, parts)}",`).join('\n');
}

function pythonCode(functions: number): string {
  const out: string[] = [];
  for (let i = 0; i < functions; i++) {
    out.push(
      `def handle_request_${i}(request, session=None):`,
      `    """Return the parsed body of request ${i}, or raise HTTPError."""`,
      '    try:',
      '        response = session.get(request.url, timeout=30)',
      '        response.raise_for_status()',
      '    except HTTPError as error:',
      `        logger.warning("request %s failed: %s", request.url, error)`,
      '        raise',
      '    return response.json()',
      '',
    );
  }
  return out.join('\n');
}

/** Every hard kind of text, each a few thousand tokens or more; `root` is the repository (for a bundled caller). */
export function hardCorpus(root = REPO): CorpusText[] {
  const read = (path: string): string => readFileSync(`${root.endsWith('/') ? root : `${root}/`}${path}`, 'utf8');
  const lock = read('package-lock.json');
  return [
    { name: 'base64 (76-char lines)', text: lines76(bytes(30_000, 1).toString('base64')) },
    { name: 'base64 (one long line)', text: bytes(12_000, 2).toString('base64') },
    { name: 'hex hashes', text: hexHashes(200, 3) },
    { name: 'digits (CSV of decimals)', text: csvDecimals(300, 4) },
    { name: 'Korean prose', text: prose(KOREAN, 200, 5) },
    { name: 'German prose', text: prose(GERMAN, 150, 6) },
    { name: 'emoji/CJK mix', text: prose(CJK_EMOJI, 200, 7) },
    { name: 'mixed scripts (i18n JSON)', text: mixedScripts(300, 8) },
    { name: 'package-lock.json', text: lock.slice(0, 60_000) },
    { name: 'minified JS (esquery)', text: read('node_modules/esquery/dist/esquery.min.js').slice(0, 60_000) },
    { name: 'minified JS (ajv bundle)', text: read('node_modules/eslint/node_modules/ajv/dist/ajv.min.js').slice(0, 60_000) },
    { name: 'JSON (tsconfig + package.json)', text: `${read('package.json')}\n${read('tsconfig.json')}` },
    { name: 'Python', text: pythonCode(60), ordinary: true },
    {
      name: 'TypeScript (src/judge)',
      text: ['fit/fit.ts', 'prompt/plan.ts', 'prompt/prompt.ts', 'prompt/material-format.ts', 'response.ts']
        .map((f) => read(`src/judge/${f}`))
        .join('\n'),
      ordinary: true,
    },
    { name: 'TypeScript (src/core/engine.ts)', text: read('src/core/engine.ts'), ordinary: true },
  ];
}
