import { localCountryName } from "../../../domain/countries.ts";
import type { Address } from "../../../domain/schemas/address.ts";
import { useLocale } from "../../lib/use-preferences.ts";

type AddressText = Omit<Address, "default">;

/** A line the customer typed, isolated so "12 Corniche Road" keeps its order in Arabic. */
function Line({ text }: { text: string }) {
  return (
    <span className="block">
      <bdi>{text}</bdi>
    </span>
  );
}

/** An address as a postal block: name, company, street, town, country, then phone and e-mail. */
export function AddressLines({ address, contact = true, inLabel = false }: { address: AddressText; contact?: boolean; inLabel?: boolean }) {
  const locale = useLocale();
  // Inside a <label> only phrasing content is allowed: a span in place of <address>.
  const Wrapper = inLabel ? "span" : "address";
  const town = [address.suburb, address.state, address.postcode].filter(Boolean).join(" ");
  return (
    <Wrapper className="block text-sm leading-6 text-slate-700 not-italic">
      <span className="block font-semibold text-slate-900">
        <bdi>
          {address.firstName} {address.lastName}
        </bdi>
      </span>
      {address.company ? <Line text={address.company} /> : null}
      <Line text={address.address1} />
      {address.address2 ? <Line text={address.address2} /> : null}
      <Line text={town} />
      <span className="block">{localCountryName(address.country, locale)}</span>
      {contact ? (
        <>
          <span className="mt-1 block">
            <bdi dir="ltr">{address.phone}</bdi>
          </span>
          <span className="block [overflow-wrap:anywhere]">{address.email}</span>
        </>
      ) : null}
    </Wrapper>
  );
}
