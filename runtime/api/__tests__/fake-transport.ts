import type { Transport } from '../api-client.ts';

/** A transport that records every request and answers from `answer` (by default: `{ status: 0, data }`). */
export function fakeTransport(answer: (request: Request) => Response | Promise<Response>): Transport & { requests: Request[] } {
  const requests: Request[] = [];
  const transport = async (request: Request) => {
    requests.push(request);
    return answer(request);
  };
  return Object.assign(transport, { requests });
}

export function jsonResponse(body: unknown, httpStatus = 200): Response {
  return new Response(JSON.stringify(body), { status: httpStatus, headers: { 'content-type': 'application/json' } });
}

/** Never answers; rejects with the signal's reason once the request is aborted (as `fetch` does). */
export function hangingTransport(): Transport & { requests: Request[] } {
  return fakeTransport(
    (request) =>
      new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      }),
  );
}
