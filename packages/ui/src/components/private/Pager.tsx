import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Button } from '../Button';
import * as styles from '../DataTable/DataTable.css';
import { PAGE_SIZE_OPTIONS } from '../DataTable/pageRange';

export interface PagerProps {
  /** What the list shows ("26–50 of 300", "Loading…"), announced politely. */
  status: ReactNode;
  /** The list's name, for the pager's navigation landmark. */
  label: string;
  /** 1-based. */
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  /** Offers 25/50/100 rows per page when given. */
  onPageSizeChange?: (pageSize: number) => void;
}

/** The footer under a list: how many rows it shows, rows per page, Previous / page x of y / Next. */
export function Pager({ status, label, page, lastPage, onPageChange, pageSize, onPageSizeChange }: PagerProps) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.footer}>
      <span role="status">{status}</span>
      <div className={styles.pager}>
        {onPageSizeChange ? (
          <label className={styles.pageSize}>
            {t('dataTable.pageSize')}
            <select
              className={styles.pageSizeSelect}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {PAGE_SIZE_OPTIONS.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <nav aria-label={t('dataTable.pagination', { table: label })} className={styles.pager}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('dataTable.previous')}
          </Button>
          <span>{t('dataTable.page', { page, lastPage })}</span>
          <Button variant="secondary" size="small" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
            {t('dataTable.next')}
          </Button>
        </nav>
      </div>
    </div>
  );
}
