// A search that could not be run: said under the form (the search layout's), with a retry that asks
// the server again.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SearchError from "@/app/[site]/[locale]/search/error";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";

const render = intlRenderer({ errors: en.errors, search: en.search });

it("says the search failed, without its detail, and retries on demand", async () => {
  const retry = jest.fn();
  render(<SearchError error={new Error("upstream down")} retry={retry} />);
  expect(screen.getByRole("alert")).toHaveTextContent(en.search.error);
  expect(screen.queryByText("upstream down")).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: en.errors.retry }));
  expect(retry).toHaveBeenCalledTimes(1);
});
