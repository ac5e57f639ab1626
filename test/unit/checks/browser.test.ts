import { describe } from 'vitest';
import { browser } from '../../../src/checks/kinds/browser.js';
import { NoBrowserError, type BrowserRuntime } from '../../../src/checks/browser-runtime.js';
import { checkTester } from '../../support/check-tester.js';

/** No browser on this machine: the unit table never launches one (pages are opened for real in e2e/browser). */
const noBrowser: BrowserRuntime = {
  marker: '--critic-gate-unit-test',
  browser: () => Promise.reject(new NoBrowserError('no Chromium found (unit test)')),
  artifactPath: async (name) => name,
  close: async () => {},
};

describe('browser, table', () => {
  checkTester(browser).table([
    {
      name: 'the page is not in the tree',
      spec: { page: 'index.html' },
      files: { 'other.html': '<p>x</p>' },
      context: { browser: noBrowser },
      passes: false,
      evidence: 'index.html',
    },
    {
      name: 'no browser to open the page in',
      spec: { page: 'index.html' },
      files: { 'index.html': '<p>x</p>' },
      context: { browser: noBrowser },
      passes: false,
    },
  ]);
});
