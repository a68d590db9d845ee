import type { RegisteredAddress } from '../../../../machines/association-search/machine.ts';

/** An address of a register as it is written on an envelope. */
export function RegisteredAddressLines({ address }: { address: RegisteredAddress }) {
  return (
    <>
      {address.street} {address.houseNumber}
      <br />
      {address.zipCode} {address.city}
    </>
  );
}
