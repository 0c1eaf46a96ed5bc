import type { SearchFacetValue, SearchPage } from '@apogee/contracts/search';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { facetValueOf, withFacet, type SearchFacetName } from '@/lib/search/search-links';
import type { SearchParams } from '@/lib/search/search-params';

const FACETS: { name: SearchFacetName; title: string }[] = [
  { name: 'category', title: 'Category' },
  { name: 'tag', title: 'Tag' },
  { name: 'year', title: 'Year' },
];

/** Values shown at once per facet; the others wait behind "More" (up to 12 come). */
export const FACET_VALUES_SHOWN = 6;

export interface SearchFacetsProps {
  facets: SearchPage['facets'];
  params: SearchParams;
}

/**
 * Category, tag and year of the matching articles, with their counts. Each value is a link
 * that sets that filter in the address, or clears it when it is the one set, so the filters
 * work without the page's scripts and a filtered search can be shared.
 */
export function SearchFacets({ facets, params }: SearchFacetsProps) {
  const titleId = useId();
  const filtered = FACETS.some(({ name }) => facetValueOf(params, name) !== undefined);
  const groups = facetGroups(facets, params);
  if (groups.length === 0) return null;
  return (
    <aside className="search-facets" aria-labelledby={titleId}>
      <h2 id={titleId} className="search-facets__title">
        Refine results
      </h2>
      {groups.map((group) => (
        <FacetGroup key={group.name} {...group} params={params} />
      ))}
      {filtered ? (
        <Link
          to="/search"
          search={{ discover: params.discover, sort: params.sort }}
          activeOptions={{ exact: true }}
          className="search-facets__clear"
        >
          Clear filters
        </Link>
      ) : null}
    </aside>
  );
}

/** The facets that have values to show (none: SearchFacets shows nothing). */
export function facetGroups(facets: SearchPage['facets'], params: SearchParams) {
  return FACETS.map((facet) => ({
    ...facet,
    values: withSelected(facets[facet.name], facetValueOf(params, facet.name)),
  })).filter((group) => group.values.length > 0);
}

/**
 * The service's values, and the one in the address when the service did not list it (an
 * old link, or a value with no match left): the reader can still see and clear it.
 */
function withSelected(values: SearchFacetValue[], selected: string | undefined) {
  if (selected === undefined || values.some((value) => value.value === selected)) return values;
  return [{ value: selected, label: selected, count: 0 }, ...values];
}

function FacetGroup({
  name,
  title,
  values,
  params,
}: {
  name: SearchFacetName;
  title: string;
  values: SearchFacetValue[];
  params: SearchParams;
}) {
  const titleId = useId();
  const links = { name, params, selected: facetValueOf(params, name) };
  return (
    <section className="search-facet" aria-labelledby={titleId}>
      <h3 id={titleId} className="search-facet__title">
        {title}
      </h3>
      <FacetValues values={values.slice(0, FACET_VALUES_SHOWN)} {...links} />
      {values.length > FACET_VALUES_SHOWN ? (
        // A details element: opens with the keyboard and without the page's scripts.
        <details className="search-facet__more">
          <summary>
            More<span className="visually-hidden"> {title.toLowerCase()} values</span> (
            {values.length - FACET_VALUES_SHOWN})
          </summary>
          <FacetValues values={values.slice(FACET_VALUES_SHOWN)} {...links} />
        </details>
      ) : null}
    </section>
  );
}

/** A row of a facet's values, each a link that sets or (the selected one) clears it. */
function FacetValues({
  values,
  name,
  params,
  selected,
}: {
  values: SearchFacetValue[];
  name: SearchFacetName;
  params: SearchParams;
  selected: string | undefined;
}) {
  return (
    <ul className="search-facet__values">
      {values.map((value) => {
        const isSelected = value.value === selected;
        return (
          <li key={value.value}>
            <Link
              to="/search"
              search={withFacet(params, name, isSelected ? undefined : value.value)}
              className="search-facet__value"
              // The router would mark a link whose address the current one contains (the
              // selected value's, which removes it) as the current page.
              activeOptions={{ exact: true }}
              aria-current={isSelected ? 'true' : undefined}
            >
              {isSelected ? <span className="visually-hidden">Remove filter: </span> : null}
              <span className="search-facet__label">{value.label}</span>{' '}
              <span className="search-facet__count">
                {value.count}
                <span className="visually-hidden">
                  {value.count === 1 ? ' article' : ' articles'}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
