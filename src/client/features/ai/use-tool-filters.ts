/**
 * The catalogue's search text and category, started from the URL (`?q=&category=`, what the search form sends
 * without scripts, so the server renders the same filtered list) and written back to it as they change (replacing
 * the history entry; the search text after a short pause), so a filtered list can be shared or reloaded.
 * → `{ query, setQuery, category, setCategory }`; `category` is as asked, see `activeToolCategory` for the one in effect.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_TOOL_CATEGORIES, TOOL_SEARCH_MAX } from './ai.format';

export const TOOL_SEARCH_PARAM = 'q';
export const TOOL_CATEGORY_PARAM = 'category';
/** Typing pauses this long before the URL follows the search box. */
const URL_DELAY_MS = 400;

export function useToolFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState(() => (searchParams.get(TOOL_SEARCH_PARAM) ?? '').slice(0, TOOL_SEARCH_MAX));
  const [category, setCategory] = useState(() => searchParams.get(TOOL_CATEGORY_PARAM) || ALL_TOOL_CATEGORIES);
  // setSearchParams changes with every URL change; the effect below must run only when the filters do.
  const write = useRef(setSearchParams);
  write.current = setSearchParams;
  const mounted = useRef(false);
  const lastCategory = useRef(category);

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const categoryChanged = lastCategory.current !== category;
    lastCategory.current = category;
    const timer = setTimeout(
      () =>
        write.current(
          (params) => {
            const q = query.trim();
            if (q) params.set(TOOL_SEARCH_PARAM, q);
            else params.delete(TOOL_SEARCH_PARAM);
            if (category !== ALL_TOOL_CATEGORIES) params.set(TOOL_CATEGORY_PARAM, category);
            else params.delete(TOOL_CATEGORY_PARAM);
            return params;
          },
          { replace: true, preventScrollReset: true },
        ),
      categoryChanged ? 0 : URL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [query, category]);

  return { query, setQuery, category, setCategory };
}
