// `%%{init: {...}}%%` directives and a YAML front matter block can both carry configuration
// (securityLevel: 'loose', htmlLabels, themeCSS). Mermaid's `secure` list already refuses the known
// keys; removing every directive as well means a model's diagram can never change our settings.
const directive = /%%\{[\s\S]*?\}%%/g;
const frontMatter = /^\s*---[ \t]*\n[\s\S]*?\n---[ \t]*(?:\n|$)/;

export function stripMermaidDirectives(source: string): string {
  return source.replace(frontMatter, '').replace(directive, '');
}
