/**
 * How the all-issues screen draws the issues, by the publication config's `backIssueStyle` (1-4): 2 and 4 (where
 * the back-issue menu entry leads to this screen, spec §2) show a grid of covers per year; 1 and 3, whose menu
 * entry goes straight to an issue, a compact list of issues per year.
 */
export function issueListLayout(backIssueStyle: number): 'covers' | 'list' {
  return backIssueStyle === 2 || backIssueStyle === 4 ? 'covers' : 'list';
}
