import { EventEmitter } from 'node:events';

/**
 * Tells who cares in this process that articles reached readers (the desk published one), so the e-mail alerts go
 * out now rather than on the job's next round. Another process's imports are found by the job's own rounds.
 */
export class Arrivals {
  readonly #events = new EventEmitter();

  announce(): void {
    this.#events.emit('arrived');
  }

  listen(listener: () => void): () => void {
    this.#events.on('arrived', listener);
    return () => this.#events.off('arrived', listener);
  }
}
