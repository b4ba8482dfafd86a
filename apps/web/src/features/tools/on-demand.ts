// Parts free of React components, so DOM-free callers can load them: the full export (drawn by the
// lazy settings screen, tested in Node) and the MCP runtime (whose remote-server tests run in Node).
export { toolImageIDs, toolResultWithImages } from './generated-image-id.ts';
