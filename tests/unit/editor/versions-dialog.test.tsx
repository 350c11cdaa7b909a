import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { EditorLoaded } from "@/components/editor/page-editor";
import { VersionsDialog } from "@/components/editor/versions-dialog";
import type { EditorPage, PageVersion } from "@/lib/api/editor";
import { ServerError } from "@/lib/api/errors";
import { defaultFields } from "@/lib/editor/blocks";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";
import { installDomShims } from "../admin/test-utils";

jest.mock("@/lib/i18n/navigation", () => ({
  ...require("../helpers/navigation-mock").navigationMock,
  getPathname: ({ href, locale }: { href: string; locale: string }) => (locale === "en" ? href : `/${locale}${href}`),
}));
jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));
jest.mock("@/components/ui/toast", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };
const { toast } = jest.requireMock("@/components/ui/toast") as { toast: jest.Mock & { success: jest.Mock } };

const render = intlRenderer({ editor: en.editor, admin: en.admin }, { swr: true });

const UID = "00000000-0000-4000-8000-000000000001";
const faq = (title: string, is_displayed = true) => ({
  uid: UID,
  component: "Faq" as const,
  is_displayed,
  title,
  fields: defaultFields("Faq"),
});
const content = (title: string, is_displayed = true) => ({
  content: [faq(title, is_displayed)],
  i18n: { fr: [faq(`${title} FR`, is_displayed)] },
});

const page: EditorPage = {
  id: 7,
  title: "Home",
  is_home: true,
  published_version: 3,
  has_draft: true,
  updated_at: "2026-01-01T00:00:00Z",
  revision: 4,
  draft: content("Questions"),
};

const versions: PageVersion[] = [
  { number: 3, published_at: "2026-03-03T10:00:00Z", published_by: "Ada", restored_from: 1 },
  { number: 2, published_at: "2026-02-02T10:00:00Z", published_by: "Grace", restored_from: null },
  { number: 1, published_at: "2026-01-01T10:00:00Z", published_by: "Ada", restored_from: null },
];

type Options = { json?: unknown };

/** The server: the versions, version 1's blocks, its restore (or `restoreFailure`), then the page again. */
function serve(restoreFailure?: ServerError) {
  browserApi.request.mockImplementation(async (path: string) => {
    switch (path) {
      case "/admin/pages/7/versions/":
        return { results: versions };
      case "/admin/pages/7/versions/1/":
        return { ...versions[2], content: content("Old questions", false) };
      case "/admin/pages/7/versions/1/restore/":
        if (restoreFailure) throw restoreFailure;
        return { number: 4, published_at: "2026-04-04T10:00:00Z", published_by: "Ada", restored_from: 1 };
      case "/admin/pages/7/":
        return { ...page, revision: 9, published_version: 4, has_draft: false, draft: content("Old questions") };
      default:
        throw new Error(`unexpected ${path}`);
    }
  });
}

const restoreCalls = () =>
  browserApi.request.mock.calls.filter(([path]: [string]) => path === "/admin/pages/7/versions/1/restore/") as [string, Options, unknown][];

beforeAll(installDomShims);
beforeEach(() => jest.clearAllMocks());

async function openVersionOne() {
  fireEvent.click(screen.getByRole("button", { name: "Versions" }));
  const dialog = await screen.findByRole("dialog", { name: "Published versions" });
  fireEvent.click(await within(dialog).findByRole("button", { name: "View version 1" }));
  await within(dialog).findByText("Old questions");
  return dialog;
}

describe("Versions", () => {
  it("lists the versions newest first, with who published them and what was restored", async () => {
    serve();
    render(<EditorLoaded page={page} />);
    expect(browserApi.request).not.toHaveBeenCalledWith("/admin/pages/7/versions/", expect.anything(), expect.anything());
    fireEvent.click(screen.getByRole("button", { name: "Versions" }));
    const dialog = await screen.findByRole("dialog", { name: "Published versions" });
    const rows = await within(dialog).findAllByRole("listitem");
    expect(rows.map((row) => within(row).getByText(/^Version \d+$/).textContent)).toEqual(["Version 3", "Version 2", "Version 1"]);
    expect(rows[0]).toHaveTextContent("by Ada · restored from version 1");
    expect(rows[1]).toHaveTextContent("by Grace");
    expect(rows[1]).not.toHaveTextContent("restored from");
    expect(rows[2]).not.toHaveTextContent("restored from");
  });

  it("View shows the version's blocks; Restore asks first, then restores it, reloads the draft and closes", async () => {
    serve();
    render(<EditorLoaded page={page} />);
    const dialog = await openVersionOne();
    expect(within(dialog).getByRole("heading", { name: "Version 1" })).toBeInTheDocument();
    expect(within(dialog).getByRole("listitem")).toHaveTextContent("Old questions (FAQ) · hidden");

    fireEvent.click(within(dialog).getByRole("button", { name: "Restore version 1" }));
    const confirm = await screen.findByRole("dialog", { name: "Restore version 1?" });
    expect(confirm).toHaveTextContent("Version 1 will be published again, as a new version, and will replace the current draft.");
    expect(restoreCalls()).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Version 1 restored and published."));
    expect(restoreCalls()).toEqual([["/admin/pages/7/versions/1/restore/", { json: {} }, expect.anything()]]);
    expect(browserApi.request).toHaveBeenCalledWith("/admin/pages/7/", {}, expect.anything());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // the restored draft is now the one being edited
    expect(screen.getByRole("button", { name: "Delete Old questions" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Questions" })).not.toBeInTheDocument();
  });

  it("Cancel restores nothing; Back returns to the list", async () => {
    serve();
    render(<EditorLoaded page={page} />);
    const dialog = await openVersionOne();
    fireEvent.click(within(dialog).getByRole("button", { name: "Restore version 1" }));
    const confirm = await screen.findByRole("dialog", { name: "Restore version 1?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Restore version 1?" })).not.toBeInTheDocument());
    expect(restoreCalls()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Back to the list" }));
    expect(await within(dialog).findByRole("button", { name: "View version 3" })).toBeInTheDocument();
  });

  it("a refused restore keeps the confirmation open with the server's reason", async () => {
    serve(new ServerError({ status: 409, type: "conflict", message: "The page was changed meanwhile." }));
    render(<EditorLoaded page={page} />);
    const dialog = await openVersionOne();
    fireEvent.click(within(dialog).getByRole("button", { name: "Restore version 1" }));
    const confirm = await screen.findByRole("dialog", { name: "Restore version 1?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Restore" }));
    expect(await within(confirm).findByText("The page was changed meanwhile.")).toBeInTheDocument();
    expect(restoreCalls()).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
    expect(browserApi.request).not.toHaveBeenCalledWith("/admin/pages/7/", expect.anything(), expect.anything());
    // the draft being edited is untouched
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Delete Questions" })).toBeInTheDocument();
  });

  it("says when the page has no version yet", async () => {
    browserApi.request.mockResolvedValue({ results: [] });
    render(<VersionsDialog pageId={7} onRestore={jest.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Versions" }));
    expect(await screen.findByText("The page has not been published from the editor yet.")).toBeInTheDocument();
  });
});
