import { ConfigError } from '../config/errors.ts';
import { modelSchema, type ModelConfig } from '../config/task.ts';

/** `--model provider:name` → the fields it sets on the task's model. The name may contain colons (`llama3:8b`). */
export function parseModelRef(ref: string): Pick<ModelConfig, 'provider' | 'name'> {
  const at = ref.indexOf(':');
  const provider = modelSchema.shape.provider.safeParse(at > 0 ? ref.slice(0, at) : ref);
  const name = at > 0 ? ref.slice(at + 1) : '';
  if (!provider.success || (!name && provider.data !== 'script')) {
    throw new ConfigError(
      `--model ${JSON.stringify(ref)}: expected PROVIDER:NAME with provider anthropic, openai, openai-compatible or script (e.g. anthropic:claude-sonnet-5)`,
    );
  }
  return name ? { provider: provider.data, name } : { provider: provider.data };
}
