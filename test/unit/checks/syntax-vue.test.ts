/**
 * Vue single-file components are decided by Vue's own SFC compiler, and their script blocks by
 * the JavaScript or TypeScript parser their `lang` names, at lines of the .vue file (issue 26, item 3).
 */
import { describe, expect, it } from 'vitest';
import { syntax } from '../../../src/checks/kinds/syntax.js';
import { languageOfPath } from '../../../src/syntax/parse-code.js';
import { checkTester } from '../../support/check-tester.js';

const tester = checkTester(syntax);

const GOOD = `<template>
  <div :class="{ active: isActive }" @click="toggle">
    {{ label }}
    <slot name="icon" />
  </div>
</template>

<script setup lang="ts">
import { computed, ref } from 'vue';

interface Props {
  label: string;
}
const props = defineProps<Props>();
const isActive = ref<boolean>(false);
const label = computed(() => props.label.toUpperCase());
function toggle(): void {
  isActive.value = !isActive.value;
}
</script>

<style scoped>
.active { color: red; }
</style>
`;

describe('.vue files', () => {
  it('are Vue components by their extension', () => {
    expect(languageOfPath('src/components/Button.vue')).toBe('vue');
  });

  it('a valid SFC with <script setup lang="ts"> passes, named by the compiler and TypeScript', async () => {
    const outcome = await tester.run({}, { files: { 'src/Button.vue': GOOD } });
    expect(outcome).toMatchObject({
      status: 'pass',
      evidence: expect.stringMatching(/parses as vue .*vue compiler-sfc 3\.\d+\.\d+, oxc 0\.\d+\.\d+\)/),
    });
    expect(outcome.severity).toBeUndefined();
  });

  it('a template error fails at its line of the .vue file', async () => {
    const broken = GOOD.replace('    {{ label }}\n', '    {{ label \n');
    const outcome = await tester.run({}, { files: { 'src/Button.vue': broken } });
    expect(outcome).toMatchObject({
      status: 'fail',
      findings: [{ path: 'src/Button.vue', line: 3, message: expect.stringContaining('Interpolation end sign was not found') }],
    });
  });

  it('a broken expression in a template binding fails at its line', async () => {
    const broken = GOOD.replace('@click="toggle"', '@click="toggle(("');
    const outcome = await tester.run({}, { files: { 'src/Button.vue': broken } });
    expect(outcome).toMatchObject({ status: 'fail', findings: [{ path: 'src/Button.vue', line: 2 }] });
  });

  it('a TypeScript error in <script setup> fails at its line of the .vue file', async () => {
    const broken = GOOD.replace('const props = defineProps<Props>();', 'const props = defineProps<Props>(;');
    const outcome = await tester.run({}, { files: { 'src/Button.vue': broken } });
    expect(outcome).toMatchObject({
      status: 'fail',
      findings: [{ path: 'src/Button.vue', line: 14, message: expect.stringContaining('(in <script setup>)') }],
    });
    expect(outcome.findings?.[0]?.message).toMatch(/oxc 0\.\d+\.\d+/);
  });

  it('a plain <script> is JavaScript: TypeScript syntax in it fails, at its line', async () => {
    const vue =
      '<template><p>hi</p></template>\n<script>\nexport default {\n  data(): { a: number } { return { a: 1 }; },\n};\n</script>\n';
    const outcome = await tester.run({}, { files: { 'A.vue': vue } });
    expect(outcome).toMatchObject({
      status: 'fail',
      findings: [{ path: 'A.vue', line: 4, message: expect.stringMatching(/\(in <script>\) .*oxc 0\.\d+/) }],
    });
  });

  it('an error on the opening line of a script block keeps its column in the file', async () => {
    const vue = '<template><p/></template>\n<script setup lang="ts">const a: = 1;\n</script>\n';
    const outcome = await tester.run({}, { files: { 'A.vue': vue } });
    expect(outcome).toMatchObject({ status: 'fail', findings: [{ line: 2, column: 34 }] });
  });
});
