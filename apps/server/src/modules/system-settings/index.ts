/** What other modules may use of the system settings: the one cached accessor that reads them. */
export { systemSettingsOf } from './system-settings.accessor';
