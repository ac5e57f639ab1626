/**
 * The CLI keeps judgements under XDG_CACHE_HOME by default. Tests script different answers to
 * the same prompt, so a cache shared between them would hand one test another's answer: it is
 * off unless a test turns it on, and never points at the user's own cache. Each test file gets a
 * folder of its own, removed when the file is done (a suite run makes one per file).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

process.env['CRITIC_GATE_CACHE'] ??= 'off';
const cacheHome = mkdtempSync(join(tmpdir(), 'critic-gate-test-cache-'));
process.env['XDG_CACHE_HOME'] = cacheHome;
afterAll(() => rmSync(cacheHome, { recursive: true, force: true }));
