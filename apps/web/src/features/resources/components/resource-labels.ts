import type { Language, Resource } from '@portal/contract';
import { nameInLanguage } from '@portal/contract';
import { useAppState } from '../../../lib/app-state';

/** A resource's name or description in the reader's language. */
export function useResourceText() {
  const language: Language = useAppState((s) => s.language);
  return {
    name: (r: Pick<Resource, 'nameCn' | 'nameEn' | 'nameKr'>) =>
      nameInLanguage({ cn: r.nameCn, en: r.nameEn, kr: r.nameKr }, language),
    description: (r: Pick<Resource, 'descriptionCn' | 'descriptionEn' | 'descriptionKr'>) =>
      nameInLanguage(
        { cn: r.descriptionCn ?? '', en: r.descriptionEn ?? undefined, kr: r.descriptionKr ?? undefined },
        language,
      ),
  };
}
