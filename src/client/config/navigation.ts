/**
 * The site's navigation as data: header links and menus and footer link groups and social
 * profiles. Labels are the spec's own words, as messages each language translates (`msg`; a component shows one
 * with `i18n._(label)`); paths come from ~/shared/paths (the router puts the page's language in front).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '~/shared/paths';

/** One link: visible label and in-app path (or absolute URL for external links). */
export interface NavLink {
  label: MessageDescriptor;
  to: string;
}

/** A labelled group of links: a header dropdown menu or a footer column. */
export interface NavMenu {
  label: MessageDescriptor;
  items: NavLink[];
}

/** Become a Speaker (/become-speaker): the speaker application form. */
const becomeSpeakerPath = '/become-speaker';

/** Always-visible header links. */
export const headerLinks = {
  home: { label: msg`Home`, to: paths.home },
  pricing: { label: msg`Pricing`, to: paths.pricing },
  contact: { label: msg`Contact`, to: paths.contact },
} satisfies Record<string, NavLink>;

/** Header dropdown menus shown to everyone, in display order. */
export const headerMenus: NavMenu[] = [
  {
    label: msg`Learn`,
    items: [
      { label: msg`AI Tools`, to: paths.aiTools },
      { label: msg`Blog`, to: paths.blog },
    ],
  },
  {
    label: msg`Explore`,
    items: [
      { label: msg`Careers`, to: paths.career },
      { label: msg`Community`, to: paths.communityShort },
      { label: msg`ChangeTalks`, to: paths.changeTalks },
      { label: msg`Entrepreneurship`, to: paths.entrepreneurship },
    ],
  },
  {
    label: msg`Partner`,
    items: [{ label: msg`University Partners`, to: paths.universityPartner }],
  },
];

/** Signed-out header: the Sign In dropdown and the Sign Up button. */
export const signInMenu: NavMenu = {
  label: msg`Sign In`,
  items: [
    { label: msg`Regular Sign In`, to: paths.signIn },
    { label: msg`Admin Sign In`, to: paths.adminSignIn },
  ],
};
export const signUpLink: NavLink = { label: msg`Sign Up`, to: paths.signUp };

/** Signed-in header: the My Account menu (its Sign Out item is an action, not a link). */
export const accountMenu: NavMenu = {
  label: msg`My Account`,
  items: [
    { label: msg`Dashboard`, to: paths.dashboard },
    { label: msg`Pricing`, to: paths.pricing },
    { label: msg`Billing`, to: paths.billing },
    { label: msg`Profile`, to: paths.profile },
  ],
};
export const signOutLabel = msg`Sign Out`;
/** Where the Sign Out form posts (routes/sign-out.ts): it works without scripts. */
export const signOutAction = '/sign-out';

/** The Admin button, shown only to users with the admin role. */
export const adminLink: NavLink = { label: msg`Admin`, to: paths.admin };

/**
 * The admin portal's sections, in display order: `/admin-dashboard` shows them all (the overview);
 * `/admin-dashboard?section=<id>` shows one.
 */
export const adminSections = [
  { id: 'talks', label: msg`Talks` },
  { id: 'moderation', label: msg`Moderation` },
  { id: 'applications', label: msg`Applications and forms` },
  { id: 'mentors', label: msg`Mentors` },
  { id: 'plans', label: msg`Accounts and plans` },
  { id: 'payments', label: msg`Payments` },
  { id: 'mail', label: msg`Mail queue` },
] as const;
export type AdminSectionId = (typeof adminSections)[number]['id'];

/** The admin portal's way back to the public site. */
export const adminBackToSite: NavLink = { label: msg`Back to the site`, to: paths.home };

/** Mobile-menu developer panel, shown only in demo mode. */
export const devOutboxLink: NavLink = { label: msg`Demo outbox`, to: paths.devOutbox };

/** Footer link columns. */
export const footerGroups: NavMenu[] = [
  {
    label: msg`Company`,
    items: [
      { label: msg`About`, to: paths.about },
      { label: msg`Pricing`, to: paths.pricing },
      { label: msg`Blog`, to: paths.blog },
      { label: msg`Contact Us`, to: paths.contact },
    ],
  },
  {
    label: msg`Community`,
    items: [
      { label: msg`Community`, to: paths.communityShort },
      { label: msg`Mentorship`, to: paths.mentorship },
      { label: msg`ChangeTalks`, to: paths.changeTalks },
      { label: msg`Become a Speaker`, to: becomeSpeakerPath },
    ],
  },
  {
    label: msg`Work with us`,
    items: [
      { label: msg`Partner With Us`, to: paths.partner },
      { label: msg`Book a Demo`, to: paths.demo },
    ],
  },
  {
    label: msg`Legal & help`,
    items: [
      { label: msg`Terms`, to: paths.terms },
      { label: msg`Privacy Policy`, to: paths.privacy },
      { label: msg`Code of conduct`, to: paths.codeOfConduct },
      { label: msg`Reset password`, to: paths.resetPassword },
    ],
  },
];

export type SocialNetwork = 'linkedin' | 'x' | 'instagram' | 'youtube';

/** External social profiles in the footer; `label` is the link's accessible name. */
export const socialLinks: { network: SocialNetwork; label: MessageDescriptor; href: string }[] = [
  { network: 'linkedin', label: msg`ChangePath on LinkedIn`, href: 'https://www.linkedin.com/company/changepath' },
  { network: 'x', label: msg`ChangePath on X`, href: 'https://x.com/changepath' },
  { network: 'instagram', label: msg`ChangePath on Instagram`, href: 'https://www.instagram.com/changepath' },
  { network: 'youtube', label: msg`ChangePath on YouTube`, href: 'https://www.youtube.com/@changepath' },
];
