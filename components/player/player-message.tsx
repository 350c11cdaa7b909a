import type { ReactNode } from "react";

type Props = { thumbnail?: string | null; children: ReactNode };

/** A message over the (darkened) thumbnail: loading, no access, not found, errors. */
export function PlayerMessage({ thumbnail, children }: Props) {
  return (
    <div className="relative flex h-full w-full items-center justify-center bg-black text-white">
      {thumbnail ? <img src={thumbnail} alt="" className="absolute inset-0 h-full w-full object-cover opacity-40" /> : null}
      <div className="relative flex max-w-md flex-col items-center gap-3 p-4 text-center">{children}</div>
    </div>
  );
}
