#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  problemsError
} from "./chunk-3N45ONPJ.js";

// src/config/output-schema.ts
async function compileOutputSchema(schema, at) {
  const { Ajv2020 } = await import("./2020-K2CIAROK.js");
  const ajv = new Ajv2020({ allErrors: true, validateFormats: false });
  const { $schema: _draft, ...body } = schema;
  const where = ["output", "schema"];
  if (!ajv.validateSchema(body)) {
    throw problemsError(
      (ajv.errors ?? []).map(
        (e) => at(
          [...where, ...pointerSegments(e.instancePath)],
          `not valid JSON Schema: ${e.message ?? "invalid"}`
        )
      )
    );
  }
  let validate;
  try {
    validate = ajv.compile(body);
  } catch (err) {
    throw problemsError([at(where, `the schema does not compile: ${err.message}`)]);
  }
  return (value) => {
    if (value === void 0) return "result_json is required: the task declares an output schema";
    if (validate(value)) return void 0;
    return (validate.errors ?? []).map((e) => `result_json${e.instancePath}: ${e.message ?? "invalid"}`).join("\n");
  };
}
var pointerSegments = (pointer) => pointer === "" ? [] : pointer.slice(1).split("/").map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"));

export {
  compileOutputSchema
};
