// The gateway's use cases, shared by the HTTP routes and the PaymentSim API (which lets tests
// press the buttons of the payment page without a browser).
import type { CallbackDispatcher, CallbackTestOptions } from './callbacks';
import type { CreateOrderInput, CreateOrderResult, FinalStatus, Order, OrderStore } from './orders';

export type PayAction = 'pay' | 'cancel';

export type GatewayDeps = {
  merchants: Readonly<Record<string, string>>;
  merchantNames: Readonly<Record<string, string>>;
  store: OrderStore;
  dispatcher: CallbackDispatcher;
  /** Where payers reach us; resolved late because port 0 is only known once listening. */
  publicUrl: () => string;
};

/** The merchant's return URL with `order` and `status` set, keeping its own query. */
export const buildReturnUrl = (order: Order): string => {
  const url = new URL(order.returnUrl);
  url.searchParams.set('order', order.orderId);
  url.searchParams.set('status', order.status);
  return url.toString();
};

export const createGateway = ({ merchants, merchantNames, store, dispatcher, publicUrl }: GatewayDeps) => ({
  createOrder(merchantId: string, input: CreateOrderInput): CreateOrderResult {
    return store.create(merchantId, input);
  },

  /** The order, if it exists and belongs to this merchant: others' orders are as good as unknown. */
  findOrder(merchantId: string, gatewayOrderId: string): Order | undefined {
    const order = store.findById(gatewayOrderId);
    return order?.merchantId === merchantId ? order : undefined;
  },

  findOrderForPayer(gatewayOrderId: string): Order | undefined {
    return store.findById(gatewayOrderId);
  },

  payUrl(order: Order): string {
    return `${publicUrl()}/pay/${encodeURIComponent(order.gatewayOrderId)}`;
  },

  merchantName(order: Order): string {
    const name = Object.hasOwn(merchantNames, order.merchantId) ? merchantNames[order.merchantId] : undefined;
    return name ?? order.merchantId;
  },

  /**
   * Pressing Pay or Cancel on the payment page. The order becomes PAID or FAILED once; a second
   * press (another tab, a double click, the back button) changes nothing and sends nothing.
   * Returns undefined for an unknown order.
   */
  async payOrder(gatewayOrderId: string, action: PayAction, options: CallbackTestOptions): Promise<Order | undefined> {
    const order = store.findById(gatewayOrderId);
    if (!order) return undefined;
    const status: FinalStatus = action === 'pay' ? 'PAID' : 'FAILED';
    if (store.finish(order, status)) {
      const secret = merchants[order.merchantId];
      if (secret === undefined)
        throw new Error(`order ${gatewayOrderId} belongs to unknown merchant ${order.merchantId}`);
      await dispatcher.dispatch({ order, secret }, options);
    }
    return order;
  },
});

export type Gateway = ReturnType<typeof createGateway>;
