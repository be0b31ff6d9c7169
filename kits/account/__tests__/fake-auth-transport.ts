import type { Transport } from '../../../runtime/api/api-client.ts';

/** One call the page made: method, path, query (without `timestamps`), JSON body, and the spec §7 headers. */
export type AuthCall = { method: string; path: string; query: Record<string, string>; body: unknown; language: string | null };

export type AuthReply = { status: number; message?: string; data?: unknown };
export type AuthHandler = (call: AuthCall) => AuthReply | Promise<AuthReply>;

const captchaOf = (n: number) => ({ captchaId: `captcha-${n}`, image: `data:image/svg+xml;base64,PHN2Zy8+${n}` });

/**
 * A stand-in for the auth endpoints (not the real server): records every call and answers with `handlers` by path,
 * a fresh captcha for `/rc-pub/api/captcha`, and status 0 otherwise.
 */
export function fakeAuthTransport(handlers: Record<string, AuthHandler> = {}) {
  const calls: AuthCall[] = [];
  let captchas = 0;
  const transport: Transport = async (request) => {
    const url = new URL(request.url);
    const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'timestamps'));
    const text = request.method === 'POST' ? await request.text() : '';
    const call: AuthCall = { method: request.method, path: url.pathname, query, body: text ? JSON.parse(text) : undefined, language: request.headers.get('language') };
    calls.push(call);
    const handler = handlers[url.pathname];
    if (handler) return Response.json(await handler(call));
    if (url.pathname === '/rc-pub/api/captcha') return Response.json({ status: 0, data: captchaOf(++captchas) });
    return Response.json({ status: 0, data: null });
  };
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { transport, calls, callsTo };
}

export const signedIn = { status: 0, message: 'Login successful', data: { token: 'token-1', userName: '138****5678', memberId: 7 } };
export const codeSent = { status: 0, message: 'The verification code has been sent', data: { channel: 'sms', resendAfterSeconds: 60, expiresInSeconds: 300 } };
