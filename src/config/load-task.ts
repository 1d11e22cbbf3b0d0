import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, problemsError, type ConfigProblem } from './errors.ts';
import { loadDataFile, loadYamlFileLocated, type Located } from './load-yaml.ts';
import { scriptSchema, type ScriptTurn } from './script.ts';
import { configOnlyTaskSchema, taskSchema, type TaskFile } from './task.ts';

export interface LoadedTask {
  task: TaskFile;
  /** Absolute path of the task file. */
  taskFile: string;
  /** Its directory: relative paths in the task (workspace, script, policy) start here. */
  taskDir: string;
  /** Real (symlink-resolved) absolute path of the workspace directory. */
  workspace: string;
  /** The script model's turns, when `model.script` is set (a file or inline). */
  scriptTurns?: ScriptTurn[];
  /** Absolute path of the script file, when `model.script` is a path. */
  scriptFile?: string;
  /** A problem at a node of the task file (`['mode']`), for checks made after loading. */
  at: (path: readonly (string | number)[], message: string) => ConfigProblem;
}

/**
 * Loads a task file: YAML → schema, the workspace resolved against the task file's directory
 * (it must exist), and the script model's turns. Every problem is a ConfigError at FILE:LINE:COL.
 * With `supplied` (an issue-triggered run), the file may leave out what the issue supplies.
 */
export function loadTask(file: string, options: LoadTaskOptions = {}): LoadedTask {
  const taskFile = path.resolve(file);
  const taskDir = path.dirname(taskFile);
  const located: Located<Omit<TaskFile, 'title' | 'prompt'> & Partial<TaskFile>> = options.supplied
    ? loadYamlFileLocated(taskFile, configOnlyTaskSchema())
    : loadYamlFileLocated(taskFile, taskSchema);
  const task: TaskFile = options.supplied
    ? { ...located.value, ...options.supplied }
    : (located.value as TaskFile);
  const workspace =
    options.workspace !== undefined
      ? overrideWorkspace(options.workspace)
      : resolveWorkspace(located, taskDir);
  const loaded: LoadedTask = { task, taskFile, taskDir, workspace, at: located.at };
  const script = task.model.script;
  if (typeof script === 'string') {
    const scriptFile = path.resolve(taskDir, script);
    loaded.scriptFile = scriptFile;
    loaded.scriptTurns = loadScript(script, scriptFile, located);
  } else if (script !== undefined) {
    loaded.scriptTurns = script;
  }
  return loaded;
}

export interface LoadTaskOptions {
  /** A workspace given on the command line (absolute, or relative to the current directory); it replaces the task's. */
  workspace?: string;
  /** What an issue supplies (title, prompt, maybe mode): it replaces the file's, which may be absent. */
  supplied?: { title: string; prompt: string; mode?: string };
}

function overrideWorkspace(given: string): string {
  const dir = path.resolve(given);
  if (!isDirectory(dir)) throw new ConfigError(`--workspace: ${dir} is not an existing directory`);
  return realpathSync(dir);
}

const isDirectory = (dir: string): boolean => {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
};

function resolveWorkspace(located: Located<Pick<TaskFile, 'workspace'>>, taskDir: string): string {
  const given = located.value.workspace;
  // Task files usually live in the repository they work on (`.github/nightshift/`): its root.
  if (given === undefined) return realpathSync(repositoryRoot(taskDir) ?? taskDir);
  const dir = path.resolve(taskDir, given);
  let isDir: boolean;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    throw problemsError([
      located.at(
        ['workspace'],
        `directory "${given}" (${dir}) does not exist; the path is relative to the task file`,
      ),
    ]);
  }
  if (!isDir)
    throw problemsError([located.at(['workspace'], `"${given}" (${dir}) is a file, expected a directory`)]);
  return realpathSync(dir);
}

/** A script's own errors point into the script file; a missing file points at `model.script`. */
function loadScript(given: string, scriptFile: string, located: Pick<Located<unknown>, 'at'>): ScriptTurn[] {
  try {
    return loadDataFile(scriptFile, scriptSchema);
  } catch (err) {
    if (err instanceof ConfigError && err.problems.length === 0) {
      throw problemsError([
        located.at(
          ['model', 'script'],
          `script "${given}" (${scriptFile}): ${err.message.replace(`${scriptFile}: `, '')}; the path is relative to the task file`,
        ),
      ]);
    }
    throw err;
  }
}

/** The nearest directory at or above `dir` holding `.git` (a directory, or a worktree's file). */
function repositoryRoot(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, '.git'))) return at;
    if (path.dirname(at) === at) return undefined;
  }
}
