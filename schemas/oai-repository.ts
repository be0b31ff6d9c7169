import { z } from 'zod';

/** The OAI-PMH 2.0 `repositoryIdentifier` syntax (the oai-identifier guidelines): a domain name the deployment owns. */
const repositoryIdentifier = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/, 'must be a domain name such as journals.example.org');

/** The protocol's `adminEmail` pattern (OAI-PMH.xsd emailType). */
const adminEmail = z.string().regex(/^\S+@(\S+\.)+\S+$/, 'must be an e-mail address');

/**
 * The deployment's OAI-PMH repository (`deployment.json` `oai`, served at `/rc-pub/oai`): what Identify says of it,
 * and how long one reply's list may be. Absent: the deployment offers no OAI-PMH endpoint.
 */
export const oaiRepository = z.object({
  /** Records are `oai:<repositoryIdentifier>:<article id>`. */
  repositoryIdentifier,
  repositoryName: z.string().min(1).max(300),
  adminEmails: z.array(adminEmail).min(1).max(10),
  /** Headers, records or sets in one reply; a longer list goes on with a resumption token. */
  listSize: z.number().int().min(1).max(1000).default(100),
});
export type OaiRepository = z.infer<typeof oaiRepository>;
