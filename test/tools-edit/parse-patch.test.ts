import { describe, expect, it } from 'vitest';
import { applyChunks } from '../../src/tools/diff/apply-patch-chunks.ts';
import { type PatchOp, PatchFormatError, parsePatch } from '../../src/tools/diff/parse-patch.ts';

const body = [
  '*** Begin Patch',
  '*** Update File: app/models.py',
  '@@ class User:',
  '     def greet(self):',
  '-        return "hi"',
  '+        return f"hi {self.name}"',
  '*** End Patch',
];
const expected: PatchOp[] = [
  {
    type: 'update',
    path: 'app/models.py',
    chunks: [
      {
        contexts: ['class User:'],
        oldLines: ['    def greet(self):', '        return "hi"'],
        newLines: ['    def greet(self):', '        return f"hi {self.name}"'],
        contextIndex: [0, undefined],
        blankTail: 0,
        endOfFile: false,
        patchLine: 3,
      },
    ],
  },
];

const chunkOf = (ops: PatchOp[]) => (ops[0] as Extract<PatchOp, { type: 'update' }>).chunks[0]!;

/** The message of the PatchFormatError parsing `patch` throws. */
function formatError(patch: string): string {
  try {
    parsePatch(patch);
  } catch (err) {
    if (err instanceof PatchFormatError) return err.message;
    throw err;
  }
  throw new Error('the patch parsed');
}

describe('parsePatch: wrappers models put around a patch', () => {
  it.each([
    ['<<EOF', 'EOF'],
    ["<<'EOF'", 'EOF'],
    ['<<"EOF"', 'EOF'],
    ["apply_patch <<'EOF'", 'EOF'],
    ["apply_patch <<'PATCH'", 'PATCH'],
    ['<<-EOF', '  EOF'],
  ])('unwraps a heredoc %s … %s', (open, close) => {
    const ops = parsePatch([open, ...body, close, ''].join('\n'));
    // Line numbers still count the opening line: the hunk is on line 4 of what the model sent.
    expect(ops).toMatchObject(expected.map((op) => ({ ...op, chunks: [{ patchLine: 4 }] })));
    expect(ops[0]).toMatchObject({ chunks: [{ oldLines: chunkOf(expected).oldLines }] });
  });

  it('keeps a heredoc whose delimiters do not pair, and says what is wrong with it', () => {
    expect(formatError(["<<'EOF'", ...body, 'END'].join('\n'))).toMatch(
      /^Invalid patch at line 1: the patch must start with "\*\*\* Begin Patch"/,
    );
    expect(formatError(['<<"EOF\'', ...body, 'EOF'].join('\n'))).toMatch(/at line 1: the patch must start/);
    // A heredoc holding a patch cut short: the patch's own error, at the line of the model's text.
    expect(formatError(['<<EOF', '*** Begin Patch', '*** Update File: a.py', 'EOF'].join('\n'))).toMatch(
      /^Invalid patch at line 3: the patch must end with "\*\*\* End Patch"/,
    );
  });

  it('accepts a patch indented as a whole, keeping hunk lines intact', () => {
    const indented = body.map((l) => `    ${l}`).join('\n');
    expect(parsePatch(indented)).toEqual(expected);
    expect(parsePatch(body.map((l) => `\t${l}`).join('\n'))).toEqual(expected);
  });

  it('accepts indented file headers and markers between unindented hunks', () => {
    const ops = parsePatch(
      [
        '  *** Begin Patch',
        '*** Update File: a.txt',
        '-one',
        '+ONE',
        '  *** End of File',
        '  *** Add File: b.txt',
        '+b',
        ' *** Delete File: c.txt',
        '   *** Update File: d.txt',
        '  *** Move to: e.txt',
        '*** End Patch',
      ].join('\n'),
    );
    expect(ops).toMatchObject([
      { type: 'update', path: 'a.txt', chunks: [{ oldLines: ['one'], newLines: ['ONE'], endOfFile: true }] },
      { type: 'add', path: 'b.txt', lines: ['b'] },
      { type: 'delete', path: 'c.txt' },
      { type: 'update', path: 'd.txt', moveTo: 'e.txt', chunks: [] },
    ]);
  });

  it('still reads an indented line that is not a file header as a context line', () => {
    const [op] = parsePatch(
      ['*** Begin Patch', '*** Update File: notes.md', ' *** bold ***', '-x', '+y', '*** End Patch'].join(
        '\n',
      ),
    );
    expect(op).toMatchObject({ chunks: [{ oldLines: ['*** bold ***', 'x'] }] });
  });
});

describe('parsePatch: blank lines', () => {
  it('ignores blank lines before *** End Patch after an added file, and around the patch', () => {
    const ops = parsePatch(
      ['', '*** Begin Patch', '*** Add File: n.txt', '+a', '+', '+b', '', '  ', '*** End Patch', ''].join(
        '\n',
      ),
    );
    expect(ops).toEqual([{ type: 'add', path: 'n.txt', lines: ['a', '', 'b'] }]);
  });

  it('refuses a blank line inside an added file: its "+" was lost, and guessing could change the file', () => {
    expect(
      formatError(['*** Begin Patch', '*** Add File: n.txt', '+a', '', '+b', '*** End Patch'].join('\n')),
    ).toMatch(/at line 4: every line of an added file must start with "\+"/);
  });

  it('ignores blank lines after *** End of File and before the first hunk', () => {
    const [op] = parsePatch(
      [
        '*** Begin Patch',
        '*** Update File: a.txt',
        '',
        '-x',
        '+y',
        '*** End of File',
        '',
        '',
        '*** End Patch',
      ].join('\n'),
    );
    expect(op).toMatchObject({
      chunks: [{ oldLines: ['x'], newLines: ['y'], endOfFile: true, blankTail: 0 }],
    });
    expect((op as Extract<PatchOp, { type: 'update' }>).chunks).toHaveLength(1);
  });

  it('marks blank context lines that end a hunk, so they can be tried as separators', () => {
    const [op] = parsePatch(
      [
        '*** Begin Patch',
        '*** Update File: a.txt',
        '@@',
        ' a',
        '-b',
        '+B',
        '',
        ' ',
        '@@ z',
        '-c',
        '+C',
        '',
        '*** End Patch',
      ].join('\n'),
    );
    expect(op).toMatchObject({
      chunks: [
        { oldLines: ['a', 'b', '', ''], newLines: ['a', 'B', '', ''], blankTail: 2 },
        { contexts: ['z'], oldLines: ['c', ''], newLines: ['C', ''], blankTail: 1 },
      ],
    });
  });
});

describe('applyChunks with blank tails (as Codex: with the blank lines first, then without)', () => {
  const chunksOf = (...lines: string[]) => {
    const [op] = parsePatch(['*** Begin Patch', '*** Update File: f', ...lines, '*** End Patch'].join('\n'));
    return (op as Extract<PatchOp, { type: 'update' }>).chunks;
  };

  it('applies a hunk whose trailing blank line is not in the file', () => {
    const res = applyChunks(
      ['def f():', '    return 1', 'def g():'],
      chunksOf(' def f():', '-    return 1', '+    return 2', ''),
      'f',
    );
    expect(res).toEqual({ ok: true, lines: ['def f():', '    return 2', 'def g():'] });
  });

  it('prefers the place where the blank line matches too', () => {
    const file = ['x = 1', 'y = 2', 'z = 3', 'x = 1', 'y = 2', '', 'end'];
    const res = applyChunks(file, chunksOf(' x = 1', '-y = 2', '+y = 20', ''), 'f');
    expect(res).toEqual({ ok: true, lines: ['x = 1', 'y = 2', 'z = 3', 'x = 1', 'y = 20', '', 'end'] });
  });

  it('still fails when the other lines do not match', () => {
    const res = applyChunks(['a', 'b'], chunksOf(' a', '-c', '+d', ''), 'f');
    expect(res.ok).toBe(false);
  });
});
