/** A signed-in session's token and account, for the flows and tests that start from one. */
export const sampleToken = { accessToken: 'demo-token', expires: '2099-12-31T23:59:59Z' };
export const sampleAccount = { ContactID: 'CON-2001', CustomerID: 'CUST-1001', RoleName: 'Hoofdgebruiker', FirstName: 'Lotte', LastName: 'Vermeulen', Email: 'admin@demo.test', Barcode: '' };
