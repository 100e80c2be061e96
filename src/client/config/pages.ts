/**
 * Page copy for the content pages as data: the document title, meta description, the page's <h1> and its
 * intro paragraph (figures from the spec's constants), as messages each language translates (`msg`). `pageMeta()`
 * turns an entry into route `meta` in the page's language; a component shows a field with `i18n._(copy.heading)`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notFoundMessages } from '~/client/components/layout/not-found-content';
import { i18nFor } from '~/client/lib/i18n';
import { type Locale, defaultLocale, isLocale, localizedPath, locales } from '~/shared/locales';
import { paths } from '~/shared/paths';
import { PLAN_TERMS, STUDENT_DISCOUNT_PERCENT, YEARLY_SAVING_PERCENT } from '~/shared/plans';

export interface PageCopy {
  /** Document title before ' · ChangePath'. */
  title: MessageDescriptor;
  /** <meta name="description">. */
  description: MessageDescriptor;
  /** The page's one <h1>. */
  heading: MessageDescriptor;
  /** The paragraph under the heading. */
  intro: MessageDescriptor;
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
    title: msg`Career guidance, AI tools and courses`,
    description:
      msg`ChangePath helps students, professionals and career changers learn, build skills and grow their careers with AI career tools, micro-courses, mentorship and live ChangeTalks.`,
    heading: msg`Learn. Grow. Transform. Your Career Path Forward`,
    intro:
      msg`AI-powered career guidance, career roadmaps, mentorship with industry professionals and personalised micro-courses, all in one place.`,
  },
  about: {
    path: paths.about,
    title: msg`About`,
    description:
      msg`Our mission, our vision and what ChangePath offers: AI tools, a global community and personalized learning.`,
    heading: msg`About ChangePath`,
    intro:
      msg`Our mission is to help every student, professional and career changer find and follow a career path that fits them. We bring together AI career tools, a global community of learners and mentors, and personalized learning so that no one has to plan their next step alone.`,
  },
  contact: {
    path: paths.contact,
    title: msg`Contact`,
    description:
      msg`Get in touch with the ChangePath team about courses, AI tools, mentorship, partnerships or your account.`,
    heading: msg`Contact Us`,
    intro:
      msg`Questions about courses, AI tools, mentorship, partnerships or your account? Our support team replies to e-mail within 24 hours. Office hours are Monday to Friday 9:00 to 18:00 and Saturday 10:00 to 14:00 IST; we are closed on Sundays.`,
  },
  pricing: {
    path: paths.pricing,
    title: msg`Pricing`,
    description: msg`ChangePath plans: Free, Premium and Business, billed monthly or yearly.`,
    heading: msg`Pricing Plans`,
    intro:
      msg`Every plan has every course, with its quiz and certificate, ChangeTalks and the community. Free includes ${PLAN_TERMS.free.aiConversationsPerDay} AI tool uses a day; Premium (₹499 a month or ₹4,999 a year) adds unlimited AI and ${PLAN_TERMS.premium.mentorshipSessionsPerMonth} mentorship sessions a month; Business (₹999 a month or ₹9,999 a year) ${PLAN_TERMS.business.mentorshipSessionsPerMonth} sessions a month. Paying yearly saves ${YEARLY_SAVING_PERCENT}%, and students get ${STUDENT_DISCOUNT_PERCENT}% off.`,
  },
  career: {
    path: paths.career,
    title: msg`Career Paths`,
    description: msg`Career assessment, industry pathway maps, exam preparation and trending careers.`,
    heading: msg`Find Your Career Path`,
    intro:
      msg`Explore industry pathway maps, prepare for exams and see which careers are trending. Our career assessment takes about 15 minutes and 25 questions and points you to the roadmap that suits your skills and goals.`,
  },
  blog: {
    path: paths.blog,
    title: msg`Blog`,
    description:
      msg`Articles, guides and career insights from ChangePath: careers, skills, entrepreneurship and industry trends.`,
    heading: msg`Resource Hub`,
    intro:
      msg`Articles, guides and insights on careers, skills, entrepreneurship and industry trends, written to help you take your next step with confidence.`,
  },
  terms: {
    path: paths.terms,
    title: msg`Terms of Service`,
    description: msg`The terms that govern your use of ChangePath.`,
    heading: msg`Terms of Service`,
    intro:
      msg`These terms set out the rules for using ChangePath: its website, courses, AI career tools, ChangeTalks events, mentorship and community. By creating an account or using the platform you agree to them.`,
  },
  privacy: {
    path: paths.privacy,
    title: msg`Privacy Policy`,
    description: msg`What personal information ChangePath collects, how it is used and the choices you have.`,
    heading: msg`Privacy Policy`,
    intro:
      msg`This policy explains what personal information ChangePath collects when you use the platform, how we use it to provide courses, AI tools, events and mentorship, and the choices you have about it.`,
  },
  codeOfConduct: {
    path: paths.codeOfConduct,
    title: msg`Code of Conduct`,
    description: msg`How we expect everyone in the ChangePath community to behave.`,
    heading: msg`Code of Conduct`,
    intro:
      msg`ChangePath is a community of learners, mentors, speakers and entrepreneurs. This code describes how we expect everyone to behave in community discussions, ChangeTalks events and mentorship sessions: with respect, honesty and care for one another.`,
  },
  demo: {
    path: paths.demo,
    title: msg`Book a Demo`,
    description: msg`Book a personalized demo of ChangePath for your institution or team.`,
    heading: msg`Book a Demo`,
    intro:
      msg`See how ChangePath can support your students or your team. Book a personalized walkthrough of our AI career tools, courses and partnership programmes with one of our experts, at a time that suits you.`,
  },
  partner: {
    path: paths.partner,
    title: msg`Partner with Us`,
    description: msg`Partner your college with ChangePath to give students AI career guidance, courses and mentorship.`,
    heading: msg`Partner with Us`,
    intro:
      msg`Colleges partner with ChangePath to give their students career guidance, courses and mentorship. Apply, and our team reviews your application and calls you to verify it (5 to 7 business days). Once approved you get full access to the partner admin dashboard and can onboard students and faculty with your institution code.`,
  },
  universityPartner: {
    path: paths.universityPartner,
    title: msg`University Partners`,
    description:
      msg`The ChangePath University Partnership Program: student access, curriculum integration and industry mentorship.`,
    heading: msg`University Partnership Program`,
    intro:
      msg`Give your students access to ChangePath, bring career skills into your curriculum and connect your students with industry mentors.`,
  },
  certificates: {
    path: paths.certificates,
    title: msg`Certificates`,
    description: msg`Your ChangePath course certificates.`,
    heading: msg`My Certificates`,
    intro:
      msg`Earn a certificate for every ChangePath course you complete. Completed certificates can be downloaded and verified; courses you are still taking are listed as in progress.`,
  },
  aiTools: {
    path: paths.aiTools,
    title: msg`AI Tools`,
    description: msg`AI-powered career tools: assistants for resumes, interviews, career planning and more.`,
    heading: msg`AI-Powered Career Tools`,
    intro:
      msg`AI assistants for every step of your career, from planning your path to preparing for interviews. Sign in to open a tool and chat with its assistant.`,
  },
  changeTalks: {
    path: paths.changeTalks,
    title: msg`ChangeTalks`,
    description: msg`ChangeTalks: live talks from industry professionals and founders, and recordings of past talks.`,
    heading: msg`ChangeTalks`,
    intro:
      msg`Live talks from industry professionals, founders and career changers. Register for upcoming events or catch up on recordings of past talks.`,
  },
  entrepreneurship: {
    path: paths.entrepreneurship,
    title: msg`Entrepreneurship`,
    description:
      msg`The ChangePath entrepreneurship hub: pitch deck builder, mentor matching, business model canvas, courses and community.`,
    heading: msg`Entrepreneurship Hub`,
    intro:
      msg`Everything you need to turn an idea into a business: a pitch deck builder, mentor matching, a business model canvas, courses, financial tools and a community of founders.`,
  },
  mentorship: {
    path: paths.mentorship,
    title: msg`Mentorship`,
    description: msg`The ChangePath Mentorship Program: one-to-one guidance from industry professionals.`,
    heading: msg`Mentorship Program`,
    intro:
      msg`Get one-to-one guidance from industry professionals who have walked the path you are on. Mentorship sessions last 30 minutes and focus on your goals, your questions and your next step.`,
  },
  partnerAdmin: {
    path: paths.partnerAdmin,
    title: msg`Partner Admin Dashboard`,
    description: msg`Manage your institution’s ChangePath partnership.`,
    heading: msg`Partner Admin Dashboard`,
    intro:
      msg`Manage your institution’s partnership: student reports and exclusive events and workshops. New partner applications need super-admin approval before the dashboard is available.`,
  },
  businessModelCanvas: {
    path: paths.businessModelCanvas,
    title: msg`Business Model Canvas`,
    description: msg`Map your business model on one page with the ChangePath business model canvas.`,
    heading: msg`Business Model Canvas`,
    intro:
      msg`Describe your business on one page: key partners, key activities, key resources, value proposition, customer relationships, channels, customer segments, cost structure and revenue streams.`,
  },
  search: {
    path: paths.search,
    title: msg`Search`,
    description: msg`Search ChangePath: talks, courses and lessons, community threads, blog posts, mentors and AI tools.`,
    heading: msg`Search`,
    intro: msg`Find talks, courses and lessons, community threads, blog posts, mentors and AI tools. Signed in, your own canvases and pitch decks are found too.`,
  },
  assessment: {
    path: paths.assessment,
    title: msg`Skills assessment`,
    description: msg`A free 15-minute, 25-question skills assessment: see where you stand in five areas and what to learn next.`,
    heading: msg`Skills assessment`,
    intro:
      msg`Twenty-five short questions on career direction, digital and data skills, communication, entrepreneurship and money. In about 15 minutes you see where you stand in each area, and the courses, talks and tools that fit what to learn next.`,
  },
  notifications: {
    path: paths.notifications,
    title: msg`Notifications`,
    description: msg`Replies, likes, talk updates, bookings and certificates: everything ChangePath has told you about.`,
    heading: msg`Notifications`,
    intro: msg`Newest first. Open one to go to what it is about; it is then marked as read.`,
  },
  billing: {
    path: paths.billing,
    title: msg`Billing`,
    description: msg`Your ChangePath plan, its next charge, and your GST invoices.`,
    heading: msg`Billing`,
    intro: msg`Your plan, what it costs and when it renews, and a GST invoice for every payment.`,
  },
  checkout: {
    path: paths.checkout,
    title: msg`Checkout`,
    description: msg`Pay for ChangePath Premium or Business with UPI, a card or net banking through Razorpay.`,
    heading: msg`Checkout`,
    intro: msg`Check the plan and price, tell us your state for GST, then pay securely with Razorpay.`,
  },
  team: {
    path: paths.team,
    title: msg`Business for teams`,
    description: msg`Buy ChangePath Business seats for your organisation on one GST invoice, and invite your team by e-mail.`,
    heading: msg`Business for teams`,
    intro:
      msg`Buy Business seats for your organisation, 10 or more, on one GST invoice made out to your GSTIN. You get a Razorpay payment link that you or your accounts team can pay; then invite your team by e-mail. Everyone who accepts has Business until the period you paid for ends.`,
  },
  teamJoin: {
    path: paths.teamJoin,
    title: msg`Join your team`,
    description: msg`Accept an invitation to a team on ChangePath Business.`,
    heading: msg`Join your team on ChangePath Business`,
    intro: msg`Your organisation pays for your seat: accept to get Business on your own account.`,
  },
  notificationsUnsubscribe: {
    path: paths.notificationsUnsubscribe,
    title: msg`Unsubscribe`,
    description: msg`Stop one kind of ChangePath e-mail.`,
    heading: msg`Unsubscribe from these e-mails`,
    intro: msg`These notifications will stay in the app, under the bell; only their e-mails stop.`,
  },
  welcome: {
    path: paths.welcome,
    title: msg`Welcome`,
    description: msg`Tell ChangePath where you are and where you want to go, so your next steps fit you.`,
    heading: msg`Welcome to ChangePath`,
    intro: msg`Four quick questions so that your dashboard, courses and the AI mentor fit where you are. It takes a minute, and you can change it any time on your profile.`,
  },
  courses: {
    path: paths.courses,
    title: msg`Courses`,
    description:
      msg`Practical courses for entrepreneurs: market research, financial planning, marketing, legal essentials, MVPs and scaling.`,
    heading: msg`Courses & Learning`,
    intro:
      msg`Short, practical courses for founders, from market research and financial planning to digital marketing, legal essentials, building your MVP and scaling your startup.`,
  },
  financialTools: {
    path: paths.financialTools,
    title: msg`Financial Tools`,
    description: msg`Break-even and runway calculators, valuation methods and financial templates for startups.`,
    heading: msg`Financial Tools`,
    intro:
      msg`Work out your break-even point and your cash runway, learn the common ways startups are valued, and find templates for financial planning.`,
  },
  mentorMatching: {
    path: paths.mentorMatching,
    title: msg`Mentor Matching`,
    description:
      msg`Find an experienced mentor for your startup in technology, finance, healthcare, retail or environment.`,
    heading: msg`Mentor Matching`,
    intro:
      msg`Find a mentor who has built a company in your industry: technology, finance, healthcare, retail or environment.`,
  },
  pitchDeckBuilder: {
    path: paths.pitchDeckBuilder,
    title: msg`Pitch Deck Builder`,
    description: msg`Build an investor pitch deck slide by slide with guidance and tips.`,
    heading: msg`Pitch Deck Builder`,
    intro:
      msg`Build your investor pitch one slide at a time: ten slides from the title slide and the problem to your financials and funding ask, each with guidance and tips.`,
  },
  community: {
    path: paths.community,
    title: msg`Community`,
    description:
      msg`The ChangePath community hub: discussions on ideas, fundraising, hiring, legal, marketing and product.`,
    heading: msg`Community Hub`,
    intro:
      msg`Ask questions, share ideas and learn from other founders and learners. Discussions cover general topics, ideas, fundraising, hiring, legal, marketing and product.`,
  },
  admin: {
    path: paths.admin,
    title: msg`Admin`,
    description: msg`ChangePath administration.`,
    heading: msg`Admin`,
    intro: msg`Opening the admin dashboard.`,
  },
  certificateVerify: {
    title: msg`Certificate Verification`,
    description: msg`Check that a ChangePath course certificate is genuine.`,
    heading: msg`Certificate Verification`,
    intro: msg`Check that a ChangePath course certificate is genuine.`,
  },
  notFound: {
    title: msg`Page not found`,
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

/**
 * Route `meta` for a page: `<title>{title} · ChangePath</title>`, its description, canonical link and Open Graph tags,
 * in the page's language (from `args`; English without them).
 */
/** `text` in the page's language, for a meta function (the root loader's locale). */
export function metaText(args: MetaContext | undefined, text: MessageDescriptor): string {
  return i18nFor(metaLocale(args))._(text);
}

/**
 * The `<title>` ('Sign In · ChangePath') and, when given, the description of a page that has no page copy (the
 * account pages, which are not shared or indexed), in the page's language, followed by `extra`.
 */
export function titleMeta(args: MetaContext | undefined, title: MessageDescriptor, description?: MessageDescriptor, extra: Array<Record<string, string>> = []) {
  const i18n = i18nFor(metaLocale(args));
  return [{ title: `${i18n._(title)} · ${siteName}` }, ...(description ? [{ name: 'description', content: i18n._(description) }] : []), ...extra];
}

export function pageMeta(copy: PageCopy, extra: Array<Record<string, string>> = [], args?: MetaContext) {
  const i18n = i18nFor(metaLocale(args));
  return [
    ...socialMeta({ title: `${i18n._(copy.title)} · ${siteName}`, description: i18n._(copy.description), path: copy.path, image: copy.image }, args),
    ...extra,
  ];
}
