import { createHmac, randomUUID } from 'node:crypto';
import {
  deliverWebhook,
  json,
  page,
  redirect,
  startFakeHttpServer,
  type FakeReply,
  type FakeRequest,
} from './fake-http.ts';

export interface FakeProviderOneOptions {
  apiKey: string;
  webhookSecret: string;
  storeId: string;
  /**
   * Variant id → the product name a subscription of it shows, and its renewal period in days.
   * A `oneTime` variant is bought once: paying sends `order_created` instead of a subscription.
   */
  variants: Record<string, { productName: string; periodDays: number; oneTime?: boolean }>;
  /** The address a buyer types on the hosted page when the checkout names none. */
  buyerEmail?: string;
}

interface Subscription {
  type: 'subscriptions';
  id: string;
  attributes: {
    store_id: number;
    customer_id: number;
    variant_id: number;
    product_name: string;
    user_email: string;
    status: string;
    status_formatted: string;
    cancelled: boolean;
    renews_at: string | null;
    ends_at: string | null;
    created_at: string;
    updated_at: string;
    urls: { update_payment_method: string; customer_portal: string };
  };
}

interface Checkout {
  id: string;
  variantId: string;
  email: string;
  custom: Record<string, string>;
  redirectUrl: string;
}

export interface FakeProviderOne {
  url: string;
  requests: FakeRequest[];
  subscriptions: Map<string, { subscription: Subscription; custom: Record<string, string> }>;
  /** Paid one-time orders: id → the signed body of their `order_created` webhook. */
  orders: Map<string, string>;
  /** Delivers an order's `order_created` again, as the provider retries. */
  redeliverOrder(id: string): Promise<number>;
  setWebhookUrl(url: string): void;
  /** Pays a checkout as a buyer would on the hosted page; answers where the page sends them back. */
  pay(checkoutUrl: string): Promise<string>;
  /** Ends a subscription's paid period (the provider's `subscription_expired`). */
  expire(id: string): Promise<number>;
  /** Sends any body with a valid signature, for tests of what the receiver ignores or refuses. */
  sendSigned(body: string): Promise<number>;
  close(): Promise<void>;
}

const statusFormatted: Record<string, string> = {
  active: 'Active',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/**
 * A local stand-in for a Lemon-Squeezy-style store API: JSON:API checkouts and subscriptions
 * with bearer keys, a hosted checkout page, and webhooks signed with X-Signature (HMAC-SHA256 hex).
 */
export async function startFakeProviderOne(options: FakeProviderOneOptions): Promise<FakeProviderOne> {
  const checkouts = new Map<string, Checkout>();
  const subscriptions: FakeProviderOne['subscriptions'] = new Map();
  const orders = new Map<string, string>();
  let webhookUrl: string | undefined;
  let clock = 0;
  // Each change is at least a second after the last, as the provider's own update times are.
  const tick = () => {
    clock = Math.max(Date.now(), clock + 1000);
    return new Date(clock).toISOString();
  };
  let base = '';

  const sendSigned = (body: string) =>
    deliverWebhook(webhookUrl, body, {
      'X-Event-Name': (JSON.parse(body) as { meta?: { event_name?: string } }).meta?.event_name ?? '',
      'X-Signature': createHmac('sha256', options.webhookSecret).update(body).digest('hex'),
    });
  const notify = (event: string, id: string) => {
    const entry = subscriptions.get(id);
    if (!entry) throw new Error(`No subscription ${id}`);
    return sendSigned(
      JSON.stringify({ meta: { event_name: event, custom_data: entry.custom }, data: entry.subscription }),
    );
  };
  const change = (id: string, attributes: Partial<Subscription['attributes']>) => {
    const entry = subscriptions.get(id);
    if (!entry) return undefined;
    Object.assign(entry.subscription.attributes, attributes, { updated_at: tick() });
    const { status } = entry.subscription.attributes;
    entry.subscription.attributes.status_formatted = statusFormatted[status] ?? status;
    return entry.subscription;
  };

  const api = async (request: FakeRequest): Promise<FakeReply> => {
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return json(401, { errors: [{ status: '401', title: 'Unauthenticated.' }] });
    }
    if (request.headers.accept !== 'application/vnd.api+json') {
      return json(406, { errors: [{ status: '406', title: 'Not Acceptable' }] });
    }
    const subscriptionID = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.path)?.[1];
    if (request.method === 'POST' && request.path === '/v1/checkouts') {
      const body = JSON.parse(request.body) as {
        data: {
          attributes: {
            checkout_data: { email?: string; custom: Record<string, string> };
            product_options: { redirect_url: string };
          };
          relationships: { store: { data: { id: string } }; variant: { data: { id: string } } };
        };
      };
      const variantID = body.data.relationships.variant.data.id;
      if (body.data.relationships.store.data.id !== options.storeId || !options.variants[variantID]) {
        return json(422, { errors: [{ status: '422', title: 'Unprocessable Entity' }] });
      }
      const id = randomUUID();
      checkouts.set(id, {
        id,
        variantId: variantID,
        email: body.data.attributes.checkout_data.email ?? options.buyerEmail ?? 'buyer@example.com',
        custom: body.data.attributes.checkout_data.custom,
        redirectUrl: body.data.attributes.product_options.redirect_url,
      });
      return json(201, {
        data: { type: 'checkouts', id, attributes: { url: `${base}/checkout/buy/${id}` } },
      });
    }
    if (subscriptionID !== undefined) {
      const entry = subscriptions.get(subscriptionID);
      if (!entry) return json(404, { errors: [{ status: '404', title: 'Not Found' }] });
      if (request.method === 'GET') return json(200, { data: entry.subscription });
      if (request.method === 'DELETE') {
        const attributes = entry.subscription.attributes;
        change(subscriptionID, { status: 'cancelled', cancelled: true, ends_at: attributes.renews_at });
        await notify('subscription_cancelled', subscriptionID);
        return json(200, { data: entry.subscription });
      }
      if (request.method === 'PATCH') {
        const body = JSON.parse(request.body) as { data: { attributes: { cancelled?: boolean } } };
        if (body.data.attributes.cancelled === false) {
          change(subscriptionID, { status: 'active', cancelled: false, ends_at: null });
          await notify('subscription_resumed', subscriptionID);
        }
        return json(200, { data: entry.subscription });
      }
    }
    return json(404, { errors: [{ status: '404', title: 'Not Found' }] });
  };

  const payCheckout = async (id: string): Promise<FakeReply> => {
    const checkout = checkouts.get(id);
    const variant = checkout && options.variants[checkout.variantId];
    if (!checkout || !variant) return page('Checkout not found', [], []);
    checkouts.delete(id);
    if (variant.oneTime === true) {
      const orderID = String(1000 + orders.size);
      const body = JSON.stringify({
        meta: { event_name: 'order_created', custom_data: checkout.custom },
        data: {
          type: 'orders',
          id: orderID,
          attributes: {
            store_id: Number(options.storeId),
            user_email: checkout.email,
            status: 'paid',
            first_order_item: { variant_id: Number(checkout.variantId), product_name: variant.productName },
            created_at: tick(),
          },
        },
      });
      orders.set(orderID, body);
      await sendSigned(body);
      return redirect(checkout.redirectUrl);
    }
    const subscriptionID = String(subscriptions.size + 1);
    const now = tick();
    subscriptions.set(subscriptionID, {
      custom: checkout.custom,
      subscription: {
        type: 'subscriptions',
        id: subscriptionID,
        attributes: {
          store_id: Number(options.storeId),
          customer_id: 500 + subscriptions.size,
          variant_id: Number(checkout.variantId),
          product_name: variant.productName,
          user_email: checkout.email,
          status: 'active',
          status_formatted: 'Active',
          cancelled: false,
          renews_at: new Date(Date.parse(now) + variant.periodDays * 86_400_000).toISOString(),
          ends_at: null,
          created_at: now,
          updated_at: now,
          urls: {
            update_payment_method: `${base}/billing/${subscriptionID}/update-payment-method`,
            customer_portal: `${base}/billing`,
          },
        },
      },
    });
    await notify('subscription_created', subscriptionID);
    return redirect(checkout.redirectUrl);
  };

  const handle = async (request: FakeRequest): Promise<FakeReply> => {
    if (request.path.startsWith('/v1/')) return api(request);
    const checkoutID = /^\/checkout\/buy\/([^/]+)(\/pay)?$/.exec(request.path);
    if (checkoutID?.[1] !== undefined) {
      if (request.method === 'POST' && checkoutID[2] === '/pay') return payCheckout(checkoutID[1]);
      const checkout = checkouts.get(checkoutID[1]);
      const product = checkout && options.variants[checkout.variantId]?.productName;
      return product
        ? page(
            'Checkout',
            [product, `Email: ${checkout.email}`],
            [{ label: 'Pay now', action: `/checkout/buy/${checkoutID[1]}/pay` }],
          )
        : page('Checkout not found', [], []);
    }
    if (request.path.startsWith('/billing/')) return page('Update payment method', ['Card ending 4242'], []);
    return json(404, { errors: [{ status: '404', title: 'Not Found' }] });
  };

  const server = await startFakeHttpServer(handle);
  base = server.url;
  return {
    url: server.url,
    requests: server.requests,
    subscriptions,
    orders,
    redeliverOrder(orderID) {
      const body = orders.get(orderID);
      if (body === undefined) throw new Error(`No order ${orderID}`);
      return sendSigned(body);
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async pay(checkoutUrl) {
      const id = new URL(checkoutUrl).pathname.split('/').pop() ?? '';
      const reply = await payCheckout(id);
      if (reply.location === undefined) throw new Error(`No checkout ${id}`);
      return reply.location;
    },
    expire(id) {
      change(id, { status: 'expired', renews_at: null });
      return notify('subscription_expired', id);
    },
    sendSigned,
    close: server.close,
  };
}
