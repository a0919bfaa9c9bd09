// Intl formatters are expensive to build (a locale and time-zone lookup each) and cheap to use: each
// locale and option set gets one, kept for the life of the process. The calendar alone formats a
// few hundred day cells per page.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The one `Intl.DateTimeFormat` of this locale and these options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
}
