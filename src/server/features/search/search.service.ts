/**
 * Site search ("Site search"): one SQL statement over every kind — talks, courses, lessons, community
 * threads, blog posts, mentors, AI tools, and the signed-in person's own canvases and decks. Courses and lessons are
 * also found by their translations (Hindi words find the Hindi course); Devanagari is indexed as words by the same
 * 'english' configuration (its stemmer leaves them as written), so Hindi posts are found by their Hindi words.
 *
 * How a row matches: PostgreSQL full-text search (`websearch_to_tsquery('english', q)` against a weighted vector,
 * title 'A' over the rest) OR the query's trigram word similarity to the title (`q <% title`, pg_trgm, threshold
 * 0.6) for typos ('finacial planing' finds 'Financial Planning for Startups'). Score: `ts_rank` + word
 * similarity; best first, SEARCH_RESULTS_PER_KIND per kind. The query is always a bound parameter and goes only
 * into `websearch_to_tsquery` and the similarity functions, so `%`, `_`, quotes and backslashes are literal.
 *
 * The big tables (changetalks, community_posts, courses, course_lessons, search_documents) carry generated
 * `search_vector` columns with GIN indexes and trigram GIN indexes on titles (migration 0015), so a write is
 * searchable in the statement that makes it. Small tables (mentors, AI tools) and a person's own documents are
 * matched on the fly. Hidden threads never match; deleted rows are gone; inactive mentors and tools are left out.
 * Snippets come from `ts_headline` with STX/ETX markers, split into parts here (never HTML).
 */
import { type SQL, sql } from 'drizzle-orm';
import { paths } from '~/shared/paths';
import {
  SEARCH_KINDS,
  SEARCH_RATE_LIMITS,
  SEARCH_RESULTS_PER_KIND,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchResults,
  isSearchable,
  searchKindHeadings,
  searchMessages,
  splitMarked,
} from '~/shared/search';
import { searchQuerySchema } from '~/shared/search-schemas';
import { type Actor } from '../../auth/guards';
import type { Database } from '../../db';
import { parseInput } from '../../errors';
import { enforceRateLimit } from '../../rate-limit';
import { threadLink } from '../community/community.service';
import { talkPath } from '~/shared/talks';
import { writeText } from '../../i18n';

/** How one kind is matched: its rows, weighted vector, title, the text its snippet comes from. */
interface KindSource {
  kind: SearchKind;
  /** FROM clause (aliases as used in the other fragments). */
  from: SQL;
  /** Extra condition (visibility, ownership). */
  where?: SQL;
  id: SQL;
  title: SQL;
  /** The weighted tsvector (an indexed column where there is one). */
  vector: SQL;
  body: SQL;
  /** A second key for the link: a course slug (lessons), a slug (courses, mentors, tools). */
  key?: SQL;
  /** The lesson's position. */
  position?: SQL;
}

const stripMarkers = (text: SQL) => sql`translate(${text}, chr(2) || chr(3), '')`;
const strings = (json: SQL) => sql`coalesce((select string_agg(v #>> '{}', ' ') from jsonb_path_query(${json}, 'strict $.** ? (@.type() == "string")') v), '')`;
const vector = (a: SQL, b: SQL, c?: SQL) =>
  c
    ? sql`setweight(to_tsvector('english'::regconfig, ${a}), 'A') || setweight(to_tsvector('english'::regconfig, ${b}), 'B') || setweight(to_tsvector('english'::regconfig, ${c}), 'C')`
    : sql`setweight(to_tsvector('english'::regconfig, ${a}), 'A') || setweight(to_tsvector('english'::regconfig, ${b}), 'B')`;

function sources(viewerId: string | null): KindSource[] {
  const list: KindSource[] = [
    { kind: 'talk', from: sql`changetalks t`, id: sql`t.id::text`, title: sql`t.title`, vector: sql`t.search_vector`, body: sql`coalesce(t.description, '')` },
    { kind: 'course', from: sql`courses c`, id: sql`c.id::text`, key: sql`c.slug`, title: sql`c.title`, vector: sql`c.search_vector`, body: sql`c.description` },
    {
      kind: 'lesson',
      from: sql`course_lessons l join courses lc on lc.id = l.course_id`,
      id: sql`l.id::text`,
      key: sql`lc.slug`,
      position: sql`l.position`,
      title: sql`l.title`,
      vector: sql`l.search_vector`,
      body: sql`l.summary`,
    },
    // A course's and its lessons' words in other languages (search.documents.ts), for a search in that language.
    {
      kind: 'course',
      from: sql`search_documents dc`,
      where: sql`dc.kind like 'course.%'`,
      id: sql`dc.kind || '/' || dc.ref`,
      key: sql`dc.ref`,
      title: sql`dc.title`,
      vector: sql`dc.search_vector`,
      body: sql`dc.summary`,
    },
    {
      kind: 'lesson',
      from: sql`search_documents dl`,
      where: sql`dl.kind like 'lesson.%'`,
      id: sql`dl.kind || '/' || dl.ref`,
      key: sql`split_part(dl.ref, '/', 1)`,
      position: sql`split_part(dl.ref, '/', 2)::int`,
      title: sql`dl.title`,
      vector: sql`dl.search_vector`,
      body: sql`dl.summary || ' ' || dl.body`,
    },
    { kind: 'thread', from: sql`community_posts p`, where: sql`p.hidden_at is null`, id: sql`p.id::text`, title: sql`p.title`, vector: sql`p.search_vector`, body: sql`p.content` },
    { kind: 'blog', from: sql`search_documents d`, where: sql`d.kind = 'blog'`, id: sql`d.ref`, title: sql`d.title`, vector: sql`d.search_vector`, body: sql`d.summary || ' ' || d.body` },
    {
      kind: 'mentor',
      from: sql`mentors m`,
      where: sql`m.active`,
      id: sql`m.id::text`,
      key: sql`m.slug`,
      title: sql`m.name`,
      vector: vector(sql`m.name`, sql`concat_ws(' ', m.title, m.company, m.industry, m.location, ${strings(sql`m.expertise`)})`, sql`m.bio`),
      body: sql`concat_ws(' · ', m.title || coalesce(' at ' || nullif(m.company, ''), ''), ${strings(sql`m.expertise`)}, m.bio)`,
    },
    {
      kind: 'aiTool',
      from: sql`ai_tools a`,
      where: sql`a.is_active`,
      id: sql`a.id::text`,
      key: sql`a.slug`,
      title: sql`a.name`,
      vector: vector(sql`a.name`, sql`a.category || ' ' || ${strings(sql`a.features`)}`, sql`a.description`),
      body: sql`a.description`,
    },
  ];
  if (viewerId) {
    list.push(
      { kind: 'canvas', from: sql`canvases cv`, where: sql`cv.user_id = ${viewerId}`, id: sql`cv.id::text`, title: sql`cv.name`, vector: vector(sql`cv.name`, strings(sql`cv.data`)), body: strings(sql`cv.data`) },
      { kind: 'deck', from: sql`pitch_decks pd`, where: sql`pd.user_id = ${viewerId}`, id: sql`pd.id::text`, title: sql`pd.name`, vector: vector(sql`pd.name`, strings(sql`pd.data`)), body: strings(sql`pd.data`) },
    );
  }
  return list;
}

const HEADLINE = sql`concat('StartSel=', chr(2), ', StopSel=', chr(3), ', MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "')`;
const TITLE_HEADLINE = sql`concat('StartSel=', chr(2), ', StopSel=', chr(3), ', HighlightAll=true')`;

/**
 * Rows of one kind that are ranked: at most CANDIDATES full-text matches and CANDIDATES title trigram matches.
 * A word found in thousands of rows ('startup') would otherwise have every one of them ranked (measured: 60 ms for
 * 8,000 threads); a match in the title is always among the trigram candidates, so title hits are not lost.
 */
const CANDIDATES = 200;

/** One kind's best matches (one more than shown), with marked title and snippet. */
function branch(s: KindSource): SQL {
  const where = s.where ? sql` and ${s.where}` : sql``;
  const leg = (match: SQL) => sql`(select ${s.id} as id, ${s.title} as title, ${s.key ?? sql`null::text`} as key, ${s.position ?? sql`null::int`} as position, ${s.body} as body,
        ts_rank(${s.vector}, q.tsq) + word_similarity(q.raw, ${s.title}) as score
      from ${s.from}, q
      where ${match}${where}
      limit ${CANDIDATES})`;
  return sql`(select ${s.kind}::text as kind, best.id, best.title, best.key, best.position, best.score,
      ts_headline('english'::regconfig, ${stripMarkers(sql`best.title`)}, (select tsq from q), ${TITLE_HEADLINE}) as title_marked,
      ts_headline('english'::regconfig, ${stripMarkers(sql`left(best.body, 4000)`)}, (select tsq from q), ${HEADLINE}) as snippet_marked
    from (
      select * from (${leg(sql`${s.vector} @@ q.tsq`)} union ${leg(sql`q.raw <% ${s.title}`)}) candidates
      order by score desc, title
      limit ${SEARCH_RESULTS_PER_KIND + 1}
    ) best)`;
}

/** The one statement that searches every kind for `q` (already trimmed) as `viewerId` sees it. */
export function searchStatement(q: string, viewerId: string | null): SQL {
  const branches = sources(viewerId).map(branch);
  return sql`with q as materialized (select websearch_to_tsquery('english'::regconfig, ${q}) as tsq, ${q}::text as raw)
    ${sql.join(branches, sql` union all `)}`;
}

interface Row extends Record<string, unknown> {
  kind: SearchKind;
  id: string;
  title: string;
  key: string | null;
  position: number | null;
  score: number;
  title_marked: string;
  snippet_marked: string;
}

const fill = (pattern: string, params: Record<string, string | number>) => pattern.replace(/:([a-zA-Z]+)/g, (_m, name: string) => encodeURIComponent(String(params[name])));

function urlOf(row: Row): string {
  switch (row.kind) {
    case 'talk':
      return talkPath(row);
    case 'thread':
      return threadLink(row);
    case 'course':
      return fill(paths.courseDetail, { slug: row.key ?? '' });
    case 'lesson':
      return fill(paths.lesson, { slug: row.key ?? '', position: row.position ?? 1 });
    case 'blog':
      return fill(paths.blogPost, { postId: row.id });
    case 'mentor':
      return fill(paths.mentorProfile, { slug: row.key ?? '' });
    case 'aiTool':
      // The tool's own page: it explains the tool and takes a question, with or without scripts.
      return fill(paths.aiTool, { slug: row.key ?? '' });
    case 'canvas':
      // Saved canvases and decks open from the builder's own list; they have no page of their own.
      return paths.businessModelCanvas;
    case 'deck':
      return paths.pitchDeckBuilder;
  }
}

/**
 * Searches the site for `q` as seen by `viewerId` (null: a visitor; canvases and decks are searched only for
 * their owner). A trimmed query shorter than SEARCH_MIN_LENGTH searches nothing: status 'too_short' with
 * `searchMessages.tooShort`. Otherwise status 'ok' with the kinds that matched, in SEARCH_KINDS order. The caller validates the length (≤ SEARCH_MAX_LENGTH).
 */
export async function searchSite(db: Database, opts: { q: string; viewerId: string | null }): Promise<SearchResults> {
  const q = opts.q.trim().replace(/\s+/g, ' ');
  if (!isSearchable(q)) return { q, status: 'too_short', message: writeText(searchMessages.tooShort), groups: [], total: 0 };
  const result = await db.execute<Row>(searchStatement(q, opts.viewerId));
  // Both drivers (node-postgres and PGlite) answer `{ rows }`.
  const rows = (result as unknown as { rows: Row[] }).rows;
  const byKind = new Map<SearchKind, Row[]>();
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
  const groups: SearchGroup[] = [];
  for (const kind of SEARCH_KINDS) {
    // A course found by its English and by its translated words is one hit: the better match.
    const seen = new Set<string>();
    const found = (byKind.get(kind) ?? [])
      .sort((a, b) => Number(b.score) - Number(a.score))
      .filter((row) => {
        const url = urlOf(row);
        if (seen.has(url)) return false;
        seen.add(url);
        return true;
      });
    if (!found.length) continue;
    const hits: SearchHit[] = found.slice(0, SEARCH_RESULTS_PER_KIND).map((row) => ({
      kind,
      id: row.id,
      title: row.title,
      titleParts: splitMarked(row.title_marked ?? row.title),
      snippet: splitMarked(row.snippet_marked ?? ''),
      url: urlOf(row),
    }));
    groups.push({ kind, heading: writeText(searchKindHeadings[kind]), hits, more: found.length > SEARCH_RESULTS_PER_KIND });
  }
  return { q, status: 'ok', message: null, groups, total: groups.reduce((n, g) => n + g.hits.length, 0) };
}

/**
 * Builds the site search service (built once, services.ts), for `GET /api/search` and /search: `site({ actor, q,
 * clientIp })` searches everything public, and the signed-in person's own canvases and decks too; `q` over
 * SEARCH_MAX_LENGTH is refused 400, one under SEARCH_MIN_LENGTH answers status 'too_short' with the sentence asking
 * for more. Every query that reaches the database counts against SEARCH_RATE_LIMITS (the account's when signed in,
 * else the client address's); over it, AppError `rate_limited` (429) with `searchMessages.tooMany`, so no one client
 * can keep the database busy.
 */
export function createSearchService(deps: { db: Database }) {
  return {
    async site({ actor, q, clientIp }: { actor: Actor; q: string; clientIp: string }): Promise<SearchResults> {
      const query = parseInput(searchQuerySchema, { q }).q;
      if (isSearchable(query.trim())) {
        const [key, rule] = actor ? [`search:user:${actor.id}`, SEARCH_RATE_LIMITS.perAccount] : [`search:ip:${clientIp}`, SEARCH_RATE_LIMITS.perClient];
        await enforceRateLimit(deps.db, key, rule, searchMessages.tooMany);
      }
      return searchSite(deps.db, { q: query, viewerId: actor?.id ?? null });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
