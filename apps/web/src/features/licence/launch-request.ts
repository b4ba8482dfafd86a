/** What the launch address asks of the licence feature (spec §2 query parameters and hashes). */
export interface LicenceLaunchRequest {
  /** `?thankyou` or `#thankyou`: the thank-you dialog, with the `key` parameter in its field. */
  thankYou: boolean;
  key?: string;
  /** `?checkout_success={session id}`: the purchase success dialog. */
  checkoutSessionID?: string;
}

const licenceParameters = ['thankyou', 'key', 'checkout_success'] as const;

export function readLicenceLaunchRequest(parameters: URLSearchParams, hash: string): LicenceLaunchRequest {
  const key = parameters.get('key')?.trim();
  const checkoutSessionID = parameters.get('checkout_success')?.trim();
  return {
    thankYou: parameters.has('thankyou') || hash === '#thankyou',
    ...(key ? { key } : {}),
    ...(checkoutSessionID ? { checkoutSessionID } : {}),
  };
}

/** Takes this feature's parameters (a licence key among them) out of the address bar and history. */
export function removeLicenceParameters(): void {
  const url = new URL(window.location.href);
  const present = licenceParameters.filter((name) => url.searchParams.has(name));
  if (present.length === 0 && url.hash !== '#thankyou') return;
  for (const name of present) url.searchParams.delete(name);
  if (url.hash === '#thankyou') url.hash = '';
  window.history.replaceState(window.history.state, '', url);
}
