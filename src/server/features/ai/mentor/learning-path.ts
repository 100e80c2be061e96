/**
 * Learning path answers: a staged plan for the career the user names, with durations scaled to the
 * hours they say they have, skills, a project per stage, free or low-cost resources and ChangePath's own courses
 * for the career; an unrecognised goal
 * gets a clarifying question and the five closest careers.
 */
import { AREA_NEXT_STEPS, type AssessmentAreaId } from '~/shared/assessment';
import { paths } from '~/shared/paths';
import { type GoalCourse, coursesForGoal } from '../../learning/learning.service';
import { areaName, BUILD_ON, careerAreas, exercises, furtherFor, remedyFor, stepText } from './assessment-advice';
import { careerById, mentorKnowledge, resource } from './knowledge-base';
import { BASE_HOURS_PER_WEEK, type Career } from './knowledge-types';
import { type Person, bridgeRole, transferableSkills } from './person';
import { closestCareers, skillClaims } from './recognise';
import { MENTOR_LABELS, answerLanguage, capitalise, formatLpa, formatWeeks, joinAnd, link, nextSteps, parseHoursPerDay, quoteUser, say } from './text';

/** The learning path's own words (headings, labels, next steps), written in the answer's language. */
const WORDS = {
  fitting: /*i18n*/ { id: 'mentor.path.fitting-assessment', message: 'Fitting the plan to your skills assessment' },
  careerLow: /*i18n*/ { id: 'mentor.path.career-low', message: '**{area}** scored low: before you commit months to this plan, check the fit with {remedy}' },
  neededLowBefore: /*i18n*/ {
    id: 'mentor.path.needed-low-before',
    message: '**{area}** scored low, and the {career} path needs it: take {remedy} Do it before Stage {number} ({stage}), which depends on it.',
  },
  neededLowAlongside: /*i18n*/ {
    id: 'mentor.path.needed-low-alongside',
    message: '**{area}** scored low, and the {career} path needs it: take {remedy} Do it alongside Stage 1.',
  },
  alsoLow: /*i18n*/ {
    id: 'mentor.path.also-low',
    message: '**{area}** also scored low. This role leans on it less, so leave it until the plan is under way, then start with {remedy}',
  },
  scoredHigh: /*i18n*/ { id: 'mentor.path.scored-high', message: '**{area}** scored high: {buildOn}.' },
  further: /*i18n*/ { id: 'mentor.path.further', message: 'To take it further: {step}' },
  roadmap: /*i18n*/ { id: 'mentor.path.roadmap', message: 'Roadmap: {career}' },
  roadmapSwitching: /*i18n*/ { id: 'mentor.path.roadmap-switching', message: 'Roadmap: {career} (switching from {from})' },
  paceFixed: /*i18n*/ { id: 'mentor.path.pace-fixed', message: 'durations follow the degree, training or exam cycle' },
  paceDefault: /*i18n*/ { id: 'mentor.path.pace-default', message: 'at about {hours} hours a week' },
  paceDefaultWorking: /*i18n*/ { id: 'mentor.path.pace-default-working', message: 'at about {hours} hours a week, alongside your job' },
  paceStated: /*i18n*/ { id: 'mentor.path.pace-stated', message: 'at your {hours} hours a week' },
  totalTime: /*i18n*/ { id: 'mentor.path.total-time', message: 'Total time:' },
  tools: /*i18n*/ { id: 'mentor.path.tools', message: 'Tools you will use:' },
  inYourFavour: /*i18n*/ { id: 'mentor.path.in-your-favour', message: '**Already in your favour:** {skills}: skim those parts and spend the time on projects' },
  whatYouBring: /*i18n*/ { id: 'mentor.path.what-you-bring', message: 'What you bring' },
  whatYouBringFrom: /*i18n*/ { id: 'mentor.path.what-you-bring-from', message: 'What you bring from {from}' },
  transferable: /*i18n*/ {
    id: 'mentor.path.transferable',
    message: 'These transferable skills are your head start; put them at the top of your CV and use data from your own field in your projects:',
  },
  firstRole: /*i18n*/ { id: 'mentor.path.first-role', message: 'A realistic first role' },
  firstRoleText: /*i18n*/ {
    id: 'mentor.path.first-role-text',
    message: 'Many people who switch after a few years of work start as a **{bridge}** ({pay}), ideally in the industry they know, and move to {career} roles within 12–18 months. The first stages below get you there.',
  },
  stage: /*i18n*/ { id: 'mentor.path.stage', message: 'Stage {number}: {title} ({duration})' },
  learn: /*i18n*/ { id: 'mentor.path.learn', message: 'Learn:' },
  milestone: /*i18n*/ { id: 'mentor.path.milestone', message: 'Milestone:' },
  project: /*i18n*/ { id: 'mentor.path.project', message: 'Project:' },
  routesWorking: /*i18n*/ { id: 'mentor.path.routes-working', message: 'Routes for someone already working' },
  portfolioRoute: /*i18n*/ { id: 'mentor.path.route-portfolio', message: 'A portfolio of 2–3 projects built on data or problems from your current industry' },
  internalRoute: /*i18n*/ { id: 'mentor.path.route-internal', message: 'An internal move: offer to take on this kind of work in your current team first' },
  routesIndia: /*i18n*/ { id: 'mentor.path.routes-india', message: 'Entry routes in India' },
  freeCourses: /*i18n*/ { id: 'mentor.path.free-courses', message: 'Free courses on ChangePath:' },
  relatedCareers: /*i18n*/ { id: 'mentor.path.related-careers', message: 'Related careers:' },
  stepWeakBefore: /*i18n*/ {
    id: 'mentor.path.step-weak-before',
    message: 'This week: start "{stage}", block fixed study slots in your calendar, and book time for {remedy} before Stage {number}.',
  },
  stepWeakNow: /*i18n*/ { id: 'mentor.path.step-weak-now', message: 'This week: start "{stage}", block fixed study slots in your calendar, and open {remedy} for your {area}.' },
  stepStart: /*i18n*/ { id: 'mentor.path.step-start', message: 'This week: start "{stage}" and block fixed study slots in your calendar.' },
  stepFixed: /*i18n*/ {
    id: 'mentor.path.step-fixed',
    message: 'Read the official eligibility rules and calendar for this path (see the entry routes above), then tell me where you are now (class, degree or job) so I can focus the plan.',
  },
  stepWorking: /*i18n*/ {
    id: 'mentor.path.step-working',
    message: 'Keep your job while you learn: block 1–2 hours on four weekdays and a longer session at the weekend, and tell me if that is more or less than you can manage.',
  },
  stepHours: /*i18n*/ { id: 'mentor.path.step-hours', message: 'Tell me how many hours a day you can study and what you already know, and I will adjust the timeline.' },
  stepProject: /*i18n*/ { id: 'mentor.path.step-project', message: 'Share your first project ({project}) here when done and ask for a skill map of your next gaps.' },
  goalHeading: /*i18n*/ { id: 'mentor.goal.heading', message: 'Let’s pin down your goal' },
  offerPlan: /*i18n*/ { id: 'mentor.goal.offer-plan', message: 'a week-by-week plan' },
  offerMap: /*i18n*/ { id: 'mentor.goal.offer-map', message: 'a map of the skills you have against the ones you need' },
  goalUnknown: /*i18n*/ {
    id: 'mentor.goal.unknown',
    message: 'I don’t have **{goal}** in my career library yet, so I can’t build {offer} for it that I would trust. Is your goal close to one of these careers I know in depth?',
  },
  youWrote: /*i18n*/ { id: 'mentor.goal.you-wrote', message: 'You wrote: “{words}”.' },
  goalWhich: /*i18n*/ { id: 'mentor.goal.which', message: 'I can build {offer} once I know the role you are aiming for. Which of these is closest?' },
  goalNone: /*i18n*/ { id: 'mentor.goal.none', message: 'I do not have that goal in my career library yet. Are any of these careers I know in depth close to it?' },
  goalElse: /*i18n*/ {
    id: 'mentor.goal.else',
    message: 'If it is something else, name the job title (for example "cloud engineer" or "hotel manager") and tell me your current education or job.',
  },
  goalNotSure: /*i18n*/ { id: 'mentor.goal.not-sure', message: 'Not sure yet? Your skills assessment put career direction low, which is common and fixable: {remedy}' },
  goalStepReply: /*i18n*/ { id: 'mentor.goal.step-reply', message: 'Reply with one of the options above (or your own job title), e.g. "How do I become a data analyst?".' },
  goalStepHours: /*i18n*/ { id: 'mentor.goal.step-hours', message: 'Add how many hours a day you can study, so the timeline fits your life.' },
};

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
  const lines = [`### ${say(WORDS.fitting)}`];
  for (const area of person.weak) {
    const remedy = stepText(remedyFor(area, { tool: 'learning-path', career: career.id }));
    const name = capitalise(areaName(area));
    if (area === 'career') {
      lines.push(`- ${say(WORDS.careerLow, { area: name, remedy })}`);
    } else if (needs.includes(area)) {
      const i = stageFor(career, area);
      lines.push(
        `- ${i > 0 ? say(WORDS.neededLowBefore, { area: name, career: career.title, remedy, number: i + 1, stage: career.stages[i].title }) : say(WORDS.neededLowAlongside, { area: name, career: career.title, remedy })}`,
      );
    } else {
      lines.push(`- ${say(WORDS.alsoLow, { area: name, remedy })}`);
    }
  }
  for (const area of person.strong) {
    const further = needs.includes(area) ? furtherFor(area) : null;
    lines.push(`- ${say(WORDS.scoredHigh, { area: capitalise(areaName(area)), buildOn: say(BUILD_ON[area]) })}${further ? ` ${say(WORDS.further, { step: stepText(further) })}` : ''}`);
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
 * courses' goal words, as a person's goal is (course-goals.ts); a course translated into the answer's language is
 * named by its translated title.
 */
export function coursesForCareer(career: Career): GoalCourse[] {
  const text = [career.title, ...career.aliases, ...career.skills.flatMap((s) => [s.name, ...s.keywords])].join(' · ');
  // A career's many words touch many courses in passing: a course must match two of its words, or one phrase.
  return coursesForGoal(text, { limit: 3, minScore: 2, locale: answerLanguage() });
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
    ? say(WORDS.paceFixed)
    : weekly === null
      ? say(adult ? WORDS.paceDefaultWorking : WORDS.paceDefault, { hours: BASE_HOURS_PER_WEEK })
      : say(WORDS.paceStated, { hours: weekly });

  const lines: string[] = [
    `## ${adult && person?.from ? say(WORDS.roadmapSwitching, { career: career.title, from: quoteUser(person.from, 40) }) : say(WORDS.roadmap, { career: career.title })}`,
    '',
    career.summary,
    '',
    `- **${say(WORDS.totalTime)}** ${formatWeeks(total)} (${pace})`,
    `- **${say(MENTOR_LABELS.entryPay)}** ${formatLpa(career.salary.minLpa, career.salary.maxLpa)}, ${mentorKnowledge().salaryDisclaimer} (${career.salary.note})`,
    `- **${say(WORDS.tools)}** ${career.tools.slice(0, 6).join(', ')}`,
  ];
  if (have.length > 0) lines.push(`- ${say(WORDS.inYourFavour, { skills: joinAnd(have) })}`);
  lines.push('');
  if (adult) {
    const bridge = bridgeRole(career);
    lines.push(
      `### ${person?.from ? say(WORDS.whatYouBringFrom, { from: quoteUser(person.from, 40) }) : say(WORDS.whatYouBring)}`,
      say(WORDS.transferable),
      ...transferableSkills(person?.from ?? null).map((s) => `- ${s}`),
      '',
    );
    if (bridge) {
      lines.push(
        `### ${say(WORDS.firstRole)}`,
        say(WORDS.firstRoleText, { bridge: bridge.title, pay: formatLpa(bridge.salary.minLpa, bridge.salary.maxLpa), career: career.title }),
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
      `### ${say(WORDS.stage, { number: i + 1, title: stage.title, duration: formatWeeks(weeks[i]) })}`,
      `- **${say(WORDS.learn)}** ${stage.skills.join('; ')}`,
      `- **${say(WORDS.milestone)}** ${stage.milestones.join('; ')}`,
      `- **${say(WORDS.project)}** ${stage.project}`,
      `- **${say(MENTOR_LABELS.resources)}** ${resources.join(' · ')}`,
      '',
    );
  });

  if (adult) {
    // No admissions or entrance exams for someone who already has a degree and a job: routes that fit around work.
    lines.push(
      `### ${say(WORDS.routesWorking)}`,
      ...career.entryRoutes.certifications.slice(0, 2).map((r) => `- ${r}`),
      `- ${say(WORDS.portfolioRoute)}`,
      `- ${say(WORDS.internalRoute)}`,
      ...career.entryRoutes.other.slice(0, 1).map((r) => `- ${r}`),
      '',
    );
  } else {
    const routes = [...career.entryRoutes.degrees.slice(0, 2), ...career.entryRoutes.certifications.slice(0, 1)];
    lines.push(`### ${say(WORDS.routesIndia)}`, ...routes.map((r) => `- ${r}`), '');
  }
  // Courses for what the person is not already strong in (a strong founder is not sent to the basics).
  const basics = new Set((person?.strong ?? []).flatMap((a) => AREA_NEXT_STEPS[a].filter((st) => st.kind === 'course').map((st) => st.href.split('/').pop()!)));
  const courses = coursesForCareer(career).filter((c) => !basics.has(c.slug));
  if (courses.length) lines.push(`**${say(WORDS.freeCourses)}** ${courses.map((c) => link(c.title, paths.courseDetail.replace(':slug', c.slug))).join(' · ')}`, '');
  const related = career.related.slice(0, 3).map((id) => careerById(id).title);
  lines.push(`**${say(WORDS.relatedCareers)}** ${related.join(', ')}`, '');

  const first = career.stages[0];
  // The weak area this career needs most, whose remedy belongs in this week's step.
  const weakNeedArea = careerAreas(career.id).find((a) => person?.weak.includes(a));
  const weakNeed = weakNeedArea ? remedyFor(weakNeedArea, { tool: 'learning-path', career: career.id }) : null;
  const weakNeedStage = weakNeedArea ? stageFor(career, weakNeedArea) : -1;
  lines.push(
    nextSteps([
      weakNeed
        ? weakNeedStage > 0
          ? say(WORDS.stepWeakBefore, { stage: first.title, remedy: link(say(weakNeed.title), weakNeed.href), number: weakNeedStage + 1 })
          : say(WORDS.stepWeakNow, { stage: first.title, remedy: link(say(weakNeed.title), weakNeed.href), area: areaName(weakNeedArea!) })
        : say(WORDS.stepStart, { stage: first.title }),
      career.fixedDurations
        ? say(WORDS.stepFixed)
        : adult && weekly === null
        ? say(WORDS.stepWorking)
        : weekly === null
        ? say(WORDS.stepHours)
        : say(WORDS.stepProject, { project: first.project.split(/[(:]/)[0].trim().toLowerCase() }),
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
  const offer = say(purpose === 'plan' ? WORDS.offerPlan : WORDS.offerMap);
  const question = goal
    ? say(WORDS.goalUnknown, { goal: quoteUser(goal, 50), offer })
    : `${userText.trim() ? `${say(WORDS.youWrote, { words: quoteUser(userText, 100) })} ` : ''}${anySimilar ? say(WORDS.goalWhich, { offer }) : say(WORDS.goalNone)}`;
  const lines = [
    `## ${say(WORDS.goalHeading)}`,
    '',
    question,
    '',
    ...options.map((c, i) => `${i + 1}. **${c.title}**: ${c.summary}`),
    '',
    say(WORDS.goalElse),
    '',
    ...(person?.weak.includes('career') ? [say(WORDS.goalNotSure, { remedy: stepText(remedyFor('career')) }), ''] : []),
    nextSteps([say(WORDS.goalStepReply), say(WORDS.goalStepHours)]),
  ];
  return lines.join('\n');
}
