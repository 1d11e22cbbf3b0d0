import type { ToolCall } from '../model/types.ts';
import type { AnyTool } from '../tools/types.ts';
import { MAX_ARGS_DEPTH, nestsDeeperThan, TOO_DEEP } from './depth.ts';
import { inputJsonSchema } from './schema-keys.ts';
import { explainIssues, formatPath } from './zod-issues.ts';

const MAX_QUOTED_ARGS = 300;

/** Validated arguments, or the message telling the model what to fix. */
export type ParamsCheck = { ok: true; args: unknown } | { ok: false; message: string };

/**
 * Parses a call's arguments with the tool's zod schema. Unparseable JSON and every schema problem
 * are described (which parameter, what was expected, what came) with the tool's parameter list.
 */
export function checkParams(tool: AnyTool, call: ToolCall): ParamsCheck {
  if (call.parseError === TOO_DEEP || nestsDeeperThan(call.args, MAX_ARGS_DEPTH)) {
    return {
      ok: false,
      message:
        `The arguments for ${tool.name} nest arrays/objects deeper than ${MAX_ARGS_DEPTH} levels; no tool takes such arguments, so the call was not parsed further. ` +
        `Send one flat JSON object. ${parameterList(tool)}`,
    };
  }
  if (call.parseError !== undefined) {
    const raw = call.rawArgs ?? '';
    const quoted =
      raw.length > MAX_QUOTED_ARGS ? `${raw.slice(0, MAX_QUOTED_ARGS)}... (${raw.length} characters)` : raw;
    return {
      ok: false,
      message:
        `The arguments for ${tool.name} are not valid JSON (${call.parseError}). Received: ${quoted}\n` +
        `Send the arguments as one JSON object. ${parameterList(tool)}`,
    };
  }
  // A provider that sends no arguments at all means "no parameters": let the schema say what is missing.
  const result = tool.params.safeParse(call.args ?? {}, { reportInput: true });
  if (result.success) return { ok: true, args: result.data };
  const lines = explainIssues(tool.params, result.error.issues, { noun: 'parameter' }).map((p) => {
    const where = formatPath(p.path);
    return `- ${where ? `${where}: ` : ''}${p.message}`;
  });
  return {
    ok: false,
    message: `Invalid arguments for ${tool.name}:\n${lines.join('\n')}\n${parameterList(tool)} Call ${tool.name} again with corrected arguments.`,
  };
}

/**
 * `Parameters of read_file: path (string, required), offset (integer).` from the JSON Schema. An
 * MCP server's schema is whatever it listed (the SDK checks its top level only): any JSON value
 * in any keyword gives a list, never an exception.
 */
export function parameterList(tool: AnyTool): string {
  // MCP and custom tools carry the JSON Schema they were declared with; their zod params say nothing.
  const schema =
    (tool as { inputSchema?: Record<string, unknown> }).inputSchema ?? inputJsonSchema(tool.params);
  const props = schema?.properties;
  if (!isRecord(props)) return '';
  const required = new Set(Array.isArray(schema?.required) ? schema.required : []);
  const items = Object.entries(props).map(
    ([name, prop]) => `${name} (${typeName(prop)}${required.has(name) ? ', required' : ''})`,
  );
  return items.length > 0
    ? `Parameters of ${tool.name}: ${items.join(', ')}.`
    : `${tool.name} takes no parameters: send {}.`;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function typeName(prop: unknown): string {
  if (!isRecord(prop)) return 'any';
  if (Array.isArray(prop.enum)) return prop.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (prop.const !== undefined) return JSON.stringify(prop.const);
  if (typeof prop.type === 'string') return prop.type;
  if (Array.isArray(prop.type)) return prop.type.map((t) => (typeof t === 'string' ? t : 'any')).join(' | ');
  const branches = prop.anyOf ?? prop.oneOf;
  if (Array.isArray(branches)) return branches.map(typeName).join(' | ');
  return 'any';
}
