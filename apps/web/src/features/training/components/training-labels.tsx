import type { Language, RegistrationState } from '@portal/contract';
import { courseLevels, nameInLanguage, registrationStates } from '@portal/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/app-state';

/** A course's name in the reader's language. */
export function useCourseName() {
  const language: Language = useAppState((s) => s.language);
  return (course: {
    nameCn?: string;
    nameEn?: string;
    nameKr?: string;
    courseNameCn?: string;
    courseNameEn?: string;
    courseNameKr?: string;
  }) =>
    nameInLanguage(
      {
        cn: course.nameCn ?? course.courseNameCn ?? '',
        en: course.nameEn ?? course.courseNameEn,
        kr: course.nameKr ?? course.courseNameKr,
      },
      language,
    );
}

/** A wall-clock time of a session as shown: `YYYY-MM-DD HH:mm`, in the session's zone. */
export const shownLocal = (local: string) => local.replace('T', ' ');

/** A session's start in its own zone, the zone beside it. */
export function SessionTime({
  local,
  timeZone,
  stacked = false,
}: {
  local: string;
  timeZone: string;
  /** The time zone on a line of its own under the time (narrow list columns). */
  stacked?: boolean;
}) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <time>{shownLocal(local)}</time>
      {stacked ? <br /> : ' '}
      <small style={{ opacity: 0.65 }}>{timeZone}</small>
    </span>
  );
}

/** The presets the other status tags use (their contrast passes the accessibility checks). */
const statusColors: Record<RegistrationState, string> = {
  seated: 'processing',
  waiting: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
  attended: 'success',
  absent: 'error',
};

export function RegistrationStatusTag({ status }: { status: RegistrationState }) {
  const { t } = useTranslation();
  return <Tag color={statusColors[status]}>{t(`training.status.${status}`)}</Tag>;
}

export function useRegistrationStatusOptions() {
  const { t } = useTranslation();
  return registrationStates.map((value) => ({ value, label: t(`training.status.${value}`) }));
}

export function useLevelOptions() {
  const { t } = useTranslation();
  return courseLevels.map((value) => ({ value, label: t(`training.level.${value}`) }));
}
