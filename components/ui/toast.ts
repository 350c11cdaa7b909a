// Toasts without sonner in the page's first JavaScript: `toast` has sonner's call shapes, loads
// sonner on the first toast, asks the layout's ToasterHost to mount the Toaster, and shows the
// toast once the Toaster listens (sonner's Toaster shows only toasts made after it subscribed).
// Where no host is mounted (a component tested alone), the toast goes to sonner at once.
import type { ExternalToast, toast as sonnerToast } from "sonner";

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];

let wanted = false;
const listeners = new Set<() => void>();
let hosts = 0;
let ready: Promise<void> | null = null;
let markReady: () => void = () => undefined;

/** For ToasterHost: whether a toast asked for the Toaster yet. */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const isToasterWanted = (): boolean => wanted;

/** For ToasterHost: a host is mounted (until the returned function is called). */
export function registerToasterHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
  };
}

/** For the Toaster: it listens now. */
export function toasterReady(): void {
  markReady();
}

function whenReady(): Promise<void> {
  if (hosts === 0) return Promise.resolve();
  if (!ready) {
    ready = new Promise<void>((resolve) => (markReady = resolve));
    wanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

function show(call: (toast: Sonner) => unknown): void {
  void Promise.all([import("sonner"), whenReady()]).then(([module]) => call(module.toast));
}

export const toast = Object.assign((message: Message, options?: ExternalToast) => show((t) => t(message, options)), {
  success: (message: Message, options?: ExternalToast) => show((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => show((t) => t.error(message, options)),
  info: (message: Message, options?: ExternalToast) => show((t) => t.info(message, options)),
});
