import * as z from '../zod.ts';

type JsonSchema = Record<string, unknown>;

const cache = new WeakMap<z.ZodType, JsonSchema | null>();

/** The input JSON Schema of a zod schema, or null when zod cannot express it (custom types). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema | null {
  let json = cache.get(schema);
  if (json === undefined) {
    try {
      json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    } catch {
      json = null;
    }
    cache.set(schema, json);
  }
  return json;
}

/**
 * The keys an object at `path` may have, read from the schema (all union branches included), so
 * an unknown key can be answered with the closest valid one and the list of valid ones.
 */
export function knownKeysAt(schema: z.ZodType, path: readonly (string | number)[]): string[] {
  const root = inputJsonSchema(schema);
  if (!root) return [];
  let nodes = expand(root);
  for (const segment of path) {
    nodes = nodes.flatMap((node) => expand(child(node, segment)));
  }
  return [...new Set(nodes.flatMap((n) => (isObject(n.properties) ? Object.keys(n.properties) : [])))];
}

function child(node: JsonSchema, segment: string | number): unknown {
  if (typeof segment === 'number') {
    const prefix = Array.isArray(node.prefixItems) ? (node.prefixItems[segment] as unknown) : undefined;
    return prefix ?? node.items;
  }
  const props = isObject(node.properties) ? node.properties[segment] : undefined;
  return props ?? node.additionalProperties;
}

/** A schema plus every branch of its anyOf / oneOf / allOf. */
function expand(node: unknown): JsonSchema[] {
  if (!isObject(node)) return [];
  const branches = [node.anyOf, node.oneOf, node.allOf].flatMap((b): unknown[] =>
    Array.isArray(b) ? (b as unknown[]) : [],
  );
  return [node, ...branches.flatMap(expand)];
}

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
