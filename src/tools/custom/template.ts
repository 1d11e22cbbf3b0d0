/**
 * A custom tool's command template: a list of argv elements, each literal text and `{{param}}`
 * placeholders. Quoting is structural: a substituted value is always part of exactly one argv
 * element (an array parameter standing alone fills one element per item), and the element is
 * shell-quoted as one word, so no value can add a word, an operator or an expansion.
 */
export type TemplatePart = { text: string } | { param: string };
export type TemplateElement = readonly TemplatePart[];

const PLACEHOLDER = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;
/** What the one-line form may hold besides placeholders: no quotes, operators, `$`, globs or `~`. */
const PLAIN_WORD = /^[A-Za-z0-9_\-./:=@%+,]+$/;

/**
 * Parses the template: an argv array as is, or a one-line string split at whitespace into words
 * that use only plain characters (anything else needs the array form, which holds any text).
 * Returns the problem when the template is malformed.
 */
export function parseTemplate(command: string | readonly string[]): TemplateElement[] | string {
  const words = typeof command === 'string' ? command.trim().split(/\s+/) : command;
  const elements: TemplateElement[] = [];
  for (const word of words) {
    const parts = parseElement(word);
    if (typeof parts === 'string') return parts;
    if (typeof command === 'string') {
      const plain = word.replace(PLACEHOLDER, '');
      if (plain !== '' && !PLAIN_WORD.test(plain))
        return `"${word}": the one-line form takes plain words (letters, digits and _-./:=@%+,) and {{param}} placeholders; use the array form for other characters, where each element is one argument`;
    }
    elements.push(parts);
  }
  const [program] = elements;
  if (!program || program.length === 0) return 'the command is empty';
  if (program.some((p) => 'param' in p))
    return 'the program (the first element) must be fixed text: a model that picks the program has execute_command';
  return elements;
}

function parseElement(word: string): TemplatePart[] | string {
  if (word.includes('\0')) return 'an argument cannot hold a NUL byte';
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of word.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: word.slice(last, match.index) });
    parts.push({ param: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < word.length) parts.push({ text: word.slice(last) });
  const stray = parts.find((p) => 'text' in p && (p.text.includes('{{') || p.text.includes('}}')));
  if (stray) return `"${word}": "{{" and "}}" only surround a parameter name, as in {{path}}`;
  return parts;
}

/** The parameters a template names, in order of first use. */
export const templateParams = (template: readonly TemplateElement[]): string[] => [
  ...new Set(template.flatMap((e) => e.flatMap((p) => ('param' in p ? [p.param] : [])))),
];

/** An element that is one placeholder and nothing else: where an array parameter may go. */
export const standsAlone = (element: TemplateElement): string | undefined => {
  const [only, ...rest] = element;
  return only && 'param' in only && rest.length === 0 ? only.param : undefined;
};

export interface ExpandOptions {
  /** Parameters whose schema lists every value (`enum`, `const`): those may start with `-`. */
  listedValues: ReadonlySet<string>;
}

/**
 * The argv a call runs: each element with its placeholders replaced, an element whose parameter
 * is absent left out. Refused (the problem returned): a value that is not a string, number or
 * boolean (or, standing alone, an array of them), a NUL byte or unpaired surrogate (no process
 * argument can hold it as sent), and a value that starts an element with `-`, which the program
 * would read as an option, unless the schema lists the parameter's values.
 */
export function expandTemplate(
  template: readonly TemplateElement[],
  args: Readonly<Record<string, unknown>>,
  options: ExpandOptions,
): string[] | string {
  const argv: string[] = [];
  for (const element of template) {
    const alone = standsAlone(element);
    const given = alone !== undefined ? args[alone] : undefined;
    if (alone !== undefined && Array.isArray(given)) {
      for (const item of given) {
        const text = scalarText(alone, item);
        if (typeof text !== 'string') return text.problem;
        const problem = leadingDash(alone, text, options);
        if (problem) return problem;
        argv.push(text);
      }
      continue;
    }
    let out = '';
    // The parameter whose value makes the element's first character, if a value does.
    let lead: string | undefined;
    let skip = false;
    for (const part of element) {
      if ('text' in part) {
        out += part.text;
        continue;
      }
      const value = args[part.param];
      if (value === undefined) {
        skip = true;
        break;
      }
      const text = scalarText(part.param, value);
      if (typeof text !== 'string') return text.problem;
      if (out === '' && text !== '') lead = part.param;
      out += text;
    }
    const problem = !skip && lead !== undefined ? leadingDash(lead, out, options) : undefined;
    if (problem) return problem;
    if (!skip) argv.push(out);
  }
  return argv;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function scalarText(param: string, value: unknown): string | { problem: string } {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string')
    return {
      problem: `${param}: a command argument is a string, number or boolean (an array only where {{${param}}} is a whole argument)`,
    };
  if (value.includes('\0')) return { problem: `${param}: contains a NUL byte, which no argument can hold` };
  if (LONE_SURROGATE.test(value))
    return { problem: `${param}: contains an unpaired UTF-16 surrogate, which no argument can hold as sent` };
  return value;
}

function leadingDash(param: string, text: string, options: ExpandOptions): string | undefined {
  if (!text.startsWith('-') || options.listedValues.has(param)) return undefined;
  return `${param}: "${text.slice(0, 40)}" starts with "-", which the program would read as an option; a file whose name starts with "-" is passed as ./${text.slice(0, 40)}`;
}

/** Characters bash takes literally in a word; `=` not in the first (it would be an assignment). */
const BARE = /^[A-Za-z0-9_\-./:=@%+,]+$/;
const BARE_PROGRAM = /^[A-Za-z0-9_\-./:@%+,]+$/;

/**
 * One argv element as one bash word: bare when plain, else single-quoted, or ANSI-C quoted
 * (`$'...'`, only `\\` and `\'` escaped) when it holds a `'`. Either is a single token to the
 * analyzer's parser, whatever the value: `'\''` splicing made a concatenation of one node per
 * quote, which tree-sitter parses in time that grows faster than the line (24,000 quotes: ~3 s).
 */
export const shellWord = (text: string, bare = BARE): string => {
  if (bare.test(text)) return text;
  if (!text.includes("'")) return `'${text}'`;
  return `$'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;
};

/** The bash line that runs exactly this argv. */
export const shellLine = (argv: readonly string[]): string =>
  argv.map((arg, i) => shellWord(arg, i === 0 ? BARE_PROGRAM : BARE)).join(' ');
