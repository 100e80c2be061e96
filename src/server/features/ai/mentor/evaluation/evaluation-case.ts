/** One question of the evaluation set, with what a good answer to it must and must not contain (cases.ts). */
import type { ToolType } from '~/shared/ai';
import type { AssessmentAreaId } from '~/shared/assessment';
import type { MentorProfile } from '../types';

export interface EvaluationCase {
  id: string;
  /** The tool the student opened. */
  tool: ToolType;
  language: 'en' | 'hinglish' | 'hi';
  ask: string;
  /** What the student said earlier in the same conversation, oldest first. */
  earlier?: string[];
  /** Their career profile, when they filled one in. */
  profile?: Pick<MentorProfile, 'stage' | 'field' | 'goal'> & { exampleLanguage?: string };
  /** Their latest skills assessment: percent per area (the result page's bands: < 40 Starting out, 40–74 Developing, ≥ 75 Strong). */
  assessment?: Record<AssessmentAreaId, number>;
  attachment?: { name: string; kind: 'txt' | 'pdf' | 'docx'; text: string };
  /** What a good answer does, in words. */
  good: string;
  must: RegExp[];
  mustNot?: RegExp[];
  /** Asking back is the right answer here (the message cannot be understood, or the goal is not in the library). */
  clarifies?: true;
}
