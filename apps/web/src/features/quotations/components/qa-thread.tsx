import { PaperClipOutlined } from '@ant-design/icons';
import type { QaQuestion } from '@portal/contract';
import { answerQuestionBodySchema, askQuestionBodySchema, qaFilesMax, qaTextMax } from '@portal/contract';
import { Button, Card, Empty, Flex, Form, Input, Spin, Tag } from 'antd';
import { Typography } from '../../../components/typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '../../../components/states';
import { toneColor } from '../../../lib/theme';
import { DateTime } from '../../../components/date-time';
import type { UploadedFile } from '../../../components/file-upload';
import { FileUpload } from '../../../components/file-upload';
import { Pagination } from '../../../components/pagination';
import { schemaFieldErrors, showCheckErrors, showRequestError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { downloadQaFile, useQaPost, useQaThread } from '../api/qa-thread';

const pageSize = 10;

/** What the ask and answer boxes hold. */
interface QaValues {
  text?: string;
  files?: UploadedFile[];
}

type QaMessage = QaQuestion['question'];

/** A question or its answer: who wrote it and when, its text, its files; highlighted while unread. */
function QaMessageView({
  questionId,
  message,
  label,
  extra,
}: {
  questionId: number;
  message: QaMessage;
  label: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex
      vertical
      gap={6}
      data-unread={message.unread || undefined}
      style={
        message.unread
          ? { borderInlineStart: '3px solid #1677ff', paddingInlineStart: 10, background: '#f0f7ff' }
          : { paddingInlineStart: 13 }
      }
    >
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{label}</Typography.Text>
        {message.unread ? <Tag color={toneColor('info')}>{t('quotationQa.unread')}</Tag> : null}
        <Typography.Text>{message.by}</Typography.Text>
        <Typography.Text type="secondary">
          <DateTime value={message.at} />
        </Typography.Text>
        {extra}
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {message.text}
      </Typography.Paragraph>
      {message.files.length > 0 ? (
        <Flex gap={12} wrap aria-label={t('quotationQa.attachments')} role="list">
          {message.files.map((file) => (
            <span role="listitem" key={file.id}>
              <PaperClipOutlined aria-hidden />{' '}
              <Typography.Link onClick={() => void downloadQaFile(questionId, file.id).catch(ignoreReported)}>
                {file.name}
              </Typography.Link>
            </span>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}

/**
 * The box that writes a question (on the quotation) or an answer (to a question): text up to the
 * contract's length and uploaded documents, checked with the contract's schema before sending.
 */
function QaWriteBox({
  name,
  placeholder,
  submitLabel,
  schema,
  bodyOf,
  send,
}: {
  name: string;
  placeholder: string;
  submitLabel: string;
  schema: z.ZodType;
  bodyOf: (text: string, fileIds: string[]) => Record<string, unknown>;
  send: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<QaValues>();
  const [sending, setSending] = useState(false);
  const onFinish = async () => {
    const values = form.getFieldsValue();
    const files = values.files ?? [];
    if (files.some((file) => file.uploadStatus !== 'finished')) {
      notify.warning(t('quotationQa.uploading'));
      return;
    }
    const body = bodyOf(
      values.text ?? '',
      files.map((file) => file.id),
    );
    const label = (field: string) =>
      field.startsWith('fileIds') ? t('quotationQa.attachments') : placeholder;
    if (showCheckErrors(form, schemaFieldErrors(schema, body, label), { aliases: { fileIds: 'files' } }))
      return;
    setSending(true);
    try {
      await send(body);
      form.resetFields();
    } catch (error) {
      showRequestError(form, error, { aliases: { fileIds: 'files' } });
    } finally {
      setSending(false);
    }
  };
  return (
    // No <form> element of its own: the box may sit inside the quotation editor's form.
    <Form form={form} name={name} layout="vertical" component={false}>
      {/* Room below for the character count. */}
      <Form.Item name="text" style={{ marginBottom: 28 }}>
        <Input.TextArea
          aria-label={placeholder}
          placeholder={placeholder}
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={qaTextMax}
          showCount
        />
      </Form.Item>
      <Flex gap={12} align="start" justify="space-between" wrap>
        <Form.Item name="files" style={{ marginBottom: 0, flex: 1 }}>
          <FileUpload mode="list" multiple maxCount={qaFilesMax} />
        </Form.Item>
        <Button type="primary" loading={sending} onClick={() => void onFinish()}>
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}

/** One question with its answer, or the answer box when the reader may answer it. */
function QaQuestionCard({ question }: { question: QaQuestion }) {
  const { t } = useTranslation();
  const post = useQaPost();
  return (
    <Card size="small" data-question={question.id}>
      <Flex vertical gap={12}>
        <QaMessageView
          questionId={question.id}
          message={question.question}
          label={t('quotationQa.question')}
          extra={
            <>
              <Tag>{t('quotationQa.onVersion', { version: question.version })}</Tag>
              {question.answer === null ? (
                <Tag color={toneColor('processing')}>{t('quotationQa.unanswered')}</Tag>
              ) : null}
            </>
          }
        />
        {question.answer ? (
          <div style={{ marginInlineStart: 24 }}>
            <QaMessageView
              questionId={question.id}
              message={question.answer}
              label={t('quotationQa.answer')}
            />
          </div>
        ) : null}
        {question.mayAnswer ? (
          <div style={{ marginInlineStart: 24 }}>
            <QaWriteBox
              name={`qa-answer-${question.id}`}
              placeholder={t('quotationQa.answerPlaceholder')}
              submitLabel={t('quotationQa.sendAnswer')}
              schema={answerQuestionBodySchema}
              bodyOf={(text, fileIds) => ({ questionId: question.id, text, fileIds })}
              send={async (body) => {
                await post.mutateAsync({
                  action: 'answer',
                  body: answerQuestionBodySchema.parse(body),
                });
                notify.success(t('quotationQa.done.answer'));
              }}
            />
          </div>
        ) : null}
      </Flex>
    </Card>
  );
}

/**
 * The Q&A of a quotation (all its versions): the ask box when the reader may ask, then the questions,
 * newest first, each with its answer (or the answer box), writer, time and files. What the reader had not
 * read is marked; reading the thread marks it read.
 */
export function QaThread({ quotationId }: { quotationId: number }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const thread = useQaThread(quotationId, pageNum, pageSize);
  const post = useQaPost();
  if (thread.isLoading)
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  if (thread.isError || !thread.data) return <LoadErrorState onRetry={() => void thread.refetch()} />;
  const { list, total, mayAsk } = thread.data;
  return (
    <Flex vertical gap={12}>
      {mayAsk ? (
        <Card size="small" title={t('quotationQa.ask')}>
          <QaWriteBox
            name="qa-ask"
            placeholder={t('quotationQa.askPlaceholder')}
            submitLabel={t('quotationQa.ask')}
            schema={askQuestionBodySchema}
            bodyOf={(text, fileIds) => ({ quotationId, text, fileIds })}
            send={async (body) => {
              await post.mutateAsync({ action: 'ask', body: askQuestionBodySchema.parse(body) });
              setPageNum(1);
              notify.success(t('quotationQa.done.ask'));
            }}
          />
        </Card>
      ) : null}
      {list.length === 0 ? (
        <Empty description={t('quotationQa.empty')} />
      ) : (
        list.map((question) => <QaQuestionCard key={question.id} question={question} />)
      )}
      {total > pageSize ? (
        <Pagination
          pageNum={pageNum}
          pageSize={pageSize}
          total={total}
          onChange={(next) => setPageNum(next)}
        />
      ) : null}
    </Flex>
  );
}
