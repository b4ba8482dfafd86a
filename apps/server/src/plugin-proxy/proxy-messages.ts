import { pluginProxyLimits } from '@confab/core/protocol';

/** What the proxy answers when it refuses or fails; the plugin runtime hands these to the model. */
export const proxyMessages = {
  signInRequired:
    "Sign in to let Confab's server make this call: it makes calls only for signed-in people here.",
  onlyHttp: 'Only http and https addresses can be fetched.',
  invalidURL: 'The address is not a valid URL.',
  privateAddress:
    "Confab's server does not fetch this address: it points to a local, private or reserved network.",
  tooManyRedirects: `The site redirected more than ${pluginProxyLimits.redirects} times.`,
  requestTooLarge: `The request body is larger than ${pluginProxyLimits.requestBodyBytes / 1024 / 1024} MB.`,
  responseTooLarge: `The answer is larger than ${pluginProxyLimits.responseBodyBytes / 1024 / 1024} MB.`,
  timedOut: `The site did not answer within ${pluginProxyLimits.timeoutMs / 1000} seconds.`,
  unreachable: 'The site could not be reached.',
  badHeader: 'A request header has an invalid name or value.',
} as const;
