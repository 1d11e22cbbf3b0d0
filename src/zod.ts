// The part of zod nightshift uses, as one namespace: `import * as z from '../zod.ts'`.
// `import { z } from 'zod'` shares zod's own namespace object between the bundle's chunks, and
// esbuild cannot tree-shake a namespace that crosses chunks: all of zod, its ~60 locales and its
// JSON Schema importer among it (~450 KB), was parsed at every start. eslint refuses the direct import.
import { config } from 'zod';

export {
  NEVER,
  array,
  boolean,
  discriminatedUnion,
  enum,
  iso,
  literal,
  looseObject,
  number,
  object,
  preprocess,
  record,
  strictObject,
  string,
  toJSONSchema,
  tuple,
  union,
  unknown,
} from 'zod';
export type { ZodRawShape, ZodType, infer, output } from 'zod';

// zod compiles a parser per object schema (`new Function`) on its first parse; a run parses most
// schemas a few times, so the compile costs more than it saves (measured: ~15 ms CPU per 5-turn run).
config({ jitless: true });
