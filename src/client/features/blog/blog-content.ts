/** The Resource Hub's interface texts. Article texts live in content/blog/*.md. */
export const blogTexts = {
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search by title, topic or tag',
  featured: 'Featured articles',
  latest: 'Latest articles',
  results: 'Search results',
  resultCount: (n: number, q: string) => `${n} ${n === 1 ? 'article matches' : 'articles match'} “${q}”`,
  noResults: (q: string) => `No articles match “${q}”. Try a different word, or browse the categories and tags.`,
  clearSearch: 'Clear search',
  categories: 'Categories',
  tags: 'Popular tags',
  newsletterHeading: 'Get new articles by e-mail',
  newsletterText: 'One short e-mail when we publish something new. Unsubscribe at any time.',
  breadcrumb: 'Breadcrumb',
  blog: 'Blog',
  categoryEyebrow: 'Category',
  tagEyebrow: 'Tag',
  articleCount: (n: number) => `${n} ${n === 1 ? 'article' : 'articles'}`,
  categoryDescription: (name: string, n: number) =>
    `${n} ${n === 1 ? 'article' : 'articles'} on ${name.toLowerCase()} from the ChangePath Resource Hub.`,
  tagDescription: (name: string, n: number) =>
    `${n} ${n === 1 ? 'article' : 'articles'} tagged “${name}” in the ChangePath Resource Hub.`,
  tagsOfPost: 'Tags',
  related: 'Related articles',
  by: 'By',
  ctaHeading: 'Turn what you read into a plan',
  ctaText:
    'Tell our Learning Path assistant where you want to go and get a step-by-step roadmap with skills, projects and resources.',
  ctaButton: 'Build my learning path',
  backToBlog: 'Back to the Resource Hub',
  notFoundText: "We couldn't find that article, category or tag. It may have been moved or renamed.",
} as const;
