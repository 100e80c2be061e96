/**
 * The offline mentor's knowledge base: careers relevant in India with the skills, tools, entry routes, approximate
 * entry pay and a staged learning path for each; the entrance, government and campus hiring exams students ask
 * about, with their pattern and section weights; the learning resources both point to; and the interest areas the
 * career finder maps onto careers.
 *
 * The knowledge is data, in `content/mentor/` under the directory the server was started in (decision 019):
 *
 * | file | holds |
 * |---|---|
 * | `resources.json` | `{ resources: { <key>: { name, url?, cost } } }` |
 * | `careers.json` | `{ salaryDisclaimer, careers: Career[] }`, one per id of `CAREER_IDS` |
 * | `exams.json` | `{ disclaimer, exams: Exam[] }`, one per id of `WRITTEN_EXAM_IDS` |
 * | `state-psc-exams.json` | the exam every state's Public Service Commission holds, with `{state}`, `{State}` and `{commission}` filled in per commission |
 * | `placement-tests.json` | the sections every campus hiring test shares, the umbrella entry, and each company's test |
 * | `interests.json` | `{ interestAreas: InterestArea[] }` |
 *
 * `createRuntime` reads them once at start through `mentorKnowledge()`: a broken file stops the server with the
 * file's path and its first problems, field by field (`knowledge-schemas.ts` says what is checked).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { fillPlaceholders, mentorFileSchemas, resourcesFileSchema, type PlacementFile, type StatePscFile } from './knowledge-schemas';
import type { Career, CareerId, Exam, ExamId, MentorKnowledge, Resource, ResourceKey } from './knowledge-types';

/** Where the mentor's content lives: `content/mentor` under the directory the server was started in. */
export const MENTOR_CONTENT_DIR = path.resolve(process.cwd(), 'content/mentor');

/** The file names in the content folder, by what they hold. */
export const MENTOR_CONTENT_FILES = {
  resources: 'resources.json',
  careers: 'careers.json',
  exams: 'exams.json',
  statePscs: 'state-psc-exams.json',
  placements: 'placement-tests.json',
  interests: 'interests.json',
} as const;

/** At most this many problems are listed when a file is not valid; fixing them usually shows any others. */
const PROBLEMS_SHOWN = 5;

/**
 * A problem's path in the file's own terms: `careers.4 (ux-designer).stages.1.resources.0`. An array element with
 * an `id` is named by it, so an editor finds the entry without counting.
 */
function describePath(raw: unknown, at: readonly PropertyKey[]): string {
  if (at.length === 0) return '(file)';
  const parts: string[] = [];
  let node: unknown = raw;
  for (const key of at) {
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    const id = typeof key === 'number' && node && typeof node === 'object' ? (node as { id?: unknown }).id : undefined;
    parts.push(typeof id === 'string' ? `${String(key)} (${id})` : String(key));
  }
  return parts.join('.');
}

/**
 * Reads `name` in `dir` as JSON and checks it with `schema`.
 * @throws Error naming the file: "could not be read" (missing, not JSON) or "is not valid" with the first problems, one
 *   a line as `<field path>: <what is wrong>`.
 */
function readChecked<T>(dir: string, name: string, schema: z.ZodType<T>): T {
  const file = path.join(dir, name);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`The mentor content file ${file} could not be read: ${(err as Error).message}`, { cause: err });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, PROBLEMS_SHOWN).map((i) => `${describePath(raw, i.path)}: ${i.message}`);
    throw new Error(`The mentor content file ${file} is not valid:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

const capitalise = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/**
 * The state PSC exams, umbrella first as the file lists them: the shared exam with the commission's state filled in
 * ("your state" for the umbrella entry, which answers for any state the mentor has no entry for).
 */
function statePscExams(file: StatePscFile): Exam[] {
  return file.commissions.map((c) => {
    const state = c.state ?? file.anyState;
    const commission = c.state === null ? file.commissionOfAnyState : fillPlaceholders(file.commissionOfState, { state });
    return { id: c.id, name: c.name, shortName: c.shortName, generic: c.state === null, aliases: c.aliases, ...fillPlaceholders(file.exam, { state, State: capitalise(state), commission }) };
  });
}

/**
 * Campus hiring: the umbrella entry, then each company's test, all with the shared sections. A company's test takes
 * the shared fields, its notices site as its first resource, and that site's name (without its bracketed gloss) for
 * `{notices}` in the shared tips.
 */
function placementExams(file: PlacementFile, resources: Readonly<Record<ResourceKey, Resource>>): Exam[] {
  const tests = file.tests.map(({ notices, ...test }): Exam => {
    const shared = fillPlaceholders(file.test, { notices: resources[notices].name.split(' (')[0] });
    return { ...shared, ...test, sections: file.sections, resources: [notices, ...shared.resources] };
  });
  return [{ ...file.umbrella, sections: file.sections }, ...tests];
}

/**
 * Reads and checks every file of the mentor's content folder and puts the knowledge together.
 * @param dir the content folder; the shipped one by default.
 * @throws Error naming the first broken file and its problems (see `readChecked`); resources.json is read first, since
 *   every other file is checked against its keys.
 */
export function readMentorKnowledge(dir: string = MENTOR_CONTENT_DIR): MentorKnowledge {
  const { resources } = readChecked(dir, MENTOR_CONTENT_FILES.resources, resourcesFileSchema);
  const schemas = mentorFileSchemas(new Set(Object.keys(resources)));
  const careers = readChecked(dir, MENTOR_CONTENT_FILES.careers, schemas.careersFile);
  const exams = readChecked(dir, MENTOR_CONTENT_FILES.exams, schemas.examsFile);
  const statePscs = readChecked(dir, MENTOR_CONTENT_FILES.statePscs, schemas.statePscFile);
  const placements = readChecked(dir, MENTOR_CONTENT_FILES.placements, schemas.placementFile);
  const interests = readChecked(dir, MENTOR_CONTENT_FILES.interests, schemas.interestsFile);
  return {
    resources,
    careers: careers.careers,
    salaryDisclaimer: careers.salaryDisclaimer,
    exams: [...exams.exams, ...statePscExams(statePscs), ...placementExams(placements, resources)],
    examDisclaimer: exams.disclaimer,
    interestAreas: interests.interestAreas,
  };
}

let knowledge: MentorKnowledge | undefined;

/** The mentor's knowledge, read and checked on first use (at start, by createRuntime) and kept for the process. */
export function mentorKnowledge(): MentorKnowledge {
  knowledge ??= readMentorKnowledge();
  return knowledge;
}

/** The career with this id; the content is checked to have every id, so a throw here is a defect in the code. */
export function careerById(id: CareerId): Career {
  const career = mentorKnowledge().careers.find((c) => c.id === id);
  if (!career) throw new Error(`Unknown career: ${id}`);
  return career;
}

/** The exam with this id; every id is checked to be in the content at start. */
export function examById(id: ExamId): Exam {
  const exam = mentorKnowledge().exams.find((e) => e.id === id);
  if (!exam) throw new Error(`Unknown exam: ${id}`);
  return exam;
}

/**
 * The resource with this key. Keys in the content are checked at start; a key the code names must be in
 * resources.json too, or this throws.
 */
export function resource(key: ResourceKey): Resource {
  const found = mentorKnowledge().resources[key] as Resource | undefined;
  if (!found) throw new Error(`Unknown learning resource: ${key} (not a key of content/mentor/resources.json)`);
  return found;
}
