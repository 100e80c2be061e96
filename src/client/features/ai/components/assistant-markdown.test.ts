import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { inEnglish } from '../../../../../tests/support/i18n';
import { describe, expect, it } from 'vitest';
import { AssistantMarkdown } from './assistant-markdown';

const render = (text: string) => renderToStaticMarkup(inEnglish(createElement(AssistantMarkdown, { text })));

describe('AssistantMarkdown', () => {
  it('renders pipe tables, also right after a line of text, with cell formatting and alignment', () => {
    const html = render('Your map:\n| Skill | Level |\n|:---|---:|\n| **SQL** | `3` |\n| [NPTEL](https://nptel.ac.in) | 4 |');
    expect(html).toContain('<p>Your map:</p>');
    // Each cell's text is in an inner box that caps the column's width.
    expect(html).toMatch(/<th[^>]*><div class="min-w-36">Skill<\/div><\/th>/);
    expect(html).toContain('<strong>SQL</strong>');
    expect(html).toContain('<code>3</code>');
    expect(html).toContain('href="https://nptel.ac.in"');
    expect(html).toMatch(/<th style="text-align:right"[^>]*><div[^>]*>Level<\/div><\/th>/);
    expect(html).toMatch(/<td style="text-align:right"[^>]*><div[^>]*>4<\/div><\/td>/);
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it('keeps single tildes as text and renders double ones as strikethrough', () => {
    const html = render('**Total time:** ~7 months at ~10 hours a week, ~~not~~ less');
    expect(html).toContain('~7 months at ~10 hours a week');
    expect(html).toContain('<del>not</del>');
  });

  it('shows task-list boxes as text, not as unlabelled checkboxes', () => {
    const html = render('- [x] Python basics\n- [ ] SQL');
    expect(html).not.toContain('<input');
    expect(html).toContain('☑');
    expect(html).toContain('☐');
    expect(html).toContain('Done:');
  });

  it('drops raw HTML and unsafe links, and makes every heading an h3', () => {
    const html = render('# Plan\n<script>alert(1)</script><img src=x onerror=alert(2)>\n[click](javascript:alert(3)) https://example.com');
    expect(html).not.toMatch(/<script|onerror|javascript:/);
    expect(html).toMatch(/<h3[^>]*>Plan<\/h3>/);
    expect(html).not.toMatch(/<h[12]/);
    expect(html).toContain('href="https://example.com"');
  });
});
