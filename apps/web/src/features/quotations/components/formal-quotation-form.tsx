import type { Language } from '@portal/contract';
import { createFormalBodySchema } from '@portal/contract';
import { Alert, Button, Card, Descriptions, Flex, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-range-field';
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
import type { PageCrumb } from '../../../lib/page-title';
import { usePageTitle } from '../../../lib/page-title';
import type { AnyQuotationInfo } from '../api/get-quotation-info';
import { useMoveQuotation } from '../api/move-quotation';
import { LoadedQuotation, QuotationDetail } from './quotation-detail';
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
  const submit = async () => {
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
    try {
      const made = await create.mutateAsync({
        action: 'createFormal',
        body: createFormalBodySchema.parse(body),
      });
      notify.success(t('quotation.done.createFormal', { no: made.quotationNo }));
      void navigate(paths.formalQuotation(made.id));
    } catch (error) {
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
      <Form
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
        onFinish={() => void submit()}
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
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('quotation.action.issueFormal')}
          </Button>
          <Button onClick={() => void navigate(paths.quotationDetail(planning.id))}>
            {t('widget.cancel')}
          </Button>
        </Flex>
      </Form>
    </Card>
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

/** An additional quotation, read on this screen, leads back to the additional quotations' list. */
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
  );
  return <QuotationDetail id={quotation.id} />;
}
