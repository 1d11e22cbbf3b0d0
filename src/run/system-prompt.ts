import type { ModeConfig } from '../config/mode.ts';
import type { Policy } from '../config/policy.ts';
import type { Instruction } from './instructions.ts';

export interface WorkspaceFacts {
  path: string;
  os: string;
  shell: string;
  branch?: string | undefined;
}

export interface SystemPromptInput {
  mode: ModeConfig;
  modes: readonly ModeConfig[];
  workspace: WorkspaceFacts;
  instructions: readonly Instruction[];
  policy: Policy;
  toolNames: readonly string[];
}

/**
 * The system prompt for one mode. A pure function of its input with no timestamps or counters,
 * so it is byte-identical on every turn in a mode and the provider's prompt cache keeps hitting.
 */
export function buildSystemPrompt(input: SystemPromptInput): string {
  const sections = [
    input.mode.roleDefinition.trim(),
    toolUse(input.toolNames),
    modesSection(input),
    workspaceSection(input.workspace),
    policySection(input.policy),
    instructionsSection(input),
  ];
  return sections.filter((s) => s !== '').join('\n\n====\n\n') + '\n';
}

const has = (names: readonly string[], name: string) => names.includes(name);

function toolUse(toolNames: readonly string[]): string {
  const lines = [
    'TOOL USE',
    '',
    'This run is unattended: no human reads your messages or answers questions. Act only through tools.',
    '- Every reply must call at least one tool. One call per reply is fine; independent calls may share a reply and run in order.',
    '- Each result arrives in the next message. Do not assume a call succeeded before you see its result.',
    '- Paths are relative to the workspace root. Read a file before you edit it.',
    '- A call the policy denies will be denied again: do not retry it; choose an allowed approach or finish without it.',
  ];
  if (has(toolNames, 'ask_followup_question')) {
    lines.push(
      '- ask_followup_question gets a fixed automatic answer, not a human one: prefer stating your assumption and continuing.',
    );
  }
  if (has(toolNames, 'attempt_completion')) {
    lines.push(
      '- When the task is done (or cannot be done), call attempt_completion with a short summary of what changed and why. The run ends only then.',
    );
  }
  lines.push('', `Tools available in this mode: ${toolNames.join(', ')}.`);
  return lines.join('\n');
}

function modesSection({ mode, modes, toolNames }: SystemPromptInput): string {
  const restricted = mode.groups.flatMap((g) =>
    Array.isArray(g) && g[1].fileRegex ? [`- ${g[0]} is limited to files matching /${g[1].fileRegex}/`] : [],
  );
  const lines = [`MODES`, '', `Current mode: ${mode.name} (${mode.slug}).`, ...restricted];
  if (has(toolNames, 'switch_mode') || has(toolNames, 'new_task')) {
    const others = modes.filter((m) => m.slug !== mode.slug);
    if (others.length) {
      lines.push('Other modes (switch_mode / new_task):');
      for (const m of others) lines.push(`- ${m.slug}: ${oneLine(m.description ?? m.whenToUse ?? m.name)}`);
    }
  }
  return lines.join('\n');
}

function workspaceSection(w: WorkspaceFacts): string {
  return [
    'WORKSPACE',
    '',
    `Root: ${w.path}`,
    `OS: ${w.os}`,
    `Shell: ${w.shell}`,
    ...(w.branch ? [`Git branch: ${w.branch}`] : []),
  ].join('\n');
}

const list = (items: readonly string[]) => (items.length ? items.join(', ') : 'none');

/** What the written policy lets this run do, so the model does not spend turns on denials. */
function policySection(p: Policy): string {
  const lines = [
    'POLICY',
    '',
    'An automatic policy approves or denies every tool call. Nothing outside the workspace can be read or written, and .git/ is never writable.',
    `- Read: ${list(p.read.allow)}; except ${list(p.read.deny)}`,
    `- Edit: ${list(p.edit.allow)}; except ${list(p.edit.deny)}`,
    `- Commands allowed: ${list(p.command.allow)}`,
    `- Commands denied: ${list(p.command.deny)}`,
    `- Any other command: ${p.command.default}. Compound commands (&&, |, ;, $(...)) are allowed only when every part is.`,
  ];
  const servers = Object.entries(p.mcp.servers).map(
    ([name, s]) => `${name} (allow ${list(s.allow)}${s.deny.length ? `; deny ${list(s.deny)}` : ''})`,
  );
  lines.push(`- MCP tools: ${servers.length ? `${servers.join(', ')}; ` : ''}others ${p.mcp.default}`);
  const overrides = Object.entries(p.tools).map(([tool, verdict]) => `${tool}: ${verdict}`);
  if (overrides.length) lines.push(`- Tool overrides: ${overrides.join(', ')}`);
  const limits = [
    Number.isFinite(p.limits.max_turns) ? `${p.limits.max_turns} turns` : '',
    Number.isFinite(p.limits.max_tool_calls) ? `${p.limits.max_tool_calls} tool calls` : '',
  ].filter(Boolean);
  if (limits.length) lines.push(`- Budget: at most ${limits.join(' and ')}; work efficiently.`);
  if (p.onAsk === 'deny') lines.push("- Actions that would need a human's approval are denied.");
  else lines.push("- Actions that would need a human's approval stop the run.");
  return lines.join('\n');
}

/** Mode rules (`.roo/rules-<slug>/`) apply only in their mode; everything else in every mode. */
function instructionsSection({ mode, instructions }: SystemPromptInput): string {
  const applicable = instructions.filter((i) => {
    const m = /^\.roo\/rules-([^/]+)\//.exec(i.file);
    return !m || m[1] === mode.slug;
  });
  const parts: string[] = [];
  if (mode.customInstructions?.trim()) parts.push(`Mode instructions:\n${mode.customInstructions.trim()}`);
  for (const i of applicable) parts.push(`From ${i.file}:\n${i.text}`);
  return parts.length ? `INSTRUCTIONS\n\n${parts.join('\n\n')}` : '';
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
