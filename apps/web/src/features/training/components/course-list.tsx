import { PlusOutlined } from '@ant-design/icons';
import type { Course } from '@portal/contract';
import { pageCoursesBodySchema, permissions } from '@portal/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { hasMenu, useSession } from '../../../lib/session';
import { usePageCourses } from '../api/courses';
import { useCourseName, useLevelOptions } from './training-labels';

const CourseFormDrawer = lazy(() =>
  import('./course-form-drawer').then((m) => ({ default: m.CourseFormDrawer })),
);

/** Courses (staff): search, sort and page in the URL; create and edit in a drawer. */
export function CourseList() {
  const { t } = useTranslation();
  // Staff with the courses menu (a menu code, not a button) create courses and sessions.
  const keepsCourses = useSession((s) => hasMenu(permissions.trainingCourses, s));
  const levels = useLevelOptions();
  const courseName = useCourseName();
  const [editing, setEditing] = useState<{ course?: Course } | null>(null);
  const list = useList(
    defineList<typeof pageCoursesBodySchema, Course>({
      name: 'training-courses',
      schema: pageCoursesBodySchema,
      columns: [
        { key: 'code', title: 'training.field.code', kind: 'code', sortField: 'code', dataIndex: 'code' },
        { key: 'name', title: 'training.course', kind: 'name', render: (course) => courseName(course) },
        {
          key: 'level',
          title: 'training.field.level',
          kind: 'status',
          samples: levels.map((l) => l.label),
          render: (course) => t(`training.level.${course.level}`),
        },
        {
          key: 'durationHours',
          title: 'training.field.durationHours',
          kind: 'count',
          sortField: 'durationHours',
          dataIndex: 'durationHours',
        },
        {
          key: 'sessionCount',
          title: 'training.field.sessionCount',
          kind: 'count',
          dataIndex: 'sessionCount',
        },
        {
          key: 'updatedAt',
          title: 'knowledge.field.updatedAt',
          kind: 'date-time',
          sortField: 'updatedAt',
          dataIndex: 'updatedAt',
          optional: true,
        },
      ],
      filters: [
        { name: 'keyword', label: 'training.field.keyword', control: { kind: 'text' }, span: 8 },
        {
          name: 'level',
          label: 'training.field.level',
          control: { kind: 'select', options: levels },
          span: 6,
        },
      ],
    }),
  );
  const page = usePageCourses(list.query);
  return (
    <>
      <ListScreen
        list={list}
        page={page}
        rowKey="id"
        actions={(course) => [
          {
            key: 'edit',
            label: t('training.action.edit'),
            hidden: !course.actions.includes('edit'),
            onClick: () => setEditing({ course }),
          },
        ]}
        toolbar={
          keepsCourses ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
              {t('training.newCourse')}
            </Button>
          ) : null
        }
      />
      <Suspense fallback={null}>
        {editing && (
          <CourseFormDrawer
            key={editing.course?.id ?? 'new'}
            course={editing.course}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </>
  );
}
