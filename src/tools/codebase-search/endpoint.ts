import { lstatSync, mkdirSync, realpathSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../config/errors.ts';
import type { SearchConfig } from '../../config/task.ts';
import { chooseApiKey } from '../../model/api-key.ts';
import type { ToolContext } from '../types.ts';

const OPENAI_URL = 'https://api.openai.com/v1';

/**
 * codebase_search's settings for a run: the cache directory (relative to the workspace) and the
 * embeddings endpoint with its key, chosen exactly as a model's key is: OPENAI_API_KEY only for
 * api.openai.com, a task's `api_key_env` for any other host, nothing for a loopback or private
 * server. Throws ConfigError (exit 2, before any model call) when no key may be sent.
 */
export function searchSettings(
  config: SearchConfig,
  workspace: string,
  env: Record<string, string | undefined>,
): NonNullable<ToolContext['search']> {
  const cacheDir = path.resolve(workspace, config.cache_dir);
  if (!path.relative(cacheDir, workspace).startsWith('..'))
    throw new ConfigError(`search.cache_dir ${config.cache_dir} is the workspace or holds it`);
  if (path.relative(workspace, cacheDir).split(path.sep)[0] === '.git')
    throw new ConfigError(`search.cache_dir ${config.cache_dir} is inside .git`);
  const e = config.embeddings;
  if (!e) return { cacheDir };
  const baseUrl = e.base_url ?? OPENAI_URL;
  const { key, keyVar } = chooseApiKey(
    {
      provider: new URL(baseUrl).hostname === 'api.openai.com' ? 'openai' : 'openai-compatible',
      url: baseUrl,
      urlFromEnv: false,
      apiKeyEnv: e.api_key_env,
      field: 'search.embeddings',
    },
    env,
  );
  return { cacheDir, embeddings: { baseUrl, model: e.model, apiKey: key, keyVar } };
}

/**
 * Makes the cache directory at run start and returns its real path, which the run's VectorCache
 * then keeps to. In the workspace, a link where the directory should be (an earlier run's command
 * could put `.nightshift/cache -> /elsewhere` there) is a corrupt entry: replaced by a directory,
 * never followed. A `cache_dir` outside the workspace is the user's, links and all.
 */
export function makeCacheDir(cacheDir: string, workspace: string): string {
  mkdirSync(path.dirname(cacheDir), { recursive: true });
  const rel = path.relative(workspace, cacheDir);
  const inWorkspace = rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
  if (inWorkspace && lstatSync(cacheDir, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(cacheDir);
  mkdirSync(cacheDir, { recursive: true });
  return realpathSync(cacheDir);
}
