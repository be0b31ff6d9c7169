import { describe, expect, it } from 'vitest';
import {
  addItemsRequest,
  collectsQuery,
  deleteAlbumRequest,
  deleteItemsRequest,
  editAlbumRequest,
  memberMethods,
  memberPaths,
  resourceRef,
  saveInfoRequest,
  subscribeRequest,
  subscriptionKeywords,
  unCollectRequest,
} from '../member-api.ts';
import { isMessageKey, memberMessage, memberMessages } from '../member-messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('member endpoints', () => {
  it('have a method for every path, all under the spec’s prefixes', () => {
    expect(Object.keys(memberMethods).sort()).toEqual(Object.keys(memberPaths).sort());
    for (const path of Object.values(memberPaths)) expect(path).toMatch(/^\/rc-pub\/front\/(frontMembers|personalAlbum)\//);
  });
});

describe('resource types', () => {
  it('are the search kinds, and read the spec’s names publication and thesis', () => {
    expect(resourceRef.parse({ type: 'publication', id: '7' })).toEqual({ type: 'journal', id: 7 });
    expect(resourceRef.parse({ type: 'thesis', id: 1 })).toEqual({ type: 'article', id: 1 });
    expect(collectsQuery.parse({ type: 'video' }).type).toBe('video');
    expect(firstMessage(resourceRef.safeParse({ type: 'book', id: 1 }))).toBe('resourceTypeInvalid');
  });
});

describe('selections (spec §5)', () => {
  const items = [{ type: 'article', id: 1 }];

  it('need favourites or an album, an album when albums are chosen, and something selected', () => {
    expect(firstMessage(addItemsRequest.safeParse({ items }))).toBe('chooseFavouritesOrAlbums');
    expect(firstMessage(addItemsRequest.safeParse({ items, albums: 1 }))).toBe('selectOneAlbum');
    expect(firstMessage(addItemsRequest.safeParse({ items: [], favourites: true }))).toBe('noDataSelected');
    expect(firstMessage(addItemsRequest.safeParse({ favourites: true }))).toBe('noDataSelected');
    expect(addItemsRequest.parse({ items, albumIds: ['3', 3, 4] })).toEqual({ items: [{ type: 'article', id: 1 }], favourites: false, albumIds: [3, 4] });
    expect(addItemsRequest.parse({ items, favourites: '1' }).favourites).toBe(true);
  });

  it('take one favourite or a batch to uncollect; an empty one is "No data selected"', () => {
    expect(unCollectRequest.parse({ id: '5', type: 'audio' })).toEqual([{ id: 5, type: 'audio' }]);
    expect(unCollectRequest.parse({ items: [{ id: 1, type: 'publication' }, { id: 2, type: 'video' }] })).toEqual([
      { id: 1, type: 'journal' },
      { id: 2, type: 'video' },
    ]);
    expect(firstMessage(unCollectRequest.safeParse({ items: [] }))).toBe('noDataSelected');
    expect(firstMessage(unCollectRequest.safeParse({}))).toBe('noDataSelected');
    expect(firstMessage(unCollectRequest.safeParse({ id: 5 }))).toBe('resourceTypeInvalid');
    expect(firstMessage(deleteItemsRequest.safeParse({ ids: [] }))).toBe('noDataSelected');
    expect(deleteAlbumRequest.parse({ id: 2, ids: [2, 3] })).toEqual([2, 3]);
    expect(firstMessage(deleteAlbumRequest.safeParse({}))).toBe('noDataSelected');
  });
});

describe('profile and album forms', () => {
  it('need a name, e-mail and research field; gender is male, female or unset', () => {
    const valid = { name: 'Li Hua', email: 'LI@Example.org', researchField: 'Optics' };
    expect(saveInfoRequest.parse({ ...valid, gender: '' })).toMatchObject({ email: 'li@example.org', region: '', gender: null });
    expect(saveInfoRequest.parse({ ...valid, region: null, gender: 'male' })).toMatchObject({ region: '', gender: 'male' });
    expect(firstMessage(saveInfoRequest.safeParse({ ...valid, gender: 'x' }))).toBe('genderInvalid');
    expect(firstMessage(saveInfoRequest.safeParse({ ...valid, name: undefined }))).toBe('nameRequired');
  });

  it('read multipart text fields as well as JSON', () => {
    expect(editAlbumRequest.parse({ id: '4', name: ' Lasers ', removeCover: '1' })).toEqual({ id: 4, name: 'Lasers', enName: '', removeCover: true });
    expect(firstMessage(editAlbumRequest.safeParse({ id: 4, name: '' }))).toBe('albumNameRequired');
  });
});

describe('subscriptions', () => {
  it('split keywords at ; (full-width too), dropping blanks and repeats', () => {
    expect(subscriptionKeywords.parse(' light ;LIGHT；超构表面;; ')).toEqual(['light', '超构表面']);
    expect(subscriptionKeywords.parse(['a', ' b '])).toEqual(['a', 'b']);
  });

  it('need keywords or a column for those types, and keep only what the type uses', () => {
    const base = { email: 'a@example.org', captchaId: 'id', captcha: 'abcd' };
    expect(firstMessage(subscribeRequest.safeParse({ ...base, type: 'keywords' }))).toBe('keywordsRequired');
    expect(firstMessage(subscribeRequest.safeParse({ ...base, type: 'column' }))).toBe('columnRequired');
    expect(firstMessage(subscribeRequest.safeParse({ ...base, type: 'current', email: 'x' }))).toBe('emailFormatEnter');
    expect(subscribeRequest.parse({ ...base, type: 'current', keywords: 'a', columnId: 3 })).toMatchObject({ keywords: [], columnId: null });
    expect(subscribeRequest.parse({ ...base, type: 'column', columnId: '3' })).toMatchObject({ keywords: [], columnId: 3 });
  });
});

describe('member messages', () => {
  it('keep the spec’s English texts, in Chinese for no language or zh', () => {
    expect(memberMessage('chooseFavouritesOrAlbums', 'en')).toBe('Please choose favorites or my albums');
    expect(memberMessage('selectOneAlbum', 'fra')).toBe('Please select one of the albums');
    expect(memberMessage('resourceNotFound', undefined)).toBe('文章id不存在。');
    expect(memberMessage('nameRequired', 'en')).toBe('Please enter your name');
    expect(memberMessage('alertSubject', 'en', { site: 'S', count: 2 })).toBe('S: 2 new article(s) for your subscription');
    expect(isMessageKey('captchaWrong') && isMessageKey('paperGone') && !isMessageKey('toString')).toBe(true);
    for (const [key, { zh, en }] of Object.entries(memberMessages)) expect([key, zh.length > 0, en.length > 0]).toEqual([key, true, true]);
  });
});
