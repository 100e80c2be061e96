/**
 * Recognising what a user talks about: careers, exams, interests and the skills they say they have.
 * Matching is by whole words in normalised text (see `text.ts`); when several careers or exams match, the
 * longest alias wins (so "web developer" beats "developer"), then the earliest mention.
 */
import { mentorKnowledge } from './knowledge-base';
import type { Career, CareerId, Exam, InterestArea, Skill } from './knowledge-types';
import { MAX_ANALYSED_CHARS, findPhrase, normalise, phraseRegex, splitPhrases } from './text';

export interface CareerMention {
  career: Career;
  /** Position of the first mention in the normalised text. */
  index: number;
  /** The alias that matched. */
  alias: string;
}

/** Every career mentioned in the text, one mention per career (its longest alias), ordered by position. */
export function findCareerMentions(text: string): CareerMention[] {
  const t = normalise(text);
  const hits: CareerMention[] = [];
  for (const career of mentorKnowledge().careers) {
    let best: CareerMention | null = null;
    for (const alias of career.aliases) {
      const index = findPhrase(t, alias);
      if (index < 0) continue;
      if (!best || alias.length > best.alias.length || (alias.length === best.alias.length && index < best.index)) best = { career, index, alias };
    }
    if (best) hits.push(best);
  }
  // A shorter alias inside a longer one of another career ("developer" in "web developer") is not a mention.
  const kept = hits.filter((h) => !hits.some((o) => o !== h && o.alias.length > h.alias.length && o.index <= h.index && h.index + h.alias.length <= o.index + o.alias.length));
  return kept.sort((a, b) => a.index - b.index || b.alias.length - a.alias.length);
}

/** The main career of a text: the longest alias, then the earliest; null when none. */
export function findCareer(text: string): Career | null {
  const mentions = findCareerMentions(text);
  if (mentions.length === 0) return null;
  return [...mentions].sort((a, b) => b.alias.length - a.alias.length || a.index - b.index)[0].career;
}

/** Every exam a text names, with how it was named: by a full alias (strong) or a weak one ("prelims", "TCS"). */
function examMatches(text: string): { exam: Exam; strong: boolean; len: number; index: number; alias: string }[] {
  const t = normalise(text);
  const raw = text.slice(0, MAX_ANALYSED_CHARS);
  const out: { exam: Exam; strong: boolean; len: number; index: number; alias: string }[] = [];
  for (const exam of mentorKnowledge().exams) {
    let best: { strong: boolean; len: number; index: number; alias: string } | null = null;
    const consider = (alias: string, index: number, strong: boolean) => {
      if (index < 0) return;
      if (!best || (strong && !best.strong) || (strong === best.strong && (alias.length > best.len || (alias.length === best.len && index < best.index)))) best = { strong, len: alias.length, index, alias };
    };
    for (const alias of exam.aliases) consider(alias, findPhrase(t, alias), true);
    for (const alias of exam.caseSensitiveAliases ?? []) consider(alias, new RegExp(`(?<![A-Za-z0-9])${alias}(?![A-Za-z0-9])`).exec(raw)?.index ?? -1, true);
    for (const alias of exam.weakAliases ?? []) consider(alias, findPhrase(t, alias), false);
    if (best) out.push({ exam, ...(best as { strong: boolean; len: number; index: number; alias: string }) });
  }
  return out;
}

/**
 * The exam a text names: a full alias beats a weak one, a specific exam beats its family's umbrella entry (a named
 * company's test over "campus placements", a state's PSC over "state PSC"), then the longest alias, then the earliest
 * mention. When two members of a family are named ("placements at TCS, Infosys and Wipro"), the umbrella entry answers
 * for all of them. "CAT" counts only in capitals. Null when none.
 */
export function findExam(text: string): Exam | null {
  const found = examMatches(text);
  if (found.length === 0) return null;
  const rank = (m: (typeof found)[number]) => (m.strong ? 2 : 1) * 2 + (m.exam.generic ? 0 : 1);
  found.sort((a, b) => rank(b) - rank(a) || b.len - a.len || a.index - b.index);
  const top = found[0].exam;
  if (top.family && !top.generic) {
    const members = new Set(found.filter((m) => m.exam.family === top.family && !m.exam.generic).map((m) => m.exam.id));
    if (members.size >= 2) return mentorKnowledge().exams.find((e) => e.family === top.family && e.generic) ?? top;
  }
  return top;
}

/** The exam's name as the text calls it when it names a variant ("SBI PO" for the bank PO exam), else its name. */
export function examName(exam: Exam, text: string): string {
  const t = normalise(text);
  for (const [alias, name] of Object.entries(exam.variantNames ?? {})) if (findPhrase(t, alias) >= 0) return name;
  return exam.name;
}

/** The short name of an exam for sentences and labels ("UPSC", "SSC CGL", "SBI PO"). */
export function examShortName(exam: Exam, text = ''): string {
  const variant = examName(exam, text);
  return variant !== exam.name ? variant : (exam.shortName ?? exam.name);
}

/** The first of the texts (most relevant first) in which `find` recognises something. */
export function firstFound<T>(texts: readonly string[], find: (t: string) => T | null): T | null {
  for (const t of texts) {
    if (!t) continue;
    const found = find(t);
    if (found) return found;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------

function bigrams(s: string): string[] {
  const out: string[] = [];
  const x = ` ${s} `;
  for (let i = 0; i < x.length - 1; i++) out.push(x.slice(i, i + 2));
  return out;
}

/** Dice similarity of two short strings by character bigrams (0–1); tolerant of typos ("scintist"). */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const A = bigrams(a);
  const B = bigrams(b);
  const counts = new Map<string, number>();
  for (const g of B) counts.set(g, (counts.get(g) ?? 0) + 1);
  let shared = 0;
  for (const g of A) {
    const n = counts.get(g) ?? 0;
    if (n > 0) {
      shared++;
      counts.set(g, n - 1);
    }
  }
  return (2 * shared) / (A.length + B.length);
}

const STOP_WORDS = new Set(['i', 'a', 'an', 'the', 'to', 'of', 'in', 'on', 'for', 'and', 'or', 'how', 'do', 'can', 'be', 'become', 'want', 'what', 'is', 'my', 'me', 'as', 'get', 'into', 'career', 'job', 'learn', 'path', 'roadmap', 'plan', 'should', 'would', 'like', 'with', 'about', 'it', 'that', 'this', 'am', 'are', 'you', 'your', 'from', 'good', 'best']);

/**
 * The `n` careers closest to an unrecognised goal: fuzzy similarity of the user's words to each career's
 * aliases, title and skill keywords. Deterministic; ties keep knowledge-base order. With nothing similar it
 * returns the first `n` careers and `anySimilar: false`.
 */
export function closestCareers(text: string, n = 5): { careers: Career[]; anySimilar: boolean } {
  const words = normalise(text).split(' ').filter((w) => w.length > 2 && !STOP_WORDS.has(w)).slice(0, 200);
  if (words.length === 0) return { careers: mentorKnowledge().careers.slice(0, n), anySimilar: false };
  const scored = mentorKnowledge().careers.map((career, order) => {
    const vocab = [...career.aliases, career.title.toLowerCase(), ...career.skills.flatMap((s) => s.keywords), ...career.tools.map((t) => t.toLowerCase())];
    const vocabWords = [...new Set(vocab.flatMap((v) => normalise(v).split(' ')).filter((w) => w.length > 2))];
    let score = 0;
    for (const w of words) {
      let best = 0;
      for (const v of vocabWords) best = Math.max(best, similarity(w, v));
      if (best >= 0.6) score += best;
    }
    return { career, score, order };
  });
  const top = scored.sort((a, b) => b.score - a.score || a.order - b.order).slice(0, n);
  return { careers: top.map((s) => s.career), anySimilar: top[0].score > 0 };
}

// ---------------------------------------------------------------------------------------------------------

export interface InterestMatch {
  area: InterestArea;
  /** The words the user used for this area (positive mentions), as written (lower case). */
  matched: string[];
  /** Net score: positive mentions minus negated ones ("I hate maths"). */
  score: number;
}

/** Words that turn a clause against what it names ("I hate maths", "I don't want to be a doctor"). */
export const NEGATION = /\b(?:not|no|never|don'?t|do not|doesn'?t|can'?t|cannot|hate|dislike|bad at|weak at|weak in|bored by|boring|avoid|afraid of|scared of|isn'?t|aren'?t)\b/;

/** Interest areas the text mentions, strongest first; negated clauses ("I'm bad at maths") count against. */
export function matchInterests(text: string): InterestMatch[] {
  const clauses = splitPhrases(text).map((p) => ({ text: normalise(p), negated: NEGATION.test(normalise(p)) }));
  const results: InterestMatch[] = [];
  for (const area of mentorKnowledge().interestAreas) {
    const matched = new Set<string>();
    let score = 0;
    for (const clause of clauses) {
      const hits = new Map<string, string>();
      for (const kw of area.keywords) {
        const m = phraseRegex(kw).exec(clause.text);
        if (m) hits.set(kw, m[0]);
      }
      // "helping people" also contains "helping" and "people": count the longest phrase only.
      for (const [kw, said] of hits) {
        if ([...hits.keys()].some((o) => o !== kw && o.includes(kw))) continue;
        if (clause.negated) score -= 1;
        else {
          if (!matched.has(said)) score += 1;
          matched.add(said);
        }
      }
    }
    if (score !== 0 || matched.size > 0) results.push({ area, matched: [...matched], score });
  }
  return results.sort((a, b) => b.score - a.score);
}

// ---------------------------------------------------------------------------------------------------------

export type SkillClaim = 'have' | 'gap';

/**
 * What the user says about each of a career's skills: 'have' when mentioned plainly ("I know Python"),
 * 'gap' when mentioned with a negation or a wish to learn ("no SQL yet", "want to learn statistics").
 * Skills not mentioned are absent from the map.
 */
export function skillClaims(skills: readonly Skill[], text: string): Map<string, SkillClaim> {
  const claims = new Map<string, SkillClaim>();
  const GAP = /\b(?:not|no|never|don'?t|do not|can'?t|cannot|weak|struggle|struggling|lack|lacking|want to learn|need to learn|wants to learn|learning|new to|beginner at|yet to)\b/;
  // "I want to become a React developer" names the goal, not a skill the user has.
  const GOAL = /\b(?:become|becoming|want to be|wanna be|aim to be|aiming|goal|career as|career in|roadmap|how do i|how can i|how to|get into|switch to|move to|job as|role as|roles?|jobs?)\b/;
  const clauses = splitPhrases(text)
    .map((p) => normalise(p))
    .filter((c) => !GOAL.test(c));
  for (const clause of clauses) {
    const gap = GAP.test(clause);
    for (const skill of skills) {
      if (!skill.keywords.some((k) => phraseRegex(k).test(clause))) continue;
      // A plain claim anywhere wins over a gap elsewhere ("I know Python but not pandas" → Python: have).
      if (!gap) claims.set(skill.name, 'have');
      else if (!claims.has(skill.name)) claims.set(skill.name, 'gap');
    }
  }
  return claims;
}

export function careerIds(careers: readonly Career[]): CareerId[] {
  return careers.map((c) => c.id);
}
