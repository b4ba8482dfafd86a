import { describe, expect, it } from 'vitest';
import { imageTypeOf, runImageGeneration } from './image-generation.ts';
import type { ImageEnvironment } from './image-generation-settings.ts';

const pngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const signal = new AbortController().signal;

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

function environment(answer: () => Response, overrides: Partial<ImageEnvironment> = {}) {
  const sent: Sent[] = [];
  const stored: Blob[] = [];
  const fake: typeof fetch = (input, init = {}) => {
    sent.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return Promise.resolve(answer());
  };
  const images: ImageEnvironment = {
    connection: () => ({
      style: 'openai',
      endpoint: 'https://api.example/v1/chat/completions',
      apiKey: 'sk-9',
    }),
    model: () => 'gpt-image-1',
    storeImage: (image) => {
      stored.push(image);
      return Promise.resolve(`blob-${String(stored.length)}`);
    },
    fetch: fake,
    ...overrides,
  };
  return { images, sent, stored };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('generate_image', () => {
  it('asks the images endpoint with the key and model, stores the PNG and answers a short text', async () => {
    const { images, sent, stored } = environment(() => json({ data: [{ b64_json: pngBase64 }] }));
    const result = await runImageGeneration(
      { prompt: ' a red fox ', orientation: 'landscape' },
      images,
      signal,
    );
    expect(sent).toEqual([
      {
        url: 'https://api.example/v1/images/generations',
        headers: { authorization: 'Bearer sk-9', 'content-type': 'application/json' },
        body: { model: 'gpt-image-1', prompt: 'a red fox', n: 1, size: '1536x1024' },
      },
    ]);
    expect(stored[0]?.type).toBe('image/png');
    expect(result).toMatchObject({ imageID: 'blob-1', model: 'gpt-image-1', size: '1536x1024' });
    expect(JSON.stringify(result)).not.toContain(pngBase64.slice(0, 20));
  });

  it('downloads a URL answer and keeps the revised prompt', async () => {
    const bytes = Uint8Array.from(atob(pngBase64), (character) => character.charCodeAt(0));
    let call = 0;
    const { images, stored } = environment(() => {
      call += 1;
      return call === 1
        ? json({ data: [{ url: 'https://cdn.example/1.png', revised_prompt: 'A fox, at dusk' }] })
        : new Response(bytes);
    });
    const result = await runImageGeneration(
      { prompt: 'fox' },
      { ...images, model: () => 'dall-e-3' },
      signal,
    );
    expect(stored).toHaveLength(1);
    expect(result).toMatchObject({ size: '1024x1024', revisedPrompt: 'A fox, at dusk' });
  });

  it('answers clear errors: no key, a locked key, bad arguments, a refusal, something not an image', async () => {
    const ok = () => json({ data: [{ b64_json: pngBase64 }] });
    await expect(
      runImageGeneration({ prompt: 'x' }, environment(ok, { connection: () => undefined }).images, signal),
    ).rejects.toThrow('No OpenAI API key is set');
    await expect(
      runImageGeneration({ prompt: 'x' }, environment(ok, { connection: () => 'locked' }).images, signal),
    ).rejects.toThrow('locked with a password');
    await expect(runImageGeneration({}, environment(ok).images, signal)).rejects.toThrow('prompt must be');
    await expect(
      runImageGeneration({ prompt: 'x'.repeat(4001) }, environment(ok).images, signal),
    ).rejects.toThrow('longer than 4000');
    await expect(
      runImageGeneration({ prompt: 'x', orientation: 'round' }, environment(ok).images, signal),
    ).rejects.toThrow('orientation must be');
    const refused = environment(() =>
      json({ error: { message: 'Billing hard limit has been reached.' } }, 400),
    );
    await expect(runImageGeneration({ prompt: 'x' }, refused.images, signal)).rejects.toThrow(
      'Billing hard limit has been reached.',
    );
    const svg = environment(() => json({ data: [{ b64_json: btoa('<svg onload="alert(1)"/>') }] }));
    await expect(runImageGeneration({ prompt: 'x' }, svg.images, signal)).rejects.toThrow('not a PNG');
    expect(svg.stored).toHaveLength(0);
  });

  it('recognises the raster formats it keeps', () => {
    expect(imageTypeOf(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(imageTypeOf(new TextEncoder().encode('RIFF0000WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(new TextEncoder().encode('<html>'))).toBeUndefined();
  });
});
