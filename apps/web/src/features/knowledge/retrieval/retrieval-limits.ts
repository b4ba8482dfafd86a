/** Most passages one retrieval answers, and the longest question searched. */
export const retrievalLimits = { passages: 50, queryCharacters: 2_000 } as const;
