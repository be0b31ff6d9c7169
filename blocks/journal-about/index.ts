import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The journal introduction screen (`about/{id}`, module code `journalAbout`): cover, description, spec §3 facts. */
export default defineBlock({
  name: 'journal-about',
  codes: ['journalAbout'],
  load: () => import('./JournalAbout.tsx'),
  contract: () => import('./contract.ts'),
});
