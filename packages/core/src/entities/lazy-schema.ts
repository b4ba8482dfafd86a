/**
 * A schema built the first time it is used, not when its module loads. The entity schemas are many
 * hundreds of zod constructors, and every one ran at the app's start (about a quarter of the first
 * load's module evaluation) though a new profile parses only a few settings. The proxy hands every
 * property to the built schema, so parsing, composing (`z.optional(x)`, `x.shape`) and the inferred
 * types are those of the schema itself; it costs one property look-up through the proxy per use.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = (): Schema => (built ??= build());
  return new Proxy({} as Schema, {
    get: (_target, key) => Reflect.get(schema(), key) as unknown,
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a fixed property its (empty) target lacks.
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
  });
}
