/** Randomness as a port, so ids in tests are predictable. */
export interface Random {
  uuid(): string;
}

export const cryptoRandom: Random = { uuid: () => crypto.randomUUID() };
