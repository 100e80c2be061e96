/**
 * The legal documents (Terms of Service, Privacy Policy, Code of Conduct) in each interface language. Each is whole
 * text written for its language, with the same sections, links and figures as the English (a unit test holds them
 * to the same shape), rather than sentences cut into messages: a legal paragraph has to read as one. A language
 * without its own text shows the English one.
 *
 * Read by the pages' loaders, on the server: a page's scripts never carry the other languages' text.
 */
import type { Locale } from '~/shared/locales';
import { codeOfConduct } from './code-of-conduct-content';
import { codeOfConductHindi } from './code-of-conduct-content.hi';
import type { LegalDocument } from './legal.model';
import { privacyPolicy } from './privacy-content';
import { privacyPolicyHindi } from './privacy-content.hi';
import { termsOfService } from './terms-content';
import { termsOfServiceHindi } from './terms-content.hi';

export type LegalDocumentKind = 'terms' | 'privacy' | 'conduct';

/** Each document by language; English, the source, is always there. */
export const LEGAL_DOCUMENTS: Record<LegalDocumentKind, { en: LegalDocument } & Partial<Record<Locale, LegalDocument>>> = {
  terms: { en: termsOfService, hi: termsOfServiceHindi },
  privacy: { en: privacyPolicy, hi: privacyPolicyHindi },
  conduct: { en: codeOfConduct, hi: codeOfConductHindi },
};

/** The document `kind` in `locale`, or in English when that language has none. */
export function legalDocument(kind: LegalDocumentKind, locale: Locale): LegalDocument {
  return LEGAL_DOCUMENTS[kind][locale] ?? LEGAL_DOCUMENTS[kind].en;
}
