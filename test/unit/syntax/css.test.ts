import { describe, expect, it } from 'vitest';
import { syntax } from '../../../src/checks/kinds/syntax.js';
import { parseCode } from '../../../src/syntax/parse-code.js';
import { checkTester } from '../../support/check-tester.js';

// Valid CSS that tree-sitter's grammar rejects (issue 26.9): Tailwind v4's at-rules, and a keyframe
// selector with a decimal percentage (animate.css's `12.5%`), both from real projects.
const TAILWIND = [
  '@import "tailwindcss";',
  '@source "../node_modules/@my-company/ui-lib";',
  '@plugin "@tailwindcss/typography";',
  '@config "./tailwind.config.js";',
  '@custom-variant dark (&:where(.dark, .dark *));',
  '@theme inline reference { --color-brand: oklch(0.7 0.2 250); }',
  '.card { @apply rounded-lg p-4; &:hover { color: red; } }',
  '',
].join('\n');
const KEYFRAMES = '@keyframes jello {\n  from, 11.1%, to { transform: none; }\n  22.2% { transform: skewX(-12.5deg); }\n}\n';

describe('CSS is decided by postcss, an exact parser (issue 26.9)', () => {
  it.each([
    ['Tailwind v4 at-rules', TAILWIND],
    ['keyframes at decimal percentages', KEYFRAMES],
  ])('%s parse', async (_, text) => {
    expect(await parseCode(text, 'css')).toEqual({
      ok: true,
      language: 'css',
      parser: expect.stringMatching(/^postcss 8\.\d+$/),
      approximate: false,
    });
  });

  it.each([
    ['an unclosed block', 'a { color: red;\n', 1, 1, 'Unclosed block'],
    ['a stray closing brace', 'a { color: red; }\n}\n', 2, 1, 'Unexpected }'],
    ['an unclosed string', 'a {\n  content: "x; }\n', 2, 12, 'Unclosed string'],
    ['an unclosed comment', 'a { }\n/* x\n', 2, 1, 'Unclosed comment'],
    ['a declaration without a colon', 'a {\n  color red;\n}\n', 2, 3, 'Unknown word color'],
  ])('%s fails with its line, column and postcss message', async (_, text, line, column, message) => {
    expect(await parseCode(text, 'css')).toMatchObject({ ok: false, language: 'css', approximate: false, line, column, message });
  });

  const tester = checkTester(syntax);
  it('the syntax check passes a Tailwind stylesheet, naming postcss', async () => {
    const outcome = await tester.run({}, { files: { 'app.css': TAILWIND } });
    expect(outcome).toMatchObject({ status: 'pass', evidence: expect.stringMatching(/app\.css: parses as css .*postcss 8\./) });
  });
  it('the syntax check still fails broken CSS, naming postcss', async () => {
    const outcome = await tester.run({}, { files: { 'app.css': 'a { color: red; }\n}\n' } });
    expect(outcome).toMatchObject({ status: 'fail', evidence: expect.stringMatching(/^app\.css:2:1: Unexpected } \(css; postcss 8\./) });
  });
});
