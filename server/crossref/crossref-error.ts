/** Why an issue cannot be deposited: each a message for the editor, and a reason a route can map to a status. */
export type CrossrefExportReason = 'issueNotFound' | 'notConfigured' | 'noPublicAddress' | 'noRegistrant' | 'noIssn';

export class CrossrefExportError extends Error {
  constructor(
    readonly reason: CrossrefExportReason,
    message: string,
  ) {
    super(message);
    this.name = 'CrossrefExportError';
  }
}
