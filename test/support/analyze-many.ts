// A child for test/policy/wasm-tiering.test.ts: analyses many commands with the shell grammar,
// then idles long enough for any background recompilation V8 started to run.
import { setTimeout as sleep } from 'node:timers/promises';
import { createShellAnalyzer } from '../../src/policy/shell/analyzer.ts';

const analyzer = await createShellAnalyzer();
const commands = [
  'git status && npm test -- --grep "foo bar" | tee out.log',
  'for f in $(ls src); do echo "$f" >> x; done',
  'cat <<EOF > a\nhello $USER\nEOF',
  'node --test; rm -rf /tmp/x || true',
];
const count = Number(process.argv[2] ?? 3000);
for (let i = 0; i < count; i++) analyzer.analyze(`${commands[i % commands.length] ?? ''} ${i}`);
await sleep(1500);
