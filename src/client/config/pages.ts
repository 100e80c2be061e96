/**
 * Page copy for the content pages as data: the document title, meta description, the page's <h1> and its
 * intro paragraph (figures from the spec's constants). `pageMeta()` turns an entry into route `meta`.
 */
import { type Locale, defaultLocale, isLocale, localizedPath, locales } from '~/shared/locales';
import { notFoundMessages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { PLAN_TERMS, STUDENT_DISCOUNT_PERCENT, YEARLY_SAVING_PERCENT } from '~/shared/plans';

export interface PageCopy {
  /** Document title before ' · ChangePath'. */
  title: string;
  /** <meta name="description">. */
  description: string;
  /** The page's one <h1>. */
  heading: string;
  /** The paragraph under the heading. */
  intro: string;
  /** The page's path, for og:url (relative: the site's origin is a deployment setting). */
  path?: string;
  /** og:image path; the site-wide social image when omitted. */
  image?: string;
}

export const siteName = 'ChangePath';

/**
 * Facts the Pricing page, the legal pages and the FAQ must state alike. The support address is the default of
 * SUPPORT_EMAIL (.env.example); the refund window is the one promised in the Terms of Service.
 */
export const sitePolicies = {
  supportEmail: 'support@changepath.test',
  /** Days after the first payment of a paid plan in which a full refund can be requested. */
  refundWindowDays: 7,
  /** Support reply time. */
  supportReplyHours: 24,
} as const;

export const pageCopy = {
  home: {
    path: paths.home,
    title: 'Career guidance, AI tools and courses',
    description:
      'ChangePath helps students, professionals and career changers learn, build skills and grow their careers with AI career tools, micro-courses, mentorship and live ChangeTalks.',
    heading: 'Learn. Grow. Transform. Your Career Path Forward',
    intro:
      'AI-powered career guidance, career roadmaps, mentorship with industry professionals and personalised micro-courses, all in one place.',
  },
  about: {
    path: paths.about,
    title: 'About',
    description:
      'Our mission, our vision and what ChangePath offers: AI tools, a global community and personalized learning.',
    heading: 'About ChangePath',
    intro:
      'Our mission is to help every student, professional and career changer find and follow a career path that fits them. We bring together AI career tools, a global community of learners and mentors, and personalized learning so that no one has to plan their next step alone.',
  },
  contact: {
    path: paths.contact,
    title: 'Contact',
    description:
      'Get in touch with the ChangePath team about courses, AI tools, mentorship, partnerships or your account.',
    heading: 'Contact Us',
    intro:
      'Questions about courses, AI tools, mentorship, partnerships or your account? Our support team replies to e-mail within 24 hours. Office hours are Monday to Friday 9:00 to 18:00 and Saturday 10:00 to 14:00 IST; we are closed on Sundays.',
  },
  pricing: {
    path: paths.pricing,
    title: 'Pricing',
    description: 'ChangePath plans: Free, Premium and Business, billed monthly or yearly.',
    heading: 'Pricing Plans',
    intro:
      `Every plan has every course, with its quiz and certificate, ChangeTalks and the community. Free includes ${PLAN_TERMS.free.aiConversationsPerDay} AI tool uses a day; Premium (₹499 a month or ₹4,999 a year) adds unlimited AI and ${PLAN_TERMS.premium.mentorshipSessionsPerMonth} mentorship sessions a month; Business (₹999 a month or ₹9,999 a year) ${PLAN_TERMS.business.mentorshipSessionsPerMonth} sessions a month. Paying yearly saves ${YEARLY_SAVING_PERCENT}%, and students get ${STUDENT_DISCOUNT_PERCENT}% off.`,
  },
  career: {
    path: paths.career,
    title: 'Career Paths',
    description: 'Career assessment, industry pathway maps, exam preparation and trending careers.',
    heading: 'Find Your Career Path',
    intro:
      'Explore industry pathway maps, prepare for exams and see which careers are trending. Our career assessment takes about 15 minutes and 25 questions and points you to the roadmap that suits your skills and goals.',
  },
  blog: {
    path: paths.blog,
    title: 'Blog',
    description:
      'Articles, guides and career insights from ChangePath: careers, skills, entrepreneurship and industry trends.',
    heading: 'Resource Hub',
    intro:
      'Articles, guides and insights on careers, skills, entrepreneurship and industry trends, written to help you take your next step with confidence.',
  },
  terms: {
    path: paths.terms,
    title: 'Terms of Service',
    description: 'The terms that govern your use of ChangePath.',
    heading: 'Terms of Service',
    intro:
      'These terms set out the rules for using ChangePath: its website, courses, AI career tools, ChangeTalks events, mentorship and community. By creating an account or using the platform you agree to them.',
  },
  privacy: {
    path: paths.privacy,
    title: 'Privacy Policy',
    description: 'What personal information ChangePath collects, how it is used and the choices you have.',
    heading: 'Privacy Policy',
    intro:
      'This policy explains what personal information ChangePath collects when you use the platform, how we use it to provide courses, AI tools, events and mentorship, and the choices you have about it.',
  },
  codeOfConduct: {
    path: paths.codeOfConduct,
    title: 'Code of Conduct',
    description: 'How we expect everyone in the ChangePath community to behave.',
    heading: 'Code of Conduct',
    intro:
      'ChangePath is a community of learners, mentors, speakers and entrepreneurs. This code describes how we expect everyone to behave in community discussions, ChangeTalks events and mentorship sessions: with respect, honesty and care for one another.',
  },
  demo: {
    path: paths.demo,
    title: 'Book a Demo',
    description: 'Book a personalized demo of ChangePath for your institution or team.',
    heading: 'Book a Demo',
    intro:
      'See how ChangePath can support your students or your team. Book a personalized walkthrough of our AI career tools, courses and partnership programmes with one of our experts, at a time that suits you.',
  },
  partner: {
    path: paths.partner,
    title: 'Partner with Us',
    description: 'Partner your college with ChangePath to give students AI career guidance, courses and mentorship.',
    heading: 'Partner with Us',
    intro:
      'Colleges partner with ChangePath to give their students career guidance, courses and mentorship. Apply, and our team reviews your application and calls you to verify it (5 to 7 business days). Once approved you get full access to the partner admin dashboard and can onboard students and faculty with your institution code.',
  },
  universityPartner: {
    path: paths.universityPartner,
    title: 'University Partners',
    description:
      'The ChangePath University Partnership Program: student access, curriculum integration and industry mentorship.',
    heading: 'University Partnership Program',
    intro:
      'Give your students access to ChangePath, bring career skills into your curriculum and connect your students with industry mentors.',
  },
  certificates: {
    path: paths.certificates,
    title: 'Certificates',
    description: 'Your ChangePath course certificates.',
    heading: 'My Certificates',
    intro:
      'Earn a certificate for every ChangePath course you complete. Completed certificates can be downloaded and verified; courses you are still taking are listed as in progress.',
  },
  aiTools: {
    path: paths.aiTools,
    title: 'AI Tools',
    description: 'AI-powered career tools: assistants for resumes, interviews, career planning and more.',
    heading: 'AI-Powered Career Tools',
    intro:
      'AI assistants for every step of your career, from planning your path to preparing for interviews. Sign in to open a tool and chat with its assistant.',
  },
  changeTalks: {
    path: paths.changeTalks,
    title: 'ChangeTalks',
    description: 'ChangeTalks: live talks from industry professionals and founders, and recordings of past talks.',
    heading: 'ChangeTalks',
    intro:
      'Live talks from industry professionals, founders and career changers. Register for upcoming events or catch up on recordings of past talks.',
  },
  entrepreneurship: {
    path: paths.entrepreneurship,
    title: 'Entrepreneurship',
    description:
      'The ChangePath entrepreneurship hub: pitch deck builder, mentor matching, business model canvas, courses and community.',
    heading: 'Entrepreneurship Hub',
    intro:
      'Everything you need to turn an idea into a business: a pitch deck builder, mentor matching, a business model canvas, courses, financial tools and a community of founders.',
  },
  mentorship: {
    path: paths.mentorship,
    title: 'Mentorship',
    description: 'The ChangePath Mentorship Program: one-to-one guidance from industry professionals.',
    heading: 'Mentorship Program',
    intro:
      'Get one-to-one guidance from industry professionals who have walked the path you are on. Mentorship sessions last 30 minutes and focus on your goals, your questions and your next step.',
  },
  partnerAdmin: {
    path: paths.partnerAdmin,
    title: 'Partner Admin Dashboard',
    description: 'Manage your institution’s ChangePath partnership.',
    heading: 'Partner Admin Dashboard',
    intro:
      'Manage your institution’s partnership: student reports and exclusive events and workshops. New partner applications need super-admin approval before the dashboard is available.',
  },
  businessModelCanvas: {
    path: paths.businessModelCanvas,
    title: 'Business Model Canvas',
    description: 'Map your business model on one page with the ChangePath business model canvas.',
    heading: 'Business Model Canvas',
    intro:
      'Describe your business on one page: key partners, key activities, key resources, value proposition, customer relationships, channels, customer segments, cost structure and revenue streams.',
  },
  search: {
    path: paths.search,
    title: 'Search',
    description: 'Search ChangePath: talks, courses and lessons, community threads, blog posts, mentors and AI tools.',
    heading: 'Search',
    intro: 'Find talks, courses and lessons, community threads, blog posts, mentors and AI tools. Signed in, your own canvases and pitch decks are found too.',
  },
  assessment: {
    path: paths.assessment,
    title: 'Skills assessment',
    description: 'A free 15-minute, 25-question skills assessment: see where you stand in five areas and what to learn next.',
    heading: 'Skills assessment',
    intro:
      'Twenty-five short questions on career direction, digital and data skills, communication, entrepreneurship and money. In about 15 minutes you see where you stand in each area, and the courses, talks and tools that fit what to learn next.',
  },
  notifications: {
    path: paths.notifications,
    title: 'Notifications',
    description: 'Replies, likes, talk updates, bookings and certificates: everything ChangePath has told you about.',
    heading: 'Notifications',
    intro: 'Newest first. Open one to go to what it is about; it is then marked as read.',
  },
  billing: {
    path: paths.billing,
    title: 'Billing',
    description: 'Your ChangePath plan, its next charge, and your GST invoices.',
    heading: 'Billing',
    intro: 'Your plan, what it costs and when it renews, and a GST invoice for every payment.',
  },
  checkout: {
    path: paths.checkout,
    title: 'Checkout',
    description: 'Pay for ChangePath Premium or Business with UPI, a card or net banking through Razorpay.',
    heading: 'Checkout',
    intro: 'Check the plan and price, tell us your state for GST, then pay securely with Razorpay.',
  },
  team: {
    path: paths.team,
    title: 'Business for teams',
    description: 'Buy ChangePath Business seats for your organisation on one GST invoice, and invite your team by e-mail.',
    heading: 'Business for teams',
    intro:
      'Buy Business seats for your organisation, 10 or more, on one GST invoice made out to your GSTIN. You get a Razorpay payment link that you or your accounts team can pay; then invite your team by e-mail. Everyone who accepts has Business until the period you paid for ends.',
  },
  teamJoin: {
    path: paths.teamJoin,
    title: 'Join your team',
    description: 'Accept an invitation to a team on ChangePath Business.',
    heading: 'Join your team on ChangePath Business',
    intro: 'Your organisation pays for your seat: accept to get Business on your own account.',
  },
  notificationsUnsubscribe: {
    path: paths.notificationsUnsubscribe,
    title: 'Unsubscribe',
    description: 'Stop one kind of ChangePath e-mail.',
    heading: 'Unsubscribe from these e-mails',
    intro: 'These notifications will stay in the app, under the bell; only their e-mails stop.',
  },
  welcome: {
    path: paths.welcome,
    title: 'Welcome',
    description: 'Tell ChangePath where you are and where you want to go, so your next steps fit you.',
    heading: 'Welcome to ChangePath',
    intro: 'Four quick questions so that your dashboard, courses and the AI mentor fit where you are. It takes a minute, and you can change it any time on your profile.',
  },
  courses: {
    path: paths.courses,
    title: 'Courses',
    description:
      'Practical courses for entrepreneurs: market research, financial planning, marketing, legal essentials, MVPs and scaling.',
    heading: 'Courses & Learning',
    intro:
      'Short, practical courses for founders, from market research and financial planning to digital marketing, legal essentials, building your MVP and scaling your startup.',
  },
  financialTools: {
    path: paths.financialTools,
    title: 'Financial Tools',
    description: 'Break-even and runway calculators, valuation methods and financial templates for startups.',
    heading: 'Financial Tools',
    intro:
      'Work out your break-even point and your cash runway, learn the common ways startups are valued, and find templates for financial planning.',
  },
  mentorMatching: {
    path: paths.mentorMatching,
    title: 'Mentor Matching',
    description:
      'Find an experienced mentor for your startup in technology, finance, healthcare, retail or environment.',
    heading: 'Mentor Matching',
    intro:
      'Find a mentor who has built a company in your industry: technology, finance, healthcare, retail or environment.',
  },
  pitchDeckBuilder: {
    path: paths.pitchDeckBuilder,
    title: 'Pitch Deck Builder',
    description: 'Build an investor pitch deck slide by slide with guidance and tips.',
    heading: 'Pitch Deck Builder',
    intro:
      'Build your investor pitch one slide at a time: ten slides from the title slide and the problem to your financials and funding ask, each with guidance and tips.',
  },
  community: {
    path: paths.community,
    title: 'Community',
    description:
      'The ChangePath community hub: discussions on ideas, fundraising, hiring, legal, marketing and product.',
    heading: 'Community Hub',
    intro:
      'Ask questions, share ideas and learn from other founders and learners. Discussions cover general topics, ideas, fundraising, hiring, legal, marketing and product.',
  },
  admin: {
    path: paths.admin,
    title: 'Admin',
    description: 'ChangePath administration.',
    heading: 'Admin',
    intro: 'Opening the admin dashboard.',
  },
  notFound: {
    title: 'Page not found',
    description: notFoundMessages.text,
    heading: notFoundMessages.title,
    intro: notFoundMessages.text,
  },
} satisfies Record<string, PageCopy>;

/** The site-wide social preview image (1200×630 PNG) used when a page has no image of its own. */
export const defaultSocialImage = '/images/og/changepath.png';

/** What a page says about itself in link previews (Open Graph). */
export interface SocialMeta {
  title: string;
  description: string;
  /** Path of the page (canonical link and og:url); the requested path when omitted. */
  path?: string;
  /** Path (or absolute URL) of the preview image; the site-wide one when omitted. */
  image?: string;
  /** og:type: 'website' for pages, 'article' for blog posts. */
  type?: 'website' | 'article';
  /** schema.org JSON-LD describing the page's subject (Event, DiscussionForumPosting, Course, Person…). */
  jsonLd?: Record<string, unknown>;
}

/** What a route's `meta` function receives that the tags need: the requested path and the root loader's origin. */
export interface MetaContext {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The site's origin for absolute links (`PUBLIC_URL`, or the request's own origin in demo mode), from the root loader. */
export function siteOrigin(args: MetaContext | undefined): string {
  const root = args?.matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/** The page's language, from the root loader (English when unknown). */
export function metaLocale(args: MetaContext | undefined): Locale {
  const root = args?.matches.find((m) => m?.id === 'root')?.loaderData as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : defaultLocale;
}

/** Open Graph's name of each language (language_TERRITORY). */
const ogLocale: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/** `path` on the site's origin ('' origin leaves it relative); absolute URLs pass through. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

/**
 * Route `meta` entries for a page: `<title>`, meta description, the canonical link, the Open Graph / Twitter card
 * tags with absolute URLs (og:url, og:image), and the page's JSON-LD when it has one. `title` is used as given
 * (callers add ' · ChangePath' themselves where they want it). Pass the meta function's arguments as `args`.
 */
export function socialMeta({ title, description, path, image, type = 'website', jsonLd }: SocialMeta, args?: MetaContext) {
  const origin = siteOrigin(args);
  const locale = metaLocale(args);
  // `location.pathname` has no language prefix (React Router strips the basename): the English path of this page.
  const englishPath = path ?? args?.location.pathname ?? '/';
  const url = absoluteUrl(origin, localizedPath(englishPath, locale));
  const entries: Array<Record<string, unknown>> = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    // The same page in every language, and English for everyone else (hreflang, as search engines read it).
    ...locales.map((lang) => ({ tagName: 'link', rel: 'alternate', hrefLang: lang, href: absoluteUrl(origin, localizedPath(englishPath, lang)) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(origin, localizedPath(englishPath, defaultLocale)) },
    { property: 'og:locale', content: ogLocale[locale] },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(origin, image ?? defaultSocialImage) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (jsonLd) entries.push({ 'script:ld+json': { '@context': 'https://schema.org', ...jsonLd } });
  return entries;
}

/** Route `meta` for a page: `<title>{title} · ChangePath</title>`, its description, canonical link and Open Graph tags. */
export function pageMeta(copy: PageCopy, extra: Array<Record<string, string>> = [], args?: MetaContext) {
  return [...socialMeta({ title: `${copy.title} · ${siteName}`, description: copy.description, path: copy.path, image: copy.image }, args), ...extra];
}
