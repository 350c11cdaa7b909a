// A page that failed to render: a title, the way back, and a retry that renders it again.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import PageError from "@/app/[site]/[locale]/error";
import { SiteNameProvider } from "@/components/layout/site-name";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";

jest.mock("@/lib/i18n/navigation", () => require("../blocks/test-utils").navigationMock);

const render = intlRenderer({ errors: en.errors });

it("says what happened in the site's frame, and retries on demand", async () => {
  const retry = jest.fn();
  render(
    <SiteNameProvider name="Testimony Archive">
      <PageError error={new Error("upstream down")} retry={retry} />
    </SiteNameProvider>,
  );
  expect(screen.getByRole("heading", { level: 1, name: en.errors.pageTitle })).toBeInTheDocument();
  expect(document.title || document.querySelector("title")?.textContent).toBe(`${en.errors.pageTitle} – Testimony Archive`);
  expect(screen.queryByText("upstream down")).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: en.errors.home })).toHaveAttribute("href", "/");
  await userEvent.click(screen.getByRole("button", { name: en.errors.retry }));
  expect(retry).toHaveBeenCalledTimes(1);
});
