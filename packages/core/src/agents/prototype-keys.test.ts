import { describe, expect, it } from 'vitest';
import { canonicalJSON } from '../canonical-json/index.ts';
import { escapeHTML } from '../chat-export/index.ts';
import { fillPromptBlanks } from '../prompts/index.ts';
import { applyAgentSettings } from './system-agents.ts';
import { testAgent } from './test-agents.ts';

// Strings from people and the network that name Object.prototype members must find nothing.
const prototypeNames = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];

describe.each(prototypeNames)('the key %s', (name) => {
  it('is a blank without a value in a prompt template', () => {
    expect(fillPromptBlanks(`Hi {{${name}}}`, { topic: 'x' })).toBe(`Hi {{${name}}}`);
  });

  it('holds no pin in the agent settings map', () => {
    const agent = testAgent({ id: name, type: 'system', pinned: false });
    expect(applyAgentSettings([agent], {})).toEqual([agent]);
  });
});

describe('own keys elsewhere', () => {
  it('escapes HTML without reaching Object.prototype', () => {
    expect(escapeHTML('<b>')).toBe('&lt;b&gt;');
  });

  it('keeps an own "__proto__" field in the canonical JSON an agent checksum covers', () => {
    const data = JSON.parse('{"title":"A","__proto__":{"x":1}}') as unknown;
    expect(canonicalJSON(data)).toBe('{"__proto__":{"x":1},"title":"A"}');
  });
});
