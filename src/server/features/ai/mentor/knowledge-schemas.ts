/**
 * The zod schemas of the offline mentor's content files (`content/mentor/*.json`, decision 019), one per file. They
 * check what the mentor's code relies on, so that a broken file stops the server at start instead of breaking an
 * answer: ids the code names, references between files (a career's resources, an exam's career), lower-case aliases
 * and keywords (the mentor matches lower-cased text), study shares that sum to 100, and no unknown fields (a
 * misspelt optional field would otherwise be dropped without a word).
 *
 * References to resources are checked against the keys of resources.json, so every schema but that file's is made
 * by `mentorFileSchemas(resourceKeys)`.
 */
import { z } from 'zod';
import {
  CAREER_IDS,
  PLACEMENTS_UMBRELLA_ID,
  PLACEMENT_TEST_IDS,
  RESOURCE_COSTS,
  SKILL_LEVELS,
  STATE_PSC_IDS,
  STATE_PSC_UMBRELLA_ID,
  WRITTEN_EXAM_IDS,
  type Career,
  type ExamSection,
  type InterestArea,
  type Resource,
} from './knowledge-types';

const text = z.string().min(1);
const lowerCase = text.refine((s) => s === s.toLowerCase(), { error: (iss) => `"${String(iss.input)}" must be lower case: the mentor matches lower-cased text` });
const texts = z.array(text);
const careerId = z.enum(CAREER_IDS, { error: (iss) => `unknown career "${String(iss.input)}": the careers are ${CAREER_IDS.join(', ')}` });

/** `{name}` in a text: the fields of a family's shared exam that are filled in per member. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** Every placeholder in a JSON value, with the path of the text that holds it. */
export function placeholdersIn(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; name: string }[] {
  if (typeof value === 'string') return [...value.matchAll(PLACEHOLDER)].map((m) => ({ path, name: m[1] }));
  if (Array.isArray(value)) return value.flatMap((v, i) => placeholdersIn(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => placeholdersIn(v, [...path, k]));
  return [];
}

/** A copy of a JSON value with `{name}` replaced by `values[name]` in every text; other placeholders stay as written. */
export function fillPlaceholders<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return value.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole) as T;
  if (Array.isArray(value)) return value.map((v) => fillPlaceholders(v, values)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, values)])) as T;
  return value;
}

/** Adds an issue for every placeholder in `value` (under `at`) whose name is not in `allowed`. */
function onlyPlaceholders(ctx: z.RefinementCtx, value: unknown, at: (string | number)[], allowed: readonly string[]): void {
  for (const p of placeholdersIn(value, at)) {
    if (!allowed.includes(p.name)) ctx.addIssue({ code: 'custom', path: p.path, message: `unknown placeholder {${p.name}}; this text may use ${allowed.map((a) => `{${a}}`).join(', ') || 'none'}` });
  }
}

/** Adds an issue for every id of `expected` missing from `ids` or written more than once. */
function eachOnce(ctx: z.RefinementCtx, ids: readonly string[], expected: readonly string[], at: string, what: string): void {
  for (const id of expected) {
    const count = ids.filter((x) => x === id).length;
    if (count !== 1) ctx.addIssue({ code: 'custom', path: [at], message: count === 0 ? `${what} "${id}" is missing` : `${what} "${id}" is written ${count} times` });
  }
}

/** resources.json: `{ resources: { <key>: { name, url?, cost } } }`, keys in camelCase. */
export const resourcesFileSchema = z.strictObject({
  resources: z
    .record(
      z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a resource key is camelCase letters and digits'),
      z.strictObject({ name: text, url: z.string().regex(/^https:\/\/\S+$/, 'must be an https URL').optional(), cost: z.enum(RESOURCE_COSTS) }) satisfies z.ZodType<Resource>,
    )
    .refine((r) => Object.keys(r).length > 0, 'there must be at least one resource'),
});

/** A section list whose study shares sum to 100 (percent of weekly hours). */
const sectionsSchema = z
  .array(z.strictObject({ name: text, weightLabel: text, studyShare: z.number().positive().max(100), topics: z.array(text).min(1) }) satisfies z.ZodType<ExamSection>)
  .min(1)
  .refine((sections) => sections.reduce((sum, s) => sum + s.studyShare, 0) === 100, {
    error: (iss) => `the study shares must sum to 100 (they sum to ${(iss.input as ExamSection[]).reduce((sum, s) => sum + s.studyShare, 0)})`,
  });

/** Government recruitment needs eligibility and selection: the what-if answers weigh an exam by them. */
function governmentFacts(exam: { kind?: string; eligibility?: string; selection?: string }, ctx: z.RefinementCtx): void {
  if (exam.kind !== 'government') return;
  for (const field of ['eligibility', 'selection'] as const) {
    if (!exam[field]) ctx.addIssue({ code: 'custom', path: [field], message: `government recruitment needs ${field}: the what-if answers weigh the exam by it` });
  }
}

/** The schemas of every file but resources.json, checking resource references against `resourceKeys`. */
export function mentorFileSchemas(resourceKeys: ReadonlySet<string>) {
  const resourceKey = z.string().refine((k) => resourceKeys.has(k), { error: (iss) => `unknown resource "${String(iss.input)}": not a key of resources.json` });
  const resourceList = z.array(resourceKey).min(1);

  const career = z.strictObject({
    id: careerId,
    title: text,
    aliases: z.array(lowerCase).min(1),
    summary: text,
    skills: z.array(z.strictObject({ name: text, level: z.enum(SKILL_LEVELS), keywords: z.array(lowerCase).min(1) })).min(5),
    tools: texts.min(1),
    entryRoutes: z.strictObject({ degrees: texts, certifications: texts, other: texts }),
    salary: z
      .strictObject({ minLpa: z.number().nonnegative(), maxLpa: z.number().positive().nullable(), note: text })
      .refine((s) => s.maxLpa === null || s.minLpa <= s.maxLpa, { message: 'minLpa must not be above maxLpa', path: ['minLpa'] }),
    stages: z
      .array(z.strictObject({ title: text, weeks: z.int().positive(), skills: texts.min(1), milestones: texts.min(1), project: z.string().min(10), resources: resourceList }))
      .min(3)
      .max(5),
    fixedDurations: z.boolean().optional(),
    resources: resourceList,
    related: z.array(careerId),
    upsides: texts.min(1),
    risks: texts.min(1),
  }) satisfies z.ZodType<Career>;

  /** Every field an exam may have; each file narrows it. */
  const exam = z.strictObject({
    id: z.enum(WRITTEN_EXAM_IDS),
    name: text,
    shortName: text.optional(),
    aliases: z.array(lowerCase).min(1),
    caseSensitiveAliases: texts.optional(),
    weakAliases: z.array(lowerCase).optional(),
    variantNames: z.record(lowerCase, text).optional(),
    kind: z.enum(['government', 'placement']).optional(),
    family: z.enum(['state-psc', 'placements']).optional(),
    generic: z.boolean().optional(),
    career: careerId.optional(),
    eligibility: text.optional(),
    selection: text.optional(),
    after: text.optional(),
    conductedBy: text,
    duration: text,
    pattern: text,
    marking: text,
    sections: sectionsSchema,
    defaultWeeks: z.int().positive(),
    tips: texts.min(1),
    resources: resourceList,
  });
  /** What a family's members share; each member adds its id, names and aliases. */
  const memberFields = { id: true, name: true, shortName: true, aliases: true, caseSensitiveAliases: true, weakAliases: true, variantNames: true, generic: true } as const;

  const careersFile = z
    .strictObject({ salaryDisclaimer: text, careers: z.array(career) })
    .superRefine((file, ctx) => eachOnce(ctx, file.careers.map((c) => c.id), CAREER_IDS, 'careers', 'career'));

  const examsFile = z
    .strictObject({ disclaimer: text, exams: z.array(exam.omit({ family: true, generic: true }).superRefine(governmentFacts)) })
    .superRefine((file, ctx) => eachOnce(ctx, file.exams.map((e) => e.id), WRITTEN_EXAM_IDS, 'exams', 'exam'));

  const statePscFile = z
    .strictObject({
      /** How answers name the state when the student names none ("your state"). */
      anyState: text,
      /** The commission of a named state, with {state}. */
      commissionOfState: text,
      commissionOfAnyState: text,
      /** The exam every state's commission holds, with {state}, {State} (capitalised) and {commission}. */
      exam: exam
        .omit(memberFields)
        .extend({ kind: z.literal('government'), family: z.literal('state-psc') })
        .superRefine(governmentFacts),
      commissions: z.array(
        z.strictObject({ id: z.enum([STATE_PSC_UMBRELLA_ID, ...STATE_PSC_IDS]), name: text, shortName: text, state: text.nullable(), aliases: z.array(lowerCase).min(1) }),
      ),
    })
    .superRefine((file, ctx) => {
      eachOnce(ctx, file.commissions.map((c) => c.id), [STATE_PSC_UMBRELLA_ID, ...STATE_PSC_IDS], 'commissions', 'commission');
      file.commissions.forEach((c, i) => {
        if ((c.state === null) !== (c.id === STATE_PSC_UMBRELLA_ID)) {
          ctx.addIssue({ code: 'custom', path: ['commissions', i, 'state'], message: `only the umbrella entry "${STATE_PSC_UMBRELLA_ID}" has no state, and it must have none` });
        }
      });
      onlyPlaceholders(ctx, file.commissionOfState, ['commissionOfState'], ['state']);
      onlyPlaceholders(ctx, file.exam, ['exam'], ['state', 'State', 'commission']);
    });

  const placementFile = z
    .strictObject({
      /** The sections of every campus hiring test, the umbrella's included. */
      sections: sectionsSchema,
      /** Campus hiring in general, chosen when several companies are named. */
      umbrella: exam
        .omit({ sections: true, id: true })
        .extend({ id: z.literal(PLACEMENTS_UMBRELLA_ID), kind: z.literal('placement'), family: z.literal('placements'), generic: z.literal(true) }),
      /** What every company's test shares; its tips may name the company's notices site with {notices}. */
      test: exam
        .omit({ ...memberFields, sections: true, conductedBy: true, pattern: true, after: true })
        .extend({ kind: z.literal('placement'), family: z.literal('placements'), resources: z.array(resourceKey) }),
      tests: z.array(
        z.strictObject({
          id: z.enum(PLACEMENT_TEST_IDS),
          name: text,
          shortName: text,
          aliases: z.array(lowerCase).min(1),
          weakAliases: z.array(lowerCase).optional(),
          conductedBy: text,
          pattern: text,
          after: text,
          /** The company's own hiring page: the test's first resource, and {notices} in the shared tips. */
          notices: resourceKey,
        }),
      ),
    })
    .superRefine((file, ctx) => {
      eachOnce(ctx, file.tests.map((t) => t.id), PLACEMENT_TEST_IDS, 'tests', 'test');
      onlyPlaceholders(ctx, file.umbrella, ['umbrella'], []);
      onlyPlaceholders(ctx, file.test, ['test'], ['notices']);
      onlyPlaceholders(ctx, file.tests, ['tests'], []);
    });

  const interestsFile = z
    .strictObject({
      interestAreas: z.array(
        z.strictObject({ id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, 'an id is lower-case words joined by hyphens'), label: text, keywords: z.array(lowerCase).min(1), careers: z.array(careerId).min(1), why: text }) satisfies z.ZodType<InterestArea>,
      ),
    })
    .superRefine((file, ctx) => {
      const ids = file.interestAreas.map((a) => a.id);
      eachOnce(ctx, ids, [...new Set(ids)], 'interestAreas', 'interest area');
    });

  return { careersFile, examsFile, statePscFile, placementFile, interestsFile };
}

export type MentorFileSchemas = ReturnType<typeof mentorFileSchemas>;
/** The placement-tests.json file as checked. */
export type PlacementFile = z.infer<MentorFileSchemas['placementFile']>;
/** The state-psc-exams.json file as checked. */
export type StatePscFile = z.infer<MentorFileSchemas['statePscFile']>;
