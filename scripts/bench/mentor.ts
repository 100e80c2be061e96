/**
 * `npm run bench -- --only=mentor`: the AI mentor's evaluation set (src/server/features/ai/mentor/evaluation/) asked
 * of the offline mentor, and of the configured language model when LLM_BASE_URL is set (with LLM_MODEL and
 * LLM_API_KEY, read the way the server reads them). Each answer is judged by the same checks as `npm test` (check.ts:
 * the case's must and must-not patterns, template holes, invented assessment results). A report, never a pass/fail:
 * a model that misses cases shows which and why.
 *
 * The model is asked exactly as the chat asks it: the tool's system prompt with the person's profile
 * (ai.prompts.ts), earlier turns, and the attachment's text marked as data (ai.chat.ts `attachmentNote`); answers
 * stream through the AI SDK as in the chat. Cases run two at a time, each bounded by `timeoutMs`.
 */
import { type ModelMessage, streamText } from 'ai';
import { AI_TOOL_CATALOGUE } from '../../src/server/db/seed-catalogue';
import type { Env } from '../../src/server/env';
import { attachmentNote } from '../../src/server/features/ai/ai.chat';
import { chooseModel } from '../../src/server/features/ai/ai.model';
import { systemPrompt } from '../../src/server/features/ai/ai.prompts';
import { EVALUATION_CASES, type EvaluationCase } from '../../src/server/features/ai/mentor/evaluation/cases';
import { checkAnswer } from '../../src/server/features/ai/mentor/evaluation/check';
import { requestOf } from '../../src/server/features/ai/mentor/evaluation/request';
import { offlineMentorReply } from '../../src/server/features/ai/mentor/offline-mentor';
import { fmt, table } from './lib';

export interface MentorCaseResult {
  id: string;
  tool: EvaluationCase['tool'];
  language: EvaluationCase['language'];
  passed: boolean;
  failures: string[];
  /** Time to the whole answer, in milliseconds. */
  ms: number;
}

export interface MentorBench {
  offline: MentorCaseResult[];
  /** The configured model's results, when one is configured. */
  model?: { label: string; results: MentorCaseResult[] };
  /** Why the model was not asked. */
  modelSkipped?: string;
}

function judged(c: EvaluationCase, answer: string, ms: number, error?: string): MentorCaseResult {
  const failures = error ? [error] : checkAnswer(c, answer);
  return { id: c.id, tool: c.tool, language: c.language, passed: failures.length === 0, failures, ms };
}

/** The messages the chat would send the model for this case. */
function messagesFor(c: EvaluationCase, acceptsImages: boolean): ModelMessage[] {
  const req = requestOf(c);
  const note = attachmentNote(
    req.attachments.map((a) => ({ name: a.name, kind: a.kind, text: a.text, mime: 'text/plain', size: (a.text ?? '').length })),
    acceptsImages,
  );
  return [...req.history.map((t) => ({ role: t.role, content: t.content }) as ModelMessage), { role: 'user', content: [req.userInput, note].filter(Boolean).join('\n\n') }];
}

async function askModel(env: Env, c: EvaluationCase, timeoutMs: number): Promise<MentorCaseResult> {
  const model = chooseModel(env);
  const req = requestOf(c);
  const toolName = AI_TOOL_CATALOGUE.find((t) => t.tool_type === c.tool)?.name ?? null;
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const result = streamText({
      model: model.model,
      instructions: systemPrompt(c.tool, toolName, req.profile),
      messages: messagesFor(c, model.acceptsImages),
      abortSignal: signal,
      maxRetries: 0,
      onError: () => {},
    });
    let text = '';
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') text += part.text;
      else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
    }
    if (signal.aborted) throw new Error(`timed out after ${timeoutMs / 1000} s${text ? ` with ${text.length} characters` : ''}`);
    return judged(c, text, performance.now() - started);
  } catch (err) {
    return judged(c, '', performance.now() - started, `no answer: ${(err as Error).message}`);
  }
}

/** Runs the evaluation set against the offline mentor, and against the configured model when there is one. */
export async function runMentorBench(opts: {
  env: Env;
  log: (line: string) => void;
  timeoutMs?: number;
  concurrency?: number;
  /** The cases to ask (default: the whole evaluation set). */
  cases?: readonly EvaluationCase[];
}): Promise<MentorBench> {
  const cases = opts.cases ?? EVALUATION_CASES;
  const offline = cases.map((c) => {
    const started = performance.now();
    const answer = offlineMentorReply(requestOf(c));
    return judged(c, answer, performance.now() - started);
  });
  if (!opts.env.LLM_BASE_URL) return { offline, modelSkipped: 'no model configured (set LLM_BASE_URL, LLM_MODEL and, if the endpoint needs one, LLM_API_KEY)' };
  const label = opts.env.LLM_MODEL;
  opts.log(`mentor: ${cases.length} questions to ${label} at ${new URL(opts.env.LLM_BASE_URL).host}`);
  const results: MentorCaseResult[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < cases.length; i = next++) results[i] = await askModel(opts.env, cases[i], opts.timeoutMs ?? 60_000);
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 2 }, worker));
  return { offline, model: { label, results } };
}

function score(results: readonly MentorCaseResult[]): string {
  const passed = results.filter((r) => r.passed).length;
  return `${passed} of ${results.length} (${fmt((passed * 100) / Math.max(1, results.length))}%)`;
}

function byGroup(results: readonly MentorCaseResult[], key: 'tool' | 'language'): string[][] {
  const groups = [...new Set(results.map((r) => r[key]))];
  return groups.map((g) => {
    const rs = results.filter((r) => r[key] === g);
    return [g, score(rs)];
  });
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
}

/** The section of the bench report: scores overall, per tool and per language, and every failed case with its first reason. */
export function mentorReport(b: MentorBench): string {
  const lines = [
    '## AI mentor: the evaluation set',
    '',
    `${b.offline.length} student questions (src/server/features/ai/mentor/evaluation/cases.ts), judged by the checks \`npm test\` uses. A report, not a target.`,
    '',
    `- **Offline mentor:** ${score(b.offline)} passed; median ${fmt(median(b.offline.map((r) => r.ms)), 1)} ms an answer.`,
    b.model ? `- **Model \`${b.model.label}\`:** ${score(b.model.results)} passed; median ${fmt(median(b.model.results.map((r) => r.ms)))} ms an answer.` : `- **Model:** not asked: ${b.modelSkipped}.`,
  ];
  const results = b.model?.results ?? b.offline;
  lines.push('', `### ${b.model ? 'The model' : 'The offline mentor'} by tool and by language`, '', table(['tool', 'passed'], byGroup(results, 'tool')), '', table(['language', 'passed'], byGroup(results, 'language')));
  const runs: [string, MentorCaseResult[]][] = [['offline mentor', b.offline], ...(b.model ? [[`model ${b.model.label}`, b.model.results] as [string, MentorCaseResult[]]] : [])];
  for (const [name, rs] of runs) {
    const failed = rs.filter((r) => !r.passed);
    if (failed.length) lines.push('', `### Failed by the ${name}`, '', table(['case', 'tool', 'language', 'first reason'], failed.map((r) => [r.id, r.tool, r.language, r.failures[0].slice(0, 160)])));
  }
  return lines.join('\n');
}
