/**
 * Text helpers for the offline mentor: normalising and matching user text, quoting it safely into Markdown,
 * parsing study hours and time frames, small formatting helpers shared by the answer builders, and the language the
 * answer is written in (`answerIn`, `say`). All pure and deterministic.
 */
import { type Locale, defaultLocale, intlLocale } from '~/shared/locales';
import type { Text } from '~/shared/messages';
import { serverI18n } from '../../../i18n';

/**
 * The language of the answer being written. The mentor builds an answer in one synchronous call
 * (`offlineMentorReply`), so the language is set for that call (`answerIn`) instead of being handed down through
 * every builder: no other answer can run in between, and it is put back when the call returns or throws.
 */
let answering: Locale = defaultLocale;

/** Runs `write` with the mentor's words (`say`, `formatWeeks`, `joinAnd`, `nextSteps`) in `locale`; returns its result. */
export function answerIn<T>(locale: Locale, write: () => T): T {
  const before = answering;
  answering = locale;
  try {
    return write();
  } finally {
    answering = before;
  }
}

/** The language of the answer being written (English outside `answerIn`). */
export function answerLanguage(): Locale {
  return answering;
}

/**
 * One of the mentor's own phrases (a heading, a label, a next step), written in the answer's language with `values`
 * filled in (a plain string is written as it is). The mentor's knowledge (careers, exams, resources) and the person's quoted words stay as they are written.
 */
export function say(text: Text, values?: Record<string, unknown>): string {
  if (typeof text === 'string') return text;
  return serverI18n(answering)._(values ? { ...text, values } : text);
}

/** How much of any one text the mentor reads; longer input is cut here so that every reply stays fast. */
export const MAX_ANALYSED_CHARS = 20_000;

const NUMBER_WORDS: Record<string, string> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  eleven: '11', twelve: '12', fifteen: '15', twenty: '20', thirty: '30', forty: '40',
};

/**
 * Lower-cases, folds typographic quotes and dashes, turns separators into spaces and collapses whitespace, so
 * that phrase matching is simple. Keeps letters, digits and the characters that matter inside skill names
 * (`+` in C++, `#` in C#, `.` in node.js, `&` in GD&T, `/` in UI/UX).
 */
export function normalise(text: string): string {
  return text
    .slice(0, MAX_ANALYSED_CHARS)
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[–—−]/g, '-')
    .replace(/[^a-z0-9+#.&/' \n-]+/g, ' ')
    .replace(/(^|\s)[-.'/]+|[-.'/]+(?=\s|$)/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const phraseCache = new Map<string, RegExp>();

/** A regex for a lower-case phrase as whole words in normalised text, allowing a plural "s"/"es". */
export function phraseRegex(phrase: string): RegExp {
  let re = phraseCache.get(phrase);
  if (!re) {
    const body = escapeRegExp(normalise(phrase)).replace(/ /g, ' ');
    re = new RegExp(`(?<![a-z0-9+#])${body}(?:s|es)?(?![a-z0-9+#])`, 'g');
    phraseCache.set(phrase, re);
  }
  re.lastIndex = 0;
  return re;
}

/** Index of the first whole-word occurrence of `phrase` in normalised `text`, or -1. */
export function findPhrase(text: string, phrase: string): number {
  const re = phraseRegex(phrase);
  const m = re.exec(text);
  return m ? m.index : -1;
}

export function hasPhrase(text: string, phrase: string): boolean {
  return findPhrase(text, phrase) >= 0;
}

/** Counts the words of a text (runs of letters or digits). */
export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).length;
}

/**
 * Quotes user-supplied text into Markdown without letting it become markup: control characters removed,
 * whitespace collapsed, Markdown and HTML punctuation backslash-escaped, cut at `max` characters.
 */
export function quoteUser(text: string, max = 140): string {
  let s = text.replace(/\p{Cc}+/gu, ' ').replace(/\s+/g, ' ').trim();
  if (s.length > max) {
    const cut = s.slice(0, max - 1);
    // Drop a half-cut last word, unless the cut fell on a space.
    s = `${/\s/.test(s.charAt(max - 1)) ? cut.trimEnd() : cut.replace(/\s+\S*$/, '')}…`;
  }
  return s.replace(/[\\`*_{}[\]()<>#+|!~>]/g, '\\$&').replace(/^(\d+)\./, '$1\\.').replace(/^-/, '\\-');
}

/** Upper-cases the first letter (for user phrases shown as list items). */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Lower-cases the first letter, unless the first word is an acronym or a number ("SQL", "3 projects"). */
export function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

/** Replaces small number words ("two hours", "a month") with digits so that the number patterns see them. */
function digitsForWords(text: string): string {
  return text
    .replace(/\bhalf an? hour\b/g, '0.5 hour')
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty)\b(?=\s*(?:-|to)?\s*(?:\d+\s*)?(?:hours?|hrs?|weeks?|months?|years?|days?)\b)/g, (w) => NUMBER_WORDS[w] ?? w)
    // "a"/"an" only before units that are not the "per" of "hours a day" / "hours a week".
    .replace(/\b(an?)\b(?=\s+(?:hour|month|year)\b)/g, '1');
}

/**
 * Study time the user states, as hours a day: "3 hours a day", "2-3 hrs daily", "20 hours a week" (÷ 6 study
 * days), "daily 4 hours". Returns null when none is stated; clamps to 0.5–14.
 */
export function parseHoursPerDay(raw: string): number | null {
  const text = digitsForWords(raw.slice(0, MAX_ANALYSED_CHARS).toLowerCase());
  const num = String.raw`(\d+(?:\.\d+)?)(?:\s*(?:-|to)\s*(\d+(?:\.\d+)?))?`;
  const unit = String.raw`\s*(?:hours?|hrs?|h)\b`;
  const mid = (a: string, b?: string) => (b ? (Number(a) + Number(b)) / 2 : Number(a));
  const clamp = (h: number) => Math.min(14, Math.max(0.5, Math.round(h * 2) / 2));
  let m = new RegExp(`${num}${unit}\\s*(?:of study\\s*|of studying\\s*)?(?:a|per|each|every|/|in a)?\\s*(?:day|daily|night)`).exec(text);
  if (m) return clamp(mid(m[1], m[2]));
  m = new RegExp(`(?:daily|every day|each day|per day)\\s*(?:for\\s*)?${num}${unit}`).exec(text);
  if (m) return clamp(mid(m[1], m[2]));
  m = new RegExp(`${num}${unit}\\s*(?:of study\\s*)?(?:a|per|each|every|/|in a)\\s*week`).exec(text);
  if (m) return clamp(mid(m[1], m[2]) / 6);
  return null;
}

/**
 * A time frame the user states, in weeks: "in 3 months", "12 weeks left", "exam after 45 days", "1 year".
 * Returns null when none is stated. Ignores "N years of experience" and ages.
 */
export function parseWeeks(raw: string): number | null {
  const text = digitsForWords(raw.slice(0, MAX_ANALYSED_CHARS).toLowerCase());
  const re = /(\d+(?:\.\d+)?)\s*(weeks?|wks?|months?|mos?|days?|years?|yrs?)\b(?!\s*(?:of\s+(?:experience|work|teaching|job)|old|experience))/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const n = Number(m[1]);
    const unit = m[2];
    let weeks: number;
    if (unit.startsWith('w')) weeks = n;
    else if (unit.startsWith('mo')) weeks = n * 4.345;
    else if (unit.startsWith('d')) weeks = n / 7;
    else weeks = n * 52;
    if (weeks >= 1) return Math.round(weeks);
  }
  return null;
}

/** Labels several answers share, written with `say`. */
export const MENTOR_LABELS = {
  entryPay: /*i18n*/ { id: 'mentor.label.entry-pay', message: 'Entry pay:' },
  resources: /*i18n*/ { id: 'mentor.label.resources', message: 'Resources:' },
  fromAssessment: /*i18n*/ { id: 'mentor.label.from-assessment', message: 'From your skills assessment:' },
  tips: /*i18n*/ { id: 'mentor.label.tips', message: 'Tips:' },
};

const WORDS = {
  weeks: /*i18n*/ { id: 'mentor.weeks', message: '{weeks, plural, one {# week} other {# weeks}}' },
  months: /*i18n*/ { id: 'mentor.about-months', message: '~{months} months' },
  years: /*i18n*/ { id: 'mentor.about-years', message: '~{years} years' },
  noFixedSalary: /*i18n*/ { id: 'mentor.no-fixed-salary', message: 'no fixed salary' },
  nextSteps: /*i18n*/ { id: 'mentor.next-steps', message: 'Next steps' },
};

/** "6 weeks", "~5 months", "~2 years" for a duration in weeks, in the answer's language. */
export function formatWeeks(weeks: number): string {
  if (weeks <= 12) return say(WORDS.weeks, { weeks });
  if (weeks < 78) return say(WORDS.months, { months: Math.round(weeks / 4.345) });
  return say(WORDS.years, { years: Math.round((weeks / 52) * 2) / 2 });
}

/** "₹3.5–7 LPA" for an approximate pay range in lakh rupees a year ("LPA" is what students say in either language). */
export function formatLpa(min: number, max: number | null): string {
  if (max === null) return min === 0 ? say(WORDS.noFixedSalary) : `₹${min}+ LPA`;
  return `₹${min}–${max} LPA`;
}

/** The closing block every answer ends with: one or two concrete next steps. */
export function nextSteps(steps: readonly string[]): string {
  const picked = steps.slice(0, 2);
  return [`### ${say(WORDS.nextSteps)}`, ...picked.map((s, i) => `${i + 1}. ${s}`)].join('\n');
}

/** A Markdown link, or the bare name when there is no URL. */
export function link(name: string, url?: string): string {
  return url ? `[${name}](${url})` : name;
}

/** "a, b and c" ("a, b और c" in Hindi): the items joined as a list in the answer's language. */
export function joinAnd(items: readonly string[]): string {
  let list = listFormats.get(answering);
  if (!list) listFormats.set(answering, (list = new Intl.ListFormat(intlLocale[answering], { type: 'conjunction' })));
  return list.format(items);
}
const listFormats = new Map<Locale, Intl.ListFormat>();

/**
 * Splits free text into short phrases (clauses): at sentence ends, new lines, bullets, semicolons, commas and
 * the conjunctions "but", "however", "although", "whereas", "and also". Keeps the user's wording.
 */
export function splitPhrases(text: string): string[] {
  return text
    .slice(0, MAX_ANALYSED_CHARS)
    .replace(/\r/g, '')
    .split(/(?<=[.!?।])\s+|\n+|[;•·:।]|,\s+|\s+(?:but|however|although|though|whereas|and also|plus|lekin|magar|लेकिन|मगर)\s+|\s+(?:and|aur|और)\s+(?=(?:i|i'm|i've|my|there|it|the|we|they|mera|meri|मेरा|मेरी|मैं)\s)/i)
    .map((p) => p.replace(/^[\s\-*–—>:]+|[\s.!?,:]+$/g, '').replace(/^(?:but|and|also|so|however|plus)\s+/i, '').trim())
    .filter((p) => /\p{L}/u.test(p) && p.length >= 3);
}
