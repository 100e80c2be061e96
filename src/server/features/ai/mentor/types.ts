/**
 * The offline mentor's request shape ("The model behind it"): the same inputs the AI route gives a
 * model, so that the mentor can stand in for one.
 */
import type { ToolType } from '~/shared/ai';
import type { Locale } from '~/shared/locales';

export interface MentorAttachment {
  name: string;
  /** Extracted text; null for images (and for files whose text could not be extracted). */
  text: string | null;
  kind: 'pdf' | 'docx' | 'txt' | 'image';
}

export interface MentorTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * What the person's career profile and latest skills assessment say, for answers that fit them. Assessment
 * areas are the ids of content/assessment/questions.json (career, digital, communication, entrepreneurship, finance).
 */
export interface MentorProfile {
  stage: 'school' | 'college' | 'graduate' | 'professional' | 'founder' | null;
  /** Field of study, degree or current work. */
  field: string;
  /** What they want next, in their words. */
  goal: string;
  /** The language they prefer examples in. */
  exampleLanguage: string;
  /** Assessment areas scored under 40%, and at 75% or more. */
  weakAreas: string[];
  strongAreas: string[];
}

export interface MentorRequest {
  toolType: ToolType;
  /** The user's latest message, trimmed; may be long. */
  userInput: string;
  /** Earlier turns of this conversation, oldest first (may be empty). */
  history: MentorTurn[];
  /** Optional extra context, e.g. the tool's name. */
  context?: string;
  attachments: MentorAttachment[];
  /** The signed-in person's profile and assessment, when they have one. */
  profile?: MentorProfile | null;
  /** The language of the page asking: the answer's headings, labels and next steps are written in it (English by default). */
  locale?: Locale;
}
