import './card-grid.css';

/**
 * Classes of a grid of cards: `grid` alone is one column; add `byViewport` or `byContainer` (inside
 * an element with `container`) for more columns as the room grows. Importing these brings the grid's
 * styles into the chunk that uses them.
 */
export const cardGridClassNames = {
  grid: 'ui-card-grid',
  byViewport: 'ui-card-grid--viewport',
  container: 'ui-card-grid-container',
  byContainer: 'ui-card-grid--container',
} as const;
