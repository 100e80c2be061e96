/**
 * Shareable URLs of talks and community threads: `<words of the title>-<id>`, e.g.
 * `/changetalks/from-campus-to-startup-3f0c…-…`. The id (a UUID) decides which item it is, so a link keeps working
 * when the title is edited; the words are for people and search engines. Titles in other scripts than Latin give
 * no words, and the slug is the id alone.
 */
const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Lower-case ASCII words of `title` joined by '-', at most 60 characters ('' when none). */
export function titleWords(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.length <= 60 ? words : words.slice(0, 60).replace(/-[^-]*$/, '');
}

/** The slug of an item with this title and id. */
export function slugWithId(title: string, id: string): string {
  const words = titleWords(title);
  return words ? `${words}-${id}` : id;
}

/** The id at the end of a slug, or null when there is none. */
export function idFromSlug(slug: string): string | null {
  return UUID_AT_END.exec(slug)?.[1].toLowerCase() ?? null;
}
