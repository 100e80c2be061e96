/**
 * The words the toolkit's generated documents (the canvas PDF, the deck's PDF and PowerPoint) print around the
 * person's own text, as message descriptors. The builders run outside React, so the page hands them `say`, its
 * translator (`useText()` or Lingui's `i18n._`), and the files come out in the page's language.
 */
import { msg } from '@lingui/core/macro';

export type { Say } from '~/shared/messages';

export const documentWords = {
  canvasTitle: msg`Business Model Canvas`,
  ourCompany: msg`Our Company`,
  noContent: msg`(This slide has no content yet.)`,
  /** A slide's name on the extra slides its long text runs onto: 'Problem (continued)'. */
  continued: (label: string) => msg`${label} (continued)`,
};
