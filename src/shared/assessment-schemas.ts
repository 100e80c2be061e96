/**
 * The skills assessment's zod schemas: the question bank file's shape (checked once at start) and the
 * API's bodies and answers. Kept apart from assessment.ts so the assessment page's screens do not load zod.
 */
import { z } from 'zod';
import { ASSESSMENT_AREA_IDS, ASSESSMENT_MAX_POINTS, ASSESSMENT_OPTIONS, ASSESSMENT_PROMPT_MAX_LENGTH, ASSESSMENT_QUESTIONS, assessmentMessages } from './assessment';
import { zodError } from './messages';

const areaIdSchema = z.enum(ASSESSMENT_AREA_IDS);

export const assessmentAreaSchema = z.object({
  id: areaIdSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  bands: z.object({ low: z.string().min(1), mid: z.string().min(1), high: z.string().min(1) }),
});

export const assessmentQuestionSchema = z.object({
  id: z.string().regex(/^[a-z]+-\d+$/),
  area: areaIdSchema,
  prompt: z.string().min(1).max(ASSESSMENT_PROMPT_MAX_LENGTH),
  options: z
    .array(z.object({ text: z.string().min(1), points: z.int().min(0).max(ASSESSMENT_MAX_POINTS) }))
    .length(ASSESSMENT_OPTIONS)
    .refine((options) => options.filter((o) => o.points === ASSESSMENT_MAX_POINTS).length === 1, { message: `Exactly one option is worth ${ASSESSMENT_MAX_POINTS} points` }),
  /** Why the best option is best (the result reviews each answer that was not). */
  explanation: z.string().min(40).max(800),
});

/** The whole bank: five areas, 25 questions, five per area, ids unique. */
export const questionBankSchema = z
  .object({ areas: z.array(assessmentAreaSchema).length(ASSESSMENT_AREA_IDS.length), questions: z.array(assessmentQuestionSchema).length(ASSESSMENT_QUESTIONS) })
  .superRefine((bank, ctx) => {
    const areaIds = new Set(bank.areas.map((a) => a.id));
    if (areaIds.size !== ASSESSMENT_AREA_IDS.length) ctx.addIssue({ code: 'custom', path: ['areas'], message: 'Each area must appear once' });
    const ids = new Set(bank.questions.map((q) => q.id));
    if (ids.size !== bank.questions.length) ctx.addIssue({ code: 'custom', path: ['questions'], message: 'Question ids must be unique' });
    for (const area of ASSESSMENT_AREA_IDS) {
      const count = bank.questions.filter((q) => q.area === area).length;
      if (count !== ASSESSMENT_QUESTIONS / ASSESSMENT_AREA_IDS.length) ctx.addIssue({ code: 'custom', path: ['questions'], message: `Area ${area} has ${count} questions, not 5` });
    }
  });

/** An answer: the chosen option's index (0–3) by question id. */
export const assessmentAnswersSchema = z.record(z.string().max(40), z.int(zodError(assessmentMessages.chooseOption)).min(0).max(ASSESSMENT_OPTIONS - 1));

/** `POST /api/assessment/results`: every question answered (the server checks against its bank). */
export const assessmentSubmissionSchema = z.object({ answers: assessmentAnswersSchema });

const scoreSchema = z.object({ points: z.int().nonnegative(), max: z.int().positive() });

/** A saved result as the API answers it; `created_at` ISO-8601 UTC. */
export const assessmentResultSchema = z.object({
  id: z.uuid(),
  scores: z.record(areaIdSchema, scoreSchema),
  /** 0–100 over all areas, rounded down. */
  total_percent: z.int().min(0).max(100),
  answers: z.record(z.string(), z.int()),
  created_at: z.iso.datetime(),
});

export const assessmentResultAnswerSchema = z.object({ result: assessmentResultSchema });
export const latestAssessmentAnswerSchema = z.object({ result: assessmentResultSchema.nullable() });


/**
 * /assessment's form: the answers so far in the address's compact form (`a`, one digit 0–3 per question) and the
 * last question's `choice`; complete, they are the answers `POST /api/assessment/results` takes.
 */
export const assessmentStepSchema = z.object({ a: z.string().max(100).default(''), choice: z.string().max(1).optional() });
