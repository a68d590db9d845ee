/**
 * Who may see an account tab (spec 000 §6, 002 §6): the admin user is the one whose role
 * equals the DefaultRoleName setting; everybody else is a sub user.
 */
export type AccessLevel = 'OnlyUser' | 'OnlySubUser' | 'UserAndSubUser' | 'NoOne';

export function isAdminUser(roleName: string, defaultRoleName: string): boolean {
  return roleName === defaultRoleName;
}

export function mayAccess(level: AccessLevel, isAdmin: boolean): boolean {
  if (level === 'UserAndSubUser') return true;
  if (level === 'NoOne') return false;
  return isAdmin ? level === 'OnlyUser' : level === 'OnlySubUser';
}
