import {
  TrainingCoursesScreen,
  TrainingRegistrationScreen,
} from '../features/training/components/training-screens';

/** /training/Training: sessions (list and calendar) and courses, for staff. */
export function TrainingCoursesPage() {
  return <TrainingCoursesScreen />;
}

/** /training/index and /training/training-registration: registration (partners) and registrations (staff). */
export function TrainingRegistrationPage() {
  return <TrainingRegistrationScreen />;
}
