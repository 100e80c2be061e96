/**
 * The site's navigation as data: header links and menus and footer link groups and social
 * profiles. Labels are the spec's own words; paths come from ~/shared/paths.
 */
import { paths } from '~/shared/paths';

/** One link: visible label and in-app path (or absolute URL for external links). */
export interface NavLink {
  label: string;
  to: string;
}

/** A labelled group of links: a header dropdown menu or a footer column. */
export interface NavMenu {
  label: string;
  items: NavLink[];
}

/** Become a Speaker (/become-speaker): the speaker application form. */
const becomeSpeakerPath = '/become-speaker';

/** Always-visible header links. */
export const headerLinks = {
  home: { label: 'Home', to: paths.home },
  pricing: { label: 'Pricing', to: paths.pricing },
  contact: { label: 'Contact', to: paths.contact },
} satisfies Record<string, NavLink>;

/** Header dropdown menus shown to everyone, in display order. */
export const headerMenus: NavMenu[] = [
  {
    label: 'Learn',
    items: [
      { label: 'AI Tools', to: paths.aiTools },
      { label: 'Blog', to: paths.blog },
    ],
  },
  {
    label: 'Explore',
    items: [
      { label: 'Careers', to: paths.career },
      { label: 'Community', to: paths.communityShort },
      { label: 'ChangeTalks', to: paths.changeTalks },
      { label: 'Entrepreneurship', to: paths.entrepreneurship },
    ],
  },
  {
    label: 'Partner',
    items: [{ label: 'University Partners', to: paths.universityPartner }],
  },
];

/** Signed-out header: the Sign In dropdown and the Sign Up button. */
export const signInMenu: NavMenu = {
  label: 'Sign In',
  items: [
    { label: 'Regular Sign In', to: paths.signIn },
    { label: 'Admin Sign In', to: paths.adminSignIn },
  ],
};
export const signUpLink: NavLink = { label: 'Sign Up', to: paths.signUp };

/** Signed-in header: the My Account menu (its Sign Out item is an action, not a link). */
export const accountMenu: NavMenu = {
  label: 'My Account',
  items: [
    { label: 'Dashboard', to: paths.dashboard },
    { label: 'Pricing', to: paths.pricing },
    { label: 'Billing', to: paths.billing },
    { label: 'Profile', to: paths.profile },
  ],
};
export const signOutLabel = 'Sign Out';
/** Where the Sign Out form posts (routes/sign-out.ts): it works without scripts. */
export const signOutAction = '/sign-out';

/** The Admin button, shown only to users with the admin role. */
export const adminLink: NavLink = { label: 'Admin', to: paths.admin };

/**
 * The admin portal's sections, in display order: `/admin-dashboard` shows them all (the overview);
 * `/admin-dashboard?section=<id>` shows one.
 */
export const adminSections = [
  { id: 'talks', label: 'Talks' },
  { id: 'moderation', label: 'Moderation' },
  { id: 'applications', label: 'Applications and forms' },
  { id: 'mentors', label: 'Mentors' },
  { id: 'plans', label: 'Accounts and plans' },
  { id: 'payments', label: 'Payments' },
  { id: 'mail', label: 'Mail queue' },
] as const;
export type AdminSectionId = (typeof adminSections)[number]['id'];

/** The admin portal's way back to the public site. */
export const adminBackToSite: NavLink = { label: 'Back to the site', to: paths.home };

/** Mobile-menu developer panel, shown only in demo mode. */
export const devOutboxLink: NavLink = { label: 'Demo outbox', to: paths.devOutbox };

/** Footer link columns. */
export const footerGroups: NavMenu[] = [
  {
    label: 'Company',
    items: [
      { label: 'About', to: paths.about },
      { label: 'Pricing', to: paths.pricing },
      { label: 'Blog', to: paths.blog },
      { label: 'Contact Us', to: paths.contact },
    ],
  },
  {
    label: 'Community',
    items: [
      { label: 'Community', to: paths.communityShort },
      { label: 'Mentorship', to: paths.mentorship },
      { label: 'ChangeTalks', to: paths.changeTalks },
      { label: 'Become a Speaker', to: becomeSpeakerPath },
    ],
  },
  {
    label: 'Work with us',
    items: [
      { label: 'Partner With Us', to: paths.partner },
      { label: 'Book a Demo', to: paths.demo },
    ],
  },
  {
    label: 'Legal & help',
    items: [
      { label: 'Terms', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Code of conduct', to: paths.codeOfConduct },
      { label: 'Reset password', to: paths.resetPassword },
    ],
  },
];

export type SocialNetwork = 'linkedin' | 'x' | 'instagram' | 'youtube';

/** External social profiles in the footer; `label` is the link's accessible name. */
export const socialLinks: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'linkedin', label: 'ChangePath on LinkedIn', href: 'https://www.linkedin.com/company/changepath' },
  { network: 'x', label: 'ChangePath on X', href: 'https://x.com/changepath' },
  { network: 'instagram', label: 'ChangePath on Instagram', href: 'https://www.instagram.com/changepath' },
  { network: 'youtube', label: 'ChangePath on YouTube', href: 'https://www.youtube.com/@changepath' },
];
