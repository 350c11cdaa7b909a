import { isUuid } from "@/lib/uuid";

describe("isUuid", () => {
  it.each(["0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b", "0E6B2F3A-1C2D-4E5F-8A9B-0C1D2E3F4A5B", "00000000-0000-0000-0000-000000000000"])(
    "%s is one",
    (value) => expect(isUuid(value)).toBe(true),
  );
  it.each([
    "",
    "media",
    "0e6b2f3a1c2d4e5f8a9b0c1d2e3f4a5b",
    "{0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b}",
    "0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b ",
    "0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5g",
    "0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b\n",
  ])("%j is not", (value) => expect(isUuid(value)).toBe(false));
});
