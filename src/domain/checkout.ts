// The checkout's constants: the delivery methods the storefront's strings name, and the limits of
// a cart's lines. An order is priced by tax.ts (priceOrder), on prices read from the database (rule 1).

/**
 * The seed's methods for the shop's own country, whose names the storefront's strings carry (spec
 * §9's sample checkout: standard delivery is the 25). The shop's methods are the owner's
 * (src/domain/shipping.ts); an order keeps its method's code and name.
 */
export const DELIVERY_METHODS = ["standard", "express", "pickup"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Whether an order's method is one whose name the storefront's strings carry. */
export const isDeliveryMethod = (value: string): value is DeliveryMethod => (DELIVERY_METHODS as readonly string[]).includes(value);

/** A shipping method's code as a checkout names it. */
export const DELIVERY_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** spec §5, §9: the least quantity of a cart line. */
export const MIN_CART_QUANTITY = 1;
/** A single line may not ask for more than this; stock limits it further. */
export const MAX_LINE_QUANTITY = 99;
