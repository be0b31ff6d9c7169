/**
 * Messages a development sender "sent", kept in memory for the developer and the tests to read (in process, or
 * through GET /rc-pub/admin/outbox). Bounded: beyond `capacity` the oldest are forgotten, so a long-running
 * development server does not grow without end. Lost on restart, which is fine for codes that live 5 minutes.
 */
export class Outbox<Message extends { to: string }> {
  private readonly messages: Array<Message & { sentAt: number }> = [];

  constructor(
    private readonly capacity = 500,
    private readonly now: () => number = Date.now,
  ) {}

  add(message: Message): void {
    this.messages.push({ ...message, sentAt: this.now() });
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity);
  }

  /** Oldest first; only those to `to` (ignoring case, as e-mail addresses do) when given. */
  list(to?: string): Array<Message & { sentAt: number }> {
    const wanted = to?.toLowerCase();
    return this.messages.filter((message) => wanted === undefined || message.to.toLowerCase() === wanted);
  }

  /** The newest message to `to`. */
  latest(to: string): (Message & { sentAt: number }) | undefined {
    return this.list(to).at(-1);
  }

  clear(): void {
    this.messages.length = 0;
  }
}
