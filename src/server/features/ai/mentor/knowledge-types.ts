/**
 * The shapes of the offline mentor's knowledge: learning resources, careers, exams and interest areas. The knowledge
 * itself is data under `content/mentor/` (read and checked by `knowledge-base.ts`, decision 019); these types are
 * what the mentor's code relies on, and the ids below are the ones the code may name.
 *
 * Figures in the data are deliberately approximate and worded as such in every answer: salaries are entry-level
 * ranges in lakh rupees per annum (LPA) from public job postings and salary surveys, exam patterns are those of
 * recent years. Both change, so answers point to the official source.
 */

/**
 * Every career the mentor knows. The code names some of them (the skills assessment's areas per career, the
 * streams after Class 12), so the list lives here and `content/mentor/careers.json` must describe each exactly once.
 */
export const CAREER_IDS = [
  'data-scientist',
  'data-analyst',
  'software-engineer',
  'web-developer',
  'ux-designer',
  'product-manager',
  'digital-marketer',
  'chartered-accountant',
  'civil-services',
  'bank-po',
  'ssc-officer',
  'doctor',
  'lawyer',
  'mechanical-engineer',
  'cybersecurity-analyst',
  'teacher',
  'entrepreneur',
  'content-creator',
] as const;
export type CareerId = (typeof CAREER_IDS)[number];

/** The exams written out one by one in `content/mentor/exams.json`, each exactly once. */
export const WRITTEN_EXAM_IDS = ['jee-main', 'jee-advanced', 'neet-ug', 'cat', 'gate-cs', 'upsc-prelims', 'clat', 'ca-foundation', 'gre', 'ielts', 'ssc-cgl', 'bank-po'] as const;
/** State Public Service Commissions with an exam of their own (`content/mentor/state-psc-exams.json`). */
export const STATE_PSC_IDS = ['uppsc', 'bpsc', 'mpsc', 'rpsc', 'mppsc', 'tnpsc', 'kpsc', 'wbcs', 'hpsc', 'opsc', 'appsc', 'tgpsc', 'gpsc', 'cgpsc', 'jpsc', 'ukpsc', 'ppsc'] as const;
/** Companies' campus hiring tests (`content/mentor/placement-tests.json`). */
export const PLACEMENT_TEST_IDS = ['tcs-nqt', 'infosys-test', 'wipro-nth', 'accenture-test', 'cognizant-genc', 'capgemini-test'] as const;
/** The umbrella entries of the two exam families: any other state's PSC, and campus hiring in general. */
export const STATE_PSC_UMBRELLA_ID = 'state-psc';
export const PLACEMENTS_UMBRELLA_ID = 'campus-placements';

export type StatePscId = (typeof STATE_PSC_IDS)[number];
export type PlacementTestId = (typeof PLACEMENT_TEST_IDS)[number];
export type ExamId = (typeof WRITTEN_EXAM_IDS)[number] | typeof STATE_PSC_UMBRELLA_ID | StatePscId | typeof PLACEMENTS_UMBRELLA_ID | PlacementTestId;

/** The pace that career stage durations (`LearningStage.weeks`) are written at, in hours a week. */
export const BASE_HOURS_PER_WEEK = 10;

export const RESOURCE_COSTS = ['free', 'free to audit', 'low-cost', 'paid exam'] as const;
export type ResourceCost = (typeof RESOURCE_COSTS)[number];

/** A key of `content/mentor/resources.json` (e.g. "nptel"); careers and exams refer to resources by key. */
export type ResourceKey = string;

/** A real, well-known learning resource, free or low-cost. */
export interface Resource {
  name: string;
  /** https URL of the resource's own site; absent when it has no stable public page (an app, a book). */
  url?: string;
  cost: ResourceCost;
}

export const SKILL_LEVELS = ['basic', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export interface Skill {
  name: string;
  /** The level a person needs for a first job in the career. */
  level: SkillLevel;
  /** Lower-case words or phrases that, in a user's text, mean they mention this skill. */
  keywords: readonly string[];
}

export interface LearningStage {
  title: string;
  /** Duration at BASE_HOURS_PER_WEEK (or the programme's own length when the career has `fixedDurations`). */
  weeks: number;
  skills: readonly string[];
  milestones: readonly string[];
  project: string;
  resources: readonly ResourceKey[];
}

export interface Career {
  id: CareerId;
  title: string;
  /** Lower-case phrases that name this career in a user's text; the longest match wins across careers. */
  aliases: readonly string[];
  summary: string;
  /** In order of priority: the first ones are learnt first. */
  skills: readonly Skill[];
  tools: readonly string[];
  entryRoutes: { degrees: readonly string[]; certifications: readonly string[]; other: readonly string[] };
  /** Approximate entry-level pay in lakh rupees per annum; maxLpa null when open-ended (founders). */
  salary: { minLpa: number; maxLpa: number | null; note: string };
  /** Three to five stages, in order. */
  stages: readonly LearningStage[];
  /** Durations are set by a degree, training or exam cycle, not by the learner's weekly hours. */
  fixedDurations?: boolean;
  resources: readonly ResourceKey[];
  related: readonly CareerId[];
  upsides: readonly string[];
  risks: readonly string[];
}

export interface ExamSection {
  name: string;
  /** How much the section counts, in words (marks or questions); approximate where the pattern varies. */
  weightLabel: string;
  /** Recommended share of weekly study hours, in percent; a section list sums to 100. */
  studyShare: number;
  /** Syllabus highlights, in a sensible study order. */
  topics: readonly string[];
}

export interface Exam {
  id: ExamId;
  name: string;
  /** A short name for labels and sentences ("UPSC", "SSC CGL"); `name` when absent. */
  shortName?: string;
  /** Lower-case phrases that name the exam; the longest match wins. `caseSensitive` ones are matched as typed. */
  aliases: readonly string[];
  caseSensitiveAliases?: readonly string[];
  /**
   * Words that name the exam only when nothing more specific does: "prelims" is UPSC unless a state PSC is named,
   * "TCS" is the TCS hiring test unless another exam is named ("I work at TCS and want to crack CAT").
   */
  weakAliases?: readonly string[];
  /** Names the text may use for a variant of the exam, by alias ("sbi po" → "SBI PO"). */
  variantNames?: Readonly<Record<string, string>>;
  /** Government recruitment, a company's hiring test, or (absent) an entrance or language exam. */
  kind?: 'government' | 'placement';
  /** Exams of one family (the state PSCs, the companies' hiring tests), with an umbrella entry for all of them. */
  family?: 'state-psc' | 'placements';
  /** The family's umbrella entry, chosen when several of its members are named. */
  generic?: boolean;
  /** The career the exam leads to, when the knowledge base has one. */
  career?: CareerId;
  /** Who may take it: degree, age limits, attempts. Required for government recruitment. */
  eligibility?: string;
  /** How many get through, in words, for decisions ("about 1,000 posts a year from over 10 lakh applicants"). Required for government recruitment. */
  selection?: string;
  /** What follows the written test (interview, skill test) and, for hiring tests, the pay it leads to. */
  after?: string;
  conductedBy: string;
  duration: string;
  pattern: string;
  marking: string;
  sections: readonly ExamSection[];
  /** Plan length when the user gives none, in weeks. */
  defaultWeeks: number;
  tips: readonly string[];
  resources: readonly ResourceKey[];
}

/** An interest the career finder recognises, and the careers it points to. */
export interface InterestArea {
  id: string;
  label: string;
  /** Lower-case words or phrases; a plural "s" is matched automatically. */
  keywords: readonly string[];
  /** Best fit first. */
  careers: readonly CareerId[];
  /** Why people with this interest tend to enjoy these careers; second person. */
  why: string;
}

/** Everything the offline mentor knows, as read from `content/mentor/` and checked. */
export interface MentorKnowledge {
  /** By key, in the file's order. */
  resources: Readonly<Record<ResourceKey, Resource>>;
  /** In the file's order, which breaks ties when several careers match a text equally. */
  careers: readonly Career[];
  /** Said with every salary figure: "approximate entry-level range; …" (a phrase, no capital, no full stop). */
  salaryDisclaimer: string;
  /**
   * The written exams, then each state PSC (umbrella first), then campus placements (umbrella first) — the order
   * that breaks ties when several exams match a text equally.
   */
  exams: readonly Exam[];
  /** Said under every study plan: a full sentence. */
  examDisclaimer: string;
  interestAreas: readonly InterestArea[];
}
