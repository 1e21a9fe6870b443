// spec §9: how many a list shows when the client does not say: the API's default limit, and the
// page size of the storefront's lists.

/** spec §9: product list default limit. */
export const PRODUCT_LIST_DEFAULT_LIMIT = 16;
/** spec §9: review list default limit. */
export const REVIEW_LIST_DEFAULT_LIMIT = 8;
/** spec §9: order list default limit. */
export const ORDER_LIST_DEFAULT_LIMIT = 8;
