/** ChangePath Terms of Service, as data. Figures follow the spec's constants and ~/client/config/pages. */
import { sitePolicies } from '~/client/config/pages';
import { paths } from '~/shared/paths';
import type { LegalDocument } from './legal.model';

const email = sitePolicies.supportEmail;
const mail = { text: email, to: `mailto:${email}` };

export const termsOfService: LegalDocument = {
  lastUpdated: '2026-11-22',
  summary: [
    'In short: use ChangePath to learn and grow, respect other members, keep your account secure, and treat AI answers as a starting point rather than professional advice.',
    [
      `Paid plans renew until you cancel; a full refund is available within ${sitePolicies.refundWindowDays} days of your first payment. Questions? Write to `,
      mail,
      '.',
    ],
  ],
  sections: [
    {
      id: 'about',
      heading: 'About these terms',
      blocks: [
        {
          p: 'ChangePath (“ChangePath”, “we”, “us”) is an online career-guidance and learning platform for students, professionals, career changers, aspiring entrepreneurs and the institutions that teach them. It includes our website, courses, AI career tools, ChangeTalks events, mentorship, the community hub and the entrepreneurship toolkit (together, the “platform”).',
        },
        {
          p: 'These Terms of Service are an agreement between you and ChangePath. By creating an account or using the platform you accept them. If you do not agree, please do not use the platform.',
        },
        {
          p: [
            'Our ',
            { text: 'Privacy Policy', to: paths.privacy },
            ' explains how we handle personal data, and our ',
            { text: 'Code of Conduct', to: paths.codeOfConduct },
            ' explains how we expect members to behave. Both form part of these terms.',
          ],
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        {
          ul: [
            'You must be at least 18 years old to create an account on your own. If you are under 18, you may use ChangePath only with the verifiable consent of a parent or lawful guardian, who accepts these terms on your behalf and is responsible for your use of the platform.',
            'Give accurate information when you sign up, and keep your name and e-mail address up to date. We verify your e-mail address before your first sign-in.',
            'One person, one account. Do not share your account or sign in as someone else.',
            'Keep your password secret and choose one you do not use elsewhere. We recommend turning on two-factor authentication on your profile page.',
            'If you sign in with Google, GitHub or your organisation’s single sign-on, that provider’s terms also apply to the sign-in.',
            'You are responsible for what happens under your account. If you think someone else has used it, change your password, sign out your other sessions from the profile page and tell us straight away.',
          ],
        },
      ],
    },
    {
      id: 'using',
      heading: 'Using the platform',
      blocks: [
        {
          p: 'We give you a personal, non-exclusive, non-transferable right to use the platform for your own learning and career development, or for your organisation’s internal training under a Business plan or corporate package.',
        },
        {
          p: 'We keep improving ChangePath, so features, courses and tools may change, be added or be withdrawn. If we remove something significant that you have paid for, we will tell you in advance and, where appropriate, offer a pro-rata refund.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        { p: 'When you use ChangePath you must not:' },
        {
          ul: [
            'break any law, including the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023, or help anyone else to do so;',
            'harass, threaten, abuse or discriminate against anyone, or post hateful, sexually explicit or violent content (see the Code of Conduct);',
            'post spam, chain messages, unsolicited advertising, referral or multi-level marketing schemes, or anything misleading;',
            'collect other members’ personal data, or contact them for purposes unrelated to learning and careers;',
            'copy, resell, record or redistribute courses, talks, recordings or other paid content without our written permission;',
            'impersonate a person or organisation, or misrepresent your qualifications, for example as a mentor or speaker;',
            'share leaked exam papers, sell assignment or exam answers, or use the platform for academic dishonesty;',
            'upload malware or files that you do not have the right to share;',
            'probe, scan or test the security of the platform, get around rate limits, daily allowances or access controls, or scrape it with automated tools;',
            'use the AI tools to produce content that is unlawful, deceptive or harmful, or to try to extract other users’ data.',
          ],
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content',
      blocks: [
        {
          p: 'Your content is what you put on the platform: community posts, replies and likes, messages and files you send to the AI tools, saved canvases and pitch decks, talk registrations, applications and forms, and images you upload. You keep ownership of it.',
        },
        {
          p: 'You give ChangePath a worldwide, royalty-free licence to store, copy, display and process your content only as needed to run the platform for you and for the people you share it with (for example, showing your community posts to other members). The licence ends when your content is deleted, except for copies that others have already quoted or that we must keep by law.',
        },
        {
          p: 'You are responsible for your content and must have the right to share it. We may hide or remove content that breaks these terms or the Code of Conduct, including after a member reports it, and we may keep a record of the decision.',
        },
      ],
    },
    {
      id: 'ai-tools',
      heading: 'AI career tools',
      blocks: [
        {
          p: 'Our AI career tools (such as the Learning Path, What-if, SWOT, Skill map, Career finder, Resume and Study planner assistants) generate answers automatically with a language model, or from our built-in career knowledge base when the model is unavailable. Please keep in mind:',
        },
        {
          ul: [
            'AI answers can be wrong, incomplete, out of date or biased. Check important facts, such as exam dates, eligibility rules, fees, salaries and visa requirements, with the official source.',
            'AI answers are general guidance, not professional advice. They are not legal, financial, tax, medical, psychological or immigration advice, and they do not guarantee admission, a job, an exam result or income.',
            'Decisions you make based on AI answers are your own. Talk to a qualified professional or a mentor before a major decision.',
            'Do not send sensitive personal data (such as health details, Aadhaar or bank numbers, or passwords) to the AI tools. Files you attach are read to answer your message.',
            'To generate replies, your messages are sent to our AI model provider, which processes them on our behalf. Your conversations are saved in your account so you can come back to them, until you delete your account.',
            'Use of the AI tools is limited by your plan: the Free plan includes 3 AI tool uses a day, and paid plans are unlimited within a fair-use limit that keeps the service fast for everyone.',
          ],
        },
      ],
    },
    {
      id: 'learning',
      heading: 'Courses, certificates, mentorship and events',
      blocks: [
        {
          ul: [
            'Certificates confirm that you completed a ChangePath course. They are not degrees and are not accredited by a university or regulator unless the course says so.',
            'Mentors are independent professionals who share their own experience and views. Mentorship sessions last 30 minutes; please give at least 24 hours’ notice if you need to cancel. Mentors may not ask you for payment outside ChangePath.',
            'ChangeTalks events have limited places. When an event is full you may join the waiting list, and you get a place automatically if one becomes free. Speakers and times can change, and we may reschedule or cancel an event; we will tell registered members by e-mail.',
            'Events may be recorded and published as recordings. If you ask a question on camera or in the chat during a live event, it may appear in the recording.',
          ],
        },
      ],
    },
    {
      id: 'plans-payments',
      heading: 'Plans, payments and refunds',
      subsections: [
        {
          heading: 'Plans and prices',
          blocks: [
            {
              p: [
                'ChangePath has a Free plan and two paid plans, Premium (₹499 a month or ₹4,999 a year) and Business (₹999 a month or ₹9,999 a year). What each plan includes is shown on the ',
                { text: 'Pricing page', to: paths.pricing },
                '. Prices are in Indian rupees and include GST.',
              ],
            },
            {
              p: 'Students enrolled in a school, college or university can get 50% off any paid plan after we verify their student status; we may remove the discount if the verification turns out to be wrong. Business for teams (10 or more seats) is bought by an organisation for one period at a time and gives each member it invites Business until that period ends; an agreement made separately in writing with an organisation prevails over these terms where they differ.',
            },
          ],
        },
        {
          heading: 'Billing and renewal',
          blocks: [
            {
              ul: [
                'Paid plans are billed in advance for each month or year and renew automatically at the end of each period until you cancel.',
                'You can cancel at any time. Cancelling stops the next renewal; you keep the paid features until the end of the period you have paid for, and then your account moves to the Free plan. Your courses, certificates and saved work stay with you.',
                'If a renewal payment fails, we will try again and e-mail you. If it still fails, your account moves to the Free plan.',
                'If we change the price of a plan, we will tell you at least 30 days before the change applies to your next renewal, so that you can cancel first if you wish.',
              ],
            },
          ],
        },
        {
          heading: 'Refunds',
          blocks: [
            {
              p: [
                `If a paid plan is not right for you, write to `,
                mail,
                ` within ${sitePolicies.refundWindowDays} days of your first payment for that plan and we will refund it in full. After that, payments are not refundable for the current period, except where the law requires a refund or where we have withdrawn a significant paid feature. Refunds go back to the original payment method, normally within 7 to 10 business days.`,
              ],
            },
          ],
        },
      ],
      blocks: [],
    },
    {
      id: 'partners',
      heading: 'College and university partners',
      blocks: [
        {
          p: [
            'Colleges and universities can apply to partner with ChangePath through ',
            { text: 'Partner with Us', to: paths.partner },
            ' or the ',
            { text: 'University Partnership Program', to: paths.universityPartner },
            '. Applications are reviewed by our team, and a partnership starts only once we approve it. A partner institution’s administrators can see the members who have affiliated with that institution, as described in our Privacy Policy. Partnerships are also governed by the partnership agreement.',
          ],
        },
      ],
    },
    {
      id: 'ip',
      heading: 'Our intellectual property',
      blocks: [
        {
          p: 'The platform, its software, design, courses, articles, recordings, templates and the ChangePath name and logo belong to ChangePath or its licensors. Apart from the rights these terms give you, you may not copy, modify, distribute or create derivative works from them. You are welcome to share links to our public pages and articles.',
        },
      ],
    },
    {
      id: 'ending',
      heading: 'Suspension and ending your account',
      blocks: [
        {
          p: [
            'You can stop using ChangePath at any time and delete your account from your ',
            { text: 'profile page', to: paths.profile },
            '. Deleting your account is permanent; what happens to your data is explained in the Privacy Policy. If you have a paid plan, cancel it first.',
          ],
        },
        {
          p: 'We may warn you, limit features, or suspend or close your account if you seriously or repeatedly break these terms or the Code of Conduct, if the law requires it, or to protect other members or the platform. Where it is safe and lawful to do so, we will tell you why and how to appeal. If we close your account without cause, we will refund the unused part of any paid period.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        {
          p: 'We work hard to keep ChangePath accurate, available and secure, but we provide it “as is” and “as available”. To the extent the law allows, we do not promise that it will be uninterrupted or error-free, or that any course, tool, mentor or event will lead to a particular result such as admission, employment, an exam score or income.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        {
          p: 'To the extent the law allows, ChangePath is not liable for indirect or consequential losses, such as lost opportunities, profits or data, arising from your use of the platform. Our total liability to you for any claim is limited to the amount you paid us in the 12 months before the claim, or ₹1,000 if that is more. Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer under the Consumer Protection Act, 2019.',
        },
        {
          p: 'You agree to compensate ChangePath for losses caused by your breach of these terms or your content, to the extent the law allows.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          p: 'We may update these terms as the platform and the law change. For significant changes we will e-mail you and show a notice on the platform at least 15 days before they take effect. If you keep using ChangePath after that, the new terms apply; if you do not agree, you can delete your account.',
        },
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and disputes',
      blocks: [
        {
          p: 'These terms are governed by the laws of India. If you have a complaint, please contact us first; most problems are solved quickly that way. Any dispute that we cannot resolve together is subject to the jurisdiction of the competent courts in India, without affecting your right to approach a consumer commission.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact and grievances',
      blocks: [
        {
          p: [
            'For questions about these terms, write to ',
            mail,
            ' or use the ',
            { text: 'contact page', to: paths.contact },
            '. We reply within 24 hours on working days.',
          ],
        },
        {
          p: [
            'Complaints about content on the platform or about these terms can be addressed to our Grievance Officer at ',
            mail,
            ' with the subject “Grievance”. We acknowledge a complaint within 24 hours and aim to resolve it within 15 days.',
          ],
        },
      ],
    },
  ],
};
