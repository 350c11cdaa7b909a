// A value kept in localStorage and read through useSyncExternalStore: the server (and the first,
// hydrating client render) sees the fallback, then the browser's stored value, so the HTML never
// mismatches. Also follows other tabs through the `storage` event.
import "client-only";

export type PersistedStore<T> = {
  /** The current value (the same object until the stored text changes). */
  get(): T;
  /** What the server renders: always the fallback. */
  getServerSnapshot(): T;
  /** Saves the value (removes the key when `isEmpty` says so) and notifies subscribers. */
  set(value: T): void;
  subscribe(listener: () => void): () => void;
};

type Options<T> = {
  key: string;
  /** Checks the parsed stored JSON: the value to use, or null to drop it. */
  read: (stored: unknown) => T | null;
  fallback: T;
  isEmpty: (value: T) => boolean;
};

export function createPersistedStore<T>({ key, read, fallback, isEmpty }: Options<T>): PersistedStore<T> {
  const listeners = new Set<() => void>();
  // Private browsing may refuse storage: the value then lives in memory for this page.
  let memory: string | null = null;
  let cache: { raw: string | null; value: T } = { raw: null, value: fallback };

  function readRaw(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory;
    }
  }

  function parse(raw: string | null): T {
    if (raw === null) return fallback;
    try {
      // A stored value from an older version or edited by hand is dropped, not trusted.
      return read(JSON.parse(raw)) ?? fallback;
    } catch {
      return fallback;
    }
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === key || event.key === null) notify();
  }

  return {
    get() {
      if (typeof window === "undefined") return fallback;
      const raw = readRaw();
      if (raw !== cache.raw) cache = { raw, value: parse(raw) };
      return cache.value;
    },
    getServerSnapshot: () => fallback,
    set(value) {
      const raw = isEmpty(value) ? null : JSON.stringify(value);
      memory = raw;
      try {
        if (raw === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, raw);
      } catch {
        // Quota or private mode: the in-memory copy above still serves this page.
      }
      cache = { raw, value };
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
  };
}
