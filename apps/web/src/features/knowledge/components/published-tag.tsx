import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { toneColor } from '../../../lib/theme';

/** Published (green) or draft (default). */
export function PublishedTag({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return published ? (
    <Tag color={toneColor('success')}>{t('knowledge.status.published')}</Tag>
  ) : (
    <Tag color={toneColor('neutral')}>{t('knowledge.status.draft')}</Tag>
  );
}

/** The publication filter's options (staff): the list's `published` flag, true or false. */
export function usePublicationOptions() {
  const { t } = useTranslation();
  return [
    { value: 'true', label: t('knowledge.status.published') },
    { value: 'false', label: t('knowledge.status.draft') },
  ];
}
