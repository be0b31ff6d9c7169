import { randomUUID } from 'node:crypto';
import type { CaptchaReply } from '../../schemas/account/auth-api.ts';
import { captchaImage, captchaText } from './captcha-image.ts';

export type CaptchaOutcome = 'ok' | 'wrong' | 'expired';

export type CaptchaStoreOptions = {
  lifetimeMs: number;
  now?: () => number;
  /** Kept at most; beyond it the oldest captchas are forgotten (a flood of requests cannot grow memory). */
  capacity?: number;
  /** Every captcha's answer (automated tests only; see server/accounts/auth-settings.ts). */
  testAnswer?: string | undefined;
};

/**
 * Image captchas: the answer stays on the server, keyed by a random id. Each captcha answers one check, right or
 * wrong (single use), before it expires; answers compare case-insensitively. In memory: a restart only asks readers
 * for a new image.
 */
export class CaptchaStore {
  private readonly answers = new Map<string, { answer: string; expiresAt: number }>();
  private readonly now: () => number;
  private readonly capacity: number;

  constructor(private readonly options: CaptchaStoreOptions) {
    this.now = options.now ?? Date.now;
    this.capacity = options.capacity ?? 50_000;
  }

  issue(): CaptchaReply {
    const text = captchaText();
    const captchaId = randomUUID();
    this.forgetExpired();
    if (this.answers.size >= this.capacity) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(captchaId, { answer: this.options.testAnswer ?? text, expiresAt: this.now() + this.options.lifetimeMs });
    return { captchaId, image: captchaImage(text) };
  }

  /** Checks an answer and forgets the captcha. */
  check(captchaId: string, answer: string): CaptchaOutcome {
    const entry = this.answers.get(captchaId);
    this.answers.delete(captchaId);
    if (!entry || entry.expiresAt <= this.now()) return 'expired';
    return entry.answer.toLowerCase() === answer.toLowerCase() ? 'ok' : 'wrong';
  }

  get size(): number {
    return this.answers.size;
  }

  /** Insertion order is expiry order (one lifetime for all), so expired captchas are at the front. */
  private forgetExpired(): void {
    const now = this.now();
    for (const [id, entry] of this.answers) {
      if (entry.expiresAt > now) break;
      this.answers.delete(id);
    }
  }
}
