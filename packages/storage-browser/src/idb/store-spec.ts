/**
 * A store written as one line: the primary key first, then the indexes, in the notation the
 * database was first declared in (Dexie's, whose index names it must keep): `&id` a primary key,
 * `name` an index, `*name` a multi-entry index, `[a+b]` a compound key path.
 */
export interface IndexSpec {
  name: string;
  keyPath: string | string[];
  multiEntry: boolean;
}

export interface StoreSpec {
  keyPath: string | string[];
  indexes: IndexSpec[];
}

function keyPathOf(name: string): string | string[] {
  return name.startsWith('[') ? name.slice(1, -1).split('+') : name;
}

export function parseStoreSpec(line: string): StoreSpec {
  const [primary = '', ...rest] = line.split(',').map((part) => part.trim());
  return {
    keyPath: keyPathOf(primary.replace(/^&/, '')),
    indexes: rest.map((part) => {
      const multiEntry = part.startsWith('*');
      const name = part.replace(/^[*&]/, '');
      return { name, keyPath: keyPathOf(name), multiEntry };
    }),
  };
}
