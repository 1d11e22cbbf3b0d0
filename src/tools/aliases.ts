/**
 * Tool names models call by habit, from the agents they were trained with (Roo Code's `edit_file`
 * and `search_replace`), mapped to the nightshift tool that does the same and its argument names.
 * Arguments that still do not fit get the real tool's parameter error, which names that tool.
 */
export interface ToolAlias {
  target: string;
  args(args: Record<string, unknown>): Record<string, unknown>;
}

/** Roo Code's `file_path` is `path`, unless the model sent both (then the schema says which is extra). */
function renameFilePath(args: Record<string, unknown>): Record<string, unknown> {
  if (!('file_path' in args) || 'path' in args) return args;
  const { file_path, ...rest } = args;
  return { path: file_path, ...rest };
}

export const TOOL_ALIASES: ReadonlyMap<string, ToolAlias> = new Map([
  // {file_path, old_string, new_string}: replaces exactly one occurrence, as edit does by default.
  ['search_replace', { target: 'edit', args: renameFilePath }],
  [
    'edit_file',
    {
      target: 'edit',
      // {file_path, old_string, new_string, expected_replacements}: 1 (the default) is edit's exactly
      // one; another count has no edit equivalent and stays for the schema to refuse (replace_all is).
      args: (args) => {
        const renamed = renameFilePath(args);
        if (renamed.expected_replacements !== 1) return renamed;
        const { expected_replacements: _one, ...rest } = renamed;
        return rest;
      },
    },
  ],
]);
