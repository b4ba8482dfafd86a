import { describe, expect, it } from 'vitest';
import { stripMermaidDirectives } from './strip-mermaid-directives.ts';

describe('stripMermaidDirectives', () => {
  it('removes init directives wherever they are, on one line or several', () => {
    const source = [
      "%%{init: {'securityLevel': 'loose'}}%%",
      'graph TD',
      '  %%{ init: {',
      '    "flowchart": {"htmlLabels": true} } }%%',
      '  A --> B',
    ].join('\n');
    const stripped = stripMermaidDirectives(source);
    expect(stripped).not.toContain('securityLevel');
    expect(stripped).not.toContain('htmlLabels');
    expect(stripped).toContain('A --> B');
  });

  it('removes YAML front matter configuration', () => {
    const source = '---\nconfig:\n  securityLevel: loose\n---\ngraph TD\n  A --> B';
    expect(stripMermaidDirectives(source)).toBe('graph TD\n  A --> B');
  });

  it('leaves comments and ordinary diagrams alone', () => {
    const source = 'graph TD\n  %% a comment\n  A --> B';
    expect(stripMermaidDirectives(source)).toBe(source);
  });
});
