import { nameInLanguage } from '@portal/contract';
import { Alert, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/app-state';
import { useProductLines } from '../../../lib/use-product-lines';
import { useCompanyCertificates } from '../api/certificates';

/**
 * A company's certified people by product line (valid certificates only, not revoked or expired), for
 * its detail screen.
 */
export function CertifiedPeople({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const productLines = useProductLines();
  const groups = useCompanyCertificates(companyId);
  const rows = (groups.data ?? []).flatMap((group) =>
    group.people.map((person, index) => ({
      key: `${group.productLineCode ?? ''}-${person.userId}-${index}-${person.expiresOn}`,
      productLine: group.productLineCode
        ? productLines.label(group.productLineCode)
        : t('certificate.noProductLine'),
      span: index === 0 ? group.people.length : 0,
      person: person.personName,
      course: nameInLanguage(person.courseName, language),
      expiresOn: person.expiresOn,
    })),
  );
  return (
    <section aria-labelledby="certified-people" style={{ marginTop: 24 }} data-testid="certified-people">
      <h3 id="certified-people" style={{ fontSize: 16, margin: '0 0 12px' }}>
        {t('certificate.certifiedPeople')}
      </h3>
      {groups.isPending ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Alert type="info" message={t('certificate.noCertifiedPeople')} />
      ) : (
        <Table
          size="small"
          pagination={false}
          dataSource={rows}
          columns={[
            {
              key: 'productLine',
              title: t('training.field.productLine'),
              dataIndex: 'productLine',
              onCell: (row) => ({ rowSpan: row.span }),
            },
            { key: 'person', title: t('certificate.field.person'), dataIndex: 'person' },
            { key: 'course', title: t('certificate.field.course'), dataIndex: 'course' },
            { key: 'expiresOn', title: t('certificate.field.expiresOn'), dataIndex: 'expiresOn', width: 120 },
          ]}
        />
      )}
    </section>
  );
}
