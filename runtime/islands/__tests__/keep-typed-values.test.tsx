// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedValues } from '../keep-typed-values.ts';

function SearchBox() {
  const [keyword, setKeyword] = useState('');
  const [field, setField] = useState('all');
  const [pool, setPool] = useState('articles');
  return (
    <form>
      {['articles', 'journals'].map((name) => (
        <input key={name} type="radio" name="pool" aria-label={name} value={name} checked={pool === name} onChange={() => setPool(name)} />
      ))}
      <input type="search" aria-label="Keyword" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <select aria-label="Field" value={field} onChange={(event) => setField(event.target.value)}>
        <option value="all">All</option>
        <option value="title">Title</option>
      </select>
      <output>{`${keyword}|${field}|${pool}`}</output>
    </form>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepTypedValues', () => {
  it('gives an island what the reader typed and chose before it hydrated, as if typed after', async () => {
    const island = document.createElement('mh-island');
    island.innerHTML = renderToString(<SearchBox />);
    document.body.append(island);
    // The reader types and chooses while the island's code is on its way.
    island.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'ants';
    island.querySelector('select')!.value = 'title';
    island.querySelector<HTMLInputElement>('[aria-label="journals"]')!.checked = true;
    const restore = keepTypedValues(island);
    await act(async () => {
      hydrateRoot(island, <SearchBox />);
    });
    await act(async () => restore());
    expect(island.querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe('ants');
    expect(island.querySelector('output')!.textContent).toBe('ants|title|journals');
    expect(island.querySelector<HTMLInputElement>('[aria-label="journals"]')!.checked).toBe(true);
  });

  it('keeps what the reader went on typing while the island woke', async () => {
    const island = document.createElement('mh-island');
    island.innerHTML = renderToString(<SearchBox />);
    document.body.append(island);
    const input = island.querySelector<HTMLInputElement>('input[type="search"]')!;
    input.value = 'ant';
    const restore = keepTypedValues(island);
    await act(async () => {
      hydrateRoot(island, <SearchBox />);
    });
    input.value = 'ants';
    await act(async () => restore());
    expect(island.querySelector('output')!.textContent).toBe('ants|all|articles');
  });

  it('puts the caret back where the reader left it when hydration emptied the box, so typing goes on at the end', async () => {
    const island = document.createElement('mh-island');
    island.innerHTML = renderToString(<SearchBox />);
    document.body.append(island);
    const input = island.querySelector<HTMLInputElement>('input[type="search"]')!;
    input.focus();
    input.value = 'c';
    input.setSelectionRange(1, 1);
    const restore = keepTypedValues(island);
    await act(async () => {
      hydrateRoot(island, <SearchBox />);
    });
    input.value = '';
    await act(async () => restore());
    expect([input.value, input.selectionStart]).toEqual(['c', 1]);
  });

  it('leaves alone what the reader did not touch', async () => {
    const island = document.createElement('mh-island');
    island.innerHTML = renderToString(<SearchBox />);
    document.body.append(island);
    const restore = keepTypedValues(island);
    await act(async () => {
      hydrateRoot(island, <SearchBox />);
    });
    await act(async () => restore());
    expect(island.querySelector('output')!.textContent).toBe('|all|articles');
  });

  it('takes an untouched list whose first option nobody marked as untouched', () => {
    const island = document.createElement('mh-island');
    island.innerHTML = '<select><option value="a">A</option><option value="b">B</option></select>';
    document.body.append(island);
    const changes: string[] = [];
    island.addEventListener('change', () => changes.push('change'));
    keepTypedValues(island)();
    expect(changes).toEqual([]);
  });
});
