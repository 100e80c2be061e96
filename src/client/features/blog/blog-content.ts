/** The Resource Hub's interface texts. Article texts live in content/blog/*.md. */
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
export const blogTexts = {
  searchLabel: msg`Search articles`,
  searchPlaceholder: msg`Search by title, topic or tag`,
  featured: msg`Featured articles`,
  latest: msg`Latest articles`,
  results: msg`Search results`,
  resultCount: (n: number, q: string): MessageDescriptor => msg`${plural(n, { one: '# article matches', other: '# articles match' })} “${q}”`,
  noResults: (q: string): MessageDescriptor => msg`No articles match “${q}”. Try a different word, or browse the categories and tags.`,
  clearSearch: msg`Clear search`,
  categories: msg`Categories`,
  tags: msg`Popular tags`,
  newsletterHeading: msg`Get new articles by e-mail`,
  newsletterText: msg`One short e-mail when we publish something new. Unsubscribe at any time.`,
  breadcrumb: msg`Breadcrumb`,
  blog: msg`Blog`,
  categoryEyebrow: msg`Category`,
  tagEyebrow: msg`Tag`,
  /** The count beside a category or tag, for screen readers ("3 articles"). */
  articleCount: (n: number): MessageDescriptor => msg`${plural(n, { one: '# article', other: '# articles' })}`,
  categoryDescription: (name: string, n: number): MessageDescriptor => {
    const topic = name.toLowerCase();
    return msg`${plural(n, { one: '# article', other: '# articles' })} on ${topic} from the ChangePath Resource Hub.`;
  },
  tagDescription: (name: string, n: number): MessageDescriptor => msg`${plural(n, { one: '# article', other: '# articles' })} tagged “${name}” in the ChangePath Resource Hub.`,
  tagsOfPost: msg`Tags`,
  related: msg`Related articles`,
  by: msg`By`,
  ctaHeading: msg`Turn what you read into a plan`,
  ctaText:
    msg`Tell our Learning Path assistant where you want to go and get a step-by-step roadmap with skills, projects and resources.`,
  ctaButton: msg`Build my learning path`,
  backToBlog: msg`Back to the Resource Hub`,
  notFoundText: msg`We couldn't find that article, category or tag. It may have been moved or renamed.`,
} as const;
