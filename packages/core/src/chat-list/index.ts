export * from './chat-sort.ts';
export * from './chat-filter.ts';
export * from './tag-colour.ts';
export * from './range-selection.ts';
export * from './folder-order.ts';
export * from './sidebar-rows.ts';
