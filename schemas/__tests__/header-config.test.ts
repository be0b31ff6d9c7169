import { describe, expect, it } from 'vitest';
import { headerConfig, toHeaderWire } from '../header-config.ts';

const button = (name: string) => ({ customButtonName: name, customButtonPcUrl: '/x' });

describe('headerConfig', () => {
  it('fills every field with its default', () => {
    const header = headerConfig.parse({});
    expect(header).toMatchObject({
      navStyle: 1,
      ceiling: false,
      showLogin: true,
      switchLanguage: true,
      defaultLanguage: 'zh',
      customButtonList: [],
      cssContent: '',
      resourceType: [],
    });
  });

  it('reads the spec 1/0 switches as booleans', () => {
    const header = headerConfig.parse({ ceiling: 1, showLogin: '0', resourceSearch: '1' });
    expect([header.ceiling, header.showLogin, header.resourceSearch]).toEqual([true, false, true]);
  });

  it('allows at most 3 enabled custom buttons, naming the first extra one', () => {
    const result = headerConfig.safeParse({ customButtonList: ['a', 'b', 'c', 'd'].map(button) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['customButtonList', 3], message: 'at most 3 custom buttons' });
  });

  it('does not count disabled custom buttons', () => {
    const buttons = ['a', 'b', 'c', 'd'].map(button);
    buttons[1] = { ...buttons[1]!, customButtonStatus: 0 } as never;
    expect(headerConfig.safeParse({ customButtonList: buttons }).success).toBe(true);
    buttons.push(button('e'));
    expect(headerConfig.safeParse({ customButtonList: buttons }).error?.issues[0]?.path).toEqual(['customButtonList', 4]);
  });

  it('accepts the original wire nesting under configData and gives it back', () => {
    const header = headerConfig.parse({ navStyle: 2, configData: { customButtonList: [button('投稿')], cssContent: 'a{color:red}' } });
    expect(header.customButtonList[0]?.customButtonName).toBe('投稿');
    expect(header.cssContent).toBe('a{color:red}');
    expect(toHeaderWire(header).configData).toEqual({ customButtonList: header.customButtonList, cssContent: 'a{color:red}' });
  });

  it('splits a comma-separated resourceType', () => {
    expect(headerConfig.parse({ resourceType: 'thesis, picture,,video' }).resourceType).toEqual(['thesis', 'picture', 'video']);
  });

  it.each(['</style><script>alert(1)</script>', 'a{background:url(javascript:alert(1))}', 'a{width:expression(1)}'])(
    'rejects CSS that could escape its style element: %s',
    (cssContent) => {
      expect(headerConfig.safeParse({ cssContent }).error?.issues[0]?.message).toBe('must be plain CSS (no tags, scripts or expressions)');
    },
  );

  it('rejects a script address on a logo link', () => {
    const result = headerConfig.safeParse({ pcLogoUrl: 'javascript:alert(1)' });
    expect(result.error?.issues[0]?.path).toEqual(['pcLogoUrl']);
  });
});
