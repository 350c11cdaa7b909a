// The share panel says where its embed code works (the site's embed_allowed_domains).
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ItemShare } from "@/components/item/item-share";
import { renderItem, setMobile } from "./test-utils";

const props = {
  url: "http://localhost:3000/witness-interview-ab12",
  embedSrc: "http://localhost:3000/embed/00000000-0000-4000-8000-000000000001/",
  name: "Witness interview",
  optionsShareBtn: true,
  monetized: false,
};

describe("ItemShare: where the embed works", () => {
  beforeEach(() => setMobile(false));

  it.each([
    { domains: undefined, expected: "This player can be embedded on any site." },
    { domains: [], expected: "This player can be embedded on any site." },
    { domains: ["example.org", "*.example.net"], expected: "This player can be embedded on: example.org, *.example.net." },
    { domains: ["Example.org", "https://bad.example/x"], expected: "This player can be embedded on: example.org." },
    { domains: ["not a domain"], expected: "This player can only be shown on this site." },
  ])("$domains", async ({ domains, expected }) => {
    renderItem(<ItemShare {...props} embedDomains={domains} />);
    await userEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByTestId("share-embed-where")).toHaveTextContent(expected);
    expect(screen.getByRole("textbox", { name: "Embed code" })).toHaveAccessibleDescription(expect.stringContaining(expected));
  });
});
