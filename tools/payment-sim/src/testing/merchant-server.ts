// A stand-in merchant for the tests: an HTTP server that records every callback it receives and
// answers with the statuses a test plans (200 once the plan runs out).
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedCallback = { headers: IncomingHttpHeaders; rawBody: string; body: unknown };

export type MerchantServer = {
  url: string;
  callbackUrl: string;
  received: ReceivedCallback[];
  /** The statuses for the next callbacks, in order. */
  answerWith(...statuses: number[]): void;
  close(): Promise<void>;
};

export const startMerchantServer = async (): Promise<MerchantServer> => {
  const received: ReceivedCallback[] = [];
  const plannedStatuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, rawBody, body: JSON.parse(rawBody) });
      response.writeHead(plannedStatuses.shift() ?? 200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    callbackUrl: `${url}/payments/gateway/callback`,
    received,
    answerWith: (...statuses) => plannedStatuses.push(...statuses),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
