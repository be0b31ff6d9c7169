/**
 * The attribute `<html>` carries once the page is ready to use: the islands that hydrate without a reader (`load`
 * and `idle`) hydrated and the queries they started settled (a page without such islands is ready at once). Anything driving the page — the end-to-end tests,
 * a crawler that runs scripts — waits for it instead of guessing from network silence.
 */
export const pageReadyAttribute = 'data-page-ready';
