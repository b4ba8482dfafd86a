import { describe, expect, it } from 'vitest';
import { tagHue } from './tag-colour.ts';

describe('tagHue', () => {
  it('gives a name the same hue every time, whatever its case or spaces', () => {
    expect(tagHue('Work')).toBe(tagHue('work'));
    expect(tagHue(' work ')).toBe(tagHue('work'));
  });

  it('stays within 0–359 and tells similar names apart', () => {
    const hues = ['work', 'works', 'home', 'ideas', 'draft', '日本'].map(tagHue);
    for (const hue of hues) {
      expect(hue).toBeGreaterThanOrEqual(0);
      expect(hue).toBeLessThan(360);
    }
    expect(new Set(hues).size).toBe(hues.length);
  });
});
