/**
 * The blog routes' error boundary: a 404 shows the blog's not-found panel; any other error shows the
 * site's error message with the request id, never the not-found panel (which hid real failures and their id).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequestIdProvider } from '~/client/lib/request-id';
import { english, inEnglish } from '../../../../tests/support/i18n';
import { blogTexts } from './blog-content';
import { BlogErrorBoundary } from './components/blog-not-found';

const render = (error: unknown) =>
  renderToStaticMarkup(inEnglish(createElement(MemoryRouter, null, createElement(RequestIdProvider, { value: 'req-5678-blog' }, createElement(BlogErrorBoundary, { error })))));
/** What React Router hands a boundary for `throw data(null, { status })` (isRouteErrorResponse's shape). */
/** The blog's not-found sentence as React writes it into HTML. */
const NOT_FOUND = english._(blogTexts.notFoundText).replaceAll("'", '&#x27;');
const routeError = (status: number) => ({ status, statusText: status === 404 ? 'Not Found' : 'Internal Server Error', internal: false, data: null });

describe('BlogErrorBoundary', () => {
  it('shows the blog’s not-found panel for a 404, without a reference', () => {
    const html = render(routeError(404));
    expect(html).toContain(NOT_FOUND);
    expect(html).not.toContain('data-request-id');
  });

  it('shows the error message with the request id for a thrown error or a 500, not the not-found panel', () => {
    for (const error of [new Error('database went away'), routeError(500)]) {
      const html = render(error);
      expect(html).toContain('Something went wrong.');
      expect(html).toContain('data-request-id="req-5678-blog"');
      expect(html).not.toContain(NOT_FOUND);
    }
  });
});
