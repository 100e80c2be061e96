/**
 * Resume answers: a ✓/✗ checklist review of a CV's text, from an attached file's extracted text or
 * from text the user pasted, with a concrete fix for every ✗. Without a CV it explains what to attach.
 * Checks: contact details, profile links, summary, quantified achievements, action verbs, skills section
 * (and, for a named target role, its missing core skills), education, experience/projects, length and the
 * personal details Indian CVs often carry but private employers do not need. Spelling is out of scope.
 */
import type { Career } from './knowledge-types';
import type { MessageDescriptor } from '@lingui/core';
import { MAX_ANALYSED_CHARS, hasPhrase, nextSteps, normalise, quoteUser, say, wordCount } from './text';
import type { MentorAttachment } from './types';

export interface ResumeCheck {
  id: 'contact' | 'links' | 'summary' | 'numbers' | 'verbs' | 'skills' | 'education' | 'experience' | 'length' | 'personal';
  ok: boolean;
  /** The check's name, in the answer's language. */
  label: string;
  /** What was found (✓) or what is wrong and how to fix it (✗). */
  detail: string;
}

const MAX_CV_CHARS = 30_000;

/** Each check's name. */
const CHECK_LABELS = {
  contact: /*i18n*/ { id: 'mentor.cv.check.contact', message: 'Contact details' },
  links: /*i18n*/ { id: 'mentor.cv.check.links', message: 'Profile links (LinkedIn, GitHub or portfolio)' },
  summary: /*i18n*/ { id: 'mentor.cv.check.summary', message: 'Summary at the top' },
  numbers: /*i18n*/ { id: 'mentor.cv.check.numbers', message: 'Quantified achievements' },
  verbs: /*i18n*/ { id: 'mentor.cv.check.verbs', message: 'Action verbs' },
  skills: /*i18n*/ { id: 'mentor.cv.check.skills', message: 'Skills section' },
  education: /*i18n*/ { id: 'mentor.cv.check.education', message: 'Education' },
  experience: /*i18n*/ { id: 'mentor.cv.check.experience', message: 'Experience or projects' },
  length: /*i18n*/ { id: 'mentor.cv.check.length', message: 'Length' },
  personal: /*i18n*/ { id: 'mentor.cv.check.personal', message: 'No unnecessary personal details' },
} satisfies Record<ResumeCheck['id'], MessageDescriptor>;

/** The review's own words (headings, the checklist without a CV, next steps), written in the answer's language. */
const WORDS = {
  attachHeading: /*i18n*/ { id: 'mentor.cv.attach-heading', message: 'Resume review: attach your CV' },
  images: /*i18n*/ { id: 'mentor.cv.images', message: 'I cannot read text from images here. Please attach your CV as PDF, DOCX or TXT, or paste its text.' },
  noText: /*i18n*/ {
    id: 'mentor.cv.no-text',
    message: 'I could not find any text in {files}; it may be a scanned file. Export it again as a text PDF or DOCX, or paste the text.',
  },
  attachWhat: /*i18n*/ {
    id: 'mentor.cv.attach-what',
    message: 'Attach your CV (PDF, DOCX or TXT, up to 10 MB) or paste its text, and tell me the role you are applying for. I will check:',
  },
  willCheckContact: /*i18n*/ { id: 'mentor.cv.will-check.contact', message: 'Contact details and LinkedIn/GitHub links' },
  willCheckSummary: /*i18n*/ { id: 'mentor.cv.will-check.summary', message: 'A 2–3 line summary instead of an "Objective"' },
  willCheckNumbers: /*i18n*/ { id: 'mentor.cv.will-check.numbers', message: 'Numbers in your achievements (%, ₹, users, time saved)' },
  willCheckVerbs: /*i18n*/ { id: 'mentor.cv.will-check.verbs', message: 'Points that start with action verbs' },
  willCheckSections: /*i18n*/ { id: 'mentor.cv.will-check.sections', message: 'Skills, education, experience/projects and length (one page for freshers)' },
  willCheckPersonal: /*i18n*/ {
    id: 'mentor.cv.will-check.personal',
    message: 'Personal details Indian CVs often include but private employers do not need (date of birth, father’s name, declaration)',
  },
  stepAttach: /*i18n*/ { id: 'mentor.cv.step-attach', message: 'Attach the CV with the paperclip button, or paste its text here.' },
  stepTarget: /*i18n*/ { id: 'mentor.cv.step-target', message: 'Add the job title you are targeting, e.g. "for data analyst roles".' },
  heading: /*i18n*/ { id: 'mentor.cv.heading', message: 'Resume review: {passed} of {total} checks passed' },
  yourFiles: /*i18n*/ { id: 'mentor.cv.your-files', message: '{count, plural, one {your file} other {your files}} {names}' },
  pasted: /*i18n*/ { id: 'mentor.cv.pasted', message: 'the text you pasted' },
  reviewed: /*i18n*/ { id: 'mentor.cv.reviewed', message: 'Reviewed {source} ({words} words).' },
  reviewedFor: /*i18n*/ { id: 'mentor.cv.reviewed-for', message: 'Reviewed {source} ({words} words) for **{career}** roles.' },
  fixFirst: /*i18n*/ { id: 'mentor.cv.fix-first', message: 'Fix these first' },
  alreadyGood: /*i18n*/ { id: 'mentor.cv.already-good', message: 'Already good' },
  stepFix: /*i18n*/ { id: 'mentor.cv.step-fix', message: 'Fix “{check}” first, then send me the updated CV for a re-check.' },
  stepTailor: /*i18n*/ { id: 'mentor.cv.step-tailor', message: 'Tailor the summary and top skills to each job description before you apply.' },
  stepCompare: /*i18n*/ { id: 'mentor.cv.step-compare', message: 'Compare your skills section with a skill map for {career} to see which gaps to close.' },
  stepRole: /*i18n*/ { id: 'mentor.cv.step-role', message: 'Tell me the role you are applying for, so I can check the skills recruiters look for.' },
};

const STRONG_VERBS = new Set(
  'achieved analysed analyzed audited automated boosted built coached conducted coordinated created cut delivered deployed designed developed drove engineered established executed expanded forecasted generated grew implemented improved increased initiated introduced launched led managed mentored migrated modelled modeled negotiated optimised optimized organised organized planned prepared presented produced published raised reduced researched resolved revamped saved scaled secured shipped simplified solved spearheaded streamlined taught tested trained transformed won wrote'.split(' '),
);
const WEAK_PHRASES = ['responsible for', 'worked on', 'helped with', 'helped in', 'duties included', 'involved in', 'tasks included', 'was part of', 'assisted in'];
const BULLET = /^\s*(?:[-*•▪●◦‣–·]|\d+[.)])\s+/;
const EDUCATION_WORDS = /\b(?:b\.?\s?tech|b\.?e\b|b\.?sc|b\.?com|b\.?a\b|bba|bca|bms|mba|m\.?tech|m\.?sc|m\.?com|mca|ph\.?d|diploma|class\s+(?:x|xii|10|12)|10th|12th|hsc|ssc|cbse|icse|university|college|institute|school|cgpa|gpa|percentage)\b/i;

/** A section heading: up to 4 words, all capitals or Title Case, no sentence punctuation. */
function isHeading(line: string): boolean {
  const l = line.replace(/:\s*$/, '').trim();
  const words = l.split(/\s+/);
  if (words.length > 4 || /[.,;]/.test(l)) return false;
  return l === l.toUpperCase() || words.every((w) => /^[A-Z&/]/.test(w) || /^(?:and|of|&)$/.test(w));
}

/** Lines that read like achievement points: bullets, or (when the file lost its bullets) sentence-like lines. */
function achievementLines(lines: string[]): string[] {
  const bullets = lines.filter((l) => BULLET.test(l)).map((l) => l.replace(BULLET, '').trim());
  const pool = bullets.length >= 2 ? bullets : lines.filter((l) => !isHeading(l) && wordCount(l) >= 5 && wordCount(l) <= 45);
  return pool.filter((l) => !EDUCATION_WORDS.test(l) && !/@|linkedin|github|\+91|phone|mobile|email/i.test(l));
}

/** True when a line holds a number other than a year, a date, a phone number or a grade. */
export function hasMetric(line: string): boolean {
  const stripped = line
    .replace(/\+?91[\s-]?\d{5}[\s-]?\d{5}|\b\d{10}\b/g, ' ')
    .replace(/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g, ' ')
    .replace(/\b(?:19|20)\d{2}\b/g, ' ')
    .replace(/\b(?:cgpa|gpa|sgpa)\s*:?\s*\d+(?:\.\d+)?/gi, ' ');
  return /\d/.test(stripped);
}

export function reviewResume(cv: string, target: Career | null): ResumeCheck[] {
  const text = cv.slice(0, MAX_CV_CHARS);
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const norm = normalise(text);
  const words = wordCount(text);
  const checks: ResumeCheck[] = [];

  const email = /[\w.+-]+@[\w-]+\.[\w.-]+/.test(text);
  const phone = /(?:\+91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}\b/.test(text);
  checks.push({
    id: 'contact',
    ok: email && phone,
    label: say(CHECK_LABELS.contact),
    detail: email && phone ? 'E-mail and phone number found.' : `Missing ${[!email ? 'an e-mail address' : '', !phone ? 'a mobile number' : ''].filter(Boolean).join(' and ')}. **Fix:** put name, city, phone (+91…) and a professional e-mail in the first two lines.`,
  });

  const linkedin = /linkedin\.com\/in\//i.test(text) || /\blinkedin\b/i.test(text);
  const portfolio = /github\.com|behance\.net|dribbble\.com|kaggle\.com|medium\.com|portfolio|https?:\/\//i.test(text);
  checks.push({
    id: 'links',
    ok: linkedin || portfolio,
    label: say(CHECK_LABELS.links),
    detail: linkedin || portfolio ? `Found ${[linkedin ? 'LinkedIn' : '', portfolio ? 'a GitHub/portfolio link' : ''].filter(Boolean).join(' and ')}.` : 'No links. **Fix:** add your LinkedIn URL (linkedin.com/in/your-name) and, for tech or design roles, GitHub or a portfolio.',
  });

  const summary = /^\s*(?:professional\s+|career\s+)?(?:summary|profile|about me|about)\s*:?\s*$/im.test(text) || /^\s*(?:professional\s+)?summary\b/im.test(text);
  const objective = /\b(?:career\s+)?objective\b/i.test(text);
  checks.push({
    id: 'summary',
    ok: summary,
    label: say(CHECK_LABELS.summary),
    detail: summary
      ? 'A summary section is present.'
      : objective
        ? 'You have an "Objective". **Fix:** replace it with a 2–3 line summary: who you are, your top 3 skills, and the role you want.'
        : 'No summary. **Fix:** add 2–3 lines under your name: who you are, your top 3 skills, and the role you want.',
  });

  const points = achievementLines(lines);
  const withNumbers = points.filter(hasMetric);
  const example = points.find((p) => !hasMetric(p));
  checks.push({
    id: 'numbers',
    ok: withNumbers.length >= Math.min(3, Math.max(1, Math.ceil(points.length / 3))),
    label: say(CHECK_LABELS.numbers),
    detail:
      withNumbers.length === 0
        ? `No numbers in your achievement points. **Fix:** add a result to each point: how many, how much, how fast (%, ₹, users, hours saved).${example ? ` For example, “${quoteUser(example, 80)}” → “${quoteUser(rewritePoint(example), 80)} for [N] customers/users, [result, e.g. cut errors by X%]” with your real numbers.` : ''}`
        : withNumbers.length >= Math.min(3, Math.max(1, Math.ceil(points.length / 3)))
          ? `${withNumbers.length} of ${points.length} points carry numbers.`
          : `Only ${withNumbers.length} of ${points.length} points carry numbers. **Fix:** quantify at least one point per role or project.`,
  });

  const firstWords = points.map((p) => p.split(/\s+/)[0].toLowerCase().replace(/[^a-z]/g, ''));
  const strong = firstWords.filter((w) => STRONG_VERBS.has(w)).length;
  const weak = WEAK_PHRASES.filter((w) => hasPhrase(norm, w));
  const verbsOk = points.length > 0 && strong >= Math.ceil(points.length / 2) && weak.length === 0;
  checks.push({
    id: 'verbs',
    ok: verbsOk,
    label: say(CHECK_LABELS.verbs),
    detail: verbsOk
      ? `${strong} of ${points.length} points start with a strong verb.`
      : `${weak.length > 0 ? `Weak phrases found: ${weak.map((w) => `“${w}”`).join(', ')}. ` : ''}${points.length > 0 ? `${strong} of ${points.length} points start with a strong verb. ` : ''}**Fix:** start every point with a verb in the past tense: Built, Led, Analysed, Reduced, Increased, Launched.`,
  });

  const skillsHeading = /^\s*(?:technical\s+|key\s+|core\s+|professional\s+)?skills?\b/im.test(text);
  let skillsDetail = skillsHeading ? 'A skills section is present.' : 'No skills section. **Fix:** add one line each for tools, technical skills and languages.';
  let skillsOk = skillsHeading;
  if (target) {
    const missing = target.skills.filter((s) => !s.keywords.some((k) => hasPhrase(norm, k))).map((s) => s.name);
    if (missing.length > 0) {
      skillsOk = skillsHeading && missing.length <= target.skills.length / 2;
      const lead = skillsHeading ? (skillsOk ? 'A skills section is present.' : 'A skills section is present, but it misses most of what the role asks for.') : skillsDetail;
      skillsDetail = `${lead} For ${target.title} roles, recruiters also look for: ${missing.slice(0, 4).join(', ')}.${skillsOk ? '' : ' **Fix:** learn and show the ones you can (a project per skill), and list them.'}`;
    }
  }
  checks.push({ id: 'skills', ok: skillsOk, label: say(CHECK_LABELS.skills), detail: skillsDetail });

  const education = /^\s*(?:education|academic|qualifications?)/im.test(text) || EDUCATION_WORDS.test(text);
  checks.push({
    id: 'education',
    ok: education,
    label: say(CHECK_LABELS.education),
    detail: education ? 'Education details found.' : 'No education found. **Fix:** add degree, college, year and CGPA or percentage (if good).',
  });

  const experience = /^\s*(?:work\s+|professional\s+)?(?:experience|internships?|projects?|employment|work history)\b/im.test(text);
  checks.push({
    id: 'experience',
    ok: experience,
    label: say(CHECK_LABELS.experience),
    detail: experience ? 'Experience or project section found.' : 'No experience or projects section. **Fix:** add internships, projects, volunteering or freelance work, 2–4 points each.',
  });

  checks.push({
    id: 'length',
    ok: words >= 150 && words <= 1000,
    label: say(CHECK_LABELS.length),
    detail:
      words < 150
        ? `${words} words: too thin. **Fix:** aim for 350–600 words (one page) with projects and results.`
        : words <= 700
          ? `${words} words: fits one page, right for freshers and early careers.`
          : words <= 1000
            ? `${words} words: about two pages, fine with 3+ years of experience; otherwise trim to one.`
            : `${words} words: too long. **Fix:** cut to 1–2 pages; keep the last 10 years and the strongest points.`,
  });

  const personal = ['date of birth', 'dob', "father's name", 'fathers name', "mother's name", 'marital status', 'religion', 'caste', 'hereby declare', 'declaration'].filter((p) => hasPhrase(norm, p));
  checks.push({
    id: 'personal',
    ok: personal.length === 0,
    label: say(CHECK_LABELS.personal),
    detail:
      personal.length === 0
        ? 'No date of birth, family details or declaration: good.'
        : `Found ${personal.map((p) => `“${p}”`).join(', ')}. **Fix:** remove these for private-sector jobs; keep them only where a government form asks.`,
  });
  return checks;
}

const IRREGULAR_PAST: Record<string, string> = {
  making: 'made', building: 'built', writing: 'wrote', leading: 'led', teaching: 'taught', selling: 'sold', running: 'ran',
  doing: 'did', taking: 'took', bringing: 'brought', getting: 'got', giving: 'gave', setting: 'set', keeping: 'kept', meeting: 'met',
};

/** "Responsible for maintaining X" → "Maintained X"; "Worked on X" → "[Action verb] X". For the example fix. */
export function rewritePoint(point: string): string {
  let rest = point.trim();
  const weak = WEAK_PHRASES.find((w) => rest.toLowerCase().startsWith(w));
  if (!weak) return rest;
  rest = rest.slice(weak.length).trim();
  const m = /^([A-Za-z]+ing)\b(.*)$/.exec(rest);
  if (m) {
    const g = m[1].toLowerCase();
    const past = IRREGULAR_PAST[g] ?? (g.endsWith('ying') ? `${g.slice(0, -4)}ied` : `${g.slice(0, -3)}ed`);
    return `${past.charAt(0).toUpperCase()}${past.slice(1)}${m[2]}`;
  }
  return `[Action verb] ${rest}`;
}

/** The order in which failed checks are listed: the ones recruiters notice first come first. */
const PRIORITY: readonly ResumeCheck['id'][] = ['numbers', 'verbs', 'summary', 'skills', 'experience', 'contact', 'links', 'education', 'personal', 'length'];

/** Does pasted text look like a CV (rather than a question)? */
export function looksLikeCv(text: string): boolean {
  if (wordCount(text) < 80) return false;
  const sections = ['education', 'experience', 'skills', 'projects', 'summary', 'objective', 'internship', 'certifications'].filter((s) => new RegExp(`\\b${s}\\b`, 'i').test(text)).length;
  return sections >= 2 || (sections >= 1 && /@/.test(text));
}

export function resumeReply(userInput: string, attachments: readonly MentorAttachment[], target: Career | null): string {
  const readable = attachments.filter((a) => a.kind !== 'image' && a.text && a.text.trim().length > 0);
  const images = attachments.filter((a) => a.kind === 'image');
  const unreadable = attachments.filter((a) => a.kind !== 'image' && !(a.text && a.text.trim()));

  let cv = '';
  let source = '';
  if (readable.length > 0) {
    cv = readable.map((a) => a.text ?? '').join('\n\n').slice(0, MAX_ANALYSED_CHARS + MAX_CV_CHARS);
    source = say(WORDS.yourFiles, { count: readable.length, names: readable.map((a) => `“${quoteUser(a.name, 60)}”`).join(', ') });
  } else if (looksLikeCv(userInput)) {
    cv = userInput;
    source = say(WORDS.pasted);
  }

  if (!cv) {
    const notes: string[] = [];
    if (images.length > 0) notes.push(say(WORDS.images));
    if (unreadable.length > 0) notes.push(say(WORDS.noText, { files: unreadable.map((a) => `“${quoteUser(a.name, 60)}”`).join(', ') }));
    const willCheck = [WORDS.willCheckContact, WORDS.willCheckSummary, WORDS.willCheckNumbers, WORDS.willCheckVerbs, WORDS.willCheckSections, WORDS.willCheckPersonal];
    return [
      `## ${say(WORDS.attachHeading)}`,
      '',
      ...(notes.length > 0 ? [...notes, ''] : []),
      say(WORDS.attachWhat),
      '',
      ...willCheck.map((item) => `- ${say(item)}`),
      '',
      nextSteps([say(WORDS.stepAttach), say(WORDS.stepTarget)]),
    ].join('\n');
  }

  const checks = reviewResume(cv, target);
  const passed = checks.filter((c) => c.ok);
  const failed = checks.filter((c) => !c.ok).sort((a, b) => PRIORITY.indexOf(a.id) - PRIORITY.indexOf(b.id));
  const lines: string[] = [
    `## ${say(WORDS.heading, { passed: passed.length, total: checks.length })}`,
    '',
    target ? say(WORDS.reviewedFor, { source, words: wordCount(cv), career: target.title }) : say(WORDS.reviewed, { source, words: wordCount(cv) }),
    '',
  ];
  if (failed.length > 0) {
    lines.push(`### ${say(WORDS.fixFirst)}`, ...failed.map((c) => `- ✗ **${c.label}:** ${c.detail}`), '');
  }
  if (passed.length > 0) {
    lines.push(`### ${say(WORDS.alreadyGood)}`, ...passed.map((c) => `- ✓ **${c.label}:** ${c.detail}`), '');
  }
  lines.push(
    nextSteps([
      failed.length > 0 ? say(WORDS.stepFix, { check: failed[0].label }) : say(WORDS.stepTailor),
      target ? say(WORDS.stepCompare, { career: target.title }) : say(WORDS.stepRole),
    ]),
  );
  return lines.join('\n');
}
