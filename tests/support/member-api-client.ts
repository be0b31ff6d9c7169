import type { Envelope } from '../integration/helpers.ts';

export type ApiReply<Data = unknown> = { http: number; body: Envelope & { data?: Data } };
export type CallOptions = { token?: string | undefined; language?: string | undefined; siteId?: number | undefined; query?: Record<string, string | number> };

/** Calls a member endpoint of a running server as the reader's client would: token, language and siteId headers. */
export function memberApi(baseUrl: string) {
  const headersOf = ({ token, language, siteId }: CallOptions) => ({
    ...(token ? { token } : {}),
    ...(language ? { language } : {}),
    ...(siteId !== undefined ? { siteId: String(siteId) } : {}),
  });
  const urlOf = (path: string, query: CallOptions['query'] = {}) => {
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    return url;
  };
  const send = async <Data>(url: URL, init: RequestInit): Promise<ApiReply<Data>> => {
    const response = await fetch(url, init);
    const text = await response.text();
    return { http: response.status, body: text ? JSON.parse(text) : undefined };
  };
  return {
    get: <Data = unknown>(path: string, options: CallOptions = {}) => send<Data>(urlOf(path, options.query), { headers: headersOf(options) }),
    post: <Data = unknown>(path: string, body: unknown, options: CallOptions = {}) =>
      send<Data>(urlOf(path, options.query), { method: 'POST', headers: { ...headersOf(options), 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    /** A multipart form: text fields, and files as [field, bytes, file name, declared type]. */
    upload: <Data = unknown>(path: string, fields: Record<string, string>, files: Array<[string, Uint8Array, string, string]>, options: CallOptions = {}) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const [field, bytes, fileName, type] of files) form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
      return send<Data>(urlOf(path, options.query), { method: 'POST', headers: headersOf(options), body: form });
    },
  };
}
