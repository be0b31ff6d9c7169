import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The personal centre (`/personal`, spec §2): favourites, downloads, history, albums, profile, account, alerts. */
export default defineBlock({
  name: 'personal-centre',
  codes: ['personalCentre'],
  island: 'load',
  load: () => import('./PersonalCentre.tsx'),
  contract: () => import('./contract.ts'),
});
