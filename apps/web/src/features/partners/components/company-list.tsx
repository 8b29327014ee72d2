import { PlusOutlined } from '@ant-design/icons';
import type { Company, RecordStatus, RegionCode, StatusAction } from '@portal/contract';
import {
  codeTypes,
  companySortFields,
  formats,
  limits,
  partnerCompanyName,
  permissions,
} from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Flex, Input, Space, Tag } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnSortOrder, sortFromSorter } from '../../../components/table-sort';
import type { RowAction } from '../../../components/data-grid';
import { DataGrid } from '../../../components/data-grid';
import { SearchBox } from '../../../components/search-box';
import { SelectField } from '../../../components/select-field';
import { useAppState } from '../../../lib/app-state';
import { Can, useCan } from '../../../lib/can';
import { notify } from '../../../lib/notify';
import { useChangeCompanyStatus } from '../api/change-company-status';
import type { CompanyFilters } from '../api/partner-keys';
import { usePageCompanies } from '../api/page-companies';
import { useCodeOptions } from '../../../lib/use-code-options';
import { countryName } from '../utils/labels';
import type { CompanyFormTarget } from './company-form-drawer';
import { CompanyFormDrawer } from './company-form-drawer';
import { DateTime } from '../../../components/date-time';
import { StatusTag, useStatusOptions } from './status-tag';
import { ignoreReported } from '../../../lib/request';

interface SearchValues {
  keyword?: string;
  typeCode?: string;
  companyRole?: string;
  region?: RegionCode;
  status?: RecordStatus;
}

type SortField = (typeof companySortFields)[number];

/** Partner companies (staff): search, sort, page; with `partner.company.edit` also create, edit, disable. */
export function CompanyList() {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const countries = useAppState((s) => s.countryList);
  const canEdit = useCan(permissions.partnerCompanyEdit);
  const types = useCodeOptions(codeTypes.partnerType);
  const roles = useCodeOptions(codeTypes.companyRole);
  const regions = useCodeOptions(codeTypes.region);
  const statuses = useStatusOptions();
  const [filters, setFilters] = useState<CompanyFilters>({ pageNum: 1, pageSize: limits.defaultPageSize });
  const [target, setTarget] = useState<CompanyFormTarget | null>(null);
  const { data, isFetching } = usePageCompanies(filters);
  const changeStatus = useChangeCompanyStatus();

  const search = (values: SearchValues) => {
    const keyword = values.keyword?.trim();
    setFilters((current) => ({
      pageNum: 1,
      pageSize: current.pageSize,
      sortField: current.sortField,
      sortOrder: current.sortOrder,
      ...(keyword ? { keyword } : {}),
      ...(values.typeCode ? { typeCode: values.typeCode } : {}),
      ...(values.companyRole ? { companyRole: values.companyRole } : {}),
      ...(values.region ? { region: values.region } : {}),
      ...(values.status ? { status: values.status } : {}),
    }));
  };

  const sort = (sorter: SorterResult<Company> | SorterResult<Company>[]) =>
    setFilters((current) => {
      const { sortField: _field, sortOrder: _order, ...rest } = current;
      return { ...rest, pageNum: 1, ...sortFromSorter(sorter, companySortFields) };
    });
  const sortOrderOf = (field: SortField) => columnSortOrder(filters, field);

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

  const columns: TableColumnsType<Company> = [
    {
      key: 'code',
      dataIndex: 'code',
      title: t('partner.company.code'),
      sorter: true,
      sortOrder: sortOrderOf('code'),
    },
    {
      key: 'name',
      title: t('partner.company.name'),
      sorter: true,
      sortOrder: sortOrderOf('name'),
      render: (_value, company) => partnerCompanyName(company, language),
    },
    {
      key: 'types',
      title: t('partner.company.types'),
      render: (_value, company) => (
        <Space size={[0, 4]} wrap>
          {company.typeCodes.map((code) => (
            <Tag key={code}>{types.label(code)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'role',
      title: t('partner.company.role'),
      render: (_value, company) => roles.label(company.companyRole),
    },
    {
      key: 'region',
      title: t('partner.company.region'),
      render: (_value, company) => regions.label(company.region),
    },
    {
      key: 'country',
      title: t('partner.company.country'),
      render: (_value, company) => {
        const country = countries.find((candidate) => candidate.id === company.countryId);
        return country ? countryName(country, language) : formats.emptyPlaceholder;
      },
    },
    {
      key: 'channelManager',
      title: t('partner.company.channelManager'),
      render: (_value, company) => company.channelManagerName ?? formats.emptyPlaceholder,
    },
    {
      key: 'userCount',
      dataIndex: 'userCount',
      title: t('partner.company.userCount'),
      align: 'right',
    },
    {
      key: 'status',
      title: t('common.status'),
      render: (_value, company) => <StatusTag status={company.status} />,
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      sorter: true,
      sortOrder: sortOrderOf('createdAt'),
      render: (_value, company) => <DateTime value={company.createdAt} />,
    },
    {
      key: 'updatedAt',
      title: t('common.updatedAt'),
      render: (_value, company) => <DateTime value={company.updatedAt} />,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <SearchBox<SearchValues>
          loading={isFetching}
          onSearch={search}
          fields={[
            {
              name: 'keyword',
              label: t('common.keyword'),
              span: 6,
              node: (
                <Input allowClear maxLength={200} placeholder={t('partner.company.keywordPlaceholder')} />
              ),
            },
            {
              name: 'typeCode',
              label: t('partner.company.partnerType'),
              span: 5,
              node: <SelectField options={types.options} />,
            },
            {
              name: 'companyRole',
              label: t('partner.company.role'),
              span: 5,
              node: <SelectField options={roles.options} />,
            },
            {
              name: 'region',
              label: t('partner.company.region'),
              span: 4,
              node: <SelectField options={regions.options} />,
            },
            { name: 'status', label: t('common.status'), span: 4, node: <SelectField options={statuses} /> },
          ]}
        />
      </Card>
      <Card size="small">
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Can code={permissions.partnerCompanyEdit}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setTarget({ mode: 'create' })}
            >
              {t('partner.company.create')}
            </Button>
          </Can>
        </Flex>
        <DataGrid<Company>
          rowKey="id"
          showIndex
          loading={isFetching}
          dataSource={data?.list ?? []}
          columns={columns}
          actions={actions}
          size="small"
          onChange={(_filters, sorter) => sort(sorter)}
          pagination={{
            pageNum: filters.pageNum,
            pageSize: filters.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setFilters((current) => ({ ...current, pageNum, pageSize })),
          }}
        />
      </Card>
      {target && (
        <CompanyFormDrawer key={JSON.stringify(target)} target={target} onClose={() => setTarget(null)} />
      )}
    </Flex>
  );
}
