import { describe, expect, it } from 'vitest';
import type { ModeConfig } from '../../src/config/mode.ts';
import type { Policy } from '../../src/config/policy.ts';
import { buildSystemPrompt, type SystemPromptInput } from '../../src/run/system-prompt.ts';

const code: ModeConfig = {
  slug: 'code',
  name: 'Code',
  roleDefinition: 'You are nightshift, an engineer.',
  description: 'Write code',
  groups: ['read', 'edit', 'command'],
};
const architect: ModeConfig = {
  slug: 'architect',
  name: 'Architect',
  roleDefinition: 'You plan.',
  description: 'Plan first',
  customInstructions: 'Write the plan as Markdown.',
  groups: ['read', ['edit', { fileRegex: '\\.md$' }]],
};

const policy = {
  source: 'builtin:standard',
  sha256: 'x',
  onAsk: 'deny',
  read: { allow: ['**'], deny: ['**/.env*'] },
  edit: { allow: ['**'], deny: ['.github/workflows/**'] },
  command: { default: 'deny', allow: ['npm test', 'git diff'], deny: ['curl'] },
  mcp: { default: 'deny', servers: { docs: { allow: ['search'], deny: [] } } },
  tools: { execute_command: 'ask' },
  followup: { answer: 'No human.' },
  envPass: [],
  sandbox: 'auto',
  network: { allow: [] },
  limits: { max_turns: 30, max_tool_calls: 300 },
  pr: { maxFiles: 50, maxChangedLines: 3000, requireChecks: [] },
  examples: [],
} as unknown as Policy;

const input = (over: Partial<SystemPromptInput> = {}): SystemPromptInput => ({
  mode: code,
  modes: [code, architect],
  workspace: { path: '/work/repo', os: 'linux x64', shell: '/bin/sh', branch: 'main' },
  instructions: [
    { file: 'AGENTS.md', text: 'Use tabs.' },
    { file: '.roo/rules-architect/plan.md', text: 'Plans go in docs/.' },
  ],
  policy,
  toolNames: ['read_file', 'execute_command', 'switch_mode', 'attempt_completion'],
  ...over,
});

describe('buildSystemPrompt', () => {
  it('covers role, tool use, workspace, policy and instructions', () => {
    const prompt = buildSystemPrompt(input());
    expect(prompt.startsWith('You are nightshift, an engineer.')).toBe(true);
    for (const part of [
      'no human reads your messages',
      'call attempt_completion',
      'Tools available in this mode: read_file, execute_command, switch_mode, attempt_completion.',
      '- architect: Plan first',
      'Root: /work/repo',
      'Git branch: main',
      '- Read: **; except **/.env*',
      '- Edit: **; except .github/workflows/**',
      '- Commands allowed: npm test, git diff',
      '- Commands denied: curl',
      '- Any other command: deny.',
      '- MCP tools: docs (allow search); others deny',
      '- Tool overrides: execute_command: ask',
      'at most 30 turns and 300 tool calls',
      'From AGENTS.md:\nUse tabs.',
    ]) {
      expect(prompt).toContain(part);
    }
    expect(prompt).not.toContain('Plans go in docs/');
    expect(prompt).not.toContain('ask_followup_question');
  });

  it('keeps mode rules and mode instructions to their mode and names file restrictions', () => {
    const prompt = buildSystemPrompt(
      input({ mode: architect, toolNames: ['read_file', 'attempt_completion'] }),
    );
    expect(prompt).toContain('From .roo/rules-architect/plan.md:\nPlans go in docs/.');
    expect(prompt).toContain('Mode instructions:\nWrite the plan as Markdown.');
    expect(prompt).toContain('- edit is limited to files matching /\\.md$/');
    expect(prompt).not.toContain('Other modes');
  });

  it('is deterministic', () => {
    expect(buildSystemPrompt(input())).toBe(buildSystemPrompt(input()));
  });
});
