/**
 * An LLM assertion with `page` is judged on the rendered page: its visible text and console log
 * become numbered material under `page:<page>`, and evidence is verified against it like any file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserRuntime, type BrowserRuntime } from '../../../src/browser/runtime.js';
import { ConfigSchema } from '../../../src/config/schema.js';
import { runCritic } from '../../../src/core/engine.js';
import { planForChange } from '../../../src/pr/change-plan.js';
import { allAdded, memorySubject } from '../../support/memory-subject.js';
import { scriptedJudge } from '../../support/scripted-judge.js';
import { workingGame } from '../../support/browser-pages.js';

let runtime: BrowserRuntime;
beforeAll(() => {
  runtime = browserRuntime();
});
afterAll(async () => {
  await runtime.close();
});

const files = { ...workingGame(), 'game.js': `${workingGame()['game.js']}console.warn('sound is off');\n` };
const config = ConfigSchema.parse({
  version: 1,
  assertions: [
    { id: 'title', text: "The start screen shows the game's title and how to play", page: 'index.html' },
    { id: 'code', text: 'The loop uses requestAnimationFrame', files: 'game.js' },
  ],
});

describe('assertions on a rendered page', () => {
  it('shows the judge the visible text and console log as page:<page>, only to the assertion naming it, and verifies quotes against it', async () => {
    const judge = scriptedJudge(() => [
      {
        id: 'title',
        met: true,
        evidence: 'title shown',
        location: { path: 'page:index.html', line: 2, quote: 'Press the arrow keys to move. Click Start to play.' },
      },
      { id: 'code', met: true, evidence: 'rAF', location: { path: 'game.js', line: 14, quote: 'requestAnimationFrame(frame);' } },
    ]);
    const result = await runCritic(planForChange(config, memorySubject(allAdded(files)), 'a game'), { judge, browser: runtime });
    const request = judge.calls[0]!;
    const page = request.material.find((m) => m.path === 'page:index.html');
    expect(page?.lines.map((l) => l.text)).toEqual([
      'Dodge the blocks',
      'Press the arrow keys to move. Click Start to play.',
      'Start',
      '--- console ---',
      '[warning] game.js:17: sound is off',
    ]);
    expect(request.assertions.find((a) => a.id === 'title')?.paths).toEqual(['page:index.html']);
    expect(request.assertions.find((a) => a.id === 'code')?.paths).toEqual(['game.js']);
    expect(result.criteria.map((c) => [c.id, c.met])).toEqual([
      ['title', true],
      ['code', true],
    ]);
    expect(result.criteria[0]?.location).toEqual({
      path: 'page:index.html',
      line: 2,
      quote: 'Press the arrow keys to move. Click Start to play.',
    });
  });

  it('does not count a quote the rendered page does not show', async () => {
    const judge = scriptedJudge(() => [
      { id: 'title', met: true, evidence: 'title', location: { path: 'page:index.html', line: 1, quote: 'Welcome to Space Invaders' } },
      { id: 'code', met: false, fix: 'x' },
    ]);
    const result = await runCritic(planForChange(config, memorySubject(allAdded(files)), 'a game'), { judge, browser: runtime });
    expect(result.criteria[0]).toMatchObject({ id: 'title', met: false });
    expect(result.criteria[0]?.fix).toMatch(/could not be verified/);
  });

  it('fails closed when there is no browser to render the page: a judge error, no model call', async () => {
    const judge = scriptedJudge(() => []);
    const none = browserRuntime({ env: { PATH: '' } });
    try {
      const result = await runCritic(planForChange(config, memorySubject(allAdded(files)), 'a game'), { judge, browser: none });
      expect(result.verdict).toBe('FAIL');
      expect(result._critic_status).toBe('error');
      expect(result.error).toMatch(
        /cannot show the judge the rendered page index\.html: no Chromium or Chrome found.*apt-get install -y chromium/,
      );
      expect(judge.calls).toHaveLength(0);
    } finally {
      await none.close();
    }
  });

  it('fails closed when the run may open no page (pull_request_target without the opt-in), naming the setting', async () => {
    const judge = scriptedJudge(() => []);
    const refused = browserRuntime({
      refused: 'refused on pull_request_target; set allow-commands: true-i-understand-pull-request-target',
    });
    try {
      const result = await runCritic(planForChange(config, memorySubject(allAdded(files)), 'a game'), { judge, browser: refused });
      expect(result.verdict).toBe('FAIL');
      expect(result._critic_status).toBe('error');
      expect(result.error).toMatch(
        /cannot show the judge the rendered page index\.html: refused on pull_request_target; set allow-commands: true-i-understand/,
      );
      expect(result.error).not.toContain('apt-get install');
      expect(judge.calls).toHaveLength(0);
    } finally {
      await refused.close();
    }
  });
});
