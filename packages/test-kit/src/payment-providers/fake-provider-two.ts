import { createHmac, randomBytes } from 'node:crypto';
import {
  deliverWebhook,
  json,
  page,
  redirect,
  startFakeHttpServer,
  type FakeReply,
  type FakeRequest,
} from './fake-http.ts';

export interface FakeProviderTwoOptions {
  secretKey: string;
  webhookSecret: string;
  /** Price id → its product id and renewal period in days (unused by one-time `payment` sessions). */
  prices: Record<string, { product: string; periodDays: number }>;
  /** The address a buyer types on the hosted page when the session names none. */
  buyerEmail?: string;
}

interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; price: { id: string; product: string } }[] };
  plan: { id: string; product: string };
}

interface CheckoutSession {
  id: string;
  mode: 'subscription' | 'payment';
  price: string;
  email: string;
  successUrl: string;
  metadata: Record<string, string>;
}

export interface FakeProviderTwo {
  url: string;
  requests: FakeRequest[];
  subscriptions: Map<string, Subscription>;
  /** Paid one-time sessions: id → the body of their `checkout.session.completed` event. */
  completedSessions: Map<string, string>;
  /** Delivers a paid session's `checkout.session.completed` again, as the provider retries. */
  redeliverSession(id: string): Promise<number>;
  setWebhookUrl(url: string): void;
  /** Pays a checkout session as a buyer would; answers the success URL it sends them to. */
  pay(checkoutUrl: string): Promise<string>;
  /** The subscription ends (`customer.subscription.deleted`). */
  end(id: string): Promise<number>;
  /** Sends a body signed at `signedAt` (seconds), for replay and tampering tests. */
  sendSigned(body: string, signedAt?: number): Promise<number>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);

/**
 * A local stand-in for a Stripe-style API: form-encoded checkout sessions and billing-portal
 * sessions with a bearer secret key, hosted pay and portal pages, and webhooks signed with
 * `Stripe-Signature: t=…,v1=…` over `{t}.{body}`.
 */
export async function startFakeProviderTwo(options: FakeProviderTwoOptions): Promise<FakeProviderTwo> {
  const sessions = new Map<string, CheckoutSession>();
  const portals = new Map<string, { customer: string; returnUrl: string }>();
  const subscriptions = new Map<string, Subscription>();
  const completedSessions = new Map<string, string>();
  let webhookUrl: string | undefined;
  let base = '';

  const sendSigned = (body: string, signedAt = seconds()) => {
    const signature = createHmac('sha256', options.webhookSecret)
      .update(`${String(signedAt)}.${body}`)
      .digest('hex');
    return deliverWebhook(webhookUrl, body, { 'Stripe-Signature': `t=${String(signedAt)},v1=${signature}` });
  };
  const notify = (type: string, subscription: Subscription) =>
    sendSigned(
      JSON.stringify({
        id: id('evt'),
        object: 'event',
        type,
        created: seconds(),
        data: { object: subscription },
      }),
    );

  const api = (request: FakeRequest): FakeReply => {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const form = new URLSearchParams(request.body);
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const price = form.get('line_items[0][price]') ?? '';
      const mode = form.get('mode');
      if ((mode !== 'subscription' && mode !== 'payment') || !options.prices[price]) {
        return json(400, { error: { type: 'invalid_request_error', message: `No such price: '${price}'` } });
      }
      const metadata = new Map<string, string>();
      for (const [name, value] of form) {
        const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
        if (key !== undefined) metadata.set(key, value);
      }
      const session: CheckoutSession = {
        id: id('cs_test'),
        mode,
        price,
        email: form.get('customer_email') ?? options.buyerEmail ?? 'buyer@example.com',
        successUrl: form.get('success_url') ?? '',
        metadata:
          mode === 'payment'
            ? Object.fromEntries(metadata)
            : { user_id: form.get('subscription_data[metadata][user_id]') ?? '' },
      };
      sessions.set(session.id, session);
      return json(200, {
        id: session.id,
        object: 'checkout.session',
        mode,
        url: `${base}/c/pay/${session.id}`,
      });
    }
    if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions') {
      const customer = form.get('customer') ?? '';
      if (![...subscriptions.values()].some((subscription) => subscription.customer === customer)) {
        return json(400, {
          error: { type: 'invalid_request_error', message: `No such customer: '${customer}'` },
        });
      }
      const portalID = id('bps');
      portals.set(portalID, { customer, returnUrl: form.get('return_url') ?? '' });
      return json(200, {
        id: portalID,
        object: 'billing_portal.session',
        customer,
        url: `${base}/p/session/${portalID}`,
      });
    }
    return json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL.' } });
  };

  const paySession = async (sessionID: string): Promise<FakeReply> => {
    const session = sessions.get(sessionID);
    const price = session && options.prices[session.price];
    if (!session || !price) return page('Checkout not found', [], []);
    sessions.delete(sessionID);
    if (session.mode === 'payment') {
      const body = JSON.stringify({
        id: id('evt'),
        object: 'event',
        type: 'checkout.session.completed',
        created: seconds(),
        data: {
          object: {
            id: session.id,
            object: 'checkout.session',
            mode: 'payment',
            payment_status: 'paid',
            customer_details: { email: session.email },
            metadata: session.metadata,
          },
        },
      });
      completedSessions.set(session.id, body);
      await sendSigned(body);
      return redirect(session.successUrl);
    }
    const start = seconds();
    const subscription: Subscription = {
      id: id('sub'),
      object: 'subscription',
      customer: id('cus'),
      status: 'active',
      cancel_at_period_end: false,
      current_period_start: start,
      current_period_end: start + price.periodDays * 86_400,
      metadata: session.metadata,
      items: {
        object: 'list',
        data: [{ id: id('si'), price: { id: session.price, product: price.product } }],
      },
      plan: { id: session.price, product: price.product },
    };
    subscriptions.set(subscription.id, subscription);
    await notify('customer.subscription.created', subscription);
    return redirect(session.successUrl);
  };

  const portal = async (
    request: FakeRequest,
    portalID: string,
    action: string | undefined,
  ): Promise<FakeReply> => {
    const session = portals.get(portalID);
    if (!session) return page('Session expired', [], []);
    const owned = [...subscriptions.values()].filter(
      (subscription) => subscription.customer === session.customer,
    );
    if (request.method === 'POST' && (action === 'cancel' || action === 'renew')) {
      for (const subscription of owned) {
        subscription.cancel_at_period_end = action === 'cancel';
        await notify('customer.subscription.updated', subscription);
      }
      return redirect(session.returnUrl);
    }
    return page(
      'Billing',
      owned.map(
        (subscription) =>
          `${subscription.plan.product}: ${subscription.cancel_at_period_end ? 'cancels at period end' : subscription.status}`,
      ),
      [
        { label: 'Cancel plan', action: `/p/session/${portalID}/cancel` },
        { label: 'Renew plan', action: `/p/session/${portalID}/renew` },
      ],
    );
  };

  const handle = async (request: FakeRequest): Promise<FakeReply> => {
    if (request.path.startsWith('/v1/')) return api(request);
    const pay = /^\/c\/pay\/([^/]+)(\/confirm)?$/.exec(request.path);
    if (pay?.[1] !== undefined) {
      if (request.method === 'POST' && pay[2] === '/confirm') return paySession(pay[1]);
      const session = sessions.get(pay[1]);
      return session
        ? page(
            'Subscribe',
            [options.prices[session.price]?.product ?? '', `Email: ${session.email}`],
            [{ label: 'Subscribe', action: `/c/pay/${pay[1]}/confirm` }],
          )
        : page('Checkout not found', [], []);
    }
    const portalMatch = /^\/p\/session\/([^/]+)(?:\/(cancel|renew))?$/.exec(request.path);
    if (portalMatch?.[1] !== undefined) return portal(request, portalMatch[1], portalMatch[2]);
    return json(404, { error: { message: 'Not found' } });
  };

  const server = await startFakeHttpServer(handle);
  base = server.url;
  return {
    url: server.url,
    requests: server.requests,
    subscriptions,
    completedSessions,
    redeliverSession(sessionID) {
      const body = completedSessions.get(sessionID);
      if (body === undefined) throw new Error(`No paid session ${sessionID}`);
      return sendSigned(body);
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async pay(checkoutUrl) {
      const reply = await paySession(new URL(checkoutUrl).pathname.split('/').pop() ?? '');
      if (reply.location === undefined) throw new Error(`No checkout session at ${checkoutUrl}`);
      return reply.location;
    },
    end(subscriptionID) {
      const subscription = subscriptions.get(subscriptionID);
      if (!subscription) throw new Error(`No subscription ${subscriptionID}`);
      subscription.status = 'canceled';
      return notify('customer.subscription.deleted', subscription);
    },
    sendSigned,
    close: server.close,
  };
}
