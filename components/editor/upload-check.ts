// What the browser refuses before sending an image (the server checks again and re-encodes it).
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from "@/lib/api/editor";

export type UploadRefusal = "type" | "size" | null;

export function checkUpload(file: Pick<File, "type" | "size">): UploadRefusal {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > UPLOAD_MAX_BYTES) return "size";
  return null;
}
