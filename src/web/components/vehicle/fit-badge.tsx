// Placeholder while fitment marks are being built (issue 3): "fits your <vehicle>" for a product.
export function FitBadge(_props: { productId: number; variant?: "card" | "page" }) {
  return null;
}
