/**
 * The Contact page body: three channel cards, the message form, office address and hours,
 * quick answers and community buttons. The page's <h1> comes from the route (PageIntro).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { IconCardList } from '~/client/components/icon-card-list';
import { Button } from '~/client/components/ui/button';
import { contactChannels, contactCommunityLinks, contactOffice, contactQuickAnswers } from '../forms-content';
import { ContactForm } from './contact-form';

const channelIcons = { email: Mail, phone: Phone, chat: MessageCircle } as const;

export function ContactPageBody() {
  const { i18n, t } = useLingui();
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-16 sm:px-6 lg:px-8">
      <section aria-labelledby="contact-channels-heading">
        <h2 id="contact-channels-heading" className="sr-only">
          <Trans>Ways to reach us</Trans>
        </h2>
        <IconCardList
          items={contactChannels.map((c) => ({
            key: c.key,
            icon: channelIcons[c.key],
            title: c.title,
            text: c.detail,
            action: (
              <Button asChild variant="outline" size="sm">
                {c.action.href.startsWith('#') || c.action.href.startsWith('tel:') ? (
                  <a href={c.action.href}>{typeof c.action.label === 'string' ? c.action.label : i18n._(c.action.label)}</a>
                ) : (
                  <Link to={c.action.href}>{typeof c.action.label === 'string' ? c.action.label : i18n._(c.action.label)}</Link>
                )}
              </Button>
            ),
          }))}
        />
      </section>

      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-slate-900">
            <Trans>Send us a message</Trans>
          </h2>
          <p className="mb-6 mt-2 text-slate-700"><Trans>Fields marked * are required. We reply by e-mail within 24 hours.</Trans></p>
          <ContactForm />
        </section>

        <aside className="grid content-start gap-8" aria-label={t`Office and help`}>
          <section aria-labelledby="contact-office-heading">
            <h2 id="contact-office-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <MapPin className="h-5 w-5 text-blue-700" aria-hidden />
              {i18n._(contactOffice.heading)}
            </h2>
            <address className="mt-3 not-italic text-slate-700">
              {contactOffice.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <h3 className="mt-5 flex items-center gap-2 text-base font-semibold text-slate-900">
              <Clock className="h-4 w-4 text-blue-700" aria-hidden />
              <Trans>Office hours</Trans>
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
              {contactOffice.hours.map((h) => (
                <div key={h.days.id} className="contents">
                  <dt className="font-medium text-slate-900">{i18n._(h.days)}</dt>
                  <dd>{i18n._(h.time)}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="contact-quick-heading">
            <h2 id="contact-quick-heading" className="text-lg font-semibold text-slate-900">
              <Trans>Quick answers</Trans>
            </h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {contactQuickAnswers.map((q) => (
                <li key={q.to}>
                  <Link to={q.to} className="text-blue-700 underline-offset-4 hover:underline">
                    {i18n._(q.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="contact-community-heading">
            <h2 id="contact-community-heading" className="text-lg font-semibold text-slate-900">
              <Trans>Learn with the community</Trans>
            </h2>
            <p className="mt-2 text-sm text-slate-700"><Trans>Many questions already have answers from other learners and mentors.</Trans></p>
            <div className="mt-3 flex flex-wrap gap-2">
              {contactCommunityLinks.map((l, i) => (
                <Button key={l.to} asChild variant={i === 0 ? 'default' : 'outline'} size="sm">
                  <Link to={l.to}>{i18n._(l.label)}</Link>
                </Button>
              ))}
            </div>
          </section>
        </aside>
      </div>
    </div>
  );
}
