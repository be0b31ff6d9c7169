import { describe, expect, it } from 'vitest';
import { sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { placedScreen } from '../../../tests/support/placed-screen.ts';

const optics = sampleBootstrap('optics');
const modulesOf = async (url: string) => (await placedScreen(url, optics)).modules;

describe('search screens', () => {
  it('places the results of /article?type=… with the URL’s query as props; /{sld}/{lang}/article/{id} stays the reader', async () => {
    expect(await modulesOf('/article?type=1&index=-1&lang=zh&q=成像&slds=optics&page=2')).toMatchObject([
      { code: 'searchResults', props: { type: '1', q: '成像', page: 2 } },
    ]);
    expect(await modulesOf('/optics/zh/article/10001')).toMatchObject([{ code: 'articleReader', props: { articleId: 10001 } }]);
  });

  it('gives each result route its type when the URL names none, or one the site does not know', async () => {
    const typeOf = async (url: string) => (await modulesOf(url))[0]?.props?.type;
    expect(await typeOf('/scholarList?index=-1&lang=zh&q=x')).toBe('expert');
    expect(await typeOf('/textList?index=-1&q=x')).toBe('figure');
    expect(await typeOf('/searchPublication?searchType=singleSearch&q=x')).toBe('journal');
    expect(await typeOf('/article?type=nonsense&q=x')).toBe('article');
    expect(await typeOf('/textList?type=table&q=x')).toBe('table');
    expect(await typeOf('/currencyList?type=patent&issearch=1&q=x')).toBe('patent');
  });

  it('shows book and resource lists as results only when they are searches (issearch=1)', async () => {
    expect((await modulesOf('/bookList?type=7&issearch=1&q=x'))[0]?.code).toBe('searchResults');
    expect((await modulesOf('/bookList'))[0]?.code).not.toBe('searchResults');
    expect((await modulesOf('/currencyList?type=mixed&columnId=3'))[0]?.code).not.toBe('searchResults');
  });

  it('composes the advanced search’s rows into q when the form came without JavaScript', async () => {
    expect((await modulesOf('/article?type=1&f1=resName_tic&t1=成像&o2=OR&f2=authors_tic&t2=周雅琴'))[0]?.props?.q).toBe('resName_tic:成像 OR authors_tic:周雅琴');
    expect((await modulesOf('/article?type=1&q=typed&f1=resName_tic&t1=rows'))[0]?.props?.q).toBe('typed');
  });

  it('places the advanced search builder on /seniorSearch', async () => {
    expect(await modulesOf('/seniorSearch?lang=en&slds=optics&type=picture')).toMatchObject([{ code: 'advancedSearch', props: { type: 'picture' } }]);
  });
});
