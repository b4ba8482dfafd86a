import { describe, expect, it } from 'vitest';
import {
  addressWithoutEntryParameters,
  hasHandledParameters,
  readEntryLinkRequest,
  startsNewChat,
} from './entry-link-parameters.ts';

const read = (search: string) => readEntryLinkRequest(new URLSearchParams(search));

describe('entry-link parameters', () => {
  it('reads every parameter of a full link', () => {
    const request = read(
      '?agent=a-1&chatTitle=%20Trip%20&message=Hello%0Athere&send-first-message&initialContextURL=https://x.test/c.txt',
    );
    expect(request).toEqual({
      agent: 'a-1',
      chatTitle: 'Trip',
      message: 'Hello\nthere',
      sendFirstMessage: true,
      initialContextURL: 'https://x.test/c.txt',
    });
    expect(startsNewChat(request)).toBe(true);
  });

  it('ignores blank values and a send flag set to false', () => {
    const request = read('?agent=&chatTitle=%20&message=%20%20&send-first-message=false');
    expect(request).toEqual({ sendFirstMessage: false });
    expect(startsNewChat(request)).toBe(false);
    expect(read('?send-first-message=0').sendFirstMessage).toBe(false);
    expect(read('?send-first-message=true').sendFirstMessage).toBe(true);
  });

  it('a message alone stays on the new-chat screen', () => {
    expect(startsNewChat(read('?message=hi'))).toBe(false);
  });

  it('replaces the address with / and keeps the hash and other features’ parameters', () => {
    expect(
      addressWithoutEntryParameters('https://app.test/?agent=x&message=hi&utm_source=news&ref=abc'),
    ).toBe('/');
    expect(addressWithoutEntryParameters('https://app.test/?safe_mode&debug=true#settings')).toBe(
      '/#settings',
    );
    expect(addressWithoutEntryParameters('https://app.test/?message=hi&character=s-1&import_plugin=p')).toBe(
      '/?character=s-1&import_plugin=p',
    );
  });

  it('knows when the address carries its parameters', () => {
    expect(hasHandledParameters(new URLSearchParams('?utm_medium=mail'))).toBe(true);
    expect(hasHandledParameters(new URLSearchParams('?character=s-1'))).toBe(false);
  });
});
