// Orders and their in-memory store. The simulator keeps no state on disk on purpose: a restart
// starts from nothing, which is what a test run wants.
import { randomBytes } from 'node:crypto';

export const PAYMENT_METHODS = ['GCASH', 'MAYA', 'QRPH', 'BANK'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type OrderStatus = 'PENDING' | 'PAID' | 'FAILED';
export type FinalStatus = Exclude<OrderStatus, 'PENDING'>;

export type Order = {
  gatewayOrderId: string;
  merchantId: string;
  /** The merchant's own id for the order (a uuid). */
  orderId: string;
  /** Centavos, as a digit string without leading zeros. */
  amountMinor: string;
  currency: 'PHP';
  callbackUrl: string;
  returnUrl: string;
  description: string | null;
  method: PaymentMethod | null;
  status: OrderStatus;
  createdAt: Date;
  /** When the order reached PAID or FAILED; null while PENDING. */
  paidAt: Date | null;
};

/** An order as `PaymentSim.orders()` shows it: dates as ISO strings. */
export type OrderView = Omit<Order, 'createdAt' | 'paidAt'> & { createdAt: string; paidAt: string | null };

export const toOrderView = (order: Order): OrderView => ({
  ...order,
  createdAt: order.createdAt.toISOString(),
  paidAt: order.paidAt?.toISOString() ?? null,
});

export type CreateOrderInput = Pick<
  Order,
  'orderId' | 'amountMinor' | 'currency' | 'callbackUrl' | 'returnUrl' | 'description' | 'method'
>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Sixteen digits is what the portal's contract allows (and far beyond any real deposit).
const AMOUNT_PATTERN = /^\d{1,16}$/;
const MAX_URL_LENGTH = 2048;
const MAX_DESCRIPTION_LENGTH = 200;

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

export type ParseResult<T> = { ok: true; value: T } | { ok: false; detail: string };

/** Checks the body of POST /api/orders; `detail` names the first field that is wrong. */
export const parseCreateOrderRequest = (body: unknown): ParseResult<CreateOrderInput> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, detail: 'body must be a JSON object' };
  }
  const fields = body as Record<string, unknown>;
  const { orderId, amountMinor, currency, callbackUrl, returnUrl, description, method } = fields;
  if (typeof orderId !== 'string' || !UUID_PATTERN.test(orderId)) {
    return { ok: false, detail: 'orderId must be a uuid' };
  }
  if (typeof amountMinor !== 'string' || !AMOUNT_PATTERN.test(amountMinor) || BigInt(amountMinor) === 0n) {
    return { ok: false, detail: 'amountMinor must be a positive digit string of centavos' };
  }
  if (currency !== 'PHP') return { ok: false, detail: 'currency must be PHP' };
  if (!isHttpUrl(callbackUrl)) return { ok: false, detail: 'callbackUrl must be an http(s) URL' };
  if (!isHttpUrl(returnUrl)) return { ok: false, detail: 'returnUrl must be an http(s) URL' };
  if (description !== undefined && (typeof description !== 'string' || description.length > MAX_DESCRIPTION_LENGTH)) {
    return { ok: false, detail: `description must be a string of at most ${MAX_DESCRIPTION_LENGTH} characters` };
  }
  if (method !== undefined && !PAYMENT_METHODS.includes(method as PaymentMethod)) {
    return { ok: false, detail: `method must be one of ${PAYMENT_METHODS.join(', ')}` };
  }
  return {
    ok: true,
    value: {
      // Lower case, so that the same uuid written in capitals is still the same order.
      orderId: orderId.toLowerCase(),
      amountMinor: BigInt(amountMinor).toString(),
      currency,
      callbackUrl,
      returnUrl,
      description: description ?? null,
      method: (method as PaymentMethod | undefined) ?? null,
    },
  };
};

export type CreateOrderResult = { ok: true; order: Order } | { ok: false; reason: 'ORDER_CONFLICT' };

export const createOrderStore = (clock: () => Date) => {
  const byGatewayId = new Map<string, Order>();
  // The merchant's idempotency key: one order per (merchant, orderId).
  const byMerchantOrder = new Map<string, Order>();
  const merchantOrderKey = (merchantId: string, orderId: string) => `${merchantId}\n${orderId}`;

  return {
    /** Creates the order, or returns the one this merchant already made with this orderId. */
    create(merchantId: string, input: CreateOrderInput): CreateOrderResult {
      const key = merchantOrderKey(merchantId, input.orderId);
      const existing = byMerchantOrder.get(key);
      if (existing) {
        // A retry of the same request is answered with the same order; the same orderId for a
        // different amount is a bug on the merchant's side and must not pass silently.
        return existing.amountMinor === input.amountMinor
          ? { ok: true, order: existing }
          : { ok: false, reason: 'ORDER_CONFLICT' };
      }
      const order: Order = {
        ...input,
        gatewayOrderId: `psim_${randomBytes(12).toString('hex')}`,
        merchantId,
        status: 'PENDING',
        createdAt: clock(),
        paidAt: null,
      };
      byGatewayId.set(order.gatewayOrderId, order);
      byMerchantOrder.set(key, order);
      return { ok: true, order };
    },

    findById(gatewayOrderId: string): Order | undefined {
      return byGatewayId.get(gatewayOrderId);
    },

    /**
     * Moves a PENDING order to its final status. Returns false when the order was already final:
     * a payment happens once, however often the button is pressed.
     */
    finish(order: Order, status: FinalStatus): boolean {
      if (order.status !== 'PENDING') return false;
      order.status = status;
      order.paidAt = clock();
      return true;
    },

    list(): Order[] {
      return [...byGatewayId.values()];
    },
  };
};

export type OrderStore = ReturnType<typeof createOrderStore>;
