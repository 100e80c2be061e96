/**
 * Judges one answer of the AI mentor against an evaluation case (cases.ts): the case's own `must` and `mustNot`
 * patterns, and the checks every answer gets —
 * - no unfilled template: an empty bold name ("You mentioned ****"), a colon before nothing ("points to: ."), an
 *   empty table cell, a label cut after an article ("vs Take a"), "undefined", placeholders, "Tell me more about this
 *   option" standing in for content;
 * - no invented assessment: a person without a skills assessment is never told what theirs says; with one, an area
 *   it rated Developing (40–74%) is called neither strong nor weak, a Strong area never weak, a Starting-out area
 *   never strong.
 *
 * Pure: used by the offline mentor's test (`npm test`) and by the model benchmark (`npm run bench -- --only=mentor`).
 */
import { ASSESSMENT_AREA_IDS, type AssessmentAreaId, BAND_HIGH_FROM, BAND_MID_FROM } from '~/shared/assessment';
import { areaName } from '../assessment-advice';
import type { EvaluationCase } from './cases';

/** Shapes that only an unfilled template produces, each with the name a failure is reported under. */
export const TEMPLATE_HOLES: readonly [string, RegExp][] = [
  ['empty bold text', /\*\*\s*\*\*/],
  ['a colon before nothing', /:\s*\.(?:\s|$)/m],
  ['"mentioned" with nothing after it', /\bmentioned\s*[,.:;]/i],
  ['undefined, null or NaN', /\b(?:undefined|NaN)\b|\bnull\b(?! and void)|\[object Object\]/],
  ['a placeholder in braces', /\{\{?\s*[A-Za-z_]+\s*\}?\}/],
  ['empty parentheses', /\(\s*\)/],
  ['an empty table cell', /\|[ \t]*\|(?!-)/],
  ['a filler cell instead of content', /Tell me more about this option/i],
  ['a label cut after an article', /\b(?:a|an)\s+(?:roles|jobs|careers)\b|\bvs\.?\s*(?:\||$)|\b(?:a|an|the)\s*\|/im],
];

/** A sentence that reports what the person's skills assessment says. */
const ASSESSMENT_CLAIM = /\b(?:your|from your|the person['’]s) (?:skills )?assessment\b(?! (?:is|takes|has|asks|covers|measures)\b)(?!\]\()|\(your assessment|assessment (?:shows|showed|put|puts|rated|rates|scored|flags|found)\b|scored (?:high|low)\b/i;

const STRONG_WORDS = String.raw`(?:strong|high|good|excellent|Strong)`;
const WEAK_WORDS = String.raw`(?:low|weak|poor|Starting out|to work on)`;

function claims(area: AssessmentAreaId, words: string): RegExp {
  const name = areaName(area).replace(/ /g, '\\s+');
  return new RegExp(String.raw`\b${words}\s+(?:in\s+|on\s+)?${name}\b|\b${name}\b\s*(?:is\s+|was\s+|as\s+)?(?:scored\s+|rated\s+|put\s+|came out\s+)?${words}\b|\b${name}\s*\(${words}`, 'i');
}

/** The clauses of an answer that speak about the assessment (split at sentence ends, semicolons, bullets and cells). */
function assessmentClauses(answer: string): string[] {
  return answer
    .split(/(?<=[.!?])\s+|[;\n|]/)
    .filter((c) => /assessment|scored|rated/i.test(c));
}

/** The failures of `answer` for case `c`, as short sentences; empty when it passes. */
export function checkAnswer(c: EvaluationCase, answer: string): string[] {
  const failures: string[] = [];
  if (answer.trim().length < 120) failures.push(`too short to answer anything (${answer.trim().length} characters)`);
  for (const re of c.must) if (!re.test(answer)) failures.push(`should contain ${re}`);
  for (const re of c.mustNot ?? []) if (re.test(answer)) failures.push(`should not contain ${re} (found "${re.exec(answer)?.[0]}")`);
  for (const [name, re] of TEMPLATE_HOLES) {
    const m = re.exec(answer);
    if (m) failures.push(`template hole: ${name} ("${answer.slice(Math.max(0, m.index - 30), m.index + m[0].length + 10).replace(/\n/g, '⏎')}")`);
  }
  if (!c.assessment) {
    const m = ASSESSMENT_CLAIM.exec(answer);
    if (m) failures.push(`claims an assessment the person has not taken ("${m[0]}")`);
  } else {
    const clauses = assessmentClauses(answer);
    for (const area of ASSESSMENT_AREA_IDS) {
      const percent = c.assessment[area];
      const mayBeStrong = percent >= BAND_HIGH_FROM;
      const mayBeWeak = percent < BAND_MID_FROM;
      for (const clause of clauses) {
        if (!mayBeStrong && claims(area, STRONG_WORDS).test(clause)) failures.push(`calls ${areaName(area)} strong, but the assessment rated it ${percent}%: "${clause.trim()}"`);
        if (!mayBeWeak && claims(area, WEAK_WORDS).test(clause)) failures.push(`calls ${areaName(area)} weak, but the assessment rated it ${percent}%: "${clause.trim()}"`);
      }
    }
  }
  return failures;
}
