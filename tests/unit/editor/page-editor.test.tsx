import { act, fireEvent, screen } from "@testing-library/react";
import { EditorLoaded } from "@/components/editor/page-editor";
import type { EditorPage } from "@/lib/api/editor";
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
const faq = (title: string) => ({ uid: UID, component: "Faq" as const, is_displayed: true, title, fields: defaultFields("Faq") });
const page: EditorPage = {
  id: 7,
  title: "Home",
  is_home: true,
  published_version: 1,
  has_draft: false,
  updated_at: "2026-01-01T00:00:00Z",
  revision: 4,
  draft: { content: [faq("Questions")], i18n: { fr: [faq("Questions FR")] } },
};

beforeAll(installDomShims);
beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const settle = () => act(async () => void (await jest.advanceTimersByTimeAsync(1000)));

describe("EditorLoaded", () => {
  it("saves the change as a draft after a pause, with the revision, then says Saved and reloads the preview", async () => {
    browserApi.request.mockResolvedValue({ revision: 5, updated_at: "now" });
    render(<EditorLoaded page={page} />);
    const before = screen.getByTitle("Preview of the draft (English)");
    fireEvent.click(screen.getByRole("button", { name: "Hide Questions" }));
    expect(screen.getByText("Saving…")).toBeInTheDocument();
    expect(browserApi.request).not.toHaveBeenCalled();
    await settle();
    expect(browserApi.request).toHaveBeenCalledWith(
      "/admin/pages/7/draft/",
      expect.objectContaining({ method: "PUT", json: expect.objectContaining({ revision: 4 }) }),
      expect.anything(),
    );
    const sent = browserApi.request.mock.calls[0]![1].json;
    expect(sent.draft.content[0].is_displayed).toBe(false);
    expect(sent.draft.i18n.fr[0].is_displayed).toBe(false);
    expect(screen.getByText("Saved")).toBeInTheDocument();
    expect(screen.getByTitle("Preview of the draft (English)")).not.toBe(before);
    // the next save names the new revision
    fireEvent.click(screen.getByRole("button", { name: "Hide Questions" }));
    await settle();
    expect(browserApi.request.mock.calls[1]![1].json.revision).toBe(5);
  });

  it("a 409 shows the conflict and Reload the page, and saves nothing more", async () => {
    browserApi.request.mockRejectedValue(new ServerError({ status: 409, type: "conflict", message: "Stale" }));
    render(<EditorLoaded page={page} />);
    fireEvent.click(screen.getByRole("button", { name: "Hide Questions" }));
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent("This page was changed elsewhere");
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
    expect(screen.getByText("Not saved: conflict")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Hide Questions" }));
    await settle();
    expect(browserApi.request).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Publish" })).toBeDisabled();
  });

  it("publishes the saved revision and says so", async () => {
    browserApi.request.mockImplementation(async (path: string) => {
      if (path === "/admin/pages/7/publish/") return { number: 2, published_at: "now", published_by: "Ada", restored_from: null };
      throw new Error(path);
    });
    render(<EditorLoaded page={page} />);
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await settle();
    expect(browserApi.request).toHaveBeenCalledWith("/admin/pages/7/publish/", { json: { revision: 4 } }, expect.anything());
    expect(toast.success).toHaveBeenCalledWith("Published: version 2 is now public.");
  });

  it("drawer stack: block, field, Back, Escape, Close all; focus on the heading", async () => {
    render(<EditorLoaded page={page} />);
    expect(screen.getByRole("heading", { level: 2, name: "Blocks of the page" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /^Questions/ }));
    const blockHeading = screen.getByRole("heading", { level: 2, name: "Questions (FAQ)" });
    expect(blockHeading).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Background" }));
    expect(screen.getByRole("heading", { level: 2, name: "Background – Questions" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { level: 2, name: "Questions (FAQ)" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Entries" }));
    fireEvent.keyDown(screen.getByRole("heading", { level: 2 }), { key: "Escape" });
    expect(screen.getByRole("heading", { level: 2, name: "Questions (FAQ)" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Entries" }));
    fireEvent.click(screen.getByRole("button", { name: "Close all" }));
    expect(screen.getByRole("heading", { level: 2, name: "Blocks of the page" })).toHaveFocus();
  });

  it("delete offers Undo in a toast; Undo puts the block back", async () => {
    render(<EditorLoaded page={page} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Questions" }));
    expect(screen.queryByRole("button", { name: "Delete Questions" })).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(
      "“Questions” deleted",
      expect.objectContaining({ action: expect.objectContaining({ label: "Undo" }) }),
    );
    act(() => toast.mock.calls[0]![1].action.onClick());
    expect(screen.getByRole("button", { name: "Delete Questions" })).toBeInTheDocument();
  });

  it("adds a block from the palette and opens its drawer; Ctrl+Z undoes it", async () => {
    render(<EditorLoaded page={page} />);
    fireEvent.click(screen.getByRole("button", { name: "Add a block" }));
    fireEvent.click(screen.getByRole("button", { name: "Cover" }));
    expect(screen.getByRole("heading", { level: 2, name: "Cover (Cover)" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Close all" }));
    expect(screen.getByRole("button", { name: "Delete Cover" })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: "z", ctrlKey: true });
    expect(screen.queryByRole("button", { name: "Delete Cover" })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: "Z", ctrlKey: true, shiftKey: true });
    expect(screen.getByRole("button", { name: "Delete Cover" })).toBeInTheDocument();
  });

  it("the language switch changes the words shown and the preview's address", () => {
    render(<EditorLoaded page={page} />);
    fireEvent.click(screen.getByRole("button", { name: "French" }));
    expect(screen.getByRole("button", { name: "Delete Questions FR" })).toBeInTheDocument();
    expect(screen.getByTitle("Preview of the draft (French)").getAttribute("src")).toMatch(/^\/fr\/admin\/pages\/7\/preview/);
  });
});
