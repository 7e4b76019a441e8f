/** Formatting of the figures shown on the pages. Pure functions, unit-tested. */

/** Expertise stats: a value above 100 is a count and shows '+', otherwise it is a percentage (SPEC §2). */
export function statSuffix(value: number): "+" | "%" {
  return value > 100 ? "+" : "%";
}

/** A counter's text: the number with an optional suffix, e.g. 10000 and "+" give "10000+". */
export function formatCount(value: number, suffix = ""): string {
  return `${Math.round(value)}${suffix}`;
}

/** An expertise stat's text, e.g. 150 gives "150+", 98 gives "98%". */
export function formatStat(value: number): string {
  return formatCount(value, statSuffix(value));
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A date as the SPEC shows it: "January 14, 2025" (read in UTC, as YAML writes it). */
export function formatPostDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "2025-01-14", for `<time datetime>` and feeds. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Turns a post's text date ("January 14, 2025") into an ISO date ("2025-01-14") for `<time datetime>`
 * and sorting. Throws on anything else, so a typo in front matter fails the build.
 */
export function toIsoDate(text: string): string {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[1] as (typeof MONTHS)[number]) : -1;
  const day = match ? Number(match[2]) : 0;
  const year = match ? Number(match[3]) : 0;
  const date = new Date(Date.UTC(year, month, day));
  if (!match || month < 0 || date.getUTCDate() !== day || date.getUTCMonth() !== month) {
    throw new Error(`Not a date like "January 14, 2025": "${text}"`);
  }
  return isoDay(date);
}

/** Whether `text` is a real date written as "Month D, YYYY" (the front-matter schemas use this). */
export function isHumanDate(text: string): boolean {
  try {
    toIsoDate(text);
    return true;
  } catch {
    return false;
  }
}

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
] as const;

/** A count as a sentence writes it: in words up to twelve ("six"), in digits above ("13"). */
export function numberWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** The same, starting a sentence: "Six", "13". */
export function numberWordCapital(count: number): string {
  const word = numberWord(count);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A list as a sentence writes it, without a comma before "and": "HTML, CSS and Git & GitHub". */
export function listInWords(items: readonly string[]): string {
  return new Intl.ListFormat("en-GB", { type: "conjunction" }).format(items);
}
