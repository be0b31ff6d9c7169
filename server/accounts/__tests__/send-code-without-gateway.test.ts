import type { FastifyRequest } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { authStatusCodes } from '../../../schemas/account/auth-api.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../../db/open-database.ts';
import { ApiError } from '../../http/api-error.ts';
import { NoSmsGateway } from '../../messaging/sms-sender.ts';
import { createAuthSettings } from '../auth-settings.ts';
import { sendCode } from '../send-code.ts';

/**
 * Production without an SMS gateway (issue 16, item 5): a login code asked for a registered mobile answered "not
 * sent", and one asked for any other mobile "sent" — which told who is registered. Both are now refused alike.
 */
let handle: DatabaseHandle;
beforeEach(async () => {
  handle = openDatabase('file::memory:');
  await migrateToLatest(handle.db);
  await handle.db.insertInto('member').values({ mobile: '13800000001' }).execute();
});
afterEach(async () => {
  await handle.close();
});

const request = { headers: { language: 'en' }, cookies: {}, log: { error: () => {} } } as unknown as FastifyRequest;

async function askLoginCode(account: string) {
  const auth = createAuthSettings(handle.db, Buffer.alloc(32, 1), { captchaTestAnswer: 'ab12' });
  const { captchaId } = await auth.captchas.issue();
  const mail = { send: async () => {} };
  try {
    return await sendCode({ db: handle.db, auth, mail, sms: new NoSmsGateway() }, request, { account, purpose: 'login', captchaId, captcha: 'ab12' }, null);
  } catch (error) {
    return error instanceof ApiError ? { status: error.status, httpStatus: error.httpStatus, message: error.message } : error;
  }
}

it('refuses a login code for a registered mobile and for an unknown one alike', async () => {
  const registered = await askLoginCode('13800000001');
  const unknown = await askLoginCode('13900000002');
  expect(registered).toMatchObject({ status: authStatusCodes.codeNotSent, httpStatus: 503 });
  expect(unknown).toEqual(registered);
});
