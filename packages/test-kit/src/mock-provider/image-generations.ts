// POST /images/generations in the OpenAI shape: one small generated picture as base64, so a test of
// the image tool sees a real PNG arrive, get stored and show.
import { crc32, deflateSync } from 'node:zlib';

const side = 64;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** A 64×64 RGB PNG: a diagonal gradient, so a screenshot shows something was drawn. */
function mockPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < side; y += 1) {
    rows.push(0);
    for (let x = 0; x < side; x += 1) rows.push(255, 120 + x * 2, 40 + y * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const mockImageBase64 = mockPng().toString('base64');

/** The answer body; DALL·E models also get the revised prompt they would return. */
export function imageGenerationReply(model: string | undefined, prompt: unknown): unknown {
  const revised =
    model?.startsWith('dall-e') === true && typeof prompt === 'string' ? { revised_prompt: prompt } : {};
  return {
    created: 1_700_000_000,
    data: [{ b64_json: mockImageBase64, ...revised }],
    usage: { total_tokens: 100, input_tokens: 10, output_tokens: 90 },
  };
}
