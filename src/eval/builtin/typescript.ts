import type { Behaviour } from './behaviour.js';

const ts = (b: Omit<Behaviour, 'language' | 'comment'>): Behaviour => ({ ...b, language: 'typescript', comment: '//' });

export const TYPESCRIPT: readonly Behaviour[] = [
  ts({
    name: 'exhaustive-switch',
    path: 'src/shapes/area.ts',
    task: 'Compute the area of every kind of shape.',
    assertion: 'The triangle case is handled in the area switch',
    before: '',
    withIt:
      "export type Shape = { kind: 'circle'; r: number } | { kind: 'square'; side: number } | { kind: 'triangle'; base: number; height: number };\n\nexport function area(shape: Shape): number {\n  switch (shape.kind) {\n    case 'circle':\n      return Math.PI * shape.r ** 2;\n    case 'square':\n      return shape.side ** 2;\n    case 'triangle':\n      return (shape.base * shape.height) / 2;\n    default:\n      return 0;\n  }\n}\n",
    remove: [["    case 'triangle':\n      return (shape.base * shape.height) / 2;\n", '']],
    probe: /case 'triangle'/,
  }),
  ts({
    name: 'null-check',
    path: 'src/profile/display-name.ts',
    task: 'Show a display name for every user, also those without a profile.',
    assertion: 'A user without a profile gets the fallback name "Anonymous"',
    before: '',
    withIt:
      "export interface User { id: string; profile?: { name: string } }\n\nexport function displayName(user: User): string {\n  return user.profile?.name ?? 'Anonymous';\n}\n",
    remove: [["  return user.profile?.name ?? 'Anonymous';\n", '  return user.profile!.name;\n']],
    probe: /\?\? 'Anonymous'/,
  }),
  ts({
    name: 'zod-validate',
    path: 'src/api/create-order.ts',
    task: 'Accept new orders over the API.',
    assertion: 'The request body is validated with a schema before the order is created',
    before: '',
    withIt:
      "import * as z from '../../contract/zod.js';\n\nconst OrderBody = z.object({ sku: z.string().check(z.minLength(1)), quantity: z.int().check(z.positive()) });\n\nexport async function createOrder(body: unknown, store: OrderStore) {\n  const order = OrderBody.parse(body);\n  return store.insert(order);\n}\n",
    remove: [['  const order = OrderBody.parse(body);\n', '  const order = body as { sku: string; quantity: number };\n']],
    probe: /OrderBody\.parse\(body\)/,
  }),
  ts({
    name: 'cache',
    path: 'src/rates/exchange.ts',
    task: 'The exchange-rate API is slow and rate-limited; avoid asking it twice for the same pair.',
    assertion: 'Rates are cached per currency pair so a second lookup makes no request',
    before: '',
    withIt:
      'const cache = new Map<string, number>();\n\nexport async function rate(from: string, to: string, fetchRate: (pair: string) => Promise<number>): Promise<number> {\n  const pair = `${from}/${to}`;\n  const cached = cache.get(pair);\n  if (cached !== undefined) return cached;\n  const value = await fetchRate(pair);\n  cache.set(pair, value);\n  return value;\n}\n',
    remove: [
      ['  const cached = cache.get(pair);\n  if (cached !== undefined) return cached;\n', ''],
      ['  cache.set(pair, value);\n', ''],
    ],
    probe: /cache\.get\(pair\)/,
  }),
  ts({
    name: 'http-401',
    path: 'src/client/request.ts',
    task: 'Send the user back to the login page when the session has expired.',
    assertion: 'A 401 response redirects to the login page',
    before: '',
    withIt:
      "export async function request<T>(url: string, navigate: (to: string) => void): Promise<T | undefined> {\n  const res = await fetch(url, { credentials: 'include' });\n  if (res.status === 401) {\n    navigate('/login');\n    return undefined;\n  }\n  return (await res.json()) as T;\n}\n",
    remove: [["  if (res.status === 401) {\n    navigate('/login');\n    return undefined;\n  }\n", '']],
    probe: /res\.status === 401/,
  }),
  ts({
    name: 'unit-test',
    path: 'test/clamp.test.ts',
    task: 'Add clamp() with tests for both bounds.',
    assertion: 'A test checks that clamp returns the upper bound for a value above it',
    before: '',
    withIt:
      "import { describe, expect, it } from 'vitest';\nimport { clamp } from '../src/clamp.js';\n\ndescribe('clamp', () => {\n  it('keeps values inside the range', () => expect(clamp(5, 0, 10)).toBe(5));\n  it('raises values below the range', () => expect(clamp(-3, 0, 10)).toBe(0));\n  it('lowers values above the range', () => expect(clamp(42, 0, 10)).toBe(10));\n});\n",
    remove: [["  it('lowers values above the range', () => expect(clamp(42, 0, 10)).toBe(10));\n", '']],
    probe: /clamp\(42, 0, 10\)/,
  }),
  ts({
    name: 'readonly-config',
    path: 'src/config/load.ts',
    task: 'Load the config once; nothing may change it afterwards.',
    assertion: 'The loaded config object is frozen so later code cannot modify it',
    before: '',
    withIt:
      'export interface AppConfig { apiUrl: string; retries: number }\n\nexport function loadConfig(raw: AppConfig): Readonly<AppConfig> {\n  return Object.freeze({ ...raw });\n}\n',
    remove: [['  return Object.freeze({ ...raw });\n', '  return { ...raw };\n']],
    probe: /Object\.freeze\(/,
  }),
  ts({
    name: 'parallel',
    path: 'src/dashboard/load.ts',
    task: 'The dashboard loads slowly; fetch its widgets at the same time.',
    assertion: 'The widgets are fetched in parallel with Promise.all',
    before: '',
    withIt:
      'export async function loadWidgets(ids: string[], fetchWidget: (id: string) => Promise<Widget>): Promise<Widget[]> {\n  return Promise.all(ids.map((id) => fetchWidget(id)));\n}\n',
    remove: [
      [
        '  return Promise.all(ids.map((id) => fetchWidget(id)));\n',
        '  const widgets: Widget[] = [];\n  for (const id of ids) widgets.push(await fetchWidget(id));\n  return widgets;\n',
      ],
    ],
    probe: /Promise\.all\(/,
  }),
  ts({
    name: 'dispose-timer',
    path: 'src/poller.ts',
    task: 'Poll the job status every second until the caller stops it.',
    assertion: 'Stopping the poller clears its interval',
    before: '',
    withIt:
      'export function poll(check: () => void): () => void {\n  const timer = setInterval(check, 1000);\n  return () => clearInterval(timer);\n}\n',
    remove: [['  return () => clearInterval(timer);\n', '  return () => undefined;\n']],
    probe: /clearInterval\(timer\)/,
  }),
  ts({
    name: 'case-insensitive',
    path: 'src/search/match.ts',
    task: 'Searching for "Alice" must also find "alice".',
    assertion: 'The name match ignores letter case',
    before: '',
    withIt:
      'export function matches(name: string, query: string): boolean {\n  return name.toLowerCase().includes(query.toLowerCase());\n}\n',
    remove: [['  return name.toLowerCase().includes(query.toLowerCase());\n', '  return name.includes(query);\n']],
    probe: /toLowerCase\(\)\.includes\(query\.toLowerCase\(\)\)/,
  }),
];
