import { SEARCH_PAGE_SIZE } from '@amoretto/shared';
import type { ReactNode } from 'react';
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
      <ul className="pagination flex-wrap">
        <PageButton disabled={page <= 1} onClick={() => onPage(page - 1)} label={t('search.previous')}>
          ‹
        </PageButton>
        {pages[0]! > 1 ? (
          <>
            <PageButton onClick={() => onPage(1)}>{1}</PageButton>
            {pages[0]! > 2 ? (
              <li className="page-item disabled">
                <span className="page-link" aria-hidden="true">
                  …
                </span>
              </li>
            ) : null}
          </>
        ) : null}
        {pages.map((p) =>
          p === page ? (
            <li key={p} className="page-item active">
              <span className="page-link" aria-current="page">
                {p}
              </span>
            </li>
          ) : (
            <PageButton key={p} onClick={() => onPage(p)}>
              {p}
            </PageButton>
          ),
        )}
        <PageButton disabled={!hasNext} onClick={() => onPage(page + 1)} label={t('search.next')} testId="search-next">
          ›
        </PageButton>
      </ul>
    </nav>
  );
}

/** One page link of Bootstrap's pagination, as a button (it changes the page's results, not the site). */
function PageButton({
  onClick,
  disabled = false,
  label,
  testId,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  /** For the arrows, whose glyph says nothing to a screen reader. */
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      <button type="button" className="page-link" onClick={onClick} disabled={disabled} aria-label={label} data-testid={testId}>
        {label ? <span aria-hidden="true">{children}</span> : children}
      </button>
    </li>
  );
}
