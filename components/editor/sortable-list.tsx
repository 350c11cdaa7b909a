// A list reordered by dragging (mouse, touch) or by keyboard (Space on the handle, arrows, Space),
// with what happens announced to screen readers in the page's language.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { mdiDragVertical } from "@mdi/js";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";

type Translate = (key: "picked" | "over" | "dropped" | "outside" | "cancelled", values: Record<string, string | number>) => string;

/** The announcements of a drag, naming the moved row and its position ("3 of 5"). */
export function sortAnnouncements(t: Translate, ids: readonly string[], nameOf: (id: string) => string): Announcements {
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  return {
    onDragStart: ({ active }) => t("picked", { name: nameOf(String(active.id)), position: position(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t("over", { name: nameOf(String(active.id)), position: position(over.id), total: ids.length })
        : t("outside", { name: nameOf(String(active.id)) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t("dropped", { name: nameOf(String(active.id)), position: position(over.id), total: ids.length })
        : t("outside", { name: nameOf(String(active.id)) }),
    onDragCancel: ({ active }) => t("cancelled", { name: nameOf(String(active.id)) }),
  };
}

type ListProps = {
  ids: string[];
  nameOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
};

export function SortableList({ ids, nameOf, onMove, children }: ListProps) {
  const t = useTranslations("editor.sort");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: sortAnnouncements(t, ids, nameOf), screenReaderInstructions: { draggable: t("instructions") } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col gap-2">{children}</ul>
      </SortableContext>
    </DndContext>
  );
}

/** One row: its drag handle (a button named "Move …"), then the row's own content. */
export function SortableRow({ id, handleLabel, children }: { id: string; handleLabel: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-1 rounded-md border border-on-surface/15 bg-background ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
        className="inline-flex min-h-touch min-w-touch cursor-grab touch-none items-center justify-center rounded-md hover:bg-on-surface/10"
      >
        <Icon path={mdiDragVertical} size={20} />
      </button>
      {children}
    </li>
  );
}
