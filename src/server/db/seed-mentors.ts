/**
 * Demo mentors (demo mode): the spec's five mentors of the directory, three featured, and four for the careers the
 * platform guides people to (data, design, chartered accountancy, government exams), with weekly hours.
 */
import { count } from 'drizzle-orm';
import type { Database } from '.';
import { mentorAvailability, mentors } from './schema';

const MENTORS = [
  { slug: 'ananya-krishnan', name: 'Ananya Krishnan', title: 'Engineering Manager', company: 'Flipkart', industry: 'Technology', location: 'Bengaluru', rating: 4.9, sessions: 128, expertise: ['Software careers', 'System design', 'Interviews'], bio: 'Fifteen years building e-commerce platforms. I help engineers plan their next step and prepare for interviews.', featured: true, hours: [[1, 18 * 60, 20 * 60], [3, 18 * 60, 20 * 60], [6, 10 * 60, 12 * 60]] },
  { slug: 'rahul-verma', name: 'Rahul Verma', title: 'Venture Partner', company: 'Blume Ventures', industry: 'Finance', location: 'Mumbai', rating: 4.8, sessions: 96, expertise: ['Fundraising', 'Pitch decks', 'Financial models'], bio: 'Former founder, now investing in early-stage startups. Bring your deck and your questions.', featured: true, hours: [[2, 17 * 60, 19 * 60], [4, 17 * 60, 19 * 60]] },
  { slug: 'dr-meera-nair', name: 'Dr. Meera Nair', title: 'Founder and CEO', company: 'CareLink Health', industry: 'Healthcare', location: 'Kochi', rating: 4.9, sessions: 74, expertise: ['HealthTech', 'Regulation', 'Clinical partnerships'], bio: 'A doctor turned founder. I mentor clinicians moving into health-tech and founders selling to hospitals.', featured: true, hours: [[6, 9 * 60, 12 * 60]] },
  { slug: 'vikram-singh', name: 'Vikram Singh', title: 'Head of Growth', company: 'Nykaa', industry: 'Retail', location: 'Gurugram', rating: 4.8, sessions: 61, expertise: ['D2C brands', 'Performance marketing', 'Retail operations'], bio: 'I have scaled D2C and marketplace brands. Ask me about customer acquisition and unit economics.', featured: false, hours: [[1, 8 * 60, 9 * 60 + 30], [5, 19 * 60, 21 * 60]] },
  { slug: 'priya-desai', name: 'Priya Desai', title: 'Sustainability Lead', company: 'Tata Power Renewables', industry: 'Environment', location: 'Pune', rating: 4.8, sessions: 45, expertise: ['Climate tech', 'ESG', 'Green careers'], bio: 'I guide students and professionals into climate and sustainability roles and help climate startups find pilots.', featured: false, hours: [[0, 10 * 60, 12 * 60], [3, 7 * 60, 8 * 60]] },
  { slug: 'sneha-kulkarni', name: 'Sneha Kulkarni', title: 'Lead Data Analyst', company: 'PhonePe', industry: 'Technology', location: 'Pune', rating: 4.9, sessions: 83, expertise: ['Data analytics', 'SQL and Excel', 'Switching into data'], bio: 'I moved from a B.Com and two years in accounts into analytics. I help students and career switchers build a data portfolio and prepare for analyst interviews.', featured: false, hours: [[2, 19 * 60, 21 * 60], [6, 11 * 60, 13 * 60]] },
  { slug: 'arjun-menon', name: 'Arjun Menon', title: 'Senior Product Designer', company: 'Zoho', industry: 'Technology', location: 'Chennai', rating: 4.8, sessions: 52, expertise: ['UX design', 'Design portfolios', 'Design interviews'], bio: 'An engineer who became a designer. I review portfolios and case studies and help people from any degree find their first design role.', featured: false, hours: [[4, 18 * 60, 20 * 60]] },
  { slug: 'kavita-iyer', name: 'Kavita Iyer', title: 'Chartered Accountant, Audit Manager', company: 'Deloitte India', industry: 'Finance', location: 'Mumbai', rating: 4.9, sessions: 67, expertise: ['CA exams', 'Audit and tax careers', 'Finance interviews'], bio: 'I cleared CA alongside articleship. I mentor commerce students on the CA route, articleship choices and first jobs in audit, tax and corporate finance.', featured: false, hours: [[0, 9 * 60, 11 * 60], [3, 20 * 60, 21 * 60 + 30]] },
  { slug: 'rakesh-tiwari', name: 'Rakesh Tiwari', title: 'Former civil servant', company: 'Independent mentor', industry: 'Government', location: 'Lucknow', rating: 4.8, sessions: 110, expertise: ['UPSC preparation', 'SSC and banking exams', 'The personality test'], bio: 'Thirty years in public service. I help aspirants choose exams, plan preparation alongside college or a job, and prepare for the interview, with a backup plan in place.', featured: false, hours: [[0, 17 * 60, 19 * 60], [5, 7 * 60, 8 * 60 + 30]] },
] as const;

export async function seedDemoMentors(db: Database): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(mentors);
  if (n > 0) return;
  for (const m of MENTORS) {
    const [row] = await db
      .insert(mentors)
      .values({ slug: m.slug, name: m.name, title: m.title, company: m.company, industry: m.industry, location: m.location, rating: m.rating, sessions: m.sessions, expertise: [...m.expertise], bio: m.bio, email: `${m.slug}@mentors.changepath.test`, time_zone: 'Asia/Kolkata', is_featured: m.featured })
      .returning({ id: mentors.id });
    await db.insert(mentorAvailability).values(m.hours.map(([weekday, start_minute, end_minute]) => ({ mentor_id: row.id, weekday, start_minute, end_minute })));
  }
}
