// spec §4: the mobile menu is open or closed, with a panel stack and back navigation; it
// resets after closing, once the transition ends.

export type MobilePanel = { kind: "root" } | { kind: "department"; key: string };

export const ROOT_PANELS: readonly MobilePanel[] = [{ kind: "root" }];

/** Tapping a department pushes its panel of children. */
export function pushPanel(stack: readonly MobilePanel[], panel: MobilePanel): MobilePanel[] {
  return [...stack, panel];
}

/** Back pops one panel; the root panel stays. */
export function popPanel(stack: readonly MobilePanel[]): readonly MobilePanel[] {
  return stack.length > 1 ? stack.slice(0, -1) : stack;
}

export function currentPanel(stack: readonly MobilePanel[]): MobilePanel {
  return stack[stack.length - 1] ?? ROOT_PANELS[0]!;
}

/**
 * The stack to keep when the drawer's transition ends: the root panel once it has closed,
 * unchanged while it is open (a transition that ends while opening changes nothing).
 */
export function panelsAfterTransition(stack: readonly MobilePanel[], open: boolean): readonly MobilePanel[] {
  return open ? stack : ROOT_PANELS;
}
