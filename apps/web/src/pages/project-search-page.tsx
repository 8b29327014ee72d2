import type { SearchKind } from '@portal/contract';
import { searchKinds } from '@portal/contract';
import { Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchResults } from '../features/project-search/components/search-results';

const kindOf = (value: string | null): SearchKind | undefined => searchKinds.find((kind) => kind === value);

/** /project-search?q=&kind=: one query over every record the reader may read, grouped by kind. */
export function ProjectSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const kind = kindOf(params.get('kind'));
  const go = (q: string, k: SearchKind | undefined) =>
    setParams({ ...(q ? { q } : {}), ...(k ? { kind: k } : {}) });
  return (
    <Flex vertical gap={16}>
      <Input.Search
        size="large"
        allowClear
        enterButton={t('projectSearch.submit')}
        placeholder={t('projectSearch.placeholder')}
        aria-label={t('projectSearch.placeholder')}
        // A new query in the address (the header's box, back and forward) shows in the box.
        key={keyword}
        defaultValue={keyword}
        maxLength={200}
        onSearch={(value) => go(value.trim(), undefined)}
        style={{ maxWidth: 720 }}
      />
      <SearchResults keyword={keyword} kind={kind} onKind={(k) => go(keyword, k)} />
    </Flex>
  );
}
