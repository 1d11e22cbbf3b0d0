import { compileBrowserAllow, decideBrowserUrl } from '../browser/url-policy.ts';
import type { Policy } from '../config/policy.ts';
import type { Part } from './part.ts';

/**
 * A browser action: the URL it loads is decided by `browser.allow`. An action on the page already
 * open loads nothing by itself; every request the page then makes is decided by the same list as
 * it happens (src/browser/session.ts), so the call is allowed here.
 */
export function browserPart(url: string | undefined, policy: Policy): Part {
  if (url === undefined) {
    return {
      verdict: 'allow',
      rule: 'browser',
      reason: 'acts on the open page; each request it makes is checked against browser.allow',
    };
  }
  const d = decideBrowserUrl(compileBrowserAllow(policy.browser.allow), url);
  // The list holds whatever `tools.browser_action` says: the browser enforces it on every request.
  return {
    verdict: d.decision,
    rule: d.rule,
    reason: d.reason,
    ...(d.decision === 'deny' ? { invariant: true } : {}),
  };
}
