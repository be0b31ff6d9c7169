import { describe, expect, it, vi } from 'vitest';
import { render } from '../entry-server.tsx';

const template = '<!doctype html><html data-mh-html-attributes><head><!--head--></head><body><div id="root"><!--app--></div><!--data--></body></html>';
const input = (direct: Parameters<typeof render>[0]['direct']) => ({
  url: '/optics/en/home/',
  origin: 'http://localhost',
  headers: {},
  transport: () => Promise.reject(new Error('no API in this test')),
  direct,
  template,
  dev: false,
  nonce: 'n0nce',
});

describe('a page whose loading fails from a bug', () => {
  it('answers the last-resort error page with status 500, links home, and logs the error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const output = await render(input({ bootstrap: () => Promise.reject(new TypeError('a bug in the back end')) }));
      expect(output).toMatchObject({ kind: 'page', status: 500 });
      const body = output.kind === 'page' ? output.body : '';
      expect(body).toContain('<h1>500 · Error</h1>');
      expect(body).toContain('<a href="/">');
      expect(errors).toHaveBeenCalledWith('page:', expect.objectContaining({ message: 'a bug in the back end' }));
    } finally {
      errors.mockRestore();
    }
  });

  it('tells a refusal from a bug: a site the back end does not know is the forbidden page (403), not the error page', async () => {
    const output = await render(input({ bootstrap: async () => ({ ok: false, status: 10001, message: 'Site not found' }) }));
    expect(output).toMatchObject({ kind: 'page', status: 403 });
    expect(output.kind === 'page' ? output.body : '').not.toContain('500 · Error');
  });
});
