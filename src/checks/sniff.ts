import { z } from 'zod';
import { fail, pass, type CheckOutcome } from '../contract/outcome.js';
import { at, defineCheck, type SelectedFile } from './define.js';
import { describeTarget } from './contains.js';
import { parseJson } from '../subject/json.js';

type Sniffer = (f: SelectedFile) => CheckOutcome;

const nonempty: Sniffer = (f) =>
  f.text.trim() !== '' || (f.binary && f.bytes > 0)
    ? pass(`${f.path}: ${f.bytes} bytes, not empty`)
    : fail(`${f.path}: empty`, `Put the content into ${f.path}`);

const jsonValid: Sniffer = (f) => {
  const parsed = parseJson(f.text);
  return parsed.ok
    ? pass(`${f.path}: valid JSON`)
    : fail(`${at(f.path, parsed.line)}:${parsed.column}: invalid JSON: ${parsed.message}`, `Fix the JSON syntax in ${at(f.path, parsed.line)}`);
};

/** Markers of a complete HTML document; each is looked for case-insensitively. */
const HTML_PARTS: ReadonlyArray<[string, RegExp]> = [
  ['<!DOCTYPE html>', /<!doctype\s+html\b/i],
  ['<html>', /<html[\s>]/i],
  ['<head>', /<head[\s>]/i],
  ['<body>', /<body[\s>]/i],
  ['</body>', /<\/body\s*>/i],
  ['</html>', /<\/html\s*>/i],
];

const htmlComplete: Sniffer = (f) => {
  const missing = HTML_PARTS.filter(([, re]) => !re.test(f.text)).map(([name]) => name);
  return missing.length === 0
    ? pass(`${f.path}: complete HTML document (doctype, html, head, body, closed)`)
    : fail(`${f.path}: not a complete HTML document, missing ${missing.join(', ')}`, `Make ${f.path} a complete HTML document (add ${missing.join(', ')})`);
};

/** What a playable browser game needs: somewhere to draw, a loop, and a way to take input. */
const GAME_PARTS: ReadonlyArray<[string, RegExp]> = [
  ['a <canvas> or game element', /<canvas[\s>]|getContext\(|id=["'](?:game|board|stage)/i],
  ['a script', /<script[\s>]/i],
  ['a game loop (requestAnimationFrame or setInterval)', /requestAnimationFrame|setInterval\(/],
  ['input handling (key, pointer or touch events)', /addEventListener\(\s*["'](?:key|pointer|mouse|touch|click)|on(?:key|mouse|click|touch)\w*\s*=/i],
];

const htmlGame: Sniffer = (f) => {
  const base = htmlComplete(f);
  const missing = GAME_PARTS.filter(([, re]) => !re.test(f.text)).map(([name]) => name);
  if (!base.passed && missing.length > 0) return fail(`${base.evidence}; also lacks ${missing.join(', ')}`, base.fix ?? '');
  if (!base.passed) return base;
  return missing.length === 0
    ? pass(`${f.path}: HTML game (canvas, script, loop, input handling)`)
    : fail(`${f.path}: no playable game, lacks ${missing.join(', ')}`, `Give ${f.path} ${missing.join(', ')}`);
};

const sniffers = { nonempty, 'json-valid': jsonValid, 'html-complete': htmlComplete, 'html-game': htmlGame } as const;

export const sniff = defineCheck({
  kind: 'sniff',
  shape: { sniff: z.enum(['html-complete', 'html-game', 'nonempty', 'json-valid']) },
  defaultScope: 'tree',
  appliesToText: true,
  description: 'Every selected file looks like what it should be: html-complete, html-game, nonempty or json-valid.',
  async run(spec, ctx) {
    const files = await ctx.select(spec, spec.scope);
    if (files.length === 0) return fail(`${describeTarget(spec)}: not found`, spec.message ?? `Add ${describeTarget(spec)}`);
    const outcomes = files.map((f) => (f.binary && spec.sniff !== 'nonempty' ? fail(`${f.path}: binary file`, `${f.path} must be text`) : sniffers[spec.sniff](f)));
    const failed = outcomes.find((o) => !o.passed);
    if (failed) return spec.message ? { ...failed, fix: spec.message } : failed;
    return pass(outcomes.map((o) => o.evidence).join('; '));
  },
});
