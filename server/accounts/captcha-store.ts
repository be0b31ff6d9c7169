import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CaptchaReply } from '../../schemas/account/auth-api.ts';
import type { Database } from '../db/tables.ts';
import { captchaImage, captchaText } from './captcha-image.ts';

export type CaptchaOutcome = 'ok' | 'wrong' | 'expired';

export type CaptchaStoreOptions = {
  lifetimeMs: number;
  now?: (() => number) | undefined;
  /** Every captcha's answer (automated tests only; see server/accounts/auth-settings.ts). */
  testAnswer?: string | undefined;
};

/** Expired captchas are deleted at most this often, by whichever process issues one. */
const pruneEveryMs = 60_000;

/**
 * Image captchas: the answer stays on the server, keyed by a random id, in the database (`captcha`), so the process
 * that checks an answer need not be the one that drew the image. Each captcha answers one check, right or wrong
 * (single use: the check deletes the row it reads, so two checks at once cannot both pass), before it expires;
 * answers compare case-insensitively. Expired captchas are deleted as new ones are issued, so a flood of requests
 * (rate-limited per address) lasts only a captcha's lifetime.
 */
export class CaptchaStore {
  readonly #now: () => number;
  #prunedAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: CaptchaStoreOptions,
  ) {
    this.#now = options.now ?? Date.now;
  }

  async issue(): Promise<CaptchaReply> {
    const text = captchaText();
    const captchaId = randomUUID();
    const now = this.#now();
    if (now - this.#prunedAt >= pruneEveryMs) {
      this.#prunedAt = now;
      await this.db.deleteFrom('captcha').where('expires_at', '<=', now).execute();
    }
    await this.db
      .insertInto('captcha')
      .values({ id: captchaId, answer: this.options.testAnswer ?? text, expires_at: now + this.options.lifetimeMs })
      .execute();
    return { captchaId, image: captchaImage(text) };
  }

  /** Checks an answer and forgets the captcha. */
  async check(captchaId: string, answer: string): Promise<CaptchaOutcome> {
    const entry = await this.db.deleteFrom('captcha').where('id', '=', captchaId).returning(['answer', 'expires_at']).executeTakeFirst();
    if (!entry || Number(entry.expires_at) <= this.#now()) return 'expired';
    return entry.answer.toLowerCase() === answer.toLowerCase() ? 'ok' : 'wrong';
  }
}
