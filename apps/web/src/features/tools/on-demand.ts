// Parts that only lazily loaded code uses (the full export, drawn by the lazy settings screen), free
// of React components, so a DOM-free caller (the export's Node tests) can load them.
export { generatedImageIDs } from './generated-image-id.ts';
