/**
 * Tests only: a server licence token as protocol/licence.ts lays it out, expiring at `expiresAt`
 * (ms). Its signature part is not checked for the org notices, so it is a fixed stand-in.
 */
export function serverLicenceTestToken(expiresAt: number): string {
  const payload = {
    iat: 0,
    exp: Math.floor(expiresAt / 1000),
    plan: 'standard',
    email: 'admin@acme.example',
    instanceID: 'i-1',
    keyLast4: 'ABCD',
  };
  return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2lnbmF0dXJl`;
}
