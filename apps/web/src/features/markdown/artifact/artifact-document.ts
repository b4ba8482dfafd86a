/** The fenced-block languages that get a Code/Preview toggle. */
export const artifactLanguages = ['html', 'svg', 'artifact'] as const;

export type ArtifactLanguage = (typeof artifactLanguages)[number];

export function isArtifactLanguage(language: string): language is ArtifactLanguage {
  return (artifactLanguages as readonly string[]).includes(language);
}

/**
 * The document the sandboxed frame writes. An SVG gets a bare page around it so it is scaled to
 * the frame; HTML (and `artifact` blocks) are written as they are.
 */
export function artifactDocument(language: ArtifactLanguage, code: string): string {
  if (language !== 'svg') return code;
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<style>html,body{margin:0;height:100%;display:grid;place-items:center}svg{max-width:100%;max-height:100%}</style>',
    `</head><body>${code}</body></html>`,
  ].join('');
}
