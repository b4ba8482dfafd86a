/** PostgreSQL schema names are put into a connection option, so only plain identifiers pass. */
export function isSchemaName(name: string): boolean {
  return /^[a-z_][a-z0-9_]*$/.test(name);
}
