import { lstatSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

type Event = Record<string, unknown>;

async function run(fx: ReturnType<typeof makeFixture>) {
  const result = await runTask({ taskFile: fx.taskFile, env: process.env });
  const events = fx.events(result.auditLog);
  const forCall = (n: number) => {
    const id = events.filter((e) => e.type === 'tool.call')[n]?.call_id;
    return events.filter((e: Event) => e.call_id === id);
  };
  return { result, forCall };
}

const PY = 'def f():\n    return 1\n\n\ndef g():\n    return 1\n';

describe('scripted runs: apply_patch as models send it (issue 13.3)', () => {
  it('fixes an unparseable patch from the format help, applies a heredoc-wrapped one and deletes a link, not its file', async () => {
    const fx = makeFixture({
      files: { 'app.py': PY, 'shared/config.txt': 'keep\n' },
      script: [
        // No *** Begin Patch: answered by the params check, never by the policy.
        call('apply_patch', {
          input: '*** Update File: app.py\n-    return 1\n+    return 2\n*** End Patch',
        }),
        call('apply_patch', {
          input: [
            "apply_patch <<'EOF'",
            '  *** Begin Patch',
            '  *** Update File: app.py',
            '  @@ def g():',
            '  -    return 1',
            '  +    return 2',
            '',
            '  *** Delete File: config-link.txt',
            '',
            '  *** End Patch',
            'EOF',
          ].join('\n'),
        }),
        complete(),
      ],
    });
    symlinkSync('shared/config.txt', path.join(fx.workspace, 'config-link.txt'));
    fx.git('add', 'config-link.txt');
    fx.git('commit', '--quiet', '-m', 'link');

    const { result, forCall } = await run(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });

    const first = forCall(0).map((e) => e.type);
    expect(first).toEqual(['tool.call', 'tool.rejected']);
    const rejected = forCall(0)[1]!;
    expect(rejected.stage).toBe('params');
    expect(rejected.message).toMatch(
      /Invalid patch at line 1: the patch must start with "\*\*\* Begin Patch"[\s\S]*Expected format:/,
    );
    expect(rejected.message).not.toMatch(/Denied by policy|Do not retry/);

    const second = forCall(1);
    expect(second.map((e) => e.type)).toEqual(['tool.call', 'tool.decision', 'tool.result']);
    expect(second[2]).toMatchObject({
      ok: true,
      output: 'Patch applied:\nM app.py\nD config-link.txt',
    });

    expect(fx.git('show', '--name-status', '--format=', result.commit!).trim().split('\n').sort()).toEqual([
      'D\tconfig-link.txt',
      'M\tapp.py',
    ]);
    expect(readFileSync(path.join(fx.workspace, 'app.py'), 'utf8')).toBe(
      'def f():\n    return 1\n\n\ndef g():\n    return 2\n',
    );
    expect(lstatSync(path.join(fx.workspace, 'config-link.txt'), { throwIfNoEntry: false })).toBeUndefined();
    expect(readFileSync(path.join(fx.workspace, 'shared/config.txt'), 'utf8')).toBe('keep\n');
  });
});

describe('scripted runs: the write-omission guard (issue 13.4)', () => {
  it('refuses a rewrite that leaves "// ... rest of the file unchanged", then writes the complete file', async () => {
    const current = [
      "import { api } from './api';",
      '',
      'export async function load(id: string) {',
      '  return api.get(`/items/${id}`);',
      '}',
      '',
      'export async function save(item: { id: string }) {',
      '  return api.put(`/items/${item.id}`, item);',
      '}',
      '',
      'export async function remove(id: string) {',
      '  return api.delete(`/items/${id}`);',
      '}',
      '',
    ].join('\n');
    const full = current.replace('api.get(`/items/${id}`)', 'api.get(`/items/${encodeURIComponent(id)}`)');
    const lazy = [
      "import { api } from './api';",
      '',
      'export async function load(id: string) {',
      '  return api.get(`/items/${encodeURIComponent(id)}`);',
      '}',
      '',
      '// ... rest of the file unchanged',
      '',
    ].join('\n');
    const fx = makeFixture({
      files: { 'src/items.ts': current },
      script: [
        call('write_to_file', { path: 'src/items.ts', content: lazy }),
        call('write_to_file', { path: 'src/items.ts', content: full }),
        complete(),
      ],
    });
    const { result, forCall } = await run(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(forCall(0)[2]).toMatchObject({ type: 'tool.result', ok: false });
    expect(forCall(0)[2]!.output).toMatch(
      /src\/items.ts was not changed: line 7 of the new content, "\/\/ \.\.\. rest of the file unchanged", stands for code left out[\s\S]*Send the complete content of the file, or change only the lines you mean with apply_diff\./,
    );
    expect(forCall(1)[2]).toMatchObject({ type: 'tool.result', ok: true });
    expect(fx.git('show', `${result.commit!}:src/items.ts`)).toBe(full);
  });
});
