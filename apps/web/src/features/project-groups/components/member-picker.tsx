import type { ProjectGroupPerson, ProjectGroupSubjectKind } from '@portal/contract';
import { Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '../../../components/lazy-select';
import { useAppState } from '../../../lib/app-state';
import { companyLabel } from '../../../lib/company-label';
import { useProjectGroupCandidates } from '../api/page-project-group-candidates';

const searchDelayMs = 300;

/** A person as the picker and the member list name them: name, then their company or "staff". */
export function usePersonLabel() {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  return (person: ProjectGroupPerson) =>
    `${person.name} (${person.kind === 'partner' ? companyLabel({ ...person, companyName: person.companyName ?? '' }, language) : t('projectGroup.staff')})`;
}

/**
 * Members picked from the people who may read the record (searched on the server as the user types); the
 * people in `exclude` (the reader, the members already in) are not offered.
 */
export function MemberPicker(props: {
  subjectKind: ProjectGroupSubjectKind;
  subjectId: number;
  exclude: readonly number[];
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const label = usePersonLabel();
  const [keyword, setKeyword] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The people picked, so that each keeps its name after the search changes.
  const [picked, setPicked] = useState<ReadonlyMap<number, ProjectGroupPerson>>(new Map());
  const { data, isFetching } = useProjectGroupCandidates(props.subjectKind, props.subjectId, keyword);
  const options = useMemo(() => {
    const offered = (data?.list ?? []).filter((p) => !props.exclude.includes(p.userId));
    const kept = (props.value ?? [])
      .filter((id) => !offered.some((p) => p.userId === id))
      .flatMap((id) => {
        const person = picked.get(id);
        return person ? [person] : [];
      });
    return [...offered, ...kept].map((person) => ({ value: person.userId, label: label(person) }));
  }, [data, picked, props.exclude, props.value, label]);
  const change = (next: number[]) => {
    setPicked((before) => {
      const after = new Map<number, ProjectGroupPerson>();
      for (const id of next) {
        const person = before.get(id) ?? data?.list.find((p) => p.userId === id);
        if (person) after.set(id, person);
      }
      return after;
    });
    props.onChange?.(next);
  };
  return (
    <LazySelect<number[]>
      id={props.id}
      mode="multiple"
      value={props.value ?? []}
      onChange={change}
      options={options}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setKeyword(text.trim()), searchDelayMs);
        },
      }}
      loading={isFetching}
      placeholder={t('widget.select.placeholder')}
      notFoundContent={isFetching ? <Spin size="small" /> : t('widget.empty')}
    />
  );
}
