/**
 * Every route of the web app and the linked-but-unlisted ones the spec points at, as data.
 * Used by the client router, the sitemap, and tests.
 */

/** Route patterns the client app serves. `:param` segments match one path segment. */
export const paths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  profile: '/profile',
  about: '/about',
  contact: '/contact',
  pricing: '/pricing',
  career: '/career',
  blog: '/blog',
  terms: '/terms',
  privacy: '/privacy',
  codeOfConduct: '/code-of-conduct',
  demo: '/demo',
  partner: '/partner',
  universityPartner: '/university-partner',
  certificates: '/certificates',
  aiTools: '/ai-tools',
  changeTalks: '/changetalks',
  entrepreneurship: '/entrepreneurship',
  mentorship: '/mentorship',
  partnerAdmin: '/partner-admin',
  businessModelCanvas: '/entrepreneurship/business-model-canvas',
  courses: '/entrepreneurship/courses',
  financialTools: '/entrepreneurship/financial-tools',
  mentorMatching: '/entrepreneurship/mentor-matching',
  pitchDeckBuilder: '/entrepreneurship/pitch-deck-builder',
  community: '/entrepreneurship/community',
  adminSignIn: '/admin-signin',
  adminDashboard: '/admin-dashboard',
  // Linked from the header, footer and pages but not in the spec's route table.
  admin: '/admin',
  communityShort: '/community',
  coursesShort: '/courses',
  devOutbox: '/dev/outbox',
  // Pages of one course, certificate or mentor.
  courseDetail: '/entrepreneurship/courses/:slug',
  courseDetailShort: '/courses/:slug',
  // A course's lessons and its graded quiz, under either prefix.
  lesson: '/entrepreneurship/courses/:slug/lessons/:position',
  lessonShort: '/courses/:slug/lessons/:position',
  courseQuiz: '/entrepreneurship/courses/:slug/quiz',
  courseQuizShort: '/courses/:slug/quiz',
  // The skills assessment the landing page promises, and the first-run onboarding.
  assessment: '/assessment',
  welcome: '/welcome',
  certificateVerify: '/certificates/verify/:id',
  mentorProfile: '/entrepreneurship/mentor-matching/:slug',
  // Blog / Resource Hub pages: one per article, category and tag in content/blog (all in the sitemap).
  blogPost: '/blog/:postId',
  blogCategory: '/blog/category/:slug',
  blogTag: '/blog/tag/:slug',
  // Forms and partnerships: the footer's Become a Speaker page and an applicant's private
  // partnership status page (client-rendered; the token is the private link).
  becomeSpeaker: '/become-speaker',
  partnershipStatus: '/partnership-status/:token',
  // A page for each talk and community thread: `<title words>-<id>` (shared/slugs.ts).
  talk: '/changetalks/:slug',
  communityThread: '/community/:slug',
  // Notifications: the list, and where an e-mail's unsubscribe link leads.
  notifications: '/notifications',
  notificationsUnsubscribe: '/notifications/unsubscribe',
  // Site search: results for `?q=` (noindex; not in the sitemap).
  search: '/search',
  // A page for each AI tool: what it does, and a form to ask it (`?conversation=<id>` shows a conversation).
  aiTool: '/ai-tools/:slug',
  // Paid plans: the person's plan, invoices and cancel; the checkout of one plan (`?plan=&period=`).
  billing: '/billing',
  checkout: '/billing/checkout',
  // Business for teams: the owner's seats, payment link and members; an invitation's page (`?token=`).
  team: '/billing/team',
  teamJoin: '/billing/team/join',
} as const;

export type PathName = keyof typeof paths;

/** Public pages that are the same for every visitor (listed in the sitemap with the talks, threads, courses and mentors). */
export const publicPagePaths: string[] = [
  paths.home,
  paths.signIn,
  paths.signUp,
  paths.resetPassword,
  paths.about,
  paths.contact,
  paths.pricing,
  paths.career,
  paths.blog,
  paths.terms,
  paths.privacy,
  paths.codeOfConduct,
  paths.demo,
  paths.partner,
  paths.universityPartner,
  paths.certificates,
  paths.aiTools,
  paths.changeTalks,
  paths.entrepreneurship,
  paths.mentorship,
  paths.businessModelCanvas,
  paths.courses,
  paths.financialTools,
  paths.mentorMatching,
  paths.pitchDeckBuilder,
  paths.community,
  paths.adminSignIn,
  paths.communityShort,
  paths.coursesShort,
  paths.becomeSpeaker,
  paths.assessment,
];

const knownPatterns: RegExp[] = Object.values(paths).map(
  (p) => new RegExp('^' + p.replace(/:[^/]+/g, '[^/]+') + '/?$'),
);

/** True when `pathname` (no query string) is a page of the app; false means the 404 page. */
export function isKnownPath(pathname: string): boolean {
  return knownPatterns.some((re) => re.test(pathname));
}
