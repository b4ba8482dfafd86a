// Audio bytes the speech endpoints answer with: real, decodable files so a browser test can play
// them, built here so no binary sits in git.

const mp3FrameBytes = 417; // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, no padding: 144 * 128000 / 44100
// 115 × 1152 samples ≈ 3 s: long enough for a browser test to see it playing and pause it.
const mp3Frames = 115;

/**
 * About three seconds of silent MP3. Each frame is a header and zeroed side information: every
 * granule's `part2_3_length` is 0, which decoders read as silence.
 */
export function silentMp3(): Buffer {
  const frame = Buffer.alloc(mp3FrameBytes);
  frame.set([0xff, 0xfb, 0x90, 0x64], 0);
  return Buffer.concat(Array.from({ length: mp3Frames }, () => frame));
}

/** A mono 16-bit PCM WAV of a sine tone; `seconds` long at `sampleRate`. */
export function toneWav({ seconds = 1, sampleRate = 16_000, frequency = 440 } = {}): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index += 1) {
    const value = Math.round(Math.sin((2 * Math.PI * frequency * index) / sampleRate) * 0.3 * 32767);
    data.writeInt16LE(value, index * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
