/**
 * Demo ChangeTalks for demo mode: seven upcoming talks (career switches, placements, analyst interviews, government
 * exams, product and design careers, a founder's story; the online ones with a join link) and three past ones with
 * recordings, dated relative to
 * the day the database is seeded. Only added when the talks table is empty.
 */
import { count } from 'drizzle-orm';
import type { Database } from '.';
import { changetalks } from './schema';

const DAY = 24 * 3600 * 1000;

/** A date `days` from now at `hourUtc`:`minuteUtc` UTC (18:00 IST = 12:30 UTC). */
function at(days: number, hourUtc = 12, minuteUtc = 30): Date {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hourUtc, minuteUtc, 0, 0);
  return d;
}

export async function seedDemoTalks(db: Database): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(changetalks);
  if (n > 0) return;
  await db.insert(changetalks).values([
    {
      title: 'From Nursing to Data Analytics: My Career Switch at 32',
      description: 'How I moved from hospital shifts to a data analyst role in 14 months: the courses that mattered, the portfolio projects that got interviews, and what I would skip next time.',
      speaker_name: 'Priya Sharma',
      speaker_role: 'Data Analyst, HealthTech startup',
      event_date: at(3),
      event_time: '18:00',
      location: 'Online (Zoom)',
      join_url: 'https://meet.jit.si/ChangePath-Nursing-to-Data-Analytics',
      event_type: 'upcoming',
      category: 'Career Change',
      is_featured: true,
      capacity: 200,
      duration: '60 min',
    },
    {
      title: 'Cracking Product Management Interviews as a Fresher',
      description: 'Product sense, estimation and behavioural rounds explained with real questions from Indian product companies, and how to practise them with friends.',
      speaker_name: 'Arjun Mehta',
      speaker_role: 'Senior Product Manager',
      event_date: at(10),
      event_time: '18:00',
      location: 'Online (Google Meet)',
      join_url: 'https://meet.jit.si/ChangePath-PM-Interviews-for-Freshers',
      event_type: 'upcoming',
      category: 'Interviews',
      capacity: 150,
      duration: '75 min',
    },
    {
      title: 'Building a Startup While in College',
      description: 'Validating an idea on campus, finding a co-founder, applying to incubators and balancing exams with customers.',
      speaker_name: 'Kavya Reddy',
      speaker_role: 'Founder, CampusKart',
      event_date: at(21),
      event_time: '18:00',
      location: 'IIT Madras Research Park, Chennai',
      event_type: 'upcoming',
      category: 'Entrepreneurship',
      duration: '90 min',
    },
    {
      title: 'UX Design Careers Without a Design Degree',
      description: 'Portfolios, case studies and the first job in UX when you come from engineering, commerce or the arts.',
      speaker_name: 'Meera Iyer',
      speaker_role: 'Lead Product Designer',
      event_date: at(35),
      event_time: '18:00',
      location: 'Online (Zoom)',
      join_url: 'https://meet.jit.si/ChangePath-UX-Without-a-Design-Degree',
      event_type: 'upcoming',
      category: 'Design',
      duration: '60 min',
    },
    {
      title: 'Cracking Campus Placements: Aptitude, GD and HR Rounds',
      description: 'What the aptitude tests of TCS, Infosys and Accenture look like, how group discussions are scored, and the HR questions freshers stumble on, with a plan for the six weeks before placement season.',
      speaker_name: 'Sandeep Kulkarni',
      speaker_role: 'Training and Placement Officer, engineering college in Pune',
      event_date: at(6),
      event_time: '18:00',
      location: 'Online',
      join_url: 'https://meet.jit.si/ChangePath-Cracking-Campus-Placements',
      event_type: 'upcoming',
      category: 'Placements',
      capacity: 300,
      duration: '60 min',
    },
    {
      title: 'SQL and Excel: What Analyst Interviews Really Ask',
      description: 'The SQL queries and spreadsheet tasks that come up in data and business analyst interviews at Indian companies, solved live, and how to show them in a portfolio.',
      speaker_name: 'Farhan Qureshi',
      speaker_role: 'Analytics Manager, fintech',
      event_date: at(14, 13, 0),
      event_time: '18:30',
      location: 'Online (Zoom)',
      join_url: 'https://meet.jit.si/ChangePath-SQL-and-Excel-for-Analysts',
      event_type: 'upcoming',
      category: 'Data and tech',
      capacity: 250,
      duration: '75 min',
    },
    {
      title: 'UPSC, SSC or Banking? Planning Government Exams Alongside College',
      description: 'How the major exams differ, how to read a notification, and a realistic weekly plan for a student who also has semester exams, with a backup plan that keeps you employable.',
      speaker_name: 'Anita Deshmukh',
      speaker_role: 'Former civil servant and mentor to aspirants',
      event_date: at(28, 5, 30),
      event_time: '11:00',
      location: 'Online',
      join_url: 'https://meet.jit.si/ChangePath-Government-Exams-Planning',
      event_type: 'upcoming',
      category: 'Government exams',
      duration: '60 min',
    },
    {
      title: 'Do Schools Kill Creativity?',
      description: 'A talk we return to often: why creativity matters as much as literacy, and what that means for how you plan your learning.',
      speaker_name: 'Ken Robinson',
      speaker_role: 'Author and educator',
      event_date: at(-20),
      event_time: '18:00',
      location: 'Recorded',
      event_type: 'past',
      category: 'Learning',
      rating: 4.9,
      duration: '19 min',
      recording_url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
    },
    {
      title: 'Grit: The Power of Passion and Perseverance',
      description: 'What predicts success better than talent, and how to build the persistence a long career change needs.',
      speaker_name: 'Angela Lee Duckworth',
      speaker_role: 'Psychologist',
      event_date: at(-60),
      event_time: '18:00',
      location: 'Recorded',
      event_type: 'past',
      category: 'Mindset',
      rating: 4.8,
      duration: '6 min',
      recording_url: 'https://www.youtube.com/watch?v=H14bBuluwB8',
    },
    {
      title: 'How Great Leaders Inspire Action',
      description: "Start with why: a simple model for leading teams and pitching ideas, useful from a student club to a startup.",
      speaker_name: 'Simon Sinek',
      speaker_role: 'Author',
      event_date: at(-120),
      event_time: '18:00',
      location: 'Recorded',
      event_type: 'past',
      category: 'Leadership',
      rating: 4.7,
      duration: '18 min',
      recording_url: 'https://www.youtube.com/watch?v=qp0HIF3SfI4',
    },
  ]);
}
