import { NotFoundView } from "@/components/layout/not-found-view";

// A category that cannot be loaded: spec §8's category texts and a button home (HTTP 404).
export default function CategoryNotFound() {
  return <NotFoundView namespace="categoryNotFound" />;
}
