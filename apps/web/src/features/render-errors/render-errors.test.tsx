import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { describeRenderError, rootErrorHandlers } from './log-render-error.ts';
import { MessageErrorBoundary } from './message-error-boundary.tsx';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

const secret = 'sk-live-0123456789abcdef';

function Thrower({ fail }: { fail: boolean }): never | string {
  if (fail) throw new TypeError(`cannot render ${secret}`);
  return 'rendered again';
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('MessageErrorBoundary', () => {
  it('shows the message text as written, with a notice, when the renderer throws', () => {
    render(
      <IntlRoot locale="en">
        <MessageErrorBoundary text={'# Title\n\n**bold** <b>tag</b>'}>
          <Thrower fail />
        </MessageErrorBoundary>
        <p>the next message</p>
      </IntlRoot>,
    );
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain('This message could not be displayed.');
    expect(notice.textContent).toContain('# Title');
    expect(notice.textContent).toContain('**bold** <b>tag</b>');
    expect(notice.querySelector('b')).toBeNull();
    expect(screen.getByText('the next message')).toBeTruthy();
  });

  it('around a whole message, keeps the message article and its name', () => {
    render(
      <IntlRoot locale="en">
        <MessageErrorBoundary text="Hello" article={{ label: 'Assistant message', className: 'message' }}>
          <Thrower fail />
        </MessageErrorBoundary>
      </IntlRoot>,
    );
    expect(screen.getByRole('article', { name: 'Assistant message' }).textContent).toContain('Hello');
  });
});

describe('ScreenErrorBoundary', () => {
  it('shows a notice with Try again, which renders the screen again', () => {
    let fail = true;
    function Screen() {
      return <p>{Thrower({ fail })}</p>;
    }
    render(
      <IntlRoot locale="en">
        <ScreenErrorBoundary resetKeys={['agents']}>
          <Screen />
        </ScreenErrorBoundary>
      </IntlRoot>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This screen could not be shown.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('rendered again')).toBeTruthy();
  });
});

describe('render error logging', () => {
  it('names the error and where it was thrown, never its message', () => {
    const error = new TypeError(`cannot render ${secret}`);
    const description = describeRenderError(error);
    expect(description.startsWith('TypeError')).toBe(true);
    expect(description).not.toContain(secret);
    expect(describeRenderError('a string with sk-live-key')).not.toContain('sk-live');
  });

  it('drops a stack that repeats the message somewhere else', () => {
    const error = new Error(secret);
    error.stack = `    at render (app.js:1:1)\nCaused by: ${secret}`;
    expect(describeRenderError(error)).toBe('Error');
  });

  it('logs a caught error once, with the component stack and without the message', () => {
    const log = vi.mocked(console.error);
    rootErrorHandlers.onCaughtError(new RangeError(`bad ${secret}`), {
      componentStack: '\n    at MessageArticle',
    });
    expect(log).toHaveBeenCalledOnce();
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).toContain('RangeError');
    expect(line).toContain('MessageArticle');
    expect(line).not.toContain(secret);
  });

  it('logs a failure that repeats in the same place once (a stream re-renders it per token)', () => {
    const log = vi.mocked(console.error);
    const info = { componentStack: '\n    at MessageBody (repeated)' };
    for (let token = 0; token < 5; token += 1) {
      rootErrorHandlers.onCaughtError(new RangeError(`token ${String(token)}`), info);
    }
    expect(log).toHaveBeenCalledOnce();
  });
});
