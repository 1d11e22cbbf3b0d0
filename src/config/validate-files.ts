import { isMap, isSeq, parseDocument } from 'yaml';
import { z } from 'zod';
import { auditEventSchema } from '../audit/schema.ts';
import { ConfigError, type ConfigProblem } from './errors.ts';
import { loadTask } from './load-task.ts';
import { loadYamlFile, readConfigText } from './load-yaml.ts';
import { policyFileSchema } from './policy.ts';
import { scriptSchema } from './script.ts';
import { taskSchema } from './task.ts';

export type ConfigKind = 'task' | 'policy' | 'script';
export type SchemaKind = ConfigKind | 'audit';

export interface FileReport {
  file: string;
  kind: ConfigKind;
  ok: boolean;
  /** Every problem found, each at FILE:LINE:COL (a task's problems may point into its script). */
  problems: ConfigProblem[];
}

/**
 * `nightshift validate FILE...`: checks each file as what its content says it is (a YAML list is a
 * script, a mapping with `prompt` is a task, anything else a policy). A task is loaded fully:
 * its workspace must exist and its script file must be valid too.
 */
export function validateFiles(files: readonly string[]): FileReport[] {
  return files.map((file) => {
    let kind: ConfigKind = 'policy';
    try {
      const text = readConfigText(file);
      kind = detectKind(text);
      if (kind === 'task') loadTask(file);
      else loadYamlFile(file, kind === 'script' ? scriptSchema : policyFileSchema);
      return { file, kind, ok: true, problems: [] };
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      const problems =
        err.problems.length > 0
          ? err.problems
          : [{ file, line: 1, col: 1, message: err.message.replace(`${file}: `, '') }];
      return { file, kind, ok: false, problems };
    }
  });
}

/** What a config file is, by its content; a file with syntax errors is judged by what did parse. */
export function detectKind(text: string): ConfigKind {
  const contents = parseDocument(text).contents;
  if (isSeq(contents)) return 'script';
  if (isMap(contents) && contents.has('prompt')) return 'task';
  return 'policy';
}

const SCHEMAS: Record<SchemaKind, { schema: z.ZodType; title: string }> = {
  task: { schema: taskSchema, title: 'nightshift task file' },
  policy: { schema: policyFileSchema, title: 'nightshift policy file' },
  script: { schema: scriptSchema, title: 'nightshift script (one item per assistant turn)' },
  audit: { schema: auditEventSchema, title: 'nightshift audit log event (one JSONL line)' },
};

export const SCHEMA_KINDS = Object.keys(SCHEMAS) as SchemaKind[];

/** JSON Schema (draft 2020-12) of a file kind, as written by users (`io: input`: defaults optional). */
export function schemaFor(kind: SchemaKind): Record<string, unknown> {
  const { schema, title } = SCHEMAS[kind];
  const { $schema, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return { $schema, title, ...rest };
}

/** The committed form of schemas/KIND.schema.json: pretty JSON with a trailing newline. */
export const schemaText = (kind: SchemaKind): string => `${JSON.stringify(schemaFor(kind), null, 2)}\n`;
