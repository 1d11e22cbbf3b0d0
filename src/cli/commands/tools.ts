import { loadTask } from '../../config/load-task.ts';
import type { ModeConfig } from '../../config/mode.ts';
import { toAnthropicParams } from '../../model/convert-anthropic.ts';
import { toOpenAIParams } from '../../model/convert-openai.ts';
import type { ModelRequest } from '../../model/types.ts';
import { resolveModes, toolAllowedInMode } from '../../tools/modes.ts';
import { BUILTIN_TOOLS, toolDefinition } from '../../tools/registry.ts';
import { parse } from '../args.ts';
import { UsageError } from '../errors.ts';

/** `nightshift tools`: the tool definitions exactly as a provider receives them in a mode. */
export function toolsCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    mode: { type: 'string', default: 'code' },
    format: { type: 'string', default: 'openai' },
    task: { type: 'string' },
  });
  const task = values.task ? loadTask(values.task) : undefined;
  const modes = resolveModes(task?.task.modes ?? [], task?.workspace ?? process.cwd());
  const mode: ModeConfig | undefined = modes.get(values.mode);
  if (!mode)
    throw new UsageError(`tools: unknown mode "${values.mode}"; modes: ${[...modes.keys()].join(', ')}`);
  const request: ModelRequest = {
    turn: 1,
    system: '',
    messages: [],
    tools: BUILTIN_TOOLS.filter((t) => toolAllowedInMode(mode, t.group)).map(toolDefinition),
    maxOutputTokens: 1,
  };
  let tools: unknown;
  if (values.format === 'openai') tools = toOpenAIParams('model', request, false).tools;
  else if (values.format === 'anthropic') tools = toAnthropicParams('model', request).tools;
  else throw new UsageError(`tools: --format is openai or anthropic, got "${values.format}"`);
  process.stdout.write(`${JSON.stringify(tools, null, 2)}\n`);
  return Promise.resolve(0);
}
