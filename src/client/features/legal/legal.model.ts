/** The shape of a legal document (Terms, Privacy Policy, Code of Conduct) kept as data. */

/** Inline text: plain, or a link to an in-app path ('/profile') or a mailto: address. */
export type Inline = string | { text: string; to: string };
/** A paragraph or list item: one string, or a run of inline pieces. */
export type Rich = string | Inline[];

export type Block = { p: Rich } | { ul: Rich[] } | { ol: Rich[] } | { table: { head: string[]; rows: Rich[][] } };

export interface LegalSubsection {
  heading: string;
  blocks: Block[];
}

export interface LegalSection {
  /** Anchor id (kebab-case), also used in the table of contents. */
  id: string;
  heading: string;
  blocks: Block[];
  subsections?: LegalSubsection[];
}

export interface LegalDocument {
  /** ISO calendar date of the last change. */
  lastUpdated: string;
  summary?: Rich[];
  sections: LegalSection[];
}
