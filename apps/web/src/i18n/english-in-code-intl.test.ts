import { createElement, isValidElement } from 'react';
import { createIntl, createIntlCache, type MessageDescriptor } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import compiledEnglish from './compiled/en.json';
import compiledGerman from './compiled/de.json';
import { createAppIntl } from './english-in-code-intl.ts';
import type { Catalogue } from './locales.ts';

const english = compiledEnglish as Catalogue;
const german = compiledGerman as Catalogue;

/** A descriptor as the build writes it: the compiled English tree as its `defaultMessage`. */
function fromCode(id: string): MessageDescriptor {
  const tree = english[id];
  if (!tree) throw new Error(`No English message ${id}`);
  return { id, defaultMessage: tree };
}

/** react-intl as it formats the same descriptor, with the same empty English catalogue. */
function reactIntl(locale = 'en', messages: Catalogue = {}) {
  return createIntl({ locale, defaultLocale: 'en', messages, onError: () => undefined }, createIntlCache());
}

describe('English formatted from the code', () => {
  it('answers plain text without building a format', () => {
    const intl = createAppIntl('en', 'en', {});
    const build = vi.spyOn(intl.formatters, 'getMessageFormat');
    expect(intl.formatMessage(fromCode('chat.action.edit'))).toBe('Edit');
    expect(intl.$t(fromCode('chat.message.user'))).toBe('User message');
    expect(build).not.toHaveBeenCalled();
  });

  it('formats values and plurals as react-intl does, building each format once', () => {
    const intl = createAppIntl('en', 'en', {});
    const build = vi.spyOn(intl.formatters, 'getMessageFormat');
    for (const count of [1, 2, 1, 5]) {
      expect(intl.formatMessage(fromCode('agents.card.starterCount'), { count })).toBe(
        reactIntl().formatMessage(fromCode('agents.card.starterCount'), { count }),
      );
    }
    expect(intl.formatMessage(fromCode('chat.branch.position'), { index: 2, count: 3 })).toBe('2 / 3');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('leaves rich text to react-intl, with its keyed elements', () => {
    const intl = createAppIntl('en', 'en', {});
    const values = {
      b: (chunks: unknown) => createElement('b', null, chunks as string),
      u: (chunks: unknown) => createElement('u', null, chunks as string),
      link: (chunks: unknown) => createElement('a', null, chunks as string),
    };
    const parts = intl.formatMessage(fromCode('keys.error.rateLimited'), values);
    expect(Array.isArray(parts)).toBe(true);
    const elements = (parts as unknown[]).filter(isValidElement);
    expect(elements.length).toBeGreaterThan(0);
    expect(elements.every((element) => element.key !== null)).toBe(true);
  });

  it('falls back as react-intl does when a value is missing', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const intl = createAppIntl('en', 'en', {});
    expect(intl.formatMessage(fromCode('chat.branch.position'), { index: 2 })).toBe(
      reactIntl().formatMessage(fromCode('chat.branch.position'), { index: 2 }),
    );
    // react-intl's own report of the missing value.
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('uses a translated catalogue as react-intl does', () => {
    const intl = createAppIntl('de', 'en', german);
    for (const id of ['chat.action.edit', 'agents.card.starterCount']) {
      expect(intl.formatMessage(fromCode(id), { count: 2 })).toBe(
        reactIntl('de', german).formatMessage(fromCode(id), { count: 2 }),
      );
    }
  });
});
