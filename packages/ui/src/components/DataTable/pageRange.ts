/** Rows per page of every data table (spec 9). */
export const DEFAULT_PAGE_SIZE = 25;
export const PAGE_SIZE_OPTIONS = [25, 50, 100] as const;

export interface PageRange {
  /** 1-based number of the first row shown; 0 when there are none. */
  from: number;
  /** 1-based number of the last row shown; 0 when there are none. */
  to: number;
  total: number;
}

/** Which rows a page shows ("26–50 of 1 000"), for a 0-based page index. */
export function getPageRange(pageIndex: number, pageSize: number, total: number): PageRange {
  if (total <= 0) {
    return { from: 0, to: 0, total: 0 };
  }
  const from = pageIndex * pageSize + 1;
  if (from > total) {
    return { from: 0, to: 0, total };
  }
  return { from, to: Math.min(total, (pageIndex + 1) * pageSize), total };
}

/** A 1-based page number kept within 1..lastPage (a list always has at least page 1). */
export function clampPage(page: number, lastPage: number): number {
  const last = Math.max(1, Math.floor(lastPage));
  if (!Number.isFinite(page)) {
    return 1;
  }
  return Math.min(last, Math.max(1, Math.floor(page)));
}
