import { DownloadOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { Clue } from '@portal/contract';
import {
  clueImportRefusalSchema,
  cluesEndpoints,
  pageCluesBodySchema,
  partnerCompanyName,
  permissions,
  cluesExportEndpoints,
} from '@portal/contract';
import { Button } from 'antd';
import { SecondaryText } from '../../../components/secondary-text';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../../components/data-grid';
import { ExportButton } from '../../../components/export-button';
import type { ImportRefusalDisplay } from '../../../components/import-button';
import { ImportButton } from '../../../components/import-button';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { useAppState } from '../../../lib/app-state';
import { Can, useCan } from '../../../lib/can';
import { notify } from '../../../lib/notify';
import { useCloseClue } from '../api/close-clue';
import { useDownloadClueTemplate } from '../api/download-clue-template';
import { useClueCompanies } from '../api/get-clue-companies';
import { usePageClues } from '../api/page-clues';
import { clueCompany } from './clue-company';
import type { ClueFormTarget } from './clue-form-drawer';
import { useClueListParts } from './clue-list-parts';
import { ClueStatusTag } from './clue-status-tag';
import { paths } from '../../../config/paths';

// The form drawer and the dialogs (with their forms, Modal and Table of refusals) load when one first opens.
const ClueFormDrawer = lazy(() => import('./clue-form-drawer').then((m) => ({ default: m.ClueFormDrawer })));
const AssignCluesModal = lazy(() =>
  import('./assign-clues-modal').then((m) => ({ default: m.AssignCluesModal })),
);
const CloseClueModal = lazy(() => import('./close-clue-modal').then((m) => ({ default: m.CloseClueModal })));

const importAccept = ['XLSX'];

/** A refused import's errors by row, in the clue area's words. */
const importRefusal: ImportRefusalDisplay = {
  schema: clueImportRefusalSchema,
  texts: {
    title: 'clue.import.errorsTitle',
    intro: 'clue.import.errorsIntro',
    more: 'clue.import.more',
    row: 'clue.import.row',
    column: 'clue.import.column',
    message: 'clue.import.problem',
  },
};

/**
 * Clue assignment (staff): search, sort, page and export every clue; with `clue.edit` also create,
 * import, edit and close new clues, and assign a selection of new ones to a partner company. Filters,
 * sort and page are in the URL (a to-do opens it as `?status=new`).
 */
export function AssignedClueList() {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const navigate = useNavigate();
  const canEdit = useCan(permissions.clueEdit);
  const parts = useClueListParts();
  const companies = useClueCompanies();
  const [selected, setSelected] = useState<number[]>([]);
  const [formTarget, setFormTarget] = useState<ClueFormTarget | null>(null);
  const [closing, setClosing] = useState<Clue | null>(null);
  const [assigning, setAssigning] = useState(false);
  const close = useCloseClue();
  const template = useDownloadClueTemplate();

  const companyOptions = useMemo(
    () =>
      (companies.data ?? []).map((company) => ({
        value: company.id,
        label: partnerCompanyName(company, language),
      })),
    [companies.data, language],
  );

  const { columns, filters } = parts;
  const list = useList(
    defineList<typeof pageCluesBodySchema, Clue>({
      name: 'assigned-clues',
      schema: pageCluesBodySchema,
      columns: [
        columns.clueNo,
        {
          key: 'status',
          title: 'clue.field.status',
          kind: 'status',
          sortField: 'status',
          samples: parts.statusSamples,
          render: (clue) => <ClueStatusTag status={clue.status} />,
        },
        // Where the lead came from decides whom it goes to: shown by default.
        columns.source,
        columns.customerName,
        {
          key: 'company',
          optional: true,
          title: 'clue.field.company',
          // Free text, cut with an ellipsis and whole on hover: the company fits 1366 px beside the source.
          kind: 'text',
          render: (clue) => clueCompany(clue, language),
        },
        { ...columns.assignee, optional: true },
        { ...columns.contact, optional: true },
        { ...columns.productLine, optional: true },
        { ...columns.region, optional: true },
        { ...columns.assignedAt, optional: true },
        {
          key: 'createdAt',
          optional: true,
          title: 'common.createdAt',
          kind: 'date-time',
          sortField: 'createdAt',
          dataIndex: 'createdAt',
        },
      ],
      filters: [
        filters.keyword,
        filters.status,
        filters.source,
        filters.productLineCode,
        filters.region,
        {
          name: 'companyId',
          label: 'clue.field.company',
          control: { kind: 'select', options: companyOptions, searchable: true },
        },
        filters.created,
      ],
    }),
  );
  const page = usePageClues(list.query);

  const actions = (clue: Clue): RowAction[] => [
    { key: 'view', label: t('clue.view'), onClick: () => navigate(paths.clueDetail(clue.id)) },
    {
      key: 'edit',
      label: t('common.edit'),
      hidden: !clue.actions.includes('edit'),
      onClick: () => setFormTarget({ mode: 'edit', id: clue.id }),
    },
    {
      key: 'close',
      label: t('clue.close'),
      danger: true,
      hidden: !clue.actions.includes('close'),
      onClick: () => setClosing(clue),
    },
  ];

  const toolbar = (
    <>
      {selected.length > 0 && <SecondaryText>{t('clue.selected', { count: selected.length })}</SecondaryText>}
      <Can code={permissions.clueEdit}>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setFormTarget({ mode: 'create' })}
        >
          {t('clue.create')}
        </Button>
        <ImportButton
          endpoint={cluesEndpoints.importClues}
          accept={importAccept}
          refusal={importRefusal}
          inputTestId="clue-import-input"
          onImported={(result) => {
            notify.success(t('clue.import.done', { count: result.count }));
            setSelected([]);
          }}
        >
          {t('clue.import')}
        </ImportButton>
        <Button
          type="link"
          icon={<DownloadOutlined aria-hidden />}
          loading={template.isPending}
          onClick={() => template.mutate()}
        >
          {t('clue.import.template')}
        </Button>
        <Button
          icon={<TeamOutlined aria-hidden />}
          disabled={selected.length === 0}
          onClick={() => setAssigning(true)}
        >
          {t('clue.assignSelected')}
        </Button>
      </Can>
      <ExportButton endpoint={cluesExportEndpoints.exportClues} body={list.exportFilter} />
    </>
  );

  return (
    <>
      <ListScreen
        list={list}
        page={page}
        rowKey="id"
        actions={actions}
        toolbar={toolbar}
        rowSelection={
          canEdit
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setSelected(keys.map(Number)),
                // Only clues the server lets the user assign can be selected.
                getCheckboxProps: (clue) => ({
                  disabled: !clue.actions.includes('assign'),
                  'aria-label': clue.clueNo,
                }),
              }
            : undefined
        }
      />
      <Suspense fallback={null}>
        {formTarget && (
          <ClueFormDrawer
            key={JSON.stringify(formTarget)}
            target={formTarget}
            onClose={() => setFormTarget(null)}
          />
        )}
        {assigning && (
          <AssignCluesModal
            ids={selected}
            onDone={() => setSelected([])}
            onClose={() => setAssigning(false)}
          />
        )}
        {closing && (
          <CloseClueModal clue={closing} close={close.mutateAsync} onClose={() => setClosing(null)} />
        )}
      </Suspense>
    </>
  );
}
