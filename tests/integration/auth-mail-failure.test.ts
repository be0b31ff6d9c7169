import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountMessage } from '../../schemas/account/account-messages.ts';
import { authPaths, authStatusCodes } from '../../schemas/account/auth-api.ts';
import { startTestServer, type TestServer } from '../support/start-test-server.ts';

/** A mail server that refuses the code: the reader gets a plain message and may ask again at once (no 500, no wait). */
const captchaAnswer = 'Ab3d';
let server: TestServer;
beforeAll(async () => {
  // Port 9 (discard) on loopback: nothing listens, so every SMTP connection is refused.
  server = await startTestServer({ NODE_ENV: 'test', SAMPLE_ARTICLES: 'off', CAPTCHA_TEST_ANSWER: captchaAnswer, SMTP_URL: 'smtp://127.0.0.1:9' });
});
afterAll(async () => {
  await server?.close();
});

async function askForCode() {
  const { body } = await server.get(authPaths.captcha);
  const { captchaId } = body.data as { captchaId: string };
  return server.get(authPaths.sendReceiverMessage, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en' },
    body: JSON.stringify({ account: 'reader@example.org', purpose: 'register', captchaId, captcha: captchaAnswer }),
  });
}

it('answers 503 with the code-not-sent message, and the next request tries again instead of waiting', async () => {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { http, body } = await askForCode();
    expect(http).toBe(503);
    expect(body.status).toBe(authStatusCodes.codeNotSent);
    expect(body.message).toBe(accountMessage('codeNotSent', 'en'));
  }
});
