// Loaded into a child Node with `--import`: records, in order, each ES module the program loads
// (its file name) and each process it spawns (`spawn <program name> <arguments>`), and when the process exits
// writes them as a JSON array to the file CRITIC_GATE_TEST_LOAD_ORDER_FILE names.
import { registerHooks } from 'node:module';

const file = process.env['CRITIC_GATE_TEST_LOAD_ORDER_FILE'];
if (file) {
  const events = [];
  registerHooks({
    load(url, context, nextLoad) {
      if (url.startsWith('file:')) events.push(url.slice(url.lastIndexOf('/') + 1));
      return nextLoad(url, context);
    },
  });
  const childProcess = process.getBuiltinModule('node:child_process');
  const spawn = childProcess.spawn;
  childProcess.spawn = function (program, args, ...rest) {
    const argv = Array.isArray(args) ? args.map(String) : [];
    events.push(['spawn', String(program).split(/[\\/]/).pop(), ...argv].join(' '));
    return spawn.call(this, program, args, ...rest);
  };
  const { writeFileSync } = process.getBuiltinModule('node:fs');
  process.on('exit', () => writeFileSync(file, JSON.stringify(events)));
}
