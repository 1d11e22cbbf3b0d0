import { readFileSync } from 'node:fs';
import * as z from '../zod.ts';
import { requireAsset } from '../policy/locate.ts';
import { defineTool } from './types.ts';

/** Instruction texts nightshift ships: src/instructions/NAME.md, copied beside the bundle. */
const TOPICS = {
  create_mode: 'create-mode.md',
  create_mcp_server: 'create-mcp-server.md',
} as const;

export const fetchInstructionsTool = defineTool({
  name: 'fetch_instructions',
  group: 'read',
  description:
    "Get nightshift's instructions for a task: create_mode (how to write a custom mode) or create_mcp_server (how to configure an MCP server for a nightshift task and its policy).",
  params: z.strictObject({
    task: z.enum(Object.keys(TOPICS) as [keyof typeof TOPICS]).describe('Which instructions to get.'),
  }),
  execute: ({ task }) => {
    const file = TOPICS[task];
    return Promise.resolve({ ok: true, output: readFileSync(requireAsset(`instructions/${file}`), 'utf8') });
  },
});
