/**
 * The offline mentor's knowledge base (issue 4, "The model behind it"): careers relevant in India with the
 * skills, tools, entry routes, approximate entry pay and a staged learning path for each; the entrance and
 * competitive exams students ask about, with their pattern and section weights; and the interest areas the
 * career finder maps onto careers.
 *
 * Data only, as typed constants. Figures are deliberately approximate and worded as such in every answer:
 * salaries are entry-level ranges in lakh rupees per annum (LPA) from public job postings and salary surveys,
 * exam patterns are those of recent years — both change, so answers point to the official source.
 * `knowledge-base.test.ts` checks the data's integrity (ids, links, weights, stage counts).
 */

// ---------------------------------------------------------------------------------------------------------
// Learning resources (real, well-known, free or low-cost). Referenced by key from careers and exams.
// ---------------------------------------------------------------------------------------------------------

export type ResourceCost = 'free' | 'free to audit' | 'low-cost' | 'paid exam';

export interface Resource {
  name: string;
  /** https URL of the resource's own site; absent when it has no stable public page (an app, a book). */
  url?: string;
  cost: ResourceCost;
}

export const RESOURCES = {
  nptel: { name: 'NPTEL (IIT/IISc courses)', url: 'https://nptel.ac.in', cost: 'free' },
  swayam: { name: 'SWAYAM (Government of India MOOCs)', url: 'https://swayam.gov.in', cost: 'free' },
  freeCodeCamp: { name: 'freeCodeCamp', url: 'https://www.freecodecamp.org', cost: 'free' },
  khanStats: { name: 'Khan Academy – Statistics & Probability', url: 'https://www.khanacademy.org/math/statistics-probability', cost: 'free' },
  khanHealth: { name: 'Khan Academy – Health & Medicine', url: 'https://www.khanacademy.org/science/health-and-medicine', cost: 'free' },
  kaggleLearn: { name: 'Kaggle Learn micro-courses (Python, Pandas, SQL, ML)', url: 'https://www.kaggle.com/learn', cost: 'free' },
  kaggleCompetitions: { name: 'Kaggle datasets and competitions', url: 'https://www.kaggle.com/competitions', cost: 'free' },
  pythonTutorial: { name: 'The official Python tutorial', url: 'https://docs.python.org/3/tutorial/', cost: 'free' },
  courseraMl: { name: 'Machine Learning Specialization (Andrew Ng), Coursera', url: 'https://www.coursera.org/specializations/machine-learning-introduction', cost: 'free to audit' },
  googleDataAnalytics: { name: 'Google Data Analytics Certificate, Coursera (financial aid available)', url: 'https://www.coursera.org/professional-certificates/google-data-analytics', cost: 'free to audit' },
  sklearnDocs: { name: 'scikit-learn user guide', url: 'https://scikit-learn.org/stable/user_guide.html', cost: 'free' },
  fastai: { name: 'fast.ai – Practical Deep Learning for Coders', url: 'https://course.fast.ai', cost: 'free' },
  statquest: { name: 'StatQuest (statistics and ML explained)', url: 'https://statquest.org', cost: 'free' },
  sqlbolt: { name: 'SQLBolt interactive SQL lessons', url: 'https://sqlbolt.com', cost: 'free' },
  powerBiLearn: { name: 'Microsoft Learn – Power BI', url: 'https://learn.microsoft.com/en-us/training/powerplatform/power-bi', cost: 'free' },
  iitmBs: { name: 'IIT Madras online BS in Data Science & Applications', url: 'https://study.iitm.ac.in/ds/', cost: 'low-cost' },
  cs50: { name: 'Harvard CS50x', url: 'https://cs50.harvard.edu/x/', cost: 'free' },
  odin: { name: 'The Odin Project', url: 'https://www.theodinproject.com', cost: 'free' },
  mdn: { name: 'MDN Web Docs', url: 'https://developer.mozilla.org', cost: 'free' },
  reactDocs: { name: 'React documentation (react.dev)', url: 'https://react.dev/learn', cost: 'free' },
  proGit: { name: 'Pro Git book', url: 'https://git-scm.com/book', cost: 'free' },
  leetcode: { name: 'LeetCode (free problem set)', url: 'https://leetcode.com', cost: 'free' },
  gfg: { name: 'GeeksforGeeks', url: 'https://www.geeksforgeeks.org', cost: 'free' },
  mitOcw: { name: 'MIT OpenCourseWare', url: 'https://ocw.mit.edu', cost: 'free' },
  googleUx: { name: 'Google UX Design Certificate, Coursera (financial aid available)', url: 'https://www.coursera.org/professional-certificates/google-ux-design', cost: 'free to audit' },
  nngroup: { name: 'Nielsen Norman Group articles', url: 'https://www.nngroup.com/articles/', cost: 'free' },
  figmaLearn: { name: 'Figma Learn / help centre', url: 'https://help.figma.com', cost: 'free' },
  lawsOfUx: { name: 'Laws of UX', url: 'https://lawsofux.com', cost: 'free' },
  adplist: { name: 'ADPList (free mentoring from designers and PMs)', url: 'https://adplist.org', cost: 'free' },
  svpg: { name: 'SVPG articles (Marty Cagan, author of "Inspired")', url: 'https://www.svpg.com/articles/', cost: 'free' },
  googlePm: { name: 'Google Project Management Certificate, Coursera', url: 'https://www.coursera.org/professional-certificates/google-project-management', cost: 'free to audit' },
  skillshop: { name: 'Google Skillshop (Google Ads and Analytics certifications)', url: 'https://skillshop.withgoogle.com', cost: 'free' },
  hubspot: { name: 'HubSpot Academy', url: 'https://academy.hubspot.com', cost: 'free' },
  metaBlueprint: { name: 'Meta Blueprint', url: 'https://www.facebook.com/business/learn', cost: 'free' },
  seoStarter: { name: 'Google Search Central – SEO Starter Guide', url: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide', cost: 'free' },
  icai: { name: 'ICAI Board of Studies study material, RTPs and MTPs', url: 'https://www.icai.org', cost: 'free' },
  ncert: { name: 'NCERT textbooks (Class 6–12)', url: 'https://ncert.nic.in/textbook.php', cost: 'free' },
  upsc: { name: 'UPSC official site (syllabus, previous papers)', url: 'https://upsc.gov.in', cost: 'free' },
  pib: { name: 'Press Information Bureau', url: 'https://pib.gov.in', cost: 'free' },
  prs: { name: 'PRS Legislative Research', url: 'https://prsindia.org', cost: 'free' },
  nta: { name: 'National Testing Agency (notices, syllabus, past papers)', url: 'https://nta.ac.in', cost: 'free' },
  ntaAbhyas: { name: 'NTA Abhyas app (free mock tests)', cost: 'free' },
  jeeAdv: { name: 'JEE Advanced official site (past papers)', url: 'https://jeeadv.ac.in', cost: 'free' },
  iimcat: { name: 'CAT official site (mock test, notices)', url: 'https://iimcat.ac.in', cost: 'free' },
  gateOverflow: { name: 'GATE Overflow (solved previous GATE CS papers)', url: 'https://gateoverflow.in', cost: 'free' },
  clatConsortium: { name: 'Consortium of NLUs (CLAT notices, sample papers)', url: 'https://consortiumofnlus.ac.in', cost: 'free' },
  etsGre: { name: 'ETS GRE site (free POWERPREP practice tests)', url: 'https://www.ets.org/gre', cost: 'free' },
  ielts: { name: 'IELTS official site (free practice tests)', url: 'https://ielts.org', cost: 'free' },
  tryhackme: { name: 'TryHackMe (free rooms)', url: 'https://tryhackme.com', cost: 'free' },
  overthewire: { name: 'OverTheWire Bandit (Linux wargame)', url: 'https://overthewire.org/wargames/bandit/', cost: 'free' },
  netacad: { name: 'Cisco Networking Academy', url: 'https://www.netacad.com', cost: 'free' },
  picoctf: { name: 'picoCTF', url: 'https://picoctf.org', cost: 'free' },
  owasp: { name: 'OWASP Top 10', url: 'https://owasp.org/www-project-top-ten/', cost: 'free' },
  indianKanoon: { name: 'Indian Kanoon (judgments, free)', url: 'https://indiankanoon.org', cost: 'free' },
  indiaCode: { name: 'India Code (official bare acts)', url: 'https://www.indiacode.nic.in', cost: 'free' },
  livelaw: { name: 'LiveLaw (legal news)', url: 'https://www.livelaw.in', cost: 'free' },
  diksha: { name: 'DIKSHA (teacher courses and e-content)', url: 'https://diksha.gov.in', cost: 'free' },
  ctet: { name: 'CTET official site', url: 'https://ctet.nic.in', cost: 'free' },
  teachForIndia: { name: 'Teach For India Fellowship', url: 'https://www.teachforindia.org', cost: 'free' },
  startupIndia: { name: 'Startup India (learning programme, DPIIT recognition, Seed Fund Scheme)', url: 'https://www.startupindia.gov.in', cost: 'free' },
  ycStartupSchool: { name: 'Y Combinator Startup School', url: 'https://www.startupschool.org', cost: 'free' },
  youtubeCreators: { name: 'YouTube Creators (official lessons)', url: 'https://www.youtube.com/creators/', cost: 'free' },
  canvaDesignSchool: { name: 'Canva Design School', url: 'https://www.canva.com/designschool/', cost: 'free' },
  autodeskFusion: { name: 'Autodesk Fusion (free for students and personal use)', url: 'https://www.autodesk.com/products/fusion-360', cost: 'free' },
  nmc: { name: 'National Medical Commission (curriculum, notices)', url: 'https://www.nmc.org.in', cost: 'free' },
  ssc: { name: 'Staff Selection Commission (notices, syllabus, answer keys)', url: 'https://ssc.gov.in', cost: 'free' },
  ibps: { name: 'IBPS official site (bank PO and clerk notices)', url: 'https://www.ibps.in', cost: 'free' },
  sbiCareers: { name: 'SBI Careers (SBI PO and clerk notices)', url: 'https://sbi.co.in/web/careers', cost: 'free' },
  rbi: { name: 'Reserve Bank of India (policy, reports: banking awareness)', url: 'https://www.rbi.org.in', cost: 'free' },
  indiabix: { name: 'IndiaBIX (free aptitude and reasoning practice)', url: 'https://www.indiabix.com', cost: 'free' },
  hackerrank: { name: 'HackerRank (free coding practice)', url: 'https://www.hackerrank.com', cost: 'free' },
  tcsNextStep: { name: 'TCS NextStep (TCS NQT registration and notices)', url: 'https://nextstep.tcs.com', cost: 'free' },
  infosysCareers: { name: 'Infosys Careers (campus and off-campus hiring)', url: 'https://www.infosys.com/careers/', cost: 'free' },
  wiproCareers: { name: 'Wipro Careers (Elite National Talent Hunt)', url: 'https://careers.wipro.com', cost: 'free' },
  accentureCareers: { name: 'Accenture India Careers (campus hiring)', url: 'https://www.accenture.com/in-en/careers', cost: 'free' },
  cognizantCareers: { name: 'Cognizant Careers (GenC hiring)', url: 'https://careers.cognizant.com', cost: 'free' },
  capgeminiCareers: { name: 'Capgemini India Careers (campus hiring)', url: 'https://www.capgemini.com/in-en/careers/', cost: 'free' },
  statePsc: { name: 'Your state Public Service Commission’s official site (notification, syllabus, previous papers)', cost: 'free' },
} as const satisfies Record<string, Resource>;

export type ResourceKey = keyof typeof RESOURCES;

export function resource(key: ResourceKey): Resource {
  return RESOURCES[key];
}

// ---------------------------------------------------------------------------------------------------------
// Careers
// ---------------------------------------------------------------------------------------------------------

export type CareerId =
  | 'data-scientist'
  | 'data-analyst'
  | 'software-engineer'
  | 'web-developer'
  | 'ux-designer'
  | 'product-manager'
  | 'digital-marketer'
  | 'chartered-accountant'
  | 'civil-services'
  | 'bank-po'
  | 'ssc-officer'
  | 'doctor'
  | 'lawyer'
  | 'mechanical-engineer'
  | 'cybersecurity-analyst'
  | 'teacher'
  | 'entrepreneur'
  | 'content-creator';

export type SkillLevel = 'basic' | 'intermediate' | 'advanced';

export interface Skill {
  name: string;
  /** The level a person needs for a first job in the career. */
  level: SkillLevel;
  /** Lower-case words or phrases that, in a user's text, mean they mention this skill. */
  keywords: readonly string[];
}

export interface LearningStage {
  title: string;
  /** Duration at about 10 hours a week (or the programme's own length when the career has `fixedDurations`). */
  weeks: number;
  skills: readonly string[];
  milestones: readonly string[];
  project: string;
  resources: readonly ResourceKey[];
}

export interface Career {
  id: CareerId;
  title: string;
  /** Lower-case phrases that name this career in a user's text; the longest match wins across careers. */
  aliases: readonly string[];
  summary: string;
  /** In order of priority: the first ones are learnt first. */
  skills: readonly Skill[];
  tools: readonly string[];
  entryRoutes: { degrees: readonly string[]; certifications: readonly string[]; other: readonly string[] };
  /** Approximate entry-level pay in lakh rupees per annum; maxLpa null when open-ended (founders). */
  salary: { minLpa: number; maxLpa: number | null; note: string };
  stages: readonly LearningStage[];
  /** Durations are set by a degree, training or exam cycle, not by the learner's weekly hours. */
  fixedDurations?: boolean;
  resources: readonly ResourceKey[];
  related: readonly CareerId[];
  upsides: readonly string[];
  risks: readonly string[];
}

/** The base pace that stage durations assume, in hours a week. */
export const BASE_HOURS_PER_WEEK = 10;

export const SALARY_DISCLAIMER =
  'approximate entry-level range; it varies widely with city, employer, college and skills';

const COMMUNICATION: Skill = { name: 'Communication and presentation', level: 'intermediate', keywords: ['communication', 'presentation', 'presenting', 'public speaking', 'storytelling'] };

export const CAREERS: readonly Career[] = [
  {
    id: 'data-scientist',
    title: 'Data Scientist',
    aliases: ['data scientist', 'data science', 'machine learning', 'ml engineer', 'ai engineer', 'ai ml', 'ai and ml', 'deep learning', 'artificial intelligence', 'ai researcher'],
    summary: 'Uses statistics, programming and machine learning to turn data into predictions and decisions.',
    skills: [
      { name: 'Python (pandas, NumPy)', level: 'advanced', keywords: ['python', 'pandas', 'numpy'] },
      { name: 'Statistics and probability', level: 'advanced', keywords: ['statistics', 'probability', 'stats', 'hypothesis testing'] },
      { name: 'SQL', level: 'intermediate', keywords: ['sql', 'mysql', 'postgres', 'postgresql'] },
      { name: 'Machine learning (scikit-learn)', level: 'advanced', keywords: ['machine learning', 'scikit', 'sklearn', 'regression', 'classification'] },
      { name: 'Data visualisation', level: 'intermediate', keywords: ['matplotlib', 'seaborn', 'visualisation', 'visualization', 'tableau', 'power bi'] },
      { name: 'Linear algebra and calculus basics', level: 'intermediate', keywords: ['linear algebra', 'calculus', 'maths', 'math', 'mathematics'] },
      { name: 'Deep learning', level: 'intermediate', keywords: ['deep learning', 'neural network', 'tensorflow', 'pytorch', 'keras'] },
      { name: 'Git and GitHub', level: 'basic', keywords: ['git', 'github'] },
      COMMUNICATION,
    ],
    tools: ['Python', 'Jupyter', 'pandas', 'scikit-learn', 'SQL', 'Git/GitHub', 'Power BI or Tableau', 'PyTorch or TensorFlow'],
    entryRoutes: {
      degrees: ['B.Tech/B.E. (any branch, CS/IT most common)', 'B.Sc/M.Sc in Statistics, Mathematics or Data Science', 'IIT Madras online BS in Data Science & Applications'],
      certifications: ['Google Data Analytics or IBM Data Science (Coursera)', 'NPTEL certificates (e.g. Python for Data Science)', 'Microsoft Azure Data Scientist Associate (DP-100)'],
      other: ['Many freshers start as data analysts and move up in 1–2 years', 'Paid bootcamps exist: check verified placement reports before paying'],
    },
    salary: { minLpa: 5, maxLpa: 12, note: 'top product firms pay more; many start as analysts' },
    stages: [
      { title: 'Python and maths foundations', weeks: 6, skills: ['Python basics', 'NumPy and pandas', 'linear algebra and probability refresh'], milestones: ['Solve 30 small Python exercises', 'Clean and summarise a CSV with pandas'], project: 'Exploratory analysis of an Indian open dataset (e.g. rainfall or crop data from data.gov.in) in a Jupyter notebook', resources: ['pythonTutorial', 'kaggleLearn', 'khanStats'] },
      { title: 'Statistics and SQL', weeks: 6, skills: ['descriptive statistics', 'distributions', 'hypothesis testing and A/B tests', 'SQL joins, GROUP BY, window functions'], milestones: ['Answer 25 business questions with SQL'], project: 'An A/B-test write-up: SQL queries plus a statistical test and a one-page conclusion', resources: ['khanStats', 'sqlbolt', 'statquest'] },
      { title: 'Machine learning', weeks: 8, skills: ['regression and classification', 'trees and ensembles', 'cross-validation', 'feature engineering', 'evaluation metrics'], milestones: ['Finish one Kaggle Getting Started competition'], project: 'An end-to-end prediction model (e.g. loan default or house prices) with honest evaluation', resources: ['courseraMl', 'sklearnDocs', 'kaggleCompetitions'] },
      { title: 'Specialise and communicate', weeks: 6, skills: ['deep learning or NLP or time series', 'dashboards', 'Git', 'data storytelling'], milestones: ['Explain one project to a non-technical friend in 3 minutes'], project: 'Capstone: a deployed model or dashboard with a README that states the business impact', resources: ['fastai', 'nptel'] },
      { title: 'Portfolio and job search', weeks: 4, skills: ['SQL and statistics interview questions', 'ML case studies', 'resume'], milestones: ['3 polished projects on GitHub', 'Apply to 30+ roles, including data analyst roles as a stepping stone'], project: 'A portfolio page linking your three best projects', resources: ['leetcode', 'kaggleLearn'] },
    ],
    resources: ['kaggleLearn', 'courseraMl', 'khanStats', 'nptel', 'iitmBs'],
    related: ['data-analyst', 'software-engineer', 'product-manager'],
    upsides: ['Strong demand across tech, banking, e-commerce and consulting', 'Pay grows quickly with experience'],
    risks: ['Entry-level roles are competitive; many start as analysts', 'Tools change fast, so learning never stops'],
  },
  {
    id: 'data-analyst',
    title: 'Data Analyst',
    aliases: ['data analyst', 'data analysis', 'data analytics', 'business analyst', 'business analytics', 'business intelligence', 'bi analyst', 'mis analyst', 'analytics'],
    summary: 'Finds answers in business data with Excel, SQL and dashboards so that teams can decide.',
    skills: [
      { name: 'Excel / Google Sheets', level: 'advanced', keywords: ['excel', 'spreadsheet', 'google sheets', 'vlookup', 'pivot'] },
      { name: 'SQL', level: 'advanced', keywords: ['sql', 'mysql', 'postgres', 'postgresql'] },
      { name: 'Statistics basics', level: 'intermediate', keywords: ['statistics', 'stats', 'probability'] },
      { name: 'Dashboards (Power BI / Tableau)', level: 'intermediate', keywords: ['power bi', 'tableau', 'dashboard', 'looker', 'visualisation', 'visualization'] },
      { name: 'Python for analysis (pandas)', level: 'basic', keywords: ['python', 'pandas'] },
      { name: 'Business understanding and KPIs', level: 'intermediate', keywords: ['business', 'kpi', 'metrics', 'domain'] },
      COMMUNICATION,
    ],
    tools: ['Excel', 'SQL', 'Power BI', 'Tableau', 'Python (pandas)', 'Google Sheets'],
    entryRoutes: {
      degrees: ['Any degree: B.Com, BBA, B.Sc, B.Tech, BA Economics'],
      certifications: ['Google Data Analytics Certificate (Coursera)', 'Microsoft Power BI Data Analyst (PL-300)', 'NPTEL/SWAYAM business analytics courses'],
      other: ['A portfolio of 3 analyses matters more than the degree', 'MIS or operations roles are common stepping stones'],
    },
    salary: { minLpa: 3.5, maxLpa: 7, note: 'SQL plus Power BI skills move you to the upper end' },
    stages: [
      { title: 'Excel for analysis', weeks: 3, skills: ['formulas and lookups', 'pivot tables', 'charts', 'data cleaning'], milestones: ['Build a pivot-table summary from 1,000+ rows'], project: 'A sales dashboard in Excel from a public sample dataset', resources: ['googleDataAnalytics', 'kaggleLearn'] },
      { title: 'SQL', weeks: 5, skills: ['SELECT, WHERE, GROUP BY', 'joins', 'subqueries and CTEs', 'window functions'], milestones: ['Solve 50 SQL practice problems'], project: 'Analyse an e-commerce orders dataset with 20 SQL queries and write up 3 findings', resources: ['sqlbolt', 'kaggleLearn', 'leetcode'] },
      { title: 'Statistics and dashboards', weeks: 5, skills: ['descriptive statistics', 'sampling and averages pitfalls', 'Power BI or Tableau', 'dashboard design'], milestones: ['Publish one interactive dashboard'], project: 'An interactive Power BI dashboard with three clear, actionable insights', resources: ['khanStats', 'powerBiLearn'] },
      { title: 'Python for analysis', weeks: 5, skills: ['pandas', 'data cleaning', 'plots', 'Jupyter'], milestones: ['Automate one repetitive Excel task with Python'], project: 'A Python notebook that cleans a messy dataset and explains each step', resources: ['pythonTutorial', 'kaggleLearn'] },
      { title: 'Portfolio and job search', weeks: 3, skills: ['case-study interviews', 'resume', 'LinkedIn'], milestones: ['3 projects on GitHub or a portfolio site', 'Apply to 30+ analyst/MIS roles'], project: 'A one-page case study for your best analysis', resources: ['googleDataAnalytics'] },
    ],
    resources: ['googleDataAnalytics', 'kaggleLearn', 'sqlbolt', 'powerBiLearn', 'swayam'],
    related: ['data-scientist', 'digital-marketer', 'product-manager', 'chartered-accountant'],
    upsides: ['Open to graduates of any stream', 'Quick to become job-ready (about 6 months part-time)'],
    risks: ['Routine reporting is being automated; analysis and business sense keep you valuable', 'Entry pay is modest at first'],
  },
  {
    id: 'software-engineer',
    title: 'Software Engineer',
    aliases: ['software engineer', 'software developer', 'software engineering', 'software development', 'programmer', 'coder', 'sde', 'backend developer', 'back end developer', 'app developer', 'android developer', 'ios developer', 'developer', 'it job', 'it sector'],
    summary: 'Designs, builds and maintains software: apps, backends and systems used by millions.',
    skills: [
      { name: 'One programming language in depth (Python, Java or C++)', level: 'advanced', keywords: ['python', 'java', 'c++', 'cpp', 'javascript', 'golang', 'programming', 'coding'] },
      { name: 'Data structures and algorithms', level: 'advanced', keywords: ['dsa', 'data structures', 'algorithms', 'leetcode', 'competitive programming'] },
      { name: 'Git and version control', level: 'intermediate', keywords: ['git', 'github'] },
      { name: 'Databases and SQL', level: 'intermediate', keywords: ['sql', 'mysql', 'postgres', 'mongodb', 'database', 'dbms'] },
      { name: 'Web and API fundamentals', level: 'intermediate', keywords: ['api', 'rest', 'http', 'backend', 'node', 'spring', 'django'] },
      { name: 'OOP and system-design basics', level: 'intermediate', keywords: ['oop', 'object oriented', 'system design', 'design patterns'] },
      { name: 'Testing and debugging', level: 'intermediate', keywords: ['testing', 'unit test', 'debugging'] },
      { name: 'Linux and cloud basics', level: 'basic', keywords: ['linux', 'aws', 'azure', 'gcp', 'cloud', 'docker'] },
    ],
    tools: ['VS Code', 'Git/GitHub', 'Linux terminal', 'Docker', 'AWS/GCP/Azure', 'Postman'],
    entryRoutes: {
      degrees: ['B.Tech/B.E. in CS/IT (most common)', 'BCA + MCA', 'Any degree with a strong portfolio and DSA'],
      certifications: ['NPTEL (e.g. Programming, Data Structures and Algorithms using Python)', 'AWS Cloud Practitioner'],
      other: ['Campus placements; off-campus via referrals, hackathons and open source (e.g. Google Summer of Code)', 'Pay-after-placement programmes exist: read the income-share terms carefully'],
    },
    salary: { minLpa: 3.5, maxLpa: 12, note: 'IT services usually 3.5–7 LPA; product companies often pay far more to strong graduates' },
    stages: [
      { title: 'Programming fundamentals', weeks: 6, skills: ['one language (Python or Java or C++)', 'control flow, functions', 'files and errors'], milestones: ['Finish CS50x problem sets 1–5 or equivalent'], project: 'A command-line expense tracker that saves to a file', resources: ['cs50', 'pythonTutorial', 'nptel'] },
      { title: 'Data structures and algorithms', weeks: 10, skills: ['arrays, strings, hashing', 'recursion', 'trees and graphs', 'dynamic programming', 'complexity'], milestones: ['150 problems across common patterns'], project: 'A GitHub repository of your solutions with notes on each pattern', resources: ['leetcode', 'gfg', 'nptel'] },
      { title: 'Build real software', weeks: 8, skills: ['Git', 'SQL', 'REST APIs', 'testing', 'deployment'], milestones: ['Deploy one app others can use'], project: 'A backend or full-stack app with tests, e.g. a college event-booking API', resources: ['proGit', 'odin', 'mdn'] },
      { title: 'CS fundamentals for interviews', weeks: 4, skills: ['operating systems', 'DBMS', 'computer networks', 'OOP', 'system-design basics'], milestones: ['Revise OS/DBMS/CN notes; 2 mock interviews'], project: 'Design write-up: how you would scale your app to 10,000 users', resources: ['nptel', 'gfg'] },
      { title: 'Interview and apply', weeks: 4, skills: ['mock interviews', 'resume', 'referrals'], milestones: ['One open-source pull request merged', 'Apply to 40+ roles via referrals and portals'], project: 'Polish your two best projects with READMEs and demos', resources: ['leetcode'] },
    ],
    resources: ['cs50', 'nptel', 'freeCodeCamp', 'leetcode', 'proGit'],
    related: ['web-developer', 'data-scientist', 'cybersecurity-analyst', 'product-manager'],
    upsides: ['Large number of openings across India (Bengaluru, Hyderabad, Pune, NCR, Chennai)', 'Remote and global opportunities'],
    risks: ['Fresher hiring swings with the IT cycle; layoffs happen', 'Routine coding is increasingly AI-assisted, so fundamentals and problem-solving matter more'],
  },
  {
    id: 'web-developer',
    title: 'Web Developer',
    aliases: ['web developer', 'web development', 'frontend developer', 'front end developer', 'full stack developer', 'fullstack developer', 'full stack', 'fullstack', 'mern stack', 'react developer', 'website developer', 'web designer'],
    summary: 'Builds websites and web apps: the pages, interfaces and servers people use in the browser.',
    skills: [
      { name: 'HTML and CSS (responsive layouts)', level: 'advanced', keywords: ['html', 'css', 'tailwind', 'bootstrap', 'responsive'] },
      { name: 'JavaScript', level: 'advanced', keywords: ['javascript', 'js', 'es6'] },
      { name: 'React (or another front-end framework)', level: 'intermediate', keywords: ['react', 'next.js', 'nextjs', 'angular', 'vue'] },
      { name: 'TypeScript', level: 'intermediate', keywords: ['typescript'] },
      { name: 'Back-end basics (Node.js, APIs, databases)', level: 'intermediate', keywords: ['node', 'express', 'api', 'mongodb', 'sql', 'backend'] },
      { name: 'Git and GitHub', level: 'intermediate', keywords: ['git', 'github'] },
      { name: 'Accessibility and performance', level: 'basic', keywords: ['accessibility', 'a11y', 'lighthouse', 'performance'] },
      { name: 'Deployment', level: 'basic', keywords: ['deploy', 'deployment', 'vercel', 'netlify', 'hosting'] },
    ],
    tools: ['VS Code', 'Chrome DevTools', 'Git/GitHub', 'React', 'Node.js', 'Figma (reading designs)', 'Netlify/Vercel'],
    entryRoutes: {
      degrees: ['Any degree (BCA, B.Sc, B.Tech common); the portfolio matters more for startups and agencies'],
      certifications: ['freeCodeCamp certifications', 'Meta Front-End Developer Certificate (Coursera)'],
      other: ['Freelancing for local businesses', 'Internships at startups and agencies'],
    },
    salary: { minLpa: 3, maxLpa: 6, note: 'React or full-stack skills pay more; freelance income varies' },
    stages: [
      { title: 'HTML and CSS', weeks: 4, skills: ['semantic HTML', 'CSS layout (flexbox, grid)', 'responsive design'], milestones: ['Rebuild two real landing pages from screenshots'], project: 'A responsive personal portfolio site', resources: ['freeCodeCamp', 'mdn'] },
      { title: 'JavaScript', weeks: 6, skills: ['DOM', 'events', 'fetch and async/await', 'modules'], milestones: ['30 small JavaScript exercises'], project: 'A weather or quiz app that uses a public API', resources: ['odin', 'mdn', 'freeCodeCamp'] },
      { title: 'React and TypeScript', weeks: 6, skills: ['components and state', 'routing', 'forms', 'TypeScript basics'], milestones: ['One multi-page React app'], project: 'A library or expense tracker in React with routing and saved state', resources: ['reactDocs', 'odin'] },
      { title: 'Back end and databases', weeks: 6, skills: ['Node.js and Express', 'REST APIs', 'SQL or MongoDB', 'authentication'], milestones: ['Deploy an app with sign-in'], project: 'A full-stack app with login, deployed on a free tier', resources: ['odin', 'freeCodeCamp', 'proGit'] },
      { title: 'Polish and apply', weeks: 3, skills: ['accessibility', 'Lighthouse performance', 'portfolio'], milestones: ['One paid freelance gig or open-source contribution'], project: 'A case-study page for your best project', resources: ['mdn'] },
    ],
    resources: ['freeCodeCamp', 'odin', 'mdn', 'reactDocs'],
    related: ['software-engineer', 'ux-designer', 'digital-marketer'],
    upsides: ['Fast feedback: you can ship something real within weeks', 'Freelance and remote work are common'],
    risks: ['Simple websites are commoditised (templates, AI builders); aim for app-level skills', 'Crowded fresher market'],
  },
  {
    id: 'ux-designer',
    title: 'UX/UI Designer',
    aliases: ['ux designer', 'ui designer', 'ui ux', 'ux ui', 'ui/ux', 'ux/ui', 'ux design', 'ui design', 'product designer', 'interaction designer', 'user experience', 'graphic designer', 'graphic design', 'designer', 'design'],
    summary: 'Designs how digital products look and work, based on research into what users need.',
    skills: [
      { name: 'Visual and UI design (typography, colour, layout)', level: 'advanced', keywords: ['ui', 'visual design', 'typography', 'colour', 'color', 'layout', 'graphic design', 'photoshop', 'illustrator', 'canva'] },
      { name: 'Figma', level: 'advanced', keywords: ['figma', 'adobe xd', 'sketch'] },
      { name: 'Wireframing and prototyping', level: 'advanced', keywords: ['wireframe', 'wireframing', 'prototype', 'prototyping'] },
      { name: 'User research and usability testing', level: 'intermediate', keywords: ['user research', 'user interviews', 'usability', 'survey'] },
      { name: 'Interaction design and heuristics', level: 'intermediate', keywords: ['interaction design', 'heuristics', 'micro interactions'] },
      { name: 'Information architecture and user flows', level: 'intermediate', keywords: ['information architecture', 'user flow', 'user flows'] },
      { name: 'Design systems', level: 'basic', keywords: ['design system', 'components'] },
      { name: 'Presenting case studies', level: 'intermediate', keywords: ['case study', 'case-study', 'presentation', 'storytelling', 'communication'] },
    ],
    tools: ['Figma', 'FigJam or Miro', 'Google Forms / Maze for testing', 'Notion'],
    entryRoutes: {
      degrees: ['B.Des (NID, IIT design schools via UCEED, NIFT, private design schools)', 'M.Des via CEED', 'Any degree plus a strong case-study portfolio'],
      certifications: ['Google UX Design Certificate (Coursera)'],
      other: ['Design internships at startups', 'Freelance redesigns for small businesses'],
    },
    salary: { minLpa: 3.5, maxLpa: 8, note: 'a strong portfolio outweighs the degree' },
    stages: [
      { title: 'Design foundations', weeks: 4, skills: ['visual hierarchy', 'typography', 'colour', 'grids'], milestones: ['Daily UI challenge for 14 days'], project: 'Redesign 3 screens of an app you use (e.g. a railway or banking app) and explain each change', resources: ['canvaDesignSchool', 'lawsOfUx', 'googleUx'] },
      { title: 'UX process and research', weeks: 5, skills: ['user interviews', 'personas', 'journey maps', 'usability testing'], milestones: ['Interview 5 users'], project: 'A research summary with quotes, a persona and a journey map', resources: ['nngroup', 'googleUx'] },
      { title: 'Figma, wireframes and prototypes', weeks: 5, skills: ['components and auto-layout', 'wireframes', 'clickable prototypes'], milestones: ['Test a prototype with 5 people'], project: 'A clickable prototype of a student-focused app', resources: ['figmaLearn', 'googleUx'] },
      { title: 'Case studies and portfolio', weeks: 5, skills: ['case-study writing', 'design systems basics', 'presenting'], milestones: ['2–3 case studies that show your process, not just screens'], project: 'A portfolio on Behance, Notion or your own site', resources: ['nngroup', 'adplist'] },
      { title: 'Apply and freelance', weeks: 3, skills: ['design challenges', 'critique', 'networking'], milestones: ['Portfolio reviewed by 2 designers', 'Apply to 30+ internships or junior roles'], project: 'One real freelance or NGO redesign', resources: ['adplist'] },
    ],
    resources: ['googleUx', 'nngroup', 'figmaLearn', 'lawsOfUx', 'adplist'],
    related: ['web-developer', 'product-manager', 'content-creator'],
    upsides: ['Creative work with measurable impact', 'Open to people from any degree with a portfolio'],
    risks: ['Junior roles are few compared with applicants', 'Pure visual work is being automated; research and problem framing are the durable skills'],
  },
  {
    id: 'product-manager',
    title: 'Product Manager',
    aliases: ['product manager', 'product management', 'associate product manager', 'apm', 'product owner'],
    summary: 'Decides what a product team builds and why, balancing users, business and technology.',
    skills: [
      { name: 'Product sense and user empathy', level: 'advanced', keywords: ['product sense', 'user empathy', 'customer', 'users'] },
      { name: 'Prioritisation and roadmaps', level: 'advanced', keywords: ['prioritisation', 'prioritization', 'roadmap'] },
      { name: 'Data and metrics (SQL, analytics)', level: 'intermediate', keywords: ['sql', 'analytics', 'metrics', 'excel', 'data'] },
      { name: 'Communication and stakeholder management', level: 'advanced', keywords: ['communication', 'stakeholder', 'presentation', 'leadership'] },
      { name: 'Writing PRDs and specs', level: 'intermediate', keywords: ['prd', 'specs', 'documentation', 'writing'] },
      { name: 'Technical fluency', level: 'intermediate', keywords: ['api', 'technical', 'engineering', 'coding', 'programming'] },
      { name: 'UX basics', level: 'intermediate', keywords: ['ux', 'figma', 'wireframe', 'design'] },
      { name: 'Business and market understanding', level: 'intermediate', keywords: ['market', 'business', 'strategy', 'pricing'] },
    ],
    tools: ['Jira', 'Notion or Confluence', 'Figma', 'Mixpanel or Google Analytics', 'SQL', 'Excel'],
    entryRoutes: {
      degrees: ['Any degree; B.Tech + MBA (IIMs, ISB) is a common path'],
      certifications: ['None required; the Google Project Management Certificate covers basics'],
      other: ['Usually after 2–4 years as engineer, analyst, designer or consultant', 'APM programmes at some product companies take fresh graduates', 'Internal transfers are the easiest route'],
    },
    salary: { minLpa: 8, maxLpa: 20, note: 'APM/PM pay at product companies; most people move into PM after another role' },
    stages: [
      { title: 'PM fundamentals', weeks: 4, skills: ['what PMs do', 'discovery vs delivery', 'product teardowns'], milestones: ['Read "Inspired" or SVPG articles'], project: 'Teardowns of 3 Indian apps (e.g. a quick-commerce, a UPI and a learning app)', resources: ['svpg', 'googlePm'] },
      { title: 'Users and problems', weeks: 4, skills: ['user interviews', 'jobs-to-be-done', 'problem statements'], milestones: ['Interview 5 users'], project: 'A problem brief backed by interview quotes', resources: ['nngroup', 'svpg'] },
      { title: 'Data and tech fluency', weeks: 6, skills: ['SQL', 'funnels and retention', 'A/B tests', 'how APIs work'], milestones: ['Define a metric tree for one product'], project: 'A metrics dashboard and an A/B test plan for one feature', resources: ['sqlbolt', 'khanStats'] },
      { title: 'Build and ship', weeks: 6, skills: ['PRDs', 'wireframes', 'no-code MVPs', 'launch and retro'], milestones: ['20 real users try your MVP'], project: 'A side project with real users and a written retrospective', resources: ['figmaLearn', 'ycStartupSchool'] },
      { title: 'Interview preparation', weeks: 4, skills: ['product design questions', 'estimation', 'metrics questions'], milestones: ['5 mock interviews with PMs (e.g. via ADPList)'], project: 'A PM portfolio: teardowns, PRD and the side project', resources: ['adplist'] },
    ],
    resources: ['svpg', 'googlePm', 'adplist', 'ycStartupSchool'],
    related: ['ux-designer', 'data-analyst', 'software-engineer', 'entrepreneur'],
    upsides: ['High impact and pay', 'Uses both business and technical strengths'],
    risks: ['Few true entry-level roles', 'Success is hard to show without shipped work'],
  },
  {
    id: 'digital-marketer',
    title: 'Digital Marketer',
    aliases: ['digital marketer', 'digital marketing', 'performance marketing', 'performance marketer', 'social media marketing', 'social media manager', 'seo specialist', 'seo', 'growth marketer', 'marketing', 'marketer'],
    summary: 'Grows brands and sales online through SEO, social media, ads, email and content.',
    skills: [
      { name: 'Marketing fundamentals (funnel, positioning)', level: 'intermediate', keywords: ['marketing', 'branding', 'positioning', 'consumer'] },
      { name: 'SEO', level: 'intermediate', keywords: ['seo', 'search engine optimisation', 'search engine optimization', 'keywords'] },
      { name: 'Performance marketing (Google and Meta ads)', level: 'advanced', keywords: ['google ads', 'meta ads', 'facebook ads', 'ppc', 'performance marketing', 'paid ads'] },
      { name: 'Social media marketing', level: 'intermediate', keywords: ['social media', 'instagram', 'linkedin', 'reels'] },
      { name: 'Content and copywriting', level: 'intermediate', keywords: ['content', 'copywriting', 'writing', 'blog'] },
      { name: 'Analytics (GA4, Excel)', level: 'intermediate', keywords: ['analytics', 'ga4', 'google analytics', 'excel', 'data'] },
      { name: 'Email and CRM', level: 'basic', keywords: ['email marketing', 'crm', 'mailchimp', 'hubspot'] },
    ],
    tools: ['Google Analytics 4', 'Google Ads', 'Meta Ads Manager', 'Search Console', 'Canva', 'Mailchimp or HubSpot', 'Excel/Sheets'],
    entryRoutes: {
      degrees: ['BBA, BMS, B.Com, BA or MBA (Marketing) — any degree works with results to show'],
      certifications: ['Google Ads and GA4 (Skillshop, free)', 'HubSpot Academy', 'Meta Blueprint'],
      other: ['Agencies hire freshers as executives and interns', 'Running campaigns for a local business is the best proof'],
    },
    salary: { minLpa: 2.5, maxLpa: 5, note: 'performance marketers with proven results earn much more within 2–3 years' },
    stages: [
      { title: 'Marketing fundamentals', weeks: 3, skills: ['funnel', 'positioning', 'personas', 'channels'], milestones: ['Map the funnel of 3 brands you like'], project: 'A marketing audit of a local business (shop, clinic or coaching centre)', resources: ['hubspot'] },
      { title: 'SEO and content', weeks: 5, skills: ['keyword research', 'on-page SEO', 'Search Console', 'content writing'], milestones: ['10 optimised articles published'], project: 'A blog or site with 10 articles and tracked rankings', resources: ['seoStarter', 'hubspot'] },
      { title: 'Social and paid ads', weeks: 6, skills: ['Meta and Google Ads', 'budgets and bidding', 'creatives', 'A/B testing'], milestones: ['Run a ₹2,000–5,000 test campaign'], project: 'A campaign for a friend’s business or your own page, reported with CPC, CPL and learnings', resources: ['skillshop', 'metaBlueprint'] },
      { title: 'Analytics and email', weeks: 4, skills: ['GA4', 'UTM links', 'dashboards', 'email automation'], milestones: ['Pass the GA4 certification'], project: 'A GA4 report with 3 recommendations', resources: ['skillshop', 'hubspot'] },
      { title: 'Portfolio and certification', weeks: 3, skills: ['case studies', 'interviews'], milestones: ['Google Ads and HubSpot certificates', 'Apply to 30+ agency and brand roles'], project: 'Two one-page case studies with numbers', resources: ['skillshop', 'hubspot'] },
    ],
    resources: ['skillshop', 'hubspot', 'metaBlueprint', 'seoStarter'],
    related: ['content-creator', 'data-analyst', 'entrepreneur', 'product-manager'],
    upsides: ['Easy to start and show results with small budgets', 'Every business needs it, including D2C brands and startups'],
    risks: ['Entry pay is low', 'Platforms and AI tools change the job quickly'],
  },
  {
    id: 'chartered-accountant',
    title: 'Chartered Accountant (CA)',
    aliases: ['chartered accountant', 'chartered accountancy', 'ca', 'ca course', 'accountant', 'accountancy', 'accounting', 'auditor', 'tax consultant', 'cma'],
    summary: 'A qualified (ICAI) accounting professional for audit, taxation, corporate finance and advisory work.',
    skills: [
      { name: 'Accounting and financial reporting (Ind AS)', level: 'advanced', keywords: ['accounting', 'accounts', 'ind as', 'financial statements', 'bookkeeping', 'balance sheet'] },
      { name: 'Taxation (income tax and GST)', level: 'advanced', keywords: ['tax', 'taxation', 'gst', 'income tax'] },
      { name: 'Auditing', level: 'advanced', keywords: ['audit', 'auditing'] },
      { name: 'Business and corporate law', level: 'intermediate', keywords: ['business law', 'companies act', 'corporate law', 'law'] },
      { name: 'Costing and financial management', level: 'intermediate', keywords: ['costing', 'financial management', 'finance'] },
      { name: 'Excel and accounting software', level: 'intermediate', keywords: ['excel', 'tally', 'sap', 'zoho'] },
      COMMUNICATION,
    ],
    tools: ['Tally Prime', 'Excel', 'SAP or Zoho Books', 'Income-tax and GST portals'],
    entryRoutes: {
      degrees: ['CA Foundation after Class 12 (graduates with the required marks can enter at Intermediate)'],
      certifications: ['CA Foundation → CA Intermediate → 2-year articleship → CA Final, with ICAI’s mandatory IT and soft-skills courses'],
      other: ['Register with the ICAI Board of Studies', 'Related options: CMA (ICMAI), CS (ICSI), ACCA'],
    },
    salary: { minLpa: 7, maxLpa: 15, note: 'for newly qualified CAs; pass rates are low, so plan for 4–5+ years' },
    fixedDurations: true,
    stages: [
      { title: 'CA Foundation', weeks: 16, skills: ['accounting', 'business laws', 'quantitative aptitude', 'business economics'], milestones: ['Clear CA Foundation (40% per paper, 50% aggregate)'], project: 'Solve ICAI mock test papers (MTPs) under timed conditions', resources: ['icai'] },
      { title: 'CA Intermediate', weeks: 36, skills: ['advanced accounting', 'corporate laws', 'taxation', 'costing', 'auditing', 'financial management'], milestones: ['Clear both groups'], project: 'Maintain the full books of a sample business in Tally, including GST entries', resources: ['icai'] },
      { title: 'Articleship (practical training)', weeks: 104, skills: ['statutory and internal audit', 'tax returns', 'GST filings', 'client handling'], milestones: ['Work on 10+ audit or tax assignments'], project: 'A personal log of assignments and what each taught you', resources: ['icai'] },
      { title: 'CA Final', weeks: 26, skills: ['financial reporting', 'advanced audit', 'direct and indirect tax', 'strategic cost management'], milestones: ['Clear CA Final and become an ICAI member'], project: 'Revision with ICAI RTPs and MTPs, plus the self-paced modules', resources: ['icai'] },
    ],
    resources: ['icai', 'swayam'],
    related: ['data-analyst', 'entrepreneur', 'lawyer'],
    upsides: ['Respected qualification with steady demand (audit, tax, finance)', 'Affordable fees compared with an MBA'],
    risks: ['Low pass rates and long timeline', 'Routine bookkeeping is being automated; advisory skills matter'],
  },
  {
    id: 'civil-services',
    title: 'Civil Services (IAS/IPS/IFS)',
    aliases: ['civil services', 'civil service', 'civil servant', 'ias officer', 'ips officer', 'ias', 'ips', 'ifs', 'irs officer', 'upsc', 'collector', 'bureaucrat', 'government officer'],
    summary: 'Serve as an IAS, IPS, IFS or other officer through the UPSC Civil Services Examination.',
    skills: [
      { name: 'General studies (history, polity, geography, economy)', level: 'advanced', keywords: ['polity', 'history', 'geography', 'economy', 'general studies'] },
      { name: 'Current affairs and newspaper reading', level: 'advanced', keywords: ['current affairs', 'newspaper', 'the hindu', 'indian express'] },
      { name: 'Answer and essay writing', level: 'advanced', keywords: ['answer writing', 'essay', 'writing'] },
      { name: 'Optional subject depth', level: 'advanced', keywords: ['optional', 'sociology', 'anthropology', 'public administration'] },
      { name: 'Aptitude (CSAT)', level: 'intermediate', keywords: ['csat', 'aptitude', 'reasoning', 'comprehension'] },
      { name: 'Ethics and decision-making', level: 'intermediate', keywords: ['ethics', 'integrity'] },
      { name: 'Interview and communication', level: 'intermediate', keywords: ['interview', 'communication', 'personality'] },
    ],
    tools: ['NCERT textbooks', 'Standard books (e.g. Laxmikanth’s "Indian Polity")', 'The Hindu or Indian Express', 'PIB and PRS', 'Economic Survey and Budget'],
    entryRoutes: {
      degrees: ['Any graduation degree (final-year students can apply for Prelims)'],
      certifications: ['UPSC CSE: Prelims → Mains (9 papers, 2 of them qualifying) → Interview'],
      other: ['Age 21–32 for the general category with relaxations for OBC/SC/ST/PwBD; limited attempts', 'State PSC exams as a parallel option'],
    },
    salary: { minLpa: 10, maxLpa: 14, note: 'Pay Level 10: basic ₹56,100 a month plus allowances, with housing and other perks' },
    fixedDurations: true,
    stages: [
      { title: 'Foundations with NCERTs', weeks: 12, skills: ['Class 6–12 NCERTs: history, geography, polity, economy, science', 'daily newspaper habit'], milestones: ['Finish the core NCERTs once', 'Read the syllabus until you know it by heart'], project: 'A daily current-affairs notebook (or digital notes) with weekly revision', resources: ['ncert', 'upsc'] },
      { title: 'Standard books and optional choice', weeks: 16, skills: ['polity, modern history, economy, geography, environment in depth', 'choosing an optional'], milestones: ['Pick your optional after reading its past papers'], project: 'One-page summary sheets per subject for fast revision', resources: ['prs', 'pib'] },
      { title: 'Prelims focus', weeks: 12, skills: ['MCQ technique and elimination', 'CSAT practice', '10 years of previous papers'], milestones: ['20+ full-length mock tests with error analysis'], project: 'An error log: every wrong answer, why, and the fix', resources: ['upsc'] },
      { title: 'Mains answer writing', weeks: 16, skills: ['GS answer structure', 'essay', 'ethics case studies', 'optional papers'], milestones: ['300+ answers written and reviewed'], project: 'Weekly timed answer-writing with peer or mentor review', resources: ['upsc', 'prs'] },
      { title: 'Interview (personality test)', weeks: 4, skills: ['DAF-based preparation', 'opinions on current issues', 'calm communication'], milestones: ['3 mock interviews'], project: 'Prepare 2-minute answers on your hometown, degree, hobbies and optional', resources: ['pib'] },
    ],
    resources: ['ncert', 'upsc', 'pib', 'prs', 'swayam'],
    related: ['lawyer', 'teacher'],
    upsides: ['Large-scale public impact', 'Job security, status and wide-ranging roles'],
    risks: ['Selection rate is well under 1% of applicants; keep a plan B', 'Preparation often takes 2–3 years'],
  },
  {
    id: 'bank-po',
    title: 'Bank Probationary Officer (PO)',
    aliases: ['bank po', 'probationary officer', 'ibps po', 'sbi po', 'bank officer', 'bank exam', 'bank exams'],
    summary: 'Joins a public-sector bank as an officer through the IBPS PO or SBI PO exam, and rises to branch and regional management.',
    skills: [
      { name: 'Quantitative aptitude and data interpretation', level: 'advanced', keywords: ['quant', 'quantitative aptitude', 'data interpretation', 'di', 'arithmetic', 'maths'] },
      { name: 'Reasoning ability (puzzles, seating, syllogisms)', level: 'advanced', keywords: ['reasoning', 'puzzles', 'seating arrangement', 'syllogism'] },
      { name: 'English language (reading, grammar, letters and essays)', level: 'intermediate', keywords: ['english', 'grammar', 'reading comprehension', 'essay', 'letter writing'] },
      { name: 'Banking, economy and current affairs', level: 'intermediate', keywords: ['banking awareness', 'economy', 'current affairs', 'rbi', 'general awareness'] },
      { name: 'Computer basics', level: 'basic', keywords: ['computer', 'computer awareness', 'ms office'] },
      { name: 'Customer handling and communication', level: 'intermediate', keywords: ['customer', 'communication', 'interview'] },
    ],
    tools: ['Previous years’ IBPS and SBI papers', 'Daily mock tests (sectional and full)', 'A newspaper or RBI press releases for banking awareness', 'Excel basics for branch work'],
    entryRoutes: {
      degrees: ['Any graduation degree (final-year students may apply if they graduate by the notified date)'],
      certifications: ['IBPS PO or SBI PO: Prelims → Mains (with a descriptive letter and essay) → Interview'],
      other: ['Age 20–30 for the general category, with relaxations for reserved categories', 'IBPS Clerk and RBI Assistant as nearer options; RBI Grade B later'],
    },
    salary: { minLpa: 8, maxLpa: 13, note: 'starting basic pay plus DA, HRA and allowances; SBI usually at the upper end' },
    fixedDurations: true,
    stages: [
      { title: 'Basics and speed', weeks: 8, skills: ['arithmetic and simplification', 'puzzles and seating arrangement', 'reading comprehension and grammar'], milestones: ['Solve 20 questions a section in 20 minutes with 85% accuracy'], project: 'A formula and shortcut notebook, revised every Sunday', resources: ['indiabix', 'ibps'] },
      { title: 'Prelims practice', weeks: 8, skills: ['sectional timing', 'question selection', 'previous years’ prelims papers'], milestones: ['15 full prelims mocks with analysis'], project: 'An error log per section: every wrong answer, why, and the fix', resources: ['ibps', 'sbiCareers'] },
      { title: 'Mains and descriptive', weeks: 8, skills: ['data analysis and interpretation', 'banking and economy awareness', 'letter and essay writing'], milestones: ['10 mains mocks', '20 timed letters and essays reviewed'], project: 'A monthly banking-awareness digest from RBI press releases', resources: ['rbi', 'pib'] },
      { title: 'Interview', weeks: 3, skills: ['banking basics', 'your graduation subject and hometown', 'current issues in banking'], milestones: ['3 mock interviews'], project: 'Two-minute answers on why banking, your degree and a recent RBI policy', resources: ['rbi'] },
    ],
    resources: ['ibps', 'sbiCareers', 'rbi', 'indiabix'],
    related: ['ssc-officer', 'civil-services', 'chartered-accountant'],
    upsides: ['Job security, regular increments and clear promotions', 'Posted across India, including home states'],
    risks: ['A few thousand PO posts a year against lakhs of applicants', 'Transfers, sales targets and long branch hours'],
  },
  {
    id: 'ssc-officer',
    title: 'Central Government Officer through SSC CGL',
    aliases: ['ssc cgl', 'ssc officer', 'ssc job', 'ssc exam', 'income tax inspector', 'excise inspector', 'gst inspector', 'assistant section officer', 'cgl', 'central government job'],
    summary: 'Works as an inspector, assistant section officer, auditor or accountant in central ministries and departments, selected through the SSC Combined Graduate Level exam.',
    skills: [
      { name: 'Quantitative aptitude (arithmetic, algebra, geometry)', level: 'advanced', keywords: ['quant', 'quantitative aptitude', 'maths', 'arithmetic', 'algebra', 'geometry'] },
      { name: 'Reasoning and general intelligence', level: 'advanced', keywords: ['reasoning', 'general intelligence', 'puzzles'] },
      { name: 'English language and comprehension', level: 'advanced', keywords: ['english', 'grammar', 'vocabulary', 'comprehension'] },
      { name: 'General awareness (history, polity, geography, science, current affairs)', level: 'intermediate', keywords: ['general awareness', 'gk', 'static gk', 'current affairs', 'history', 'polity'] },
      { name: 'Computer knowledge and typing', level: 'basic', keywords: ['computer', 'typing', 'data entry'] },
      { name: 'Discipline with a daily routine', level: 'intermediate', keywords: ['discipline', 'routine', 'consistency'] },
    ],
    tools: ['Previous years’ SSC papers (Tier 1 and Tier 2)', 'Mock test series', 'NCERT Class 6–10 for general awareness', 'A vocabulary notebook'],
    entryRoutes: {
      degrees: ['Any graduation degree (some posts ask for commerce or statistics)'],
      certifications: ['SSC CGL: Tier 1 (screening) → Tier 2 (merit) → document verification and skill tests for some posts'],
      other: ['Age 18–32 depending on the post, with relaxations for reserved categories', 'SSC CHSL after Class 12 is a nearer option; state PSC and bank exams share much of the syllabus'],
    },
    salary: { minLpa: 5, maxLpa: 9, note: 'Pay Levels 4–8 of the 7th Pay Commission plus DA and HRA; inspector posts at the upper end' },
    fixedDurations: true,
    stages: [
      { title: 'Foundations', weeks: 10, skills: ['arithmetic and algebra basics', 'reasoning types', 'English grammar rules', 'NCERT Class 6–10 for general awareness'], milestones: ['Cover every Tier 1 topic once'], project: 'Topic-wise short notes and a formula sheet', resources: ['ssc', 'ncert'] },
      { title: 'Tier 1 practice', weeks: 8, skills: ['speed and accuracy', 'previous years’ questions by topic'], milestones: ['20 full Tier 1 mocks; target 150+ of 200'], project: 'An error log with the reason for each mistake', resources: ['ssc', 'indiabix'] },
      { title: 'Tier 2 depth', weeks: 8, skills: ['advanced maths (geometry, trigonometry, mensuration)', 'English comprehension at speed', 'computer knowledge', 'typing or data entry practice'], milestones: ['10 Tier 2 mocks', 'Data entry speed of 2,000 key depressions in 15 minutes'], project: 'A daily 20-minute typing log', resources: ['ssc'] },
      { title: 'Document verification and joining', weeks: 2, skills: ['post and department preferences', 'documents'], milestones: ['Post preferences filled with care'], project: 'A checklist of certificates and photocopies', resources: ['ssc'] },
    ],
    resources: ['ssc', 'ncert', 'indiabix'],
    related: ['bank-po', 'civil-services', 'teacher'],
    upsides: ['A permanent central government job with pension benefits (NPS) and allowances', 'One exam leads to many posts across India'],
    risks: ['Lakhs of applicants for each year’s vacancies; most clear it after several attempts', 'Results and joining can take a year or more'],
  },
  {
    id: 'doctor',
    title: 'Doctor (MBBS)',
    aliases: ['doctor', 'mbbs', 'physician', 'surgeon', 'medical doctor', 'medicine', 'medical'],
    summary: 'Diagnoses and treats patients after an MBBS, usually followed by an MD/MS specialisation.',
    skills: [
      { name: 'Biology (NCERT level for NEET)', level: 'advanced', keywords: ['biology', 'botany', 'zoology', 'anatomy', 'physiology'] },
      { name: 'Chemistry', level: 'intermediate', keywords: ['chemistry'] },
      { name: 'Physics', level: 'intermediate', keywords: ['physics'] },
      { name: 'Clinical knowledge and reasoning', level: 'advanced', keywords: ['clinical', 'diagnosis', 'patients'] },
      { name: 'Empathy and communication with patients', level: 'advanced', keywords: ['empathy', 'communication', 'care', 'caring'] },
      { name: 'Stamina and decisions under pressure', level: 'intermediate', keywords: ['stamina', 'pressure', 'long hours'] },
      { name: 'Medical ethics', level: 'intermediate', keywords: ['ethics'] },
    ],
    tools: ['NCERT Biology, Chemistry and Physics', 'NTA mock tests', 'Standard MBBS textbooks', 'Clinical postings'],
    entryRoutes: {
      degrees: ['Class 12 with Physics, Chemistry, Biology → NEET-UG → MBBS (about 5.5 years including a 1-year internship)', 'PG entrance → MD/MS (3 years)'],
      certifications: ['Registration with the National Medical Commission / state medical council'],
      other: ['Related routes: BDS, BAMS/BHMS (AYUSH), nursing, physiotherapy, pharmacy, allied health sciences'],
    },
    salary: { minLpa: 6, maxLpa: 12, note: 'after MBBS as a junior resident or medical officer; specialists earn much more' },
    fixedDurations: true,
    stages: [
      { title: 'NEET-UG preparation', weeks: 48, skills: ['NCERT Biology line by line', 'Physics problem solving', 'Chemistry (physical, organic, inorganic)'], milestones: ['30+ full mock tests', 'Previous 10 years of NEET papers solved'], project: 'An error log and a revision timetable you actually follow', resources: ['ncert', 'nta', 'ntaAbhyas'] },
      { title: 'MBBS pre-clinical and para-clinical', weeks: 130, skills: ['anatomy, physiology, biochemistry', 'pathology, pharmacology, microbiology'], milestones: ['Clear professional exams'], project: 'Your own concise notes and diagrams for revision', resources: ['nmc', 'khanHealth'] },
      { title: 'Clinical years', weeks: 104, skills: ['medicine, surgery, paediatrics, obstetrics and gynaecology', 'history-taking and examination'], milestones: ['Clear final MBBS'], project: 'A case log of patients you clerked', resources: ['nmc'] },
      { title: 'Internship', weeks: 52, skills: ['ward work', 'emergencies', 'procedures under supervision'], milestones: ['Complete the compulsory rotating internship'], project: 'Decide on a specialisation from what you enjoyed', resources: ['nmc'] },
      { title: 'PG entrance and specialisation', weeks: 26, skills: ['PG entrance preparation', 'MD/MS or diploma choices'], milestones: ['Take the PG entrance'], project: 'A year plan balancing work and preparation', resources: ['nmc'] },
    ],
    resources: ['ncert', 'nta', 'nmc', 'khanHealth'],
    related: ['teacher', 'data-scientist', 'civil-services'],
    upsides: ['Meaningful, respected work', 'Stable demand across India, especially outside metros'],
    risks: ['Very competitive entrance; private MBBS fees are high', 'Long path: about 9–10 years to become a specialist'],
  },
  {
    id: 'lawyer',
    title: 'Lawyer',
    aliases: ['lawyer', 'advocate', 'attorney', 'legal career', 'law career', 'llb', 'corporate law', 'litigation', 'judge', 'judiciary', 'law'],
    summary: 'Advises clients, drafts documents and argues cases in courts, law firms, companies or policy.',
    skills: [
      { name: 'Legal reasoning and interpretation', level: 'advanced', keywords: ['legal reasoning', 'interpretation', 'law', 'legal'] },
      { name: 'Legal research', level: 'advanced', keywords: ['legal research', 'case law', 'judgments', 'research'] },
      { name: 'Drafting (contracts, petitions)', level: 'advanced', keywords: ['drafting', 'contracts', 'writing'] },
      { name: 'Oral advocacy and argument', level: 'advanced', keywords: ['debate', 'debating', 'argue', 'moot', 'public speaking', 'advocacy'] },
      { name: 'Reading comprehension and current affairs', level: 'intermediate', keywords: ['reading', 'current affairs', 'comprehension'] },
      { name: 'Negotiation', level: 'intermediate', keywords: ['negotiation', 'negotiate'] },
      { name: 'Professional ethics and client handling', level: 'intermediate', keywords: ['ethics', 'clients'] },
    ],
    tools: ['SCC Online or Manupatra (via college)', 'Indian Kanoon', 'India Code (bare acts)', 'MS Word'],
    entryRoutes: {
      degrees: ['After Class 12: CLAT or AILET → 5-year integrated BA/BBA LLB', 'After graduation: 3-year LLB'],
      certifications: ['Enrol with a State Bar Council and clear the All India Bar Examination (AIBE) to practise'],
      other: ['Judiciary via state judicial services exams', 'Corporate law firms recruit through internships'],
    },
    salary: { minLpa: 2.5, maxLpa: 18, note: 'litigation juniors often start low; top corporate law firms pay far more to top graduates' },
    fixedDurations: true,
    stages: [
      { title: 'Entrance preparation (CLAT/AILET)', weeks: 24, skills: ['reading comprehension', 'legal and logical reasoning', 'current affairs', 'basic maths'], milestones: ['20+ full mocks', 'Past CLAT papers solved'], project: 'A current-affairs digest you revise weekly', resources: ['clatConsortium', 'livelaw'] },
      { title: 'Law school foundations', weeks: 104, skills: ['constitution, contracts, torts, criminal law', 'legal research and writing'], milestones: ['One moot court competition', 'One published case comment'], project: 'A case comment on a recent Supreme Court judgment', resources: ['indianKanoon', 'indiaCode'] },
      { title: 'Internships and specialisation', weeks: 104, skills: ['drafting', 'court practice or transactional work', 'a chosen specialisation'], milestones: ['Internships every vacation (advocates, firms, NGOs)'], project: 'A drafting portfolio: a notice, a contract, a petition', resources: ['livelaw', 'prs'] },
      { title: 'Enrolment and first job', weeks: 26, skills: ['AIBE preparation', 'chambers or firm interviews'], milestones: ['Bar Council enrolment and AIBE cleared'], project: 'A shortlist of chambers or firms from your internship network', resources: ['indiaCode'] },
    ],
    resources: ['clatConsortium', 'indianKanoon', 'indiaCode', 'livelaw', 'prs'],
    related: ['civil-services', 'chartered-accountant', 'teacher'],
    upsides: ['Many paths: litigation, corporate, policy, judiciary', 'Skills compound for decades'],
    risks: ['Litigation pays little in the first years', 'Top firm jobs are concentrated among top law schools'],
  },
  {
    id: 'mechanical-engineer',
    title: 'Mechanical Engineer',
    aliases: ['mechanical engineer', 'mechanical engineering', 'mechanical', 'automobile engineer', 'automotive engineer', 'manufacturing engineer', 'design engineer', 'cad engineer'],
    summary: 'Designs, analyses and manufactures machines, vehicles, energy and production systems.',
    skills: [
      { name: 'Engineering mechanics and strength of materials', level: 'advanced', keywords: ['mechanics', 'strength of materials'] },
      { name: 'Thermodynamics and fluid mechanics', level: 'advanced', keywords: ['thermodynamics', 'fluid mechanics', 'heat transfer'] },
      { name: 'CAD (SolidWorks, CATIA, Fusion)', level: 'advanced', keywords: ['cad', 'solidworks', 'catia', 'autocad', 'fusion', 'creo'] },
      { name: 'Manufacturing processes and GD&T', level: 'intermediate', keywords: ['manufacturing', 'gd&t', 'machining', 'cnc'] },
      { name: 'Simulation (FEA/CFD with ANSYS)', level: 'intermediate', keywords: ['ansys', 'fea', 'cfd', 'simulation'] },
      { name: 'Programming for engineers (Python/MATLAB)', level: 'basic', keywords: ['python', 'matlab', 'programming'] },
      { name: 'Teamwork and problem solving', level: 'intermediate', keywords: ['teamwork', 'problem solving'] },
    ],
    tools: ['SolidWorks / CATIA / Creo', 'AutoCAD', 'ANSYS', 'MATLAB', 'Excel'],
    entryRoutes: {
      degrees: ['B.Tech/B.E. Mechanical via JEE Main or state CETs', 'Diploma (polytechnic) with lateral entry to B.Tech'],
      certifications: ['SolidWorks CSWA/CSWP', 'NPTEL certificates'],
      other: ['GATE (ME) for PSU jobs and M.Tech', 'SAE BAJA / Formula Student teams are strong signals'],
    },
    salary: { minLpa: 3, maxLpa: 6, note: 'core manufacturing roles; PSU jobs via GATE and EV/design roles pay more' },
    stages: [
      { title: 'Core fundamentals', weeks: 8, skills: ['mechanics', 'strength of materials', 'thermodynamics'], milestones: ['Solve 100 textbook problems across the three'], project: 'Hand calculations for a simple beam or shaft, checked later in software', resources: ['nptel', 'mitOcw'] },
      { title: 'CAD and drawing', weeks: 6, skills: ['3D modelling', 'assemblies', 'engineering drawings'], milestones: ['20 practice models'], project: 'Model and full drawing set of a gearbox or bicycle part in Fusion or SolidWorks', resources: ['autodeskFusion', 'nptel'] },
      { title: 'Manufacturing and simulation', weeks: 8, skills: ['manufacturing processes', 'GD&T', 'FEA basics'], milestones: ['One FEA study'], project: 'FEA of a bracket compared with your hand calculations', resources: ['nptel', 'swayam'] },
      { title: 'Industry project', weeks: 8, skills: ['design-build-test', 'teamwork', 'documentation'], milestones: ['Internship, SAE BAJA or an EV project'], project: 'Design, build and test a small mechanism, with a report', resources: ['nptel'] },
      { title: 'Placement or GATE', weeks: 8, skills: ['core interview topics', 'GATE ME practice if aiming for PSUs'], milestones: ['Apply to 30+ core and design roles'], project: 'A portfolio PDF of your CAD and project work', resources: ['nptel'] },
    ],
    resources: ['nptel', 'swayam', 'autodeskFusion', 'mitOcw'],
    related: ['software-engineer', 'data-analyst', 'entrepreneur'],
    upsides: ['Core to manufacturing, EVs, energy and defence', 'GATE opens PSU careers'],
    risks: ['Entry pay in core roles is modest', 'Many graduates move to IT; core seats are competitive'],
  },
  {
    id: 'cybersecurity-analyst',
    title: 'Cybersecurity Analyst',
    aliases: ['cybersecurity analyst', 'cyber security analyst', 'cybersecurity', 'cyber security', 'security analyst', 'soc analyst', 'ethical hacker', 'ethical hacking', 'penetration tester', 'pentester', 'information security', 'infosec', 'hacker'],
    summary: 'Protects an organisation’s systems and data: monitoring threats, finding weaknesses and responding to attacks.',
    skills: [
      { name: 'Networking (TCP/IP, DNS, HTTP)', level: 'advanced', keywords: ['networking', 'tcp', 'dns', 'network', 'ccna'] },
      { name: 'Linux and the command line', level: 'advanced', keywords: ['linux', 'bash', 'command line', 'shell'] },
      { name: 'Security fundamentals and cryptography basics', level: 'intermediate', keywords: ['security', 'cryptography', 'encryption'] },
      { name: 'SIEM and log analysis', level: 'intermediate', keywords: ['siem', 'splunk', 'logs', 'soc', 'wazuh'] },
      { name: 'Web application security (OWASP Top 10)', level: 'intermediate', keywords: ['owasp', 'web security', 'burp', 'xss', 'sql injection'] },
      { name: 'Scripting (Python/Bash)', level: 'intermediate', keywords: ['python', 'scripting', 'bash'] },
      { name: 'Incident response', level: 'basic', keywords: ['incident response', 'forensics'] },
      { name: 'Report writing', level: 'intermediate', keywords: ['report', 'documentation', 'writing'] },
    ],
    tools: ['Wireshark', 'Nmap', 'Burp Suite', 'Splunk or Wazuh', 'Kali Linux', 'Metasploit'],
    entryRoutes: {
      degrees: ['B.Tech, BCA or B.Sc in CS/IT (not mandatory with strong skills)'],
      certifications: ['CompTIA Security+ (paid)', 'ISC2 Certified in Cybersecurity (entry level)', 'Cisco CCNA', 'CEH (EC-Council, paid)'],
      other: ['SOC analyst (L1) roles are the usual entry', 'Bug bounties and CTFs as proof of skill'],
    },
    salary: { minLpa: 4, maxLpa: 8, note: 'certifications and CTF or bug-bounty results help' },
    stages: [
      { title: 'Networking and Linux', weeks: 6, skills: ['TCP/IP, DNS, HTTP', 'subnetting', 'Linux command line'], milestones: ['OverTheWire Bandit levels 0–20'], project: 'A home lab: VirtualBox with Kali and a deliberately vulnerable VM', resources: ['netacad', 'overthewire'] },
      { title: 'Security fundamentals', weeks: 5, skills: ['CIA triad', 'authentication', 'cryptography basics', 'common attacks'], milestones: ['Finish a TryHackMe beginner path'], project: 'A blog post explaining one real breach in plain language', resources: ['tryhackme', 'netacad'] },
      { title: 'Blue team: SOC and logs', weeks: 6, skills: ['SIEM', 'log analysis', 'alert triage', 'incident response'], milestones: ['Set up Wazuh or Splunk free'], project: 'Detect and write up a simulated brute-force attack in your lab', resources: ['tryhackme'] },
      { title: 'Offensive basics and web security', weeks: 6, skills: ['OWASP Top 10', 'Burp Suite', 'privilege escalation basics'], milestones: ['10 CTF challenges solved'], project: 'CTF write-ups on GitHub', resources: ['owasp', 'picoctf', 'tryhackme'] },
      { title: 'Certify and apply', weeks: 4, skills: ['certification prep', 'interview scenarios'], milestones: ['Security+ or ISC2 CC', 'Apply to 30+ SOC L1 roles'], project: 'A one-page portfolio of labs, write-ups and certificates', resources: ['tryhackme'] },
    ],
    resources: ['tryhackme', 'overthewire', 'netacad', 'picoctf', 'owasp'],
    related: ['software-engineer', 'web-developer', 'data-analyst'],
    upsides: ['Growing demand as Indian businesses and government digitise', 'Clear certification ladder'],
    risks: ['On-call and shift work in SOC roles', 'Needs constant upskilling as threats change'],
  },
  {
    id: 'teacher',
    title: 'Teacher',
    aliases: ['teacher', 'teaching', 'educator', 'lecturer', 'professor', 'tutor', 'tutoring', 'school teacher', 'faculty'],
    summary: 'Helps students learn in schools, coaching, colleges or online, and shapes how they think.',
    skills: [
      { name: 'Subject mastery', level: 'advanced', keywords: ['subject', 'maths', 'science', 'english', 'physics', 'chemistry', 'biology', 'history'] },
      { name: 'Lesson planning and pedagogy', level: 'advanced', keywords: ['lesson plan', 'lesson planning', 'pedagogy', 'curriculum', 'teaching'] },
      { name: 'Communication and presentation', level: 'advanced', keywords: ['communication', 'presentation', 'explaining', 'public speaking', 'storytelling'] },
      { name: 'Classroom management', level: 'intermediate', keywords: ['classroom', 'discipline'] },
      { name: 'Assessment design', level: 'intermediate', keywords: ['assessment', 'evaluation', 'question papers'] },
      { name: 'Empathy and mentoring', level: 'intermediate', keywords: ['empathy', 'mentoring', 'patience'] },
      { name: 'EdTech tools', level: 'basic', keywords: ['google classroom', 'powerpoint', 'edtech', 'online teaching', 'zoom'] },
    ],
    tools: ['Google Classroom', 'PowerPoint or Slides', 'DIKSHA', 'Canva', 'Zoom or Meet'],
    entryRoutes: {
      degrees: ['Graduation + B.Ed (2 years), or the 4-year integrated teacher education programme (ITEP)', 'Master’s + UGC-NET for college teaching'],
      certifications: ['CTET or State TET for school jobs'],
      other: ['KVS/NVS and state recruitment', 'Private schools, coaching institutes and EdTech', 'Teach For India fellowship'],
    },
    salary: { minLpa: 2.5, maxLpa: 7, note: 'private schools often start lower; central government schools pay more' },
    fixedDurations: true,
    stages: [
      { title: 'Subject and pedagogy foundations', weeks: 8, skills: ['revise your subject', 'how children learn', 'lesson planning'], milestones: ['Teach 5 free demo lessons (younger relatives, NGOs)'], project: 'Five lesson plans with activities and a short assessment each', resources: ['swayam', 'diksha', 'ncert'] },
      { title: 'Qualify: B.Ed and CTET/TET', weeks: 104, skills: ['child development', 'pedagogy', 'school internship'], milestones: ['B.Ed completed', 'CTET or State TET cleared'], project: 'Your practice-teaching file with feedback', resources: ['ctet', 'diksha'] },
      { title: 'Classroom practice', weeks: 12, skills: ['classroom management', 'assessment', 'differentiated teaching'], milestones: ['40+ hours of real teaching'], project: 'A portfolio of 10 lesson plans with student feedback', resources: ['diksha', 'teachForIndia'] },
      { title: 'Get hired', weeks: 8, skills: ['demo classes', 'interviews'], milestones: ['Apply to KVS/NVS/state posts, private schools and EdTech'], project: 'A 10-minute recorded demo lesson', resources: ['ctet'] },
    ],
    resources: ['swayam', 'diksha', 'ctet', 'ncert', 'teachForIndia'],
    related: ['content-creator', 'civil-services', 'entrepreneur'],
    upsides: ['Meaningful work and steady demand', 'Government posts offer security; online teaching widens reach'],
    risks: ['Private-school pay can be low', 'Government recruitment is exam-based and slow'],
  },
  {
    id: 'entrepreneur',
    title: 'Entrepreneur / Founder',
    aliases: ['entrepreneur', 'entrepreneurship', 'founder', 'co founder', 'cofounder', 'startup', 'start up', 'own business', 'business owner', 'own company', 'my own business'],
    summary: 'Builds a business of their own: finds a real problem, tests a solution and grows it into a company.',
    skills: [
      { name: 'Customer discovery', level: 'advanced', keywords: ['customer interviews', 'customer discovery', 'validation', 'customers'] },
      { name: 'Sales and negotiation', level: 'advanced', keywords: ['sales', 'selling', 'negotiation', 'pitch'] },
      { name: 'Financial basics (unit economics, runway)', level: 'intermediate', keywords: ['finance', 'unit economics', 'runway', 'accounting', 'budget'] },
      { name: 'Building an MVP', level: 'intermediate', keywords: ['mvp', 'product', 'no code', 'prototype'] },
      { name: 'Marketing and distribution', level: 'intermediate', keywords: ['marketing', 'growth', 'social media', 'distribution'] },
      { name: 'Leadership and hiring', level: 'intermediate', keywords: ['leadership', 'team', 'hiring', 'managing'] },
      { name: 'Resilience and decision-making', level: 'advanced', keywords: ['resilience', 'risk', 'decision'] },
    ],
    tools: ['Google Workspace', 'Notion', 'Canva', 'a no-code builder or WordPress', 'UPI/Razorpay payment links', 'Zoho Books or Tally'],
    entryRoutes: {
      degrees: ['No degree required'],
      certifications: ['NPTEL/SWAYAM entrepreneurship courses', 'Startup India learning programme'],
      other: ['College E-cells and incubators; Atal Incubation Centres', 'DPIIT recognition and the Startup India Seed Fund Scheme', 'Accelerators such as Y Combinator'],
    },
    salary: { minLpa: 0, maxLpa: null, note: 'no fixed salary: plan 12–18 months of personal runway' },
    stages: [
      { title: 'Problem discovery', weeks: 4, skills: ['customer interviews', 'problem framing'], milestones: ['20 interviews with potential customers'], project: 'A problem brief with real quotes and evidence of willingness to pay', resources: ['ycStartupSchool', 'startupIndia'] },
      { title: 'MVP and first users', weeks: 6, skills: ['landing page', 'no-code MVP', 'manual delivery'], milestones: ['10 paying or committed users'], project: 'A pre-sale or pilot with 10 users', resources: ['ycStartupSchool'] },
      { title: 'Business model and finances', weeks: 4, skills: ['business model canvas', 'unit economics', 'break-even and runway', 'GST and registration basics'], milestones: ['Know your cost per customer and margin'], project: 'A one-page financial model (ChangePath’s canvas and break-even/runway tools help)', resources: ['startupIndia', 'nptel'] },
      { title: 'Traction and growth', weeks: 10, skills: ['one acquisition channel', 'weekly metrics', 'retention'], milestones: ['Week-on-week growth for 8 weeks'], project: 'A weekly metrics sheet and growth experiments log', resources: ['ycStartupSchool'] },
      { title: 'Funding or bootstrapping', weeks: 6, skills: ['pitch deck', 'incubators and grants', 'investor conversations'], milestones: ['Apply to 3 incubators or grant programmes'], project: 'A 10-slide pitch deck', resources: ['startupIndia', 'ycStartupSchool'] },
    ],
    resources: ['startupIndia', 'ycStartupSchool', 'nptel', 'swayam'],
    related: ['product-manager', 'digital-marketer', 'content-creator'],
    upsides: ['Own what you build; learning is fastest here', 'India’s startup support (incubators, Startup India) is strong'],
    risks: ['Most startups fail; income is uncertain for a long time', 'Personal savings and family finances are at stake'],
  },
  {
    id: 'content-creator',
    title: 'Content Creator',
    aliases: ['content creator', 'content creation', 'youtuber', 'influencer', 'content writer', 'content writing', 'copywriter', 'blogger', 'podcaster', 'creator', 'youtube channel'],
    summary: 'Creates videos, posts, newsletters or podcasts that build an audience, and earns through brand deals, ads or products.',
    skills: [
      { name: 'Storytelling and scripting', level: 'advanced', keywords: ['storytelling', 'script', 'scripting', 'writing', 'stories'] },
      { name: 'Video editing', level: 'intermediate', keywords: ['video editing', 'premiere', 'capcut', 'davinci', 'editing', 'reels'] },
      { name: 'Niche expertise', level: 'intermediate', keywords: ['niche', 'expertise'] },
      { name: 'Audience growth and analytics', level: 'intermediate', keywords: ['youtube analytics', 'analytics', 'audience', 'seo'] },
      { name: 'Design and thumbnails', level: 'basic', keywords: ['canva', 'thumbnail', 'photoshop', 'design'] },
      { name: 'Consistency and planning', level: 'intermediate', keywords: ['consistency', 'content calendar', 'planning'] },
      { name: 'Brand deals and negotiation', level: 'basic', keywords: ['brand deals', 'sponsorship', 'negotiation'] },
    ],
    tools: ['A smartphone and a basic mic', 'CapCut or DaVinci Resolve', 'Canva', 'YouTube Studio', 'Instagram insights', 'Notion'],
    entryRoutes: {
      degrees: ['No degree required; BA/BMM in mass communication or journalism helps'],
      certifications: ['YouTube Creators lessons', 'HubSpot content marketing'],
      other: ['Paid entry roles: content writer, social media executive, video editor', 'Build in public while employed'],
    },
    salary: { minLpa: 2.5, maxLpa: 5, note: 'for employed content roles; independent creator income is highly variable and often near zero in year one' },
    stages: [
      { title: 'Pick a niche and format', weeks: 2, skills: ['niche research', 'audience definition'], milestones: ['List 50 content ideas in your niche'], project: 'A one-page creator plan: who it is for, format, schedule', resources: ['youtubeCreators'] },
      { title: 'Craft basics', weeks: 6, skills: ['hooks and scripting', 'shooting on a phone', 'editing', 'thumbnails'], milestones: ['Publish 12 pieces'], project: '12 published pieces, one every 3–4 days', resources: ['youtubeCreators', 'canvaDesignSchool'] },
      { title: 'Consistency and analytics', weeks: 10, skills: ['content calendar', 'retention analysis', 'community'], milestones: ['Weekly analytics review; double down on your best formats'], project: 'A tracker of every piece with views, retention and lessons', resources: ['youtubeCreators', 'hubspot'] },
      { title: 'Monetise', weeks: 8, skills: ['media kit', 'brand outreach', 'affiliate', 'digital products'], milestones: ['First paid collaboration or first product sale'], project: 'A media kit and outreach to 20 relevant brands', resources: ['hubspot', 'metaBlueprint'] },
    ],
    resources: ['youtubeCreators', 'canvaDesignSchool', 'hubspot', 'metaBlueprint'],
    related: ['digital-marketer', 'entrepreneur', 'teacher', 'ux-designer'],
    upsides: ['Low cost to start; builds a personal brand', 'Skills transfer to marketing jobs'],
    risks: ['Income is unpredictable and platform-dependent', 'Burnout from constant output'],
  },
];

export function careerById(id: CareerId): Career {
  const career = CAREERS.find((c) => c.id === id);
  if (!career) throw new Error(`Unknown career: ${id}`);
  return career;
}

// ---------------------------------------------------------------------------------------------------------
// Exams
// ---------------------------------------------------------------------------------------------------------

/** State Public Service Commissions with an exam of their own in the knowledge base (others use 'state-psc'). */
export type StatePscId = 'uppsc' | 'bpsc' | 'mpsc' | 'rpsc' | 'mppsc' | 'tnpsc' | 'kpsc' | 'wbcs' | 'hpsc' | 'opsc' | 'appsc' | 'tgpsc' | 'gpsc' | 'cgpsc' | 'jpsc' | 'ukpsc' | 'ppsc';
export type PlacementTestId = 'tcs-nqt' | 'infosys-test' | 'wipro-nth' | 'accenture-test' | 'cognizant-genc' | 'capgemini-test';
export type ExamId =
  | 'jee-main' | 'jee-advanced' | 'neet-ug' | 'cat' | 'gate-cs' | 'upsc-prelims' | 'clat' | 'ca-foundation' | 'gre' | 'ielts'
  | 'ssc-cgl' | 'bank-po' | 'state-psc' | StatePscId | 'campus-placements' | PlacementTestId;

export interface ExamSection {
  name: string;
  /** How much the section counts, in words (marks or questions); approximate where the pattern varies. */
  weightLabel: string;
  /** Recommended share of weekly study hours, in percent; a section list sums to 100. */
  studyShare: number;
  /** Syllabus highlights, in a sensible study order. */
  topics: readonly string[];
}

export interface Exam {
  id: ExamId;
  name: string;
  /** A short name for labels and sentences ("UPSC", "SSC CGL"); `name` when absent. */
  shortName?: string;
  /** Lower-case phrases that name the exam; the longest match wins. `caseSensitive` ones are matched as typed. */
  aliases: readonly string[];
  caseSensitiveAliases?: readonly string[];
  /**
   * Words that name the exam only when nothing more specific does: "prelims" is UPSC unless a state PSC is named,
   * "TCS" is the TCS hiring test unless another exam is named ("I work at TCS and want to crack CAT").
   */
  weakAliases?: readonly string[];
  /** Names the text may use for a variant of the exam, by alias ("sbi po" → "SBI PO"). */
  variantNames?: Readonly<Record<string, string>>;
  /** Government recruitment, a company's hiring test, or (absent) an entrance or language exam. */
  kind?: 'government' | 'placement';
  /** Exams of one family (the state PSCs, the companies' hiring tests), with an umbrella entry for all of them. */
  family?: 'state-psc' | 'placements';
  /** The family's umbrella entry, chosen when several of its members are named. */
  generic?: boolean;
  /** The career the exam leads to, when the knowledge base has one. */
  career?: CareerId;
  /** Who may take it: degree, age limits, attempts. */
  eligibility?: string;
  /** How many get through, in words, for decisions ("about 1,000 posts a year from over 10 lakh applicants"). */
  selection?: string;
  /** What follows the written test (interview, skill test) and, for hiring tests, the pay it leads to. */
  after?: string;
  conductedBy: string;
  duration: string;
  pattern: string;
  marking: string;
  sections: readonly ExamSection[];
  /** Plan length when the user gives none, in weeks. */
  defaultWeeks: number;
  tips: readonly string[];
  resources: readonly ResourceKey[];
}

// ---------------------------------------------------------------------------------------------------------
// Government recruitment and campus hiring: the shared shapes of the state PSC exams and the companies' tests.
// ---------------------------------------------------------------------------------------------------------

interface StatePsc {
  id: StatePscId | 'state-psc';
  name: string;
  /** null for the umbrella entry. */
  state: string | null;
  aliases: readonly string[];
}

/** The state Public Service Commissions students ask about most, and the umbrella entry for any other state. */
const STATE_PSCS: readonly StatePsc[] = [
  { id: 'state-psc', name: 'State PSC (state civil services)', state: null, aliases: ['state psc', 'state civil services', 'state civil service', 'state public service commission', 'public service commission', 'pcs exam', 'pcs', 'psc exam', 'state services exam', 'state service exam'] },
  { id: 'uppsc', name: 'UPPSC PCS (Uttar Pradesh)', state: 'Uttar Pradesh', aliases: ['uppsc', 'up pcs', 'uppcs', 'uppsc pcs', 'up psc', 'uttar pradesh psc'] },
  { id: 'bpsc', name: 'BPSC CCE (Bihar)', state: 'Bihar', aliases: ['bpsc', 'bihar psc', 'bpsc cce', 'bihar pcs'] },
  { id: 'mpsc', name: 'MPSC Rajyaseva (Maharashtra)', state: 'Maharashtra', aliases: ['mpsc', 'rajyaseva', 'maharashtra psc', 'mpsc rajyaseva'] },
  { id: 'rpsc', name: 'RPSC RAS (Rajasthan)', state: 'Rajasthan', aliases: ['rpsc', 'rpsc ras', 'ras exam', 'rajasthan psc', 'ras pre'] },
  { id: 'mppsc', name: 'MPPSC State Service (Madhya Pradesh)', state: 'Madhya Pradesh', aliases: ['mppsc', 'mp psc', 'mppsc sse', 'madhya pradesh psc'] },
  { id: 'tnpsc', name: 'TNPSC Group 1 (Tamil Nadu)', state: 'Tamil Nadu', aliases: ['tnpsc', 'tnpsc group 1', 'tamil nadu psc'] },
  { id: 'kpsc', name: 'KPSC KAS (Karnataka)', state: 'Karnataka', aliases: ['kpsc', 'kas exam', 'karnataka psc', 'kpsc kas'] },
  { id: 'wbcs', name: 'WBCS (West Bengal)', state: 'West Bengal', aliases: ['wbcs', 'wbpsc', 'west bengal civil service', 'west bengal psc'] },
  { id: 'hpsc', name: 'HPSC HCS (Haryana)', state: 'Haryana', aliases: ['hpsc', 'hcs exam', 'haryana psc', 'hpsc hcs'] },
  { id: 'opsc', name: 'OPSC OCS (Odisha)', state: 'Odisha', aliases: ['opsc', 'ocs exam', 'odisha psc'] },
  { id: 'appsc', name: 'APPSC Group 1 (Andhra Pradesh)', state: 'Andhra Pradesh', aliases: ['appsc', 'andhra psc', 'appsc group 1'] },
  { id: 'tgpsc', name: 'TGPSC Group 1 (Telangana)', state: 'Telangana', aliases: ['tgpsc', 'tspsc', 'telangana psc', 'tspsc group 1'] },
  { id: 'gpsc', name: 'GPSC Class 1–2 (Gujarat)', state: 'Gujarat', aliases: ['gpsc', 'gujarat psc'] },
  { id: 'cgpsc', name: 'CGPSC (Chhattisgarh)', state: 'Chhattisgarh', aliases: ['cgpsc', 'chhattisgarh psc'] },
  { id: 'jpsc', name: 'JPSC (Jharkhand)', state: 'Jharkhand', aliases: ['jpsc', 'jharkhand psc'] },
  { id: 'ukpsc', name: 'UKPSC (Uttarakhand)', state: 'Uttarakhand', aliases: ['ukpsc', 'uttarakhand psc'] },
  { id: 'ppsc', name: 'PPSC (Punjab)', state: 'Punjab', aliases: ['ppsc', 'punjab psc'] },
];

/** A state PSC's combined state services exam: the pattern most states share, with the state's own general knowledge. */
function statePscExam(psc: StatePsc): Exam {
  const where = psc.state ?? 'your state';
  return {
    id: psc.id,
    name: psc.name,
    shortName: psc.name.replace(/\s*\(.*\)$/, ''),
    kind: 'government',
    family: 'state-psc',
    generic: psc.state === null,
    career: 'civil-services',
    aliases: psc.aliases,
    conductedBy: `${psc.state ? `The ${psc.state} Public Service Commission` : 'Your state’s Public Service Commission'}, usually once a year (dates slip often)`,
    duration: 'Prelims: two papers of about 2 hours; Mains: several papers over a few days',
    pattern: 'Prelims: objective general studies, with an aptitude paper that is qualifying in most states; Mains: descriptive general studies, an essay and language papers',
    marking: 'Negative marking in the prelims of most states (often a third of the question’s marks); check your state’s notification',
    sections: [
      { name: 'General Studies (history, polity, geography, economy)', weightLabel: 'most of Prelims Paper I', studyShare: 35, topics: ['Indian polity and governance', 'Modern Indian history and the freedom struggle', 'Indian and world geography', 'Indian economy and schemes'] },
      { name: `${where[0].toUpperCase()}${where.slice(1)}: history, geography, economy and culture`, weightLabel: 'a large share of both stages', studyShare: 20, topics: [`${where[0].toUpperCase()}${where.slice(1)}: history and freedom fighters`, 'Its rivers, districts, agriculture and industry', 'Its budget, schemes and economic survey', 'Its art, culture, fairs and festivals'] },
      { name: 'Current affairs (national and state)', weightLabel: 'woven through both stages', studyShare: 15, topics: ['A national newspaper daily', 'A state newspaper or monthly state magazine', 'Government schemes'] },
      { name: 'Aptitude (CSAT-type)', weightLabel: 'qualifying in most states', studyShare: 10, topics: ['Reading comprehension', 'Basic numeracy and data interpretation', 'Logical reasoning'] },
      { name: 'Mains answer writing and essay', weightLabel: 'decides the merit list', studyShare: 15, topics: ['Answer structure: introduction, body, conclusion', 'Essays on social and economic issues', 'Timed writing practice'] },
      { name: 'Language papers (Hindi or the state language, and English)', weightLabel: 'qualifying or scored, by state', studyShare: 5, topics: ['Grammar and précis', 'Letter and essay writing'] },
    ],
    defaultWeeks: 28,
    tips: ['Start with the UPSC-level NCERT base; it serves both exams', `Collect ${where}’s own material: its economic survey, budget and a state GK book`, 'Solve your PSC’s previous papers: each state has its own style'],
    resources: ['statePsc', 'ncert', 'pib'],
    eligibility: 'A graduation degree; age limits vary by state (commonly 21–40), with relaxations, often extra ones for the state’s own residents',
    selection: 'a few hundred posts a year in most states, against lakhs of applicants',
    after: 'an interview (personality test); Mains and interview marks decide the list',
  };
}

/** The parts every campus hiring test shares, in the order a plan covers them. */
const PLACEMENT_SECTIONS: readonly ExamSection[] = [
  { name: 'Quantitative (numerical) ability', weightLabel: 'one section of the online test', studyShare: 25, topics: ['Percentages, ratio, profit and loss', 'Time, speed, distance and work', 'Number system and averages', 'Permutations, combinations and probability'] },
  { name: 'Logical reasoning', weightLabel: 'one section of the online test', studyShare: 20, topics: ['Series and coding-decoding', 'Seating arrangement and puzzles', 'Blood relations and directions', 'Data sufficiency'] },
  { name: 'Verbal ability', weightLabel: 'one section of the online test', studyShare: 15, topics: ['Reading comprehension', 'Sentence correction and fillers', 'Para jumbles', 'E-mail or essay writing'] },
  { name: 'Programming and coding', weightLabel: 'pseudocode and 1–2 coding problems; decides the higher roles', studyShare: 30, topics: ['One language well (C++, Java or Python)', 'Arrays, strings and hashing', 'Pseudocode output questions', '2 coding problems in 45–60 minutes'] },
  { name: 'Interviews (technical and HR)', weightLabel: 'after the test', studyShare: 10, topics: ['OOP, DBMS, operating systems and networks basics', 'Explaining your projects', 'HR: introduce yourself, relocation, service agreement, strengths'] },
];

/** One company's hiring test: the shared sections, its own pattern, pay and notices. */
function placementTest(id: PlacementTestId, name: string, aliases: readonly string[], weakAliases: readonly string[], conductedBy: string, pattern: string, after: string, notices: ResourceKey): Exam {
  return {
    id,
    name,
    shortName: name.replace(/ (?:hiring test|campus assessment)$/, ''),
    kind: 'placement',
    family: 'placements',
    career: 'software-engineer',
    aliases,
    weakAliases,
    conductedBy,
    duration: 'An online test of about 1.5–3 hours, then interviews',
    pattern,
    marking: 'Usually no negative marking; sectional cut-offs are common, and the coding score decides the higher-paying roles',
    sections: PLACEMENT_SECTIONS,
    defaultWeeks: 8,
    tips: [`Read the latest pattern on ${RESOURCES[notices].name.split(' (')[0]} before you start`, 'Aptitude first: most candidates are filtered out in the online test', 'Prepare a 1-minute introduction and explain every project on your CV'],
    resources: [notices, 'indiabix', 'hackerrank'],
    eligibility: 'Commonly 60% (or 6 CGPA) in Class 10, Class 12 and graduation with no active backlog; check the drive’s notice',
    after,
  };
}


export const EXAM_DISCLAIMER = 'Patterns and weights are approximate and change; check the latest official notification.';

export const EXAMS: readonly Exam[] = [
  {
    id: 'jee-main',
    name: 'JEE Main',
    aliases: ['jee main', 'jee mains', 'jee', 'iit jee', 'jee paper 1'],
    conductedBy: 'National Testing Agency (NTA), two sessions a year (January and April)',
    duration: '3 hours',
    pattern: 'B.E./B.Tech paper: 75 questions, 25 per subject (20 MCQ + 5 numerical), 300 marks',
    marking: '+4 for a correct answer, −1 for a wrong one',
    sections: [
      { name: 'Mathematics', weightLabel: '100 marks', studyShare: 38, topics: ['Algebra (quadratics, complex numbers, sequences)', 'Matrices and determinants', 'Coordinate geometry', 'Limits and differentiation', 'Integration and differential equations', 'Vectors and 3D geometry', 'Probability and statistics'] },
      { name: 'Physics', weightLabel: '100 marks', studyShare: 34, topics: ['Units, kinematics, laws of motion', 'Work, energy, rotation', 'Gravitation and properties of matter', 'Thermodynamics and kinetic theory', 'Electrostatics and current electricity', 'Magnetism, EMI and AC', 'Optics and modern physics'] },
      { name: 'Chemistry', weightLabel: '100 marks', studyShare: 28, topics: ['Mole concept and atomic structure', 'Chemical bonding', 'Thermodynamics and equilibrium', 'Electrochemistry and kinetics', 'Organic basics (GOC) and hydrocarbons', 'Organic compounds with functional groups', 'Inorganic: periodic table, p-, d- and f-block, coordination'] },
    ],
    defaultWeeks: 12,
    tips: ['NCERT is the base for Chemistry, especially inorganic', 'Solve the previous years’ NTA papers in full, timed', 'Keep an error log per subject'],
    resources: ['nta', 'ntaAbhyas', 'ncert', 'nptel'],
  },
  {
    id: 'jee-advanced',
    name: 'JEE Advanced',
    aliases: ['jee advanced', 'jee advance', 'jee adv', 'iit jee advanced'],
    conductedBy: 'One of the IITs each year; only the top JEE Main qualifiers (about 2.5 lakh) are eligible',
    duration: 'Two compulsory papers of 3 hours each',
    pattern: 'Physics, Chemistry and Mathematics in each paper; question types and marks change every year',
    marking: 'Varies by section (partial marking in some multiple-correct questions); read the paper’s instructions',
    sections: [
      { name: 'Mathematics', weightLabel: 'about one third', studyShare: 36, topics: ['Algebra and complex numbers', 'Calculus (limits to differential equations)', 'Coordinate geometry', 'Vectors and 3D', 'Probability and combinatorics', 'Matrices'] },
      { name: 'Physics', weightLabel: 'about one third', studyShare: 34, topics: ['Mechanics and rotation', 'Electricity and magnetism', 'Thermal physics', 'Waves and optics', 'Modern physics', 'Experimental skills'] },
      { name: 'Chemistry', weightLabel: 'about one third', studyShare: 30, topics: ['Physical chemistry numericals', 'Organic reaction mechanisms', 'Inorganic (NCERT plus trends)', 'Coordination compounds', 'Chemical equilibrium and kinetics'] },
    ],
    defaultWeeks: 12,
    tips: ['Depth over breadth: multi-concept problems dominate', 'Practise all past JEE Advanced papers (official site)', 'Train for the unfamiliar question types under time'],
    resources: ['jeeAdv', 'ncert', 'nptel'],
  },
  {
    id: 'neet-ug',
    name: 'NEET-UG',
    aliases: ['neet ug', 'neet', 'medical entrance'],
    conductedBy: 'National Testing Agency (NTA), once a year',
    duration: '3 hours',
    pattern: '180 questions (Physics 45, Chemistry 45, Botany 45, Zoology 45), 720 marks',
    marking: '+4 for a correct answer, −1 for a wrong one',
    sections: [
      { name: 'Biology (Botany + Zoology)', weightLabel: '360 marks (50%)', studyShare: 42, topics: ['Diversity of living world', 'Cell structure and function', 'Plant physiology', 'Human physiology', 'Reproduction', 'Genetics and evolution', 'Biotechnology', 'Ecology and environment'] },
      { name: 'Physics', weightLabel: '180 marks (25%)', studyShare: 31, topics: ['Mechanics', 'Properties of matter and thermodynamics', 'Oscillations and waves', 'Electrostatics and current electricity', 'Magnetism and EMI', 'Optics', 'Modern physics'] },
      { name: 'Chemistry', weightLabel: '180 marks (25%)', studyShare: 27, topics: ['Mole concept and atomic structure', 'Chemical bonding', 'Equilibrium and thermodynamics', 'Organic basics and reactions', 'Biomolecules', 'p-, d- and f-block', 'Coordination compounds'] },
    ],
    defaultWeeks: 16,
    tips: ['NCERT Biology line by line: most questions come straight from it', 'Daily timed MCQ sets; accuracy matters because of negative marking', 'One full mock a week in the last phase'],
    resources: ['ncert', 'nta', 'ntaAbhyas'],
  },
  {
    id: 'cat',
    name: 'CAT',
    aliases: ['cat exam', 'cat preparation', 'cat prep', 'iim entrance', 'iim', 'common admission test', 'mba entrance'],
    caseSensitiveAliases: ['CAT'],
    conductedBy: 'One of the IIMs each year, usually in late November',
    duration: '2 hours (40 minutes per section, fixed order)',
    pattern: 'Three sections; about 66–68 questions in recent years, MCQ and type-in-the-answer (TITA)',
    marking: '+3 for a correct answer; −1 for a wrong MCQ; no negative marking for TITA',
    sections: [
      { name: 'Verbal Ability and Reading Comprehension (VARC)', weightLabel: '~35% of questions', studyShare: 34, topics: ['Reading comprehension (4–5 passages)', 'Para summary', 'Para jumbles', 'Odd sentence out', 'Daily reading habit'] },
      { name: 'Data Interpretation and Logical Reasoning (DILR)', weightLabel: '~32% of questions', studyShare: 33, topics: ['Tables and charts', 'Arrangements', 'Games and tournaments', 'Venn diagrams', 'Set selection strategy'] },
      { name: 'Quantitative Ability (QA)', weightLabel: '~32% of questions', studyShare: 33, topics: ['Arithmetic (percentages, profit, TSD, time and work)', 'Algebra', 'Geometry and mensuration', 'Number systems', 'Modern maths (P&C, probability, logs)'] },
    ],
    defaultWeeks: 16,
    tips: ['Sectional time limits mean each section needs its own strategy', 'Attempt selection beats speed in DILR', 'Take the official mock on iimcat.ac.in'],
    resources: ['iimcat', 'khanStats'],
  },
  {
    id: 'gate-cs',
    name: 'GATE (Computer Science)',
    aliases: ['gate cs', 'gate cse', 'gate computer science', 'gate', 'gate exam'],
    conductedBy: 'IISc and the IITs by rotation, usually in February',
    duration: '3 hours',
    pattern: '65 questions (MCQ, multiple-select and numerical), 100 marks',
    marking: 'MCQ: −1/3 (1-mark) or −2/3 (2-mark) for a wrong answer; no negative marking for MSQ and NAT',
    sections: [
      { name: 'General Aptitude', weightLabel: '15 marks', studyShare: 8, topics: ['Verbal aptitude', 'Quantitative aptitude', 'Analytical and spatial reasoning'] },
      { name: 'Engineering and Discrete Mathematics', weightLabel: '~13 marks', studyShare: 13, topics: ['Propositional logic, sets, relations', 'Graph theory and combinatorics', 'Linear algebra', 'Probability', 'Calculus'] },
      { name: 'Programming and Data Structures', weightLabel: '~11 marks', studyShare: 11, topics: ['C programming and recursion', 'Arrays, stacks, queues, linked lists', 'Trees, BST, heaps', 'Hashing'] },
      { name: 'Algorithms', weightLabel: '~9 marks', studyShare: 10, topics: ['Asymptotic analysis', 'Sorting and searching', 'Greedy and divide and conquer', 'Dynamic programming', 'Graph algorithms'] },
      { name: 'Operating Systems', weightLabel: '~9 marks', studyShare: 10, topics: ['Processes, threads and scheduling', 'Synchronisation and deadlock', 'Memory management and virtual memory', 'File systems'] },
      { name: 'Computer Networks', weightLabel: '~9 marks', studyShare: 9, topics: ['Layering and TCP/IP', 'IP addressing and subnetting', 'Routing', 'TCP/UDP, flow and congestion control', 'Application layer'] },
      { name: 'Computer Organisation and Architecture', weightLabel: '~8 marks', studyShare: 9, topics: ['Machine instructions and addressing', 'ALU and data path', 'Pipelining', 'Cache and memory hierarchy', 'I/O'] },
      { name: 'Databases', weightLabel: '~8 marks', studyShare: 8, topics: ['ER model and relational algebra', 'SQL', 'Normalisation', 'Transactions and concurrency', 'Indexing'] },
      { name: 'Theory of Computation', weightLabel: '~8 marks', studyShare: 8, topics: ['Regular languages and finite automata', 'Context-free languages and PDA', 'Turing machines and decidability'] },
      { name: 'Digital Logic', weightLabel: '~5 marks', studyShare: 7, topics: ['Boolean algebra', 'Combinational circuits', 'Sequential circuits', 'Number representation'] },
      { name: 'Compiler Design', weightLabel: '~5 marks', studyShare: 7, topics: ['Lexical analysis', 'Parsing', 'Syntax-directed translation', 'Intermediate code and optimisation'] },
    ],
    defaultWeeks: 20,
    tips: ['Solve previous GATE papers topic-wise, then full-length', 'Use the virtual calculator in mocks (no physical calculator allowed)', 'Short notes per subject for the last month'],
    resources: ['gateOverflow', 'nptel'],
  },
  {
    id: 'upsc-prelims',
    name: 'UPSC CSE Prelims',
    shortName: 'UPSC',
    kind: 'government',
    career: 'civil-services',
    aliases: ['upsc prelims', 'upsc cse', 'cse prelims', 'civil services prelims', 'ias prelims', 'upsc exam', 'ias exam', 'upsc', 'civil services exam', 'civil services preparation', 'ias preparation', 'ias'],
    weakAliases: ['prelims'],
    eligibility: 'Any graduation degree; age 21–32 and 6 attempts for the general category, with relaxations for others',
    selection: 'about 1,000 posts a year from 10–13 lakh applicants (well under 1%); most who succeed needed 2–4 attempts',
    after: 'Mains (9 descriptive papers, 2 of them qualifying) and an interview; the full cycle takes about a year',
    conductedBy: 'Union Public Service Commission (UPSC), once a year (usually May/June)',
    duration: 'Two papers of 2 hours each on the same day',
    pattern: 'GS Paper I: 100 questions, 200 marks (decides the cut-off); CSAT Paper II: 80 questions, 200 marks, qualifying at 33%',
    marking: 'One third of the question’s marks deducted for a wrong answer',
    sections: [
      { name: 'Polity and Governance', weightLabel: '~15 of 100 questions', studyShare: 16, topics: ['Constitution: features, FRs, DPSPs', 'Parliament and state legislatures', 'Judiciary', 'Federalism and local government', 'Constitutional bodies'] },
      { name: 'History and Art & Culture', weightLabel: '~15 of 100 questions', studyShare: 15, topics: ['Modern India and the freedom struggle', 'Ancient India', 'Medieval India', 'Art and culture'] },
      { name: 'Economy', weightLabel: '~15 of 100 questions', studyShare: 14, topics: ['National income and inflation', 'Money, banking and RBI', 'Budget and fiscal policy', 'External sector', 'Schemes (Economic Survey)'] },
      { name: 'Environment and Ecology', weightLabel: '~15 of 100 questions', studyShare: 13, topics: ['Ecology basics', 'Biodiversity and protected areas', 'Climate change and conventions', 'Pollution'] },
      { name: 'Geography (India and World)', weightLabel: '~12 of 100 questions', studyShare: 12, topics: ['Physical geography', 'Indian geography: rivers, climate, soils', 'Agriculture and resources', 'Map work'] },
      { name: 'Science and Technology', weightLabel: '~10 of 100 questions', studyShare: 8, topics: ['Biotechnology and health', 'Space and defence', 'IT and emerging technologies'] },
      { name: 'Current affairs', weightLabel: 'woven through most questions', studyShare: 12, topics: ['Daily newspaper notes', 'PIB and schemes', 'Monthly revision'] },
      { name: 'CSAT (Paper II)', weightLabel: 'qualifying: 33%', studyShare: 10, topics: ['Reading comprehension', 'Basic numeracy', 'Logical reasoning', 'Data interpretation'] },
    ],
    defaultWeeks: 24,
    tips: ['Solve 10+ years of previous Prelims papers', 'Do not neglect CSAT: a fail there voids your GS score', 'Revise three times before the exam; new reading in the last month is risky'],
    resources: ['ncert', 'upsc', 'pib', 'prs'],
  },
  {
    id: 'clat',
    name: 'CLAT (UG)',
    aliases: ['clat ug', 'clat', 'law entrance', 'nlu entrance'],
    conductedBy: 'Consortium of National Law Universities, usually in December',
    duration: '2 hours',
    pattern: '120 questions on comprehension-based passages, 120 marks',
    marking: '+1 for a correct answer, −0.25 for a wrong one',
    sections: [
      { name: 'Legal Reasoning', weightLabel: '~25%', studyShare: 25, topics: ['Principle-fact questions', 'Constitutional and criminal law basics', 'Contracts and torts basics', 'Legal current affairs'] },
      { name: 'Current Affairs including GK', weightLabel: '~25%', studyShare: 22, topics: ['Daily news reading', 'National and international events', 'Static GK links to news'] },
      { name: 'English Language', weightLabel: '~20%', studyShare: 18, topics: ['Reading comprehension', 'Inference and main idea', 'Vocabulary in context'] },
      { name: 'Logical Reasoning', weightLabel: '~20%', studyShare: 20, topics: ['Arguments, assumptions, conclusions', 'Strengthen/weaken', 'Critical reasoning'] },
      { name: 'Quantitative Techniques', weightLabel: '~10%', studyShare: 15, topics: ['Percentages, ratios, averages', 'Data interpretation', 'Class 10 level maths'] },
    ],
    defaultWeeks: 16,
    tips: ['Read a quality newspaper daily and summarise editorials', 'Passage-based: speed of reading decides the score', 'Take the consortium’s sample papers'],
    resources: ['clatConsortium', 'livelaw', 'pib'],
  },
  {
    id: 'ca-foundation',
    name: 'CA Foundation',
    aliases: ['ca foundation', 'ca found', 'ca foundation exam', 'chartered accountancy foundation'],
    conductedBy: 'The Institute of Chartered Accountants of India (ICAI), several sittings a year',
    duration: 'Papers 1–2: 3 hours each (descriptive); Papers 3–4: 2 hours each (objective)',
    pattern: 'Four papers of 100 marks: Accounting; Business Laws; Quantitative Aptitude; Business Economics',
    marking: 'Pass: 40% in each paper and 50% aggregate; −0.25 for wrong answers in the objective papers',
    sections: [
      { name: 'Paper 1: Accounting', weightLabel: '100 marks', studyShare: 30, topics: ['Accounting process and journal entries', 'Bank reconciliation', 'Depreciation', 'Final accounts', 'Partnership accounts', 'Company accounts basics'] },
      { name: 'Paper 2: Business Laws', weightLabel: '100 marks', studyShare: 25, topics: ['Indian Contract Act', 'Sale of Goods Act', 'Partnership and LLP Acts', 'Companies Act basics', 'Answer-writing practice'] },
      { name: 'Paper 3: Quantitative Aptitude', weightLabel: '100 marks (Maths 40, Reasoning 20, Statistics 40)', studyShare: 25, topics: ['Ratio, equations, indices', 'Time value of money', 'Logical reasoning', 'Statistics: central tendency, dispersion, probability'] },
      { name: 'Paper 4: Business Economics', weightLabel: '100 marks', studyShare: 20, topics: ['Demand and supply', 'Theory of production and cost', 'Market forms and pricing', 'Indian economy basics'] },
    ],
    defaultWeeks: 16,
    tips: ['Use ICAI’s own study material first, then RTPs and MTPs', 'Write law answers in the issue–law–analysis–conclusion style', 'Never skip a paper: each needs 40%'],
    resources: ['icai', 'khanStats'],
  },
  {
    id: 'gre',
    name: 'GRE General Test',
    aliases: ['gre general', 'gre exam', 'gre'],
    conductedBy: 'ETS, at test centres or at home, year-round',
    duration: 'About 1 hour 58 minutes',
    pattern: 'Analytical Writing (1 essay), Verbal Reasoning (2 sections, 27 questions), Quantitative Reasoning (2 sections, 27 questions)',
    marking: 'Verbal and Quant scored 130–170 each; Analytical Writing 0–6; no negative marking',
    sections: [
      { name: 'Verbal Reasoning', weightLabel: '130–170', studyShare: 45, topics: ['Reading comprehension', 'Text completion', 'Sentence equivalence', 'Vocabulary in context'] },
      { name: 'Quantitative Reasoning', weightLabel: '130–170', studyShare: 35, topics: ['Arithmetic and algebra', 'Geometry', 'Data analysis', 'Quantitative comparison strategy'] },
      { name: 'Analytical Writing', weightLabel: '0–6 (reported separately)', studyShare: 20, topics: ['Issue essay structure', 'Timed practice (30 minutes)', 'Examples bank'] },
    ],
    defaultWeeks: 8,
    tips: ['Take a free official POWERPREP test first to find your baseline', 'Learn vocabulary in context, not from lists alone', 'Quant is about avoiding careless errors: slow down on comparisons'],
    resources: ['etsGre', 'khanStats'],
  },
  {
    id: 'ielts',
    name: 'IELTS',
    aliases: ['ielts academic', 'ielts general', 'ielts'],
    conductedBy: 'IDP and British Council, many dates every month',
    duration: 'About 2 hours 45 minutes (Speaking may be on another day)',
    pattern: 'Listening (~30 min, 40 questions), Reading (60 min, 40 questions), Writing (60 min, 2 tasks), Speaking (11–14 min)',
    marking: 'Band 0–9 per skill; the overall band is the average; no negative marking',
    sections: [
      { name: 'Writing', weightLabel: '25% (Task 2 counts double Task 1)', studyShare: 30, topics: ['Task 1: graphs/letter', 'Task 2: essay structure', 'Coherence and grammar range', 'Timed practice'] },
      { name: 'Speaking', weightLabel: '25%', studyShare: 25, topics: ['Part 1: everyday topics', 'Part 2: 2-minute cue card', 'Part 3: discussion', 'Fluency and pronunciation'] },
      { name: 'Reading', weightLabel: '25%', studyShare: 25, topics: ['Skimming and scanning', 'True/False/Not Given', 'Matching headings', 'Time management'] },
      { name: 'Listening', weightLabel: '25%', studyShare: 20, topics: ['Form and note completion', 'Maps and diagrams', 'Multiple choice', 'Spelling accuracy'] },
    ],
    defaultWeeks: 6,
    tips: ['Record yourself speaking and listen back', 'Get writing checked against the public band descriptors', 'Practise with official materials only for mocks'],
    resources: ['ielts'],
  },
  {
    id: 'ssc-cgl',
    name: 'SSC CGL',
    shortName: 'SSC CGL',
    kind: 'government',
    career: 'ssc-officer',
    aliases: ['ssc cgl', 'cgl', 'ssc combined graduate level', 'combined graduate level', 'ssc cgl exam'],
    conductedBy: 'Staff Selection Commission (SSC), once a year',
    duration: 'Tier 1: 60 minutes; Tier 2: about 2.5 hours',
    pattern: 'Tier 1: 100 questions for 200 marks (reasoning, general awareness, quantitative aptitude, English; 25 each); Tier 2: maths, reasoning, English, general awareness, computer knowledge and a data-entry test',
    marking: 'Tier 1: +2 for a correct answer, −0.5 for a wrong one; Tier 2: +3 and −1 in most sections',
    sections: [
      { name: 'Quantitative Aptitude', weightLabel: '50 of 200 (Tier 1); most of Tier 2', studyShare: 30, topics: ['Percentages, ratio, profit and loss', 'Time, speed, distance and work', 'Algebra and simplification', 'Geometry and mensuration', 'Trigonometry', 'Data interpretation'] },
      { name: 'English Comprehension', weightLabel: '50 of 200 (Tier 1)', studyShare: 25, topics: ['Reading comprehension and cloze test', 'Error spotting and sentence improvement', 'Vocabulary: synonyms, antonyms, idioms, one-word substitution', 'Active/passive voice and narration'] },
      { name: 'General Intelligence and Reasoning', weightLabel: '50 of 200 (Tier 1)', studyShare: 20, topics: ['Analogy and classification', 'Series and coding-decoding', 'Puzzles and blood relations', 'Non-verbal reasoning (figures, mirror images)'] },
      { name: 'General Awareness', weightLabel: '50 of 200 (Tier 1)', studyShare: 20, topics: ['History, polity and geography at NCERT level', 'Static GK: awards, books, important days', 'General science', 'Current affairs of the last 6–8 months'] },
      { name: 'Computer Knowledge and data entry', weightLabel: 'qualifying (Tier 2)', studyShare: 5, topics: ['Computer basics, MS Office and the internet', 'Typing practice for the data-entry test'] },
    ],
    defaultWeeks: 24,
    tips: ['Tier 1 is about speed (100 questions in 60 minutes): practise with sectional timers', 'Maths and English decide Tier 2 merit, so give them the most hours', 'Solve previous years’ SSC questions topic by topic before you start full mocks'],
    resources: ['ssc', 'ncert', 'indiabix'],
    eligibility: 'Any graduation degree; age 18–32 depending on the post, with relaxations for reserved categories',
    selection: 'roughly 15,000–18,000 vacancies a year against 25–30 lakh applicants in recent cycles',
    after: 'document verification, and skill tests (typing or data entry) for some posts',
  },
  {
    id: 'bank-po',
    name: 'Bank PO (IBPS PO / SBI PO)',
    shortName: 'Bank PO',
    kind: 'government',
    career: 'bank-po',
    aliases: ['ibps po', 'sbi po', 'bank po', 'bank po exam', 'probationary officer', 'bank exam', 'bank exams', 'banking exam', 'banking exams', 'ibps'],
    variantNames: { 'ibps po': 'IBPS PO', 'sbi po': 'SBI PO' },
    conductedBy: 'IBPS (for most public-sector banks) and SBI (for its own officers), once a year each',
    duration: 'Prelims: 60 minutes (20 per section); Mains: about 4 hours',
    pattern: 'Prelims: 100 questions (English 30, quantitative aptitude 35, reasoning 35) with sectional timing; Mains: reasoning, data analysis, banking and economy awareness, English, and a letter and an essay',
    marking: 'A quarter of the question’s marks deducted for a wrong answer',
    sections: [
      { name: 'Reasoning Ability and Computer Aptitude', weightLabel: '35 of 100 (Prelims)', studyShare: 30, topics: ['Puzzles and seating arrangement', 'Syllogism and inequalities', 'Blood relations, directions, coding', 'Input–output and data sufficiency', 'Computer basics'] },
      { name: 'Quantitative Aptitude and Data Interpretation', weightLabel: '35 of 100 (Prelims)', studyShare: 30, topics: ['Simplification and approximation', 'Number series and quadratic equations', 'Arithmetic: percentages, profit, interest, time and work', 'Data interpretation: tables, bar and pie charts, caselets'] },
      { name: 'English Language', weightLabel: '30 of 100 (Prelims)', studyShare: 20, topics: ['Reading comprehension', 'Cloze test and error detection', 'Para jumbles and fillers', 'Vocabulary in context'] },
      { name: 'General, Economy and Banking Awareness', weightLabel: 'Mains', studyShare: 15, topics: ['RBI, monetary policy and banking terms', 'Government schemes and the Budget', 'Current affairs of the last 6 months', 'Financial awareness'] },
      { name: 'Descriptive writing (letter and essay)', weightLabel: '25 marks (Mains)', studyShare: 5, topics: ['Formal letter format', 'Essays on banking, economy and social issues', 'Timed practice: 30 minutes for both'] },
    ],
    defaultWeeks: 20,
    tips: ['Prelims is a speed test with sectional cut-offs: never leave English for later', 'Puzzles decide Reasoning, so solve two sets every day', 'Read RBI and economy news daily for Mains and the interview'],
    resources: ['ibps', 'sbiCareers', 'rbi', 'indiabix'],
    eligibility: 'Any graduation degree; age 20–30 for the general category, with relaxations for reserved categories',
    selection: 'a few thousand PO posts a year (IBPS and SBI together) against lakhs of applicants',
    after: 'an interview (SBI adds a group exercise); Mains and interview marks decide the final list',
  },
  ...STATE_PSCS.map(statePscExam),
  {
    id: 'campus-placements',
    name: 'Campus placement tests (mass recruiters)',
    shortName: 'campus placements',
    kind: 'placement',
    family: 'placements',
    generic: true,
    career: 'software-engineer',
    aliases: ['campus placement', 'campus placements', 'placement', 'placement season', 'placement drive', 'campus drive', 'campus recruitment', 'off campus drive', 'off campus', 'mass recruiter', 'mass recruiters', 'service based companies', 'service based company', 'it services company', 'it services companies', 'placement preparation', 'placement test', 'placement paper', 'get placed'],
    conductedBy: 'Each company, on campus or in national off-campus drives (TCS, Infosys, Wipro, Accenture, Cognizant, Capgemini, HCLTech, Tech Mahindra…)',
    duration: 'Online test of 1–3 hours, then interviews, often on the same day',
    pattern: 'An online test of aptitude (numerical, logical and verbal), often with pseudocode and 1–2 coding problems; then a technical interview and an HR interview (some companies add a written-English or communication test)',
    marking: 'Usually no negative marking; sectional cut-offs are common and the coding score decides higher-paying roles',
    sections: PLACEMENT_SECTIONS,
    defaultWeeks: 8,
    tips: ['Most candidates are filtered out in the online test, so aptitude practice comes first', 'One programming language, well: arrays, strings and 2 problems in an hour', 'Prepare a 1-minute introduction and explain every project on your CV'],
    resources: ['indiabix', 'hackerrank', 'gfg'],
    eligibility: 'Commonly 60% (or 6 CGPA) in Class 10, Class 12 and graduation with no active backlog; check each company’s criteria',
    after: 'Service-based companies pay freshers about ₹3.5–4.5 LPA for the standard role and ₹6–12 LPA for their digital or specialist roles, which the coding score decides',
  },
  placementTest('tcs-nqt', 'TCS NQT', ['tcs nqt', 'nqt', 'tcs national qualifier test', 'tcs ninja', 'tcs digital', 'tcs prime', 'tcs placement', 'tcs exam'], ['tcs'], 'TCS (through TCS NextStep), several national drives a year',
    'Foundation section: numerical, verbal and reasoning ability; Advanced section: advanced quantitative and reasoning ability and 2 coding problems. Your score decides the role you are considered for: Ninja, Digital or Prime',
    'Technical, managerial and HR interviews; in recent drives Ninja paid about ₹3.4–3.6 LPA, Digital about ₹7 LPA and Prime about ₹9–11.5 LPA', 'tcsNextStep'),
  placementTest('infosys-test', 'Infosys hiring test', ['infosys test', 'infosys placement', 'infosys exam', 'infytq', 'hackwithinfy', 'infosys sp', 'infosys dse', 'infosys system engineer'], ['infosys'], 'Infosys, on campus and in off-campus drives',
    'Reasoning ability, mathematical ability, verbal ability and pseudocode, with puzzle-solving in some rounds; Digital Specialist Engineer and Specialist Programmer roles add hands-on coding rounds',
    'A technical and HR interview; in recent drives System Engineer paid about ₹3.6 LPA, Digital Specialist Engineer about ₹6.25 LPA and Specialist Programmer about ₹9.5 LPA', 'infosysCareers'),
  placementTest('wipro-nth', 'Wipro Elite NTH', ['wipro elite', 'elite nth', 'wipro nth', 'national talent hunt', 'wipro turbo', 'wipro placement', 'wipro exam'], ['wipro'], 'Wipro (Elite National Talent Hunt), usually once a year',
    'Aptitude (quantitative, logical and verbal), a written communication test (an essay) and an online programming test with 2 coding questions; Turbo is the higher-paying track',
    'A technical and HR interview; in recent drives Elite paid about ₹3.5 LPA and Turbo about ₹6.5 LPA', 'wiproCareers'),
  placementTest('accenture-test', 'Accenture campus assessment', ['accenture placement', 'accenture exam', 'accenture assessment', 'accenture test'], ['accenture'], 'Accenture, on campus and in off-campus drives',
    'A cognitive and technical assessment (English, critical reasoning, abstract reasoning, MS Office and common applications, pseudocode, networking and cloud basics), a coding assessment and a communication assessment',
    'An interview; in recent drives Associate Software Engineer paid about ₹4.5 LPA and Advanced ASE about ₹6.5 LPA', 'accentureCareers'),
  placementTest('cognizant-genc', 'Cognizant GenC', ['cognizant genc', 'genc', 'genc next', 'genc pro', 'genc elevate', 'cognizant placement', 'cognizant exam'], ['cognizant', 'cts'], 'Cognizant, on campus and in off-campus drives',
    'Aptitude (quantitative, logical and verbal) and, for GenC Next and GenC Pro, coding rounds',
    'A technical and HR interview; in recent drives GenC paid about ₹4 LPA and GenC Next or Pro about ₹5.4–6.75 LPA', 'cognizantCareers'),
  placementTest('capgemini-test', 'Capgemini campus assessment', ['capgemini placement', 'capgemini exam', 'capgemini test'], ['capgemini'], 'Capgemini, on campus and in off-campus drives',
    'Pseudocode, English communication, game-based aptitude and a behavioural profile',
    'A technical and HR interview; in recent drives Analyst paid about ₹4–4.25 LPA, more for senior analyst roles', 'capgeminiCareers'),
];

export function examById(id: ExamId): Exam {
  const exam = EXAMS.find((e) => e.id === id);
  if (!exam) throw new Error(`Unknown exam: ${id}`);
  return exam;
}

// ---------------------------------------------------------------------------------------------------------
// Interests → careers (career finder)
// ---------------------------------------------------------------------------------------------------------

export interface InterestArea {
  id: string;
  label: string;
  /** Lower-case words or phrases; a plural "s" is matched automatically. */
  keywords: readonly string[];
  /** Best fit first. */
  careers: readonly CareerId[];
  /** Why people with this interest tend to enjoy these careers; second person. */
  why: string;
}

export const INTEREST_AREAS: readonly InterestArea[] = [
  {
    id: 'numbers',
    label: 'Numbers, maths and analysis',
    keywords: ['number', 'maths', 'math', 'mathematics', 'statistics', 'data', 'analysis', 'analysing', 'analyzing', 'puzzle', 'logic', 'logical', 'calculation', 'pattern', 'excel', 'problem solving', 'solving problems', 'accounts'],
    careers: ['data-analyst', 'data-scientist', 'chartered-accountant', 'software-engineer'],
    why: 'you enjoy numbers and logic, and this role uses them every day',
  },
  {
    id: 'building',
    label: 'Building and making things',
    keywords: ['build', 'building', 'making things', 'make things', 'coding', 'code', 'programming', 'computer', 'tinker', 'tinkering', 'machine', 'robot', 'robotics', 'electronics', 'gadget', 'engine', 'app', 'website', 'fixing things'],
    careers: ['software-engineer', 'web-developer', 'mechanical-engineer', 'entrepreneur'],
    why: 'you like making things that work, and this role is about building',
  },
  {
    id: 'technology',
    label: 'Technology, the internet and security',
    keywords: ['technology', 'tech', 'internet', 'hacking', 'hacker', 'cyber', 'security', 'gaming', 'linux', 'network', 'ai'],
    careers: ['cybersecurity-analyst', 'software-engineer', 'data-scientist', 'web-developer'],
    why: 'you are curious about how technology works, which this role turns into a job',
  },
  {
    id: 'helping',
    label: 'Helping and teaching people',
    keywords: ['helping', 'help people', 'helping people', 'people', 'care', 'caring', 'teach', 'teaching', 'mentor', 'mentoring', 'social work', 'community', 'volunteer', 'volunteering', 'serve', 'children', 'kids'],
    careers: ['teacher', 'doctor', 'civil-services'],
    why: 'you draw energy from helping others, which is the core of this role',
  },
  {
    id: 'art',
    label: 'Art, design and visuals',
    keywords: ['art', 'drawing', 'draw', 'sketch', 'sketching', 'painting', 'design', 'designing', 'creative', 'creativity', 'colour', 'color', 'visual', 'aesthetic', 'photography', 'fashion'],
    careers: ['ux-designer', 'content-creator', 'web-developer'],
    why: 'you think visually and creatively, and this role rewards taste and craft',
  },
  {
    id: 'business',
    label: 'Persuasion, selling and business',
    keywords: ['business', 'sell', 'selling', 'sales', 'persuade', 'persuasion', 'persuading', 'convince', 'convincing', 'negotiate', 'negotiation', 'marketing', 'money', 'leading', 'leadership', 'startup', 'entrepreneurship', 'pitch'],
    careers: ['entrepreneur', 'digital-marketer', 'product-manager'],
    why: 'you enjoy persuading people and making business happen, which this role needs daily',
  },
  {
    id: 'biology',
    label: 'Biology, health and medicine',
    keywords: ['biology', 'medicine', 'medical', 'health', 'healthcare', 'human body', 'anatomy', 'patient', 'hospital', 'life science', 'animal', 'plant', 'genetics', 'nature'],
    careers: ['doctor', 'teacher', 'data-scientist'],
    why: 'you are drawn to living things and health; this role lets you work with them',
  },
  {
    id: 'law',
    label: 'Law, debate and justice',
    keywords: ['law', 'legal', 'debate', 'debating', 'argue', 'arguing', 'argument', 'justice', 'rights', 'constitution', 'court', 'policy', 'politics'],
    careers: ['lawyer', 'civil-services'],
    why: 'you like arguing a case and care about fairness and rules, as this role demands',
  },
  {
    id: 'writing',
    label: 'Writing, stories and communication',
    keywords: ['write', 'writing', 'writer', 'story', 'stories', 'storytelling', 'blog', 'blogging', 'content', 'reading', 'book', 'journalism', 'poetry', 'communication', 'public speaking', 'speaking', 'video', 'youtube', 'instagram'],
    careers: ['content-creator', 'digital-marketer', 'lawyer', 'teacher'],
    why: 'you express ideas well, and this role runs on words and stories',
  },
  {
    id: 'public-service',
    label: 'Public service and government',
    keywords: ['government', 'govt', 'sarkari', 'government job', 'govt job', 'job security', 'secure job', 'stable job', 'nation', 'country', 'public service', 'administration', 'society', 'social change', 'governance', 'bank job', 'banking'],
    careers: ['civil-services', 'ssc-officer', 'bank-po', 'teacher', 'lawyer'],
    why: 'you want to improve society at scale, which this role is built for',
  },
];
