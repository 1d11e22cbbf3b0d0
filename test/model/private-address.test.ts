import { describe, expect, it } from 'vitest';
import { isPrivateUrl } from '../../src/model/private-address.ts';

describe('isPrivateUrl', () => {
  it.each([
    'http://localhost:11434/v1',
    'http://LOCALHOST./v1',
    'http://llm.localhost/v1',
    'http://127.0.0.1:8000/v1',
    'http://127.3.4.5/v1',
    'http://[::1]:8080/v1',
    'http://[::ffff:127.0.0.1]/v1',
    'http://10.1.2.3/v1',
    'http://172.16.0.1/v1',
    'http://172.31.255.254/v1',
    'http://192.168.1.20:8080/v1',
    'http://169.254.10.10/v1',
    'http://100.101.102.103/v1',
    'http://[fd12:3456::1]/v1',
    'http://[fe80::1]/v1',
    'http://ollama:11434/v1',
    'http://gpu-box.local/v1',
    'http://vllm.internal/v1',
    'http://router.lan/v1',
    'http://nas.home.arpa/v1',
  ])('%s is private', (url) => expect(isPrivateUrl(url)).toBe(true));

  it.each([
    'https://api.openai.com/v1',
    'https://openrouter.ai/api/v1',
    'http://172.32.0.1/v1',
    'http://172.15.0.1/v1',
    'http://100.128.0.1/v1',
    'http://8.8.8.8/v1',
    'http://[2001:db8::1]/v1',
    'http://[::ffff:8.8.8.8]/v1',
    'https://localhost.example.com/v1',
    'not a url',
  ])('%s is not', (url) => expect(isPrivateUrl(url)).toBe(false));
});
