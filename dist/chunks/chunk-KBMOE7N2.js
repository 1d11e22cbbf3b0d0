#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/run/task-message.ts
import path from "node:path";
var taskBlock = (prompt) => `<task>
${prompt.trim()}
</task>

`;
var firstTaskMessage = (prompt, workspace) => `${taskBlock(prompt)}Workspace: ${path.basename(workspace)}. Work autonomously; call attempt_completion when done.`;

export {
  taskBlock,
  firstTaskMessage
};
