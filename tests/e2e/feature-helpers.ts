/**
 * Shared steps for the feature browser specs (talks.spec.ts, community.spec.ts).
 *
 * Sign-in budget (see helpers.ts): the demo learner is signed in by password once per run and cached as a
 * storage state next to helpers.ts's cached states, so whichever of these specs runs first pays for it and the
 * other reuses it. Revoking that session in a test would break the other spec: don't.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Download, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { extractText, getDocumentProxy } from 'unpdf';
import { baseUrl, main, newContext, signInViaUi } from './helpers';

export const DEMO_LEARNER = { email: 'learner@changepath.test', password: 'changepath-learner-demo', name: 'Demo Learner' };

/** The same folder helpers.ts keeps its cached storage states in (the run's temp folder). */
function stateDir(): string {
  const log = process.env.E2E_SERVER_LOG;
  const dir = log ? path.join(path.dirname(log), 'e2e-state') : path.join(tmpdir(), `changepath-e2e-state-${new URL(baseUrl()).port}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Storage state signed in as the demo learner (one password sign-in through /signin per run). */
export async function learnerState(browser: Browser): Promise<string> {
  const file = path.join(stateDir(), 'learner.json');
  if (existsSync(file)) return file;
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await signInViaUi(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await context.storageState({ path: file });
  } finally {
    await context.close();
  }
  return file;
}

/** A context with a page, closed by the returned `close`. */
export async function openPage(browser: Browser, storageState?: string): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const context = await newContext(browser, storageState ? { storageState } : {});
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}

/** Clicks something that downloads a file; resolves with the download and its content as UTF-8 text. */
export async function download(page: Page, click: () => Promise<void>): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { file, text: await readFile(await file.path(), 'utf8') };
}

export interface CalendarEvent {
  summary: string;
  start: Date;
  startIsUtc: boolean;
}

/** Parses an .ics file with ical.js (a strict RFC 5545 parser): the VCALENDAR's VEVENTs. Throws on malformed input. */
export function parseIcs(text: string): { component: string; events: CalendarEvent[] } {
  const root = new ICAL.Component(ICAL.parse(text));
  return {
    component: root.name,
    events: root.getAllSubcomponents('vevent').map((v) => {
      const ev = new ICAL.Event(v);
      return { summary: ev.summary, start: ev.startDate.toJSDate(), startIsUtc: ev.startDate.zone?.tzid === 'UTC' };
    }),
  };
}

/** A short random tag for names that must be unique in this run. */
export function tag(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** Marks the document so that `expectSameDocument` can tell a full reload happened. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark?: boolean }).__e2eMark = true;
  });
}

/** True when the document marked by `markDocument` is still the one shown (no reload, no full navigation). */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

/** A course's quiz file (content/courses/<slug>/quiz.json), answers included: the test knows them, pages never send them. */
export interface QuizFile {
  questions: Array<{ id: string; kind: 'single' | 'multiple'; prompt: string; options: string[]; answer: number[]; explanation: string }>;
}

export function readQuiz(slug: string): QuizFile {
  return JSON.parse(readFileSync(`content/courses/${slug}/quiz.json`, 'utf8')) as QuizFile;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Answers every question on a quiz page by the texts of its question and options (so the page's shuffled order does
 * not matter): the right options, except for the first `wrong` questions, which get the option after their first
 * right one.
 */
export async function answerQuiz(page: Page, quiz: QuizFile, wrong = 0): Promise<void> {
  for (const [i, q] of quiz.questions.entries()) {
    // Accessible names collapse runs of white space (a prompt may quote "  pune ").
    const group = main(page).getByRole('group', { name: new RegExp(`${escapeRe(q.prompt.trim()).replace(/\s+/g, '\\s+')}$`) });
    const picks = i < wrong ? [(q.answer[0]! + 1) % q.options.length] : q.answer;
    for (const pick of picks) await group.getByLabel(q.options[pick]!, { exact: true }).check();
  }
}

/** The text of every page of a PDF (unpdf / pdf.js), runs of white space collapsed (as tests/support/learning.ts). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return (Array.isArray(text) ? text.join(' ') : text).replace(/\s+/g, ' ');
}

/** A short fresher's CV as students paste or attach it (.txt): enough for the Resume Reviewer to review. */
export const SHORT_CV = [
  'Asha Rao',
  'asha.rao@example.com | +91 98765 43210',
  'Education: B.Sc Statistics, Pune University, 2023',
  'Experience: Data intern at Acme Analytics (2023-2024): built dashboards in Excel',
  'Skills: Python, SQL, Excel',
].join('\n');
