/**
 * When the knowledge-base demo popup opens (docs/knowledge.md): once per person (the answer syncs as
 * a preference), to someone who has files but has not made a collection of their own yet, so it
 * explains collections at the moment they would help and never again after.
 */
export function shouldOfferKnowledgeDemo({
  fileCount,
  ownCollectionCount,
  seen,
}: {
  fileCount: number;
  ownCollectionCount: number;
  seen: boolean;
}): boolean {
  return !seen && fileCount > 0 && ownCollectionCount === 0;
}
