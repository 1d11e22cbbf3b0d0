// `node --import tsx read-file-child.ts WORKSPACE PATH`: runs read_file once and prints its result
// as JSON, so a test can measure the tool's memory in a process of its own.
import { readFileTool } from '../../src/tools/read-file.ts';
import type { ToolContext } from '../../src/tools/types.ts';

const [workspace = '', file = ''] = process.argv.slice(2);
const result = await readFileTool.execute({ path: file }, {
  workspace,
  outDir: `${workspace}/.out`,
  redact: (text: string) => text,
} as ToolContext);
process.stdout.write(JSON.stringify(result));
