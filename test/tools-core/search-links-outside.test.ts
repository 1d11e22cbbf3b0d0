import { execFileSync } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchFilesTool } from '../../src/tools/search-files.ts';
import { launchDirectly } from '../../src/tools/search/launch.ts';
import { findRipgrep } from '../../src/tools/search/ripgrep.ts';
import { testBed, type TestBed } from './context.ts';

// ripgrep, started by nightshift itself outside the sandbox, opens a `.gitignore` through a
// symlink, and quotes each of its lines that is no glob when the search then fails. The workspace
// (a hostile repository, or a command of the run) chooses where the link leads.

const SECRET = 'S3CRET-outside-gitignore-7f1e';
const KEY = 'sk-ant-fake-launch-key-0d93';
const rgPath = await findRipgrep(process.cwd());

let bed: TestBed;
beforeEach(() => {
  bed = testBed();
  bed.write({ 'a.txt': 'hello\n' });
});
// rm walks by descriptor; node's rmSync would name the deepest path whole, past PATH_MAX.
afterEach(async () => {
  execFileSync('rm', ['-rf', '--', LONG], { cwd: bed.workspace });
  await bed.cleanup();
});

const LONG = 'd'.repeat(200);
/** A path longer than PATH_MAX: ripgrep cannot open it, fails (exit 2) and says why on stderr. */
function tooLongPath(): void {
  execFileSync('sh', ['-c', `for i in $(seq 25); do mkdir ${LONG} && cd ${LONG}; done; echo x > f`], {
    cwd: bed.workspace,
  });
}

describe('search_files with a .gitignore leading outside the workspace', () => {
  it('fails without quoting the file it leads to', async () => {
    const outside = path.join(bed.root, 'id_rsa');
    writeFileSync(outside, `ok\n[z-a ${SECRET}\n{${SECRET}\n`);
    symlinkSync(outside, path.join(bed.workspace, '.gitignore'));
    tooLongPath();
    const out = await searchFilesTool.execute({ path: '.', regex: 'no-such-text-anywhere' }, bed.ctx);
    expect(out.output).toContain('Filename too long');
    expect(out.output).not.toContain(SECRET);
  });

  it('ripgrep started directly has none of nightshift’s secrets in its environment', async () => {
    if (!rgPath) throw new Error('the bundled ripgrep is installed in this repository');
    process.env.NS_TEST_ANTHROPIC_API_KEY = KEY;
    try {
      const rg = launchDirectly([rgPath, '-a', '-c', KEY, '/proc/self/environ'], bed.workspace, []);
      let stdout = '';
      rg.child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
      const code = await new Promise((resolve) => rg.child.once('close', resolve));
      expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    } finally {
      delete process.env.NS_TEST_ANTHROPIC_API_KEY;
    }
  });
});

describe('search_files with a named pipe where ripgrep reads an ignore file', () => {
  it('fails within seconds, naming it, instead of waiting for a writer forever', async () => {
    bed.write({ 'sub/b.txt': 'needle\n' });
    execFileSync('mkfifo', [path.join(bed.workspace, 'sub/.gitignore')]);
    const started = Date.now();
    const out = await searchFilesTool.execute({ path: '.', regex: 'needle' }, bed.ctx);
    expect(out.ok).toBe(false);
    expect(out.output).toContain(
      'ripgrep was killed: it was blocked opening ./sub/.gitignore, a named pipe (FIFO)',
    );
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);
});
