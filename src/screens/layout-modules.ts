import { moduleOf } from '../app/page-data.ts';

/** The modules around every screen. Shell pieces are blocks like any other, found by code in the registry. */
export const layoutModules = {
  beforeMain: [moduleOf('header')],
  afterMain: [moduleOf('footer'), moduleOf('mobileFooter'), moduleOf('backToTop'), moduleOf('networkStatus'), moduleOf('aiPanel')],
};
