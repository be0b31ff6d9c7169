/** Records per page of the personal centre's lists. */
export const recordPageSize = 10;
