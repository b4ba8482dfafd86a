import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeReply {
  status: number;
  body: string;
  contentType?: string;
  location?: string;
}

export const json = (status: number, body: unknown): FakeReply => ({
  status,
  body: JSON.stringify(body),
  contentType: 'application/json',
});

export const redirect = (location: string): FakeReply => ({ status: 303, body: '', location });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);

/** A plain page standing in for a provider's hosted checkout or portal: a title, lines, and buttons that POST. */
export function page(
  title: string,
  lines: string[],
  buttons: { label: string; action: string }[],
): FakeReply {
  const forms = buttons
    .map(
      (button) =>
        `<form method="post" action="${escapeHtml(button.action)}"><button>${escapeHtml(button.label)}</button></form>`,
    )
    .join('');
  const text = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><title>${escapeHtml(title)}</title><h1>${escapeHtml(title)}</h1>${text}${forms}`,
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, reply: FakeReply): void {
  response.statusCode = reply.status;
  if (reply.contentType) response.setHeader('Content-Type', reply.contentType);
  if (reply.location) response.setHeader('Location', reply.location);
  response.end(reply.body);
}

/** An HTTP server on a free loopback port; every request is recorded before it is handled. */
export async function startFakeHttpServer(
  handle: (request: FakeRequest) => Promise<FakeReply>,
): Promise<{ url: string; requests: FakeRequest[]; close: () => Promise<void> }> {
  const requests: FakeRequest[] = [];
  const server: Server = createServer((incoming, response) => {
    void (async () => {
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: await readBody(incoming),
      };
      requests.push(request);
      try {
        send(response, await handle(request));
      } catch (error) {
        send(response, json(500, { error: { message: String(error) } }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Posts a signed webhook the way a provider does, and answers the receiver's status. */
export async function deliverWebhook(
  url: string | undefined,
  body: string,
  headers: Record<string, string>,
): Promise<number> {
  if (url === undefined)
    throw new Error('The fake provider has no webhook URL yet; call setWebhookUrl first.');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  return response.status;
}
