import { describe, expect, it } from 'vitest';
import { findOmission, isPlaceholder, MIN_LOST_LINES } from '../../src/tools/diff/omission.ts';

describe('isPlaceholder', () => {
  it.each([
    '// ... rest of the file unchanged',
    '    // ... existing code ...',
    '// …',
    '# existing code ...',
    '    # ... rest of the method stays the same',
    '/* ... */',
    '  /* rest of the implementation unchanged */',
    '{/* ... other fields ... */}',
    '<!-- rest unchanged -->',
    '<!-- ... -->',
    '-- remaining columns unchanged',
    '; ... rest of the config',
    '% ... rest of the preamble',
    '// other methods unchanged',
    '# previous tests here',
    '// remaining imports omitted for brevity',
    '    ...  # existing body',
    '# unchanged',
    '// Same as before.',
  ])('%s is a placeholder', (line) => {
    expect(isPlaceholder(line)).toBe(true);
  });

  it.each([
    '...',
    '    ...',
    'console.log("Loading...");',
    'const rest = { ...config, debug: true };',
    'def handler(*args, **kwargs): ...',
    '// Loading...',
    '// TODO: handle other cases...',
    '// behaviour unchanged for old clients',
    '#include <stdio.h>',
    '#define LOG(fmt, ...) printf(fmt, __VA_ARGS__)',
    '# Installation',
    '---',
    '/* eslint-disable no-console */',
    'print("rest of the file unchanged")',
  ])('%s is not a placeholder', (line) => {
    expect(isPlaceholder(line)).toBe(false);
  });
});

const lines = (...l: string[]) => l.join('\n') + '\n';

describe('findOmission on rewrites models send', () => {
  it('TypeScript: a class body collapsed into "// ... existing methods ..."', () => {
    const current = lines(
      "import { db } from './db';",
      '',
      'export class UserService {',
      '  async find(id: string) {',
      '    return db.users.find(id);',
      '  }',
      '',
      '  async remove(id: string) {',
      '    await db.users.delete(id);',
      '  }',
      '',
      '  async list() {',
      '    return db.users.all();',
      '  }',
      '}',
    );
    const next = lines(
      "import { db } from './db';",
      '',
      'export class UserService {',
      '  // ... existing methods ...',
      '',
      '  async count() {',
      '    return db.users.count();',
      '  }',
      '}',
    );
    expect(findOmission(current, next)).toEqual({
      placeholder: '// ... existing methods ...',
      line: 4,
      lost: 8,
    });
  });

  it('Python: the tail of a module replaced by "# ... rest of the file unchanged"', () => {
    const current = lines(
      'import os',
      '',
      'def load(path):',
      '    with open(path) as f:',
      '        return f.read()',
      '',
      'def save(path, text):',
      '    with open(path, "w") as f:',
      '        f.write(text)',
    );
    const next = lines(
      'import os',
      'import sys',
      '',
      'def load(path):',
      '    with open(path, encoding="utf-8") as f:',
      '        return f.read()',
      '',
      '# ... rest of the file unchanged',
    );
    expect(findOmission(current, next)).toMatchObject({ line: 8, lost: 4 });
  });

  it('HTML: sections replaced by <!-- rest unchanged -->; CSS: rules by /* ... */', () => {
    const html = lines(
      '<main>',
      '  <h1>Title</h1>',
      '  <section id="a">A</section>',
      '  <section id="b">B</section>',
      '  <section id="c">C</section>',
      '</main>',
    );
    const htmlNext = lines('<main>', '  <h1>New title</h1>', '  <!-- rest unchanged -->', '</main>');
    expect(findOmission(html, htmlNext)).toMatchObject({ placeholder: '<!-- rest unchanged -->', lost: 4 });
    const css = lines('.a { color: red; }', '.b { color: blue; }', '.c { margin: 0; }', '.d { padding: 0; }');
    expect(findOmission(css, lines('.a { color: green; }', '/* ... */'))).toMatchObject({ lost: 4 });
  });

  it('Go and SQL placeholders', () => {
    const go = lines(
      'func main() {',
      '\tcfg := load()',
      '\tsrv := serve(cfg)',
      '\tsrv.Wait()',
      '\tlog.Println("bye")',
      '}',
    );
    expect(
      findOmission(go, lines('func main() {', '\t// ... existing code ...', '\tlog.Println("done")', '}')),
    ).toMatchObject({ line: 2, lost: 4 });
    const sql = lines(
      'CREATE TABLE t (',
      '  id INT,',
      '  name TEXT,',
      '  email TEXT,',
      '  created DATE',
      ');',
    );
    expect(
      findOmission(sql, lines('CREATE TABLE t (', '  id BIGINT,', '  -- remaining columns unchanged', ');')),
    ).toMatchObject({
      lost: 4,
    });
  });

  it(`leaves alone a rewrite that loses fewer than ${MIN_LOST_LINES} lines`, () => {
    const current = lines('a = 1', 'b = 2', 'c = 3', 'd = 4');
    expect(
      findOmission(current, lines('a = 1', 'b = 20', '# ... rest unchanged', 'c = 3', 'd = 4')),
    ).toBeUndefined();
    expect(findOmission(current, lines('# ... rest unchanged', 'c = 3', 'd = 4'))).toBeUndefined();
    expect(findOmission(current, lines('# ... rest unchanged', 'd = 4'))).toMatchObject({ lost: 3 });
  });

  it('no false positive: "..." in code, a comment the file already had, "unchanged" with nothing lost', () => {
    const current = lines(
      'def stub(): ...',
      '# ... rest of the handlers are generated',
      'print("Loading...")',
      'x = 1',
      'y = 2',
      'z = 3',
    );
    // The file's own placeholder-like comment and its "..." stay; a rewrite that drops lines keeps them.
    expect(
      findOmission(current, lines('def stub(): ...', '# ... rest of the handlers are generated')),
    ).toBeUndefined();
    // A new comment mentioning "unchanged" while every line stays.
    const grown = current + '# other settings unchanged since 2.0\nw = 0\n';
    expect(findOmission(current, grown)).toBeUndefined();
    // A whole rewrite without any placeholder.
    expect(findOmission(current, lines('print("hello")'))).toBeUndefined();
  });

  it('counts repeated lines: dropping two of three identical lines is a loss', () => {
    const current = lines('}', '}', '}', 'end');
    expect(findOmission(current, lines('}', '// ...', 'end'))).toBeUndefined();
    expect(findOmission(current + lines('x'), lines('}', '// ...', 'end'))).toMatchObject({ lost: 3 });
  });

  it('reads CRLF content', () => {
    const current = 'a\r\nb\r\nc\r\nd\r\n';
    expect(findOmission(current, 'a\r\n// ...\r\n')).toMatchObject({ line: 2, lost: 3 });
  });
});
