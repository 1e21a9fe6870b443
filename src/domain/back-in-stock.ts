// What the back-in-stock form and its route say to each other, without the schemas: the product
// page's first load carries this, not zod.

/** The one answer, whoever asks and whatever was on file: it tells no one who is subscribed. */
export const BACK_IN_STOCK_ACCEPTED = "We will e-mail you once when it is back in stock.";
