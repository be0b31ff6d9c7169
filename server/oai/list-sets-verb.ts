import { listSets } from './harvest-sets.ts';
import { oaiNamespace } from './oai-protocol.ts';
import { failed, secondsOf, type OaiContext, type VerbOutcome } from './oai-service.ts';
import { addResumptionToken, tokenExpiry } from './resumption-element.ts';
import { addElement } from './xml-writer.ts';

/** ListSets: each journal site, then its issues; a long list goes on with a resumption token. */
export async function listSetsVerb(context: OaiContext, resumptionToken: string | undefined): Promise<VerbOutcome> {
  const { db, sites, tokens, now, repository } = context;
  const sets = await listSets(db, sites);
  if (sets.length === 0) return failed('noSetHierarchy', 'This repository holds no journal, so it has no sets');
  let cursor = 0;
  if (resumptionToken !== undefined) {
    const reading = tokens.read(resumptionToken, secondsOf(now));
    if (!reading.ok) return failed('badResumptionToken', reading.message);
    if (reading.state.list !== 'ListSets') return failed('badResumptionToken', 'This resumptionToken continues another list');
    cursor = reading.state.cursor;
    if (cursor >= sets.length) return failed('badResumptionToken', 'The list this resumptionToken continues has changed');
  }
  const page = sets.slice(cursor, cursor + repository.listSize);
  const next = cursor + page.length;
  return {
    fill: (root) => {
      const element = addElement(root, oaiNamespace, 'ListSets');
      for (const set of page) {
        const entry = addElement(element, oaiNamespace, 'set');
        addElement(entry, oaiNamespace, 'setSpec', set.spec);
        addElement(entry, oaiNamespace, 'setName', set.name);
      }
      const completeListSize = sets.length;
      if (next < sets.length) addResumptionToken(element, tokens.issue({ list: 'ListSets', cursor: next, completeListSize, expires: tokenExpiry(now) }), { now, cursor, completeListSize });
      else if (cursor > 0) addResumptionToken(element, '', { now, cursor, completeListSize });
    },
  };
}
