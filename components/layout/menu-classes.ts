// Shared Tailwind classes for the Radix dropdown menus of the layout.

export const menuContentClass =
  "z-50 min-w-[14rem] max-w-[calc(100vw-1rem)] overflow-hidden rounded-md border border-on-surface/15 " +
  "bg-background py-1 text-on-surface shadow-lg";

export const menuItemClass =
  "flex min-h-touch w-full cursor-pointer select-none items-center gap-2 px-4 text-left text-sm " +
  "no-underline outline-none data-[highlighted]:bg-on-surface/10 data-[state=open]:bg-on-surface/10 " +
  // The tint alone is too faint to show focus (WCAG 2.4.7, 1.4.11): a ring in the link colour too.
  "data-[highlighted]:ring-2 data-[highlighted]:ring-inset data-[highlighted]:ring-primary-text";

export const menuLabelClass = "px-4 py-2 text-sm";

export const menuSeparatorClass = "my-1 h-px bg-on-surface/15";

/** A button in a bar (top bar, category strip), without its `display` so callers can hide it. */
export const barButtonBase =
  "min-h-touch min-w-touch items-center justify-center gap-1 rounded-md px-3 text-sm " +
  "font-medium hover:bg-on-surface/10 data-[state=open]:bg-on-surface/10";

export const barButtonClass = `inline-flex ${barButtonBase}`;

/** Shown from the `md` breakpoint up; on narrow screens the drawer holds the same entry. */
export const wideOnlyButtonClass = `hidden md:inline-flex ${barButtonBase}`;
