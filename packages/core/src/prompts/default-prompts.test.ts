import { describe, expect, it } from 'vitest';
import { promptSchema } from '../entities/index.ts';
import { createDefaultPrompts } from './default-prompts.ts';
import { countPromptText } from './prompt-text-counts.ts';

describe('default prompts', () => {
  const prompts = createDefaultPrompts(1_000);

  it('has at least 30 valid prompts with unique ids and titles', () => {
    expect(prompts.length).toBeGreaterThanOrEqual(30);
    for (const prompt of prompts) expect(promptSchema.safeParse(prompt).success, prompt.title).toBe(true);
    expect(new Set(prompts.map((prompt) => prompt.id)).size).toBe(prompts.length);
    expect(new Set(prompts.map((prompt) => prompt.title)).size).toBe(prompts.length);
  });

  it('gives every prompt a description and at least one tag', () => {
    for (const prompt of prompts) {
      expect(prompt.description, prompt.title).toBeTruthy();
      expect(prompt.tags.length, prompt.title).toBeGreaterThan(0);
    }
  });

  it('shows variables, queues and agent mentions', () => {
    const counts = prompts.map((prompt) => countPromptText(prompt.prompt));
    expect(counts.filter((count) => count.variables > 0).length).toBeGreaterThan(20);
    expect(counts.filter((count) => count.queueItems > 1).length).toBeGreaterThanOrEqual(2);
    expect(counts.some((count) => count.agents > 0)).toBe(true);
  });

  it('is the same set every time, so two fills write the same records', () => {
    expect(createDefaultPrompts(1_000)).toEqual(prompts);
  });
});
