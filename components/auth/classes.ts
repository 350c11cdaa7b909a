// Tailwind classes shared by the account forms (same look as the contact form).

export const inputClass =
  "block w-full min-h-[44px] rounded-md border border-on-surface/40 bg-background px-3 py-2 text-base " +
  "read-only:bg-surface read-only:text-muted aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400";

export const formClass = "flex flex-col gap-4";

export const headingClass = "text-2xl font-light";

export const alertClass =
  "rounded-md border border-red-600/40 bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200";

export const primaryButtonClass =
  "inline-flex min-h-[44px] w-full items-center justify-center rounded-md bg-primary px-6 font-medium text-on-primary " +
  "hover:bg-primary/90 disabled:cursor-not-allowed disabled:opacity-60";

export const secondaryButtonClass =
  "inline-flex min-h-[44px] w-full items-center justify-center rounded-md border border-primary px-6 font-medium " +
  "text-primary-text hover:bg-primary/10";

export const linkClass = "text-primary-text underline underline-offset-2 hover:no-underline";
