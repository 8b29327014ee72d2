import { PlusOutlined } from '@ant-design/icons';
import type { Company, StatusAction } from '@portal/contract';
import {
  codeTypes,
  formats,
  pageCompaniesBodySchema,
  partnerCompanyName,
  permissions,
} from '@portal/contract';
import { Button, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/data-grid';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { useAppState } from '../../../lib/app-state';
import { useCan } from '../../../lib/can';
import { countryName } from '../../../lib/country-name';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useChangeCompanyStatus } from '../api/change-company-status';
import { usePageCompanies } from '../api/page-companies';
import type { CompanyFormTarget } from './company-form-drawer';
import { StatusTag, useStatusOptions } from './status-tag';

// The form drawer (with its form fields) loads when it first opens.
const CompanyFormDrawer = lazy(() =>
  import('./company-form-drawer').then((m) => ({ default: m.CompanyFormDrawer })),
);

const labelsOf = (options: readonly { label: string }[]) => options.map((option) => option.label);

/**
 * Partner companies (staff): search, sort and page kept in the URL; with `partner.company.edit` also
 * create, edit, disable and enable.
 */
export function CompanyList({ recordExtra }: { recordExtra?: (companyId: number) => ReactNode } = {}) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const countries = useAppState((s) => s.countryList);
  const canEdit = useCan(permissions.partnerCompanyEdit);
  const types = useCodeOptions(codeTypes.partnerType);
  const roles = useCodeOptions(codeTypes.companyRole);
  const regions = useCodeOptions(codeTypes.region);
  const statuses = useStatusOptions();
  const [target, setTarget] = useState<CompanyFormTarget | null>(null);
  const changeStatus = useChangeCompanyStatus();

  const list = useList(
    defineList<typeof pageCompaniesBodySchema, Company>({
      name: 'companies',
      schema: pageCompaniesBodySchema,
      columns: [
        { key: 'code', title: 'partner.company.code', kind: 'code', dataIndex: 'code', sortField: 'code' },
        {
          key: 'name',
          title: 'partner.company.name',
          kind: 'name',
          sortField: 'name',
          render: (company) => partnerCompanyName(company, language),
        },
        {
          key: 'status',
          title: 'common.status',
          kind: 'status',
          samples: labelsOf(statuses),
          render: (company) => <StatusTag status={company.status} />,
        },
        {
          key: 'types',
          optional: true,
          title: 'partner.company.types',
          kind: 'tag',
          samples: labelsOf(types.options),
          render: (company) => (
            <Space size={[0, 4]} wrap>
              {company.typeCodes.map((code) => (
                <Tag key={code}>{types.label(code)}</Tag>
              ))}
            </Space>
          ),
        },
        {
          key: 'role',
          optional: true,
          title: 'partner.company.role',
          kind: 'text',
          samples: labelsOf(roles.options),
          render: (company) => roles.label(company.companyRole),
        },
        {
          key: 'region',
          optional: true,
          title: 'partner.company.region',
          kind: 'text',
          samples: labelsOf(regions.options),
          render: (company) => regions.label(company.region),
        },
        {
          key: 'country',
          optional: true,
          title: 'partner.company.country',
          kind: 'text',
          render: (company) => {
            const country = countries.find((candidate) => candidate.id === company.countryId);
            return country ? countryName(country, language) : formats.emptyPlaceholder;
          },
        },
        {
          key: 'channelManager',
          optional: true,
          title: 'partner.company.channelManager',
          kind: 'name',
          render: (company) => company.channelManagerName ?? formats.emptyPlaceholder,
        },
        {
          key: 'userCount',
          optional: true,
          title: 'partner.company.userCount',
          kind: 'count',
          dataIndex: 'userCount',
        },
        {
          key: 'createdAt',
          optional: true,
          title: 'common.createdAt',
          kind: 'date-time',
          sortField: 'createdAt',
          dataIndex: 'createdAt',
        },
        {
          key: 'updatedAt',
          optional: true,
          title: 'common.updatedAt',
          kind: 'date-time',
          dataIndex: 'updatedAt',
        },
      ],
      filters: [
        {
          name: 'keyword',
          label: 'common.keyword',
          control: { kind: 'text', placeholder: t('partner.company.keywordPlaceholder') },
        },
        {
          name: 'typeCode',
          label: 'partner.company.partnerType',
          control: { kind: 'select', options: types.options },
          span: 5,
        },
        {
          name: 'companyRole',
          label: 'partner.company.role',
          control: { kind: 'select', options: roles.options },
          span: 5,
        },
        {
          name: 'region',
          label: 'partner.company.region',
          control: { kind: 'select', options: regions.options },
        },
        { name: 'status', label: 'common.status', control: { kind: 'select', options: statuses } },
      ],
    }),
  );
  const page = usePageCompanies(list.query);

  const moveStatus = async (company: Company, action: StatusAction) => {
    try {
      await changeStatus.mutateAsync({
        id: company.id,
        status: action === 'disable' ? 'disabled' : 'active',
        rowVersion: company.rowVersion,
      });
      notify.success(t('common.saved'));
    } catch (error) {
      // The request module has shown the refusal.
      ignoreReported(error);
    }
  };

  const actions = (company: Company): RowAction[] => {
    const name = partnerCompanyName(company, language);
    if (!canEdit)
      return [
        { key: 'view', label: t('common.view'), onClick: () => setTarget({ mode: 'view', id: company.id }) },
      ];
    // The status moves are the ones the server listed for this reader, and no others.
    return [
      { key: 'edit', label: t('common.edit'), onClick: () => setTarget({ mode: 'edit', id: company.id }) },
      ...company.actions.map((action) => ({
        key: action,
        label: action === 'disable' ? t('common.disable') : t('common.enable'),
        danger: action === 'disable',
        confirm:
          action === 'disable'
            ? t('partner.company.disableConfirm', { name, count: company.userCount })
            : t('partner.company.enableConfirm', { name }),
        onClick: () => moveStatus(company, action),
      })),
    ];
  };

  return (
    <>
      <ListScreen
        list={list}
        page={page}
        rowKey="id"
        actions={actions}
        toolbar={
          canEdit ? (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setTarget({ mode: 'create' })}
            >
              {t('partner.company.create')}
            </Button>
          ) : undefined
        }
      />
      <Suspense fallback={null}>
        {target && (
          <CompanyFormDrawer
            key={JSON.stringify(target)}
            target={target}
            onClose={() => setTarget(null)}
            extra={recordExtra}
          />
        )}
      </Suspense>
    </>
  );
}
