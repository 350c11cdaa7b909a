// Tailwind classes of the account pages; fields and buttons come from components/ui.

export const formClass = "flex flex-col gap-4";

export const headingClass = "text-2xl font-light";

export const linkClass = "text-primary-text underline underline-offset-2 hover:no-underline";
