import { readFileSync } from 'node:fs';
import { locateAsset } from '../policy/locate.ts';

let prebuilt: Record<string, Record<string, unknown>> | null | undefined;

/**
 * The JSON Schema of a built-in tool's params as the build wrote it (dist/tool-schemas.json, from
 * the same paramsSchema): generating the twenty schemas costs ~10 ms of zod before a run's first
 * request. Undefined from source, where there is no such file, and the schema is generated.
 */
export function prebuiltParamsSchema(name: string): Record<string, unknown> | undefined {
  prebuilt ??= load();
  return prebuilt?.[name];
}

function load(): Record<string, Record<string, unknown>> | null {
  const file = locateAsset('tool-schemas.json');
  if (!file) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  } catch {
    return null;
  }
}
