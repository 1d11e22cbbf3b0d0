/**
 * The workspace's `.git/config` as commands in the sandbox see it: without the credentials
 * actions/checkout and others persist there (`http.<url>.extraheader` with the job's token,
 * `[credential]` helpers, a token in a remote URL). git status, diff and log need none of them;
 * a command that could read them could push, or send the token anywhere the network allows.
 */
export function sanitizeGitConfig(text: string): string {
  const out: string[] = [];
  let dropSection = false;
  for (const line of text.split('\n')) {
    const section = /^\s*\[\s*([^\]\s"]+)/.exec(line);
    if (section) {
      dropSection = section[1]!.toLowerCase() === 'credential';
      if (dropSection) continue;
    }
    if (dropSection) continue;
    const entry = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*(=|$)/.exec(line);
    const key = entry?.[1]?.toLowerCase();
    if (key === 'extraheader' || key === 'helper' || key === 'askpass' || key === 'cookiefile') continue;
    // https://user:token@host/ → https://host/
    out.push(line.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s"]+@/gi, '$1'));
  }
  return out.join('\n');
}
