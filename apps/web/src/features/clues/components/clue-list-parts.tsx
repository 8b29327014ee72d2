import type { Clue, pageMyCluesBodySchema } from '@portal/contract';
import { formats } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn, ListFilter, SortFieldOf } from '../../../components/list-kit/list-definition';
import { useClueCodes, useClueLabels } from '../hooks/use-clue-options';
import { paths } from '../../../config/paths';

/** A column of both clue lists (the staff list and a partner's take the same sort fields). */
export type ClueColumn = ListColumn<Clue, SortFieldOf<typeof pageMyCluesBodySchema>>;

/** The contact of a clue on one line: name and phone. */
export function clueContact(clue: Pick<Clue, 'contactName' | 'contactPhone'>): string {
  return [clue.contactName, clue.contactPhone].filter(Boolean).join(' · ') || formats.emptyPlaceholder;
}

/**
 * The columns and filters both clue lists share, in the reader's language: number, customer, contact,
 * source, product line and region; keyword, statuses (several, as a to-do link opens them), source,
 * product line, region and the creation period.
 */
export function useClueListParts() {
  const { t } = useTranslation();
  const labels = useClueLabels();
  const codes = useClueCodes();

  const columns = {
    clueNo: {
      key: 'clueNo',
      title: 'clue.field.clueNo',
      kind: 'code',
      sortField: 'clueNo',
      render: (clue) => <Link to={paths.clueDetail(clue.id)}>{clue.clueNo}</Link>,
    },
    customerName: {
      key: 'customerName',
      title: 'clue.field.customerName',
      kind: 'name',
      dataIndex: 'customerName',
      sortField: 'customerName',
    },
    contact: { key: 'contact', title: 'clue.field.contactName', kind: 'text', render: clueContact },
    source: {
      key: 'source',
      title: 'clue.field.source',
      kind: 'tag',
      samples: labels.sourceOptions.map((option) => option.label),
      render: (clue) => labels.source(clue.source),
    },
    productLine: {
      key: 'productLine',
      title: 'clue.field.productLineCode',
      kind: 'name',
      render: (clue) => codes.productLines.label(clue.productLineCode),
    },
    region: {
      key: 'region',
      title: 'clue.field.region',
      kind: 'tag',
      samples: codes.regions.options.map((option) => option.label),
      render: (clue) => codes.regions.label(clue.region),
    },
    assignee: {
      key: 'assignee',
      title: 'clue.field.assignee',
      kind: 'text',
      render: (clue) => clue.assigneeName ?? formats.emptyPlaceholder,
    },
    assignedAt: {
      key: 'assignedAt',
      title: 'clue.field.assignedAt',
      kind: 'date-time',
      sortField: 'assignedAt',
      dataIndex: 'assignedAt',
    },
  } satisfies Record<string, ClueColumn>;

  const statusSamples = labels.statusOptions.map((option) => option.label);

  const filters = {
    keyword: {
      name: 'keyword',
      label: 'common.keyword',
      control: { kind: 'text', placeholder: t('clue.keywordPlaceholder') },
    },
    status: {
      name: 'status',
      label: 'clue.field.status',
      control: { kind: 'select', options: labels.statusOptions, multiple: true },
      span: 6,
    },
    source: {
      name: 'source',
      label: 'clue.field.source',
      control: { kind: 'select', options: labels.sourceOptions },
    },
    productLineCode: {
      name: 'productLineCode',
      label: 'clue.field.productLineCode',
      control: { kind: 'select', options: codes.productLines.options },
      span: 5,
    },
    region: {
      name: 'region',
      label: 'clue.field.region',
      control: { kind: 'select', options: codes.regions.options },
    },
    created: {
      name: 'createdFrom',
      label: 'clue.field.createdRange',
      control: { kind: 'dateRange', to: 'createdTo' },
      span: 7,
    },
  } satisfies Record<string, ListFilter<typeof pageMyCluesBodySchema>>;

  return { columns, filters, statusSamples };
}
