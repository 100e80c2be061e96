/**
 * The course catalogue (spec §9: six courses with their level, duration, students and rating) with lesson
 * outlines written for each. Product data: added by slug in every mode when missing.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '.';
import { courseLessons, courses } from './schema';

type L = [title: string, summary: string, minutes: number];

export const COURSE_CATALOGUE: {
  slug: string; title: string; description: string; level: string; duration: string; base_students: number; rating: number; topics: string[]; lessons: L[];
}[] = [
  {
    slug: 'market-research-fundamentals', title: 'Market Research Fundamentals', level: 'Beginner', duration: '2 hours', base_students: 1200, rating: 4.8,
    description: 'Find out whether people want what you plan to build, before you build it: interviews, surveys and sizing a market.',
    topics: ['Customer interviews', 'Surveys', 'Market sizing', 'Competitor analysis'],
    lessons: [
      ['Why research comes first', 'The cost of building the wrong thing, and the three questions every idea must answer: who has the problem, how painful is it, what do they use today.', 15],
      ['Customer interviews that tell the truth', 'Ask about past behaviour, not opinions about the future; a 10-question script you can use this week; how many interviews are enough.', 30],
      ['Surveys without bias', 'Writing neutral questions, sampling in colleges and WhatsApp groups, and reading results without fooling yourself.', 25],
      ['Sizing the market: TAM, SAM, SOM', 'Top-down and bottom-up estimates with Indian data sources (MoSPI, RBI, industry reports) and a worked example.', 30],
      ['Competitor mapping and your first decision', 'A competitor grid, finding the gap, and turning your research into a go, change or stop decision.', 20],
    ],
  },
  {
    slug: 'financial-planning-for-startups', title: 'Financial Planning for Startups', level: 'Intermediate', duration: '3 hours', base_students: 850, rating: 4.9,
    description: 'Build the numbers behind your startup: unit economics, a monthly budget, break-even and runway.',
    topics: ['Unit economics', 'Budgeting', 'Break-even', 'Runway', 'Fundraising basics'],
    lessons: [
      ['Unit economics', 'Revenue and cost per customer, contribution margin, CAC and LTV, with a D2C and a SaaS example.', 35],
      ['A monthly budget you will actually use', 'Fixed and variable costs, GST and TDS basics for founders, and a 12-month budget template.', 35],
      ['Break-even analysis', 'How many units or customers cover your fixed costs, and what changes the answer.', 30],
      ['Cash flow and runway', 'Why profitable companies run out of cash, net burn, and months of runway.', 35],
      ['Funding options in India', 'Bootstrapping, grants (Startup India Seed Fund), angels, incubators and what each expects to see.', 25],
      ['Presenting your financials', 'The three charts investors look for and how to defend your assumptions.', 20],
    ],
  },
  {
    slug: 'digital-marketing-for-entrepreneurs', title: 'Digital Marketing for Entrepreneurs', level: 'Beginner', duration: '2.5 hours', base_students: 2100, rating: 4.7,
    description: 'Get your first thousand customers online: positioning, content, social media, search and measuring what works.',
    topics: ['Positioning', 'Content marketing', 'Social media', 'SEO basics', 'Analytics'],
    lessons: [
      ['Positioning and your one-line pitch', 'Who it is for, what it replaces, and why now: writing a message people repeat.', 25],
      ['Content that earns attention', 'Formats that work on Instagram, LinkedIn and YouTube in India, and a four-week content calendar.', 35],
      ['Search basics', 'Keywords, a Google Business Profile for local businesses, and pages that answer real questions.', 30],
      ['Paid ads on a small budget', 'Testing ₹500 at a time, audiences, and reading cost per result.', 30],
      ['Measuring what works', 'UTM links, a simple funnel, and deciding what to stop doing.', 30],
    ],
  },
  {
    slug: 'legal-essentials-for-startups', title: 'Legal Essentials for Startups', level: 'Intermediate', duration: '1.5 hours', base_students: 650, rating: 4.6,
    description: 'The legal steps an Indian startup cannot skip: choosing an entity, founder agreements, contracts and protecting your work.',
    topics: ['Company formation', 'Founder agreements', 'Contracts', 'Intellectual property', 'Compliance'],
    lessons: [
      ['Choosing an entity', 'Sole proprietorship, LLP or private limited company: cost, liability and what investors require; DPIIT recognition.', 20],
      ['Founder agreements and equity', 'Vesting, roles and what happens when a co-founder leaves.', 20],
      ['Contracts with customers and vendors', 'The clauses that matter: scope, payment, liability, termination.', 20],
      ['Protecting your work', 'Trademarks, copyright and when a patent is worth it; assigning IP from freelancers.', 15],
      ['Compliance calendar', 'GST, ROC filings and the DPDP Act 2023 for customer data.', 15],
    ],
  },
  {
    slug: 'product-development-and-mvp', title: 'Product Development & MVP', level: 'Intermediate', duration: '4 hours', base_students: 950, rating: 4.8,
    description: 'Go from idea to a minimum viable product people use: scoping, prototyping, building lean and learning from users.',
    topics: ['MVP scoping', 'Prototyping', 'No-code tools', 'User testing', 'Iteration'],
    lessons: [
      ['What an MVP is (and is not)', 'The smallest thing that tests your riskiest assumption; concierge and Wizard-of-Oz MVPs.', 30],
      ['Scoping with user stories', 'Turning interviews into stories, and cutting everything that is not essential.', 35],
      ['Prototypes in a day', 'Paper, Figma and clickable prototypes; testing them with five users.', 40],
      ['Building lean', 'No-code and low-code tools, when to write code, and choosing a stack you can maintain.', 65],
      ['Launch and measure', 'Activation and retention metrics, and a weekly learning loop.', 40],
      ['Iterate or pivot', 'Reading the evidence and deciding the next version.', 30],
    ],
  },
  {
    slug: 'scaling-your-startup', title: 'Scaling Your Startup', level: 'Advanced', duration: '3.5 hours', base_students: 400, rating: 4.9,
    description: 'What changes after product-market fit: hiring, processes, growth channels and raising larger rounds.',
    topics: ['Product-market fit', 'Hiring', 'Processes', 'Growth channels', 'Series A'],
    lessons: [
      ['Signs of product-market fit', 'Retention curves, the 40% test and organic pull.', 30],
      ['Hiring your first ten', 'Roles to hire first, interviewing for ownership, and ESOPs in India.', 40],
      ['Processes that do not slow you down', 'Weekly rhythms, OKRs and documentation for a growing team.', 35],
      ['Scaling growth channels', 'Doubling down on what works, partnerships and expanding to new cities.', 40],
      ['Raising a larger round', 'Metrics for Series A, data rooms and term sheet basics.', 40],
      ['Leading through growth', 'Founder roles change: delegating, culture and avoiding burnout.', 25],
    ],
  },
];

export async function seedCourses(db: Database): Promise<void> {
  const existing = await db.select({ slug: courses.slug }).from(courses).where(inArray(courses.slug, COURSE_CATALOGUE.map((c) => c.slug)));
  const have = new Set(existing.map((e) => e.slug));
  for (const [position, c] of COURSE_CATALOGUE.entries()) {
    if (have.has(c.slug)) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(courses)
        .values({ slug: c.slug, title: c.title, description: c.description, level: c.level, duration: c.duration, base_students: c.base_students, rating: c.rating, topics: c.topics, position })
        .onConflictDoNothing()
        .returning({ id: courses.id });
      if (!row) return;
      await tx.insert(courseLessons).values(c.lessons.map(([title, summary, duration_minutes], i) => ({ course_id: row.id, position: i + 1, title, summary, duration_minutes })));
    });
  }
}
