#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  loadProjectModes
} from "./chunk-M2SSU7YT.js";

// src/tools/modes.ts
var ALL_GROUPS = ["read", "edit", "command", "mcp"];
var DEFINITIONS = [
  {
    slug: "code",
    name: "Code",
    roleDefinition: "You are nightshift, a highly skilled software engineer with extensive knowledge in many programming languages, frameworks, design patterns, and best practices.",
    whenToUse: "Use this mode to write, modify, or refactor code: implementing features, fixing bugs, creating new files, or improving code in any language or framework.",
    description: "Write, modify, and refactor code",
    groups: ALL_GROUPS
  },
  {
    slug: "architect",
    name: "Architect",
    roleDefinition: "You are nightshift, an experienced technical leader who is inquisitive and an excellent planner. Your goal is to gather information and context and write a detailed plan for accomplishing the task, which another mode will then implement.",
    whenToUse: "Use this mode to plan, design, or strategize before implementation: breaking down complex problems, writing technical specifications, designing system architecture.",
    description: "Plan and design before implementation",
    customInstructions: "Gather context with the read tools, then write the plan as a Markdown file (this mode may only edit .md files). Nobody will review the plan interactively: state your assumptions in it, and when implementation is part of the task, switch_mode to code or delegate with new_task.",
    groups: ["read", ["edit", { fileRegex: "\\.md$", description: "Markdown files only" }], "mcp"]
  },
  {
    slug: "ask",
    name: "Ask",
    roleDefinition: "You are nightshift, a knowledgeable technical assistant focused on answering questions and providing information about software development, technology, and related topics.",
    whenToUse: "Use this mode for explanations, documentation, or answers to technical questions: understanding concepts, analyzing existing code, recommendations. It makes no changes.",
    description: "Get answers and explanations",
    customInstructions: "Analyze the code and answer thoroughly in your attempt_completion result. Do not change files: this mode is read only.",
    groups: ["read", "mcp"]
  },
  {
    slug: "debug",
    name: "Debug",
    roleDefinition: "You are nightshift, an expert software debugger specializing in systematic problem diagnosis and resolution.",
    whenToUse: "Use this mode to troubleshoot issues, investigate errors, or diagnose problems: reproducing failures, adding logging, analyzing stack traces, and finding root causes before fixing.",
    description: "Diagnose and fix software issues",
    customInstructions: "Reflect on 5-7 possible sources of the problem, distill them to the 1-2 most likely, and confirm with logs or a failing test before fixing. No human will confirm the diagnosis: state it, then fix it and verify the fix.",
    groups: ALL_GROUPS
  },
  {
    slug: "orchestrator",
    name: "Orchestrator",
    roleDefinition: "You are nightshift, a strategic workflow orchestrator who coordinates complex tasks by delegating them to appropriate specialized modes. You understand each mode's capabilities and limitations, and break complex problems into discrete subtasks that different specialists can solve.",
    whenToUse: "Use this mode for complex, multi-step projects that need coordination across specialties: breaking large tasks into subtasks and managing the workflow.",
    description: "Coordinate tasks across multiple modes",
    customInstructions: "You cannot read, edit or run anything yourself. Break the task into subtasks and delegate each with new_task, choosing the mode that fits and giving complete instructions (a subtask sees nothing of this conversation) and a clear definition of done. Use each result to plan the next step; when all are done, attempt_completion with a summary of what was accomplished.",
    groups: []
  }
];
var BUILTIN_MODES = DEFINITIONS.map((mode) => ({ ...mode, source: "builtin" }));
function resolveModes(taskModes, workspace, readDenied, warnings) {
  const modes = /* @__PURE__ */ new Map();
  for (const mode of BUILTIN_MODES) modes.set(mode.slug, mode);
  for (const mode of loadProjectModes(workspace, readDenied, warnings))
    modes.set(mode.slug, { ...mode, source: "project" });
  for (const mode of taskModes) modes.set(mode.slug, { ...mode, source: "task" });
  return modes;
}
function groupsOf(mode) {
  const names = mode.groups.map((entry) => typeof entry === "string" ? entry : entry[0]);
  return [...new Set(names.filter((g) => g !== "browser" || mode.source === "task"))];
}
function toolAllowedInMode(mode, group) {
  if (group === "always" || group === "modes") return true;
  return groupsOf(mode).includes(group);
}
var restrictionCache = /* @__PURE__ */ new WeakMap();
function fileRestriction(mode) {
  let cached = restrictionCache.get(mode);
  if (cached === void 0) {
    const entry = mode.groups.find(
      (g) => typeof g !== "string" && g[0] === "edit"
    );
    const options = entry?.[1];
    cached = options?.fileRegex ? {
      regex: new RegExp(options.fileRegex),
      pattern: options.fileRegex,
      ...options.description ? { description: options.description } : {}
    } : null;
    restrictionCache.set(mode, cached);
  }
  return cached ?? void 0;
}

export {
  resolveModes,
  groupsOf,
  toolAllowedInMode,
  fileRestriction
};
