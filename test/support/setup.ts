/**
 * The CLI keeps judgements under XDG_CACHE_HOME by default. Tests script different answers to
 * the same prompt, so a cache shared between them would hand one test another's answer: it is
 * off unless a test turns it on, and never points at the user's own cache.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env['CRITIC_GATE_CACHE'] ??= 'off';
process.env['XDG_CACHE_HOME'] = mkdtempSync(join(tmpdir(), 'critic-gate-test-cache-'));
