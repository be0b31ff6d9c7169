import { describe, expect, it } from 'vitest';
import { parseLocation } from '../../../runtime/routing/parse-location.ts';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { screenModules } from '../screen-modules.ts';

const optics = sampleBootstrap('optics');
const modulesOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return screenModules(parseLocation(pathname, search), optics).modules.map((module) => ({ code: module.code, props: module.props }));
};

describe('search screens', () => {
  it('places the results of /article?type=… with the URL’s query as props; /{sld}/{lang}/article/{id} stays the reader', () => {
    expect(modulesOf('/article?type=1&index=-1&lang=zh&q=成像&slds=optics&page=2')).toEqual([
      { code: 'searchResults', props: { type: '1', index: '-1', lang: 'zh', q: '成像', slds: 'optics', page: '2' } },
    ]);
    expect(modulesOf('/optics/zh/article/10001')).toEqual([{ code: 'articleReader', props: { articleId: '10001' } }]);
  });

  it('gives each result route its type when the URL names none, or one the site does not know', () => {
    const typeOf = (url: string) => modulesOf(url)[0]?.props.type;
    expect(typeOf('/scholarList?index=-1&lang=zh&q=x')).toBe('expert');
    expect(typeOf('/textList?index=-1&q=x')).toBe('figure');
    expect(typeOf('/searchPublication?searchType=singleSearch&q=x')).toBe('journal');
    expect(typeOf('/article?type=nonsense&q=x')).toBe('article');
    expect(typeOf('/textList?type=table&q=x')).toBe('table');
    expect(typeOf('/currencyList?type=patent&issearch=1&q=x')).toBe('patent');
  });

  it('shows book and resource lists as results only when they are searches (issearch=1)', () => {
    expect(modulesOf('/bookList?type=7&issearch=1&q=x')[0]?.code).toBe('searchResults');
    expect(modulesOf('/bookList')[0]?.code).not.toBe('searchResults');
    expect(modulesOf('/currencyList?type=mixed&columnId=3')[0]?.code).not.toBe('searchResults');
  });

  it('composes the advanced search’s rows into q when the form came without JavaScript', () => {
    expect(modulesOf('/article?type=1&f1=resName_tic&t1=成像&o2=OR&f2=authors_tic&t2=周雅琴')[0]?.props.q).toBe('resName_tic:成像 OR authors_tic:周雅琴');
    expect(modulesOf('/article?type=1&q=typed&f1=resName_tic&t1=rows')[0]?.props.q).toBe('typed');
  });

  it('places the advanced search builder on /seniorSearch', () => {
    expect(modulesOf('/seniorSearch?lang=en&slds=optics&type=picture')).toEqual([{ code: 'advancedSearch', props: { type: 'picture' } }]);
  });
});
