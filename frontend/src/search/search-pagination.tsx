import { SEARCH_PAGE_SIZE } from '@amoretto/shared';
import Pagination from 'react-bootstrap/Pagination';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  numResults: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Numbers around the current page; far jumps go through "next" and "previous". */
export function pageWindow(page: number, lastPage: number, radius = 2): number[] {
  const from = Math.max(1, page - radius);
  const to = Math.min(lastPage, page + radius);
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

export function SearchPagination({ page, numResults, hasNext, onPage }: Props) {
  const { t } = useTranslation();
  const lastPage = Math.max(1, Math.ceil(numResults / SEARCH_PAGE_SIZE));
  if (lastPage <= 1 && page === 1) return null;
  const pages = pageWindow(page, Math.max(lastPage, page));
  return (
    <nav aria-label={t('search.pages_label')} className="search-pagination d-flex justify-content-center">
      <Pagination className="flex-wrap">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('search.previous')} />
        {pages[0]! > 1 ? (
          <>
            <Pagination.Item onClick={() => onPage(1)}>{1}</Pagination.Item>
            {pages[0]! > 2 ? <Pagination.Ellipsis disabled /> : null}
          </>
        ) : null}
        {pages.map((p) => (
          <Pagination.Item key={p} active={p === page} onClick={() => onPage(p)} aria-current={p === page ? 'page' : undefined}>
            {p}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={!hasNext} onClick={() => onPage(page + 1)} aria-label={t('search.next')} data-testid="search-next" />
      </Pagination>
    </nav>
  );
}
