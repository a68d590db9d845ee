import type { ShopUser, SubAccount } from './shop-user.ts';

/** A person of the organisation as the backend gives them; a role means they have a login. */
export const sampleShopUser = (ContactID: string, FirstName: string, RoleName: string | null, patch: Partial<ShopUser> = {}): ShopUser => ({
  ContactID,
  Salutation: 'Ms',
  FirstName,
  LastName: 'Maes',
  Email: `${FirstName.toLowerCase()}@demo.test`,
  Tel: '',
  MobilePhone: '',
  NationalIdentificationNumber: '',
  CustomFields: {},
  UserName: RoleName ? `${FirstName.toLowerCase()}@demo.test` : null,
  RoleName,
  HasUserAccount: RoleName !== null,
  ...patch,
});

/** The login of a person, as the list of sub accounts gives it. */
export const sampleLoginOf = (user: ShopUser, Status: SubAccount['Status']): SubAccount => ({
  UserName: user.UserName ?? '',
  Email: user.Email,
  CustomerID: 'CUST-1',
  ContactID: user.ContactID,
  FirstName: user.FirstName,
  LastName: user.LastName,
  RoleName: user.RoleName ?? '',
  Status,
});
