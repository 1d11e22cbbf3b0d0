import { openRepo } from './repo.ts';

/** Whether the working tree differs from HEAD (untracked files count; ignored ones do not). */
export async function hasChanges(workspace: string): Promise<boolean> {
  const out = await openRepo(workspace).raw(['status', '--porcelain', '-z', '--untracked-files=all']);
  return out.length > 0;
}
