#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  TOOL_GROUPS
} from "./chunk-664AWE6G.js";
import {
  _enum,
  array,
  strictObject,
  string,
  tuple,
  union
} from "./chunk-M7DO6ZCZ.js";

// src/config/mode.ts
var GROUP_NAMES = TOOL_GROUPS;
var groupName = _enum(GROUP_NAMES);
var fileRegexSchema = string().superRefine((pattern, ctx) => {
  try {
    new RegExp(pattern);
  } catch (err) {
    ctx.addIssue({
      code: "custom",
      message: `fileRegex is not a valid regular expression: ${err.message}`
    });
  }
});
var groupOptionsSchema = strictObject({
  fileRegex: fileRegexSchema.optional(),
  description: string().optional()
});
var groupEntrySchema = union([
  groupName,
  tuple([groupName, groupOptionsSchema]).superRefine(([group, options], ctx) => {
    if (options.fileRegex !== void 0 && group !== "edit") {
      ctx.addIssue({
        code: "custom",
        path: [1, "fileRegex"],
        message: `fileRegex applies only to the edit group, not "${group}"`
      });
    }
  })
]);
var modeSchema = strictObject({
  slug: string().regex(/^[a-zA-Z0-9-]+$/, "expected letters, digits and dashes"),
  name: string().min(1),
  roleDefinition: string().min(1),
  whenToUse: string().optional(),
  description: string().optional(),
  customInstructions: string().optional(),
  groups: array(groupEntrySchema),
  source: string().optional()
});
var modeListSchema = array(modeSchema).superRefine((modes, ctx) => {
  const seen = /* @__PURE__ */ new Map();
  modes.forEach((mode, i) => {
    const first = seen.get(mode.slug);
    if (first !== void 0) {
      ctx.addIssue({
        code: "custom",
        path: [i, "slug"],
        message: `duplicate mode slug "${mode.slug}" (first defined at item ${first})`
      });
    } else seen.set(mode.slug, i);
  });
});
var roomodesSchema = strictObject({ customModes: modeListSchema });

export {
  modeListSchema,
  roomodesSchema
};
