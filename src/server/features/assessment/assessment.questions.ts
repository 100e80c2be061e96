/**
 * The skills assessment's question bank: content/assessment/questions.json, read from the working
 * directory and checked against `questionBankSchema` (src/shared/assessment.ts) once. `createRuntime` loads it at
 * start, so a broken file stops the server with the file's path and the first problems, not a page at a time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { QuestionBank } from '~/shared/assessment';
import { questionBankSchema } from '~/shared/assessment-schemas';

/** Where the bank lives: `content/assessment/questions.json` under the directory the server was started in. */
export const QUESTIONS_FILE = path.resolve(process.cwd(), 'content/assessment/questions.json');

/** Reads and checks a question bank file; throws an Error naming the file and its first problems. */
export function readQuestionBank(file: string = QUESTIONS_FILE): QuestionBank {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`The assessment questions file ${file} could not be read: ${(err as Error).message}`, { cause: err });
  }
  const parsed = questionBankSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new Error(`The assessment questions file ${file} is not valid:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

let bank: QuestionBank | undefined;

/** The bank, read and checked on first use (at start, by createRuntime) and kept for the life of the process. */
export function questionBank(): QuestionBank {
  bank ??= readQuestionBank();
  return bank;
}
