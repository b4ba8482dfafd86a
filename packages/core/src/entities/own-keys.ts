/**
 * Lookups by a string that came from a person or the network (a category, a setting's id, an entity
 * name, a header). A plain object answers "constructor", "toString" or "__proto__" through
 * Object.prototype, so `table[key]` finds a function where the table has nothing: these read own
 * properties only. The lint rule `confab/no-prototype-lookup` sends such lookups here.
 */

/** The table's own value for the key, or undefined; never an inherited member. */
export function lookupOwn<Value>(table: Readonly<Record<string, Value>>, key: string): Value | undefined {
  return Object.getOwnPropertyDescriptor(table, key)?.value as Value | undefined;
}

/** Narrows the key to the table's own keys (for tables with known keys, such as message catalogues). */
export function hasOwnKey<Table extends object>(table: Table, key: PropertyKey): key is keyof Table {
  return Object.hasOwn(table, key);
}

/** Sets an own entry, also for "__proto__", which an assignment would take as the prototype. */
export function setOwn<Value>(table: Record<string, Value>, key: string, value: NoInfer<Value>): void {
  Object.defineProperty(table, key, { value, enumerable: true, writable: true, configurable: true });
}
