// The page editor's state (spec §1): the page's blocks in both languages, the language being
// edited and the history for Undo / Redo, in one pure reducer. The structure (order, add, delete,
// show/hide, duplicate) is shared by the languages; words are per language, settings shared.
import type { EditorBlock, PageContent } from "@/lib/editor/blocks";

export type EditorLanguage = "en" | "fr";
export type Blocks = { en: EditorBlock[]; fr: EditorBlock[] };

export type EditorState = {
  blocks: Blocks;
  language: EditorLanguage;
  past: Blocks[];
  future: Blocks[];
  /** The field last typed into: further typing there is one step of the history, not one per key. */
  typing: string | null;
};

/** The fields whose words differ per language; every other field is a setting of both. */
const WORDS = new Set(["title", "subtitle", "text", "button", "entries"]);
const HISTORY_MAX = 100;

export type EditorAction =
  | { type: "load"; content: PageContent }
  | { type: "add"; block: EditorBlock; index?: number }
  | { type: "move"; from: number; to: number }
  | { type: "remove"; uid: string }
  /** Puts deleted blocks back where they were ("Undo" of the deletion's toast). */
  | { type: "restore"; index: number; en: EditorBlock; fr: EditorBlock }
  | { type: "toggle"; uid: string }
  | { type: "duplicate"; uid: string; newUid: string }
  | { type: "rename"; uid: string; title: string }
  | { type: "update-field"; uid: string; field: string; value: unknown }
  | { type: "set-language"; language: EditorLanguage }
  | { type: "undo" }
  | { type: "redo" };

export function initialEditorState(content: PageContent): EditorState {
  return { blocks: fromContent(content), language: "en", past: [], future: [], typing: null };
}

export function fromContent(content: PageContent): Blocks {
  return { en: content.content, fr: content.i18n.fr };
}

export function toContent(blocks: Blocks): PageContent {
  return { content: blocks.en, i18n: { fr: blocks.fr } };
}

/** Whether a field holds words (edited per language) rather than a setting (shared). */
export function isPerLanguage(field: string): boolean {
  return WORDS.has(field);
}

function both(blocks: Blocks, change: (list: EditorBlock[], language: EditorLanguage) => EditorBlock[]): Blocks {
  return { en: change(blocks.en, "en"), fr: change(blocks.fr, "fr") };
}

function withFields(block: EditorBlock, field: string, value: unknown): EditorBlock {
  return { ...block, fields: { ...block.fields, [field]: value } } as EditorBlock;
}

function commit(state: EditorState, blocks: Blocks, typing: string | null = null): EditorState {
  if (blocks === state.blocks) return state;
  const keepStep = typing !== null && typing === state.typing;
  const past = keepStep ? state.past : [...state.past, state.blocks].slice(-HISTORY_MAX);
  return { ...state, blocks, past, future: [], typing };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { blocks } = state;
  switch (action.type) {
    case "load":
      return initialEditorState(action.content);
    case "add": {
      const index = action.index ?? blocks.en.length;
      return commit(
        state,
        both(blocks, (list) => [...list.slice(0, index), action.block, ...list.slice(index)]),
      );
    }
    case "move": {
      const { from, to } = action;
      if (from === to || from < 0 || to < 0 || from >= blocks.en.length || to >= blocks.en.length) return state;
      return commit(
        state,
        both(blocks, (list) => arrayMove(list, from, to)),
      );
    }
    case "remove": {
      if (!blocks.en.some((block) => block.uid === action.uid)) return state;
      return commit(
        state,
        both(blocks, (list) => list.filter((block) => block.uid !== action.uid)),
      );
    }
    case "restore": {
      if (blocks.en.some((block) => block.uid === action.en.uid)) return state;
      const index = Math.min(action.index, blocks.en.length);
      return commit(state, {
        en: [...blocks.en.slice(0, index), action.en, ...blocks.en.slice(index)],
        fr: [...blocks.fr.slice(0, index), action.fr, ...blocks.fr.slice(index)],
      });
    }
    case "toggle":
      return commit(
        state,
        both(blocks, (list) => list.map((block) => (block.uid === action.uid ? { ...block, is_displayed: !block.is_displayed } : block))),
      );
    case "duplicate": {
      const index = blocks.en.findIndex((block) => block.uid === action.uid);
      if (index < 0) return state;
      return commit(
        state,
        both(blocks, (list) => {
          const copy = { ...(JSON.parse(JSON.stringify(list[index])) as EditorBlock), uid: action.newUid };
          return [...list.slice(0, index + 1), copy, ...list.slice(index + 1)];
        }),
      );
    }
    case "rename":
      return commit(
        state,
        {
          ...blocks,
          [state.language]: blocks[state.language].map((block) => (block.uid === action.uid ? { ...block, title: action.title } : block)),
        },
        `${action.uid}:title`,
      );
    case "update-field": {
      const perLanguage = isPerLanguage(action.field);
      const change = (list: EditorBlock[], language: EditorLanguage) =>
        perLanguage && language !== state.language
          ? list
          : list.map((block) => (block.uid === action.uid ? withFields(block, action.field, action.value) : block));
      return commit(state, both(blocks, change), `${action.uid}:${action.field}:${state.language}`);
    }
    case "set-language":
      return action.language === state.language ? state : { ...state, language: action.language, typing: null };
    case "undo": {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, blocks: previous, past: state.past.slice(0, -1), future: [state.blocks, ...state.future], typing: null };
    }
    case "redo": {
      const [next, ...future] = state.future;
      if (!next) return state;
      return { ...state, blocks: next, past: [...state.past, state.blocks], future, typing: null };
    }
  }
}

function arrayMove<T>(list: T[], from: number, to: number): T[] {
  const copy = [...list];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved!);
  return copy;
}
