import { UserList } from '../features/partners/components/user-list';

/** /partner/user: user management (staff: every user; a partner administrator: its own company's). */
export function PartnerUserPage() {
  return <UserList />;
}
