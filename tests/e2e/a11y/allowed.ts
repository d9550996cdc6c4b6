/**
 * Moderate or minor axe findings we keep on purpose, each with the reason a reviewer accepted.
 * Serious and critical findings are never allowed: fix them. Remove an entry when its cause goes.
 */
export interface AllowedFinding {
  /** axe rule id, such as `region`. */
  rule: string;
  /** The pages it applies to (pathname). */
  pages: RegExp;
  /** Why it stays: what a reader loses (nothing, ideally) and why the fix is not ours to make. */
  reason: string;
}

export const allowedFindings: AllowedFinding[] = [];
