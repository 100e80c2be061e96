/** ChangePath Code of Conduct, as data. */
import { sitePolicies } from '~/client/config/pages';
import { paths } from '~/shared/paths';
import type { LegalDocument } from './legal.model';

const email = sitePolicies.supportEmail;
const mail = { text: email, to: `mailto:${email}` };

export const codeOfConduct: LegalDocument = {
  lastUpdated: '2026-11-22',
  summary: [
    'In short: be respectful, be honest, be helpful, and protect each other’s privacy. If something is wrong, report it: we read every report.',
  ],
  sections: [
    {
      id: 'why',
      heading: 'Why we have this code',
      blocks: [
        {
          p: 'People come to ChangePath at important moments: choosing a course, preparing for an exam, changing careers, starting a business. Asking questions in public takes courage. This code exists so that everyone, whatever their background, can learn and share here without fear of being mocked, harassed or exploited.',
        },
      ],
    },
    {
      id: 'scope',
      heading: 'Where it applies',
      blocks: [
        {
          ul: [
            'The community hub: posts, replies, likes and reports.',
            'ChangeTalks: live sessions, questions, chat and recordings.',
            'Mentorship sessions and any messages between mentors and mentees.',
            'Spaces for partner colleges and universities, and private groups.',
            'Our official social media channels, and any contact between members that starts on ChangePath.',
          ],
        },
        { p: 'It applies to everyone: learners, mentors, speakers, partner staff and the ChangePath team.' },
      ],
    },
    {
      id: 'expected',
      heading: 'What we expect',
      blocks: [
        {
          ul: [
            'Be respectful. Disagree with ideas, not people. Assume good intent, and remember that many members are writing in their second or third language.',
            'Be helpful. Share what you know, answer the question that was asked, and explain rather than show off.',
            'Be honest. Represent your experience and qualifications accurately, say when you are unsure, and credit others’ work.',
            'Be inclusive. Welcome newcomers and beginners; there are no silly questions here.',
            'Protect privacy. Share your own story, not other people’s personal information.',
            'Keep it on topic. Choose the right community category, search before you post, and give your post a clear title.',
          ],
        },
      ],
    },
    {
      id: 'not-allowed',
      heading: 'What is not allowed',
      blocks: [
        {
          ul: [
            'Harassment, bullying, threats or intimidation, in public or in private messages.',
            'Hate speech or discrimination based on caste, religion, gender, gender identity, sexual orientation, disability, ethnicity, region, language, age, appearance or economic background.',
            'Sexual content, sexual advances or unwelcome attention, including in mentorship sessions.',
            'Sharing someone’s personal information (phone number, address, documents, photos) without their consent.',
            'Spam, repeated self-promotion, referral links, and multi-level marketing or “earn from home” schemes.',
            'Scams and paid “guaranteed” placements, admissions or visas. Mentors and speakers may not ask members for money outside ChangePath.',
            'Impersonating another person or organisation, or faking credentials.',
            'Academic dishonesty: selling or requesting assignment answers, sharing leaked exam papers, or offering proxy test-taking.',
            'Sharing pirated courses, books or software, or recording sessions without the consent of everyone in them.',
            'Using the AI tools to produce content that breaks this code, or posting AI-generated content as expert advice without saying so.',
            'Deliberately spreading false information, especially about exams, admissions, jobs or health.',
          ],
        },
      ],
    },
    {
      id: 'roles',
      heading: 'For mentors, speakers and partners',
      subsections: [
        {
          heading: 'Mentors',
          blocks: [
            {
              ul: [
                'Sessions last 30 minutes. Be on time, and give at least 24 hours’ notice if you must cancel.',
                'Keep what mentees tell you confidential, unless someone is at risk of harm.',
                'Give honest, practical guidance within your experience, and say when a question needs a qualified professional.',
                'Keep the relationship professional. Do not sell services or ask for payment outside ChangePath.',
              ],
            },
          ],
        },
        {
          heading: 'Speakers',
          blocks: [
            {
              ul: [
                'Keep talks educational. A short mention of your company or product is fine; a sales pitch is not.',
                'Make sure you have the right to share the slides, images and examples you use.',
                'Answer questions respectfully, including sceptical ones.',
              ],
            },
          ],
        },
        {
          heading: 'Partner institutions',
          blocks: [
            {
              p: 'Use the student information you can see only to support your own students, and never for unrelated marketing.',
            },
          ],
        },
      ],
      blocks: [],
    },
    {
      id: 'reporting',
      heading: 'Reporting a problem',
      blocks: [
        {
          ul: [
            'In the community, use the Report option on the post or reply. Reports go to our moderators and are not shown to the person you report.',
            [
              'For anything else, such as a mentorship session, a talk or a private message, write to ',
              mail,
              ' with what happened, when, and links or screenshots if you have them.',
            ],
            'If someone is in immediate danger, contact the emergency services on 112 first.',
          ],
        },
        {
          p: 'We treat reports confidentially and review them promptly, normally within 24 hours. We do not tolerate retaliation against anyone who reports in good faith.',
        },
      ],
    },
    {
      id: 'enforcement',
      heading: 'What happens next',
      blocks: [
        {
          p: 'Moderators look at the context and the history of the people involved. Depending on how serious the problem is, we may:',
        },
        {
          ul: [
            'remind the member of this code, or send a warning;',
            'hide or remove the content;',
            'limit features, such as posting, or suspend the account for a period;',
            'close the account permanently, for serious or repeated breaches;',
            'report illegal content or conduct to the authorities.',
          ],
        },
        {
          p: [
            'If you think a decision about you was wrong, write to ',
            mail,
            ' within 14 days. Someone who was not involved in the original decision will review it and reply.',
          ],
        },
      ],
    },
    {
      id: 'related',
      heading: 'Related policies',
      blocks: [
        {
          p: [
            'This code is part of our ',
            { text: 'Terms of Service', to: paths.terms },
            '. Our ',
            { text: 'Privacy Policy', to: paths.privacy },
            ' explains how we handle reports and the personal data in them. It draws on the Contributor Covenant and on the codes of conduct of many learning communities. Thank you for helping keep ChangePath a place where people can grow.',
          ],
        },
      ],
    },
  ],
};
