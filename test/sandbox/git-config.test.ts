import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeGitConfig } from '../../src/sandbox/git-config.ts';

it('drops the credentials tools persist in .git/config, keeps what git status needs', () => {
  const config = [
    '[core]',
    '\trepositoryformatversion = 0',
    '\tbare = false',
    '[remote "origin"]',
    '\turl = https://x-access-token:ghs_secret123@github.com/o/r.git',
    '\tfetch = +refs/heads/*:refs/remotes/origin/*',
    '[http "https://github.com/"]',
    '\textraheader = AUTHORIZATION: basic eC1hY2Nlc3M=',
    '[http]',
    '\tExtraHeader=Authorization: bearer abc',
    '\tsslVerify = true',
    '[credential]',
    '\thelper = store',
    '[credential "https://example.com"]',
    '\tusername = me',
    '[branch "main"]',
    '\tremote = origin',
    '[core]',
    '\taskPass = /tmp/askpass.sh',
  ].join('\n');
  const clean = sanitizeGitConfig(config);
  for (const secret of [
    'ghs_secret123',
    'eC1hY2Nlc3M=',
    'bearer abc',
    'helper',
    'username = me',
    'askpass.sh',
  ])
    expect(clean).not.toContain(secret);
  expect(clean).toContain('\turl = https://github.com/o/r.git');
  expect(clean).toContain('\tbare = false');
  expect(clean).toContain('[branch "main"]\n\tremote = origin');
  expect(clean).toContain('\tsslVerify = true');
});

// Each config is read by git itself before and after: what git sees in the copy is exactly what it
// saw in the original, less every entry that carried the secret (a URL keeps its host, not its
// userinfo), whatever spelling git accepts carried it.
describe('sanitizeGitConfig reads a config as git does', () => {
  const SECRET = 'S3CRET-token';
  const variants: Record<string, string> = {
    'entry on the section line': `[http "https://github.com/"] extraheader = AUTHORIZATION: basic ${SECRET}\n`,
    'value continued on the next line': `[http]\n\textraHeader = AUTHORIZATION: basic \\\n${SECRET}\n`,
    'quoted value with escapes and a comment': `[http]\n\tExtraHeader = "AUTH \\"q\\" ${SECRET}" ; note\n`,
    'no space, upper case': `[HTTP]\nEXTRAHEADER=${SECRET}\n`,
    'CRLF line ends': `[http]\r\n\textraheader = ${SECRET}\r\n[core]\r\n\tbare = false\r\n`,
    'legacy dotted credential section': `[credential.github] helper = store ${SECRET}\n\tusername = ${SECRET}\n`,
    'credential section with a URL': `[Credential "https://x.example"]\n\tusername = ${SECRET}\n[core]\n\tbare = false\n`,
    'token in a url.insteadOf section': `[url "https://x-access-token:${SECRET}@github.com/"]\n\tinsteadOf = https://github.com/\n`,
    'token in a remote URL, userinfo with @': `[remote "origin"]\n\turl = https://u:p@${SECRET}@github.com/o/r.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`,
    'token in a proxy URL': `[http]\n\tproxy = http://me:${SECRET}@proxy:3128\n`,
    'keys that name a credential': `[sendemail]\n\tsmtpPass = ${SECRET}\n[hub]\n\toauthtoken = ${SECRET}\n[core]\n\taskPass = /x/${SECRET}.sh\n[http]\n\tcookieFile = /x/${SECRET}\n`,
    'a commented-out credential': `[core]\n\tbare = false # extraheader = ${SECRET}\n; extraheader = ${SECRET}\n`,
    'values git keeps as they are': `[core]\n\tpager = "less # not a comment"\n\tbare\n\tempty =\n\tspaced = "  a  b  "\n[branch "we\\"ird\\\\name"]\n\tremote = origin\n[alias]\n\tlg = log --oneline ; comment\n`,
  };
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ns-gitcfg-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const entries = (file: string) =>
    execFileSync('git', ['config', '-f', file, '--null', '--list'], { encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);

  it.each(Object.entries(variants))('%s', (_name, text) => {
    const original = path.join(dir, 'original');
    const copy = path.join(dir, 'copy');
    writeFileSync(original, text);
    const clean = sanitizeGitConfig(text);
    writeFileSync(copy, clean);
    expect(clean).not.toContain(SECRET);
    const expected = entries(original)
      .map((e) => e.replace(/:\/\/[^/\s]*@/g, '://'))
      .filter((e) => !e.includes(SECRET) && !/^credential\./i.test(e));
    expect(entries(copy)).toEqual(expected);
  });
});
