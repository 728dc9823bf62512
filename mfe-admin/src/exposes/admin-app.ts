// Public module './AdminApp': the whole back office, mounted by the shell at /admin.
export { AdminApp as default } from '../app/admin-app';
