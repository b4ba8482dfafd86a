import { describe, expect, it } from 'vitest';
import type { PluginProxyRequest, PluginProxyResponse } from '@confab/core/protocol';
import { readWebPage, webPageTextCharacters } from './read-web-page.ts';

const signal = new AbortController().signal;

function proxyAnswering(answer: Partial<PluginProxyResponse>) {
  const requests: PluginProxyRequest[] = [];
  const proxy = (request: PluginProxyRequest) => {
    requests.push(request);
    return Promise.resolve({ status: 200, url: request.url, ...answer, body: answer.body ?? '' });
  };
  return { proxy, requests };
}

const paragraph = (text: string) =>
  `<p>${text} ${'More words about the river and its bridges. '.repeat(8)}</p>`;

describe('readWebPage', () => {
  it('reads the article of an HTML page through the proxy, without menus or scripts', async () => {
    const html = `<!doctype html><html><head><title>Rivers of Oslo</title><script>window.hacked = 1</script></head>
      <body><nav><a href="/">Home</a> <a href="/about">About us</a></nav>
      <article><h1>Rivers of Oslo</h1>${paragraph('Akerselva runs through the city.')}${paragraph('Alna is the longest.')}</article>
      <footer>Copyright footer</footer></body></html>`;
    const { proxy, requests } = proxyAnswering({ contentType: 'text/html; charset=utf-8', body: html });
    const page = await readWebPage('https://example.com/rivers', { proxy, signal });
    expect(requests[0]).toMatchObject({ url: 'https://example.com/rivers', method: 'GET' });
    expect(page.title).toBe('Rivers of Oslo');
    expect(page.text).toContain('Akerselva runs through the city.');
    expect(page.text).not.toContain('window.hacked');
    expect(page.text).not.toContain('About us');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('returns plain text as it is, cut to the limit', async () => {
    const { proxy } = proxyAnswering({
      contentType: 'text/plain',
      body: 'x'.repeat(webPageTextCharacters + 10),
    });
    const page = await readWebPage('https://example.com/a.txt', { proxy, signal });
    expect(page.text).toMatch(/^x{30000}\n\[The page was cut after 30,000 characters\.\]$/);
  });

  it('turns a failed status into a tool error', async () => {
    const { proxy } = proxyAnswering({ status: 404, body: 'gone' });
    await expect(readWebPage('https://example.com/x', { proxy, signal })).rejects.toThrow('status 404');
  });
});
