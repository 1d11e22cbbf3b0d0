/**
 * Output to a reader that went away (`nightshift run --json | head -1`) is dropped instead of
 * ending the process: without a listener, the EPIPE 'error' event of process.stdout would crash
 * the run mid-way and leave its audit log without run.finished. The log is the record; the
 * terminal output is a view of it.
 */
export function dropOutputToClosedPipes(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ERR_STREAM_DESTROYED') throw err;
    });
  }
}
