import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { IntlRoot } from './intl-root.tsx';
import { languages } from './locales.ts';
import { installLocaleSupportShortcut, supportedLocalesShortcut } from './locale-support-shortcut.ts';

const uiLocales = languages.map((language) => language.locale);

function EarlierMessages({ count }: { count: number }) {
  const intl = useIntl();
  return <p>{intl.formatMessage({ id: 'chat.showEarlier' }, { count })}</p>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('supportedLocalesShortcut', () => {
  it('answers for a UI locale at once and asks the browser about anything else', () => {
    const original = vi.fn((locales: string | readonly string[] | undefined) =>
      typeof locales === 'string' ? [`asked:${locales}`] : ['asked:list'],
    );
    const shortcut = supportedLocalesShortcut(original, new Set(['en', 'de']));
    expect(shortcut('de')).toEqual(['de']);
    expect(original).not.toHaveBeenCalled();
    expect(shortcut('pt-BR')).toEqual(['asked:pt-BR']);
    expect(shortcut(['de'])).toEqual(['asked:list']);
    expect(shortcut('en', { localeMatcher: 'lookup' })).toEqual(['asked:en']);
    expect(original).toHaveBeenCalledTimes(3);
  });
});

describe('installLocaleSupportShortcut', () => {
  it('lets react-intl format a message with values without asking the browser for its locale list', () => {
    const numberFormatCheck = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dateFormatCheck = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const undo = installLocaleSupportShortcut(uiLocales);
    try {
      render(
        <IntlRoot locale="en">
          <EarlierMessages count={3} />
        </IntlRoot>,
      );
      expect(screen.getByText('Show 3 earlier messages')).toBeTruthy();
      expect(numberFormatCheck).not.toHaveBeenCalled();
      expect(dateFormatCheck).not.toHaveBeenCalled();
      expect(Intl.NumberFormat.supportedLocalesOf('xx')).toEqual([]);
      expect(numberFormatCheck).toHaveBeenCalledTimes(1);
    } finally {
      undo();
    }
    const restored = (service: object): unknown =>
      Object.getOwnPropertyDescriptor(service, 'supportedLocalesOf')?.value;
    expect(restored(Intl.NumberFormat)).toBe(numberFormatCheck);
    expect(restored(Intl.DateTimeFormat)).toBe(dateFormatCheck);
  });
});
