/**
 * The offline mentor's request shape (issue 4, "The model behind it"): the same inputs the AI route gives a
 * model, so that the mentor can stand in for one.
 */
import type { ToolType } from '~/shared/ai';

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

export interface MentorRequest {
  toolType: ToolType;
  /** The user's latest message, trimmed; may be long. */
  userInput: string;
  /** Earlier turns of this conversation, oldest first (may be empty). */
  history: MentorTurn[];
  /** Optional extra context, e.g. the tool's name. */
  context?: string;
  attachments: MentorAttachment[];
}
