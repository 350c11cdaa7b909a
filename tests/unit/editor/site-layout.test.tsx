import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { FooterEditor, NavbarEditor } from "@/components/editor/site-layout-editors";
import type { SiteLayout, SiteLayoutInput } from "@/lib/api/editor";
import { ServerError } from "@/lib/api/errors";
import en from "@/messages/en.json";
import { category } from "../helpers/fixtures";
import { intlRenderer } from "../helpers/intl";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/components/ui/toast", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };
const { toast } = jest.requireMock("@/components/ui/toast") as { toast: jest.Mock & { success: jest.Mock } };

const render = intlRenderer({ editor: en.editor, admin: en.admin }, { swr: true });

const ART = "00000000-0000-4000-8000-0000000000a1";
const WAR = "00000000-0000-4000-8000-0000000000b2";
const EXILE = "00000000-0000-4000-8000-0000000000c3";
const categories = [category("Art", { uid: ART }), category("War", { uid: WAR }), category("Exile", { uid: EXILE })];

const layout: SiteLayout = {
  navbar: [WAR, ART],
  footer: "Made in Vilnius",
  footer_fr: "Fait à Vilnius",
  social_links: [{ kind: "youtube", url: "https://youtube.com/@t", label: "Our channel" }],
  partners: [],
};

type Options = { method?: string; json?: SiteLayoutInput };

/** GET /admin/site/ answers `layout`, GET /categories/ the three categories, PATCH `patch(input)`. */
function serve(patch: (input: SiteLayoutInput) => SiteLayout | Promise<SiteLayout> = (input) => ({ ...layout, ...input })) {
  browserApi.request.mockImplementation(async (path: string, options: Options = {}) => {
    if (path === "/admin/site/" && options.method === "PATCH") return patch(options.json ?? {});
    if (path === "/admin/site/") return layout;
    if (path === "/categories/") return categories;
    throw new Error(`unexpected ${options.method ?? "GET"} ${path}`);
  });
}

/** The JSON sent with the PATCH /admin/site/ calls, in order. */
const patches = (): SiteLayoutInput[] =>
  browserApi.request.mock.calls
    .filter(([path, options]: [string, Options | undefined]) => path === "/admin/site/" && options?.method === "PATCH")
    .map(([, options]: [string, Options]) => options.json ?? {});

/** The names of the categories on the navbar, top to bottom. */
const navbarNames = () =>
  screen.getAllByRole("button", { name: /^Remove .+ from the navbar$/ }).map((button) => {
    const name = button.getAttribute("aria-label") ?? "";
    return name.replace(/^Remove (.+) from the navbar$/, "$1");
  });

beforeEach(() => jest.clearAllMocks());

describe("NavbarEditor", () => {
  it("shows the navbar's categories in order, by name, and offers only the others", async () => {
    serve();
    render(<NavbarEditor />);
    await screen.findByRole("button", { name: "Remove War from the navbar" });
    expect(browserApi.request).toHaveBeenCalledWith("/admin/site/", {}, expect.anything());
    expect(browserApi.request).toHaveBeenCalledWith("/categories/", expect.anything(), expect.anything());
    expect(navbarNames()).toEqual(["War", "Art"]);
    expect(screen.getByRole("button", { name: "Move War" })).toBeInTheDocument();
    const select = screen.getByLabelText("Add a category");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a category", "Exile"]);
    expect(screen.getByRole("button", { name: "Add" })).toBeDisabled();
  });

  it("adds a category at the end, removes one, and saves the uids in the new order", async () => {
    const onSaved = jest.fn();
    serve();
    render(<NavbarEditor onSaved={onSaved} />);
    await screen.findByRole("button", { name: "Remove War from the navbar" });

    fireEvent.change(screen.getByLabelText("Add a category"), { target: { value: EXILE } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(navbarNames()).toEqual(["War", "Art", "Exile"]);
    // the added one leaves the list of choices, and the choice is reset
    expect(screen.getByLabelText("Add a category")).toHaveValue("");
    expect(within(screen.getByLabelText("Add a category")).queryByRole("option", { name: "Exile" })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Remove War from the navbar" }));
    expect(navbarNames()).toEqual(["Art", "Exile"]);
    expect(within(screen.getByLabelText("Add a category")).getByRole("option", { name: "War" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved for the whole site."));
    expect(patches()).toEqual([{ navbar: [ART, EXILE] }]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("removing every category says the navbar is empty and saves an empty list", async () => {
    serve();
    render(<NavbarEditor />);
    fireEvent.click(await screen.findByRole("button", { name: "Remove War from the navbar" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove Art from the navbar" }));
    expect(screen.getByText("No category on the navbar.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches()).toEqual([{ navbar: [] }]));
  });

  it("a refusal is shown and nothing is announced as saved", async () => {
    serve(() => {
      throw new ServerError({
        status: 400,
        type: "validation_error",
        message: "Invalid input.",
        errors: { navbar: ["Every entry must be one of the site's categories."] },
      });
    });
    const onSaved = jest.fn();
    render(<NavbarEditor onSaved={onSaved} />);
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Every entry must be one of the site's categories.");
    expect(toast.success).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("says when the site's settings cannot be loaded", async () => {
    browserApi.request.mockRejectedValue(new ServerError({ status: 500, type: "server_error", message: "Boom" }));
    render(<NavbarEditor />);
    expect(await screen.findByText("The site's settings could not be loaded.")).toBeInTheDocument();
  });
});

describe("FooterEditor", () => {
  it("shows the English and French footers and the social links", async () => {
    serve();
    render(<FooterEditor />);
    expect(await screen.findByLabelText("Footer text (English)")).toHaveValue("Made in Vilnius");
    expect(screen.getByLabelText("Footer text (French)")).toHaveValue("Fait à Vilnius");
    expect(screen.getByLabelText("Network")).toHaveValue("youtube");
    expect(screen.getByLabelText("Address (https://…)")).toHaveValue("https://youtube.com/@t");
    expect(screen.getByLabelText("Label")).toHaveValue("Our channel");
  });

  it("edits the texts, adds and removes social links, adds a partner, and saves them all", async () => {
    const onSaved = jest.fn();
    serve();
    render(<FooterEditor onSaved={onSaved} />);
    fireEvent.change(await screen.findByLabelText("Footer text (English)"), { target: { value: "  Made in Paris  " } });
    fireEvent.change(screen.getByLabelText("Footer text (French)"), { target: { value: "   " } });

    fireEvent.click(screen.getByRole("button", { name: "Add a link" }));
    const kinds = screen.getAllByLabelText("Network");
    expect(kinds).toHaveLength(2);
    expect(kinds[1]).toHaveValue("youtube");
    fireEvent.change(kinds[1]!, { target: { value: "instagram" } });
    fireEvent.change(screen.getAllByLabelText("Address (https://…)")[1]!, { target: { value: "https://instagram.com/t" } });
    fireEvent.change(screen.getAllByLabelText("Label")[1]!, { target: { value: "Photos" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove link 1" }));
    expect(screen.getAllByLabelText("Network")).toHaveLength(1);
    expect(screen.getByLabelText("Network")).toHaveValue("instagram");
    expect(screen.queryByRole("button", { name: "Remove link 2" })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Add a partner" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Vilnius University" } });
    const addresses = screen.getAllByLabelText("Address (https://…)");
    fireEvent.change(addresses[addresses.length - 1]!, { target: { value: "https://vu.lt" } });
    expect(screen.getByRole("button", { name: "Remove partner 1" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved for the whole site."));
    expect(patches()).toEqual([
      {
        footer: "Made in Paris",
        footer_fr: null,
        social_links: [{ kind: "instagram", url: "https://instagram.com/t", label: "Photos" }],
        partners: [{ name: "Vilnius University", url: "https://vu.lt", logo: "" }],
      },
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("removes a partner before saving", async () => {
    serve();
    render(<FooterEditor />);
    fireEvent.click(await screen.findByRole("button", { name: "Add a partner" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a partner" }));
    fireEvent.change(screen.getAllByLabelText("Name")[0]!, { target: { value: "First" } });
    fireEvent.change(screen.getAllByLabelText("Name")[1]!, { target: { value: "Second" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove partner 1" }));
    expect(screen.getByLabelText("Name")).toHaveValue("Second");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.partners).toEqual([{ name: "Second", url: "", logo: "" }]);
  });

  it("a 400 with field errors says which field is wrong, keeps the form, and announces no save", async () => {
    serve(() => {
      throw new ServerError({
        status: 400,
        type: "validation_error",
        message: "Invalid input.",
        errors: { "social_links.0.url": ["Enter an http(s) URL."] },
      });
    });
    const onSaved = jest.fn();
    render(<FooterEditor onSaved={onSaved} />);
    fireEvent.change(await screen.findByLabelText("Address (https://…)"), { target: { value: "javascript:alert(1)" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Invalid input.");
    expect(alert).toHaveTextContent("Social links 1 – Address (https://…): Enter an http(s) URL.");
    expect(toast.success).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Address (https://…)")).toHaveValue("javascript:alert(1)");
    // a second, successful save clears the message
    serve();
    fireEvent.change(screen.getByLabelText("Address (https://…)"), { target: { value: "https://youtube.com/@t" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved for the whole site."));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("an unexpected failure says it could not be saved", async () => {
    serve(() => {
      throw new ServerError({ status: 500, type: "server_error", message: "An unexpected error occurred." });
    });
    render(<FooterEditor />);
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not be saved.");
    expect(toast.success).not.toHaveBeenCalled();
  });
});
