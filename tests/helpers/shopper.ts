// The shopper whose address every checkout of the tests, the journeys and the bench's writer uses;
// no imports, so that a journey or a script can take it without loading the shop.

export const SHOPPER_ADDRESS = {
  firstName: "Ada",
  lastName: "Lovelace",
  address1: "1 Track Road",
  suburb: "Alice Springs",
  postcode: "0870",
  state: "NT",
  email: "ada@example.com",
  phone: "+61 8 5550 1234",
} as const;

/** A checkout of one unit of a part without options, delivered the standard way. */
export function oneUnitCheckout(productId: number) {
  return {
    items: [{ product: productId, quantity: 1, options: {} }],
    deliverMethod: "standard",
    shippingAddress: { ...SHOPPER_ADDRESS },
  };
}
