// The carts module's public face (docs/how-a-module-is-built.md): a signed-in customer's cart
// and wishlist kept on the server and merged with a guest's on sign-in, and any cart checked
// again against the catalogue when it is opened (decision 042).
export { cartsRoutes } from "./carts.routes.ts";
export { type CartCatalog, createCartsService, type CartsService } from "./carts.service.ts";
export { createWishlistService, type WishlistCatalog, type WishlistService } from "./wishlist.service.ts";
