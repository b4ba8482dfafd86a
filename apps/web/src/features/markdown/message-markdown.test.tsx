import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { deeplyNestedAnswer, hostileMarkdown } from '@confab/test-kit';
import { copiedConfirmationMilliseconds } from '@confab/ui';
import { MessageMarkdown } from './index.ts';
import { markdownNestingLimit } from './markdown-limits.ts';

function renderMarkdown(text: string, streaming = false, drawAll = false) {
  return render(
    <IntlRoot locale="en">
      <MessageMarkdown text={text} streaming={streaming} drawAll={drawAll} />
    </IntlRoot>,
  );
}

describe('MessageMarkdown', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders GFM: headings, tables, task lists, strikethrough and autolinks', () => {
    const { container } = renderMarkdown(
      [
        '## Plan',
        '',
        '| Step | Done |',
        '|---|---|',
        '| one | ~~no~~ |',
        '',
        '- [x] written',
        '- [ ] tested',
        '',
        'See www.example.com for more.',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Plan' })).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(container.querySelector('del')?.textContent).toBe('no');
    expect(screen.getByRole('checkbox', { name: 'Done' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Not done' })).toHaveProperty('checked', false);
    const link = screen.getByRole('link', { name: 'www.example.com' });
    expect(link.getAttribute('href')).toBe('http://www.example.com/');
  });

  it('draws deep nesting down to the limit, then the rest as text under a notice', () => {
    const { container } = renderMarkdown(deeplyNestedAnswer);
    let depth = 0;
    for (
      let quote = container.querySelector('blockquote');
      quote;
      quote = quote.querySelector('blockquote')
    ) {
      depth += 1;
    }
    expect(depth).toBe(markdownNestingLimit);
    expect(container.querySelectorAll('ul ul ul ul ul ul ul ul ul ul ul ul ul ul ul ul ul')).toHaveLength(0);
    const notices = screen.getAllByRole('note');
    expect(notices[0]?.textContent).toBe(
      `Nested more than ${markdownNestingLimit} levels deep: the rest is shown as plain text.`,
    );
    expect(container.textContent).toContain('deep quote');
    expect(container.textContent).toContain('level 80');
  });

  it('shows a table too wide to draw as its source, under a notice', () => {
    const { container } = renderMarkdown(hostileMarkdown['2,000-column table']);
    expect(container.querySelector('table')).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('A table of more than');
  });

  it('shows where a deceptive link really goes, and honest links as they were', () => {
    renderMarkdown(
      '[paypal.com](https://paypal.com.evil.example/login) and [pаypal.com](https://pаypal.com/) and [example.com](https://example.com/a)',
    );
    expect(screen.getByText('(goes to paypal.com.evil.example)')).toBeTruthy();
    expect(screen.getByText('(goes to xn--pypal-4ve.com)')).toBeTruthy();
    expect(screen.getAllByText(/^\(goes to/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'example.com' }).getAttribute('href')).toBe(
      'https://example.com/a',
    );
  });

  it('shows bidirectional controls as markers in link text and code, not elsewhere', () => {
    const { container } = renderMarkdown(
      [
        '[invoice\u202Efdp.exe](https://example.com/)',
        '',
        '```',
        'if (x) {\u202E } else {',
        '```',
        '',
        'prose\u202Eword',
      ].join('\n'),
    );
    expect(screen.getByRole('link').textContent).toBe('invoice⟨U+202E⟩fdp.exe');
    expect(container.querySelector('pre')?.textContent).toContain('if (x) {⟨U+202E⟩ } else {');
    expect(container.textContent).toContain('prose\u202Eword');
  });

  it('never turns raw HTML into elements', () => {
    const { container } = renderMarkdown(
      [
        '<script>window.__pwned = true</script>',
        '',
        'Inline <img src=x onerror="window.__pwned = true"> and <b onclick="x()">bold</b>.',
        '',
        '<svg onload="window.__pwned = true"><circle r="5"/></svg>',
      ].join('\n'),
    );
    expect(container.querySelector('script, img, svg, b, [onerror], [onclick], [onload]')).toBeNull();
    expect(container.textContent).toContain('<script>window.__pwned = true</script>');
    expect(container.textContent).toContain('<img src=x onerror="window.__pwned = true">');
  });

  it('keeps http, https and mailto links and shows every other scheme as text', () => {
    renderMarkdown(
      [
        '[safe](https://example.com/page) [mail](mailto:a@example.com)',
        '[bad](javascript:alert(1)) [data](data:text/html,<script>alert(1)</script>)',
        '[vb](vbscript:msgbox(1)) [file](file:///etc/passwd) [relative](#settings)',
      ].join('\n'),
    );
    const safe = screen.getByRole('link', { name: 'safe' });
    expect(safe.getAttribute('target')).toBe('_blank');
    expect(safe.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@example.com');
    for (const name of ['bad', 'data', 'vb', 'file', 'relative']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByText(name)).toBeTruthy();
    }
  });

  it('loads a remote image only after the button is pressed', () => {
    const { container } = renderMarkdown(
      '![A cat](https://images.example.com/cat.png) ![dot](data:image/png;base64,AAAA)',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Load embedded image' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load image from images.example.com' }));
    const image = screen.getByRole('img', { name: 'A cat' });
    expect(image.getAttribute('src')).toBe('https://images.example.com/cat.png');
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('copies code and says "Copied" for two seconds', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers();
    renderMarkdown('```python\nprint("hi")\n```');
    expect(screen.getByText('python')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('print("hi")');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(copiedConfirmationMilliseconds - 1);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });

  it('offers Code and Preview for html, svg and artifact blocks', () => {
    renderMarkdown('```html\n<p>Hello</p>\n```\n\n```svg\n<svg></svg>\n```\n\n```artifact\n<b>x</b>\n```');
    expect(screen.getAllByRole('button', { name: 'Code' })).toHaveLength(3);
    const preview = screen.getAllByRole('button', { name: 'Preview' });
    expect(preview).toHaveLength(3);
    expect(preview[0]?.getAttribute('aria-pressed')).toBe('false');
  });

  it('does not offer a preview of an artifact that is still streaming', () => {
    renderMarkdown('```html\n<p>Hel', true);
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveProperty('disabled', true);
  });

  it('re-renders only the tail while streaming', () => {
    const { container, rerender } = renderMarkdown('First paragraph.\n\nSecond', true);
    const firstBlock = container.querySelector('.markdown__block');
    rerender(
      <IntlRoot locale="en">
        <MessageMarkdown text={'First paragraph.\n\nSecond paragraph grows'} streaming />
      </IntlRoot>,
    );
    expect(container.querySelector('.markdown__block')).toBe(firstBlock);
    expect(container.textContent).toContain('Second paragraph grows');
    expect(container.querySelector('.markdown')?.getAttribute('data-rendered')).toBe('partial');
  });

  it('draws all of a long answer for print in batches and says when it is complete', async () => {
    const text = Array.from({ length: 3000 }, (_, index) => `Paragraph ${index} of the answer.`).join('\n\n');
    const { container } = renderMarkdown(text, false, true);
    const firstCount = container.querySelectorAll('.markdown__block').length;
    expect(firstCount).toBeGreaterThan(0);
    expect(firstCount).toBeLessThan(3000);
    await vi.waitFor(
      () => {
        expect(container.querySelector('.markdown')?.getAttribute('data-rendered')).toBe('complete');
      },
      { timeout: 10_000 },
    );
    expect(container.querySelectorAll('.markdown__block')).toHaveLength(3000);
    expect(container.querySelector('.markdown__section--source')).toBeNull();
    // Drawing 3,000 blocks in happy-dom takes seconds on a loaded 2-core machine: the dom project's
    // 5 s default cut the 10 s wait above short.
  }, 20_000);

  it('windows a medium text that arrived here, and draws the same text opened whole', () => {
    // Every element far below the view: only a section drawn at once is drawn.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 50_000, 600, 100));
    const text = Array.from({ length: 400 }, (_, index) => `Paragraph ${index} of the answer.`).join('\n\n');
    expect(text.length).toBeGreaterThan(6_000);
    expect(text.length).toBeLessThan(24_000);

    const opened = renderMarkdown(text);
    expect(opened.container.querySelector('.markdown__section--source')).toBeNull();
    cleanup();

    const arrived = renderMarkdown('Paragraph 0 of', true);
    arrived.rerender(
      <IntlRoot locale="en">
        <MessageMarkdown text={text} />
      </IntlRoot>,
    );
    expect(arrived.container.querySelector('.markdown')?.getAttribute('data-rendered')).toBe('complete');
    expect(arrived.container.querySelector('.markdown__section--source')).not.toBeNull();
    expect(arrived.container.textContent).toContain('Paragraph 399 of the answer.');
  });
});
