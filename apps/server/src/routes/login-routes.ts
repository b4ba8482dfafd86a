import type { Hono } from 'hono';
import {
  loginRequestSchema,
  verifyRequestSchema,
  type LoginResponse,
  type VerifyResponse,
} from '@confab/core/protocol';
import type { AuthService } from '../auth/auth-service.ts';
import { clientAddress } from '../auth/client-address.ts';
import { readJsonBody } from '../http/read-json-body.ts';

/** POST /api/login (send a code) and POST /api/verify (trade it for a token). */
export function registerLoginRoutes(
  app: Hono,
  { auth, trustProxy }: { auth: AuthService; trustProxy: boolean },
): void {
  app.post('/api/login', async (context) => {
    const { email, useAltLogin } = await readJsonBody(context, loginRequestSchema);
    await auth.requestLoginCode({
      email,
      route: useAltLogin === true ? 'alternative' : 'main',
      address: clientAddress(context, { trustProxy }),
    });
    context.header('Cache-Control', 'no-store');
    const body: LoginResponse = { ok: true };
    return context.json(body);
  });

  app.post('/api/verify', async (context) => {
    const { email, code } = await readJsonBody(context, verifyRequestSchema);
    const result = await auth.verifyLoginCode({
      email,
      code,
      address: clientAddress(context, { trustProxy }),
    });
    context.header('Cache-Control', 'no-store');
    const body: VerifyResponse = result;
    return context.json(body);
  });
}
