import './corner-card.css';

/** The class of a non-modal card in a corner (review invitation, buy prompt); importing it brings its styles. */
export const cornerCardClassName = 'ui-corner-card';
