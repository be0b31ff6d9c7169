import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The about-us screen (`aboutus/{id}`, module code `aboutUs`): the site's description and the editorial office's contacts. */
export default defineBlock({
  name: 'about-us',
  codes: ['aboutUs'],
  load: () => import('./AboutUs.tsx'),
  contract: () => import('./contract.ts'),
});
