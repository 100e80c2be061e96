/**
 * Who the offline mentor is talking to: what the person's career profile says (stage, field, goal) and
 * what their own words add ("I'm 29", "switch from accounting to data science", "working as an accountant"), so a
 * 29-year-old accountant hears about transferable skills, a bridge role and a realistic plan alongside a job, and
 * never about school-leaving exams or undergraduate entrance.
 *
 * The profile also carries their skills assessment: the areas they scored low and high in, which the answers use to
 * name a remedy for a weak area and to build on a strong one (assessment-advice.ts).
 *
 * Pure: text and profile in, a description out.
 */
import type { AssessmentAreaId } from '~/shared/assessment';
import { assessmentAreas } from './assessment-advice';
import { mentorKnowledge } from './knowledge-base';
import type { Career } from './knowledge-types';
import { findCareer } from './recognise';
import type { MentorProfile } from './types';

/** What the mentor knows about the person for this answer. */
export interface Person {
  /** The career stage, from the profile or the words; null when unknown. */
  stage: MentorProfile['stage'];
  /** Age in years when they said it ("I'm 29", "29 years old"). */
  age: number | null;
  /** Their current field or work ("accounting", "B.Com"), from "switch from X", "working as X" or the profile. */
  from: string | null;
  /** The career they are leaving, when their current field names one. */
  fromCareer: Career | null;
  /** The career they want, when "switch … to X" or "become X" names one. */
  target: Career | null;
  /**
   * Already past school and college entrance: a working professional, a graduate, a founder, or 23 and over. Such a
   * person is shown routes that fit a job and a degree they already have.
   */
  adult: boolean;
  /** Areas of their latest skills assessment scored low (under 40%) and high (75% or more), in the bank's order. */
  weak: AssessmentAreaId[];
  strong: AssessmentAreaId[];
}

const AGE = /\b(?:i am|i'm|im|iam|age)\s+(\d{2})\b|\b(\d{2})\s*(?:years? old|yrs? old|y\/o)\b|,\s*(\d{2})\s*,/i;
const SWITCH = /\b(?:switch(?:ing)?|mov(?:e|ing)|transition(?:ing)?|shift(?:ing)?|chang(?:e|ing)|pivot(?:ing)?)\b(?:\s+(?:my\s+)?careers?)?(?:\s+from\s+(.{2,60}?))?\s+(?:to|into)\s+(?:an?\s+|the\s+)?(.{2,60}?)(?:[.,;!?\n]|$)/i;
const FROM_ONLY = /\b(?:i am|i'm|im|working|work)\s+(?:as\s+)?(?:an?\s+)?(.{3,60}?)\s*(?:for|with|since|and|but|,|\.|$)/i;
const BECOME = /\b(?:become|becoming|be)\s+(?:an?\s+)?(.{2,50}?)(?:[.,;!?\n]|$)/i;
const WORKING = /\b(?:working|work|job|employed|experience|years? of experience|my company|my manager|office)\b|\bfor \d+ years\b/i;
const SCHOOL = /\b(?:class\s*(?:9|10|11|12|ix|x|xi|xii)|\d{2}(?:th)? (?:standard|std)|school student|board exams?|after 12th|after 10th)\b/i;
const COLLEGE = /\b(?:final year|first year|second year|third year|college|b\.?\s?com|b\.?\s?tech|b\.?\s?sc|bba|bca|ba |degree student|undergrad)\b/i;

function cleanPhrase(s: string | undefined): string | null {
  // "35, a mechanical engineer" → "mechanical engineer".
  const t = (s ?? '').replace(/\s+/g, ' ').trim().replace(/^\d{2}\s*,?\s*/, '').replace(/^(?:an?|the)\s+/i, '');
  return t.length >= 2 ? t : null;
}

/** Reads the person from their profile and their words (the latest message first, then earlier ones). */
export function personOf(profile: MentorProfile | null | undefined, userText: string): Person {
  const text = userText.slice(0, 4000);
  const ageMatch = AGE.exec(text);
  const age = ageMatch ? Number(ageMatch[1] ?? ageMatch[2] ?? ageMatch[3]) : null;
  const switched = SWITCH.exec(text);
  const fromWords = cleanPhrase(switched?.[1]) ?? cleanPhrase(profile?.field);
  const targetWords = cleanPhrase(switched?.[2]) ?? cleanPhrase(BECOME.exec(text)?.[1]) ?? cleanPhrase(profile?.goal);
  const target = targetWords ? findCareer(targetWords) : null;
  let from = fromWords;
  // Someone changing careers, or working, says what they do now: "I am a school teacher for 6 years".
  if (!from && (WORKING.test(text) || switched)) from = cleanPhrase(FROM_ONLY.exec(text)?.[1]);
  const fromCareer = from ? findCareer(from) : null;

  let stage = profile?.stage ?? null;
  if (!stage) {
    if (SCHOOL.test(text)) stage = 'school';
    else if (WORKING.test(text) || (age !== null && age >= 24)) stage = 'professional';
    else if (COLLEGE.test(text)) stage = 'college';
    // Changing careers (not streams at school or subjects at college): past education already.
    else if (switched && from) stage = 'professional';
  }
  const adult = stage === 'professional' || stage === 'graduate' || stage === 'founder' || (age !== null && age >= 23);
  const weak = assessmentAreas(profile?.weakAreas);
  const strong = assessmentAreas(profile?.strongAreas).filter((a) => !weak.includes(a));
  return { stage, age, from, fromCareer: fromCareer && fromCareer.id !== target?.id ? fromCareer : null, target, adult, weak, strong };
}

/** What someone brings from their field, by keywords in it; a general list when none matches. */
const TRANSFERABLE: Array<{ words: RegExp; skills: string[] }> = [
  {
    words: /account|audit|tax|financ|commerce|b\.?\s?com|bank|ca\b|chartered/i,
    skills: ['Excel: lookups, pivot tables and reconciliations you already do every week', 'Reading financial statements and knowing what a business measures', 'Accuracy and an eye for numbers that do not add up', 'Explaining figures to managers and clients under deadlines'],
  },
  {
    words: /engineer|b\.?\s?tech|mechanical|civil|electrical|electronics|it\b|software|developer/i,
    skills: ['Maths and structured problem solving', 'Working with tools, data and specifications', 'Project work with deadlines and reviews'],
  },
  {
    words: /teach|tutor|lectur|professor|educat/i,
    skills: ['Explaining hard ideas simply', 'Planning, structure and patience', 'Presenting to a room and handling questions'],
  },
  {
    words: /sales|marketing|retail|customer|business development|bpo|support/i,
    skills: ['Understanding customers and what they ask for', 'Targets, reports and numbers behind them', 'Persuasion and clear communication'],
  },
  {
    words: /design|art|creative|content|writ|media|journal|english|literature|\bba\b/i,
    skills: ['Storytelling and visual communication', 'Working from a brief to a finished piece', 'Taking feedback and iterating'],
  },
  {
    words: /doctor|nurs|pharma|medic|health|hospital/i,
    skills: ['Domain knowledge of a regulated field', 'Careful, protocol-driven work', 'Working with people under pressure'],
  },
];

/** The skills a person carries over from `field` (plain sentences). */
export function transferableSkills(field: string | null): string[] {
  const found = field ? TRANSFERABLE.find((t) => t.words.test(field)) : undefined;
  return found?.skills ?? ['Showing up, owning work and meeting deadlines', 'Communicating with colleagues and clients', 'Knowledge of how your industry works, which few newcomers have'];
}

/** A gentler first role on the way to `career`, when the knowledge base has one (a data scientist's is data analyst). */
export function bridgeRole(career: Career): Career | null {
  const bridges: Partial<Record<Career['id'], Career['id']>> = { 'data-scientist': 'data-analyst', 'product-manager': 'data-analyst', 'cybersecurity-analyst': 'software-engineer' };
  const id = bridges[career.id];
  return id ? (mentorKnowledge().careers.find((c) => c.id === id) ?? null) : null;
}
