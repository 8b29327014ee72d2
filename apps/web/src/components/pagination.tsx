import { limits } from '@portal/contract';
import { Pagination as AntPagination } from 'antd';
import { useTranslation } from 'react-i18next';

/** Page sizes offered (spec section 2). */
export const pageSizeOptions = [10, 20, 50, 100];

export interface PaginationProps {
  /** Current page, from 1. */
  pageNum: number;
  /** 20 by default (spec section 9). */
  pageSize?: number;
  total: number;
  /** A new page, or a new size (then always page 1). */
  onChange: (pageNum: number, pageSize: number) => void;
  disabled?: boolean;
  align?: 'start' | 'center' | 'end';
}

/** Pages with a size changer (10/20/50/100), the total and a quick jumper. */
export function Pagination({
  pageNum,
  pageSize = limits.defaultPageSize,
  total,
  onChange,
  disabled,
  align = 'end',
}: PaginationProps) {
  const { t } = useTranslation();
  return (
    <AntPagination
      current={pageNum}
      pageSize={pageSize}
      total={total}
      disabled={disabled}
      align={align}
      showSizeChanger
      pageSizeOptions={pageSizeOptions}
      showQuickJumper
      showTotal={(count) => t('widget.pagination.total', { total: count })}
      locale={{
        items_per_page: t('widget.pagination.itemsPerPage'),
        jump_to: t('widget.pagination.jumpTo'),
        jump_to_confirm: t('widget.pagination.jumpToConfirm'),
        page: t('widget.pagination.page'),
        prev_page: t('widget.pagination.prevPage'),
        next_page: t('widget.pagination.nextPage'),
        prev_5: t('widget.pagination.prev5'),
        next_5: t('widget.pagination.next5'),
        prev_3: t('widget.pagination.prev3'),
        next_3: t('widget.pagination.next3'),
        page_size: t('widget.pagination.pageSize'),
      }}
      onChange={(page, size) => {
        if (size !== pageSize) onChange(1, size);
        else onChange(page, size);
      }}
    />
  );
}
