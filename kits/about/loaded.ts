/**
 * What the query of a journal screen's block answers: the thing it shows, or that there is none (the block shows its
 * empty state, the page stands), or that fetching it failed (the block shows the error state, the page stands).
 */
export type Loaded<Data> = { outcome: 'found'; data: Data } | { outcome: 'missing' } | { outcome: 'failed' };
