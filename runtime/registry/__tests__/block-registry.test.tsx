// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderBlock, sampleBootstrap } from '../../../tests/support/render-block.tsx';
import { catalogueEndpoints } from '../../../schemas/api/catalogue-endpoints.ts';
import { createBlockRegistry } from '../block-registry.ts';
import { defineBlock, defineBlockContract } from '../define-block.ts';

const whoProps = z.object({ who: z.string().max(20, 'at most 20 characters') });
const greeting = defineBlock({
  name: 'greeting',
  codes: ['greeting'],
  load: async () => ({ default: ({ props }: { props: { who: string } }) => <p>Hello {props.who}</p> }),
  contract: async () => ({ default: defineBlockContract({ props: whoProps }) }),
});
const greetingStyleTwo = defineBlock({
  name: 'greeting-two',
  codes: ['greeting'],
  styleIds: [2],
  load: async () => ({ default: ({ props }: { props: { who: string } }) => <p>Style two greets {props.who}</p> }),
  contract: async () => ({ default: defineBlockContract({ props: z.object({ who: z.string() }) }) }),
});
const broken = defineBlock({
  name: 'broken',
  codes: ['broken'],
  load: async () => ({
    default: () => {
      throw new Error('kaboom');
    },
  }),
});
const withData = defineBlock({
  name: 'with-data',
  codes: ['withData'],
  load: async () => ({ default: ({ data }: { data: { content: { word: string }[] } }) => <p>{data.content.map((entry) => entry.word).join(', ')}</p> }),
  contract: async () => ({
    default: defineBlockContract({
      props: z.object({ size: z.number().default(3) }),
      query: (props, context) => ({
        queryKey: ['words', props.size],
        queryFn: () => context.call(catalogueEndpoints.hotWords, { query: { size: props.size } }),
      }),
    }),
  }),
});

const bootstrap = sampleBootstrap('optics');

describe('createBlockRegistry().resolve', () => {
  const registry = createBlockRegistry([greeting, greetingStyleTwo, broken]);

  it('finds a block by code, preferring one that names the module’s style', async () => {
    expect(await registry.resolve({ id: 1, code: 'greeting', styleId: 1, name: '', enName: '', enable: true, props: { who: 'x' } })).toMatchObject({ kind: 'block', definition: { name: 'greeting' } });
    expect(await registry.resolve({ id: 1, code: 'greeting', styleId: 2, name: '', enName: '', enable: true, props: { who: 'x' } })).toMatchObject({ kind: 'block', definition: { name: 'greeting-two' } });
  });

  it('reports an unknown code as a diagnostic naming the file, module and code', async () => {
    expect(await registry.resolve({ id: 7, code: 'nope', styleId: 3, name: '', enName: '', enable: true, props: {} }, 'optics/modules.json')).toEqual({
      kind: 'unknown',
      diagnostic: { file: 'optics/modules.json', path: 'nope#7', message: 'no block renders module code "nope" (style 3)' },
    });
  });

  it('parses a module’s props once however often it is resolved, naming each caller’s place', async () => {
    const parse = vi.spyOn(whoProps, 'safeParse');
    const own = createBlockRegistry([{ ...greeting, name: 'counted', codes: ['counted'] }]);
    const module = { id: 5, code: 'counted', styleId: 1, name: '', enName: '', enable: true, props: { who: 'x'.repeat(30) } };
    const first = await own.resolve(module, 'optics/modules.json');
    const second = await own.resolve(module, 'layout');
    expect(parse).toHaveBeenCalledTimes(1);
    expect([first, second].map((result) => (result.kind === 'invalid' ? result.diagnostic.file : result.kind))).toEqual(['optics/modules.json', 'layout']);
    await own.resolve({ ...module }, 'layout');
    expect(parse).toHaveBeenCalledTimes(2);
    parse.mockRestore();
  });

  it('gives a block without a contract empty props, whatever the module carries', async () => {
    expect(await registry.resolve({ id: 2, code: 'broken', styleId: 1, name: '', enName: '', enable: true, props: { stray: 1 } })).toMatchObject({ kind: 'block', props: {} });
  });

  it('finds blocks by name, as a browser does for the blocks the server placed', () => {
    expect(registry.named('greeting-two')).toBe(greetingStyleTwo);
    expect(registry.named('nothing')).toBeUndefined();
  });

  it('reports invalid props with their paths', async () => {
    const resolved = await registry.resolve({ id: 4, code: 'greeting', styleId: 1, name: '', enName: '', enable: true, props: { who: 'x'.repeat(30) } }, 'modules');
    expect(resolved).toMatchObject({ kind: 'invalid', diagnostic: { path: 'greeting#4.props', message: 'who: at most 20 characters' }, issues: [{ path: 'who', message: 'at most 20 characters' }] });
  });
});

describe('BlockSlot failure modes', () => {
  it('renders a registered block with its parsed props', async () => {
    await renderBlock(greeting, { code: 'greeting', props: { who: 'reader' } }, { bootstrap });
    expect(await screen.findByText('Hello reader')).toBeTruthy();
  });

  it('renders nothing for an unknown code in production, and a placeholder in development', async () => {
    const production = await renderBlock(greeting, { code: 'mystery' }, { bootstrap });
    expect(production.container.textContent).toBe('');
    production.unmount();
    await renderBlock(greeting, { code: 'mystery' }, { bootstrap, dev: true });
    expect(screen.getByRole('note').textContent).toBe('No block is registered for module code “mystery”.');
  });

  it('renders nothing for invalid props in production, and says why in development', async () => {
    const production = await renderBlock(greeting, { code: 'greeting', props: { who: 42 } }, { bootstrap });
    expect(production.container.textContent).toBe('');
    production.unmount();
    await renderBlock(greeting, { code: 'greeting', props: { who: 42 } }, { bootstrap, dev: true });
    expect(screen.getByRole('note').textContent).toMatch(/^Module “greeting” has invalid settings: who: /);
  });

  it('keeps a throwing block inside its slot: its fallback shows, nothing escapes', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderBlock(broken, { code: 'broken' }, { bootstrap });
    expect((await screen.findByRole('note')).textContent).toBe('This section could not be displayed.');
    quiet.mockRestore();
  });

  it('loads a block’s data through its query before showing it', async () => {
    const words = { content: [{ word: 'laser', count: 9 }, { word: 'optics', count: 4 }], totalElements: 2, totalPages: 1, number: 0, size: 2 };
    const { requests } = await renderBlock(withData, { code: 'withData', props: { size: 2 } }, { bootstrap, get: () => words });
    expect(await screen.findByText('laser, optics')).toBeTruthy();
    expect(requests).toEqual([{ path: '/rc-pub/front/hisSearch/hotWords', query: { size: 2 } }]);
  });

  it('shows the fallback when a block’s data cannot be loaded', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderBlock(withData, { code: 'withData' }, { bootstrap, get: () => Promise.reject(new Error('down')) });
    expect((await screen.findByRole('note')).textContent).toBe('This section could not be displayed.');
    quiet.mockRestore();
  });
});
