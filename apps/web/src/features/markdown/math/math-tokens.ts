/** Tokens our math extensions add to marked's. */
export interface MathToken {
  type: 'blockMath' | 'inlineMath';
  raw: string;
  tex: string;
  /** Display (centred, own line) rather than inline in the sentence. */
  display: boolean;
}
