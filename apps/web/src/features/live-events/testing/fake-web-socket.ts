import type { LiveEvent } from '@perya/contracts';

/**
 * A stand-in for the browser's WebSocket: records what the code sends, and lets a test open it,
 * push server messages and drop it with a close code. Every instance is kept, newest last.
 */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no WebSocket was created');
    return socket;
  }

  static reset() {
    FakeWebSocket.instances = [];
  }

  readonly sent: string[] = [];
  readyState = 0;
  closedByClient: { code?: number; reason?: string } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(data);
  }

  close(code?: number, reason?: string) {
    this.readyState = 3;
    this.closedByClient = { code, reason };
  }

  // What the server (or the network) does:

  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  push(event: LiveEvent | Record<string, unknown> | string) {
    this.onmessage?.({ data: typeof event === 'string' ? event : JSON.stringify(event) } as MessageEvent);
  }

  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason } as CloseEvent);
  }
}
