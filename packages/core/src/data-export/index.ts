export * from './export-sections.ts';
export * from './export-error.ts';
export * from './export-file-name.ts';
export * from './utf8-byte-length.ts';
export * from './write-export.ts';
export * from './exported-attachment.ts';
