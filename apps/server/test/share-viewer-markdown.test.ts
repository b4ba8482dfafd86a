import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/sharing/viewer/render-markdown.ts';
import { sharedChatPage } from '../src/sharing/viewer/viewer-page.ts';

describe('the share page’s markdown', () => {
  it('shows raw HTML as text, keeps only http, https and mailto links, and never loads an image', () => {
    const html = renderMarkdown(
      [
        'Hi <script>alert(1)</script> <img src=x onerror=alert(1)>',
        '',
        '<div onclick="steal()">block</div>',
        '',
        '[a](javascript:alert(1)) [b](https://example.com/) ![pic](https://tracker.example/p.png)',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<(script|img|div)\b/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="https://example.com/" rel="noopener noreferrer nofollow ugc"');
    expect(html).toContain('<a class="image-ref" href="https://tracker.example/p.png"');
  });

  it('draws math as MathML, keeps prices as text, and lets no formula make a link', () => {
    const html = renderMarkdown('Cost $O(n)$, from $5 to $10.\n\n$$\n\\href{javascript:alert(1)}{x}\n$$');
    expect(html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>O</mi>');
    expect(html).toContain('from $5 to $10.');
    expect(html).toContain('display="block"');
    expect(html).not.toMatch(/href="javascript/);
  });

  it('escapes code and its language name', () => {
    const html = renderMarkdown('```js"><script>\nconst a = "<b>";\n```');
    expect(html).toContain(
      '<code class="hljs language-js"><span class="hljs-keyword">const</span> a = <span class="hljs-string">&quot;&lt;b&gt;&quot;</span>;</code>',
    );
    expect(renderMarkdown('```nonsense\n<b>x</b>\n```')).toContain(
      '<code class="hljs language-nonsense">&lt;b&gt;x&lt;/b&gt;</code>',
    );
  });

  it('escapes the title and model names of the page', () => {
    const { html: page } = sharedChatPage({
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
      createdAt: 0,
      indexable: false,
      data: {
        version: 1,
        title: '</title><script>x()</script>',
        createdAt: 0,
        messages: [{ role: 'assistant', content: 'ok', model: '<i>m</i>', createdAt: 0 }],
      },
    });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<i>m</i>');
    expect(page).toContain('href="/?shared_chat=AAAAAAAAAAAAAAAAAAAAAA"');
  });
  it('marks diagrams for the page script, which only a page with a diagram carries', () => {
    const html = renderMarkdown('```mermaid\ngraph TD; A-->B<script>\n```');
    expect(html).toContain(
      '<figure class="code diagram"><span class="code-lang">mermaid</span><pre><code class="language-mermaid">graph TD; A--&gt;B&lt;script&gt;',
    );
    const page = (content: string) =>
      sharedChatPage({
        id: 'AAAAAAAAAAAAAAAAAAAAAA',
        createdAt: 0,
        indexable: false,
        data: {
          version: 1,
          title: 't',
          createdAt: 0,
          messages: [{ role: 'assistant', content, createdAt: 0 }],
        },
      });
    const withDiagram = page('```mermaid\ngraph TD; A-->B\n```');
    expect(withDiagram.drawsDiagrams).toBe(true);
    expect(withDiagram.html).toContain('<script type="module" src="/share-diagrams.js"></script>');
    for (const content of [
      'no diagram',
      '<figure class="code diagram">fake</figure>',
      '`<figure class="code diagram">`',
    ]) {
      const plain = page(content);
      expect(plain.drawsDiagrams).toBe(false);
      expect(plain.html).not.toContain('<script');
    }
  });
});
