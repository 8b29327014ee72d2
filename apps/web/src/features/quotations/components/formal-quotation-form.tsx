import type { Language } from '@portal/contract';
import { createFormalBodySchema } from '@portal/contract';
import type { CreateFormalBody } from '@portal/contract';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Modal } from 'antd';
import { Typography } from '../../../components/typography';
import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-range-field';
import { DeliberateForm } from '../../../components/deliberate-form';
import { formatDate } from '../../../components/format';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { languageOrder, useLanguageNames } from '../../../components/language-names';
import { Money } from '../../../components/money';
import {
  clearChangedErrors,
  schemaFieldErrors,
  showCheckErrors,
  showRequestError,
} from '../../../lib/form-errors';
import { isOneOf } from '../../../lib/narrow';
import { notify } from '../../../lib/notify';
import { RequestError } from '../../../lib/request';
import type { PageCrumb } from '../../../lib/page-title';
import { usePageTitle } from '../../../lib/page-title';
import type { AnyQuotationInfo } from '../api/get-quotation-info';
import { useMoveQuotation } from '../api/move-quotation';
import { LoadedQuotation, QuotationDetail } from './quotation-detail';
import { QuotationLinesTable } from './quotation-lines';
import { QuotationStatusTag } from './quotation-status-tag';
import { LazySelect } from '../../../components/lazy-select';

const formalFields = ['validUntil', 'paymentTerms', 'deliveryTerms', 'notes', 'language'] as const;

interface FormalValues {
  validUntil?: Dayjs | null;
  paymentTerms?: string | null;
  deliveryTerms?: string | null;
  notes?: string | null;
  language?: Language;
}

/** The formal quotation of an approved planning one: valid until a day after today, its terms and notes. */
function FormalQuotationForm({ planning }: { planning: AnyQuotationInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const languages = useLanguageNames();
  const [form] = Form.useForm<FormalValues>();
  const create = useMoveQuotation();
  const label = (field: string) =>
    isOneOf(formalFields, field) ? t(`quotation.field.${field}`) : t('quotation.field.validUntil');
  /** The body checked and waiting for the planner's confirmation of what the partner will receive. */
  const [confirming, setConfirming] = useState<CreateFormalBody | null>(null);
  /** The server's refusal, shown in place (the planning quotation already issued, ...). */
  const [refusal, setRefusal] = useState<string | null>(null);
  // Issuing is a deliberate act: the button checks the form and asks; Enter in a field sends nothing.
  const review = () => {
    const values = form.getFieldsValue();
    const body = {
      id: planning.id,
      rowVersion: planning.rowVersion,
      validUntil: values.validUntil ? values.validUntil.format('YYYY-MM-DD') : undefined,
      paymentTerms: values.paymentTerms,
      deliveryTerms: values.deliveryTerms,
      notes: values.notes,
      language: values.language,
    };
    const errors = schemaFieldErrors(createFormalBodySchema, body, label, (field) => field === 'validUntil');
    if (showCheckErrors(form, errors)) return;
    setRefusal(null);
    setConfirming(createFormalBodySchema.parse(body));
  };
  const issue = async (body: CreateFormalBody) => {
    try {
      const made = await create.mutateAsync({ action: 'createFormal', body });
      notify.success(t('quotation.done.createFormal', { no: made.quotationNo }));
      void navigate(paths.formalQuotation(made.id));
    } catch (error) {
      setConfirming(null);
      if (error instanceof RequestError) setRefusal(error.message);
      showRequestError(form, error);
    }
  };

  if (!planning.actions.includes('createFormal'))
    return (
      <Alert
        type="info"
        showIcon
        title={t('quotation.refused.notApproved')}
        description={<Link to={paths.quotationDetail(planning.id)}>{planning.quotationNo}</Link>}
      />
    );
  return (
    <Card size="small" title={t('quotation.formalTitle', { no: planning.quotationNo })}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'planning',
            label: t('quotation.kind.planning'),
            children: (
              <Flex gap={8} align="center">
                <Link to={paths.quotationDetail(planning.id)}>
                  {`${planning.quotationNo} · ${t('quotation.versionLabel', { version: planning.version })}`}
                </Link>
                <QuotationStatusTag status={planning.status} />
              </Flex>
            ),
          },
          { key: 'customer', label: t('quotation.field.customer'), children: planning.customerName },
          { key: 'company', label: t('quotation.field.company'), children: planning.companyName },
          {
            key: 'total',
            label: t('quotation.field.total'),
            children: <Money value={planning.total} currency={planning.currency} />,
          },
        ]}
      />
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 16 }} />}
      <DeliberateForm<FormalValues>
        form={form}
        layout="vertical"
        name="formal-quotation"
        style={{ maxWidth: 720 }}
        initialValues={{
          validUntil:
            planning.validUntil && dayjs(planning.validUntil).isAfter(dayjs(), 'day')
              ? dayjs(planning.validUntil)
              : null,
          paymentTerms: planning.paymentTerms,
          deliveryTerms: planning.deliveryTerms,
          notes: planning.notes,
          language: planning.language,
        }}
        onValuesChange={(changed) => clearChangedErrors(form, changed)}
      >
        <Form.Item name="validUntil" label={t('quotation.field.validUntil')} required>
          <DateField style={{ width: 200 }} disabledDate={(day) => !day.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="language" label={t('quotation.field.language')}>
          <LazySelect
            style={{ width: 200 }}
            options={languageOrder.map((language) => ({ value: language, label: languages[language] }))}
          />
        </Form.Item>
        <Form.Item name="paymentTerms" label={t('quotation.field.paymentTerms')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item name="deliveryTerms" label={t('quotation.field.deliveryTerms')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item name="notes" label={t('quotation.field.notes')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" onClick={review} loading={create.isPending}>
            {t('quotation.action.issueFormal')}
          </Button>
          <Button onClick={() => void navigate(paths.quotationDetail(planning.id))}>
            {t('widget.cancel')}
          </Button>
        </Flex>
      </DeliberateForm>
      {confirming && (
        <IssueConfirmation
          planning={planning}
          body={confirming}
          busy={create.isPending}
          onConfirm={() => void issue(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Card>
  );
}

/**
 * What the partner will receive, confirmed before it is issued: the customer, the lines as the partner
 * reads them (no cost side), the total, the validity date and the document's language.
 */
function IssueConfirmation({
  planning,
  body,
  busy,
  onConfirm,
  onCancel,
}: {
  planning: AnyQuotationInfo;
  body: CreateFormalBody;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const languages = useLanguageNames();
  return (
    <Modal
      open
      width={880}
      title={t('quotation.issueConfirm.title', { company: planning.companyName })}
      okText={t('quotation.issueConfirm.ok')}
      cancelText={t('widget.cancel')}
      confirmLoading={busy}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('quotation.issueConfirm.hint')}</Typography.Paragraph>
      <Descriptions
        size="small"
        bordered
        column={2}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'customer', label: t('quotation.field.customer'), children: planning.customerName },
          { key: 'company', label: t('quotation.field.company'), children: planning.companyName },
          {
            key: 'total',
            label: t('quotation.field.total'),
            children: <Money value={planning.total} currency={planning.currency} />,
          },
          {
            key: 'lines',
            label: t('quotation.field.lines'),
            children: t('quotation.issueConfirm.lineCount', { count: planning.lines.length }),
          },
          {
            key: 'validUntil',
            label: t('quotation.field.validUntil'),
            children: formatDate(body.validUntil),
          },
          {
            key: 'language',
            label: t('quotation.field.language'),
            children: languages[body.language ?? planning.language],
          },
        ]}
      />
      <QuotationLinesTable lines={planning.lines} currency={planning.currency} />
    </Modal>
  );
}

/**
 * The formal quotation screen (`?id=`): of an approved planning quotation, the form that makes its formal
 * quotation; of a formal one, that quotation as its reader may read it, titled by its number.
 */
export function FormalQuotationScreen({ id }: { id: number }) {
  return (
    <LoadedQuotation id={id}>
      {(data) =>
        data.kind === 'planning' ? (
          <FormalQuotationForm key={data.id} planning={data} />
        ) : (
          <FormalQuotationRead quotation={data} />
        )
      }
    </LoadedQuotation>
  );
}

/**
 * An additional quotation, read on this screen, leads back to the additional quotations' list, and the menu
 * highlights that list, not the formal one.
 */
const additionalCrumbs: readonly PageCrumb[] = [
  { titleKey: 'menu.quotation' },
  { titleKey: 'route.additionalIndex', path: paths.additionalQuotationList },
];

/** A quotation read on the formal screen, titled by its kind and number (the route says "new"). */
function FormalQuotationRead({ quotation }: { quotation: AnyQuotationInfo }) {
  const { t } = useTranslation();
  usePageTitle(
    t(`quotation.readTitle.${quotation.kind}`, { no: quotation.quotationNo }),
    quotation.kind === 'additional' ? additionalCrumbs : undefined,
    quotation.kind === 'additional' ? paths.additionalQuotationList : undefined,
  );
  return <QuotationDetail id={quotation.id} />;
}
