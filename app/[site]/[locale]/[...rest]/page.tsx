import { notFound } from "next/navigation";

// Any path no route claims: the not-found page, with HTTP 404.
export default function UnknownPage() {
  notFound();
}
