/**
 * remark plugin: GitHub-style pipe tables (`| a | b |` / `|---|---|` / rows) without remark-gfm, which the project
 * does not carry. CommonMark reads such a block as one paragraph; this turns a paragraph whose second line is a
 * delimiter row into an mdast `table` (remark-rehype renders it; rehype-sanitize allows table elements). Cells take
 * a small inline subset: **bold**, *emphasis*, `code` and [links](url). Lines before the header or after the last
 * row stay paragraphs (with the same inline subset).
 * The mentor's SWOT grids, skill maps and study plans come as such tables (ai.prompts.ts, the offline mentor).
 */

/** The mdast shapes this plugin reads and writes. */
export interface MdNode {
  type: string;
  value?: string;
  url?: string;
  align?: (null | 'left' | 'right' | 'center')[];
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

const DELIMITER_CELL = /^\s*:?-+:?\s*$/;

/** Splits a table line into cell texts: outer pipes dropped, `\|` kept as a literal pipe. */
export function splitRow(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\' && s[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (s[i] === '|') {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += s[i];
    }
  }
  cells.push(cell.trim());
  return cells;
}

function isDelimiterRow(line: string): boolean {
  if (!line.includes('-')) return false;
  const cells = splitRow(line);
  return cells.length > 0 && cells.every((c) => DELIMITER_CELL.test(c));
}

function alignOf(cell: string): null | 'left' | 'right' | 'center' {
  const c = cell.trim();
  const left = c.startsWith(':');
  const right = c.endsWith(':');
  return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
}

const INLINE = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s][^*]*?)\*|_([^_\s][^_]*?)_/g;

/** The inline subset of a cell as mdast phrasing nodes. */
export function parseInline(text: string): MdNode[] {
  const out: MdNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ type: 'text', value: text.slice(last, at) });
    if (m[1] !== undefined) out.push({ type: 'strong', children: parseInline(m[1]) });
    else if (m[2] !== undefined) out.push({ type: 'inlineCode', value: m[2] });
    else if (m[3] !== undefined) out.push({ type: 'link', url: m[4], children: [{ type: 'text', value: m[3] }] });
    else out.push({ type: 'emphasis', children: [{ type: 'text', value: m[5] ?? m[6] ?? '' }] });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ type: 'text', value: text.slice(last) });
  return out;
}

/** The table (and any trailing paragraph) for a paragraph's source, or null when it is not a table. */
export function tableFromSource(source: string): MdNode[] | null {
  const lines = source.split('\n');
  const at = lines.findIndex((line, i) => line.includes('|') && i + 1 < lines.length && isDelimiterRow(lines[i + 1]));
  if (at < 0) return null;
  const before = lines.slice(0, at).join('\n').trim();
  const header = splitRow(lines[at]);
  const align = splitRow(lines[at + 1]).map(alignOf);
  let end = at + 2;
  while (end < lines.length && lines[end].includes('|')) end++;
  const row = (cells: string[]): MdNode => ({
    type: 'tableRow',
    children: header.map((_, i) => ({ type: 'tableCell', children: parseInline(cells[i] ?? '') })),
  });
  const table: MdNode = { type: 'table', align: header.map((_, i) => align[i] ?? null), children: [row(header), ...lines.slice(at + 2, end).map((l) => row(splitRow(l)))] };
  const rest = lines.slice(end).join('\n').trim();
  return [
    ...(before ? [{ type: 'paragraph', children: parseInline(before) }] : []),
    table,
    ...(rest ? [{ type: 'paragraph', children: parseInline(rest) }] : []),
  ];
}

/** The remark plugin. */
export function remarkPipeTables() {
  return (tree: MdNode, file: { value?: unknown }) => {
    const source = typeof file.value === 'string' ? file.value : String(file.value ?? '');
    const walk = (node: MdNode) => {
      if (!node.children) return;
      const next: MdNode[] = [];
      for (const child of node.children) {
        const start = child.position?.start.offset;
        const end = child.position?.end.offset;
        const replaced = child.type === 'paragraph' && start !== undefined && end !== undefined ? tableFromSource(source.slice(start, end)) : null;
        if (replaced) next.push(...replaced);
        else {
          walk(child);
          next.push(child);
        }
      }
      node.children = next;
    };
    walk(tree);
  };
}
