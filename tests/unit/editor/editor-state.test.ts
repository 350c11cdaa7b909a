import { editorReducer, initialEditorState, toContent, type EditorState } from "@/components/editor/editor-state";
import { defaultFields, pageContentSchema, type EditorBlock } from "@/lib/editor/blocks";

const uid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const block = (n: number, title: string): EditorBlock => ({
  uid: uid(n),
  component: "Faq",
  is_displayed: true,
  title,
  fields: defaultFields("Faq"),
});

function start(): EditorState {
  return initialEditorState({ content: [block(1, "One"), block(2, "Two")], i18n: { fr: [block(1, "Un"), block(2, "Deux")] } });
}
const titles = (state: EditorState, language: "en" | "fr" = "en") => state.blocks[language].map((b) => b.title);

describe("editorReducer", () => {
  it("adds a block to both languages", () => {
    const state = editorReducer(start(), { type: "add", block: block(3, "Three") });
    expect(titles(state)).toEqual(["One", "Two", "Three"]);
    expect(titles(state, "fr")).toEqual(["Un", "Deux", "Three"]);
    expect(pageContentSchema.safeParse(toContent(state.blocks)).success).toBe(true);
  });

  it("moves a block in both languages", () => {
    const state = editorReducer(start(), { type: "move", from: 0, to: 1 });
    expect(titles(state)).toEqual(["Two", "One"]);
    expect(titles(state, "fr")).toEqual(["Deux", "Un"]);
    expect(editorReducer(state, { type: "move", from: 0, to: 5 })).toBe(state);
  });

  it("duplicates with a new uid, right after the original", () => {
    const state = editorReducer(start(), { type: "duplicate", uid: uid(1), newUid: uid(9) });
    expect(state.blocks.en.map((b) => b.uid)).toEqual([uid(1), uid(9), uid(2)]);
    expect(titles(state, "fr")).toEqual(["Un", "Un", "Deux"]);
  });

  it("deletes, and restore puts the block back where it was", () => {
    const initial = start();
    const removed = editorReducer(initial, { type: "remove", uid: uid(1) });
    expect(titles(removed)).toEqual(["Two"]);
    const back = editorReducer(removed, { type: "restore", index: 0, en: initial.blocks.en[0]!, fr: initial.blocks.fr[0]! });
    expect(titles(back)).toEqual(["One", "Two"]);
    expect(titles(back, "fr")).toEqual(["Un", "Deux"]);
  });

  it("toggles is_displayed in both languages", () => {
    const state = editorReducer(start(), { type: "toggle", uid: uid(2) });
    expect(state.blocks.en[1]!.is_displayed).toBe(false);
    expect(state.blocks.fr[1]!.is_displayed).toBe(false);
  });

  it("words change only in the language edited; settings in both", () => {
    let state = editorReducer(start(), { type: "set-language", language: "fr" });
    state = editorReducer(state, { type: "update-field", uid: uid(1), field: "title", value: "Bonjour" });
    expect(state.blocks.fr[0]!.fields).toMatchObject({ title: "Bonjour" });
    expect(state.blocks.en[0]!.fields).toMatchObject({ title: "" });
    state = editorReducer(state, { type: "update-field", uid: uid(1), field: "layout", value: "list" });
    expect(state.blocks.fr[0]!.fields).toMatchObject({ layout: "list" });
    expect(state.blocks.en[0]!.fields).toMatchObject({ layout: "list" });
  });

  it("undo and redo walk the history; typing in one field is one step", () => {
    let state = editorReducer(start(), { type: "move", from: 0, to: 1 });
    state = editorReducer(state, { type: "update-field", uid: uid(1), field: "title", value: "H" });
    state = editorReducer(state, { type: "update-field", uid: uid(1), field: "title", value: "Hi" });
    expect(state.past).toHaveLength(2);
    state = editorReducer(state, { type: "undo" });
    expect(state.blocks.en[1]!.fields).toMatchObject({ title: "" });
    state = editorReducer(state, { type: "undo" });
    expect(titles(state)).toEqual(["One", "Two"]);
    expect(editorReducer(state, { type: "undo" })).toBe(state);
    state = editorReducer(state, { type: "redo" });
    expect(titles(state)).toEqual(["Two", "One"]);
    state = editorReducer(state, { type: "redo" });
    expect(state.blocks.en[1]!.fields).toMatchObject({ title: "Hi" });
    expect(state.future).toHaveLength(0);
  });

  it("a new change after an undo forgets the redo", () => {
    let state = editorReducer(start(), { type: "toggle", uid: uid(1) });
    state = editorReducer(state, { type: "undo" });
    state = editorReducer(state, { type: "toggle", uid: uid(2) });
    expect(state.future).toHaveLength(0);
  });
});
