// The "current date and time" tool: what a model cannot know by itself. Answers in the person's own
// time zone and locale unless the model asks for another zone.

export interface TimeEnvironment {
  now: () => number;
  /** A BCP 47 locale for the readable form (the browser's language). */
  locale: string;
  /** The person's IANA time zone. */
  timeZone: string;
}

export interface DateTimeAnswer {
  /** Readable, in the locale: what the model can quote. */
  local: string;
  timeZone: string;
  /** The same moment in UTC, ISO 8601. */
  utc: string;
  /** E.g. "GMT+01:00"; lets the model compute with the zone. */
  utcOffset: string;
}

/** Time zone names are short; a longer argument is refused before Intl sees it. */
const maxTimeZoneLength = 64;

function readTimeZone(args: Record<string, unknown>, fallback: string): string {
  const requested = args.timeZone;
  if (requested === undefined || requested === null || requested === '') return fallback;
  if (typeof requested !== 'string' || requested.length > maxTimeZoneLength) {
    throw new Error('timeZone must be an IANA time zone name such as "Europe/Paris".');
  }
  try {
    // Intl is the authority on which zones exist; it throws a RangeError for an unknown one.
    return new Intl.DateTimeFormat('en', { timeZone: requested }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`Unknown time zone "${requested}". Use an IANA name such as "Europe/Paris".`);
  }
}

function offsetIn(timeZone: string, moment: Date): string {
  const part = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(moment)
    .find((candidate) => candidate.type === 'timeZoneName');
  // "GMT" alone is how Intl writes a zero offset.
  return part?.value === 'GMT' ? 'GMT+00:00' : (part?.value ?? 'GMT+00:00');
}

function safeLocale(locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale).resolvedOptions().locale;
  } catch {
    return 'en';
  }
}

export function currentDateTime(args: Record<string, unknown>, environment: TimeEnvironment): DateTimeAnswer {
  const timeZone = readTimeZone(args, environment.timeZone);
  const moment = new Date(environment.now());
  const local = new Intl.DateTimeFormat(safeLocale(environment.locale), {
    dateStyle: 'full',
    timeStyle: 'long',
    timeZone,
  }).format(moment);
  return { local, timeZone, utc: moment.toISOString(), utcOffset: offsetIn(timeZone, moment) };
}
