// Loaded into a child Node with `--import`: when the process exits, writes the Node built-in
// modules it loaded (process.moduleLoadList, `NativeModule` entries) as a JSON array to the file
// CRITIC_GATE_TEST_BUILTINS_FILE names. node:fs, which every Node has loaded at start, is taken from
// the loaded module (an ESM import would load its streams), so the list shows what the program
// loaded and nothing of this hook's own.
const { writeFileSync } = process.getBuiltinModule('node:fs');

const file = process.env['CRITIC_GATE_TEST_BUILTINS_FILE'];
if (file) {
  process.on('exit', () => {
    const builtins = process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length));
    writeFileSync(file, JSON.stringify(builtins));
  });
}
