import { defineBlock } from '../../runtime/registry/define-block.ts';

/** The site footer (spec §2): copyright per language, ICP and public-security records, friendship links. */
export default defineBlock({
  name: 'footer',
  codes: ['footer'],
  load: () => import('./Footer.tsx'),
});
