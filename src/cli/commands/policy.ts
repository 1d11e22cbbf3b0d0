import path from 'node:path';
import { checkPolicy, testPolicy } from '../../policy/check.ts';
import { loadPolicy } from '../../policy/load-policy.ts';
import { deniedUnderAnyName, readDeniedBy, workspaceInRepository } from '../../policy/workspace-links.ts';
import { deniedInHistory } from '../../run/denied-history.ts';
import { createShellAnalyzer } from '../../policy/shell/analyzer.ts';
import { workspaceTopAbove } from '../../policy/shell/repo-top.ts';
import { locateRepo } from '../../git/repo.ts';
import { compileCustomTools } from '../../run/custom-tools.ts';
import { walkWorkspace } from '../../sandbox/unreadable.ts';
import { realpathDeep } from '../../validate/resolve-path.ts';
import { parse } from '../args.ts';
import { UsageError } from '../errors.ts';
import { COMMANDS } from '../spec.ts';
import { printErr, printJson, printOut } from '../output.ts';

/** `nightshift policy check ...`: the decision as JSON. */
export async function policyCheckCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, COMMANDS['policy check']);
  if (!values.tool) throw new UsageError('policy check: --tool is required');
  let args: unknown;
  try {
    args = JSON.parse(values.args);
  } catch (err) {
    throw new UsageError(`policy check: --args is not JSON: ${(err as Error).message}`);
  }
  if (!args || typeof args !== 'object' || Array.isArray(args))
    throw new UsageError('policy check: --args must be a JSON object');
  const policy = loadPolicy(values.policy, process.cwd());
  const workspace = realpathDeep(path.resolve(values.workspace ?? process.cwd()));
  const workTree = locateRepo(workspace)?.workTree;
  // As a run decides it: a file is denied under any name the workspace's links give it, and under
  // the repository's name for it when the workspace is below the repository's top.
  const inRepository = workspaceInRepository(workspace, workTree);
  const readDenied = readDeniedBy(policy.read, inRepository);
  const { links } = walkWorkspace(workspace, readDenied);
  const result = checkPolicy(policy, values.tool, args as Record<string, unknown>, {
    analyzer: await createShellAnalyzer(),
    customTools: await compileCustomTools(policy),
    links,
    repositoryTop: workspaceTopAbove(workspace, workTree),
    inRepository,
    history: await deniedInHistory(workspace, deniedUnderAnyName(readDenied, links)),
    workspace,
    ...(values.mode ? { mode: values.mode } : {}),
  });
  printJson(`${JSON.stringify(result, null, 2)}\n`);
  return 0;
}

/** `nightshift policy test POLICY`: the policy's own examples. */
export async function policyTestCommand(argv: string[]): Promise<number> {
  const { positionals } = parse(argv, COMMANDS['policy test']);
  const policy = loadPolicy(positionals[0] ?? '', process.cwd());
  const { passed, failed } = testPolicy(
    policy,
    await createShellAnalyzer(),
    undefined,
    await compileCustomTools(policy),
  );
  for (const f of failed) {
    const why =
      'got' in f ? `got ${f.got.decision} (${f.got.rule}: ${f.got.reason})` : `cannot be decided: ${f.error}`;
    printErr(
      `FAIL ${f.example.tool} ${JSON.stringify(f.example.args)}: expected ${f.example.expect}, ${why}\n`,
    );
  }
  printOut(`${policy.source}: ${passed} passed, ${failed.length} failed\n`);
  return failed.length === 0 && passed > 0 ? 0 : 1;
}
