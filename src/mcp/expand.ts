import { ConfigError } from '../config/errors.ts';

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export type EnvSource = Readonly<Record<string, string | undefined>>;

/**
 * Replaces `${NAME}` with the value of the environment variable NAME. A variable that is not set
 * is a configuration error naming the setting, so a CI secret that did not reach the job fails
 * the run up front instead of surfacing later as an opaque 401 from the server.
 */
export function expandVars(text: string, env: EnvSource, where: string): string {
  return text.replace(VARIABLE, (_match, name: string) => {
    const value = env[name];
    if (value === undefined) throw new ConfigError(`${where}: environment variable ${name} is not set`);
    return value;
  });
}

/** The variables `text` names that are not set (for checks before a run). */
export function unsetVariables(text: string, env: EnvSource): string[] {
  return [...text.matchAll(VARIABLE)].map((m) => m[1] ?? '').filter((name) => env[name] === undefined);
}

/** Expands every value of a string map (env or headers); keys are taken literally. */
export function expandMap(
  map: Record<string, string> | undefined,
  env: EnvSource,
  where: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map ?? {}).map(([k, v]) => [k, expandVars(v, env, `${where}.${k}`)]),
  );
}
