import type { TableColumnsType } from 'antd';
import { Button, Flex, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { Popconfirm } from '../../../components/confirmations';

/**
 * The status and actions columns of a system-management list: active or disabled; edit, and deactivate
 * (after a confirmation naming the row) or activate again.
 */
export function statusColumns<R>(
  t: TFunction,
  row: {
    active: (row: R) => boolean;
    name: (row: R) => string;
    onEdit: (row: R) => void;
    onActive: (row: R, active: boolean) => Promise<unknown>;
  },
): TableColumnsType<R> {
  return [
    {
      key: 'status',
      title: t('common.status'),
      width: 100,
      render: (_, record) =>
        row.active(record) ? (
          <Tag color="green">{t('common.statusActive')}</Tag>
        ) : (
          <Tag>{t('common.statusDisabled')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 160,
      render: (_, record) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => row.onEdit(record)}>
            {t('common.edit')}
          </Button>
          {row.active(record) ? (
            <Popconfirm
              title={t('systemSettings.confirmDeactivate', { name: row.name(record) })}
              onConfirm={() => row.onActive(record, false)}
            >
              <Button type="link" size="small" danger>
                {t('common.disable')}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              type="link"
              size="small"
              onClick={() => void row.onActive(record, true).catch(() => undefined)}
            >
              {t('common.enable')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
}
