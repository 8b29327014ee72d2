import { ResourceList } from '../features/resources/components/resource-list';

/** /empower/training: the library's training materials (courseware, video tutorials, certification). */
export function EmpowerTrainingPage() {
  return <ResourceList shelf="training" />;
}

/** /empower/resource: the library's sales resources (brochures, data sheets, case studies, presentations). */
export function EmpowerResourcePage() {
  return <ResourceList shelf="resource" />;
}
