import { accessSync, constants, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The entries below `dir` (/etc) that not everyone may read but this process can: a file without
 * the others' read bit, a directory without the others' read or search bit (masked whole, not
 * entered). A command runs with nightshift's uid and groups: as root (a container's default user)
 * it reads every root-only file by its owner bits, no capability needed, and a list of known names
 * (`/etc/shadow`, SSH host keys) misses the rest: a runner's registration token
 * (`/etc/gitlab-runner/config.toml`), a WireGuard or Wi-Fi key, a Kerberos keytab, a cluster's
 * admin kubeconfig. Links are not followed: their targets in /etc are found under their own names.
 * /etc is the administrator's and small (~1,000 entries, a few ms), so it is walked whole.
 */
export function privateSystemEntries(dir = '/etc'): string[] {
  const found: string[] = [];
  const stack = lstatOrUndefined(dir)?.isDirectory() ? [dir] : [];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    let names: string[];
    try {
      names = readdirSync(current);
    } catch {
      continue; // unreadable to nightshift too, and so to its commands
    }
    for (const name of names) {
      const p = path.join(current, name);
      const st = lstatOrUndefined(p);
      if (st?.isDirectory()) {
        if ((st.mode & 0o005) === 0o005) stack.push(p);
        else if (canAccess(p, constants.R_OK) || canAccess(p, constants.X_OK)) found.push(p);
      } else if (st?.isFile() && !(st.mode & 0o004) && canAccess(p, constants.R_OK)) found.push(p);
    }
  }
  return found.sort();
}

function canAccess(p: string, mode: number): boolean {
  try {
    accessSync(p, mode);
    return true;
  } catch {
    return false;
  }
}

function lstatOrUndefined(p: string) {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}
