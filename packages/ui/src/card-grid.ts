import './card-grid.css';

/** The class of a grid of cards; importing it brings the grid's styles into the chunk that uses it. */
export const cardGridClassName = 'ui-card-grid';
