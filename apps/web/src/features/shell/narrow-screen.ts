/** Spec §9: the narrow-screen breakpoint is 768 px. Kept in step with the CSS media queries. */
export const narrowScreenQuery = '(max-width: 767.98px)';
