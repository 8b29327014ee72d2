import { PaperClipOutlined } from '@ant-design/icons';
import { limits, quotationFilesMax } from '@portal/contract';
import type { AttachedFile } from '@portal/contract';
import { Card, Form, List } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload';
import { downloadQuotationFile } from '../api/download-quotation-file';

/**
 * The attachments of a quotation version: uploaded and ordered while its draft is edited (the editor's
 * form holds them as `files`), otherwise listed for download.
 */
export function QuotationFiles({
  quotationId,
  files,
  editing,
}: {
  quotationId: number;
  files: readonly AttachedFile[];
  editing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('quotation.field.files')}>
      {editing ? (
        <Form.Item
          name="files"
          style={{ marginBottom: 0 }}
          extra={t('quotation.filesHint', { count: quotationFilesMax, size: limits.uploadMaxMb })}
        >
          <FileUpload mode="list" multiple maxCount={quotationFilesMax} />
        </Form.Item>
      ) : (
        <List
          size="small"
          dataSource={[...files]}
          locale={{ emptyText: t('quotation.noFiles') }}
          renderItem={(file) => (
            <List.Item>
              <Typography.Link onClick={() => void downloadQuotationFile(quotationId, file.id)}>
                <PaperClipOutlined aria-hidden /> {file.name}
              </Typography.Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
