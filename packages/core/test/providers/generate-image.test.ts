// generateImage: the images request an OpenAI-style endpoint gets, and the two answer shapes read.
import { describe, expect, it } from 'vitest';
import { generateImage } from '../../src/providers/index.ts';
import { replayFetch } from './helpers/replay-fetch.ts';

const json = (body: unknown, status = 200) => ({
  status,
  body: JSON.stringify(body),
  contentType: 'application/json',
});

const connection = {
  style: 'openai' as const,
  endpoint: 'https://gateway.example/v1/chat/completions?api-version=1',
  apiKey: 'sk-1',
};

describe('generateImage', () => {
  it('POSTs <base>/images/generations with the bearer key; a GPT image model gets no response_format', async () => {
    const replay = replayFetch(json({ created: 1, data: [{ b64_json: 'iVBORw0KGgo=' }] }));
    const image = await generateImage(
      connection,
      { prompt: 'a red fox', model: 'gpt-image-1', size: '1024x1024' },
      { fetch: replay.fetch },
    );
    expect(replay.sent).toEqual([
      {
        url: 'https://gateway.example/v1/images/generations?api-version=1',
        method: 'POST',
        headers: { authorization: 'Bearer sk-1', 'content-type': 'application/json' },
        body: { model: 'gpt-image-1', prompt: 'a red fox', n: 1, size: '1024x1024' },
      },
    ]);
    expect(image).toEqual({ base64: 'iVBORw0KGgo=' });
  });

  it('asks a DALL·E model for base64 and keeps its revised prompt', async () => {
    const replay = replayFetch(json({ data: [{ b64_json: 'AAAA', revised_prompt: 'A red fox at dusk' }] }));
    const image = await generateImage(
      connection,
      { prompt: 'fox', model: 'dall-e-3' },
      { fetch: replay.fetch },
    );
    expect(replay.sent[0]?.body).toEqual({
      model: 'dall-e-3',
      prompt: 'fox',
      n: 1,
      response_format: 'b64_json',
    });
    expect(image).toEqual({ base64: 'AAAA', revisedPrompt: 'A red fox at dusk' });
  });

  it('reads a URL answer from a compatible server', async () => {
    const replay = replayFetch(json({ data: [{ url: 'https://cdn.example/image.png' }] }));
    await expect(
      generateImage(connection, { prompt: 'fox', model: 'flux' }, { fetch: replay.fetch }),
    ).resolves.toEqual({ url: 'https://cdn.example/image.png' });
  });

  it("rejects with the provider's message, or when the answer holds no image", async () => {
    const refused = replayFetch(
      json({ error: { message: 'Your request was rejected by the safety system.' } }, 400),
    );
    await expect(
      generateImage(connection, { prompt: 'x', model: 'gpt-image-1' }, { fetch: refused.fetch }),
    ).rejects.toThrow('Your request was rejected by the safety system.');
    const empty = replayFetch(json({ data: [] }));
    await expect(
      generateImage(connection, { prompt: 'x', model: 'gpt-image-1' }, { fetch: empty.fetch }),
    ).rejects.toThrow('The images endpoint answered without an image.');
  });

  it('refuses a style without an images endpoint', async () => {
    await expect(
      generateImage(
        { style: 'anthropic', endpoint: 'https://a.example/v1/messages' },
        { prompt: 'x', model: 'm' },
      ),
    ).rejects.toThrow('The anthropic style has no images endpoint.');
  });
});
