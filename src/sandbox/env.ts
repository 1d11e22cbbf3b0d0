import { looksLikeSecretName } from '../policy/secret-names.ts';

/**
 * Stricter than looksLikeSecretName, for names a prefix would pass: any of these words anywhere in
 * the name (`NPM_CONFIG__AUTHTOKEN`, `PIP_INDEX_PASSWORD`) keeps it out unless named exactly.
 */
const SECRET_HINT = /TOKEN|KEY|SECRET|PASS|AUTH|CRED|COOKIE|SESSION|PRIVATE|CERT/i;

/** What every command gets from nightshift's environment, whatever the policy says. */
const BASE = ['PATH', 'LANG', 'LANGUAGE', 'TERM', 'TZ', 'CI'];
const BASE_PREFIXES = ['LC_'];

/**
 * A command's environment, built from an allowlist: PATH, LANG/LC_*, TERM, TZ, CI and what the
 * policy's `env.pass` names, plus the sandbox's own HOME and TMPDIR. A deny-list can never know
 * every name a credential hides under; an allowlist passes nothing it was not told to.
 *
 * `pass` entries are exact names or prefixes ending in `*`. A prefix never passes a variable whose
 * name looks secret (`NPM_CONFIG_*` must not carry `NPM_CONFIG__AUTHTOKEN` along): those need their
 * exact name, a deliberate choice in the policy.
 */
export function commandEnv(
  source: Readonly<Record<string, string | undefined>>,
  pass: readonly string[],
  own: Readonly<Record<string, string>>,
): Record<string, string> {
  const exact = new Set([...BASE, ...pass.filter((p) => !p.endsWith('*'))]);
  const prefixes = pass.filter((p) => p.endsWith('*')).map((p) => p.slice(0, -1));
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) continue;
    const passed =
      exact.has(name) ||
      BASE_PREFIXES.some((p) => name.startsWith(p)) ||
      (prefixes.some((p) => name.startsWith(p)) && !looksLikeSecretName(name) && !SECRET_HINT.test(name));
    if (passed) out[name] = value;
  }
  return { ...out, ...own };
}
