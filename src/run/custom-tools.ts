import { problemsError } from '../config/errors.ts';
import { compileJsonSchema, type At } from '../config/json-schema.ts';
import type { CustomToolConfig } from '../config/custom-tool.ts';
import type { Policy, PolicyCustomTool } from '../config/policy.ts';
import type { TaskFile } from '../config/task.ts';
import { customTool, type CustomTool } from '../tools/custom-tool.ts';

/**
 * The custom tools of a run: the policy's, then the task's. The policy is the trust boundary, so
 * a task may add tools but never stand in for one the policy decides by name: a task tool named
 * like a policy tool, or like a `tools.NAME: allow` override (which would skip the command rules
 * for it), is a ConfigError at the task's declaration. Built-in names are refused when each file
 * is parsed. Every parameters schema compiles here (Ajv loads only when a tool is declared).
 */
export async function compileCustomTools(
  policy: Pick<Policy, 'customTools' | 'tools' | 'source'>,
  task?: { tools: TaskFile['custom_tools']; at: At },
): Promise<CustomTool[]> {
  const tools: CustomTool[] = [];
  for (const [name, tool] of Object.entries(policy.customTools)) {
    const check = await compileJsonSchema(tool.parameters, ['parameters'], declaredAt(name, tool));
    tools.push(customTool(name, tool, check, 'policy'));
  }
  if (task)
    for (const [name, tool] of Object.entries(task.tools))
      tools.push(await taskTool(name, tool, policy, task.at));
  return tools;
}

async function taskTool(
  name: string,
  tool: CustomToolConfig,
  policy: Pick<Policy, 'customTools' | 'tools' | 'source'>,
  at: At,
): Promise<CustomTool> {
  const where = ['custom_tools', name];
  const theirs = policy.customTools[name];
  if (theirs) {
    const { file, line } = theirs.declared;
    throw problemsError([
      at(
        where,
        `the policy declares a tool named ${name} (${file}:${line}); a task cannot replace a policy's tool: pick another name`,
      ),
    ]);
  }
  if (policy.tools[name] === 'allow') {
    throw problemsError([
      at(
        where,
        `policy ${policy.source} sets tools.${name}: allow, which would run this tool without its command rules; a task tool cannot take a name the policy allows outright: pick another name`,
      ),
    ]);
  }
  const check = await compileJsonSchema(tool.parameters, [...where, 'parameters'], at);
  return customTool(name, tool, check, 'task');
}

/** A policy tool's problems point at its declaration (the layered policy keeps no YAML tree). */
const declaredAt =
  (name: string, tool: PolicyCustomTool): At =>
  (path, message) => ({
    ...tool.declared,
    message: `custom_tools.${name}.${path.join('/')}: ${message}`,
  });
