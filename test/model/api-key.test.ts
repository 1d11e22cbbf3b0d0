import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import type { ModelConfig } from '../../src/config/task.ts';
import { chooseApiKey } from '../../src/model/api-key.ts';
import { createProvider } from '../../src/model/create-provider.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { KEY, request } from './helpers.ts';

const OPENAI_KEY = 'sk-real-openai-key-must-stay-home';
const env = { OPENAI_API_KEY: OPENAI_KEY, ANTHROPIC_API_KEY: 'sk-ant-real', MY_SERVER_API_KEY: KEY };

describe('chooseApiKey', () => {
  it("sends the vendor's variable to the vendor's host and to a base URL from the environment", () => {
    expect(
      chooseApiKey({ provider: 'openai', url: 'https://api.openai.com/v1', urlFromEnv: false }, env),
    ).toEqual({
      key: OPENAI_KEY,
      keyVar: 'OPENAI_API_KEY',
    });
    expect(
      chooseApiKey({ provider: 'anthropic', url: 'https://proxy.example.com', urlFromEnv: true }, env),
    ).toEqual({ key: 'sk-ant-real', keyVar: 'ANTHROPIC_API_KEY' });
  });

  it("never sends it to a task's base_url elsewhere: a private openai-compatible server gets no key", () => {
    expect(
      chooseApiKey(
        { provider: 'openai-compatible', url: 'http://127.0.0.1:11434/v1', urlFromEnv: false },
        env,
      ),
    ).toEqual({ key: 'none' });
    for (const provider of ['openai', 'openai-compatible'] as const) {
      expect(() =>
        chooseApiKey({ provider, url: 'https://llm.example.com/v1', urlFromEnv: false }, env),
      ).toThrow(
        new ConfigError(
          'model.base_url https://llm.example.com/v1 is not api.openai.com, so OPENAI_API_KEY is not sent there; ' +
            "name the variable that holds this server's key in the task's model (its name must look like a " +
            'secret, e.g. ending in _API_KEY or _TOKEN):\nmodel:\n  api_key_env: MY_SERVER_API_KEY',
        ),
      );
    }
    // A loopback proxy in front of a vendor still needs the key named.
    expect(() =>
      chooseApiKey({ provider: 'anthropic', url: 'http://127.0.0.1:9/', urlFromEnv: false }, env),
    ).toThrow(/ANTHROPIC_API_KEY is not sent there/);
  });

  it('sends the variable the task names, and says when it is not set', () => {
    const req = {
      provider: 'openai-compatible',
      url: 'https://llm.example.com/v1',
      urlFromEnv: false,
    } as const;
    expect(chooseApiKey({ ...req, apiKeyEnv: 'MY_SERVER_API_KEY' }, env)).toEqual({
      key: KEY,
      keyVar: 'MY_SERVER_API_KEY',
    });
    expect(chooseApiKey({ ...req, apiKeyEnv: 'OPENAI_API_KEY' }, env).key).toBe(OPENAI_KEY);
    expect(() => chooseApiKey({ ...req, apiKeyEnv: 'GROQ_API_KEY' }, env)).toThrow(
      'no API key: model.api_key_env names GROQ_API_KEY, which is not set',
    );
  });
});

describe('the key on the wire (real OpenAI SDK, loopback server)', () => {
  let server: ModelServer;
  beforeAll(async () => (server = await startModelServer()));
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const ask = async (model: Omit<ModelConfig, 'max_output_tokens'>) => {
    server.reply({ text: 'hi' });
    const provider = createProvider({ max_output_tokens: 64, ...model }, env, { stream: false });
    await provider.complete(request([{ role: 'user', content: 'hi' }]), new AbortController().signal);
    return server.requests[0]!.headers.authorization;
  };

  it('a local openai-compatible server never receives OPENAI_API_KEY; the named variable it does', async () => {
    const local = { provider: 'openai-compatible', name: 'llama3:8b', base_url: server.openaiUrl } as const;
    expect(await ask(local)).toBe('Bearer none');
    server.reset();
    expect(await ask({ ...local, api_key_env: 'MY_SERVER_API_KEY' })).toBe(`Bearer ${KEY}`);
  });
});
