import {
  orderInfoResponseSchema,
  redirectUrlResponseSchema,
  type LicencePlan,
  type OrderInfoResponse,
} from '@confab/core/protocol';
import type { LicenceAnswer } from '@confab/core/licence';

export type FetchImplementation = typeof fetch;

const defaultFetch: FetchImplementation = (input, init) => fetch(input, init);

/** POSTs JSON to the licence server (Confab's own origin) and keeps the status beside the body. */
export async function postLicence(
  path: string,
  body: unknown,
  fetchImplementation: FetchImplementation = defaultFetch,
): Promise<LicenceAnswer> {
  let response: Response;
  try {
    response = await fetchImplementation(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { status: 'network' };
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed };
}

/** A short name for this device in the licence's device list: the browser and its platform. */
export function instanceName(): string {
  const agent = navigator.userAgent;
  const browser = /Firefox\//.test(agent)
    ? 'Firefox'
    : /Edg\//.test(agent)
      ? 'Edge'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const platform = /Windows/.test(agent)
    ? 'Windows'
    : /Mac OS X/.test(agent)
      ? 'macOS'
      : /Android/.test(agent)
        ? 'Android'
        : /Linux/.test(agent)
          ? 'Linux'
          : '';
  return platform === '' ? browser : `${browser} on ${platform}`;
}

export function activateLicence(key: string, fetchImplementation?: FetchImplementation) {
  return postLicence('/api/licence/activate', { key, instanceName: instanceName() }, fetchImplementation);
}

export function verifyLicence(key: string, instanceID: string, fetchImplementation?: FetchImplementation) {
  return postLicence('/api/licence/verify', { key, instanceID }, fetchImplementation);
}

/** Spec §8: unlink fails with "Something went wrong. Please try again." on anything but 2xx. */
export async function unlinkLicence(
  key: string,
  instanceID: string,
  fetchImplementation?: FetchImplementation,
): Promise<boolean> {
  const answer = await postLicence('/api/licence/unlink', { key, instanceID }, fetchImplementation);
  return answer.status !== 'network' && answer.status < 300;
}

export async function recoverLicence(email: string, fetchImplementation?: FetchImplementation) {
  const answer = await postLicence('/api/licence/recover', { email }, fetchImplementation);
  return answer.status !== 'network' && answer.status < 300;
}

/** The payment provider's checkout page for a plan; undefined when the host cannot start one. */
export async function startLicenceCheckout(
  plan: LicencePlan,
  redirect: string,
  fetchImplementation?: FetchImplementation,
): Promise<string | undefined> {
  const answer = await postLicence('/api/licence/checkout', { plan, redirect }, fetchImplementation);
  if (answer.status === 'network' || answer.status >= 300) return undefined;
  const parsed = redirectUrlResponseSchema.safeParse(answer.body);
  return parsed.success ? parsed.data.url : undefined;
}

export type OrderInfoResult = { ok: true; order: OrderInfoResponse } | { ok: false; userMessage?: string };

/** Spec §7 POST /api/order-info: status 400+ carries a userMessage to show when present. */
export async function fetchOrderInfo(
  checkoutSessionID: string,
  fetchImplementation?: FetchImplementation,
): Promise<OrderInfoResult> {
  const answer = await postLicence('/api/order-info', { checkoutSessionID }, fetchImplementation);
  if (answer.status === 'network' || answer.status >= 500) return { ok: false };
  if (answer.status >= 400) {
    const body: unknown = answer.body;
    const userMessage =
      typeof body === 'object' &&
      body !== null &&
      'userMessage' in body &&
      typeof body.userMessage === 'string'
        ? body.userMessage
        : undefined;
    return userMessage ? { ok: false, userMessage } : { ok: false };
  }
  const parsed = orderInfoResponseSchema.safeParse(answer.body);
  return parsed.success ? { ok: true, order: parsed.data } : { ok: false };
}
