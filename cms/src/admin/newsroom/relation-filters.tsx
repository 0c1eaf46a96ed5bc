// Section and tag pickers above the lists of articles and issues: Strapi's own filter wants a
// relation's exact name typed in, so these list the sections and tags to choose from and
// filter by the chosen one (kept in the address with the list's other filters).
import { Flex, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useQueryParams } from '@strapi/strapi/admin';
import { useParams } from 'react-router-dom';
import { useAdminData } from './use-entries';

type Condition = Record<string, { documentId?: { $eq?: string } } | undefined>;
interface ListQuery {
  filters?: { $and?: Condition[] };
  [key: string]: unknown;
}

interface RelationPicker {
  field: 'category' | 'tags';
  target: string;
  label: string;
  all: string;
}

const SECTION: RelationPicker = {
  field: 'category',
  target: 'api::category.category',
  label: 'Section',
  all: 'All sections',
};
const TAG: RelationPicker = {
  field: 'tags',
  target: 'api::tag.tag',
  label: 'Tag',
  all: 'All tags',
};

/** Which pickers each list has. */
const PICKERS: Record<string, RelationPicker[]> = {
  'api::blog.blog': [SECTION, TAG],
  'api::magazine.magazine': [TAG],
};

function Picker({ picker }: { picker: RelationPicker }) {
  const [{ query }, setQuery] = useQueryParams<ListQuery>();
  const { value: options } = useAdminData(
    [`/content-manager/collection-types/${picker.target}?page=1&pageSize=200&sort=name:ASC`],
    ([answer]) =>
      (answer as { results: { documentId: string; name: string }[] }).results.map((entry) => ({
        value: entry.documentId,
        label: entry.name,
      })),
  );
  const conditions = query.filters?.$and ?? [];
  const chosen = conditions.find((condition) => condition[picker.field]?.documentId?.$eq)?.[
    picker.field
  ]?.documentId?.$eq;
  const choose = (documentId: string | number) => {
    const others = conditions.filter((condition) => !condition[picker.field]?.documentId);
    const next = documentId
      ? [...others, { [picker.field]: { documentId: { $eq: String(documentId) } } }]
      : others;
    setQuery({ ...query, page: 1, filters: next.length ? { $and: next } : undefined }, 'push');
  };
  return (
    <SingleSelect
      aria-label={picker.label}
      placeholder={picker.all}
      size="S"
      value={chosen}
      onChange={choose}
      onClear={chosen ? () => choose('') : undefined}
      disabled={!options}
    >
      {(options ?? []).map((option) => (
        <SingleSelectOption key={option.value} value={option.value}>
          {option.label}
        </SingleSelectOption>
      ))}
    </SingleSelect>
  );
}

export function RelationFilters() {
  const { slug } = useParams<{ slug: string }>();
  const pickers = slug ? PICKERS[slug] : undefined;
  if (!pickers) return null;
  return (
    <Flex gap={2}>
      {pickers.map((picker) => (
        <Picker key={picker.field} picker={picker} />
      ))}
    </Flex>
  );
}
