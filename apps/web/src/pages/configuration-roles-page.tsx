import { RolesTab } from '../features/configuration/roles-tab';

/** System management, for now its roles tab alone (the page with all its tabs comes with the code tables). */
export function ConfigurationRolesPage() {
  return <RolesTab />;
}
