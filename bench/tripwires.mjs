// Issue 10, item 6: detection and false-alarm rates of the prompt-injection tripwires on the
// corpus in test/support/tripwire-corpus.ts. The check is TypeScript: bundle it, then run it.
import { build } from 'esbuild';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sourceBundleOptions } from '../scripts/source-bundle.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const pct = (n, of) => `${((100 * n) / of).toFixed(1)} % (${n}/${of})`;

export async function tripwires({ tmp }) {
  const outfile = join(tmp, 'tripwires.mjs');
  // As the build does (scripts/source-bundle.mjs): the check's imports reach the syntax parsers.
  await build({
    ...sourceBundleOptions(),
    entryPoints: [join(ROOT, 'bench/ts/tripwires.ts')],
    outfile,
    target: 'node20',
    logLevel: 'warning',
  });
  // The skeleton reads the confusables table from vendor/ beside its bundle, as dist/ ships it
  // (src/subject/vendored.ts): the bundle sits outside the package, where no node_modules is found.
  await mkdir(join(tmp, 'vendor'), { recursive: true });
  await copyFile(createRequire(import.meta.url).resolve('unhomoglyph/data.json'), join(tmp, 'vendor', 'unhomoglyph-data.json'));
  const { measureTripwires, measureRealCorpora } = await import(pathToFileURL(outfile).href);
  const m = measureTripwires();
  const real = await measureRealCorpora(ROOT);
  const caught = m.hidden.caught + m.addressed.caught;
  const attacks = m.hidden.of + m.addressed.of;
  return {
    rows: [
      {
        figure: 'detection: hidden characters (Trojan Source) → fail',
        value: pct(m.hidden.caught, m.hidden.of),
        target: '100 %',
        met: m.hidden.caught === m.hidden.of,
      },
      {
        figure: 'detection: text addressed to a reviewer/model (EN, DE, FR, ES, ZH, JA)',
        value: pct(m.addressed.caught, m.addressed.of),
        info: true,
      },
      { figure: 'detection rate, all attacks', value: pct(caught, attacks), info: true },
      {
        figure: 'false alarms on ordinary text: failures',
        value: pct(m.falseFail.length, m.ordinary),
        target: '0 %',
        met: m.falseFail.length === 0,
      },
      { figure: 'false alarms on ordinary text: warnings', value: pct(m.falseWarn.length, m.ordinary), info: true },
      ...real.map((r) => ({
        figure: `false alarms on real code: ${r.name} (${r.failed} fail, ${r.warned} warn, ${r.byDesign} of them by design)`,
        value: pct(r.falseAlarms.length, r.files),
        target: '0 %',
        met: r.falseAlarms.length === 0,
      })),
    ],
    notes: [
      'ordinary text: RTL i18n (Arabic, Hebrew, Persian ZWNJ), emoji ZWJ sequences and tag flags, a leading BOM, docs about prompts, security write-ups, changelogs, test names, docs in five languages',
      ...(m.falseFail.length + m.falseWarn.length > 0 ? [`false alarms: ${[...m.falseFail, ...m.falseWarn].join(', ')}`] : []),
      'real code: bench/conformance (test262-parser-tests), node_modules/typescript/lib and @types/node, the local python3 standard library; by design: files whose point is an invisible character in code (TRUE_POSITIVES in test/support/tripwire-real-corpora.ts)',
      ...real.flatMap((r) => r.falseAlarms.map((a) => `false alarm on real code: ${a}`)),
    ],
  };
}
