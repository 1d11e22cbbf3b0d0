/**
 * The markers that start every comment nightshift posts. Such a comment quotes the model (its
 * completion, its todos), and the token that posts it may be a person's (a PAT) or an app listed
 * in `allowed-bots`: if it could name the trigger phrase, the model would start its own next run
 * with a maintainer's rights. So a comment that starts with a marker never triggers anything.
 */
export const PROGRESS_MARKER = '<!-- nightshift:progress -->';
export const FOLLOW_UP_MARKER = '<!-- nightshift:follow-up -->';

const OWN = /^\s*<!-- nightshift:[a-z-]+ -->/;

/** Whether a comment's body is one nightshift wrote (whoever the token posting it belongs to). */
export const isOwnComment = (body: string): boolean => OWN.test(body);

export const OWN_COMMENT_SKIP =
  "the comment is nightshift's own (it quotes the model, so it never triggers a run)";
