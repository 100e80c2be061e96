/**
 * Learning path answers: a staged plan for the career the user names, with durations scaled to the
 * hours they say they have, skills, a project per stage, free or low-cost resources and ChangePath's own courses
 * for the career; an unrecognised goal
 * gets a clarifying question and the five closest careers.
 */
import { AREA_NEXT_STEPS, type AssessmentAreaId } from '~/shared/assessment';
import { paths } from '~/shared/paths';
import { type GoalCourse, coursesForGoal } from '../../learning/learning.service';
import { AREA_NAMES, BUILD_ON, careerAreas, exercises, furtherFor, remedyFor, stepText } from './assessment-advice';
import { careerById, mentorKnowledge, resource } from './knowledge-base';
import { BASE_HOURS_PER_WEEK, type Career } from './knowledge-types';
import { type Person, bridgeRole, transferableSkills } from './person';
import { closestCareers, skillClaims } from './recognise';
import { capitalise, formatLpa, formatWeeks, joinAnd, link, nextSteps, parseHoursPerDay, quoteUser } from './text';

/** Weekly hours the user states (hours a day × 6 study days), or null. */
export function statedWeeklyHours(text: string): number | null {
  const perDay = parseHoursPerDay(text);
  return perDay === null ? null : Math.round(perDay * 6);
}

/** Stage durations scaled from the 10-hours-a-week base to the user's pace (unless the programme fixes them). */
export function scaledWeeks(career: Career, weeklyHours: number | null): number[] {
  if (career.fixedDurations || weeklyHours === null) return career.stages.map((s) => s.weeks);
  const factor = Math.min(3, Math.max(1 / 3, BASE_HOURS_PER_WEEK / weeklyHours));
  return career.stages.map((s) => Math.max(1, Math.round(s.weeks * factor)));
}

/**
 * The index of the first roadmap stage of `career` that exercises `area` (by its title and skills), or -1.
 */
function stageFor(career: Career, area: AssessmentAreaId): number {
  return career.stages.findIndex((st) => exercises(`${st.title} ${st.skills.join(' ')}`, area));
}

/**
 * The plan fitted to the person's skills assessment, as Markdown lines (none without an assessment): each
 * weak area with the ChangePath step that fixes it, placed at the roadmap stage that needs it when this career leans
 * on it, later when it does not; each strong area with how to build on it, and the course that takes it further when
 * the career uses it.
 */
function assessmentLines(career: Career, person: Person | undefined): string[] {
  if (!person || (person.weak.length === 0 && person.strong.length === 0)) return [];
  const needs = careerAreas(career.id);
  const lines = ['### Fitting the plan to your skills assessment'];
  for (const area of person.weak) {
    const remedy = stepText(remedyFor(area, { tool: 'learning-path', career: career.id }));
    const name = capitalise(AREA_NAMES[area]);
    if (area === 'career') {
      lines.push(`- **${name}** scored low: before you commit months to this plan, check the fit with ${remedy}`);
    } else if (needs.includes(area)) {
      const i = stageFor(career, area);
      const where = i > 0 ? `before Stage ${i + 1} (${career.stages[i].title}), which depends on it` : 'alongside Stage 1';
      lines.push(`- **${name}** scored low, and the ${career.title} path needs it: take ${remedy} Do it ${where}.`);
    } else {
      lines.push(`- **${name}** also scored low. This role leans on it less, so leave it until the plan is under way, then start with ${remedy}`);
    }
  }
  for (const area of person.strong) {
    const further = needs.includes(area) ? furtherFor(area) : null;
    lines.push(`- **${capitalise(AREA_NAMES[area])}** scored high: ${BUILD_ON[area]}.${further ? ` To take it further: ${stepText(further)}` : ''}`);
  }
  lines.push('');
  return lines;
}

/**
 * A staged plan for `career`. For a `person` already past school and college entrance (a professional, a graduate, a
 * founder, 23 or over) it says what they bring from their field, names a bridge role when there is one,
 * paces the plan alongside a job, and gives routes that fit someone working instead of degree admissions. Their skills
 * assessment, when they have one, adds the remedy for each weak area at the stage that needs it and builds on strong
 * ones (`assessmentLines`).
 */
/**
 * ChangePath's courses for a career (at most three): the career's title, names and skills matched against the
 * courses' goal words, as a person's goal is (course-goals.ts).
 */
export function coursesForCareer(career: Career): GoalCourse[] {
  const text = [career.title, ...career.aliases, ...career.skills.flatMap((s) => [s.name, ...s.keywords])].join(' · ');
  // A career's many words touch many courses in passing: a course must match two of its words, or one phrase.
  return coursesForGoal(text, { limit: 3, minScore: 2 });
}

export function learningPathReply(career: Career, userText: string, person?: Person): string {
  const adult = !!person?.adult && !career.fixedDurations;
  const weekly = statedWeeklyHours(userText);
  const weeks = scaledWeeks(career, weekly);
  const total = weeks.reduce((a, b) => a + b, 0);
  const claims = skillClaims(career.skills, userText);
  // Only what the person says they have: an assessment area is described on its own, never as a named skill.
  const have = career.skills.filter((s) => claims.get(s.name) === 'have').map((s) => s.name);

  const pace = career.fixedDurations
    ? 'durations follow the degree, training or exam cycle'
    : weekly === null
      ? `at about ${BASE_HOURS_PER_WEEK} hours a week${adult ? ', alongside your job' : ''}`
      : `at your ${weekly} hours a week`;

  const lines: string[] = [
    `## Roadmap: ${career.title}${adult && person?.from ? ` (switching from ${quoteUser(person.from, 40)})` : ''}`,
    '',
    career.summary,
    '',
    `- **Total time:** ${formatWeeks(total)} (${pace})`,
    `- **Entry pay:** ${formatLpa(career.salary.minLpa, career.salary.maxLpa)}, ${mentorKnowledge().salaryDisclaimer} (${career.salary.note})`,
    `- **Tools you will use:** ${career.tools.slice(0, 6).join(', ')}`,
  ];
  if (have.length > 0) lines.push(`- **Already in your favour:** ${joinAnd(have)}: skim those parts and spend the time on projects`);
  lines.push('');
  if (adult) {
    const bridge = bridgeRole(career);
    lines.push(
      `### What you bring${person?.from ? ` from ${quoteUser(person.from, 40)}` : ''}`,
      'These transferable skills are your head start; put them at the top of your CV and use data from your own field in your projects:',
      ...transferableSkills(person?.from ?? null).map((s) => `- ${s}`),
      '',
    );
    if (bridge) {
      lines.push(
        '### A realistic first role',
        `Many people who switch after a few years of work start as a **${bridge.title}** (${formatLpa(bridge.salary.minLpa, bridge.salary.maxLpa)}), ideally in the industry they know, and move to ${career.title} roles within 12–18 months. The first stages below get you there.`,
        '',
      );
    }
  }

  lines.push(...assessmentLines(career, person));

  career.stages.forEach((stage, i) => {
    const resources = stage.resources.slice(0, 3).map((k) => {
      const r = resource(k);
      return `${link(r.name, r.url)}${r.cost === 'free' ? '' : ` (${r.cost})`}`;
    });
    lines.push(
      `### Stage ${i + 1}: ${stage.title} (${formatWeeks(weeks[i])})`,
      `- **Learn:** ${stage.skills.join('; ')}`,
      `- **Milestone:** ${stage.milestones.join('; ')}`,
      `- **Project:** ${stage.project}`,
      `- **Resources:** ${resources.join(' · ')}`,
      '',
    );
  });

  if (adult) {
    // No admissions or entrance exams for someone who already has a degree and a job: routes that fit around work.
    lines.push(
      '### Routes for someone already working',
      ...career.entryRoutes.certifications.slice(0, 2).map((r) => `- ${r}`),
      '- A portfolio of 2–3 projects built on data or problems from your current industry',
      '- An internal move: offer to take on this kind of work in your current team first',
      ...career.entryRoutes.other.slice(0, 1).map((r) => `- ${r}`),
      '',
    );
  } else {
    const routes = [...career.entryRoutes.degrees.slice(0, 2), ...career.entryRoutes.certifications.slice(0, 1)];
    lines.push('### Entry routes in India', ...routes.map((r) => `- ${r}`), '');
  }
  // Courses for what the person is not already strong in (a strong founder is not sent to the basics).
  const basics = new Set((person?.strong ?? []).flatMap((a) => AREA_NEXT_STEPS[a].filter((st) => st.kind === 'course').map((st) => st.href.split('/').pop()!)));
  const courses = coursesForCareer(career).filter((c) => !basics.has(c.slug));
  if (courses.length) lines.push(`**Free courses on ChangePath:** ${courses.map((c) => link(c.title, paths.courseDetail.replace(':slug', c.slug))).join(' · ')}`, '');
  const related = career.related.slice(0, 3).map((id) => careerById(id).title);
  lines.push(`**Related careers:** ${related.join(', ')}`, '');

  const first = career.stages[0];
  // The weak area this career needs most, whose remedy belongs in this week's step.
  const weakNeedArea = careerAreas(career.id).find((a) => person?.weak.includes(a));
  const weakNeed = weakNeedArea ? remedyFor(weakNeedArea, { tool: 'learning-path', career: career.id }) : null;
  const weakNeedStage = weakNeedArea ? stageFor(career, weakNeedArea) : -1;
  lines.push(
    nextSteps([
      weakNeed
        ? `This week: start "${first.title}", block fixed study slots in your calendar, and ${weakNeedStage > 0 ? `book time for ${link(weakNeed.title, weakNeed.href)} before Stage ${weakNeedStage + 1}` : `open ${link(weakNeed.title, weakNeed.href)} for your ${AREA_NAMES[weakNeedArea!]}`}.`
        : `This week: start "${first.title}" and block fixed study slots in your calendar.`,
      career.fixedDurations
        ? 'Read the official eligibility rules and calendar for this path (see the entry routes above), then tell me where you are now (class, degree or job) so I can focus the plan.'
        : adult && weekly === null
        ? 'Keep your job while you learn: block 1–2 hours on four weekdays and a longer session at the weekend, and tell me if that is more or less than you can manage.'
        : weekly === null
        ? 'Tell me how many hours a day you can study and what you already know, and I will adjust the timeline.'
        : `Share your first project (${first.project.split(/[(:]/)[0].trim().toLowerCase()}) here when done and ask for a skill map of your next gaps.`,
    ]),
  );
  return lines.join('\n');
}

/** The goal a person names ("how to become a pilot" → "pilot"), for saying plainly that it is not in the library. */
const GOAL_PHRASE = /\b(?:become|becoming|be an?|want to be|wanna be|career (?:as|in)|job as|work as|roadmap for|path to)\s+(?:an?\s+|the\s+)?([a-z][a-z /&-]{1,40}?)(?=\s*[?.!,]|\s+(?:after|in|with|and|but|from|please|pls)\b|\s*$)/i;

/**
 * The answer when no career is recognised: a clarifying question and the five closest careers. `purpose`
 * words the offer for the tool that asked (a learning plan or a skill map). When the person's skills assessment put
 * career direction low, it offers the Career Finder first.
 */
export function unknownGoalReply(userText: string, purpose: 'plan' | 'map' = 'plan', person?: Pick<Person, 'weak'>): string {
  const { careers: options, anySimilar } = closestCareers(userText, 5);
  const goal = GOAL_PHRASE.exec(userText)?.[1]?.trim() ?? null;
  const offer = purpose === 'plan' ? 'a week-by-week plan' : 'a map of the skills you have against the ones you need';
  const question = goal
    ? `I don’t have **${quoteUser(goal, 50)}** in my career library yet, so I can’t build ${offer} for it that I would trust. Is your goal close to one of these careers I know in depth?`
    : `${userText.trim() ? `You wrote: “${quoteUser(userText, 100)}”. ` : ''}${anySimilar ? `I can build ${offer} once I know the role you are aiming for. Which of these is closest?` : `I do not have that goal in my career library yet. Are any of these careers I know in depth close to it?`}`;
  const lines = [
    '## Let’s pin down your goal',
    '',
    question,
    '',
    ...options.map((c, i) => `${i + 1}. **${c.title}**: ${c.summary}`),
    '',
    'If it is something else, name the job title (for example "cloud engineer" or "hotel manager") and tell me your current education or job.',
    '',
    ...(person?.weak.includes('career') ? [`Not sure yet? Your skills assessment put career direction low, which is common and fixable: ${stepText(remedyFor('career'))}`, ''] : []),
    nextSteps([
      'Reply with one of the options above (or your own job title), e.g. "How do I become a data analyst?".',
      'Add how many hours a day you can study, so the timeline fits your life.',
    ]),
  ];
  return lines.join('\n');
}
