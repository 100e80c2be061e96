/**
 * The header's site search ("Site search"): a GET form to /search (works without scripts), in a
 * `search` landmark named 'Search ChangePath', with its magnifier as the submit button. From the `xl` breakpoint it is a
 * box in the header; narrower, where the header has no room, it is a labelled icon link to the /search page, whose
 * own box is full size and takes the focus.
 */
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { SearchSubmitButton } from '~/client/components/ui/search-submit-button';
import { SEARCH_MAX_LENGTH, searchMessages } from '~/shared/search';
import { paths } from '~/shared/paths';

export function SiteSearchForm() {
  const { t, i18n } = useLingui();
  const label = i18n._(searchMessages.label);
  return (
    <>
      <Form method="get" action={paths.search} role="search" aria-label={label} className="relative hidden xl:block">
        <SearchSubmitButton size="sm" />
        <input
          type="search"
          name="q"
          aria-label={label}
          placeholder={t`Search`}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          className="h-9 w-44 rounded-md border border-slate-300 bg-white pl-8 pr-2 text-sm text-slate-900 placeholder:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 2xl:w-52"
        />
      </Form>
      <Link
        to={paths.search}
        aria-label={label}
        title={label}
        className="ml-auto flex h-9 w-9 items-center justify-center rounded-md text-slate-700 lg:ml-0 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 xl:hidden"
      >
        <Search className="h-5 w-5" aria-hidden />
      </Link>
    </>
  );
}
