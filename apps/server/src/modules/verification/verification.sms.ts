// SMS delivery behind one interface: the dev provider only records (the outbox shows the text);
// Semaphore (semaphore.co, a Philippine SMS gateway) sends over HTTPS.

export type SmsMessage = { to: string; body: string };
export type SmsReceipt = { status: 'SENT' | 'RECORDED'; providerMessageId: string | null };

export type SmsProvider = {
  name: string;
  send: (message: SmsMessage) => Promise<SmsReceipt>;
};

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

export const createDevSmsProvider = (): SmsProvider => ({
  name: 'dev',
  send: async () => ({ status: 'RECORDED', providerMessageId: null }),
});

type SemaphoreOptions = { apiUrl: string; apiKey: string; sender: string; timeoutMs?: number };

/** Semaphore's message API: form POST of apikey, number, message, sendername; JSON array back. */
export const createSemaphoreSmsProvider = ({
  apiUrl,
  apiKey,
  sender,
  timeoutMs = 10_000,
}: SemaphoreOptions): SmsProvider => ({
  name: 'semaphore',
  send: async ({ to, body }) => {
    let response: Response;
    try {
      response = await fetch(apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ apikey: apiKey, number: to.replace(/^\+/, ''), message: body, sendername: sender }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SmsDeliveryError(`semaphore unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new SmsDeliveryError(`semaphore answered ${response.status}: ${text.slice(0, 200)}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new SmsDeliveryError('semaphore answered something that is not JSON');
    }
    const first = Array.isArray(parsed) ? (parsed[0] as { message_id?: number | string; status?: string }) : undefined;
    if (!first?.message_id) throw new SmsDeliveryError(`semaphore refused the message: ${text.slice(0, 200)}`);
    return { status: 'SENT', providerMessageId: String(first.message_id) };
  },
});
