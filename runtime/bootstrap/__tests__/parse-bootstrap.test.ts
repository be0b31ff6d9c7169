import { describe, expect, it } from 'vitest';
import { parseBootstrap, UnusableBootstrapError } from '../parse-bootstrap.ts';

const site = { siteId: 1, sld: 'optics', name: '光学前沿', status: 'active', groupSite: false, topicId: 1, grayType: 0, colour: 1, logo1: '', defaultLanguage: 'zh', domain: '', enName: '' };
const theme = { colorId: 1, themeColorPrimary: '#112233', themeColorHoverPrimary: '#000000', otherColor: '#ffffff', bgOpacity: 0.1, bottomLineColor: '#112233' };
const minimal = {
  language: 'zh', site, group: null, features: {}, basicInfo: {}, header: {}, footer: {}, publication: {}, aggregated: {}, menu: [],
  homeModules: [], latestPeriods: [], magazineFunctions: {}, access: { visitPower: true, downloadPower: true }, aiqa: null,
  search: {}, searchBoxes: [], theme, commonCodes: [], diagnostics: [],
};

describe('parseBootstrap', () => {
  it('accepts a minimal reply and fills defaults', () => {
    const { bootstrap, diagnostics } = parseBootstrap(minimal);
    expect(diagnostics).toEqual([]);
    expect(bootstrap.header.showLogin).toBe(true);
    expect(bootstrap.search.resourceTypes).toEqual([]);
  });

  it('keeps the valid parts of a broken part and reports the path under the part', () => {
    const buttons = Array.from({ length: 4 }, (_, index) => ({ customButtonName: `<script>${index}</script>` }));
    const { bootstrap, diagnostics } = parseBootstrap({ ...minimal, header: { navStyle: 2, customButtonList: buttons, ceiling: 1 } });
    expect(bootstrap.header.navStyle).toBe(2);
    expect(bootstrap.header.ceiling).toBe(true);
    expect(bootstrap.header.customButtonList.map((button) => button.customButtonName)).toEqual(['<script>0</script>', '<script>1</script>', '<script>2</script>']);
    expect(diagnostics).toEqual([{ file: 'bootstrap', path: 'header.customButtonList[3]', message: 'at most 3 custom buttons' }]);
  });

  it('drops a menu entry with a broken code and keeps the others', () => {
    const menu = [{ id: 1, code: 'index' }, { id: 2, code: 'no good' }, { id: 3, code: 'news' }];
    const { bootstrap, diagnostics } = parseBootstrap({ ...minimal, menu });
    expect(bootstrap.menu.map((item) => item.id)).toEqual([1, 3]);
    expect(diagnostics[0]?.path).toBe('menu[1].code');
  });

  it('puts the server’s own file diagnostics first', () => {
    const fromServer = { file: 'site-configs/optics/header.json', path: 'navStyle', message: 'x' };
    const { diagnostics } = parseBootstrap({ ...minimal, diagnostics: [fromServer], footer: 'nope' });
    expect(diagnostics[0]).toEqual(fromServer);
    expect(diagnostics[1]?.path).toBe('footer');
  });

  it('fails only without a usable site', () => {
    expect(() => parseBootstrap({ ...minimal, site: { sld: 'x' } })).toThrow(UnusableBootstrapError);
  });
});
