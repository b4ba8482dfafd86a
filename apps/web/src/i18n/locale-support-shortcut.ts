type SupportedLocalesOf = typeof Intl.NumberFormat.supportedLocalesOf;

/**
 * Answers "is this locale supported?" for the given locales at once and asks `original` for any other
 * question (another locale, a list, options).
 */
export function supportedLocalesShortcut(
  original: SupportedLocalesOf,
  known: ReadonlySet<string>,
): SupportedLocalesOf {
  return (locales, options) =>
    typeof locales === 'string' && options === undefined && known.has(locales)
      ? [locales]
      : original(locales, options);
}

/**
 * The first `supportedLocalesOf` of `Intl.NumberFormat` or `Intl.DateTimeFormat` in a page makes V8
 * build ICU's list of available locales: 10–30 ms on the 2-core machine (docs/i18n.md). react-intl's
 * provider asks both when it first renders, and intl-messageformat asks once for every message with
 * values, so a cold load paid that before the composer appeared, although nothing before it formats
 * a number or a date. The UI's own languages are in every browser's locale data, so the question is
 * answered for them without the list; everything else still goes to the browser. Returns the undo,
 * for tests.
 */
export function installLocaleSupportShortcut(uiLocales: readonly string[]): () => void {
  const known = new Set(uiLocales);
  const services = [Intl.NumberFormat, Intl.DateTimeFormat] as const;
  const originals = services.map((service) => Object.getOwnPropertyDescriptor(service, 'supportedLocalesOf'));
  for (const service of services) {
    const original: SupportedLocalesOf = service.supportedLocalesOf.bind(service);
    service.supportedLocalesOf = supportedLocalesShortcut(original, known);
  }
  return () => {
    services.forEach((service, index) => {
      const original = originals[index];
      if (original) Object.defineProperty(service, 'supportedLocalesOf', original);
    });
  };
}
