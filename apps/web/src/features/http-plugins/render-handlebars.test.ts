import { describe, expect, it } from 'vitest';
import { renderHandlebars } from './render-handlebars.ts';

describe('renderHandlebars', () => {
  const data = { city: 'Oslo & <Bergen>', days: [{ t: 3 }, { t: 5 }] };

  it('renders text for the model without HTML escaping', () => {
    expect(
      renderHandlebars({ template: '{{city}}:{{#each days}} {{t}}°{{/each}}', data, escapeHtml: false }),
    ).toBe('Oslo & <Bergen>: 3° 5°');
  });

  it('escapes for render_html results', () => {
    expect(renderHandlebars({ template: '<b>{{city}}</b>', data, escapeHtml: true })).toBe(
      '<b>Oslo &amp; &lt;Bergen&gt;</b>',
    );
  });

  it('gives templates no access to prototypes', () => {
    const text = renderHandlebars({
      template: '[{{constructor.name}}][{{__proto__}}][{{#with "x"}}{{constructor}}{{/with}}]',
      data,
      escapeHtml: false,
    });
    expect(text).toBe('[][][]');
  });

  it('refuses helpers that are not built in', () => {
    expect(() => renderHandlebars({ template: '{{evil city}}', data, escapeHtml: false })).toThrow();
  });
});
