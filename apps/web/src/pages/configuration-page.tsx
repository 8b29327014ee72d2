import { ConfigurationPage as SystemManagement } from '../features/configuration/configuration-page';

/** /configuration: system management (the page lives with its feature, whose tab list it shows). */
export function ConfigurationPage() {
  return <SystemManagement />;
}
