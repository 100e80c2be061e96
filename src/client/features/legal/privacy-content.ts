/**
 * ChangePath Privacy Policy, as data. It describes what the platform actually stores (see
 * docs/architecture.md "Where state lives"): accounts, sessions, talk registrations, community posts, AI
 * conversations, uploads, saved work and form submissions; the session cookie; retention; deletion from /profile.
 */
import { sitePolicies } from '~/client/config/pages';
import { paths } from '~/shared/paths';
import type { LegalDocument } from './legal.model';

const email = sitePolicies.supportEmail;
const mail = { text: email, to: `mailto:${email}` };
const profile = { text: 'profile page', to: paths.profile };

export const privacyPolicy: LegalDocument = {
  lastUpdated: '2026-11-22',
  summary: [
    'In short: we collect what we need to run your account and the features you use, we do not sell your data or show advertising, we use only the cookies the site needs to work (chiefly the sign-in session cookie) and no advertising or analytics cookies, and you can delete your account and its data yourself from your profile page.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          p: 'ChangePath is an online career-guidance and learning platform. For the personal data described in this policy, ChangePath is the Data Fiduciary under India’s Digital Personal Data Protection Act, 2023 (the “DPDP Act”): we decide why and how your data is processed and we are responsible for protecting it.',
        },
        {
          p: 'This policy covers the ChangePath website and everything on it: accounts, courses, AI career tools, ChangeTalks, mentorship, the community hub, the entrepreneurship toolkit, our forms and e-mails.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [{ p: 'We collect only what we need for the features you use:' }],
      subsections: [
        {
          heading: 'Your account',
          blocks: [
            {
              ul: [
                'Your name and e-mail address, whether your e-mail address is verified, your plan, and your role (member or administrator).',
                'Your password, stored only as a one-way Argon2 hash: nobody at ChangePath can read it.',
                'If you sign in with Google, GitHub or single sign-on: the name, e-mail address and account identifier that the provider shares with us.',
                'Two-factor authentication settings, if you turn it on.',
                'If you affiliate with a college or university: the institution you chose.',
              ],
            },
          ],
        },
        {
          heading: 'Sessions and security',
          blocks: [
            {
              ul: [
                'For each signed-in session: the date it started and expires, your IP address and your browser and device type (so that you can see and sign out your sessions on the profile page).',
                'Failed sign-in attempts and request counters, to protect accounts from password guessing and the platform from abuse.',
                'Server logs with the IP address, time, address requested and response, for security and troubleshooting.',
              ],
            },
          ],
        },
        {
          heading: 'What you do on ChangePath',
          blocks: [
            {
              ul: [
                'ChangeTalks: the talks you register for, your place on a waiting list, and whether a reminder has been sent. When you watch a recording, we count the view once per viewer.',
                'Community: the posts and replies you write, the posts you like, and reports you file. Posts and replies show your name and are visible to everyone who visits the community.',
                'AI conversations: the messages you send to the AI tools, their replies, which tool you used and when, and how many conversations you started each day (for your plan’s allowance). For files you attach we keep the file name, type and size with the message; the file itself is read to answer you and is not stored.',
                'Uploads: images uploaded for talks and speaker profiles.',
                'Saved work and learning: business model canvases and pitch decks you save to your account, course enrolments and progress, certificates, and mentorship bookings.',
              ],
            },
          ],
        },
        {
          heading: 'Forms and e-mails',
          blocks: [
            {
              ul: [
                'What you send through our contact, demo, speaker and partnership forms, including the contact details of the person applying on behalf of an institution and any logo you upload.',
                'Your e-mail address if you subscribe to the newsletter, and whether you confirmed the subscription.',
                'A copy of each e-mail we send you (address, subject, content and delivery status), so that we can check delivery and answer support questions.',
              ],
            },
          ],
        },
        {
          heading: 'What we do not collect',
          blocks: [
            {
              p: 'We do not use advertising or analytics trackers, we do not buy data about you from others, and we do not store payment card numbers: payments are handled by our payment partner, which tells us only whether a payment succeeded, its amount and date.',
            },
          ],
        },
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use your data',
      blocks: [
        {
          ul: [
            'To provide the platform: your account, sign-in, courses, AI tools, event registrations, the community and your saved work.',
            'To send the e-mails the service needs: address verification, password reset, talk confirmations, reminders and changes, replies to your messages and applications, and (only if you subscribed) the newsletter.',
            'To keep ChangePath secure: detecting abuse, rate-limiting, investigating incidents and enforcing our Terms and Code of Conduct.',
            'To improve the platform, using aggregated figures such as how many people registered for a talk or which addresses return “page not found”.',
            'To meet legal obligations, such as keeping accounting records and answering lawful requests from authorities.',
          ],
        },
        { p: 'We never sell your personal data and we do not use it for advertising.' },
      ],
    },
    {
      id: 'legal-basis',
      heading: 'Consent and legitimate uses',
      blocks: [
        {
          p: 'We process your personal data with your consent, which you give when you create an account, register for a talk, subscribe to the newsletter or submit a form, for the purposes described at that point and in this policy. We also process data for legitimate uses allowed by section 7 of the DPDP Act, for example data you provide voluntarily for a specific purpose, or processing needed to comply with the law.',
        },
        {
          p: [
            'You can withdraw your consent at any time, as easily as you gave it: unsubscribe from the newsletter with the link in any newsletter e-mail, cancel a talk registration, or delete your account on your ',
            profile,
            '. Withdrawal does not affect processing that happened before it, and some features cannot work without the data they need.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who can see your data',
      blocks: [
        {
          ul: [
            'Other members and visitors see what you publish in the community: your name, posts and replies.',
            'ChangeTalks organisers (our administrators) see who registered for each talk, to manage places and send updates.',
            'If you affiliate with a partner college or university, that institution’s partner administrators can see your name, e-mail address and affiliation, so that they can support their students.',
            'Our service providers (Data Processors), who process data only on our instructions and under contract: hosting and database providers, our e-mail delivery service, our AI model provider (for the messages you send to the AI tools) and our payment partner.',
            'Authorities, when the law requires it, and only as much as is required.',
            'A buyer or successor, if ChangePath is reorganised or sold, under the same protections as this policy.',
          ],
        },
        {
          p: 'Some of our service providers may process data outside India. When they do, we transfer data only as permitted under the DPDP Act and with safeguards that protect it to the standard described here.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        {
          p: 'ChangePath uses only cookies that are strictly necessary for the site to work. We do not use advertising, analytics or social-media tracking cookies, so we do not show a cookie banner.',
        },
        {
          table: {
            head: ['Name and purpose', 'What it holds', 'How long it lasts'],
            rows: [
              [
                'Session cookie: keeps you signed in',
                'A signed, random session token. It is HttpOnly (scripts on the page cannot read it), SameSite=Lax, and sent only over HTTPS on the live site.',
                'Until you sign out, or 7 days after you last used ChangePath',
              ],
              [
                'Sign-in cookies: protect third-party and two-factor sign-in',
                'Short-lived values that tie the steps of a sign-in together',
                'A few minutes',
              ],
              [
                'Visitor cookie: counts a recording view once per visitor',
                'A random identifier, HttpOnly, not linked to your identity when you are signed out',
                '1 year',
              ],
            ],
          },
        },
        {
          p: 'The business model canvas also keeps your current draft in your browser’s local storage so that it survives a page reload. It stays on your device until you clear it or your browser data.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        {
          table: {
            head: ['Data', 'How long we keep it'],
            rows: [
              ['Account and profile', 'Until you delete your account'],
              ['Sessions', 'Until you sign out or revoke the session, or 7 days after you last used ChangePath'],
              ['E-mail verification and password-reset links', '24 hours and 1 hour respectively, then they stop working'],
              [
                'Talk registrations, AI conversations, saved canvases and decks, course progress and bookings',
                'Until you delete them, where the feature allows, or your account',
              ],
              [
                'Community posts and replies',
                'Until you or a moderator delete them. If you delete your account, your posts and replies stay visible under the name shown on them but are no longer linked to any account; delete them first if you want them gone.',
              ],
              ['Contact, demo, speaker and partnership submissions', 'Up to 24 months after we have closed the request'],
              ['Newsletter subscription', 'Until you unsubscribe'],
              ['Copies of e-mails we sent you', '12 months'],
              ['Server logs', '30 days'],
              ['Backups', 'Overwritten within 30 days'],
              ['Payment and invoice records', 'As long as tax and accounting law requires'],
            ],
          },
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        { p: 'Under the DPDP Act you have the right to:' },
        {
          ul: [
            'get a summary of the personal data we hold about you and how we use it, and of whom we have shared it with;',
            ['correct or update your data: change your name and password on your ', profile, ', or ask us to correct anything else;'],
            ['erase your data: delete your account yourself on your ', profile, ' (see below), or ask us to erase specific data;'],
            'withdraw your consent at any time;',
            'have your grievances addressed by us; and',
            'nominate another person to exercise these rights if you die or become unable to do so.',
          ],
        },
        {
          p: [
            'To exercise a right, write to ',
            mail,
            ' from the e-mail address of your account. We may ask you to confirm your identity. We respond within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
          ],
        },
      ],
    },
    {
      id: 'deleting',
      heading: 'Deleting your account',
      blocks: [
        {
          ol: [
            ['Sign in and open your ', profile, '.'],
            'In “Delete account”, enter your password to confirm and choose “Delete my account”.',
          ],
        },
        {
          p: 'Your account is deleted immediately, together with your sessions, talk registrations, likes, AI conversations, saved canvases and pitch decks, and learning records. Your community posts and replies stay visible without a link to an account, as explained above, and copies in backups are overwritten within 30 days. We keep only what the law requires us to keep, such as payment records. If you cannot sign in, write to us and we will delete the account for you after confirming it is yours.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          p: 'Many of our learners are students. If you are under 18, you may use ChangePath only with the verifiable consent of a parent or lawful guardian, as the DPDP Act requires. We do not track or monitor the behaviour of children, and we never direct advertising at them. If you believe a child is using ChangePath without consent, please tell us and we will delete the account.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      blocks: [
        {
          p: 'We encrypt traffic to the platform with HTTPS, store passwords only as Argon2 hashes, keep sessions in HttpOnly cookies, offer two-factor authentication, limit sign-in attempts, check uploaded files by their content, and give staff access only to the data they need for their work. If a personal data breach happens, we will inform the Data Protection Board of India and the people affected, as the DPDP Act requires.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          p: 'We will update this policy when our features or the law change. If a change affects how we use data you have already given us, we will e-mail you before it takes effect and, where needed, ask for your consent again.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact and Grievance Officer',
      blocks: [
        {
          p: [
            'Questions, requests and complaints about your personal data go to our Grievance Officer at ',
            mail,
            ' (subject “Privacy”). You can also use the ',
            { text: 'contact page', to: paths.contact },
            '. We acknowledge messages within 24 hours.',
          ],
        },
      ],
    },
  ],
};
