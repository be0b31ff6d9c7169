import type { Sms } from '../../schemas/sent-messages.ts';
import { Outbox } from './outbox.ts';

/**
 * How the server sends text messages (verification codes). Production plugs in a gateway's client here; the
 * development sender keeps messages in an outbox.
 */
export interface SmsSender {
  /** False when no message can be sent at all (no gateway): a code by SMS is refused before anything else is asked. */
  readonly canSend: boolean;
  send(sms: Sms): Promise<void>;
}

/** The development sender: nothing leaves the process; messages wait in {@link OutboxSmsSender.outbox}. */
export class OutboxSmsSender implements SmsSender {
  readonly canSend = true;
  readonly outbox = new Outbox<Sms>();

  async send(sms: Sms): Promise<void> {
    this.outbox.add(sms);
  }
}

/**
 * Production without an SMS gateway: nothing can be sent, and saying so is better than keeping codes where no reader
 * gets them (the development outbox is readable by the host's administrator). The code request answers 503.
 */
export class NoSmsGateway implements SmsSender {
  readonly canSend = false;

  async send(): Promise<void> {
    throw new Error('no SMS gateway is configured');
  }
}
