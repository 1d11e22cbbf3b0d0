/**
 * What a hostile process beside the tools runs (`node -e SWAPPER SRC OUTSIDE`): `SRC` moved away
 * and a link to `OUTSIDE` put in its place, then back, as fast as it can.
 */
export const SWAPPER = `const fs = require('fs');
const [src, outside] = process.argv.slice(1);
for (;;) {
  try { fs.renameSync(src, src + '.moved'); fs.symlinkSync(outside, src); } catch {}
  try { fs.unlinkSync(src); fs.renameSync(src + '.moved', src); } catch {}
}`;
