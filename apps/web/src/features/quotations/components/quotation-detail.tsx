import type { QuotationLine } from '@portal/contract';
import { saveQuotationBodySchema } from '@portal/contract';
import type { ReactNode } from 'react';
import { Alert, Card, Flex, Form, Spin, Tag } from 'antd';
import { Typography } from '../../../components/typography';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LoadErrorState } from '../../../components/states';
import type { UploadedFile } from '../../../components/file-upload';
import { attachedUpload, finishedFileIds } from '../../../components/file-upload';
import {
  clearChangedErrors,
  schemaFieldErrors,
  showCheckErrors,
  showRequestError,
} from '../../../lib/form-errors';
import { isOneOf } from '../../../lib/narrow';
import { notify } from '../../../lib/notify';
import type { AnyQuotationInfo } from '../api/get-quotation-info';
import { isStaffInfo, useQuotationInfo } from '../api/get-quotation-info';
import { useMoveQuotation } from '../api/move-quotation';
import { AdditionalRequestNote } from './additional-request-note';
import { QuotationFiles } from './quotation-files';
import { hasPdf, QuotationPdfButton } from './quotation-pdf-button';
import { QuotationActions } from './quotation-actions';
import { QuotationLinesTable } from './quotation-lines';
import { QuotationStatusTag } from './quotation-status-tag';
import { QuotationHeader, QuotationTotals, QuotationVersions } from './quotation-summary';
import type { PickedQuotationItem, QuotationItemPickers } from './supplementary-item-bar';
import { SupplementaryItemBar } from './supplementary-item-bar';

// The Q&A section (with Collapse) comes last on the page and loads after the quotation, not with every screen
// that shows one (the supplementary quotation's form among them).
const QaSection = lazy(() => import('./qa-section').then((m) => ({ default: m.QaSection })));

/** What the editor's form holds: the header fields of a draft and each line's discount. */
interface EditorValues {
  taxRate?: string;
  validUntil?: Dayjs | null;
  paymentTerms?: string | null;
  deliveryTerms?: string | null;
  notes?: string | null;
  lines?: Pick<QuotationLine, 'quantity' | 'discountType' | 'discountValue'>[];
  files?: UploadedFile[];
}

/** The save body's `fileIds` are the form's `files`. */
const fileAliases = { aliases: { fileIds: 'files' } };

/** The header fields a draft edits. */
const editedHeader = ['taxRate', 'validUntil', 'paymentTerms', 'deliveryTerms', 'notes'] as const;

const initialValuesOf = (quotation: AnyQuotationInfo): EditorValues => ({
  taxRate: quotation.taxRate,
  validUntil: quotation.validUntil ? dayjs(quotation.validUntil) : null,
  paymentTerms: quotation.paymentTerms,
  deliveryTerms: quotation.deliveryTerms,
  notes: quotation.notes,
  files: quotation.files.map(attachedUpload),
  lines: isStaffInfo(quotation)
    ? quotation.lines.map((line) => ({
        quantity: line.quantity,
        discountType: line.discountType,
        discountValue: line.discountValue,
      }))
    : [],
});

/** Notes above the header: why it was returned, a newer version, a wait for approval, the order made. */
function QuotationNotices({ quotation }: { quotation: AnyQuotationInfo }) {
  const { t } = useTranslation();
  const notices = [];
  if (isStaffInfo(quotation) && quotation.status === 'returned' && quotation.returnReason)
    notices.push(
      <Alert
        key="returned"
        type="warning"
        showIcon
        title={t('quotation.field.returnReason')}
        description={quotation.returnReason}
      />,
    );
  if (!quotation.latest)
    notices.push(<Alert key="revised" type="info" showIcon title={t('quotation.refused.revised')} />);
  if (isStaffInfo(quotation) && quotation.needsApproval && ['draft', 'submitted'].includes(quotation.status))
    notices.push(
      <Alert
        key="approval"
        type="warning"
        showIcon
        title={t(quotation.status === 'draft' ? 'quotation.needsApprovalDraft' : 'quotation.waitingApproval')}
      />,
    );
  if (quotation.status === 'expired')
    notices.push(
      <Alert
        key="expired"
        type="error"
        showIcon
        title={t('quotation.expiredNote', { date: quotation.validUntil ?? '--' })}
      />,
    );
  if (quotation.orderId !== null)
    notices.push(
      <Alert
        key="order"
        type="success"
        showIcon
        title={
          <>
            {t(
              quotation.kind === 'supplementary'
                ? 'quotation.supplementary.orderAmended'
                : 'quotation.orderMade',
            )}{' '}
            <Link to={paths.orderDetail(quotation.orderId)}>{quotation.orderNo ?? quotation.orderId}</Link>
          </>
        }
      />,
    );
  return notices.length > 0 ? (
    <Flex vertical gap={8}>
      {notices}
    </Flex>
  ) : null;
}

/** What a screen adds to the quotation view: pickers of new items, and a part shown after the lines. */
export interface QuotationViewExtras {
  /** Items the editor adds (a supplementary quotation's): quantities editable and lines removable too. */
  pickers?: QuotationItemPickers;
  /** Shown after the lines and totals (a supplementary quotation: the accepted lines it adds to). */
  reference?: ReactNode;
}

/** One quotation version read, or edited when a draft and the server lists `edit`. */
function QuotationView({
  quotation,
  pickers,
  reference,
}: { quotation: AnyQuotationInfo } & QuotationViewExtras) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EditorValues>();
  const [dirty, setDirty] = useState(false);
  const save = useMoveQuotation();
  const editing = quotation.actions.includes('edit') && isStaffInfo(quotation);
  const extendable = editing && pickers !== undefined;
  const costs = useMemo(
    () => (isStaffInfo(quotation) ? new Map(quotation.lines.map((line) => [line.id, line])) : undefined),
    [quotation],
  );

  /** A checked field by its dotted path ('lines.0.discountValue'), named as on the screen. */
  const label = (field: string) => {
    const last = field.split('.').pop() ?? field;
    if (last === 'discountValue' || last === 'discountType') return t('quotation.field.discount');
    if (last === 'quantity') return t('quotation.field.quantity');
    if (isOneOf(editedHeader, last)) return t(`quotation.field.${last}`);
    if (last === 'fileIds') return t('quotation.field.files');
    return t('quotation.field.lines');
  };
  /** Saves the draft; an editor of items also adds an item or removes line `remove` (by index). */
  const onSave = async (
    change: { add?: PickedQuotationItem; remove?: number } = {},
  ): Promise<number | null> => {
    if (!isStaffInfo(quotation)) return null;
    const values = form.getFieldsValue();
    const kept = quotation.lines.flatMap((line, index) =>
      index === change.remove
        ? []
        : [
            {
              itemKind: line.itemKind,
              itemId: line.itemId,
              quantity: values.lines?.[index]?.quantity ?? line.quantity,
              discountType: values.lines?.[index]?.discountType ?? line.discountType,
              discountValue: values.lines?.[index]?.discountValue ?? line.discountValue,
            },
          ],
    );
    const added = change.add
      ? [
          {
            itemKind: change.add.kind,
            itemId: change.add.itemId,
            quantity: '1',
            discountType: 'percent' as const,
            discountValue: '0',
          },
        ]
      : [];
    const body = {
      id: quotation.id,
      rowVersion: quotation.rowVersion,
      taxRate: values.taxRate,
      validUntil: values.validUntil ? values.validUntil.format('YYYY-MM-DD') : null,
      paymentTerms: values.paymentTerms,
      deliveryTerms: values.deliveryTerms,
      notes: values.notes,
      lines: [...kept, ...added],
      fileIds: finishedFileIds(values.files),
    };
    if (showCheckErrors(form, schemaFieldErrors(saveQuotationBodySchema, body, label), fileAliases))
      return null;
    try {
      const after = await save.mutateAsync({ action: 'save', body });
      notify.success(t('quotation.done.save', { no: quotation.quotationNo }));
      setDirty(false);
      return after.rowVersion;
    } catch (error) {
      showRequestError(form, error, fileAliases);
      return null;
    }
  };

  const addItem = (item: PickedQuotationItem) => {
    if (quotation.lines.some((line) => line.itemKind === item.kind && line.itemId === item.itemId)) {
      notify.error(t('quotation.supplementary.duplicate', { code: item.code }));
      return;
    }
    void onSave({ add: item });
  };
  const removeLine = (index: number) => {
    if (quotation.lines.length <= 1) {
      notify.error(t('quotation.supplementary.lastLine'));
      return;
    }
    void onSave({ remove: index });
  };

  const body = (
    <Flex vertical gap={16}>
      <QuotationNotices quotation={quotation} />
      <AdditionalRequestNote quotation={quotation} />
      <Card
        size="small"
        title={
          <Flex gap={8} align="center" wrap>
            <span>{`${quotation.quotationNo} · ${t('quotation.versionLabel', { version: quotation.version })}`}</span>
            <Tag>{t(`quotation.kind.${quotation.kind}`)}</Tag>
            <QuotationStatusTag status={quotation.status} />
          </Flex>
        }
        extra={
          <Flex gap={8} wrap>
            {hasPdf(quotation) ? <QuotationPdfButton id={quotation.id} /> : null}
            <QuotationActions
              quotation={quotation}
              dirty={dirty}
              saving={save.isPending}
              onSave={() => onSave()}
            />
          </Flex>
        }
      >
        <QuotationHeader quotation={quotation} editing={editing} />
      </Card>
      <Card
        size="small"
        title={t(
          quotation.kind === 'supplementary' ? 'quotation.supplementary.lines' : 'quotation.field.lines',
        )}
        extra={
          dirty ? <Typography.Text type="warning">{t('quotation.unsavedTotals')}</Typography.Text> : null
        }
      >
        <Flex vertical gap={12}>
          <QuotationLinesTable
            lines={quotation.lines}
            currency={quotation.currency}
            costs={costs}
            editing={editing}
            flagged={quotation.kind === 'planning' || quotation.kind === 'supplementary'}
            onRemove={extendable ? removeLine : undefined}
            emptyText={quotation.kind === 'supplementary' ? t('quotation.supplementary.noLines') : undefined}
          />
          {extendable && pickers ? (
            <SupplementaryItemBar pickers={pickers} onPick={addItem} busy={save.isPending} />
          ) : null}
          <QuotationTotals quotation={quotation} />
        </Flex>
      </Card>
      {editing || quotation.files.length > 0 ? (
        <QuotationFiles quotationId={quotation.id} files={quotation.files} editing={editing} />
      ) : null}
      {reference}
      {isStaffInfo(quotation) ? <QuotationVersions quotation={quotation} /> : null}
      <Suspense fallback={null}>
        <QaSection quotation={quotation} />
      </Suspense>
    </Flex>
  );
  if (!editing) return body;
  return (
    <Form
      form={form}
      name="quotation-editor"
      initialValues={initialValuesOf(quotation)}
      onValuesChange={(changed) => {
        setDirty(true);
        clearChangedErrors(form, changed);
      }}
    >
      {body}
    </Form>
  );
}

/** The quotation `id` loaded: a spinner while it loads, a retry when it failed, else `children` of it. */
export function LoadedQuotation({
  id,
  children,
}: {
  id: number;
  children: (quotation: AnyQuotationInfo) => ReactNode;
}) {
  const { data, isLoading, isError, refetch } = useQuotationInfo(id);
  if (isLoading)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  if (isError || !data) return <LoadErrorState onRetry={() => void refetch()} />;
  return children(data);
}

/** The quotation `id` as its reader may read it: header, lines, totals, versions and the server's moves. */
export function QuotationDetail({ id, ...extras }: { id: number } & QuotationViewExtras) {
  // A new version read (after a save) starts the form again from the server's values.
  return (
    <LoadedQuotation id={id}>
      {(data) => <QuotationView key={`${data.id}:${data.rowVersion}`} quotation={data} {...extras} />}
    </LoadedQuotation>
  );
}
