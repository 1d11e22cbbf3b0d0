import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listCodeDefinitionNamesTool } from '../../src/tools/list-code-definition-names.ts';
import { testBed, type TestBed } from './context.ts';

const fixtures = fileURLToPath(new URL('../fixtures/code-definitions', import.meta.url));

/** Each sample's outline from its real grammar: line ranges and first lines, in source order. */
const EXPECTED: Record<string, string[]> = {
  'Sample.java': [
    '3--13 | public class Sample {',
    '6--8 |     public Sample() {',
    '10--12 |     public int next() {',
    '15--17 | interface Named {',
    '16--16 |     String name();',
  ],
  'sample.c': [
    '3--6 | struct point {',
    '8--8 | typedef int score_t;',
    '10--12 | static int add(int a, int b) {',
    '14--17 | int main(void) {',
  ],
  'sample.cpp': [
    '5--11 | class Shape {',
    '7--7 |     virtual double area() const = 0;',
    '8--10 |     std::string name() const {',
    '16--18 | T twice(T v) {',
  ],
  'sample.cs': [
    '3--6 |     public interface IGreeter',
    '5--5 |         string Greet(string name);',
    '8--16 |     public class Greeter : IGreeter',
    '10--10 |         public string Prefix { get; set; }',
    '12--15 |         public string Greet(string name)',
  ],
  'sample.go': [
    '3--3 | const Answer = 42',
    '5--7 | type Point struct {',
    '9--11 | func (p Point) Norm() int {',
    '13--15 | func New() Point {',
  ],
  'sample.js': [
    '1--1 | const DEFAULTS = { a: 1 };',
    '3--7 | class Store {',
    '4--6 |   get(key) {',
    '9--11 | function* ids() {',
  ],
  'sample.php': [
    "5--5 | const VERSION = '1';",
    '7--10 | function helper($x)',
    '12--18 | class User',
    '14--17 |     public function name(): string',
  ],
  'sample.py': [
    '3--3 | MAX_SIZE = 100',
    '7--17 | class Cache:',
    '8--8 |     TTL = 5',
    '10--11 |     def __init__(self):',
    '14--17 |     def size(self):',
    '20--21 | def load(path):',
  ],
  'sample.rb': [
    '1--1 | VERSION = "1.0"',
    '3--13 | module Tools',
    '4--12 |   class Hammer',
    '5--7 |     def hit(nail)',
    '9--11 |     def self.build',
  ],
  'sample.rs': [
    '1--1 | pub const LIMIT: usize = 3;',
    '3--5 | pub struct Stack {',
    '7--11 | impl Stack {',
    '8--10 |     pub fn push(&mut self, v: i32) {',
    '13--15 | pub trait Sized2 {',
    '14--14 |     fn size(&self) -> usize;',
    '17--19 | fn main() {',
  ],
  'sample.sh': ['4--6 | greet() {', '8--10 | function cleanup {'],
  'sample.ts': [
    '3--5 | export interface Shape {',
    '7--7 | export type Id = string;',
    '9--9 | export const LIMIT = 10;',
    '12--19 | export class Circle implements Shape {',
    '13--13 |   constructor(private r: number) {}',
    '15--18 |   area(): number {',
    '21--23 | export function main(): void {',
    '25--27 | enum Color {',
  ],
  'sample.tsx': [
    '1--1 | type Props = { name: string };',
    '3--5 | export function Hello({ name }: Props) {',
    '7--11 | export default class Panel {',
    '8--10 |   render() {',
  ],
};

let bed: TestBed;
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  // The policy stand-in denies reading anything under private/.
  bed = testBed({ readable: (rel) => (asked.push(rel), !rel.startsWith('private/')) });
  cpSync(fixtures, path.join(bed.workspace, 'src'), { recursive: true });
  cpSync(fixtures, path.join(bed.workspace, 'private'), { recursive: true });
});
afterEach(() => bed.cleanup());
const outline = (p: string) => listCodeDefinitionNamesTool.execute({ path: p }, bed.ctx);

describe('list_code_definition_names', () => {
  it('has a sample for every language it claims', () => {
    expect(readdirSync(fixtures).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [file, lines] of Object.entries(EXPECTED)) {
    it(`outlines ${file} with its real grammar`, async () => {
      const result = await outline(`src/${file}`);
      expect(result).toEqual({ ok: true, output: [`# src/${file}`, ...lines].join('\n') });
    });
  }

  it('outlines every source file directly in a directory, sorted, each under its own heading', async () => {
    bed.write({ 'src/notes.txt': 'class NotCode', 'src/deeper/inner.py': 'def inner():\n    pass\n' });
    const { ok, output } = await outline('src');
    expect(ok).toBe(true);
    const headings = output.split('\n').filter((l) => l.startsWith('# '));
    expect(headings).toEqual(
      Object.keys(EXPECTED)
        .sort()
        .map((f) => `# src/${f}`),
    );
  });

  it('never parses files the policy denies reading', async () => {
    // private/ holds the same samples as src/, so anything parsed there would show.
    expect(await outline('private')).toEqual({
      ok: true,
      output: 'No source code definitions found in private.',
    });
    expect(asked).toContain('private/sample.py');
  });

  it('outlines at most 50 files of a directory and refuses files over 1 MB', async () => {
    const many: Record<string, string> = {};
    for (let i = 0; i < 52; i++) many[`many/f${String(i).padStart(2, '0')}.sh`] = `f${i}() { :; }\n`;
    bed.write({ ...many, 'big.py': 'x = 1\n'.repeat(200_000) });
    const { output } = await outline('many');
    expect(output.split('\n').filter((l) => l.startsWith('# '))).toHaveLength(50);
    expect(output).toMatch(
      /# many\/f49\.sh\n1--1 \| f49\(\) \{ :; \}\n\n\[2 more source files left out; outline them one by one\.\]$/,
    );
    expect((await outline('big.py')).output).toBe(
      'Error: big.py is over 1000000 bytes; read parts of it with read_file',
    );
  });

  it('answers clearly for unsupported, missing and definition-free files', async () => {
    bed.write({ 'notes.txt': 'x', 'empty.go': 'package empty\n' });
    expect((await outline('notes.txt')).output).toMatch(
      /^Error: notes.txt: unsupported file type \(supported: .*\.rs/,
    );
    expect((await outline('nope.ts')).output).toBe('Error: path not found: nope.ts');
    expect((await outline('empty.go')).output).toBe('No source code definitions found in empty.go.');
    expect((await outline('../outside.ts')).ok).toBe(false);
  });
});
