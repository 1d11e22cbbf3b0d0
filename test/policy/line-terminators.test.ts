import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bestGlob } from '../../src/policy/match-glob.ts';
import { PathError, resolvePath } from '../../src/validate/resolve-path.ts';

// picomatch builds `**` on `.`, which matches no line terminator: `.github/workflows/**` missed
// `.github/workflows/x\n.yml` while `**` (allow) matched it. bash's and git's wildcards match any
// character, so a rule must too.
const BREAKS = ['\n', '\r', '\u2028', '\u2029', '\u0085'];
const rules = {
  allow: ['**'],
  deny: ['.github/workflows/**', '.roo/**', '**/AGENTS.md', '**/.env*', 'secrets/*', 'src/*.pem'],
};

describe('globs match names holding line terminators like any other character', () => {
  for (const br of BREAKS) {
    const shown = `U+${br.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    it(`denies what its rules cover, with ${shown} anywhere in the name`, () => {
      for (const name of [
        `.github/workflows/pwn${br}.yml`,
        `.github/workflows/a${br}b/c.yml`,
        `.roo/rules/evil${br}.md`,
        `a${br}b/AGENTS.md`,
        `x/.env${br}`,
        `secrets/k${br}ey`,
        `src/${br}.pem`,
      ])
        expect(bestGlob(name, rules)?.list, name).toBe('deny');
      expect(bestGlob(`src/ok${br}.ts`, rules)?.list).toBe('allow');
    });
  }
});

describe('a path the model gives with a control character or line separator', () => {
  it('is refused before anything is decided (invariant:bad-path)', () => {
    const ws = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-ctl-')));
    mkdirSync(path.join(ws, 'src'));
    writeFileSync(path.join(ws, 'src', 'a.ts'), '');
    for (const c of [...BREAKS, '\t', '\u001b', '\u007f'])
      expect(() => resolvePath(ws, `src/a${c}.ts`), JSON.stringify(c)).toThrow(PathError);
    expect(resolvePath(ws, 'src/a.ts').inside).toBe(true);
    expect(resolvePath(ws, 'src/ünïcödé ok.ts').inside).toBe(true);
  });
});
