// DOM APIs jsdom lacks, as stubs for the unit tests.

/** A matchMedia whose every query answers `matches`. */
export function mockMatchMedia(matches: boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
